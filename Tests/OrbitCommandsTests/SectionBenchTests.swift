import CollectionLayout
import Foundation
import OrbitTestSupport
import Testing

@testable import OrbitCommands

/// `orbit bench --sections`: sectioned layouts measured as the host scrolls them (a scroll that
/// moves pinned headers is a partial invalidation, never a `prepare`), with a fake clock.
@Suite struct SectionBenchTests {
    /// Flow, counting the `prepare` calls the benchmark makes.
    func flow(pinned: Bool) -> CountingLayout {
        var flow = FlowLayout()
        flow.headerHeight = 40
        flow.pinHeaders = pinned
        return CountingLayout(flow)
    }

    @Test func aScrollWithPinnedHeadersTakesTheOffsetWithoutAPrepare() {
        let base = LayoutContext(boundsSize: Size(width: 400, height: 300), sectionItemCounts: Array(repeating: 30, count: 50))
        for pinned in [true, false] {
            var layout: any CollectionViewLayout = flow(pinned: pinned)
            LayoutBenchmark.update(&layout, to: base)
            for y in stride(from: 10.0, through: 5000, by: 490) {
                LayoutBenchmark.update(&layout, to: base.with(contentOffset: Point(x: 0, y: y)))
                // Pinned: the layout has the offset, so its header is where a fresh prepare puts it.
                #expect((layout.context.contentOffset.y == y) == pinned)
            }
            #expect((layout as? CountingLayout)?.counts.prepares == 1, "pinned \(pinned): only the first frame prepares")
            // A resize is a full prepare.
            LayoutBenchmark.update(&layout, to: LayoutContext(boundsSize: Size(width: 500, height: 300), sectionItemCounts: [3]))
            #expect((layout as? CountingLayout)?.counts.prepares == 2)
        }
    }

    @Test func sectionsAreCountedReportedAndSweptWithTheirHeaders() throws {
        let clock = BenchTests.FakeClock()
        var benchmark = LayoutBenchmark(now: clock.read)
        benchmark.configuration.frames = 6
        benchmark.configuration.warmUpFrames = 1
        benchmark.configuration.runs = 1
        benchmark.configuration.boundsSize = Size(width: 400, height: 300)
        let counts = Array(repeating: 50, count: 20)
        let settings = [LayoutSetting(key: "headerHeight", value: "40"), LayoutSetting(key: "pinHeaders", value: "true")]
        let result = try benchmark.run(.flow, sections: counts, settings: settings)
        #expect(result.items == 1000 && result.sections == counts)
        #expect(BenchReport.tableRow(result).contains("20x50"))
        #expect(BenchReport.json(result).contains("\"sections\":20"))

        // What the sweep returns: cells and the headers in view, at each of the six offsets.
        var layout = try LayoutDescriptor.flow.makeLayout(settings)
        let base = LayoutContext(boundsSize: Size(width: 400, height: 300), sectionItemCounts: counts)
        layout.prepare(base)
        var total = 0
        for frame in 0..<6 {
            var fresh = try LayoutDescriptor.flow.makeLayout(settings)
            let context = LayoutBenchmark.context(frame: frame, of: 6, layout: layout, base: base)
            fresh.prepare(context)
            let visible = fresh.attributes(in: context.visibleRect)
            #expect(visible.contains { $0.elementKind == ElementKind.header })
            total += visible.count
        }
        #expect(result.returnedAverage == Double(total) / 6)
    }

    @Test func sectionGridsAndTheirMistakes() throws {
        #expect(try SectionCounts.parse("1000x1000").values == Array(repeating: 1000, count: 1000))
        #expect(try SectionCounts.parse("3X7").shortDescription == "3x7")
        #expect(try SectionCounts.parse("5,7,3").shortDescription == "5,7,3")
        for bad in ["0x5", "100001x1", "5x3000000", "x5", "2x", "2x3x4"] {
            #expect(throws: ArgumentProblem.self, "\(bad)") { try SectionCounts.parse(bad) }
        }
    }

    @Test func benchRefusesSectionsItCannotMeasure() throws {
        for arguments in [
            ["--sections", "2x5", "--items", "3"],
            ["--sections", "2x5", "--render"],
            ["--set", "headerHeight=4", "--reload"],
        ] {
            #expect(throws: (any Error).self, "\(arguments)") { try Bench.parse(arguments) }
        }
        for (arguments, message) in [
            (["--layout", "ring", "--sections", "2x5"], "layout ring lays out one section"),
            (["--layout", "flow", "--sections", "2x5", "--set", "bogus=1"], "unknown key 'bogus'"),
        ] {
            let bench = try Bench.parse(arguments)
            #expect(throws: CommandFailure.self) { try bench.run() }
            do { try bench.run() } catch { #expect("\(error)".contains(message), "\(error)") }
        }
    }
}
