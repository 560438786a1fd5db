import CollectionLayout
import Testing

@testable import LayoutConformance

/// Flow with per-item sizes (`itemSizes`), per-section metrics and pinned footers against the
/// conformance kit: every query against brute force, sections, pinned elements, a huge count.
@Suite("flow with per-item sizes conforms")
struct FlowItemSizesConformanceTests {
    /// Deterministic sizes for `sections` sections of `count` items: widths 20 to 140, heights
    /// 15 to 75 (items past the arrays fall back to `itemSize`).
    static func sizes(sections: Int, count: Int, direction: Axis) -> [[Size]] {
        (0..<sections).map { section in
            (0..<count).map { item in
                let a = Double((item * 37 + section * 11) % 121) + 20, b = Double((item * 53 + section * 7) % 61) + 15
                return direction == .vertical ? Size(width: a, height: b) : Size(width: b, height: a)
            }
        }
    }

    @Test("per-item sizes, per-section metrics, pinned headers and footers", arguments: [
        (Axis.vertical, false), (Axis.horizontal, false), (Axis.vertical, true), (Axis.horizontal, true),
    ])
    func conforms(direction: Axis, perSection: Bool) {
        var options = LayoutConformanceChecker.Options()
        options.hugeItemCount = 100_000
        let report = expectConformance(name: "flow itemSizes \(direction) perSection=\(perSection)", options: options) {
            var layout = FlowLayout()
            layout.direction = direction
            layout.itemSizes = Self.sizes(sections: 4, count: 60, direction: direction)
            layout.itemSize = Size(width: 44, height: 44)
            if perSection {
                layout.headerHeight = 20
                layout.footerHeight = 15
                layout.pinHeaders = true
                layout.pinFooters = true
                layout.sectionLineSpacings = [4, 0, 12]
                layout.sectionInteritemSpacings = [2, 20]
                layout.sectionHeaderHeights = [0, 30]
                layout.sectionFooterHeights = [25, 0, 10]
                layout.sectionInsets = [EdgeInsets(top: 5, left: 8, bottom: 3, right: 6)]
            }
            return layout
        }
        #expect(report.sceneCount > 3 * 2 * 3)
    }

    @Test("the grid with pinned footers and per-section metrics (no per-item sizes)")
    func gridWithPinnedFooters() {
        var options = LayoutConformanceChecker.Options()
        options.hugeItemCount = 100_000
        let report = expectConformance(name: "flow pinFooters", options: options) {
            var layout = FlowLayout()
            layout.footerHeight = 20
            layout.pinFooters = true
            layout.sectionLineSpacings = [4, 30]
            layout.sectionHeaderHeights = [10, 0, 25]
            return layout
        }
        #expect(report.sceneCount > 3 * 2 * 3)
    }
}
