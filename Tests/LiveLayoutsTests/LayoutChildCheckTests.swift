import Foundation
import Glibc
import LiveLayouts
import Testing

@Suite struct LayoutChildCheckTests {
    func shell(_ script: String, timeLimit: Double = 20) throws -> LayoutChildCheck.Report {
        try LayoutChildCheck(executable: "/bin/sh", arguments: ["-c", script], timeLimit: timeLimit).run()
    }

    /// The shell line that reports a result on the child's channel, as `check-layout` does.
    static let reportPassed = "echo 'orbit-check-result: passed' >&$ORBIT_CHILD_REPORT_FD"

    @Test func exitZeroWithAReportedResultPasses() throws {
        let report = try shell("echo checked 12 layouts; " + Self.reportPassed)
        #expect(report.outcome == .passed)
        #expect(report.result.standardOutput == "checked 12 layouts\n")
        #expect(report.result.report == "orbit-check-result: passed\n")
        #expect(report.result.termination == .exited(0))
    }

    /// Exit status 0 and a result line on stdout or stderr are what any code can produce: only the
    /// report channel counts.
    @Test func exitZeroWithoutAReportIsNotAPass() throws {
        let report = try shell("echo 'orbit-check-result: passed'; echo 'orbit-check-result: passed' >&2; exit 0")
        #expect(report.outcome == .ended(status: 0))
        #expect(report.outcome.description == "ended the process (exit 0)")
        let named = try shell("echo 'orbit-check-exit: prepare' >&$ORBIT_CHILD_REPORT_FD; exit 4")
        #expect(named.outcome == .ended(status: 4))
        #expect(LayoutChildCheck.lastLine(markedBy: LayoutChildCheck.exitMarker, in: named.result.report) == "prepare")
    }

    @Test func aNonZeroExitFailsWithTheChildsLastLine() throws {
        let report = try shell("echo progress; echo 'fuzz: item 3 has a NaN centre' >&2; echo '  ' >&2; exit 1")
        #expect(report.outcome == .failed("fuzz: item 3 has a NaN centre"))
        #expect(report.outcome.description == "failed: fuzz: item 3 has a NaN centre")
        #expect(try shell("echo only stdout; exit 3").outcome == .failed("only stdout"))
        #expect(try shell("exit 7").outcome == .failed("exit status 7"))
    }

    @Test func aSignalIsACrash() throws {
        let report = try shell("echo about to crash >&2; kill -SEGV $$")
        #expect(report.outcome == .crashed(ChildCrash(signal: SIGSEGV, message: nil, file: nil, line: nil)))
        #expect(report.outcome.description == "crashed: SIGSEGV")
    }

    @Test func aChildPastTheLimitIsKilledWithItsProcessGroup() throws {
        // The shell starts a grandchild in the background and waits: both must die at the limit.
        let report = try shell("sleep 30 & echo $!; wait", timeLimit: 0.5)
        #expect(report.outcome == .timedOut(seconds: 0.5))
        #expect(report.outcome.description == "timed out after 0.5 s")
        #expect(report.result.seconds >= 0.5 && report.result.seconds < 5)
        let grandchild = try #require(Int32(report.result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
        // SIGKILL is delivered at once but the kernel finishes the exit asynchronously: allow 2 s.
        func state() -> Substring? {
            (try? String(contentsOfFile: "/proc/\(grandchild)/stat", encoding: .utf8))?
                .split(separator: ")").last?.split(separator: " ").first
        }
        let deadline = Date().addingTimeInterval(2)
        while let current = state(), current != "Z", Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(state() == nil || state() == "Z", "the background sleep outlived the check: \(state() ?? "")")
    }

    @Test func muchOutputOnBothStreamsDoesNotDeadlock() throws {
        // 3 MB on each stream, stderr first: far more than a pipe holds (64 KB), and more than is kept.
        let report = try shell(
            "head -c 3000000 /dev/zero | tr '\\0' e >&2; echo end >&2; head -c 3000000 /dev/zero | tr '\\0' o; echo end; "
                + Self.reportPassed,
            timeLimit: 30)
        #expect(report.outcome == .passed)
        #expect(report.result.standardOutput.utf8.count == 1 << 20)
        #expect(report.result.standardError.utf8.count == 1 << 20)
        #expect(report.result.standardOutput.hasSuffix("oooend\n"))
        #expect(report.result.standardError.hasSuffix("eeeend\n"))
    }

    @Test func aMissingExecutableIsOneLine() {
        let error = LiveLayoutError.caught { _ = try LayoutChildCheck(executable: "/nonexistent/orbit", timeLimit: 1).run() }
        #expect(error?.message == "cannot run /nonexistent/orbit: No such file or directory")
    }

