import CollectionLayoutCore

extension CompositionalLayout {
    /// Apple's "Inset Items Grid": the grid with every item inset by 5 points.
    public static var insetGrid: CompositionalLayout {
        let itemSize = LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        var item = LayoutItem(layoutSize: itemSize)
        item.contentInsets = EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = LayoutSection(group: group)
        return CompositionalLayout(section: section)
    }
}

extension LayoutDescriptor {
    /// `inset-grid`: `CompositionalLayout.insetGrid`.
    public static let insetGrid = LayoutDescriptor(
        name: "inset-grid", summary: "compositional: the grid with items inset by 5 points inside their cells",
        origin: "Apple's Implementing Modern Collection Views: Inset Items Grid",
        defaultSections: [94], make: { CompositionalLayout.insetGrid })
}
