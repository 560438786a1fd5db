import CollectionLayout
import OrbitSession
import Foundation
import LayoutConformance
import LiveLayouts

/// `orbit check-layout`: a layout file checked in a child process, so that a layout that traps,
/// crashes or loops forever costs the child and never the caller, and the result is one line.
///
/// **The command-line contract** (stable; `orbit play --watch` and `orbit bench --reload` run the
/// parent side in process, `Play.childCheck`):
///
///     /proc/self/exe check-layout --layout-file PATH [--layout NAME] [--items N] [--size WxH]
///                                 [--frames F] [--time-limit S]
///
/// - exit 0: standard output is one line, `check passed in 0.42 s (spiral: 62 scenes, 300 frames)`;
/// - exit 1: standard output is one line naming the first problem: `prepare crashed: Fatal error:
///   Index out of range at Spiral.swift:42`, `attributes(in:) did not finish within 10 s (hang)`,
///   `spiral: finite values: item 3 center is nan at n 24, bounds 1280x800, offset (0, 0)`;
/// - exit 2: standard error is one line, `orbit check-layout: Spiral.swift:12:5: error: …` (the file
///   does not compile, registers nothing, or has no layout NAME).
///
/// The parent compiles the file (a cache hit for the child) and runs
/// `check-layout --in-process …` (the same arguments) through `LayoutChildCheck`, with the time
/// limit plus `grace`. The child loads the file, and for the named layout (or each) runs the
/// conformance kit (`conformanceOptions`) and `frames` frames of the gesture fuzzer on that layout
/// alone, every layout call traced (`CheckPhase`) so that a crash or hang names the call.
struct LayoutCheck: Sendable {
    var paths: [String]
    var layoutName: String?
    var itemCount = LayoutCheck.defaultItemCount
    var size = LayoutCheck.defaultSize
    var frames = LayoutCheck.defaultFrames
    /// Seconds the child may take after it starts (loading included, compiling not).
    var timeLimit = LayoutCheck.defaultTimeLimit
    /// An item count checked by sampling (`LayoutConformanceChecker.Options.hugeItemCount`); nil: none.
    var hugeItemCount: Int?
    /// Added to the child's environment (`SwiftToolchain.childEnvironment` spares it a `swiftc --version`).
    var environment: [String: String] = [:]

    static let subcommand = "check-layout"
    static let childFlag = "--in-process"
    static let defaultItemCount = 24
    static let defaultSize = Size(width: 1280, height: 800)
    static let defaultFrames = 300
    static let defaultTimeLimit = 10.0
    /// Seconds the parent waits past `timeLimit` before it kills the child: the child stops itself
    /// at `timeLimit` and names the call it was in.
    static let grace = 2.0
    /// The child's result line on standard output starts with this.
    static let resultMarker = "orbit-check-result: "

    /// The arguments after the executable: `check-layout [--in-process] --layout-file PATH … `.
    func arguments(child: Bool) -> [String] {
        var arguments = [Self.subcommand]
        if child { arguments.append(Self.childFlag) }
        for path in paths { arguments += ["--layout-file", path] }
        if let layoutName { arguments += ["--layout", layoutName] }
        arguments += [
            "--items", String(itemCount), "--size", ParameterValue.format(size.width) + "x" + ParameterValue.format(size.height),
            "--frames", String(frames), "--time-limit", ParameterValue.format(timeLimit),
        ]
        if let hugeItemCount { arguments += ["--huge-items", String(hugeItemCount)] }
        return arguments
    }

    /// This process's executable (`/proc/self/exe` resolved).
    static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    // MARK: - Parent

    /// How a check went, in one line.
    struct Outcome: Hashable, Sendable {
        enum Status: Hashable, Sendable {
            case passed
            /// The layout failed, crashed or hung.
            case failed
            /// The file or the arguments are wrong (the child exited with 2).
            case unusable
        }

        let status: Status
        let line: String
    }

    /// Runs the check in a child process of `executable`. Throws only when the child cannot start.
    func run(executable: String = LayoutCheck.currentExecutable) throws(LiveLayoutError) -> Outcome {
        let check = LayoutChildCheck(
            executable: executable, arguments: arguments(child: true), environment: environment, timeLimit: timeLimit + Self.grace)
        return Self.outcome(of: try check.run(), timeLimit: timeLimit)
    }

