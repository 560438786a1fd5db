import CollectionLayout

/// Where a boundary supplementary item sits on its section or on the whole layout (UIKit's
/// `NSRectAlignment`), by reading direction: left to right in Orbit. With vertical scrolling the
/// top alignments make headers and the bottom ones footers; with horizontal scrolling the leading
/// and trailing ones do.
public enum NSRectAlignment: Int, Hashable, Sendable {
    /// No alignment: UIKit rejects a boundary item aligned so; Orbit leaves such an item out.
    case none = 0
    case top = 1
    case topLeading = 2
    case leading = 3
    case bottomLeading = 4
    case bottom = 5
    case bottomTrailing = 6
    case trailing = 7
    case topTrailing = 8

    /// The compositional engine's alignment; nil for `none`, which it has no place for.
    var orbit: RectAlignment? {
        switch self {
        case .none: nil
        case .top: .top
        case .topLeading: .topLeading
        case .leading: .leading
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        case .trailing: .trailing
        case .topTrailing: .topTrailing
        }
    }
}
