/// What a change of the visible rect invalidates (UICollectionViewLayoutInvalidationContext as a
/// value): everything, which costs a full `prepare`, or only the named elements, which the layout
/// updates in `invalidateLayout(with:for:)` (a pinned header moves with every scroll while the
/// rest of the layout stays as prepared).
public struct InvalidationContext: Hashable, Sendable {
    /// A full `prepare` is needed (the default, and what a resize always gets).
    public var invalidateEverything: Bool
    /// Cells whose attributes change.
    public var invalidatedItemIndexPaths: [ItemIndexPath]
    /// Supplementary views whose attributes change, by kind.
    public var invalidatedSupplementaryIndexPaths: [String: [ItemIndexPath]]
    /// Decorations whose attributes change, by kind.
    public var invalidatedDecorationIndexPaths: [String: [ItemIndexPath]]
    /// Added to the content offset by the host after the invalidation, points.
    public var contentOffsetAdjustment: Point
    /// Added to the content size the layout reports, points (informational: the host reads
    /// `contentSize` after the invalidation).
    public var contentSizeAdjustment: Size
    /// Self-sizing: the preferred sizes (points) the layout takes for these cells
    /// (`CollectionViewLayout.invalidationContext(forPreferredAttributes:original:)`); empty for
    /// every other invalidation.
    public var preferredItemSizes: [ItemIndexPath: Size]

    public init(
        invalidateEverything: Bool = false,
        invalidatedItemIndexPaths: [ItemIndexPath] = [],
        invalidatedSupplementaryIndexPaths: [String: [ItemIndexPath]] = [:],
        invalidatedDecorationIndexPaths: [String: [ItemIndexPath]] = [:],
        contentOffsetAdjustment: Point = .zero,
        contentSizeAdjustment: Size = .zero,
        preferredItemSizes: [ItemIndexPath: Size] = [:]
    ) {
        self.invalidateEverything = invalidateEverything
        self.invalidatedItemIndexPaths = invalidatedItemIndexPaths
        self.invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths
        self.invalidatedDecorationIndexPaths = invalidatedDecorationIndexPaths
        self.contentOffsetAdjustment = contentOffsetAdjustment
        self.contentSizeAdjustment = contentSizeAdjustment
        self.preferredItemSizes = preferredItemSizes
    }

    /// Everything: a full `prepare`.
    public static let everything = InvalidationContext(invalidateEverything: true)

    /// `other` added to this one: everything if either is, the union of what they name, the sum of
    /// their adjustments, `other`'s preferred size where both give one (the host merges the
    /// contexts of the items it sizes in one frame). O(size of `other`).
    public mutating func formUnion(_ other: InvalidationContext) {
        invalidateEverything = invalidateEverything || other.invalidateEverything
        invalidatedItemIndexPaths += other.invalidatedItemIndexPaths
        invalidatedSupplementaryIndexPaths.merge(other.invalidatedSupplementaryIndexPaths, uniquingKeysWith: +)
        invalidatedDecorationIndexPaths.merge(other.invalidatedDecorationIndexPaths, uniquingKeysWith: +)
        contentOffsetAdjustment += other.contentOffsetAdjustment
        contentSizeAdjustment = Size(
            width: contentSizeAdjustment.width + other.contentSizeAdjustment.width,
            height: contentSizeAdjustment.height + other.contentSizeAdjustment.height)
        preferredItemSizes.merge(other.preferredItemSizes) { _, new in new }
    }
}
