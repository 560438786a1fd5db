/// The smallest compositional element: one cell (UIKit's `NSCollectionLayoutItem`). A group is
/// an item too (it can be a subitem of another group, `LayoutSubitem`).
///
/// ```swift
/// var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
/// ```
public struct LayoutItem: Sendable, LayoutSubitem {
    /// Its size inside its group's area.
    public var layoutSize: LayoutSize
    /// Shrink the item inside the space its size gives it (the space its group allots stays the
    /// same), points.
    public var contentInsets: EdgeInsets = .zero
    /// Space outside the item that moves it and its neighbours apart; nil: none.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Views attached to the item, such as badges, reported at its index path.
    public var supplementaryItems: [LayoutSupplementaryItem] = []
    /// What the item holds: one cell, or a group of its own.
    let content: Content

    indirect enum Content: Sendable {
        case cell
        case group(LayoutGroup)
    }

    public init(layoutSize: LayoutSize) {
        self.layoutSize = layoutSize
        content = .cell
    }

    /// An item with views attached to it (UIKit's `init(layoutSize:supplementaryItems:)`).
    public init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem]) {
        self.init(layoutSize: layoutSize)
        self.supplementaryItems = supplementaryItems
    }

    init(
        layoutSize: LayoutSize, contentInsets: EdgeInsets, edgeSpacing: LayoutEdgeSpacing?,
        supplementaryItems: [LayoutSupplementaryItem], content: Content
    ) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
        self.content = content
    }

    public var layoutItem: LayoutItem { self }
}

/// What a group accepts as a subitem: an item or another group (UIKit's groups are items).
public protocol LayoutSubitem: Sendable {
    /// The element as an item of its parent group.
    var layoutItem: LayoutItem { get }
}
