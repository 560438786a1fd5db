/// A view behind a section that no data backs (UIKit's `NSCollectionLayoutDecorationItem`): a
/// background covering the whole section (its headers, insets and content) across the bounds,
/// shrunk by its `contentInsets`. Reported at `[section, 0]` under its kind.
public struct LayoutDecorationItem: Hashable, Sendable {
    public var elementKind: String
    /// Shrink the background inside the section, points.
    public var contentInsets: EdgeInsets = .zero
    /// Below the cells (0) by default.
    public var zIndex = -1

    /// A section background of `elementKind`.
    public static func background(elementKind: String) -> LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind)
    }
}
