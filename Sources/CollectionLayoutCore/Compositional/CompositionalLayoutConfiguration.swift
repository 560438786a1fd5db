/// What a compositional layout applies to all its sections (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`).
public struct CompositionalLayoutConfiguration: Hashable, Sendable {
    /// The axis the whole layout scrolls on; sections that scroll orthogonally scroll across it.
    public var scrollDirection: Axis = .vertical
    /// The gap between consecutive sections, points.
    public var interSectionSpacing = 0.0
    /// Global headers and footers: before the first section and after the last, each at `[0, 0]`
    /// under its kind. A pinned global header stays in view at every offset.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []

    public init() {}
}
