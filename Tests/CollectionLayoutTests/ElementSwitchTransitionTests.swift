@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// A layout switch animates headers, footers and decorations as it animates items: an element both
/// layouts have moves from the old place to the new, one only the old layout has fades out where it
/// was, one only the new layout has fades in at its place. Time is the test's: `advance(to:)`.
@Suite("layout switch: supplementary views and decorations animate")
struct ElementSwitchTransitionTests {
    let size = Size(width: 400, height: 700)

    func key(_ category: ElementCategory, _ kind: String, _ item: Int = 0, section: Int = 0) -> ElementKey {
        ElementKey(category: category, kind: kind, indexPath: ItemIndexPath(item: item, section: section))
    }

    func shown(_ view: CollectionView, _ key: ElementKey) -> LayoutAttributes? {
        view.displayedElements.first { $0.key == key }?.attributes
    }

    @Test("flow to planner: headers move, footers fade out, hour lines fade in")
    func flowToPlanner() throws {
        // Flow with headers and footers that does not scroll in 400x700, so the switch keeps offset 0.
        let flow = try LayoutDescriptor.flow.makeLayout([
            LayoutSetting(key: "headerHeight", value: "30"), LayoutSetting(key: "footerHeight", value: "20"),
        ])
        var view = CollectionView(layout: flow, sectionItemCounts: [4, 3], boundsSize: size, time: 0)
        let header = key(.supplementary, ElementKind.header), footer = key(.supplementary, ElementKind.footer)
        let line = key(.decoration, PlannerLayout.hourLineKind, 2)
        let oldHeader = try #require(shown(view, header)), oldFooter = try #require(shown(view, footer))
        #expect(shown(view, line) == nil)

        view.setLayout(try LayoutDescriptor.planner.makeLayout(), animated: true, at: 0)
        #expect(view.contentOffset == .zero)
        let newHeader = try #require(view.layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: header.indexPath))
        let newLine = try #require(view.layout.attributes(forDecorationElementOfKind: PlannerLayout.hourLineKind, at: line.indexPath))
        #expect(newHeader.center != oldHeader.center)

        // At the start everything is where the old layout had it; the hour line is invisible.
        #expect(shown(view, header)?.center == oldHeader.center)
        #expect(shown(view, footer)?.alpha == 1)
        #expect(shown(view, line)?.alpha == 0)

        // A third of the way: `transitionProgress` (the timing curve's fraction) of each change.
        view.advance(to: view.animationDuration / 3)
        let p = view.transitionProgress
        #expect(p > 0 && p < 1)
        let midHeader = try #require(shown(view, header))
        expectClose(midHeader.center, oldHeader.center + (newHeader.center - oldHeader.center) * p, "header centre")
        expectClose(midHeader.size, Size(
            width: oldHeader.size.width + (newHeader.size.width - oldHeader.size.width) * p,
            height: oldHeader.size.height + (newHeader.size.height - oldHeader.size.height) * p), "header size")
        let midFooter = try #require(shown(view, footer))
        expectClose(midFooter.center, oldFooter.center, "the footer fades where it was")
        expectClose(midFooter.alpha, 1 - p, "footer alpha")
        let midLine = try #require(shown(view, line))
        expectClose(midLine.center, newLine.center, "the hour line fades in at its place")
        expectClose(midLine.alpha, p, "hour line alpha")

        // At the end: the new layout's elements, the footer gone.
        view.advance(to: view.animationDuration + 0.01)
        #expect(!view.isTransitioning)
        #expect(shown(view, footer) == nil)
        #expect(shown(view, header) == newHeader)
        #expect(shown(view, line) == newLine)
    }

    @Test("without animation the new layout's elements are there at once")
    func unanimated() throws {
        let flow = try LayoutDescriptor.flow.makeLayout([LayoutSetting(key: "footerHeight", value: "20")])
        var view = CollectionView(layout: flow, sectionItemCounts: [4, 3], boundsSize: size, time: 0)
        view.setLayout(try LayoutDescriptor.planner.makeLayout(), animated: false, at: 0)
        #expect(view.displayedElements.allSatisfy { $0.attributes.alpha == 1 && $0.key.kind != ElementKind.footer })
        #expect(shown(view, key(.decoration, PlannerLayout.hourLineKind)) != nil)
    }
}
