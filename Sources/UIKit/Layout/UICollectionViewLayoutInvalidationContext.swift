import CoreGraphics

/// What an invalidation covers: everything (a reload, `invalidateLayout()`), the data source's
/// counts, or named elements, and how the content offset and size move. Layouts subclass it
/// (`invalidationContextClass`) to carry more.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// True for `invalidateLayout()` and when the data was reloaded; read-only, as in UIKit.
    open internal(set) var invalidateEverything = false
    /// True when the number of sections or items changed.
    open internal(set) var invalidateDataSourceCounts = false
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// Added to the content offset once the invalidation is done, points.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// Added to the content size, points.
    open var contentSizeAdjustment: CGSize = .zero

    public required override init() {
        super.init()
    }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}
