import Foundation
import Testing

@testable import LiveLayouts
@testable import OrbitCommands

/// `orbit bench --reload`: its report from known cycles, its flags, and a real run on a layout
/// file through the built `orbit` (two edits, the check on, no baseline).
@Suite(.serialized) struct ReloadBenchTests {
    /// The working copies left in `folder`.
    static func workingCopies(in folder: String) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("orbit-bench-reload-") }.count
    }

    static func cycle(_ total: Double, compile: Double, check: Double) -> ReloadBenchmark.Cycle {
        ReloadBenchmark.Cycle(total: total, compile: compile, check: check, load: 0.001, frame: 0.004)
    }

    static func summary(baseline: [RelaunchBaseline.Cycle] = []) -> ReloadBenchReport.Summary {
        // Totals 0.5, 0.6 … 1.4 s shuffled: p50 by nearest rank is the 5th smallest (0.9 s), p99 the largest.
        let totals = [0.9, 0.5, 1.4, 0.7, 0.6, 1.1, 0.8, 1.3, 1.0, 1.2]
        let cycles = totals.map { cycle($0, compile: $0 / 2, check: 0.2) }
        let result = ReloadBenchmark.Result(
            fileName: "Stripe.swift", layoutNames: ["stripe"], configuration: .init(), cycles: cycles,
            residentBytesPerReload: 80 * 1024, libraryBytes: 64 * 1024)
        return ReloadBenchReport.Summary(
            result: result, baselines: baseline.isEmpty ? [] : [("a layout in your package", baseline)],
            baselineNote: baseline.isEmpty ? "not measured" : nil)
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func theJSONHasNearestRankPercentilesInMilliseconds() throws {
        let object = try Self.object(ReloadBenchReport.json(Self.summary()))
        #expect(object["reload_ms_p50"] as? Double == 900)
        #expect(object["reload_ms_p99"] as? Double == 1400)
        #expect(object["compile_ms_p50"] as? Double == 450)
        #expect(object["check_ms_p50"] as? Double == 200)
        // detect is what the stages leave: 0.9 - 0.45 - 0.2 - 0.001 - 0.004.
        #expect(object["detect_ms_p50"] as? Double == 245)
        #expect(object["cycles"] as? Int == 10)
        #expect(object["resident_bytes_per_reload"] as? Int == 80 * 1024)
        #expect(object["speedup"] == nil)
    }

    @Test func theBaselineGivesTheSpeedup() throws {
        let baseline = [RelaunchBaseline.Cycle(build: 9, relaunch: 0.5), RelaunchBaseline.Cycle(build: 11, relaunch: 0.5)]
        let summary = Self.summary(baseline: baseline)
        let object = try Self.object(ReloadBenchReport.json(summary))
        // Nearest rank of two: the smaller, 9.5 s.
        #expect(object["edit_build_relaunch_ms_p50"] as? Double == 9500)
        #expect(object["speedup"] as? Double == (9500.0 / 900 * 100).rounded() / 100)
        let baselines = try #require(object["baselines"] as? [[String: Any]])
        #expect(baselines.count == 1)
        #expect(baselines.first?["name"] as? String == "a layout in your package")
        #expect(baselines.first?["build_ms_p50"] as? Double == 9000)
        let table = ReloadBenchReport.table(summary)
        #expect(table.contains("save to frame        900     1400"))
        #expect(table.contains("edit-build-relaunch, a layout in your package: 9500 ms p50 over 2 edits (swift build 9000 ms"))
        #expect(table.contains("10.6x faster"))
    }

    @Test func badFlagsAreOneLineErrors() throws {
        let cases: [([String], String)] = [
            (["bench", "--reload", "--render"], "--render, --layout, --runs and --frames do not apply"),
            (["bench", "--reload", "--items", "10,20"], "--reload takes one item count"),
            (["bench", "--reload", "--cycles", "0"], "--cycles: expected a whole number from 1 to 1000"),
            (["bench", "Stripe.swift"], "a layout file is for --reload"),
            (["bench", "--cycles", "3"], "apply to --reload"),
            (["bench", "--reload", "/nonexistent/Nope.swift", "--baseline-cycles", "0"], "no such file or folder: /nonexistent/Nope.swift"),
        ]
        for (arguments, expected) in cases {
            let outcome = try LayoutFileTests.orbit(arguments)
            #expect(outcome.status != 0, "\(arguments)")
            #expect(outcome.errorLines.count == 1, "\(arguments): \(outcome.errors)")
            #expect(outcome.errors.contains(expected), "\(arguments): \(outcome.errors)")
        }
    }

    @Test func twoEditsOfALayoutFileAreReloadedAndChecked() throws {
        // A temporary folder of its own (TMPDIR), so that other runs cannot change the count.
        let temporary = NSTemporaryDirectory() + "orbit-reload-bench-test-\(UInt32.random(in: 0...UInt32.max))/"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        var environment = ProcessInfo.processInfo.environment
        environment["ORBIT_LIVE_CACHE_DIR"] = LayoutFileTests.cache
        environment["TMPDIR"] = temporary
        let outcome = try ProcessTests.run(
            ["bench", "--reload", LayoutFileTests.stripe, "--cycles", "2", "--items", "12", "--size", "400x300", "--json"],
            environment: environment)
        #expect(outcome.status == 0, "\(outcome.errors)")
        let object = try Self.object(outcome.output)
        #expect(object["cycles"] as? Int == 2)
        #expect(object["checked"] as? Bool == true)
        #expect(object["layouts"] as? [String] == ["stripe", "stripe-wide"])
        let reload = try #require(object["reload_ms_p50"] as? Double)
        let compile = try #require(object["compile_ms_p50"] as? Double)
        let check = try #require(object["check_ms_p50"] as? Double)
        // Every edit is new content: compiled for real, and checked in a child process.
        #expect(compile > 0 && check > 0 && reload >= compile)
        // The working copy is gone afterwards.
        #expect(Self.workingCopies(in: temporary) == 0)
    }

    @Test func aVersionThatDoesNotCompileStopsTheBenchInOneLine() throws {
        let outcome = try LayoutFileTests.orbit([
            "bench", "--reload", LayoutFileTests.fixture("SyntaxError.swift"), "--cycles", "1", "--baseline-cycles", "0",
        ])
        #expect(outcome.status == 1)
        #expect(outcome.errorLines.count == 1, "\(outcome.errors)")
        #expect(outcome.errors.contains("SyntaxError.swift:"), "\(outcome.errors)")
    }
}
