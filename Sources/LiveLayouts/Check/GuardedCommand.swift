import Foundation
import CollectionLayout
import OrbitSession
import OrbitSupport

/// Every command that runs a layout file's code (`dump`, `layouts`, `shot`, `replay`, `bench`,
/// `fuzz`, `soak` with `--layout-file`): the command runs in a child process of this executable,
/// so that a layout that traps, crashes, loops forever, allocates without end or ends the process
/// costs the child (its initialisers and descriptors included: the parent only compiles), and the
/// caller gets one line and a non-zero exit, as from `check-layout`:
///
///     orbit dump: Brittle.swift:8 in prepare(_:): Fatal error: prepare gave up
///     orbit dump: the layout did not finish within 10 s (hang)
///     orbit dump: the layout ended the process (exit 3) before dump finished
///     orbit dump: the layout used more than 2 GB
///
/// The child is the same command line with `ORBIT_GUARD` set to a token of the parent's: it
/// installs `CheckPhase`'s crash handlers, the check's memory cap (`LayoutCheck.memoryLimit`, one
/// limit for every guarded command and the check) and a whole-run time limit (`timeLimit`), or for
/// `replay` and `bench`, whose length is their script's or their measurements', a limit per frame
/// (`frameLimit`: the check's own limit per layout call, on the same watchdog), runs
/// the command, and then writes its completion record, the token and the command's status
/// (`completionRecord`), on the report channel `LayoutChildCheck` opens for it (which the layout's
/// code is not told of, moved out of the low descriptors), where its crash and time-limit markers
/// go too. Only a child that exits with the status its record names has finished; any other end
/// is the layout's, named with its cause: an exit (any status, 0 included), a crash, a hang, the
/// memory cap, or a report channel the layout closed. The child's output and errors pass through
/// untouched, and its status is the command's. The parent compiles the layout files before the
/// child starts, so that compiling never counts against the limit.
package struct GuardedCommand {
    package static let environmentKey = "ORBIT_GUARD"
    package static let commands: Set<String> = ["dump", "layouts", "shot", "replay", "bench", "fuzz", "soak"]
    /// The guarded commands whose length the command line does not give (a script's, a benchmark's):
    /// no whole-run limit but one per frame (`frameLimit`). Each frame may take what one layout call
    /// may take in the check for the items on screen (`LayoutCheck.callLimit`: 10 s up to 250,000
    /// items), timed by the check's watchdog (`CheckPhase`) from the child's start to the end of
    /// the first frame, then from the end of each frame to the end of the next
    /// (`frameFinished(itemCount:)`); what the command writes between frames (a trace, PNGs,
    /// ffmpeg) is not the layout's and does not count (`outsideTheLayout`). A layout that loops
    /// for ever mid-run is stopped within that limit, however long the script.
    package static let frameLimitedCommands: Set<String> = ["replay", "bench"]

    package let arguments: [String]
    package let token: String
    /// The child's whole-run limit, seconds: infinite for `frameLimitedCommands`.
    package let timeLimit: Double
    /// The child's limit per frame for `frameLimitedCommands`, seconds, at the command line's item
    /// count (the child raises it for more items and says so on its report channel).
    package let frameLimit: Double

    /// The guard for `arguments` in the parent: a guarded `command` with layout files, not asking
    /// for help, not already the child; nil otherwise. `timeLimit`: the child's whole-run limit,
    /// seconds (`timeLimit(command:itemCount:frames:)`).
    package init?(
        arguments: [String], command: String?, hasLayoutFiles: Bool, asksForHelp: Bool, environment: [String: String],
        timeLimit: Double, frameLimit: Double = .infinity
    ) {
        guard environment[Self.environmentKey] == nil, let command, Self.commands.contains(command), hasLayoutFiles, !asksForHelp
        else { return nil }
        self.arguments = arguments
        token = "orbit-guard-done-\(UInt64.random(in: 0...UInt64.max))"
        self.timeLimit = timeLimit
        self.frameLimit = frameLimit
    }

    /// The child's whole-run limit, seconds: the check's `callLimit` for `itemCount` items
    /// (the check's own count when nil), times `frames`/600 for fuzz (default 10,000) and
    /// `frames`/60 for soak (default 100,000; it draws every frame, slowly in a debug build);
    /// infinite for `frameLimitedCommands`, which have `frameLimit(itemCount:)` instead.
    package static func timeLimit(command: String?, itemCount: Int?, frames: Int?) -> Double {
        if let command, frameLimitedCommands.contains(command) { return .infinity }
        var limit = frameLimit(itemCount: itemCount)
        if command == "fuzz" {
            limit *= max(1, Double(frames ?? 10_000) / 600)
        } else if command == "soak" {
            limit *= max(1, Double(frames ?? 100_000) / 60)
        }
        return limit
    }

    /// Seconds one frame of `frameLimitedCommands` may take with `itemCount` items (the check's
    /// own count when nil): the check's limit for one layout call, `LayoutCheck.callLimit`, from
    /// the time limit of this process's environment (`LayoutCheck.environmentTimeLimit`), which
    /// the child inherits, so that parent and child agree on the limit the line names.
    package static func frameLimit(itemCount: Int?) -> Double {
        var check = LayoutCheck(paths: [])
        check.timeLimit = LayoutCheck.environmentTimeLimit
        if let itemCount { check.itemCount = itemCount }
        return check.callLimit
    }

    /// Compiles the layout files here, then runs the child and returns the command's exit status,
    /// having written its output and errors, or `report`ed the one line.
    ///
    /// The compile comes first, in this process, so that the child's time limit (the layout's)
    /// never counts it: a first build of the layout cache takes 10 s on a loaded machine, and a
    /// compile is swiftc's work, which its own time limit bounds, not the layout's code. The child
    /// then finds the library in the cache.
    ///
    /// - Parameters:
    ///   - compile: builds the layout files or finds them in the cache; throws the one line of a
    ///     file that does not compile (a usage error, exit 2, as the child would say it).
    ///   - start: runs the child process (tests pass their own).
    ///   - write: passes the child's output and errors on; answers why the output could not be written.
    package func run(
        compile: () throws(LiveLayoutError) -> Void, report: (String) -> Void,
        start: (ChildProcess) throws(LiveLayoutError) -> ChildProcess.Result = { child throws(LiveLayoutError) in try child.run() },
        write: (_ output: String, _ errors: String) -> FileError? = GuardedCommand.writeThrough
    ) -> Int32 {
        do {
            try compile()
        } catch {
            report(error.message)
            return Self.compileFailureStatus
        }
        var child = LayoutChildCheck(
            executable: LayoutCheck.currentExecutable, arguments: arguments,
            // `ORBIT_VERBOSE`'s line is this process's (it compiled); the child only finds the cache.
            environment: [Self.environmentKey: token, LayoutFiles.verboseEnvironmentKey: "0"], timeLimit: timeLimit + LayoutCheck.grace)
        // The command's whole output passes through (a dump of a million items is tens of megabytes).
        child.process.outputLimit = Int(Int32.max)
        let result: ChildProcess.Result
        do {
            result = try start(child.process)
        } catch {
            report(error.message)
            return 1
        }
        let (status, line, output, errors) = Self.outcome(
            of: result, token: token, timeLimit: timeLimit, frameLimit: frameLimit, command: arguments[0],
            memoryLimit: LayoutCheck.memoryLimit())
        let failure = write(output, errors)
        if let line { report(line) }
        // `dump --layout-file … > /dev/full`: the child's dump was not delivered.
        if let failure, status == 0 {
            report(failure.message)
            return 1
        }
        return status
    }

    /// The status of a command whose layout files do not compile: a usage error, as everywhere.
    package static let compileFailureStatus: Int32 = 2

    /// Writes a child's output and errors to this process's, checked: the failure to deliver the
    /// output (a full disk, a closed standard output), or nil.
    package static func writeThrough(output: String, errors: String) -> FileError? {
        let standardOutput = OutputFile.standardOutput()
        var failure: FileError?
        do {
            try standardOutput.write(output)
            try standardOutput.close()
        } catch {
            failure = error
        }
        OutputFile.writeStandardError(errors)
        return failure
    }

    /// The completion record a finished child writes on its report channel (pure).
    package static func completionRecord(token: String, status: Int32) -> String { "\(token) status \(status)" }

    /// The status a child's completion record names, nil without one (pure).
    package static func completedStatus(in report: String, token: String) -> Int32? {
        LayoutChildCheck.lastLine(markedBy: token + " status ", in: report).flatMap { Int32($0) }
    }

    /// The command's status, its one line (nil when the child's own output says it all), and the
    /// output and errors to pass on, from the child's report (pure). `timeLimit`, `frameLimit`:
    /// the child's limits, seconds (the frame limit the child last reported, when it raised it);
    /// `memoryLimit`: its cap, bytes, for the line.
    package static func outcome(
        of result: ChildProcess.Result, token: String, timeLimit: Double, frameLimit: Double = .infinity, command: String,
        memoryLimit: Int = LayoutCheck.defaultMemoryLimit
    ) -> (status: Int32, line: String?, output: String, errors: String) {
        let output = result.standardOutput
        let errors = result.standardError
        let hang = "the layout did not finish within \(ParameterValue.format(timeLimit)) s (hang)"
        let recorded = completedStatus(in: result.report, token: token)
        switch result.termination {
        case .exited(let status) where status == recorded:
            return (status, nil, output, errors)
        case .exited(CheckPhase.hangStatus) where result.report.contains(CheckPhase.overrunMarker):
            return (1, hang, output, "")
        case .exited(CheckPhase.hangStatus) where result.report.contains(CheckPhase.hangMarker):
            let limit = LayoutChildCheck.lastLine(markedBy: frameLimitMarker, in: result.report).flatMap(Double.init) ?? frameLimit
            return (1, "the layout did not finish a frame within \(ParameterValue.format(limit)) s (hang)", output, "")
        case .exited(CheckPhase.reportLostStatus):
            return (1, "the layout closed or replaced the guard's report channel before \(command) finished", output, errors)
        case .exited(let status):
            // No record: the layout's code ended the process, whatever the status (0 included).
            return (1, "the layout ended the process (exit \(status)) before \(command) finished", output, errors)
        case .signaled(let signal):
            let crash = ChildCrash(signal: signal, standardError: result.standardError)
            if crash.isOutOfMemory { return (1, "the layout used more than \(MemorySize.format(memoryLimit))", output, "") }
            // As `check-layout` says it: the user's file, line and function when the backtrace has them.
            if let place = crash.located { return (1, "\(place): \(crash.cause)", output, "") }
            return (1, "the layout crashed: " + LayoutCheck.describe(crash), output, "")
        case .timedOut:
            return (1, hang, output, "")
        }
    }

    // MARK: - Child

    /// In the child (`ORBIT_GUARD` set, a guarded `command`): the crash handlers, the time limit
    /// (the whole run's, or for `frameLimitedCommands` each frame's, seconds), and the memory cap,
    /// bytes. Returns the token.
    package static func startChild(
        command: String?, environment: [String: String], timeLimit: Double, frameLimit: Double = .infinity,
        memoryLimit: Int = LayoutCheck.memoryLimit()
    ) -> String? {
        guard let token = environment[environmentKey], let command, commands.contains(command) else { return nil }
        CheckPhase.current = "the layout"
        if frameLimitedCommands.contains(command) {
            CheckPhase.install(callLimit: frameLimit, totalLimit: .infinity)
            framesAreLimited = true
            // The first frame's time counts from here: loading the file, its initialisers, the session.
            CheckPhase.enter("the layout")
        } else {
            CheckPhase.install(callLimit: .infinity, totalLimit: timeLimit)
        }
        CheckPhase.limitMemory(bytes: memoryLimit)
        return token
    }

    /// Set in the child of a `frameLimitedCommands` command: `frameFinished` and
    /// `outsideTheLayout` time its frames. Elsewhere they do nothing.
    nonisolated(unsafe) static var framesAreLimited = false

    /// The report line by which the child says it raised its frame limit: `orbit-guard-frame-limit: 20`.
    package static let frameLimitMarker = "orbit-guard-frame-limit: "

    /// A frame of a `frameLimitedCommands` command has finished with `itemCount` items in the
    /// session (nil: unchanged); the next one's time counts from now. More items than the limit
    /// covers raise it as the check's does (10 s more per 250,000 items), said on the report
    /// channel so that the parent's line names it. Nothing outside such a child.
    package static func frameFinished(itemCount: Int? = nil) {
        guard framesAreLimited else { return }
        if let itemCount {
            let limit = frameLimit(itemCount: itemCount)
            if limit > CheckPhase.callLimit {
                CheckPhase.callLimit = limit
                LayoutCheck.say(frameLimitMarker + ParameterValue.format(limit))
            }
        }
        CheckPhase.enter("a frame")
    }

    /// Runs `work` that is not the layout's (writing a frame's trace or picture, feeding ffmpeg, a
    /// compile, a benchmark that draws sprites) outside the frame limit: the watchdog does not
    /// count it, and the next frame's time starts when it returns.
    package static func outsideTheLayout<Result>(_ work: () throws -> Result) rethrows -> Result {
        guard framesAreLimited else { return try work() }
        CheckPhase.leave()
        defer { CheckPhase.enter("a frame") }
        return try work()
    }

    /// The command finished in the child with `status`: its completion record on the report
    /// channel, whatever the status (a usage error is a finished command too).
    package static func finishChild(token: String, status: Int32) {
        CheckPhase.finished = true
        LayoutCheck.say(completionRecord(token: token, status: status))
    }
}
