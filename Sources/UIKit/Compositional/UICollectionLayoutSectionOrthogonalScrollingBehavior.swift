import CollectionLayout

/// How a section scrolls across the layout's scroll axis (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`). Any value but `none` lays the
/// section's groups out in one line across the scroll axis.
///
/// Orbit lays such a section out at orthogonal offset 0: `UIKitLayout` does not yet let the host
/// scroll it sideways (see `UICollectionViewCompositionalLayout`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    /// Groups stack along the layout's scroll axis, as in any section.
    case none = 0
    /// Scrolls and coasts, stopping anywhere.
    case continuous = 1
    /// Coasts, then stops with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary = 2
    /// Pages by the width of the section's content area.
    case paging = 3
    /// Pages one group at a time, its leading edge at the section's leading inset.
    case groupPaging = 4
    /// Pages one group at a time, the group centred in the content area.
    case groupPagingCentered = 5

    /// The compositional engine's behaviour.
    var orbit: OrthogonalScrollingBehavior {
        switch self {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }
}
