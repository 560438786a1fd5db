/// Items laid out together (UIKit's `NSCollectionLayoutGroup`): side by side (`horizontal`), one
/// above the other (`vertical`), or where a closure says (`custom`). A section repeats its group
/// until its items run out; a group may hold groups.
///
/// A horizontal or vertical group with `subitems` lays them out in order, then repeats them for as
/// long as another fits (`LayoutGroup.horizontal(layoutSize:subitems:)` with one item of a fifth
/// of the width holds five). With `count:` it holds exactly that many copies of its subitem and
/// divides its length among them after the spacing, whatever the subitem's own length says.
public struct LayoutGroup: Sendable, LayoutSubitem {
    public var layoutSize: LayoutSize
    /// Shrink the area the subitems are laid out in, points.
    public var contentInsets: EdgeInsets = .zero
    /// Space outside the group inside its parent group; nil: none.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// The gap between subitems along the group's axis; nil: none.
    public var interItemSpacing: LayoutSpacing?
    /// Views attached to the group's frame (a group is an item in UIKit), reported at the index
    /// path of the group's first item; not shown when the group holds no item.
    public var supplementaryItems: [LayoutSupplementaryItem] = []
    public let subitems: [LayoutItem]
    let arrangement: Arrangement
    /// Copies of `subitems[0]` (`count:`), or nil to repeat the subitems while they fit.
    let count: Int?

    enum Arrangement: Sendable {
        case along(Axis)
        case custom(@Sendable (LayoutEnvironment) -> [LayoutGroupCustomItem])
    }

    init(layoutSize: LayoutSize, subitems: [LayoutItem], arrangement: Arrangement, count: Int?) {
        self.layoutSize = layoutSize
        self.subitems = subitems
        self.arrangement = arrangement
        self.count = count
    }

    /// Subitems left to right, repeated while another fits.
    public static func horizontal(layoutSize: LayoutSize, subitems: [any LayoutSubitem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, subitems: subitems.map(\.layoutItem), arrangement: .along(.horizontal), count: nil)
    }

    /// `count` copies of `subitem` left to right, each `(width - spacing * (count - 1)) / count`
    /// wide. A count below 1 reads as 1.
    public static func horizontal(layoutSize: LayoutSize, subitem: any LayoutSubitem, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, subitems: [subitem.layoutItem], arrangement: .along(.horizontal), count: Swift.max(1, count))
    }

    /// Subitems top to bottom, repeated while another fits.
    public static func vertical(layoutSize: LayoutSize, subitems: [any LayoutSubitem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, subitems: subitems.map(\.layoutItem), arrangement: .along(.vertical), count: nil)
    }

    /// `count` copies of `subitem` top to bottom, each `(height - spacing * (count - 1)) / count`
    /// high. A count below 1 reads as 1.
    public static func vertical(layoutSize: LayoutSize, subitem: any LayoutSubitem, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, subitems: [subitem.layoutItem], arrangement: .along(.vertical), count: Swift.max(1, count))
    }

    /// One cell per frame `itemProvider` returns, for the group's area (`LayoutEnvironment`'s
    /// container is the group's size and insets). Called once per section when the layout is
    /// prepared; every repetition of the group reuses the frames.
    public static func custom(
        layoutSize: LayoutSize, itemProvider: @escaping @Sendable (LayoutEnvironment) -> [LayoutGroupCustomItem]
    ) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, subitems: [], arrangement: .custom(itemProvider), count: nil)
    }

    public var layoutItem: LayoutItem {
        LayoutItem(
            layoutSize: layoutSize, contentInsets: contentInsets, edgeSpacing: edgeSpacing, supplementaryItems: supplementaryItems,
            content: .group(self))
    }
}
