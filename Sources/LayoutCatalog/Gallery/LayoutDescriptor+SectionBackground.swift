import CollectionLayoutCore

extension CompositionalLayout {
    /// The element kind of the gallery's section backgrounds.
    public static let sectionBackgroundElementKind = ElementKind.background

    /// Apple's "Section Background Decoration": a list of 44-point rows 5 apart, inset by 10,
    /// on a background inset by 5 from the section's edges.
    public static var sectionBackground: CompositionalLayout {
        let itemSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = LayoutItem(layoutSize: itemSize)
        let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        var sectionBackgroundDecoration = LayoutDecorationItem.background(elementKind: sectionBackgroundElementKind)
        sectionBackgroundDecoration.contentInsets = EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [sectionBackgroundDecoration]
        return CompositionalLayout(section: section)
    }
}

extension LayoutDescriptor {
    /// `section-background`: `CompositionalLayout.sectionBackground`.
    public static let sectionBackground = LayoutDescriptor(
        name: "section-background", summary: "compositional: a list on a background decoration per section",
        origin: "Apple's Implementing Modern Collection Views: Section Background Decoration",
        defaultSections: [5, 5, 5, 5, 5], make: { CompositionalLayout.sectionBackground })
}
