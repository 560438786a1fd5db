import CollectionLayout
import OrbitSession
import OrbitSupport
import Foundation
import LayoutConformance

/// `orbit check-layout`: a layout file checked in a child process, so that a layout that traps,
/// crashes or loops forever costs the child and never the caller, and the result is one line.
///
/// **The command-line contract** (stable; `orbit play --watch` and `orbit bench --reload` run the
/// parent side in process, `LayoutCheck.reloaderCheck`):
///
///     /proc/self/exe check-layout --layout-file PATH [--layout NAME] [--set KEY=VALUE …] [--items N]
///                                 [--size WxH] [--scale N] [--frames F] [--time-limit S] [--memory-limit SIZE]
///
/// - exit 0: standard output is one line, `check passed in 0.42 s (spiral: 62 scenes, 300 frames)`;
/// - exit 1: standard output is one line naming the first problem: `Spiral.swift:42 in
///   attributes(in:): Fatal error: Index out of range`, `attributes(in:) did not finish within
///   10 s (hang)`, `prepare ended the process (exit 0)`, `prepare used more than 2 GB`,
///   `spiral: finite values: item 3 center is nan at n 24, bounds 1280x800, offset (0, 0)`;
/// - exit 2: standard error is one line, `orbit check-layout: Spiral.swift:12:5: error: …` (the file
///   does not compile, registers nothing, or has no layout NAME).
///
/// The parent compiles the file and runs `check-layout --in-process --library SO …` (the same
/// arguments, and the library it built) through `LayoutChildCheck`, with `totalLimit` plus
/// `grace` (`play --watch` starts the child with the compile, `--library-from FIFO`, and sends it
/// the library when it is built: `reloaderStartCheck`). The child loads that very library (never
/// the sources again: they may have been saved since, and the check must test what the parent
/// loads next), and for the named layout (or each) runs the conformance kit
/// (`conformanceOptions`), `frames` frames of the gesture fuzzer on that layout alone and the
/// host's other calls (`HostHookCheck`), with the `--set` settings, every layout call traced
/// (`CheckPhase`) so that a crash or hang names the call.
///
/// The child reports on a channel of its own (`LayoutChildCheck`): the check passes only when the
/// child reported finishing every scene, whatever the layout prints or however it exits. The
/// child's data memory is capped at `memoryLimit` (`RLIMIT_DATA`), and a crash is symbolicated by
/// the Swift runtime's backtracer in the child, so that it names the user's file, line and function.
///
/// Time limits follow the work asked for: one layout call may take `callLimit` (`timeLimit` up to
/// `itemsPerTimeLimit` items, and `timeLimit` more for each further `itemsPerTimeLimit`), the
/// whole check `totalLimit` (`callsPerTotalLimit` times that).
package struct LayoutCheck: Sendable {
    package var paths: [String]
    package var layoutName: String?
    package var itemCount = LayoutCheck.defaultItemCount
    package var size = LayoutCheck.defaultSize
    /// The display scale the layout sees (`--scale`, device pixels per point).
    package var displayScale = 1.0
    package var frames = LayoutCheck.defaultFrames
    /// Seconds the child may take after it starts (loading included, compiling not).
    package var timeLimit = LayoutCheck.defaultTimeLimit
    /// An item count checked by sampling (`LayoutConformanceChecker.Options.hugeItemCount`); nil: none.
    package var hugeItemCount: Int?
    /// `--set` settings for `settingsLayout` (or `layoutName`, or the file's first layout).
    package var settings: [LayoutSetting] = []
    /// The layout `settings` are for, without narrowing the check to it (`play --watch`: the
    /// session's layout, which may not be one of the file's); nil: `layoutName`, or the file's first.
    package var settingsLayout: String?
    /// Whether `settings` are a session's (`play --watch`): a setting the layout does not take is
    /// dropped, as the session drops it, and the parser names it; otherwise it is a usage error.
    package var sessionSettings = false
    /// The library to check (`--library`): the one the parent built and will load. nil: the child
    /// compiles `paths` itself (a cache hit).
    package var library: String?
    /// A FIFO the child reads the library's path from (`--library-from`), then the sources it was
    /// built from, NUL-separated, up to the end: the child is started while the parent still
    /// compiles (`reloaderStartCheck`), and checks nothing when the parent sends nothing. nil: `library`.
    package var libraryChannel: String?
    /// Seconds the parent may take to send the library on `libraryChannel` (the compile's time
    /// limit), added to the child's time limit.
    package var channelWait = 0.0
    /// Added to the child's environment (`SwiftToolchain.childEnvironment` spares it a `swiftc --version`).
    package var environment: [String: String] = [:]
    /// Bytes of data memory the child may map (`RLIMIT_DATA`) before its allocations fail.
    package var memoryLimit = LayoutCheck.memoryLimit()

    /// A check of the layouts `paths` register, with the defaults of `orbit check-layout` for what is left out.
    package init(
        paths: [String], layoutName: String? = nil, itemCount: Int = LayoutCheck.defaultItemCount, size: Size = LayoutCheck.defaultSize,
        frames: Int = LayoutCheck.defaultFrames, timeLimit: Double = LayoutCheck.defaultTimeLimit, hugeItemCount: Int? = nil,
        settings: [LayoutSetting] = [], settingsLayout: String? = nil, sessionSettings: Bool = false, library: String? = nil
    ) {
        self.paths = paths
        self.layoutName = layoutName
        self.itemCount = itemCount
        self.size = size
        self.frames = frames
        self.timeLimit = timeLimit
        self.hugeItemCount = hugeItemCount
        self.settings = settings
        self.settingsLayout = settingsLayout
        self.sessionSettings = sessionSettings
        self.library = library
    }

    package static let subcommand = "check-layout"
    package static let childFlag = "--in-process"
    package static let defaultItemCount = 24
    package static let defaultSize = Size(width: 1280, height: 800)
    package static let defaultFrames = 300
    package static let defaultTimeLimit = 10.0
    /// Seconds the parent waits past `totalLimit` before it kills the child: the child stops itself
    /// at `totalLimit` and names the call it was in.
    package static let grace = 2.0
    /// The child's result line on its report channel starts with this.
    package static let resultMarker = LayoutChildCheck.resultMarker
    /// The child's memory cap without `--memory-limit` or `ORBIT_CHECK_MEMORY_LIMIT`: 2 GiB, far
    /// more than a layout needs and well below what a machine has.
    package static let defaultMemoryLimit = 2 << 30
    /// The environment variable that sets the memory cap (`512M`, `4G`; see `MemorySize`).
    package static let memoryLimitEnvironmentKey = "ORBIT_CHECK_MEMORY_LIMIT"

    /// The environment variable that sets the guarded commands' `timeLimit` (seconds, `2.5`), what
    /// `--time-limit` is to `check-layout` for the commands that have no such flag: the tests of the
    /// guard stop their deliberate hangs at 2 s instead of burning ten on a busy loop.
    package static let timeLimitEnvironmentKey = "ORBIT_CHECK_TIME_LIMIT"

    /// This process's `timeLimit(environment:)`, read once: `GuardedCommand` asks for it after
    /// every frame of a `replay` or a `bench`, where building the environment each time would
    /// count against the frames measured.
    package static let environmentTimeLimit = timeLimit()

    /// `ORBIT_CHECK_TIME_LIMIT` when it holds a positive finite number, else `defaultTimeLimit`.
    package static func timeLimit(environment: [String: String] = ProcessInfo.processInfo.environment) -> Double {
        guard let limit = environment[timeLimitEnvironmentKey].flatMap(Double.init), limit > 0, limit.isFinite else {
            return defaultTimeLimit
        }
        return limit
    }

    /// `ORBIT_CHECK_MEMORY_LIMIT` when it holds a size, else `defaultMemoryLimit`.
    package static func memoryLimit(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        environment[memoryLimitEnvironmentKey].flatMap(MemorySize.bytes(in:)) ?? defaultMemoryLimit
    }

    /// Items one `timeLimit` of a call covers (see `callLimit`).
    package static let itemsPerTimeLimit = 250_000
    /// How many `callLimit`s the whole check may take.
    package static let callsPerTotalLimit = 30.0

    /// The most items a scene of the check has.
    package var workItems: Int { max(itemCount, hugeItemCount ?? 0) }

    /// Seconds one layout call may run before it counts as a hang: `timeLimit`, and as much again
    /// for each `itemsPerTimeLimit` items past the first (10 s at 24 items, 50 s at a million; the whole check 300 s and 1,500 s).
    package var callLimit: Double { timeLimit * Double(1 + workItems / Self.itemsPerTimeLimit) }

    /// Seconds the whole check may run (the child's own limit; the parent waits `grace` more).
    package var totalLimit: Double { callLimit * Self.callsPerTotalLimit }

    /// The arguments after the executable: `check-layout [--in-process] --layout-file PATH … `.
    package func arguments(child: Bool) -> [String] {
        var arguments = [Self.subcommand]
        if child { arguments.append(Self.childFlag) }
        for path in paths { arguments += ["--layout-file", path] }
        if let layoutName { arguments += ["--layout", layoutName] }
        for setting in settings { arguments += ["--set", setting.argument] }
        if let settingsLayout { arguments += ["--settings-for", settingsLayout] }
        if sessionSettings { arguments.append("--session-settings") }
        if let library { arguments += ["--library", library] }
        if let libraryChannel { arguments += ["--library-from", libraryChannel] }
        arguments += [
            "--items", String(itemCount), "--size", ParameterValue.format(size.width) + "x" + ParameterValue.format(size.height),
            "--frames", String(frames), "--time-limit", ParameterValue.format(timeLimit),
            "--memory-limit", MemorySize.format(memoryLimit, compact: true),
        ]
        if let hugeItemCount { arguments += ["--huge-items", String(hugeItemCount)] }
        if displayScale != 1 { arguments += ["--scale", ParameterValue.format(displayScale)] }
        return arguments
    }

    /// This process's executable (`/proc/self/exe` resolved).
    package static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    // MARK: - Parent

    /// How a check went, in one line.
    package struct Outcome: Hashable, Sendable {
        package enum Status: Hashable, Sendable {
            case passed
            /// The layout failed, crashed or hung.
            case failed
            /// The file or the arguments are wrong (the child exited with 2).
            case unusable
        }

        package let status: Status
        package let line: String
    }

    /// Runs the check in a child process of `executable`. Throws only when the child cannot start.
    package func run(executable: String = LayoutCheck.currentExecutable) throws(LiveLayoutError) -> Outcome {
        var environment = environment
        environment[LayoutRegistration.discardEnvironmentKey] = "1"  // nobody reads the child's output
        let check = LayoutChildCheck(
            executable: executable, arguments: arguments(child: true), environment: environment,
            timeLimit: totalLimit + Self.grace + channelWait)
        var report = try check.run()
        // A source whose path holds a line break would split the backtrace's lines that name it.
        let files = (try? LayoutSourceCompiler.sourceFiles(at: paths)) ?? []
        if files.contains(where: { $0.contains("\n") }) {
            let result = report.result
            let escaped = ChildProcess.Result(
                termination: result.termination, standardOutput: result.standardOutput,
                standardError: LayoutSourceCompiler.escapingNewlines(in: result.standardError, of: files), report: result.report,
                seconds: result.seconds)
            report = LayoutChildCheck.Report(outcome: LayoutChildCheck.classify(escaped, timeLimit: check.process.timeLimit), result: escaped)
        }
        return Self.outcome(of: report, callLimit: callLimit, totalLimit: totalLimit, memoryLimit: memoryLimit)
    }

    /// The line for a child's report (pure). The child's last words are read from its report
    /// channel only (`CheckPhase`), never from what the layout could print.
    package static func outcome(
        of report: LayoutChildCheck.Report, callLimit: Double, totalLimit: Double, memoryLimit: Int = defaultMemoryLimit
    ) -> Outcome {
        let channel = report.result.report
        let result = lastLine(markedBy: resultMarker, in: channel)
        let limit = "did not finish within \(ParameterValue.format(callLimit)) s (hang)"
        let overrun = lastLine(markedBy: CheckPhase.overrunMarker, in: channel).map {
            "the check did not finish within \(ParameterValue.format(totalLimit)) s (\($0))"
        }
        switch report.outcome {
        case .passed:
            let detail = result.map { $0.replacingPrefix("passed: ", with: "") }
            return Outcome(status: .passed, line: "check passed in \(seconds(report.result.seconds)) s" + (detail.map { " (\($0))" } ?? ""))
        case .ended(let status):
            let phase = lastLine(markedBy: LayoutChildCheck.exitMarker, in: channel) ?? "the layout"
            return Outcome(status: .failed, line: "\(phase) ended the process (exit \(status))")
        case .failed(let line):
            if report.result.termination == .exited(CheckPhase.hangStatus) {
                if let overrun { return Outcome(status: .failed, line: overrun) }
                if let phase = lastLine(markedBy: CheckPhase.hangMarker, in: channel) {
                    return Outcome(status: .failed, line: "\(phase) \(limit)")
                }
            }
            if report.result.termination == .exited(CheckPhase.reportLostStatus), result == nil {
                return Outcome(status: .failed, line: "the layout closed or replaced the check's report channel")
            }
            if report.result.termination == .exited(2), result == nil {
                return Outcome(status: .unusable, line: line.replacingPrefix("orbit \(subcommand): ", with: ""))
            }
            return Outcome(status: .failed, line: result ?? line)
        case .crashed(let crash):
            let phase = lastLine(markedBy: CheckPhase.phaseMarker, in: channel) ?? "the check"
            if crash.isOutOfMemory {
                return Outcome(status: .failed, line: "\(phase) used more than \(MemorySize.format(memoryLimit))")
            }
            if let place = crash.located { return Outcome(status: .failed, line: "\(place): \(crash.cause)") }
            return Outcome(status: .failed, line: "\(phase) crashed: " + describe(crash))
        case .timedOut:
            if let overrun { return Outcome(status: .failed, line: overrun) }
            let phase = lastLine(markedBy: CheckPhase.hangMarker, in: channel) ?? "the check"
            return Outcome(status: .failed, line: phase == "the check"
                ? "the check did not finish within \(ParameterValue.format(totalLimit)) s (hang)" : "\(phase) \(limit)")
        }
    }

    /// `Fatal error: Index out of range at Spiral.swift:42`, `stack overflow (SIGSEGV)`, or the
    /// signal's name: a crash the backtrace did not place in the user's code (pure).
    package static func describe(_ crash: ChildCrash) -> String {
        guard crash.message != nil, let fileName = crash.fileName else { return crash.cause }
        return crash.cause + " at " + fileName + (crash.line.map { ":\($0)" } ?? "")
    }

    /// The text after `marker` on the last line of `text` that starts with it (pure).
    package static func lastLine(markedBy marker: String, in text: String) -> String? {
        LayoutChildCheck.lastLine(markedBy: marker, in: text)
    }

    package static func seconds(_ value: Double) -> String { String(format: "%.2f", value) }

    // MARK: - Child

    /// The conformance kit's options for a check: item counts 0, 1, 2, 50 and `itemCount`, bounds
    /// `size`, 1x1 and 0x0, and `hugeItemCount` only when asked.
    package var conformanceOptions: LayoutConformanceChecker.Options {
        var options = LayoutConformanceChecker.Options()
        options.itemCounts = Array(Set([0, 1, 2, 50, itemCount])).sorted()
        options.boundsSizes = [size, Size(width: 1, height: 1), .zero]
        options.hugeItemCount = hugeItemCount
        options.hugeBoundsSizes = [size]
        options.displayScale = displayScale
        return options
    }

    /// The child's work, in this process: loads the file and checks the layouts. Writes its last
    /// line (`orbit-check-result: …`) to its report channel and returns whether it passed; a file,
    /// a layout name that is unusable or one that `catalog` (the command line's) already has throws.
    package func runInProcess(catalog: LayoutCatalog) throws(LiveLayoutError) -> Bool {
        if let libraryChannel {
            // Started while the parent compiles: the library and its sources come when it is built.
            guard let sent = LibraryChannel.receive(at: libraryChannel), let path = sent.first else { return false }
            var check = self
            check.libraryChannel = nil
            check.library = path
            if sent.count > 1 { check.paths = Array(sent.dropFirst()) }
            return try check.runInProcess(catalog: catalog)
        }
        CheckPhase.install(callLimit: callLimit, totalLimit: totalLimit)
        // Whatever happens next, an exit from here on is the check's own.
        defer { CheckPhase.finished = true }
        let layouts: [LayoutDescriptor]
        let fileNames: String
        if let library {
            fileNames = paths.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
            CheckPhase.limitMemory(bytes: memoryLimit)
            CheckPhase.enter("make")
            layouts = try LayoutFiles.load(path: library, sourceName: fileNames)
        } else {
            let compiled = try LayoutFiles.compile(paths)
            fileNames = compiled.sources.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
            CheckPhase.limitMemory(bytes: memoryLimit)
            CheckPhase.enter("make")
            layouts = try LayoutFiles.load(compiled)
        }
        CheckPhase.leave()
        do throws(LayoutConfigurationError) {
            // Refused as every other tool refuses it (`OrbitMain.run`): a name the catalog already has.
            _ = try catalog.adding(layouts)
        } catch {
            throw .load(.invalidLayouts(name: fileNames, reason: error.message))
        }
        let chosen: [LayoutDescriptor]
        if let layoutName {
            guard let layout = layouts.first(where: { $0.name == layoutName }) else {
                throw .check(.noSuchLayout(fileNames: fileNames, name: layoutName, registered: layouts.map(\.name)))
            }
            chosen = [layout]
        } else {
            chosen = layouts
        }
        // The settings: for the layout they name, as the session or the command line gives them.
        let target = settingsLayout ?? layoutName ?? layouts.first?.name
        var usable = settings
        if !settings.isEmpty, let layout = layouts.first(where: { $0.name == target }) {
            CheckPhase.enter("make")
            do {
                _ = try layout.makeLayout(settings)
            } catch {
                guard sessionSettings else { throw .check(.settings(reason: error.message)) }
                usable = []
            }
            CheckPhase.leave()
        }
        var summaries: [String] = []
        for layout in chosen {
            switch check(layout, settings: layout.name == target ? usable : []) {
            case .success(let summary): summaries.append(summary)
            case .failure(let problem):
                Self.say(Self.resultMarker + problem.line)
                CheckPhase.finished = true
                return false
            }
        }
        Self.say(Self.resultMarker + "passed: " + summaries.joined(separator: "; "))
        CheckPhase.finished = true
        return true
    }

    /// What the check found wrong with one layout, one line naming it.
    package struct Problem: DescribedError {
        let line: String
        package var message: String { line }
    }

    /// The conformance kit, the fuzzer and the host's other calls on `layout` traced, with `settings`.
    package func check(_ layout: LayoutDescriptor, settings: [LayoutSetting] = []) -> Result<String, Problem> {
        let traced = layout.traced(settings)
        let report = LayoutConformanceChecker(
            makeLayout: { (try? traced.makeLayout()) ?? TracedLayout.empty },
            options: conformanceOptions
        ).run()
        if let failure = report.failures.first {
            return .failure(Problem(line: "\(layout.name): \(failure.check): \(failure.message) at n \(failure.itemCount), bounds "
                + "\(Self.format(failure.boundsSize)), offset (\(ParameterValue.format(failure.contentOffset.x)), "
                + "\(ParameterValue.format(failure.contentOffset.y)))"))
        }
        var summary = "\(layout.name): \(report.sceneCount) scenes"
        if frames > 0 {
            let catalog = (try? LayoutCatalog([traced])) ?? .builtIn
            var configuration = GestureFuzzer.Configuration(
                seed: 1, layout: traced, catalog: catalog, wanders: false, itemCount: itemCount, boundsSize: size,
                maximumItemCount: max(itemCount, 1_000))
            configuration.displayScale = displayScale
            var fuzzer = GestureFuzzer(configuration)
            if let violation = fuzzer.run(frames: frames) {
                return .failure(Problem(line: "\(layout.name): fuzz \(violation)"))
            }
            summary += ", \(frames) frames"
        }
        if let problem = HostHookCheck.run(
            (try? traced.makeLayout()) ?? TracedLayout.empty, itemCount: itemCount, size: size, displayScale: displayScale)
        {
            return .failure(Problem(line: "\(layout.name): \(problem)"))
        }
        return .success(summary)
    }

    package static func format(_ size: Size) -> String { ParameterValue.format(size.width) + "x" + ParameterValue.format(size.height) }

    /// One line on the report channel (`CheckPhase.report`), unbuffered: it must be there even when
    /// the process dies next.
    ///
    /// A channel the layout's code closed or replaced (its descriptor now another file) cannot
    /// carry the line: the process then ends with `CheckPhase.reportLostStatus`, which the parent
    /// reads as that, never as a finished run.
    package static func say(_ line: String) {
        guard CheckPhase.reportIsIntact() else { _exit(CheckPhase.reportLostStatus) }
        let bytes = Array((line + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(CheckPhase.report, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                if CheckPhase.reportIdentity != nil { _exit(CheckPhase.reportLostStatus) }
                return
            }
            written += count
        }
    }
}

extension TracedLayout {
    /// A layout with no items (a descriptor that cannot make its defaults; never for a loaded one).
    package static var empty: TracedLayout { TracedLayout(base: TracedLayout.Empty()) }

    package struct Empty: CollectionViewLayout {
        package var context = LayoutContext(boundsSize: .zero, itemCount: 0)
        package mutating func prepare(_ context: LayoutContext) { self.context = context }
        package var contentSize: Size { context.boundsSize }
        package func attributes(in rect: Rect) -> [LayoutAttributes] { [] }
        package func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? { nil }
    }
}
