import CollectionLayoutCore

extension CompositionalLayout {
    /// The group of Apple's "Nested Groups" and of its orthogonal samples: a leading item 0.7 of the
    /// group's width beside a vertical group of two, every item inset by 10; the group is
    /// `width` of the section's width and 0.4 of its height.
    static func nestedGroup(width: Double) -> LayoutGroup {
        var leadingItem = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
        leadingItem.contentInsets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        var trailingItem = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
            subitem: trailingItem, count: 2)
        return LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(width), heightDimension: .fractionalHeight(0.4)),
            subitems: [leadingItem, trailingGroup])
    }

    /// Apple's "Nested Groups".
    public static var nestedGroups: CompositionalLayout {
        CompositionalLayout(section: LayoutSection(group: nestedGroup(width: 1.0)))
    }
}

extension LayoutDescriptor {
    /// `nested-groups`: `CompositionalLayout.nestedGroups`.
    public static let nestedGroups = LayoutDescriptor(
        name: "nested-groups", summary: "compositional: a large item beside a vertical group of two, nested in one group",
        origin: "Apple's Implementing Modern Collection Views: Nested Groups",
        defaultSections: [100], make: { CompositionalLayout.nestedGroups })
}
