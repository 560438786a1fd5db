import Foundation
import LiveLayouts
import OrbitSession
import Testing

@testable import OrbitCommands

/// Every command of a layout file but `play` runs it in a child (`GuardedCommand`): a crash, a
/// hang, an exit (from an initialiser too) or the memory cap in the layout is one line and a
/// non-zero exit, and a good file's output passes through unchanged.
@Suite struct GuardedCommandTests {
    static func oneLine(_ outcome: ProcessTests.Outcome, status: Int32 = 1) -> String {
        #expect(outcome.status == status, "\(outcome.errors)")
        #expect(outcome.output.isEmpty, "\(outcome.output)")
        #expect(outcome.errorLines.count == 1, "\(outcome.errors)")
        return outcome.errorLines.first.map(String.init) ?? ""
    }

    @Test func aCrashIsOneLineNamingTheFileAndLine() throws {
        let file = LayoutFileTests.fixture("CrashInPrepare.swift")
        let dump = try LayoutFileTests.orbit(["dump", "--layout-file", file, "--items", "5", "--size", "100x100"])
        #expect(Self.oneLine(dump) == "orbit dump: CrashInPrepare.swift:8 in prepare(_:): Fatal error: prepare gave up")
        let fuzz = try LayoutFileTests.orbit(["fuzz", "--layout-file", file, "--frames", "60"])
        #expect(Self.oneLine(fuzz) == "orbit fuzz: CrashInPrepare.swift:8 in prepare(_:): Fatal error: prepare gave up")
    }

    @Test func endingTheProcessIsNotASuccess() throws {
        let dump = try LayoutFileTests.orbit([
            "dump", "--layout-file", LayoutFileTests.fixture("ExitInPrepare.swift"), "--items", "5", "--size", "100x100",
        ])
        #expect(Self.oneLine(dump) == "orbit dump: the layout ended the process (exit 0) before dump finished")
    }

    @Test func anInitialiserThatEndsTheProcessIsOneLineForEveryCommand() throws {
        let file = LayoutFileTests.fixture("ExitInInit.swift")
        let size = ["--size", "100x100"]
        let commands: [[String]] = [
            ["dump", "--items", "5"] + size, ["layouts"], ["shot", "--out", NSTemporaryDirectory() + "orbit-init-\(getpid()).png"] + size,
            ["bench", "--items", "5", "--frames", "2", "--runs", "1"], ["fuzz", "--frames", "10"], ["soak", "--frames", "10"],
        ]
        for command in commands {
            let outcome = try LayoutFileTests.orbit(command + ["--layout-file", file])
            #expect(Self.oneLine(outcome) == "orbit \(command[0]): the layout ended the process (exit 3) before \(command[0]) finished")
        }
        let script = NSTemporaryDirectory() + "orbit-init-\(getpid()).jsonl"
        defer { unlink(script) }
        try Data("{\"t\": 0, \"event\": \"items\", \"count\": 3}\n".utf8).write(to: URL(fileURLWithPath: script))
        let replay = try LayoutFileTests.orbit(["replay", script, "--layout-file", file, "--trace", "-"])
        #expect(Self.oneLine(replay) == "orbit replay: the layout ended the process (exit 3) before replay finished")
    }

    @Test func closingDescriptorsDoesNotSilenceTheReport() throws {
        // The report channel sits above the low descriptors, so the dump finishes and passes through.
        let dump = try LayoutFileTests.orbit([
            "dump", "--layout-file", LayoutFileTests.fixture("ClosesDescriptors.swift"), "--items", "3", "--size", "100x100",
        ])
        #expect(dump.status == 0, "\(dump.errors)")
        #expect(try LayoutFileTests.centers(LayoutFileTests.dumpJSON(dump)) == [[5, 5], [15, 5], [25, 5]])
    }

