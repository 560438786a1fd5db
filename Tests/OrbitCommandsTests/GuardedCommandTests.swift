import Foundation
import LiveLayouts
import Testing

@testable import OrbitCommands

/// `dump`, `layouts` and `fuzz` of a layout file run it in a child (`GuardedCommand`): a crash,
/// a hang or an exit in the layout is one line and a non-zero exit, and a good file's output
/// passes through unchanged.
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

    @Test func aHangIsStoppedAtTheLimit() throws {
        let start = Date()
        let dump = try LayoutFileTests.orbit([
            "dump", "--layout-file", LayoutFileTests.fixture("Hang.swift"), "--items", "5", "--size", "100x100",
        ])
        #expect(Self.oneLine(dump) == "orbit dump: the layout did not finish within 10 s (hang)")
        #expect(Date().timeIntervalSince(start) < 40)
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

    @Test func theLimitFollowsTheItemsAndTheFrames() {
        let limit = LayoutCheck.defaultTimeLimit
        #expect(GuardedCommand.timeLimit(for: ["dump", "--items", "24"]) == limit)
        // 1,000,000 items: 1 + 1,000,000 / 250,000 = 5 limits.
        #expect(GuardedCommand.timeLimit(for: ["dump", "--items", "1000000"]) == limit * 5)
        #expect(GuardedCommand.timeLimit(for: ["fuzz", "--frames", "6000"]) == limit * 10)
        #expect(GuardedCommand.timeLimit(for: ["fuzz", "--frames", "60"]) == limit)
        #expect(GuardedCommand(arguments: ["dump", "--items", "3"], environment: [:]) == nil, "no layout file")
        #expect(GuardedCommand(arguments: ["shot", "--layout-file", "A.swift"], environment: [:]) == nil)
        #expect(GuardedCommand(arguments: ["dump", "--layout-file", "A.swift"], environment: [GuardedCommand.environmentKey: "t"]) == nil)
    }
}
