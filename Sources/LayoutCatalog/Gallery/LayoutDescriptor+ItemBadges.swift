import CollectionLayoutCore

extension CompositionalLayout {
    /// The element kind of the gallery's item badges.
    public static let badgeElementKind = ElementKind.badge

    /// Apple's "Item Badges": the grid of four items a row (rows a fifth of the width, items inset
    /// by 5, sections by 20), each item with a 20-point badge on its top-trailing corner, moved
    /// 30% of its size right and up so that it overhangs the corner.
    public static var itemBadges: CompositionalLayout {
        let badgeAnchor = LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3))
        let badgeSize = LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = LayoutSupplementaryItem(layoutSize: badgeSize, elementKind: badgeElementKind, containerAnchor: badgeAnchor)
        let itemSize = LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
        var item = LayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.contentInsets = EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        var section = LayoutSection(group: group)
        section.contentInsets = EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        return CompositionalLayout(section: section)
    }
}

extension LayoutDescriptor {
    /// `item-badges`: `CompositionalLayout.itemBadges`.
    public static let itemBadges = LayoutDescriptor(
        name: "item-badges", summary: "compositional: four items a row, each with a badge on its top-trailing corner",
        origin: "Apple's Implementing Modern Collection Views: Item Badges",
        defaultSections: [100], make: { CompositionalLayout.itemBadges })
}
