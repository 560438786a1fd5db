import Foundation

/// Runs a check of a layout in a child process, so that a layout that traps, crashes or loops
/// forever costs the child and never the session, and says how it went in one line.
///
/// The child is any executable: `orbit check-layout` (the conformance kit and a short fuzz of a
/// loaded layout) is the one it is meant for. Exit status 0 passes; another status fails with the
/// child's last line of stderr (or of stdout when stderr is empty); a signal is a crash, read with
/// the runtime's `Fatal error` line; the time limit kills the child's process group.
public struct LayoutChildCheck: Sendable {
    /// How the check went.
    public enum Outcome: Hashable, Sendable, CustomStringConvertible {
        case passed
        /// The child exited with a non-zero status; its last line (or `exit status N`).
        case failed(String)
        case crashed(ChildCrash)
        /// Killed after this many seconds (the time limit).
        case timedOut(seconds: Double)

        public var description: String {
            switch self {
            case .passed: "passed"
            case .failed(let line): "failed: \(line)"
            case .crashed(let crash): "crashed: \(crash)"
            case .timedOut(let seconds): "timed out after \(Self.format(seconds)) s"
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
    }

    /// The child, its arguments, environment and time limit.
    public var process: ChildProcess

    /// A check that runs `executable` (an absolute path) with `arguments`. The environment adds
    /// `SWIFT_BACKTRACE=enable=no` unless `environment` sets it: the runtime's backtracer would
    /// spend seconds symbolicating a crash whose `Fatal error` line says what is needed.
    public init(
        executable: String, arguments: [String] = [], environment: [String: String] = [:], timeLimit: Double,
        now: @escaping @Sendable () -> Double = MonotonicClock.seconds
    ) {
        var environment = environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        process = ChildProcess(
            executable: executable, arguments: arguments, environment: environment, timeLimit: timeLimit, now: now)
    }

    /// Runs the child and classifies its end. Throws only when it cannot be started.
    public func run() throws(LiveLayoutError) -> Report {
        let result = try process.run()
        return Report(outcome: Self.classify(result, timeLimit: process.timeLimit), result: result)
    }

    /// The outcome of `result` (pure).
    public static func classify(_ result: ChildProcess.Result, timeLimit: Double) -> Outcome {
        switch result.termination {
        case .exited(0):
            return .passed
        case .exited(let status):
            let line = lastLine(of: result.standardError) ?? lastLine(of: result.standardOutput)
            return .failed(line ?? "exit status \(status)")
        case .signaled(let signal):
            return .crashed(ChildCrash(signal: signal, standardError: result.standardError))
        case .timedOut:
            return .timedOut(seconds: timeLimit)
        }
    }

    /// The last line of `text` with something other than white space on it, trimmed.
    public static func lastLine(of text: String) -> String? {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .last { !$0.isEmpty }
    }
}
