/// What a section provider or a custom group reads about the space it lays out in (UIKit's
/// `NSCollectionLayoutEnvironment`).
public struct LayoutEnvironment: Hashable, Sendable {
    public var container: LayoutContainer

    public init(container: LayoutContainer) {
        self.container = container
    }
}

/// A container's size and insets (UIKit's `NSCollectionLayoutContainer`), points. For a section
/// provider: the collection view's bounds; for a custom group: the group's size and insets.
public struct LayoutContainer: Hashable, Sendable {
    public var contentSize: Size
    public var contentInsets: EdgeInsets

    public init(contentSize: Size, contentInsets: EdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// `contentSize` less `contentInsets`, never negative.
    public var effectiveContentSize: Size {
        Size(
            width: Swift.max(0, contentSize.width - contentInsets.left - contentInsets.right),
            height: Swift.max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}
