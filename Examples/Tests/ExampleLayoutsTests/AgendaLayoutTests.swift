import CollectionLayout
import ExampleLayouts
import LayoutConformance
import Testing

/// The agenda: a sectioned layout with pinned headers and a section background, written against
/// the tutorial's contract; the conformance kit checks its sections and elements.
@Suite("agenda")
struct AgendaLayoutTests {
    let bounds = Size(width: 360, height: 480)

    @Test("conforms, sections and elements included")
    func conforms() {
        var options = LayoutConformanceChecker.Options()
        options.hugeItemCount = 100_000
        let report = expectConformance(name: "agenda", options: options) { AgendaLayout() }
        #expect(report.sceneCount > 3 * (4 * 4 + 2))
    }

    @Test("the header of the day at the top of the view is pinned there")
    func pinned() throws {
        var layout = AgendaLayout()
        // Day 0: 36 + 12 + 10 * 45 = 498 points; day 1 starts there.
        layout.prepare(LayoutContext(boundsSize: bounds, contentOffset: Point(x: 0, y: 300), sectionItemCounts: [10, 4, 7]))
        let visible = layout.attributes(in: layout.context.visibleRect)
        let headers = visible.filter { $0.elementKind == ElementKind.header }
        // Day 1 starts at 498 and day 2 at 498 + 36 + 12 + 4 * 45 = 726, both above 300 + 480.
        #expect(headers.map(\.indexPath.section) == [0, 1, 2])
        let dayOneStart: Double = 36 + 12 + 10 * 45
        #expect(headers.map(\.frame.minY) == [300, dayOneStart, 726])
        // The panel is a decoration under the cells.
        let panels = visible.filter { $0.category == .decoration }
        #expect(!panels.isEmpty && panels.allSatisfy { $0.zIndex < 0 })
        // 20 points before day 1: day 0's header is pushed up to end where day 1 begins.
        layout.prepare(LayoutContext(boundsSize: bounds, contentOffset: Point(x: 0, y: 498 - 20), sectionItemCounts: [10, 4, 7]))
        let pushed = try #require(layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: 0)))
        #expect(pushed.frame.maxY == 498)
    }

    @Test("a scroll invalidates the headers only")
    func invalidation() {
        var layout = AgendaLayout()
        layout.prepare(LayoutContext(boundsSize: bounds, sectionItemCounts: [10, 4, 7]))
        let scrolled = Rect(x: 0, y: 100, width: bounds.width, height: bounds.height)
        #expect(layout.shouldInvalidate(forBoundsChange: scrolled))
        let invalidation = layout.invalidationContext(forBoundsChange: scrolled)
        #expect(!invalidation.invalidateEverything)
        #expect(invalidation.invalidatedSupplementaryIndexPaths[ElementKind.header] == [ItemIndexPath(item: 0, section: 0), ItemIndexPath(item: 0, section: 1)])
        #expect(layout.invalidationContext(forBoundsChange: Rect(x: 0, y: 0, width: 100, height: 100)).invalidateEverything)
    }
}
