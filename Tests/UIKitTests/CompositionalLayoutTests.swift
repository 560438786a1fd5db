import CollectionLayout
import LayoutConformance
import Testing
@testable import UIKit

/// UICollectionViewCompositionalLayout written as an iOS developer writes it (in the manner of
/// Apple's "Implementing Modern Collection Views" samples), driven through the adapter, against
/// the same layouts built directly with Orbit's compositional engine (equal exactly), frames
/// computed by hand and the conformance kit.
@MainActor
@Suite("UICollectionViewCompositionalLayout through the adapter")
struct CompositionalLayoutTests {
    nonisolated static let phone = Size(width: 390, height: 844)

    // MARK: - Layouts, UIKit side

    /// Five square cells per row.
    static func uikitGrid() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// Four cells per row, each inset by 5 points inside its quarter.
    static func uikitInsetGrid() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// Two columns of 44-point rows, 10 apart both ways, inset by 10.
    static func uikitTwoColumns() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A list with a header (pinned, above the rows) and a footer on every section.
    static func uikitPinnedHeaders() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let headerFooterSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        return UICollectionViewCompositionalLayout(section: section)
    }

    nonisolated static let backgroundKind = "background-element-kind"

    /// A list whose sections sit on a background inset by 5.
    static func uikitSectionBackground() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        layout.register(nil, forDecorationViewOfKind: backgroundKind)
        return layout
    }

    /// A wide cell beside a column of two, then a full-width one below (three levels of groups).
    static func uikitNestedGroup(width: CGFloat) -> NSCollectionLayoutGroup {
        let leadingItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
        leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
            repeatingSubitem: trailingItem, count: 2)
        let topGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.6)),
            subitems: [leadingItem, trailingGroup])
        let bottomItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)))
        bottomItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(width), heightDimension: .fractionalWidth(0.8)),
            subitems: [topGroup, bottomItem])
    }

    static func uikitNestedGroups() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: uikitNestedGroup(width: 1.0)))
    }

    nonisolated static let badgeKind = "badge-element-kind"
    nonisolated static let titleKind = "title-element-kind"

    /// Per section: an orthogonal carousel whose cells shrink away from the centre, a grid of
    /// badged cells, a custom staircase group; 20 apart, with a pinned title over all of them.
    static func uikitSectionProvider() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let title = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(30)),
            elementKind: titleKind, alignment: .top)
        title.pinToVisibleBounds = true
        configuration.boundarySupplementaryItems = [title]
        return UICollectionViewCompositionalLayout(sectionProvider: { (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            let width = layoutEnvironment.container.effectiveContentSize.width
            switch sectionIndex % 3 {
            case 0:
                let section = NSCollectionLayoutSection(group: uikitNestedGroup(width: 0.85))
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
                section.visibleItemsInvalidationHandler = { items, offset, environment in
                    let middle = environment.container.contentSize.width / 2
                    for item in items {
                        let distance = abs(item.frame.midX - offset.x - middle)
                        let scale = max(0.8, 1 - distance / (4 * middle))
                        item.transform = CGAffineTransform(scaleX: scale, y: scale)
                        item.alpha = scale
                    }
                }
                return section
            case 1:
                let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
                let badge = NSCollectionLayoutSupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                    elementKind: badgeKind, containerAnchor: badgeAnchor)
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)),
                    supplementaryItems: [badge])
                item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(width / 4)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
                return section
            default:
                let group = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120))
                ) { environment in
                    let step = environment.container.effectiveContentSize.width / 3
                    return (0..<3).map { index in
                        NSCollectionLayoutGroupCustomItem(
                            frame: CGRect(x: CGFloat(index) * step, y: CGFloat(index) * 30, width: step, height: 60), zIndex: index)
                    }
                }
                group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
                return NSCollectionLayoutSection(group: group)
            }
        }, configuration: configuration)
    }

    // MARK: - The same layouts, Orbit's engine

    nonisolated static func orbitGrid() -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item])
        return CompositionalLayout(section: LayoutSection(group: group))
    }

    nonisolated static func orbitInsetGrid() -> CompositionalLayout {
        var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        return CompositionalLayout(section: LayoutSection(group: group))
    }

    nonisolated static func orbitTwoColumns() -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return CompositionalLayout(section: section)
    }

    nonisolated static func orbitList() -> LayoutSection {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return section
    }

    nonisolated static func orbitPinnedHeaders() -> CompositionalLayout {
        var section = orbitList()
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        var header = LayoutBoundarySupplementaryItem(layoutSize: size, elementKind: ElementKind.header, alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        let footer = LayoutBoundarySupplementaryItem(layoutSize: size, elementKind: ElementKind.footer, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        return CompositionalLayout(section: section)
    }

    nonisolated static func orbitSectionBackground() -> CompositionalLayout {
        var section = orbitList()
        var background = LayoutDecorationItem.background(elementKind: backgroundKind)
        background.contentInsets = EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return CompositionalLayout(section: section, configuration: configuration)
    }

    nonisolated static func orbitNestedGroup(width: Double) -> LayoutGroup {
        let insets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        var leadingItem = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
        leadingItem.contentInsets = insets
        var trailingItem = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        trailingItem.contentInsets = insets
        let trailingGroup = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)), subitem: trailingItem, count: 2)
        let topGroup = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.6)),
            subitems: [leadingItem, trailingGroup])
        var bottomItem = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)))
        bottomItem.contentInsets = insets
        return LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(width), heightDimension: .fractionalWidth(0.8)),
            subitems: [topGroup, bottomItem])
    }

    nonisolated static func orbitNestedGroups() -> CompositionalLayout {
        CompositionalLayout(section: LayoutSection(group: orbitNestedGroup(width: 1)))
    }

    nonisolated static func orbitSectionProvider() -> CompositionalLayout {
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        var title = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: titleKind, alignment: .top)
        title.pinToVisibleBounds = true
        configuration.boundarySupplementaryItems = [title]
        return CompositionalLayout(sectionProvider: { index, environment in
            let width = environment.container.effectiveContentSize.width
            switch index % 3 {
            case 0:
                var section = LayoutSection(group: orbitNestedGroup(width: 0.85))
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                    elementKind: ElementKind.header, alignment: .top)]
                section.visibleItemsInvalidationHandler = { items, offset, environment in
                    let middle = environment.container.contentSize.width / 2
                    for index in items.indices {
                        let distance = abs(items[index].frame.midX - offset.x - middle)
                        let scale = max(0.8, 1 - distance / (4 * middle))
                        items[index].transform = Transform2D(scaleX: scale, y: scale)
                        items[index].alpha = scale
                    }
                }
                return section
            case 1:
                let badge = LayoutSupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: badgeKind,
                    containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
                var item = LayoutItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)), supplementaryItems: [badge])
                item.contentInsets = EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
                let group = LayoutGroup.horizontal(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(width / 4)), subitems: [item])
                var section = LayoutSection(group: group)
                section.contentInsets = EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
                return section
            default:
                var group = LayoutGroup.custom(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))) { environment in
                    let step = environment.container.effectiveContentSize.width / 3
                    return (0..<3).map { index in
                        LayoutGroupCustomItem(frame: Rect(x: Double(index) * step, y: Double(index) * 30, width: step, height: 60), zIndex: index)
                    }
                }
                group.contentInsets = EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
                return LayoutSection(group: group)
            }
        }, configuration: configuration)
    }

    /// Each UIKit layout with its engine twin.
    static let pairs: [(name: String, uikit: @MainActor () -> UICollectionViewLayout, orbit: () -> CompositionalLayout)] = [
        ("grid", uikitGrid, orbitGrid),
        ("inset grid", uikitInsetGrid, orbitInsetGrid),
        ("two columns", uikitTwoColumns, orbitTwoColumns),
        ("pinned headers", uikitPinnedHeaders, orbitPinnedHeaders),
        ("section background", uikitSectionBackground, orbitSectionBackground),
        ("nested groups", uikitNestedGroups, orbitNestedGroups),
        ("section provider", uikitSectionProvider, orbitSectionProvider),
    ]

    // MARK: - Helpers

    /// The order the adapter reports: cells by index path, then the others by kind and index path.
    static func ordered(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        let cells = attributes.filter(\.isCell).sorted { $0.indexPath < $1.indexPath }
        return cells + attributes.filter { !$0.isCell }.sorted { $0.elementKey < $1.elementKey }
    }

    /// Every answer of `uikit` equals `orbit`'s in `context`: content size, the elements of the
    /// visible rect and of the whole content, each cell, each boundary item and decoration.
    static func expectSameAnswers(_ name: String, _ uikit: UIKitLayout, _ orbit: CompositionalLayout, _ context: LayoutContext) {
        #expect(uikit.contentSize == orbit.contentSize, "\(name): content size")
        let everything = Rect(origin: Point(x: -1000, y: -1000), size: Size(
            width: orbit.contentSize.width + 2000, height: orbit.contentSize.height + 2000))
        for rect in [context.visibleRect, everything] {
            let mine = uikit.attributes(in: rect), theirs = ordered(orbit.attributes(in: rect))
            #expect(mine == theirs, "\(name): elements in \(rect)")
        }
        for section in 0..<context.numberOfSections {
            for item in 0..<context.numberOfItems(inSection: section) {
                let indexPath = ItemIndexPath(item: item, section: section)
                #expect(uikit.attributes(at: indexPath) == orbit.attributes(at: indexPath), "\(name): item \(indexPath)")
            }
            let first = ItemIndexPath(item: 0, section: section)
            for kind in [ElementKind.header, ElementKind.footer, titleKind, badgeKind] {
                #expect(
                    uikit.attributes(forSupplementaryElementOfKind: kind, at: first)
                        == orbit.attributes(forSupplementaryElementOfKind: kind, at: first), "\(name): \(kind) of section \(section)")
            }
            #expect(
                uikit.attributes(forDecorationElementOfKind: backgroundKind, at: first)
                    == orbit.attributes(forDecorationElementOfKind: backgroundKind, at: first), "\(name): background of section \(section)")
        }
    }

    // MARK: - Tests

    @Test("each UIKit layout answers exactly as the engine's own at rest and scrolled", arguments: 0..<7)
    func sameAsTheEngine(_ index: Int) {
        let pair = Self.pairs[index]
        let counts = [10, 5, 7, 12]
        var uikit = UIKitLayout(pair.uikit())
        var orbit = pair.orbit()
        let rest = LayoutContext(boundsSize: Self.phone, sectionItemCounts: counts)
        uikit.prepare(rest)
        orbit.prepare(rest)
        Self.expectSameAnswers(pair.name, uikit, orbit, rest)
        // Scrolled as the host scrolls: a bounds check, then the invalidation it asks for.
        for y in [150.0, 700.0] {
            let scrolled = rest.with(contentOffset: Point(x: 0, y: y))
            let bounds = scrolled.visibleRect
            uikit.invalidateLayout(with: uikit.invalidationContext(forBoundsChange: bounds), for: scrolled)
            if orbit.shouldInvalidate(forBoundsChange: bounds) {
                orbit.invalidateLayout(with: orbit.invalidationContext(forBoundsChange: bounds), for: scrolled)
            }
            Self.expectSameAnswers("\(pair.name) at \(y)", uikit, orbit, scrolled)
        }
        // Resized: everything is read again.
        let wide = LayoutContext(boundsSize: Size(width: 844, height: 390), sectionItemCounts: counts)
        uikit.prepare(wide)
        orbit.prepare(wide)
        Self.expectSameAnswers("\(pair.name) turned", uikit, orbit, wide)
    }

    @Test func theInsetGridsFramesByHand() throws {
        var layout = UIKitLayout(Self.uikitInsetGrid())
        layout.prepare(LayoutContext(boundsSize: Self.phone, sectionItemCounts: [10, 5]))
        // 390 / 4 = 97.5 per cell, less 5 on each side; rows 100 high, less 5 top and bottom.
        #expect(try #require(layout.attributes(at: ItemIndexPath(item: 0, section: 0))).frame == Rect(x: 5, y: 5, width: 87.5, height: 90))
        #expect(try #require(layout.attributes(at: ItemIndexPath(item: 1, section: 0))).frame == Rect(x: 102.5, y: 5, width: 87.5, height: 90))
        #expect(try #require(layout.attributes(at: ItemIndexPath(item: 4, section: 0))).frame == Rect(x: 5, y: 105, width: 87.5, height: 90))
        // Section 0 holds three rows (10 items), so section 1 starts at 300.
        #expect(try #require(layout.attributes(at: ItemIndexPath(item: 3, section: 1))).frame == Rect(x: 297.5, y: 305, width: 87.5, height: 90))
        #expect(layout.contentSize == Size(width: 390, height: 500))
        #expect(layout.attributes(at: ItemIndexPath(item: 5, section: 1)) == nil)
    }

    @Test func theObjectAnswersInUIKitTerms() throws {
        let object = Self.uikitPinnedHeaders()
        var layout = UIKitLayout(object)
        layout.prepare(LayoutContext(boundsSize: Self.phone, sectionItemCounts: [3, 2]))
        // Header 44 high, inset 10 across; the first row 10 below it.
        let header = try #require(object.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == CGRect(x: 10, y: 0, width: 370, height: 44))
        #expect(header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(header.zIndex == 2)
        let cell = try #require(object.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.frame == CGRect(x: 10, y: 103, width: 370, height: 44))
        #expect(cell.representedElementKind == nil)
        // 44 + 10 + 3 rows of 44, 5 apart + 10 + 44 footer = 250; then 44 + 10 + 93 + 10 + 44 = 201.
        #expect(object.collectionViewContentSize == CGSize(width: 390, height: 451))
        let kinds = (object.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844)) ?? [])
            .compactMap(\.representedElementKind)
        #expect(Set(kinds) == [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter])
        // Orbit's names at the adapter's boundary.
        #expect(layout.supplementaryElementKinds.sorted() == [ElementKind.footer, ElementKind.header].sorted())
    }

    @Test func theLayoutsAttributesClassIsHonoured() throws {
        final class TaggedAttributes: UICollectionViewLayoutAttributes {}
        final class TaggedLayout: UICollectionViewCompositionalLayout {
            override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }
        }
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let object = TaggedLayout(section: NSCollectionLayoutSection(group: group))
        var layout = UIKitLayout(object)
        layout.prepare(LayoutContext(boundsSize: Self.phone, sectionItemCounts: [4]))
        #expect(object.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) is TaggedAttributes)
        #expect(try #require(layout.attributes(at: ItemIndexPath(item: 3))).frame == Rect(x: 195, y: 50, width: 195, height: 50))
    }

    @Test func scrollingPinnedHeadersDoesNotReadTheSectionsAgain() throws {
        var calls = 0
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let object = UICollectionViewCompositionalLayout { _, _ in
            calls += 1
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return section
        }
        var layout = UIKitLayout(object)
        let rest = LayoutContext(boundsSize: Size(width: 300, height: 400), sectionItemCounts: [20, 20])
        layout.prepare(rest)
        #expect(calls == 2)
        let scrolled = rest.with(contentOffset: Point(x: 0, y: 300))
        #expect(object.shouldInvalidateLayout(forBoundsChange: CGRect(scrolled.visibleRect)))
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: scrolled.visibleRect), for: scrolled)
        #expect(calls == 2, "a scroll reads no section")
        let header = try #require(layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: 0)))
        #expect(header.frame.minY == 300, "the header stays at the top of the view")
        #expect(!object.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 300, width: 300, height: 400)))
        #expect(object.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 300, width: 320, height: 400)), "a resize does")
        object.invalidateLayout()
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: rest.visibleRect), for: rest)
        #expect(calls == 4, "invalidateLayout() reads them again")
    }

    @Test func theEnvironmentAndTheClassesReadBackAsWritten() {
        var seen: [CGSize] = []
        let object = UICollectionViewCompositionalLayout { _, environment in
            seen.append(environment.container.contentSize)
            #expect(environment.container.effectiveContentSize == environment.container.contentSize)
            #expect(environment.traitCollection.layoutDirection == .leftToRight)
            return nil
        }
        var layout = UIKitLayout(object)
        layout.prepare(LayoutContext(boundsSize: Size(width: 320, height: 480), sectionItemCounts: [2]))
        #expect(seen == [CGSize(width: 320, height: 480)])
        // A nil section is a list of full-width rows 44 high.
        #expect(layout.attributes(at: ItemIndexPath(item: 1))?.frame == Rect(x: 0, y: 44, width: 320, height: 44))

        let dimension = NSCollectionLayoutDimension.fractionalHeight(0.5)
        #expect(dimension.isFractionalHeight && !dimension.isFractionalWidth && dimension.dimension == 0.5)
        #expect(NSCollectionLayoutDimension.estimated(44).isEstimated)
        #expect(NSCollectionLayoutSpacing.flexible(8).isFlexibleSpacing && NSCollectionLayoutSpacing.flexible(8).spacing == 8)
        let anchor = NSCollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 3, y: 4))
        #expect(anchor.edges == [.bottom, .leading] && anchor.isAbsoluteOffset && anchor.offset == CGPoint(x: 3, y: 4))
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)),
            elementKind: "f", alignment: .bottomTrailing, absoluteOffset: CGPoint(x: 1, y: 2))
        #expect(footer.alignment == .bottomTrailing && footer.offset == CGPoint(x: 1, y: 2) && footer.extendsBoundary && !footer.pinToVisibleBounds)
        #expect(footer.containerAnchor.edges == [.bottom, .trailing])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        object.configuration = configuration
        configuration.interSectionSpacing = 99
        #expect(object.configuration.scrollDirection == .horizontal && object.configuration.interSectionSpacing == 0, "kept as a copy")
    }

    @Test func aHorizontalLayoutScrollsSideways() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)), subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        var layout = UIKitLayout(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration))
        layout.prepare(LayoutContext(boundsSize: Size(width: 300, height: 200), sectionItemCounts: [7]))
        #expect(layout.contentSize == Size(width: 400, height: 200))
        #expect(try #require(layout.attributes(at: ItemIndexPath(item: 5))).frame == Rect(x: 200, y: 100, width: 100, height: 100))
    }

    @Test func theKitPassesPinnedHeadersAndTheSectionProvider() {
        var options = LayoutConformanceChecker.Options()
        options.hugeItemCount = 20_000
        for make in [Self.uikitPinnedHeaders, Self.uikitSectionProvider] {
            let box = UncheckedSendableBox(value: make)
            let report = LayoutConformanceChecker(
                makeLayout: { runOnOwningThread { UIKitLayout(box.value()) } }, options: options
            ).run()
            #expect(report.passed, "\(report.messages().joined(separator: "\n"))")
            #expect(report.sceneCount > 20)
        }
    }

    @Test func theSectionProvidersHandlerBadgesAndCustomGroupShow() throws {
        var layout = UIKitLayout(Self.uikitSectionProvider())
        layout.prepare(LayoutContext(boundsSize: Self.phone, sectionItemCounts: [10, 8, 6]))
        let all = layout.attributes(in: Rect(x: -500, y: 0, width: 2000, height: layout.contentSize.height))
        // The carousel's cells away from the centre are shrunk and faded by the handler.
        let carousel = all.filter { $0.isCell && $0.indexPath.section == 0 }
        #expect(carousel.contains { $0.alpha < 1 && $0.transform.a == $0.alpha })
        // One badge per grid cell, over its top-trailing corner.
        let badges = all.filter { $0.elementKind == Self.badgeKind }
        #expect(badges.count == 8)
        let cell = try #require(layout.attributes(at: ItemIndexPath(item: 0, section: 1)))
        let badge = try #require(layout.attributes(forSupplementaryElementOfKind: Self.badgeKind, at: ItemIndexPath(item: 0, section: 1)))
        #expect(badge.frame.size == Size(width: 20, height: 20))
        #expect(badge.center.x == cell.frame.maxX - 10 + 6 && badge.center.y == cell.frame.minY + 10 - 6)
        // The custom group's staircase: thirds of the width less the group's 8-point insets, 30 lower each.
        let steps = (0..<3).compactMap { layout.attributes(at: ItemIndexPath(item: $0, section: 2)) }
        let third = (390.0 - 16) / 3
        // (Within rounding: frames travel as a centre and a size.)
        #expect(zip(steps.map(\.frame.minX), [8, 8 + third, 8 + 2 * third]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(steps.map { $0.frame.minY - steps[0].frame.minY } == [0, 30, 60])
        #expect(steps.map(\.zIndex) == [0, 1, 2])
        // The pinned title over everything, and the carousel's header under it.
        #expect(all.contains { $0.elementKind == Self.titleKind && $0.frame == Rect(x: 0, y: 0, width: 390, height: 30) })
        #expect(all.contains { $0.elementKind == ElementKind.header && $0.indexPath.section == 0 })
    }
}
