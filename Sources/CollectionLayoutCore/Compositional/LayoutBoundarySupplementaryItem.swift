/// A header, footer or any supplementary view on a section's edge, or on the whole layout's
/// (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`). Its fractions are of the section's
/// content area (the bounds less the section's insets), and it follows the section's insets
/// across the scroll axis.
public struct LayoutBoundarySupplementaryItem: Hashable, Sendable {
    public var layoutSize: LayoutSize
    /// The element kind the layout reports it under, at `[section, 0]` (`[0, 0]` for the
    /// configuration's global items).
    public var elementKind: String
    public var alignment: RectAlignment
    /// Moves the item from where its alignment puts it, points.
    public var absoluteOffset: Point
    /// Stays inside the visible rect while its section (the whole content, for a global item) is
    /// in view: a header sticks to the top until its section's end pushes it away.
    public var pinToVisibleBounds = false
    /// Makes room for the item: the section's content starts after a leading item and ends
    /// before a trailing one. Off: the item overlaps the content.
    public var extendsBoundary = true
    /// Higher draws on top; UIKit's default is 1.
    public var zIndex = 1
    /// Shrink the item inside its size, points.
    public var contentInsets: EdgeInsets = .zero

    public init(layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: Point = .zero) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
    }
}