    /// The line for a child's report (pure).
    static func outcome(of report: LayoutChildCheck.Report, timeLimit: Double) -> Outcome {
        let output = report.result.standardOutput, errors = report.result.standardError
        let result = lastLine(markedBy: resultMarker, in: output)
        let limit = "did not finish within \(ParameterValue.format(timeLimit)) s (hang)"
        switch report.outcome {
        case .passed:
            let detail = result.map { $0.replacingPrefix("passed: ", with: "") }
            return Outcome(status: .passed, line: "check passed in \(seconds(report.result.seconds)) s" + (detail.map { " (\($0))" } ?? ""))
        case .failed(let line):
            if report.result.termination == .exited(CheckPhase.hangStatus),
                let phase = lastLine(markedBy: CheckPhase.hangMarker, in: errors)
            {
                return Outcome(status: .failed, line: "\(phase) \(limit)")
            }
            if report.result.termination == .exited(2) {
                return Outcome(status: .unusable, line: line.replacingPrefix("orbit \(subcommand): ", with: ""))
            }
            return Outcome(status: .failed, line: result ?? line)
        case .crashed(let crash):
            let phase = lastLine(markedBy: CheckPhase.phaseMarker, in: errors) ?? "the check"
            return Outcome(status: .failed, line: "\(phase) crashed: " + describe(crash))
        case .timedOut:
            let phase = lastLine(markedBy: CheckPhase.hangMarker, in: errors) ?? "the layout"
            return Outcome(status: .failed, line: "\(phase) \(limit)")
        }
    }

    /// `Fatal error: Index out of range at Spiral.swift:42`, or the signal's name (pure).
    static func describe(_ crash: ChildCrash) -> String {
        guard let message = crash.message else { return crash.signalName }
        var text = "Fatal error: " + (message.isEmpty ? crash.signalName : message)
        if let file = crash.file {
            text += " at " + (file.split(separator: "/").last.map(String.init) ?? file) + (crash.line.map { ":\($0)" } ?? "")
        }
        return text
    }

    /// The text after `marker` on the last line of `text` that starts with it (pure).
    static func lastLine(markedBy marker: String, in text: String) -> String? {
        text.split(whereSeparator: \.isNewline).last { $0.hasPrefix(marker) }
            .map { String($0.dropFirst(marker.count)).trimmingCharacters(in: .whitespaces) }
    }

    static func seconds(_ value: Double) -> String { String(format: "%.2f", value) }

    // MARK: - Child

    /// The conformance kit's options for a check: item counts 0, 1, 2, 50 and `itemCount`, bounds
    /// `size`, 1x1 and 0x0, and `hugeItemCount` only when asked.
    var conformanceOptions: LayoutConformanceChecker.Options {
        var options = LayoutConformanceChecker.Options()
        options.itemCounts = Array(Set([0, 1, 2, 50, itemCount])).sorted()
        options.boundsSizes = [size, Size(width: 1, height: 1), .zero]
        options.hugeItemCount = hugeItemCount
        options.hugeBoundsSizes = [size]
        return options
    }

    /// The child's work, in this process: loads the file and checks the layouts. Writes its last
    /// line (`orbit-check-result: …`) to standard output and returns whether it passed; a file or
    /// layout name that is unusable throws.
    func runInProcess() throws(CommandLineError) -> Bool {
        CheckPhase.install(timeLimit: timeLimit)
        let library = try LayoutFiles.compile(paths)
        CheckPhase.current = "make"
        let layouts = try LayoutFiles.load(library)
        let chosen: [LayoutDescriptor]
        if let layoutName {
            guard let layout = layouts.first(where: { $0.name == layoutName }) else {
                let file = library.sources.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
                throw CommandLineError(
                    "--layout: \(file) has no layout '\(layoutName)' (it registers: \(layouts.map(\.name).joined(separator: ", ")))")
            }
            chosen = [layout]
        } else {
            chosen = layouts
        }
        var summaries: [String] = []
        for layout in chosen {
            switch check(layout) {
            case .success(let summary): summaries.append(summary)
            case .failure(let problem):
                Self.say(Self.resultMarker + problem.line)
                return false
            }
        }
        Self.say(Self.resultMarker + "passed: " + summaries.joined(separator: "; "))
        return true
    }

    struct Problem: Error { let line: String }

    /// The conformance kit, then the fuzzer, on `layout` traced.
    func check(_ layout: LayoutDescriptor) -> Result<String, Problem> {
        let traced = layout.traced
        let report = LayoutConformanceChecker(
            makeLayout: { CheckPhase.current = "make"; return (try? traced.makeLayout()) ?? TracedLayout.empty },
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
            var fuzzer = GestureFuzzer(
                .init(
                    seed: 1, layout: traced, catalog: catalog, wanders: false, itemCount: itemCount, boundsSize: size,
                    maximumItemCount: max(itemCount, 1_000)))
            if let violation = fuzzer.run(frames: frames) {
                return .failure(Problem(line: "\(layout.name): fuzz \(violation)"))
            }
            summary += ", \(frames) frames"
        }
        return .success(summary)
    }

    static func format(_ size: Size) -> String { ParameterValue.format(size.width) + "x" + ParameterValue.format(size.height) }

    /// One line on standard output, unbuffered: it must be there even when the process dies next.
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

extension TracedLayout {
    /// A layout with no items (a descriptor that cannot make its defaults; never for a loaded one).
    static var empty: TracedLayout { TracedLayout(base: TracedLayout.Empty()) }

    struct Empty: CollectionViewLayout {
        var context = LayoutContext(boundsSize: .zero, itemCount: 0)
        mutating func prepare(_ context: LayoutContext) { self.context = context }
        var contentSize: Size { context.boundsSize }
        func attributes(in rect: Rect) -> [LayoutAttributes] { [] }
        func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? { nil }
    }
}
