import Testing

@testable import CollectionLayoutCore

/// Supplementary items on items and groups (UIKit's `NSCollectionLayoutSupplementaryItem` and
/// `NSCollectionLayoutAnchor`): where the anchors put them, under which index path, and that the
/// rect query and the lookup by kind agree. Numbers worked out here.
@Suite("compositional engine: supplementary items on items and groups")
struct SupplementaryItemTests {
    let bounds = Size(width: 100, height: 400)

    func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Items 25 x 30, four a row, rows 30 high.
    func prepared(item: LayoutItem, groupItems: [LayoutSupplementaryItem] = [], counts: [Int]) -> CompositionalLayout {
        var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(30)), subitems: [item])
        group.supplementaryItems = groupItems
        var layout = CompositionalLayout(section: LayoutSection(group: group))
        layout.prepare(LayoutContext(boundsSize: bounds, sectionItemCounts: counts))
        return layout
    }

    func frame(_ layout: CompositionalLayout, _ kind: String, _ item: Int, section: Int = 0) -> Rect? {
        layout.attributes(forSupplementaryElementOfKind: kind, at: ItemIndexPath(item: item, section: section))?.frame
    }

    let cellSize = LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1))

    @Test("the container anchor's edges pick a corner, a side's middle or the centre; an absolute offset moves it in points")
    func containerAnchors() {
        let cases: [(DirectionalRectEdge, Point)] = [
            ([.top, .leading], Point(x: 0, y: 0)), ([.top, .trailing], Point(x: 15, y: 0)), ([.bottom, .trailing], Point(x: 15, y: 20)),
            ([.bottom, .leading], Point(x: 0, y: 20)), ([.top], Point(x: 7.5, y: 0)), ([.trailing], Point(x: 15, y: 10)), ([], Point(x: 7.5, y: 10)),
            ([.leading, .trailing], Point(x: 7.5, y: 10)),
        ]
        for (edges, origin) in cases {
            let marker = LayoutSupplementaryItem(
                layoutSize: size(.absolute(10), .absolute(10)), elementKind: "m", containerAnchor: LayoutAnchor(edges: edges, absoluteOffset: Point(x: 1, y: -2)))
            let layout = prepared(item: LayoutItem(layoutSize: cellSize, supplementaryItems: [marker]), counts: [6])
            // Item 5: second row, second column: cell at (25, 30), 25 x 30.
            #expect(frame(layout, "m", 5) == Rect(x: 25 + origin.x + 1, y: 30 + origin.y - 2, width: 10, height: 10), "\(edges.rawValue)")
        }
    }

    @Test("an item anchor puts the item's own point on the container's: outside the corner with opposite edges")
    func itemAnchor() {
        let badge = LayoutSupplementaryItem(
            layoutSize: size(.fractionalWidth(0.4), .absolute(8)), elementKind: "b",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: 0)),
            itemAnchor: LayoutAnchor(edges: [.bottom, .leading], absoluteOffset: Point(x: 0, y: 1)))
        var item = LayoutItem(layoutSize: cellSize, supplementaryItems: [badge])
        item.contentInsets = EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let layout = prepared(item: item, counts: [3])
        // Cell 1: (27, 2, 21, 26); the badge is 0.4 * 21 = 8.4 wide, its bottom-leading corner on
        // the cell's top-trailing one moved by half the badge's width, then 1 down.
        let width = 0.4 * 21
        #expect(frame(layout, "b", 1) == Rect(x: 48 + 0.5 * width, y: 2 - 8 + 1, width: width, height: 8))
    }

    @Test("a group's supplementary item attaches to the group and takes its first item's index path")
    func groupItem() {
        let band = LayoutSupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(4)), elementKind: "band", containerAnchor: LayoutAnchor(edges: [.bottom]))
        let layout = prepared(item: LayoutItem(layoutSize: cellSize), groupItems: [band], counts: [6])
        #expect(frame(layout, "band", 0) == Rect(x: 0, y: 26, width: 100, height: 4))
        #expect(frame(layout, "band", 4) == Rect(x: 0, y: 56, width: 100, height: 4))
        #expect(frame(layout, "band", 1) == nil, "only the group's first item carries it")
        #expect(frame(layout, "band", 8) == nil, "no third group")
        #expect(layout.supplementaryElementKinds == ["band"])
    }

    @Test("the rect query finds what the lookup places, only the items that exist, and nothing of a rect it misses")
    func queryAgreesWithLookup() {
        let badge = LayoutSupplementaryItem(
            layoutSize: size(.absolute(6), .absolute(6)), elementKind: ElementKind.badge,
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5)))
        let layout = prepared(item: LayoutItem(layoutSize: cellSize, supplementaryItems: [badge]), counts: [7, 2])
        let everything = layout.attributes(in: Rect(x: -50, y: -50, width: 200, height: 500)).filter { $0.category == .supplementary }
        #expect(everything.count == 9)
        for element in everything {
            #expect(layout.attributes(forSupplementaryElementOfKind: ElementKind.badge, at: element.indexPath) == element)
            #expect(element.zIndex == 1)
        }
        // Badge 6 of section 0: cell (50, 30, 25, 30), badge at (72, 27).
        #expect(frame(layout, ElementKind.badge, 6) == Rect(x: 72, y: 27, width: 6, height: 6))
        #expect(frame(layout, ElementKind.badge, 7) == nil, "section 0 has 7 items")
        // A rect holding only the overhang of row 1's badges above the row.
        let overhang = layout.attributes(in: Rect(x: 0, y: 27, width: 100, height: 2.5))
        #expect(overhang.filter { $0.category == .supplementary }.map(\.indexPath.item) == [4, 5, 6])
        #expect(overhang.filter(\.isCell).map(\.indexPath.item) == [0, 1, 2, 3])
    }
}
