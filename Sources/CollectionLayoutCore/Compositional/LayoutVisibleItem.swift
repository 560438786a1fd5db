/// An element a section's `visibleItemsInvalidationHandler` may change (UIKit's
/// `NSCollectionLayoutVisibleItem`). `center` and `frame` are in the section's own scrolling
/// coordinates: content coordinates for a section that does not scroll orthogonally, and with the
/// section's orthogonal offset not yet subtracted for one that does (as in UIKit, where the
/// handler's `offset` tells how far it has scrolled).
public struct LayoutVisibleItem: Hashable, Sendable {
    public let indexPath: ItemIndexPath
    public let category: ElementCategory
    public let elementKind: String?
    public var center: Point
    public let size: Size
    public var transform: Transform2D
    public var alpha: Double
    public var zIndex: Int
    public var isHidden: Bool

    init(_ attributes: LayoutAttributes, center: Point) {
        indexPath = attributes.indexPath
        category = attributes.category
        elementKind = attributes.elementKind
        self.center = center
        size = attributes.size
        transform = attributes.transform
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
    }

    /// The untransformed frame, in the section's scrolling coordinates.
    public var frame: Rect { Rect(center: center, size: size) }
}
