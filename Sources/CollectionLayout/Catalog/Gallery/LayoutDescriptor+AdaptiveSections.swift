extension CompositionalLayout {
    /// Apple's "Adaptive Sections": distinct sections whose column counts double when the
    /// container is wider than 800 points (list 1 or 2, grid 5 or 10, grid 3 or 6).
    public static var adaptiveSections: CompositionalLayout {
        CompositionalLayout { sectionIndex, layoutEnvironment in
            let kind = sectionIndex % 3
            let wideMode = layoutEnvironment.container.effectiveContentSize.width > 800
            let columns = [wideMode ? 2 : 1, wideMode ? 10 : 5, wideMode ? 6 : 3][kind]
            let itemSize = LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
            var item = LayoutItem(layoutSize: itemSize)
            item.contentInsets = EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let groupHeight: LayoutDimension = kind == 0 ? .absolute(44) : .fractionalWidth(0.2)
            let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
            let group = LayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
            var section = LayoutSection(group: group)
            section.contentInsets = EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
    }
}

extension LayoutDescriptor {
    /// `adaptive-sections`: `CompositionalLayout.adaptiveSections`.
    public static let adaptiveSections = LayoutDescriptor(
        name: "adaptive-sections", summary: "compositional: distinct sections whose columns double past 800 points wide",
        origin: "Apple's Implementing Modern Collection Views: Adaptive Sections", make: { CompositionalLayout.adaptiveSections })
}
