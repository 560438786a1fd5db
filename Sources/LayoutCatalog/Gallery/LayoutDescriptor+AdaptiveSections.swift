import CollectionLayoutCore

extension CompositionalLayout {
    /// Apple's "Adaptive Sections": distinct sections whose column counts double when the
    /// container is wider than 800 points (list 1 or 2, grid 5 or 10, grid 3 or 6).
    public static var adaptiveSections: CompositionalLayout {
        CompositionalLayout { sectionIndex, layoutEnvironment in
            let kind = sectionIndex % 3
            let wideMode = layoutEnvironment.container.effectiveContentSize.width > 800
            let columns = [wideMode ? 2 : 1, wideMode ? 10 : 5, wideMode ? 6 : 3][kind]
            return columnsSection(columns: columns, isList: kind == 0, itemWidth: .fractionalWidth(0.2))
        }
    }
}

extension LayoutDescriptor {
    /// `adaptive-sections`: `CompositionalLayout.adaptiveSections`.
    public static let adaptiveSections = LayoutDescriptor(
        name: "adaptive-sections", summary: "compositional: distinct sections whose columns double past 800 points wide",
        origin: "Apple's Implementing Modern Collection Views: Adaptive Sections",
        defaultSections: [10, 10, 10], make: { CompositionalLayout.adaptiveSections })
}
