/// How the host asks content for its preferred size: which extent the layout fixes (UIKit's
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` reduced to
/// the three cases layouts use). Points.
public enum SizeFitting: Hashable, Sendable {
    /// The width is the layout's; the content chooses its height (a caption wrapped to the
    /// column, a picture at its aspect ratio). Vertical flow and waterfall.
    case width(Double)
    /// The height is the layout's; the content chooses its width (a picture in a justified row,
    /// a caption on lines of that height). Horizontal flow and justified rows.
    case height(Double)
    /// The content's natural size, no wider than `maximumWidth` (a tag chip: its text on one line,
    /// wrapped only when it would be wider).
    case natural(maximumWidth: Double)
}
