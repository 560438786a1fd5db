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
        let done = GuardedCommand.outcome(
            of: report(.exited(0), errors: "note\n", channel: "token status 0\n"), token: "token", timeLimit: 10, command: "dump")
        #expect(done.status == 0 && done.line == nil && done.output == "out" && done.errors == "note\n")
        // A layout printing the token on standard error does not pass for a finished command.
        let quit = GuardedCommand.outcome(of: report(.exited(0), errors: "token\n"), token: "token", timeLimit: 10, command: "fuzz")
        #expect(quit.status == 1 && quit.line == "the layout ended the process (exit 0) before fuzz finished")
        #expect(quit.errors == "token\n")
        let usage = GuardedCommand.outcome(
            of: report(.exited(2), errors: "orbit dump: --items: bad\n", channel: "token status 2\n"), token: "token", timeLimit: 10, command: "dump")
        #expect(usage.status == 2 && usage.line == nil && usage.errors == "orbit dump: --items: bad\n")
        // No completion record: the layout ended the process, whatever the status.
        let exit3 = GuardedCommand.outcome(of: report(.exited(3), errors: ""), token: "token", timeLimit: 10, command: "layouts")
        #expect(exit3.status == 1 && exit3.line == "the layout ended the process (exit 3) before layouts finished")
        // A record of another status than the exit's is not the command's end either.
        let late = GuardedCommand.outcome(of: report(.exited(5), errors: "", channel: "token status 0\n"), token: "token", timeLimit: 10, command: "dump")
        #expect(late.status == 1 && late.line == "the layout ended the process (exit 5) before dump finished")
        let lost = GuardedCommand.outcome(of: report(.exited(CheckPhase.reportLostStatus), errors: ""), token: "token", timeLimit: 10, command: "dump")
        #expect(lost.status == 1 && lost.line == "the layout closed or replaced the guard's report channel before dump finished")
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
        let memory = GuardedCommand.outcome(
            of: report(.signaled(SIGABRT), errors: "Fatal error: failed to allocate 8388640 bytes\n"), token: "token", timeLimit: 10,
            command: "dump", memoryLimit: 256 << 20)
        #expect(memory.status == 1 && memory.line == "the layout used more than 256 MB")
    }
}
