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
            "dump", "--layout-file", LayoutFileTests.fixture("EndsTheProcess.swift"), "--items", "5", "--size", "100x100",
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

    @Test func outcomesReadFromTheChildsReport() {
        func report(_ termination: ChildProcess.Termination, errors: String, channel: String = "") -> ChildProcess.Result {
            ChildProcess.Result(termination: termination, standardOutput: "out", standardError: errors, report: channel, seconds: 1)
        }
        let done = GuardedCommand.outcome(of: report(.exited(0), errors: "note\n\ntoken\n"), token: "token", timeLimit: 10, command: "dump")
        #expect(done.status == 0 && done.line == nil && done.output == "out" && done.errors == "note\n")
        let quit = GuardedCommand.outcome(of: report(.exited(0), errors: ""), token: "token", timeLimit: 10, command: "fuzz")
        #expect(quit.status == 1 && quit.line == "the layout ended the process (exit 0) before fuzz finished")
        let usage = GuardedCommand.outcome(of: report(.exited(2), errors: "orbit dump: --items: bad\n"), token: "token", timeLimit: 10, command: "dump")
        #expect(usage.status == 2 && usage.line == nil && usage.errors == "orbit dump: --items: bad\n")
        let hang = GuardedCommand.outcome(
            of: report(.exited(CheckPhase.hangStatus), errors: "", channel: "\norbit-check-overrun: after the layout\n"), token: "token", timeLimit: 50,
            command: "dump")
        #expect(hang.status == 1 && hang.line == "the layout did not finish within 50 s (hang)" && hang.errors.isEmpty)
        let killed = GuardedCommand.outcome(of: report(.timedOut, errors: ""), token: "token", timeLimit: 10, command: "dump")
        #expect(killed.line == "the layout did not finish within 10 s (hang)")
        let crash = GuardedCommand.outcome(
            of: report(.signaled(SIGILL), errors: "Spiral.swift:41: Fatal error: Index out of range\nbacktrace…\n"), token: "token",
            timeLimit: 10, command: "dump")
        #expect(crash.status == 1 && crash.line == "the layout crashed: Fatal error: Index out of range at Spiral.swift:41")
        #expect(crash.errors.isEmpty)
    }
}
