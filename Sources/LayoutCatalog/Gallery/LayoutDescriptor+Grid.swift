import CollectionLayoutCore

extension CompositionalLayout {
    /// Apple's "Grid" (Implementing Modern Collection Views): five square items a row.
    public static var grid: CompositionalLayout {
        let itemSize = LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = LayoutItem(layoutSize: itemSize)
        let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = LayoutSection(group: group)
        return CompositionalLayout(section: section)
    }
}

extension LayoutDescriptor {
    /// `grid`: `CompositionalLayout.grid`.
    public static let grid = LayoutDescriptor(
        name: "grid", summary: "compositional: five square items a row, every section alike",
        origin: "Apple's Implementing Modern Collection Views: Grid",
        defaultSections: [94], make: { CompositionalLayout.grid })
}
