import CollectionLayoutCore

extension CompositionalLayout {
    /// The element kinds of the gallery's headers and footers.
    public static let sectionHeaderElementKind = ElementKind.header
    public static let sectionFooterElementKind = ElementKind.footer

    /// Apple's "Section Headers/Footers": a list of 44-point rows 5 apart, inset by 10, with an
    /// estimated 44-point header and footer on every section; `pinned` pins the headers
    /// ("Pinned Section Headers", zIndex 2).
    static func sectionHeadersLayout(pinned: Bool) -> CompositionalLayout {
        let itemSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = LayoutItem(layoutSize: itemSize)
        let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let headerFooterSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        var sectionHeader = LayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: sectionHeaderElementKind, alignment: .top)
        if pinned {
            sectionHeader.pinToVisibleBounds = true
            sectionHeader.zIndex = 2
        }
        let sectionFooter = LayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: sectionFooterElementKind, alignment: .bottom)
        section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
        return CompositionalLayout(section: section)
    }

    /// Apple's "Section Headers/Footers".
    public static var sectionHeaders: CompositionalLayout { sectionHeadersLayout(pinned: false) }

    /// Apple's "Pinned Section Headers".
    public static var pinnedHeaders: CompositionalLayout { sectionHeadersLayout(pinned: true) }
}

extension LayoutDescriptor {
    /// `section-headers`: `CompositionalLayout.sectionHeaders`.
    public static let sectionHeaders = LayoutDescriptor(
        name: "section-headers", summary: "compositional: a list with a header and a footer on every section",
        origin: "Apple's Implementing Modern Collection Views: Section Headers/Footers",
        defaultSections: [5, 5, 5, 5, 5], make: { CompositionalLayout.sectionHeaders })

    /// `pinned-headers`: `CompositionalLayout.pinnedHeaders`.
    public static let pinnedHeaders = LayoutDescriptor(
        name: "pinned-headers", summary: "compositional: section headers pinned to the top until their section ends",
        origin: "Apple's Implementing Modern Collection Views: Pinned Section Headers",
        defaultSections: [5, 5, 5, 5, 5], make: { CompositionalLayout.pinnedHeaders })
}
