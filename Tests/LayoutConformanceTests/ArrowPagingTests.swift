import CollectionLayout
import Testing

@testable import LayoutConformance

/// Issue 23: the arrow keys move exactly one item per press on any layout that scrolls along an
/// axis, without the layout naming its focus.
@Suite("arrow keys page one item at a time")
struct ArrowPagingTests {
    static let bounds = Size(width: 800, height: 600)

    /// The wave's offset that centres item `index` along x, clamped into the scroll range: what
    /// one arrow press should bring, computed from the wave's geometry.
    func centring(_ index: Int, count: Int) -> Double {
        let maximum = Double(count) * 70 - Self.bounds.width
        return Swift.min(maximum, Swift.max(0, (Double(index) + 0.5) * 70 - Self.bounds.width / 2))
    }

    func press(_ view: inout CollectionView, _ step: Int, time: inout Double) {
        time += 1
        view.page(by: step, at: time)
        time += 10
        view.advance(to: time)
    }

    @Test("on a wave, twenty right presses from offset 0 move one item each")
    func waveFromStart() {
        var view = CollectionView(layout: WaveLayout(), itemCount: 60, boundsSize: Self.bounds)
        var time = 0.0
        // At offset 0 the item whose centre is nearest x = 400 along the scroll axis: (i + 0.5) * 70 ≈ 400.
        let first = Int((400.0 / 70 - 0.5).rounded())
        #expect(view.focusedIndex == first)
        for presses in 1...20 {
            press(&view, 1, time: &time)
            #expect(view.focusedIndex == first + presses)
            #expect(abs(view.contentOffset.x - centring(first + presses, count: 60)) < 1e-9)
        }
    }

    @Test("on a wave from offset 1250, right, right and left step one item each")
    func waveFromMiddle() {
        var view = CollectionView(layout: WaveLayout(), itemCount: 60, boundsSize: Self.bounds)
        var time = 0.0
        view.setContentOffset(Point(x: 1250, y: 0), animated: false, at: time)
        // The middle is at x = 1650: item (1650 / 70 - 0.5) rounded.
        let start = Int((1650.0 / 70 - 0.5).rounded())
        #expect(view.focusedIndex == start)
        for (step, expected) in [(1, start + 1), (1, start + 2), (-1, start + 1)] {
            press(&view, step, time: &time)
            #expect(view.focusedIndex == expected)
            #expect(abs(view.contentOffset.x - centring(expected, count: 60)) < 1e-9)
        }
    }

    @Test("the kit passes the wave that leaves focus to the defaults")
    func kitPassesWave() {
        var options = LayoutConformanceChecker.Options()
        options.hugeItemCount = nil
        options.arrowPressCount = 80
        let report = LayoutConformanceChecker(makeLayout: { WaveLayout() }, options: options).run()
        #expect(report.passed, "\(report)")
    }

    @Test("the kit finds a layout whose focus skips an item")
    func kitFindsSkip() {
        var options = LayoutConformanceChecker.Options()
        options.hugeItemCount = nil
        options.checks = [.arrowPaging]
        options.arrowPressCount = 80
        let report = LayoutConformanceChecker(makeLayout: { WaveLayout(misfocuses: true) }, options: options).run()
        let failures = report.failures(of: .arrowPaging)
        #expect(!failures.isEmpty)
        #expect(failures.allSatisfy { $0.message.contains("arrow") })
    }

    @Test("every built-in layout: one item per press from random resting offsets", arguments: builtInLayouts())
    func builtIns(_ layout: BuiltInLayout) {
        var options = layout.options
        options.checks = [.arrowPaging]
        options.hugeItemCount = nil
        options.itemCounts = [7, 50]
        options.boundsSizes = [Self.bounds, Size(width: 320, height: 480)]
        options.arrowPressCount = 60
        let report = LayoutConformanceChecker(makeLayout: layout.make, seed: 23, options: options).run()
        #expect(report.passed, "\(report)")
    }
}