    @Test func memoryIsCappedAsInTheCheck() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["ORBIT_LIVE_CACHE_DIR"] = LayoutFileTests.cache
        environment[LayoutCheck.memoryLimitEnvironmentKey] = "256M"
        let dump = try ProcessTests.run(
            ["dump", "--layout-file", LayoutFileTests.fixture("Hoarder.swift"), "--items", "3", "--size", "100x100"], environment: environment)
        #expect(Self.oneLine(dump) == "orbit dump: the layout used more than 256 MB")
    }

    /// `orbit` with the tests' cache and the guard's time limit injected at 2 s
    /// (`ORBIT_CHECK_TIME_LIMIT`): a deliberate hang is the same line at any limit, and costs two
    /// seconds of a busy loop instead of the default ten.
    static func orbitWithShortLimit(_ arguments: [String]) throws -> ProcessTests.Outcome {
        var environment = ProcessInfo.processInfo.environment
        environment["ORBIT_LIVE_CACHE_DIR"] = LayoutFileTests.cache
        environment[LayoutCheck.timeLimitEnvironmentKey] = "2"
        return try ProcessTests.run(arguments, environment: environment)
    }

    @Test func aHangIsStoppedAtTheLimit() throws {
        let start = Date()
        let dump = try Self.orbitWithShortLimit([
            "dump", "--layout-file", LayoutFileTests.fixture("Hang.swift"), "--items", "5", "--size", "100x100",
        ])
        #expect(Self.oneLine(dump) == "orbit dump: the layout did not finish within 2 s (hang)")
        #expect(Date().timeIntervalSince(start) < 40)
    }

    @Test func aLayoutThatHangsMidReplayOrMidBenchIsStoppedWithinAFrame() throws {
        // No items for the first second, then three: the layout loops for ever in the 61st frame.
        let script = NSTemporaryDirectory() + "orbit-hang-\(getpid()).jsonl"
        defer { unlink(script) }
        try Data("{\"t\": 1, \"event\": \"items\", \"count\": 3}\n".utf8).write(to: URL(fileURLWithPath: script))
        let hang = LayoutFileTests.fixture("Hang.swift")
        let replay = try Self.orbitWithShortLimit(["replay", script, "--layout-file", hang, "--items", "0", "--trace", "-"])
        #expect(Self.oneLine(replay) == "orbit replay: the layout did not finish a frame within 2 s (hang)")
        // Compiled with -O, where the busy loop of `Hang.swift` is optimised away: one that waits on the clock.
        let stall = LayoutFileTests.fixture("Stall.swift")
        let bench = try Self.orbitWithShortLimit(["bench", "--layout-file", stall, "--items", "5", "--frames", "2", "--runs", "1"])
        #expect(bench.status == 1)
        #expect(bench.errorLines.map(String.init) == ["orbit bench: the layout did not finish a frame within 2 s (hang)"], "\(bench.errors)")
    }

    @Test func aGoodFilesOutputAndUsageErrorsPassThrough() throws {
        let layouts = try LayoutFileTests.orbit(["layouts", "--layout-file", LayoutFileTests.stripe])
        #expect(layouts.status == 0)
        #expect(layouts.errors.isEmpty, "\(layouts.errors)")
        #expect(layouts.output.hasPrefix("stripe: items in one horizontal stripe"))
        let usage = try LayoutFileTests.orbit(["dump", "--layout-file", LayoutFileTests.stripe, "--items", "x"])
        #expect(usage.status == 2)
        #expect(usage.errorLines.count == 1, "\(usage.errors)")
        #expect(usage.errors.hasPrefix("orbit dump: --items: "), "\(usage.errors)")
    }

    /// `ORBIT_CHECK_TIME_LIMIT` sets the limit the others are built on; anything but a positive
    /// finite number of seconds leaves the default.
    @Test func theEnvironmentSetsTheTimeLimit() {
        let key = LayoutCheck.timeLimitEnvironmentKey
        #expect(LayoutCheck.timeLimit(environment: [key: "2"]) == 2)
        #expect(LayoutCheck.timeLimit(environment: [key: "0.5"]) == 0.5)
        for text in ["", "0", "-1", "nan", "inf", "10s"] {
            #expect(LayoutCheck.timeLimit(environment: [key: text]) == LayoutCheck.defaultTimeLimit, "\(text)")
        }
        #expect(LayoutCheck.timeLimit(environment: [:]) == LayoutCheck.defaultTimeLimit)
    }

    @Test func theLimitFollowsTheItemsAndTheFrames() {
        let limit = LayoutCheck.defaultTimeLimit
        #expect(GuardedCommand.timeLimit(for: ["dump", "--items", "24"]) == limit)
        // 1,000,000 items: 1 + 1,000,000 / 250,000 = 5 limits.
        #expect(GuardedCommand.timeLimit(for: ["dump", "--items", "1000000"]) == limit * 5)
        #expect(GuardedCommand.timeLimit(for: ["fuzz", "--frames", "6000"]) == limit * 10)
        #expect(GuardedCommand.timeLimit(for: ["fuzz", "--frames", "60"]) == limit)
        #expect(GuardedCommand(arguments: ["dump", "--items", "3"], environment: [:]) == nil, "no layout file")
        #expect(GuardedCommand.timeLimit(for: ["soak", "--frames", "600"]) == limit * 10)
        #expect(GuardedCommand.timeLimit(for: ["replay", "s.jsonl"]) == .infinity, "as long as its script")
        // Instead, each frame may take what one layout call may in the check.
        #expect(GuardedCommand.frameLimit(for: LaunchArguments.read(["replay", "s.jsonl"])) == limit)
        #expect(GuardedCommand.frameLimit(for: LaunchArguments.read(["bench", "--items", "1000000"])) == limit * 5)
        // A script's own counts raise it from the start: the largest set, plus the sections inserted.
        let events: [SessionAction] = [.setItemCount(600_000), .insertSection(at: 0, count: 7), .setSections([1, 2]), .insertSection(at: 1, count: 3)]
        #expect(Replay.itemCountBound(of: events, starting: 20) == 600_010)
        #expect(GuardedCommand(arguments: ["shot", "--layout-file", "A.swift"], environment: [:]) != nil)
        #expect(GuardedCommand(arguments: ["play", "--layout-file", "A.swift"], environment: [:]) == nil)
        #expect(GuardedCommand(arguments: ["dump", "--layout-file", "A.swift"], environment: [GuardedCommand.environmentKey: "t"]) == nil)
    }
}
