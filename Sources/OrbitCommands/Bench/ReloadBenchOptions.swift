import ArgumentParser
import CollectionLayout
import Foundation
import LiveLayouts
import OrbitRendering
import Playground

/// The options of `orbit bench --reload`, and the run that uses them.
struct ReloadBenchOptions: ParsableArguments {
    static let maximumCycles = 1000
    /// The registration line added to the Examples spiral (a package source, so it has none).
    static let spiralRegistration = "let orbitLayouts: [LayoutDescriptor] = [.spiral]"

    @Option(
        parsing: .unconditional, help: ArgumentHelp("With --reload: timed edits (default 10).", valueName: "n"),
        transform: WholeNumber.parse)
    var cycles: WholeNumber?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("With --reload: timed cycles of each edit-build-relaunch loop (default 2; 0 skips them).", valueName: "n"),
        transform: WholeNumber.parse)
    var baselineCycles: WholeNumber?

    @Flag(help: "With --reload: load each version without checking it in a child process first (as play --watch --no-check).")
    var noCheck = false

    func validate(items: CommaList<ItemCount>?) throws {
        if let cycles { try Bench.check(cycles, flag: "--cycles", maximum: Self.maximumCycles) }
        if let baselineCycles, baselineCycles.value > Self.maximumCycles {
            throw CommandFailure.usage("--baseline-cycles: expected a whole number from 0 to \(Self.maximumCycles), got '\(baselineCycles)'")
        }
        if let items, items.values.count != 1 { throw CommandFailure.usage("--items: --reload takes one item count") }
    }

    func rejectWithoutReload() throws {
        if cycles != nil || baselineCycles != nil || noCheck {
            throw CommandFailure.usage("--cycles, --baseline-cycles and --no-check apply to --reload")
        }
    }

    func run(path: String?, itemCount: Int?, size: Size, json: Bool) throws {
        let compiler: LayoutSourceCompiler
        do {
            compiler = try LayoutSourceCompiler.forRunningExecutable()
        } catch {
            throw CommandFailure.runtime("--reload: \(error.message)")
        }
        let examples = RelaunchBaseline.examplesPackage(modulesDirectory: compiler.modules.directory)
        let spiral = examples.map { $0 + "/Sources/ExampleLayouts/SpiralLayout.swift" }
        guard let source = path ?? spiral else {
            throw CommandFailure.runtime("--reload: give a layout file; the default, the Examples spiral, is not beside this build")
        }
        let check = noCheck ? nil : LayoutCheck.reloaderStartCheck(toolchain: compiler.toolchain, compileLimit: compiler.timeLimit)

        var benchmark = ReloadBenchmark()
        benchmark.configuration.cycles = cycles?.value ?? 10
        benchmark.configuration.itemCount = itemCount ?? benchmark.configuration.itemCount
        benchmark.configuration.boundsSize = size
        benchmark.configuration.check = check != nil
        benchmark.progress = Progress.show
        let result: ReloadBenchmark.Result
        do {
            result = try benchmark.run(
                source: source, registration: path == nil ? Self.spiralRegistration : nil, compiler: compiler, check: check,
                makeDrawer: Self.headlessDrawer)
        } catch let error as LiveLayoutError {
            throw CommandFailure.runtime(error.message)
        }
        Progress.clear()

        var summary = ReloadBenchReport.Summary(result: result)
        let baselineCycles = baselineCycles?.value ?? 2
        if baselineCycles == 0 {
            summary.baselineNote = "not measured (--baseline-cycles 0)"
        } else if path != nil {
            summary.baselineNote = "measured for the default file only (the Examples spiral)"
        } else if let examples, let spiral {
            let root = (examples as NSString).deletingLastPathComponent
            for (name, source, layout) in [
                ("a layout in your package", spiral, "spiral"),
                ("a built-in layout", root + "/Sources/CollectionLayoutCore/Layouts/CircleLayout.swift", "ring"),
            ] {
                let baseline = RelaunchBaseline(
                    name: name, packageDirectory: examples, touchedSource: source, layoutName: layout,
                    configuration: RelaunchBaseline.configuration(modulesDirectory: compiler.modules.directory),
                    swift: (compiler.toolchain.swiftc as NSString).deletingLastPathComponent + "/swift",
                    itemCount: benchmark.configuration.itemCount, width: Int(size.width), height: Int(size.height),
                    progress: Progress.show)
                do {
                    summary.baselines.append((name, try baseline.run(cycles: baselineCycles)))
                } catch {
                    summary.baselineNote = "\(name): not measured: \(error)"
                    break
                }
            }
            Progress.clear()
        }
        print(json ? ReloadBenchReport.json(summary) : ReloadBenchReport.table(summary))
    }

    /// Frames drawn by the playground's headless renderer, as a window of `size` would show them.
    static func headlessDrawer(size: Size) throws -> ReloadBenchmark.FrameDrawer {
        let renderer: HeadlessRenderer
        do {
            renderer = try HeadlessRenderer(width: Int(size.width), height: Int(size.height))
        } catch {
            throw CommandFailure.runtime("cannot draw headless frames: \(error.message)")
        }
        return { session in
            // The items alone (one query, without the elements), as the benchmark has always drawn them.
            let shown = FrameSnapshot(session, showing: DisplayedContent(items: session.displayedItems, elements: []))
            _ = renderer.draw(items: shown.items, viewport: shown.viewport())
        }
    }
}
