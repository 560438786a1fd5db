import CollectionLayout
import Testing

@testable import LayoutConformance

/// The sectioned scenes: every category against brute force, pinned elements, partial
/// invalidation and section updates; each new check shown to fail on a layout that breaks it.
@Suite("sections and elements conform")
struct SectionConformanceTests {
    func report(_ bug: SectionListLayout.Bug) -> ConformanceReport {
        var options = LayoutConformanceChecker.Options()
        options.hugeItemCount = nil
        return LayoutConformanceChecker(makeLayout: { SectionListLayout(bug: bug) }, options: options).run()
    }

    @Test("a correct sectioned layout with pinned headers and a background passes")
    func correct() {
        let report = report(.none)
        #expect(report.passed, "correct: \(report)")
        // 3 section lists x 2 bounds x up to 5 offsets came on top of the single-section scenes.
        let single = LayoutConformanceChecker(makeLayout: { SectionListLayout() }, options: {
            var options = LayoutConformanceChecker.Options()
            options.hugeItemCount = nil
            options.sectionCounts = []
            return options
        }()).run()
        #expect(report.sceneCount >= single.sceneCount + 3 * 2 * 3)
    }

    @Test("flow with sections, headers, footers and pinned headers", arguments: [
        ["headerHeight=40", "footerHeight=20", "pinHeaders=true"],
        ["headerHeight=25", "direction=horizontal", "pinHeaders=true"],
        ["headerHeight=40", "sectionInset=5,10,15,20"],
    ])
    func flow(_ pairs: [String]) throws {
        let settings = try pairs.map { try LayoutSetting(parsing: $0) }
        var options = LayoutConformanceChecker.Options()
        options.hugeItemCount = 100_000
        let report = expectConformance(name: "flow " + pairs.joined(separator: " "), options: options) {
            try! LayoutDescriptor.flow.makeLayout(settings)
        }
        #expect(report.sceneCount > 3 * 2 * 3)
    }

    @Test("waterfall with CHT's sections, headers, footers and render directions", arguments: [
        ["headerHeight=30", "footerHeight=15", "headerInset=4,8,6,8", "columnCount=3"],
        ["headerHeight=20", "direction=horizontal", "itemRenderDirection=rightToLeft", "footerInset=3"],
        ["itemRenderDirection=leftToRight", "footerHeight=10", "footerInset=5", "minimumColumnSpacing=0"],
    ])
    func waterfall(_ pairs: [String]) throws {
        let settings = try pairs.map { try LayoutSetting(parsing: $0) }
        var options = LayoutConformanceChecker.Options()
        options.hugeItemCount = 100_000
        let report = expectConformance(name: "waterfall " + pairs.joined(separator: " "), options: options) {
            try! LayoutDescriptor.waterfall.makeLayout(settings)
        }
        #expect(report.sceneCount > 3 * 2 * 3)
    }

    @Test("planner: hour lines, events and pinned day headers", arguments: [
        [String](),
        ["pinHeaders=false", "columns=3"],
        ["hourHeight=20", "startHour=0", "endHour=24", "headerHeight=0"],
    ])
    func planner(_ pairs: [String]) throws {
        let settings = try pairs.map { try LayoutSetting(parsing: $0) }
        var options = LayoutConformanceChecker.Options()
        options.hugeItemCount = 100_000
        let report = expectConformance(name: "planner " + pairs.joined(separator: " "), options: options) {
            try! LayoutDescriptor.planner.makeLayout(settings)
        }
        #expect(report.sceneCount > 3 * 2 * 3)
    }

    @Test("attributes(at:) that drops the section")
    func dropsSection() {
        expectFailure(report(.dropsSection), .sections, mentioning: "answers cell [0,")
    }

    @Test("attributes(at:) past a section's end")
    func pastEnd() {
        expectFailure(report(.answersPastSectionEnd), .sections, mentioning: "is not nil")
    }

    @Test("attributes(in:) without the headers")
    func missesHeaders() {
        expectFailure(report(.missesHeaders), .elements, only: [.elements], mentioning: "misses")
    }

    @Test("a header that says it is a cell")
    func headerCategory() {
        expectFailure(report(.headerCategoryIsCell), .elements, mentioning: "header")
    }

    @Test("a pinned header parked off screen")
    func offScreen() {
        expectFailure(report(.pinsOffScreen), .pinnedElements, only: [.pinnedElements], mentioning: "moves with the content offset")
    }

    @Test("a partial invalidation that forgets the new offset")
    func stale() {
        expectFailure(report(.ignoresPartialInvalidation), .invalidation, mentioning: "invalidation context")
    }

    @Test("a disappearing header that ends at NaN")
    func nanHeader() {
        expectFailure(report(.nanDisappearingHeader), .updates, only: [.updates], mentioning: "disappearing")
    }

    @Test("a layout without sections is not asked about them")
    func singleSectionLayoutsSkipTheScenes() {
        var options = LayoutConformanceChecker.Options()
        options.hugeItemCount = nil
        let plain = LayoutConformanceChecker(makeLayout: { ListLayout() }, options: options).run()
        options.sectionCounts = []
        let without = LayoutConformanceChecker(makeLayout: { ListLayout() }, options: options).run()
        #expect(plain.sceneCount == without.sceneCount && plain.passed)
    }
}