    @Test func theInjectedClockMeasuresTheRun() throws {
        final class Ticks: @unchecked Sendable {
            var values = [10.0, 12.5]
            func next() -> Double { values.removeFirst() }
        }
        let ticks = Ticks()
        let report = try LayoutChildCheck(executable: "/bin/sh", arguments: ["-c", "exit 0"], timeLimit: 5, now: { ticks.next() }).run()
        #expect(report.result.seconds == 2.5)
    }

    /// A real Swift `fatalError` in a compiled child.
    @Test func aSwiftFatalErrorIsACrashWithItsMessageAndPlace() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let text = """
            func explode(_ reason: String) -> Never {
                fatalError("layout exploded: \\(reason)")
            }
            if CommandLine.arguments.count > 1 { explode(CommandLine.arguments[1]) }

            """
        let source = try LiveTest.write(text, to: "Boom.swift", in: folder)
        let compile = try ChildProcess(
            executable: try LiveTest.toolchain.get().swiftc,
            arguments: ["-Onone", "-module-name", "Boom", "-module-cache-path", LiveTest.moduleCache, source, "-o", folder + "/boom"],
            timeLimit: 120
        ).run()
        try #require(compile.termination == .exited(0), "\(compile.standardError)")

        // It exits 0 without a word on the report channel: it ended, it did not pass.
        #expect(try LayoutChildCheck(executable: folder + "/boom", timeLimit: 20).run().outcome == .ended(status: 0))
        let report = try LayoutChildCheck(executable: folder + "/boom", arguments: ["NaN centre"], timeLimit: 20).run()
        guard case .crashed(let crash) = report.outcome else {
            Issue.record("expected a crash, got \(report.outcome)")
            return
        }
        #expect([SIGILL, SIGTRAP].contains(crash.signal))
        #expect(crash.message == "layout exploded: NaN centre")
        #expect(crash.file?.hasSuffix("Boom.swift") == true)
        #expect(crash.line == LiveTest.position(of: "fatalError", in: text).line)
        #expect(report.outcome.description == "crashed: \(crash.signalName): Boom.swift:2: Fatal error: layout exploded: NaN centre")
        print("live layout: fatalError child check \(ms(report.result.seconds))")
    }

    // MARK: - Classification (pure)

    func result(_ termination: ChildProcess.Termination, stdout: String = "", stderr: String = "", report: String = "")
        -> ChildProcess.Result
    {
        ChildProcess.Result(termination: termination, standardOutput: stdout, standardError: stderr, report: report, seconds: 1)
    }

    @Test func theRuntimesFatalErrorLinesAreRead() {
        let modern = result(.signaled(SIGILL), stderr: "progress\nSpiralKit/Spiral.swift:42: Fatal error: Index out of range\n")
        #expect(LayoutChildCheck.classify(modern, timeLimit: 5)
            == .crashed(ChildCrash(signal: SIGILL, message: "Index out of range", file: "SpiralKit/Spiral.swift", line: 42)))
        let classic = result(.signaled(SIGILL), stderr: "Fatal error: bad radius: file Spiral.swift, line 7\n")
        #expect(LayoutChildCheck.classify(classic, timeLimit: 5)
            == .crashed(ChildCrash(signal: SIGILL, message: "bad radius", file: "Spiral.swift", line: 7)))
        let bare = result(.signaled(SIGTRAP), stderr: "Fatal error: Unexpectedly found nil\n")
        #expect(LayoutChildCheck.classify(bare, timeLimit: 5)
            == .crashed(ChildCrash(signal: SIGTRAP, message: "Unexpectedly found nil", file: nil, line: nil)))
        #expect(ChildCrash(signal: SIGILL, message: "Index out of range", file: "SpiralKit/Spiral.swift", line: 42).description
            == "SIGILL: Spiral.swift:42: Fatal error: Index out of range")
        #expect(ChildCrash.name(of: 64) == "signal 64")
    }

    @Test func exitsAndTimeoutsAreClassified() {
        let passed = "orbit-check-result: passed: stripe: 62 scenes\n"
        #expect(LayoutChildCheck.classify(result(.exited(0), stderr: "warning\n", report: passed), timeLimit: 5) == .passed)
        #expect(LayoutChildCheck.classify(result(.exited(0), stdout: passed), timeLimit: 5) == .ended(status: 0))
        #expect(LayoutChildCheck.classify(result(.exited(2), stdout: "a\nb\n"), timeLimit: 5) == .failed("b"))
        #expect(
            LayoutChildCheck.classify(result(.exited(1), stderr: "noise\n", report: "orbit-check-result: spiral: fuzz\n"), timeLimit: 5)
                == .failed("spiral: fuzz"))
        #expect(LayoutChildCheck.classify(result(.timedOut), timeLimit: 5) == .timedOut(seconds: 5))
    }
}
