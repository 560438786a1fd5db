import CollectionLayoutCore

extension CompositionalLayout {
    /// Apple's "Two-Column Grid": rows 44 points high of two items, 10 points apart.
    public static var twoColumnGrid: CompositionalLayout {
        let itemSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = LayoutItem(layoutSize: itemSize)
        let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        var group = LayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
        let spacing = 10.0
        group.interItemSpacing = .fixed(spacing)
        var section = LayoutSection(group: group)
        section.interGroupSpacing = spacing
        section.contentInsets = EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        return CompositionalLayout(section: section)
    }
}

extension LayoutDescriptor {
    /// `two-column-grid`: `CompositionalLayout.twoColumnGrid`.
    public static let twoColumnGrid = LayoutDescriptor(
        name: "two-column-grid", summary: "compositional: two columns of 44-point rows, count: 2 with 10-point spacing",
        origin: "Apple's Implementing Modern Collection Views: Two-Column Grid",
        defaultSections: [94], make: { CompositionalLayout.twoColumnGrid })
}
