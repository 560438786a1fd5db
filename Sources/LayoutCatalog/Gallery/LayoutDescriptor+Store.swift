import CollectionLayoutCore

extension CompositionalLayout {
    /// The element kind of the store page's pinned global header.
    public static let storeGlobalHeaderElementKind = "global-header"

    /// The kinds of the store page's sections, in turn: section `i` is `StoreSection(i % 3)`.
    public enum StoreSection: Int, CaseIterable, Sendable {
        /// Full-width cards paging one at a time, centred.
        case hero
        /// Cards scrolling sideways, scaled down away from the middle by the visible-items handler.
        case carousel
        /// Three columns of tiles.
        case grid
    }

    /// The smallest scale of a carousel card, at half a container's width from the middle or further.
    public static let storeCarouselMinimumScale = 0.8

    /// An App Store-like page: a pinned 44-point global header over a paging hero (0.9 of the
    /// width, 260 high, centred group paging), carousels of 180x220 cards 12 apart scaled by
    /// their distance from the middle (`1 - 0.2 * distance / (width / 2)`, at least 0.8) through
    /// `visibleItemsInvalidationHandler`, and three-column grids; sections 20 apart, carousels and
    /// grids with a 44-point header.
    public static var store: CompositionalLayout {
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        var globalHeader = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            elementKind: storeGlobalHeaderElementKind, alignment: .top)
        globalHeader.pinToVisibleBounds = true
        // Above every cell, orthogonal ones included (FB8722886 lost it behind them).
        globalHeader.zIndex = 1000
        configuration.boundarySupplementaryItems = [globalHeader]
        return CompositionalLayout(
            sectionProvider: { sectionIndex, _ in
                let kind = StoreSection(rawValue: sectionIndex % StoreSection.allCases.count) ?? .grid
                var section: LayoutSection
                switch kind {
                case .hero:
                    var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                    item.contentInsets = EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
                    let group = LayoutGroup.horizontal(
                        layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(260)), subitems: [item])
                    section = LayoutSection(group: group)
                    section.orthogonalScrollingBehavior = .groupPagingCentered
                    section.contentInsets = EdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)
                case .carousel:
                    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                    let group = LayoutGroup.horizontal(
                        layoutSize: LayoutSize(widthDimension: .absolute(180), heightDimension: .absolute(220)), subitems: [item])
                    section = LayoutSection(group: group)
                    section.interGroupSpacing = 12
                    section.contentInsets = EdgeInsets(top: 8, leading: 16, bottom: 0, trailing: 16)
                    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                    section.visibleItemsInvalidationHandler = { items, offset, environment in
                        let width = environment.container.contentSize.width
                        guard width > 0 else { return }
                        for index in items.indices {
                            let distance = abs(items[index].frame.midX - offset.x - width / 2)
                            let scale = max(storeCarouselMinimumScale, 1 - 0.2 * distance / (width / 2))
                            items[index].transform = Transform2D(scaleX: scale, y: scale)
                        }
                    }
                case .grid:
                    var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                    item.contentInsets = EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                    let group = LayoutGroup.horizontal(
                        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120)), subitem: item, count: 3)
                    section = LayoutSection(group: group)
                    section.contentInsets = EdgeInsets(top: 8, leading: 12, bottom: 0, trailing: 12)
                }
                if kind != .hero {
                    section.boundarySupplementaryItems = [
                        LayoutBoundarySupplementaryItem(
                            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
                            elementKind: sectionHeaderElementKind, alignment: .top)
                    ]
                }
                return section
            }, configuration: configuration)
    }
}

extension LayoutDescriptor {
    /// `store`: `CompositionalLayout.store`.
    public static let store = LayoutDescriptor(
        name: "store", summary: "compositional: an App Store-like page, paging hero, scaled carousels, a grid, pinned header",
        origin: "Orbit, after the App Store's compositional pages", make: { CompositionalLayout.store })
}
