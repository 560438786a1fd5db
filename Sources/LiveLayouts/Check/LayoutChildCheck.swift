import Foundation

/// Runs a check of a layout in a child process, so that a layout that traps, crashes, loops
/// forever or ends the process costs the child and never the session, and says how it went in one
/// line.
///
/// The child is any executable: `orbit check-layout` (the conformance kit and a short fuzz of a
/// loaded layout) is the one it is meant for. The child reports on a channel of its own: a file
/// open at descriptor `reportDescriptor`, whose number it reads from `reportEnvironmentKey`. Code
/// the child runs can print anything and call `exit(0)`, but it does not write to that descriptor,
/// so the check passes only when the child exits 0 *and* its report has a `resultMarker` line; an
/// exit without one is `ended` (the code it ran ended the process). Another status fails with the
/// report's result line, or the child's last line of stderr (or of stdout when stderr is empty); a
/// signal is a crash, read from the runtime's `Fatal error` line and backtrace; the time limit
/// kills the child's process group.
public struct LayoutChildCheck: Sendable {
    /// How the check went.
    public enum Outcome: Hashable, Sendable, CustomStringConvertible {
        case passed
        /// The child exited with a non-zero status; its result line, last line or `exit status N`.
        case failed(String)
        case crashed(ChildCrash)
        /// Killed after this many seconds (the time limit).
        case timedOut(seconds: Double)
        /// The child exited with this status before it reported a result: the code it ran ended
        /// the process (`exit`), in the call its report names after `exitMarker`, if any.
        case ended(status: Int32)

        public var description: String {
            switch self {
            case .passed: "passed"
            case .failed(let line): "failed: \(line)"
            case .crashed(let crash): "crashed: \(crash)"
            case .timedOut(let seconds): "timed out after \(Self.format(seconds)) s"
            case .ended(let status): "ended the process (exit \(status))"
            }
        }

        private static func format(_ seconds: Double) -> String {
            seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
        }
    }

    /// The outcome with everything the child wrote.
    public struct Report: Hashable, Sendable {
        public let outcome: Outcome
        public let result: ChildProcess.Result

        public init(outcome: Outcome, result: ChildProcess.Result) {
            self.outcome = outcome
            self.result = result
        }
    }

    /// The child, its arguments, environment and time limit.
    public var process: ChildProcess

    /// The environment variable that tells the child the number of its report descriptor.
    public static let reportEnvironmentKey = "ORBIT_CHILD_REPORT_FD"
    /// The report descriptor's number in the child: the first after stdin, stdout and stderr.
    public static let reportDescriptor: Int32 = 3
    /// The child's result line on its report channel starts with this: `passed…` or the problem.
    public static let resultMarker = "orbit-check-result: "
    /// The line a child writes to its report when something calls `exit` before it has reported
    /// a result, followed by the call in progress (`orbit-check-exit: prepare`).
    public static let exitMarker = "orbit-check-exit: "

    /// `SWIFT_BACKTRACE` for a child whose crash should name the user's file and line: the
    /// runtime's backtracer, non-interactive, the crashed thread only, no registers or images, at
    /// most 32 frames of which the top 16 (a stack overflow has hundreds of thousands). Measured
    /// on this project's machine: 0.02 s for a trap, 0.16 s for a stack overflow of 175,000 frames.
    public static let backtraceSetting =
        "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no,limit=32,top=16"

    /// A check that runs `executable` (an absolute path) with `arguments`, its report channel open
    /// at `reportDescriptor` and named in `reportEnvironmentKey`. The environment adds
    /// `SWIFT_BACKTRACE=` `backtraceSetting` unless `environment` sets it.
    public init(
        executable: String, arguments: [String] = [], environment: [String: String] = [:], timeLimit: Double,
        now: @escaping @Sendable () -> Double = MonotonicClock.seconds
    ) {
        var environment = environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = Self.backtraceSetting }
        environment[Self.reportEnvironmentKey] = String(Self.reportDescriptor)
        process = ChildProcess(
            executable: executable, arguments: arguments, environment: environment, timeLimit: timeLimit, now: now)
        process.reportDescriptor = Self.reportDescriptor
    }

    /// Runs the child and classifies its end. Throws only when it cannot be started.
    public func run() throws(LiveLayoutError) -> Report {
        let result = try process.run()
        return Report(outcome: Self.classify(result, timeLimit: process.timeLimit), result: result)
    }

    /// The outcome of `result` (pure).
    public static func classify(_ result: ChildProcess.Result, timeLimit: Double) -> Outcome {
        let reported = lastLine(markedBy: resultMarker, in: result.report)
        switch result.termination {
        case .exited(let status):
            if reported == nil, status == 0 || lastLine(markedBy: exitMarker, in: result.report) != nil {
                return .ended(status: status)
            }
            if status == 0 { return .passed }
            let line = reported ?? lastLine(of: result.standardError) ?? lastLine(of: result.standardOutput)
            return .failed(line ?? "exit status \(status)")
        case .signaled(let signal):
            return .crashed(ChildCrash(signal: signal, standardError: result.standardError))
        case .timedOut:
            return .timedOut(seconds: timeLimit)
        }
    }

    /// The text after `marker` on the last line of `text` that starts with it, trimmed (pure).
    public static func lastLine(markedBy marker: String, in text: String) -> String? {
        text.split(separator: "\n").last { $0.hasPrefix(marker) }
            .map { String($0.dropFirst(marker.count)).trimmingCharacters(in: .whitespaces) }
    }

    /// The last line of `text` with something other than white space on it, trimmed.
    public static func lastLine(of text: String) -> String? {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .last { !$0.isEmpty }
    }
}
