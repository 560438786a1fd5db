import CollectionLayoutCore

extension CompositionalLayout {
    /// Apple's "Orthogonal Sections": the nested group at 0.85 of the width, scrolling
    /// continuously across in every section.
    public static var orthogonalSections: CompositionalLayout {
        var section = LayoutSection(group: nestedGroup(width: 0.85))
        section.orthogonalScrollingBehavior = .continuous
        return CompositionalLayout(section: section)
    }

    /// The element kind of the orthogonal behaviours' headers.
    public static let orthogonalHeaderElementKind = "header-element-kind"

    /// The behaviour of section `index` in `orthogonalBehaviors`, in Apple's order.
    public static func orthogonalBehavior(ofSection index: Int) -> OrthogonalScrollingBehavior {
        let kinds: [OrthogonalScrollingBehavior] = [
            .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered, .none,
        ]
        return kinds[index % kinds.count]
    }

    /// Apple's "Orthogonal Section Behaviors": one section per behaviour (continuous, continuous
    /// group leading boundary, paging, group paging, group paging centred, none, then again), each
    /// with an estimated 44-point header; the group is 0.85 wide when it scrolls, sections 20 apart.
    public static var orthogonalBehaviors: CompositionalLayout {
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return CompositionalLayout(
            sectionProvider: { sectionIndex, _ in
                let behavior = orthogonalBehavior(ofSection: sectionIndex)
                let orthogonallyScrolls = behavior != .none
                var section = LayoutSection(group: nestedGroup(width: orthogonallyScrolls ? 0.85 : 1.0))
                section.orthogonalScrollingBehavior = behavior
                let sectionHeader = LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
                    elementKind: orthogonalHeaderElementKind, alignment: .top)
                section.boundarySupplementaryItems = [sectionHeader]
                return section
            }, configuration: configuration)
    }
}

extension LayoutDescriptor {
    /// `orthogonal-sections`: `CompositionalLayout.orthogonalSections`.
    public static let orthogonalSections = LayoutDescriptor(
        name: "orthogonal-sections", summary: "compositional: nested groups in sections that scroll sideways",
        origin: "Apple's Implementing Modern Collection Views: Orthogonal Sections",
        defaultSections: [18, 18, 18, 18, 18], make: { CompositionalLayout.orthogonalSections })

    /// `orthogonal-behaviors`: `CompositionalLayout.orthogonalBehaviors`.
    public static let orthogonalBehaviors = LayoutDescriptor(
        name: "orthogonal-behaviors", summary: "compositional: one section per orthogonal scrolling behaviour, with headers",
        origin: "Apple's Implementing Modern Collection Views: Orthogonal Section Behaviors",
        defaultSections: [18, 18, 18, 18, 18, 18], make: { CompositionalLayout.orthogonalBehaviors })
}
