/// How a section scrolls across the layout's scroll axis (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`). Any value but `none` lays the section's
/// groups out in one line across, which scrolls on its own by the section's orthogonal offset
/// (`CompositionalLayout.orthogonalContentOffsets`).
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// Groups stack along the layout's scroll axis, as in any section.
    case none
    /// Coasts and stops anywhere.
    case continuous
    /// Coasts, then stops with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// Pages by the width of the section's content area.
    case paging
    /// Pages one group at a time, its leading edge at the section's leading inset.
    case groupPaging
    /// Pages one group at a time, the group centred in the content area.
    case groupPagingCentered

    /// Whether the section scrolls on its own.
    public var scrollsOrthogonally: Bool { self != .none }
}
