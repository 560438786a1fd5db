import CollectionLayout
import Foundation
import Testing

@testable import OrbitCommands

/// `orbit bench`'s behaviour with a fake clock: what it sweeps, counts and reports (never how fast).
@Suite struct BenchTests {
    /// A clock that moves one microsecond each time it is read.
    final class FakeClock: @unchecked Sendable {
        var nanoseconds: UInt64 = 0
        func read() -> UInt64 {
            nanoseconds += 1_000
            return nanoseconds
        }
    }

    func benchmark(frames: Int = 12) -> LayoutBenchmark {
        let clock = FakeClock()
        var benchmark = LayoutBenchmark(now: clock.read, residentBytes: { 3 * 1_048_576 })
        benchmark.configuration.frames = frames
        benchmark.configuration.warmUpFrames = 2
        benchmark.configuration.runs = 2
        benchmark.configuration.boundsSize = Size(width: 800, height: 600)
        return benchmark
    }

    @Test func sweepRunsFromStartToEndOfTheScrollRange() throws {
        var layout = try LayoutDescriptor.line.makeLayout()
        let base = LayoutContext(boundsSize: Size(width: 800, height: 600), itemCount: 50)
        layout.prepare(base)
        let first = LayoutBenchmark.context(frame: 0, of: 10, layout: layout, base: base)
        let last = LayoutBenchmark.context(frame: 9, of: 10, layout: layout, base: base)
        #expect(first.contentOffset == .zero)
        #expect(last.contentOffset == layout.maximumContentOffset)
        #expect(last.contentOffset.x > 0)
    }

    @Test func presetsThatDoNotScrollTurnInstead() throws {
        var layout = try LayoutDescriptor.circle.makeLayout()
        let base = LayoutContext(boundsSize: Size(width: 800, height: 600), itemCount: 50)
        layout.prepare(base)
        let middle = LayoutBenchmark.context(frame: 5, of: 11, layout: layout, base: base)
        #expect(middle.contentOffset == .zero)
        #expect(abs(middle.gestureRotation - .pi) < 1e-12)
    }

    @Test func returnedAverageIsTheVisibleCountOverTheSweep() throws {
        let bench = benchmark(frames: 5)
        let result = try bench.run(.line, items: 40)
        var layout = try LayoutDescriptor.line.makeLayout()
        let base = LayoutContext(boundsSize: Size(width: 800, height: 600), itemCount: 40)
        layout.prepare(base)
        var total = 0
        for frame in 0..<5 {
            let context = LayoutBenchmark.context(frame: frame, of: 5, layout: layout, base: base)
            layout.prepare(context)
            total += layout.visibleAttributes.count
        }
        #expect(result.returnedAverage == Double(total) / 5)
        #expect(result.items == 40 && result.layout == .line)
    }

    @Test func aCrowdedCircleIsMeasuredAsThePlaygroundAsksIt() throws {
        // 10,000 items on a ring of radius (600 - 60) / 2 = 270 points: about 6 to a point of rim.
        let result = try benchmark(frames: 4).run(.ring, items: 10_000)
        // One kept item per point of rim: every ceil(n / rim)-th item, counting back from the last.
        let stride = Int((10_000 / (2 * Double.pi * 270)).rounded(.up))
        #expect(result.returnedAverage == Double((10_000 - 1) / stride + 1))
        #expect(result.attributeBytesPerFrame == result.returnedAverage * Double(MemoryLayout<LayoutAttributes>.stride))
        // Few enough items: every one, as before.
        #expect(try benchmark(frames: 4).run(.ring, items: 500).returnedAverage == 500)
        let row = BenchReport.tableRow(result)
        #expect(row.hasSuffix(BenchReport.fixed(result.attributeBytesPerFrame / 1024, 1)))
    }

    @Test func fakeClockGivesPositiveFiguresAndSeedWayBudgetStops() throws {
        var bench = benchmark(frames: 50)
        bench.configuration.sweepBudgetNanoseconds = 10_000  // ten reads of the fake clock
        let result = try bench.run(.wheel, items: 1_000)
        #expect(result.queryMicrosecondsP50 > 0)
        #expect(result.seedWayMicrosecondsP50 > 0)
        #expect(result.seedWayFrames >= bench.configuration.minimumFrames)
        #expect(result.seedWayFrames < 50)
        #expect(result.residentMegabytes == 3)
        #expect(result.bytesPerItem == nil)
    }

    @Test func waterfallReportsBytesPerItem() throws {
        let result = try benchmark(frames: 3).run(.waterfall, items: 10_000)
        let bytes = try #require(result.bytesPerItem)
        #expect(bytes >= 16 && bytes <= 48)
    }

    @Test func percentileIsNearestRank() {
        let samples = (1...100).map(Double.init)
        #expect(LayoutBenchmark.percentile(samples, 0.5) == 50)
        #expect(LayoutBenchmark.percentile(samples, 0.99) == 99)
        #expect(LayoutBenchmark.percentile([7], 0.99) == 7)
        #expect(LayoutBenchmark.percentile([], 0.5) == 0)
    }

    @Test func jsonLineHasTheIssueFields() throws {
        let result = try benchmark(frames: 3).run(.flow, items: 100)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(BenchReport.json(result).utf8)) as? [String: Any])
        for key in ["layout", "items", "prepare_ms", "query_us_p50", "query_us_p99", "returned_avg",
                    "seedway_query_us_p50", "speedup", "rss_mb", "attribute_bytes_per_frame"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        #expect(object["layout"] as? String == "flow")
    }

    /// Layout-bench and render-bench flags alike fail with one line naming the flag.
    @Test(arguments: [
        (["--layout", "nope"], "unknown layout 'nope'"),
        (["--items", "10,-4"], "--items: must not be negative"),
        (["--frames", "0"], "--frames: expected a whole number"),
        (["--runs", "x"], "--runs: 'x' is not a whole number"),
        (["--runs", "-2"], "--runs: must not be negative, got -2"),
        (["--runs", "101"], "--runs: expected a whole number from 1 to 100, got '101'"),
        (["--render", "--sprites", "0"], "--sprites: expected a whole number from 1 to 100000, got '0'"),
        (["--render", "--sprites", "100,x"], "--sprites: 'x' is not a whole number"),
        (["--render", "--frames", "0"], "--frames: expected a whole number"),
        (["--render", "--size", "0x10"], "--size"),
        (["--render", "--items", "500"], "with --render use --sprites"),
        (["--render", "--layout", "ring"], "with --render use --sprites"),
        (["--sprites", "100"], "--sprites applies to --render"),
    ] as [([String], String)])
    func badFlagsFailCleanly(arguments: [String], expected: String) throws {
        #expect {
            var command = try OrbitMain.parse(["bench"] + arguments)
            try command.run()
        } throws: { error in
            "\(error)".contains(expected)
        }
    }

    /// Standard error of a test's child is a pipe: the progress line, with its carriage returns
    /// and erase codes, belongs on a terminal only.
    @Test func noProgressCodesWhenStandardErrorIsNotATerminal() throws {
        let outcome = try ProcessTests.run(["bench", "--layout", "flow,cards", "--items", "10", "--frames", "3", "--runs", "1"])
        #expect(outcome.status == 0)
        #expect(outcome.errors.isEmpty, "stderr: \(outcome.errors.debugDescription)")
        #expect(!outcome.output.contains("\u{1B}") && !outcome.output.contains("\r"))
        #expect(outcome.output.split(separator: "\n").count == 3)
    }

    @Test func progressLinesRewriteTheTerminalLine() {
        #expect(Progress.line("bench: flow") == "\r\u{1B}[Kbench: flow")
    }
}
