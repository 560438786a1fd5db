/// One section of a compositional layout (UIKit's `NSCollectionLayoutSection`): its group repeated
/// until its items run out, with spacing, insets, boundary items and decorations.
public struct LayoutSection: Sendable {
    public typealias VisibleItemsInvalidationHandler = @Sendable (
        _ visibleItems: inout [LayoutVisibleItem], _ offset: Point, _ environment: LayoutEnvironment
    ) -> Void

    public var group: LayoutGroup
    /// The gap between consecutive groups, points.
    public var interGroupSpacing = 0.0
    /// Insets of the section's content area inside the bounds (across) and between its boundary
    /// items and its groups (along), points.
    public var contentInsets: EdgeInsets = .zero
    /// Headers, footers and other views on the section's edges, each at `[section, 0]` under its
    /// kind (one item per kind).
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// Backgrounds, each at `[section, 0]` under its kind.
    public var decorationItems: [LayoutDecorationItem] = []
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Called with the section's cells that meet the visible rect whenever the layout is prepared
    /// or scrolled (the section's orthogonal offset, or the content offset for a section that does
    /// not scroll orthogonally); what it changes in them is what the layout returns. The
    /// environment is the layout's (the bounds). Items it moves are expected to stay near their
    /// place: the queries find them by where they are drawn, but only among the visible ones.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?

    public init(group: LayoutGroup) {
        self.group = group
    }
}
