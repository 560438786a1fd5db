@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// How often the host asks a layout for the visible rect: a frame's items and elements come from
/// one query, and a layout that declares no element kinds is never asked for elements.
@Suite("displayed content: one query of the layout per frame")
struct DisplayedContentTests {
    let bounds = Size(width: 400, height: 300)

    func view(_ base: any CollectionViewLayout, sections: [Int]) -> (CollectionView, CountingLayout.Counts) {
        let counts = CountingLayout.Counts()
        return (CollectionView(layout: CountingLayout(base, counts: counts), sectionItemCounts: sections, boundsSize: bounds), counts)
    }

    /// The rect queries `body` makes of the layout.
    func queries(_ counts: CountingLayout.Counts, _ body: () -> Void) -> Int {
        let before = counts.queries
        body()
        return counts.queries - before
    }

    @Test("a layout with headers: the items and the elements of a frame come from one query", arguments: [0.0, 0.5])
    func oneQueryFeedsItemsAndElements(resolution: Double) throws {
        let flow = try LayoutDescriptor.flow.makeLayout([
            LayoutSetting(key: "headerHeight", value: "40"), LayoutSetting(key: "footerHeight", value: "20"),
            LayoutSetting(key: "pinHeaders", value: "true"),
        ])
        var (view, counter) = view(flow, sections: [12, 12, 12])
        view.displayResolution = resolution
        view.setContentOffset(Point(x: 0, y: 130), animated: false, at: 0)
        var shown = DisplayedContent(items: [], elements: [])
        #expect(queries(counter) { shown = view.displayedContent } == 1)
        // The same as asking for each alone, which costs a query each.
        var (items, elements) = ([DisplayedItem](), [DisplayedElement]())
        #expect(queries(counter) { (items, elements) = (view.displayedItems, view.displayedElements) } == 2)
        #expect(shown.items.sortedInDrawOrder == items.sortedInDrawOrder)
        #expect(Set(shown.elements) == Set(elements))
        #expect(!shown.items.isEmpty && shown.elements.contains { $0.key.kind == ElementKind.header })
    }

    @Test("a layout answering back to front is shown, hit and sized as one answering in index order")
    func answerOrderDoesNotMatter() throws {
        let flow = try LayoutDescriptor.flow.makeLayout([LayoutSetting(key: "headerHeight", value: "40")])
        var backToFront = CountingLayout(flow)
        backToFront.answersReversed = true
        var prepared = backToFront
        prepared.prepare(LayoutContext(boundsSize: bounds, contentOffset: .zero, sectionItemCounts: [8, 8]))
        let reversedAnswer = prepared.attributes(in: Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(!reversedAnswer.hasCellsInIndexOrder)
        #expect(reversedAnswer.cellsByIndexPath().map(\.indexPath) == reversedAnswer.filter(\.isCell).map(\.indexPath).sorted())
        // Headers keep their slots; cells fill the cells' slots in order.
        #expect(reversedAnswer.cellsInIndexOrder().map(\.isCell) == reversedAnswer.map(\.isCell))
        var views = [CollectionView(layout: flow, sectionItemCounts: [8, 8], boundsSize: bounds),
                     CollectionView(layout: backToFront, sectionItemCounts: [8, 8], boundsSize: bounds)]
        for index in views.indices { views[index].setContentOffset(Point(x: 0, y: 90), animated: false, at: 0) }
        #expect(views[1].displayedItems == views[0].displayedItems)
        #expect(Set(views[1].displayedElements) == Set(views[0].displayedElements))
        for point in [Point(x: 30, y: 130), Point(x: 200, y: 200), Point(x: 390, y: 290)] {
            #expect(views[1].hitTest(point)?.attributes.indexPath == views[0].hitTest(point)?.attributes.indexPath)
        }
    }

    @Test("a cells-only layout is asked for its items only, never for elements")
    func cellsOnlyLayoutsAreNotAskedForElements() throws {
        let (view, counter) = view(try LayoutDescriptor.ring.makeLayout(), sections: [30])
        var elements = [DisplayedElement]()
        #expect(queries(counter) { elements = view.displayedElements } == 0)
        #expect(elements.isEmpty)
        var shown = DisplayedContent(items: [], elements: [])
        #expect(queries(counter) { shown = view.displayedContent } == 1)
        #expect(shown.elements.isEmpty && shown.items.count == view.displayedItems.count)
    }

    @Test("a hit test on an element asks the layout once")
    func hitTestElementQueriesOnce() throws {
        let flow = try LayoutDescriptor.flow.makeLayout([LayoutSetting(key: "headerHeight", value: "40")])
        let (view, counter) = view(flow, sections: [6, 6])
        var hit: HitElement?
        // The first section's header spans the top 40 points.
        #expect(queries(counter) { hit = view.hitTestElement(Point(x: 200, y: 20)) } == 1)
        guard case .element(let element)? = hit else { Issue.record("no header hit: \(String(describing: hit))"); return }
        #expect(element.key.kind == ElementKind.header && element.key.indexPath.section == 0)
    }
}
