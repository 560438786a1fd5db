import Glibc
import Testing

@testable import LiveLayouts

/// A guarded command's outcome read from its child's report (no process: the guarded commands
/// themselves run through the built `orbit` in `OrbitCommandsTests.GuardedCommandTests`).
@Suite struct GuardedCommandOutcomeTests {
    @Test func outcomesReadFromTheChildsReport() {
        func report(_ termination: ChildProcess.Termination, errors: String, channel: String = "") -> ChildProcess.Result {
            ChildProcess.Result(termination: termination, standardOutput: "out", standardError: errors, report: channel, seconds: 1)
        }
        // The token arrives on the report channel; the child's own errors pass through untouched.
        let done = GuardedCommand.outcome(of: report(.exited(0), errors: "note\n", channel: "token\n"), token: "token", timeLimit: 10, command: "dump")
        #expect(done.status == 0 && done.line == nil && done.output == "out" && done.errors == "note\n")
        // A layout printing the token on standard error does not pass for a finished command.
        let quit = GuardedCommand.outcome(of: report(.exited(0), errors: "token\n"), token: "token", timeLimit: 10, command: "fuzz")
        #expect(quit.status == 1 && quit.line == "the layout ended the process (exit 0) before fuzz finished")
        #expect(quit.errors == "token\n")
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
