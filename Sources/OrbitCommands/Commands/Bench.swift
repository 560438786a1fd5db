import ArgumentParser
import CollectionLayout
import Foundation
import OrbitSession
import OrbitSupport
import LiveLayouts
import Playground

/// `orbit bench`: what each layout costs per frame as the item count grows, beside the seeds' way.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure layout cost per frame at up to a million items.",
        discussion: """
            For each layout and item count: prepare time; the per-frame query the playground makes \
            for the visible rect (attributes(in:resolution:) at one point per pixel: crowded layouts \
            leave out items covered at a pixel) while sweeping the whole content (turning it, for \
            layouts that do not scroll), p50 and p99 over all runs; the items it returns; the same \
            frames computed the seeds' way (every item's attributes each frame, then filtered) and \
            the ratio; the peak resident memory of the process so far; the bytes of attributes a \
            frame's query returns. Build with -c release for meaningful figures (`make bench`).

            With --sections (instead of --items; N,N,... or SxN for S sections of N items, repeatable) \
            the layouts lay out sections, and a scroll that moves pinned headers goes through the \
            layout's invalidation context as in the playground; --set applies a parameter to every \
            layout measured (`--layout flow --sections 1000x1000 --set headerHeight=40 --set pinHeaders=true`).

            With --render: the frame time of 100, 500 and 1,000 moving sprites (--sprites), and of 100 \
            perspective sprites on a turning cylinder (the 3D row, with its tessellation cost), split into \
            layout, draw and present, p50 and p99 over --frames frames, on SDL's software renderer \
            headless, then in the playground's window (vsync off, present included) with each of its \
            renderers, software (into the window surface) and opengl, when a display is present (run it \
            under xvfb-run -a for Mesa's OpenGL); a last line says which one play's --renderer auto chooses \
            for flat and for 3D items. With --render --panel: the tuning panel's cost instead, the window's \
            frame (the ring's 100 items turning, drawn and presented) with the panel hidden, then shown \
            beside them with its picker listing every layout, p50 and p99, on each window renderer.

            With --reload [PATH]: the live edit loop of `play --watch`, headless: --cycles edits of a \
            working copy of PATH (default: the Examples spiral), each timed from the write to the \
            first frame drawn with the new version, split into detect, compile, check, load and \
            frame (p50, p99), with the resident memory each loaded version costs; then, for the \
            default file, the edit-build-relaunch loops it replaces, --baseline-cycles times each (0 \
            skips them): a layout of the Examples package and a built-in layout touched, swift build, \
            and orbit-examples relaunched to its first frame.

            With --section-edits: a replay of 2,000 section events, one every 0.02 s (section inserts, \
            deletes and moves, and the +, -, N, X and J keys) in a session of 20 sections, per layout \
            (default flow, planner and orthogonal-behaviors), in seconds without and with the trace.
            """)

    /// The largest `--frames` and `--sprites`, and the most `--runs`.
    static let maximumFrames = 100_000, maximumSprites = 100_000, maximumRuns = 100

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Layout names, comma-separated, or all (default all; with --layout-file, the file's layouts).", valueName: "names"),
        transform: LayoutSelection.parse)
    var layout: LayoutSelection?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Item counts, comma-separated (default 1000,100000,1000000).", valueName: "n,n,..."),
        transform: CommaList<ItemCount>.parse)
    var items: CommaList<ItemCount>?

    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Items per section instead of --items, N,N,... or SxN (S sections of N items); repeatable, one row each.",
            valueName: "n,n,...|SxN"),
        transform: SectionCounts.parse)
    var sections: [SectionCounts] = []

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp("A parameter of every layout measured, KEY=VALUE (repeatable; orbit layouts lists the keys).", valueName: "key=value"),
        transform: SettingArgument.parse)
    var settings: [SettingArgument] = []

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Timed frames per sweep (with --render: per renderer and sprite count; default 240).", valueName: "n"),
        transform: WholeNumber.parse)
    var frames: WholeNumber?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Repetitions; figures are medians over them (default 3).", valueName: "n"),
        transform: WholeNumber.parse)
    var runs: WholeNumber?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The bounds size (default 1280x800), WIDTHxHEIGHT in points.", valueName: "WxH"),
        transform: SizeArgument.parse)
    var size = SizeArgument(width: 1280, height: 800)

    @OptionGroup var layoutFile: LayoutFileOption

    @Flag(help: "One JSON object per layout and count instead of the table.")
    var json = false

    @Option(help: ArgumentHelp(
        "Also draw the figures to FILE.png: time per frame against item count, log-log, one colour per layout.",
        valueName: "file.png"))
    var plot: String?

    @Flag(help: "Measure frame time (layout, draw, present) with moving sprites instead of layout cost.")
    var render = false

    @Flag(help: "With --render: the tuning panel's cost instead, frames of the ring in the window with the panel hidden and shown.")
    var panel = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("With --render: sprite counts, comma-separated (default 100,500,1000).", valueName: "n,n,..."),
        transform: CommaList<WholeNumber>.parse)
    var sprites: CommaList<WholeNumber>?

    @Flag(help: "Measure the live edit loop of play --watch (save to first frame) instead of layout cost.")
    var reload = false

    @Argument(help: ArgumentHelp("With --reload: the layout file or folder (default: the Examples spiral).", valueName: "path"))
    var reloadPath: String?

    @OptionGroup var reloadOptions: ReloadBenchOptions

    @OptionGroup var content: ContentOption

    @Flag(
        name: .customLong("section-edits"),
        help: "Measure a replay of 2,000 section edits (inserts, deletes, moves), with and without the trace, instead of layout cost.")
    var sectionEdits = false

    @OptionGroup var pictures: PictureFolderOption

    @OptionGroup var displayScale: DisplayScaleOption

    func validate() throws {
        if sectionEdits, render || reload || plot != nil || json || runs != nil || frames != nil || items != nil || !sections.isEmpty
            || content.kind != .icons
        {
            throw CommandFailure.usage("--section-edits replays its own script: only --layout and --size apply")
        }
        try pictures.check(content: content.kind)
        if content.kind != .icons, render || reload || plot != nil || json || runs != nil {
            throw CommandFailure.usage("--content measures self-sizing: --render, --reload, --plot, --json and --runs do not apply")
        }
        if !sections.isEmpty || !settings.isEmpty {
            if render || reload { throw CommandFailure.usage("--sections and --set apply to the layout benchmark, not to --render or --reload") }
            if items != nil, !sections.isEmpty { throw CommandFailure.usage("--items and --sections cannot be used together") }
        }
        if reload {
            if render || layout != nil || runs != nil || frames != nil {
                throw CommandFailure.usage("--reload measures the edit loop: --render, --layout, --runs and --frames do not apply")
            }
            return try reloadOptions.validate(items: items)
        }
        if reloadPath != nil { throw CommandFailure.usage("unexpected argument '\(reloadPath!)' (a layout file is for --reload)") }
        try reloadOptions.rejectWithoutReload()
        if render {
            if layout != nil || items != nil || runs != nil {
                throw CommandFailure.usage("--layout, --items and --runs apply to the layout benchmark; with --render use --sprites")
            }
            guard size.size.width * size.size.height <= 16_000_000 else {
                throw CommandFailure.usage("--size: \(size) is too large for a rendered frame")
            }
            for count in sprites?.values ?? [] { try Self.check(count, flag: "--sprites", maximum: Self.maximumSprites) }
            if panel, sprites != nil { throw CommandFailure.usage("--panel measures the ring of 100 items; --sprites does not apply") }
        } else if sprites != nil {
            throw CommandFailure.usage("--sprites applies to --render")
        } else if panel {
            throw CommandFailure.usage("--panel applies to --render")
        }
        if let plot {
            if render { throw CommandFailure.usage("--plot draws the layout benchmark; it does not apply to --render") }
            guard plot.lowercased().hasSuffix(".png") else { throw CommandFailure.usage("--plot: expected a .png file, got '\(plot)'") }
        }
        if let frames { try Self.check(frames, flag: "--frames", maximum: Self.maximumFrames) }
        if let runs { try Self.check(runs, flag: "--runs", maximum: Self.maximumRuns) }
    }

    static func check(_ number: WholeNumber, flag: String, maximum: Int) throws(CommandFailure) {
        guard (1...maximum).contains(number.value) else {
            throw CommandFailure.usage("\(flag): expected a whole number from 1 to \(maximum), got '\(number)'")
        }
    }

    /// Nanoseconds on a monotonic clock, for the benchmarks. Each reading is a frame's end for the
    /// guard of a layout file (`GuardedCommand.frameLimitedCommands`): the benchmarks read it
    /// around every frame they time, so a layout that loops for ever is stopped in one frame's limit.
    static func clock() -> UInt64 {
        GuardedCommand.frameFinished()
        return DispatchTime.now().uptimeNanoseconds
    }

    func run() throws {
        if sectionEdits { return try runSectionEdits() }
        // Sprites, the panel and compiles are not a layout file's frames: no frame limit.
        if render, panel { return try GuardedCommand.outsideTheLayout { try runPanel() } }
        if render { return try GuardedCommand.outsideTheLayout { try runRender() } }
        if content.kind != .icons { return try runSelfSizing() }
        if reload {
            return try GuardedCommand.outsideTheLayout {
                try reloadOptions.run(
                    path: reloadPath ?? layoutFile.paths.first, itemCount: items?.values.first?.value, size: size.size, json: json)
            }
        }
        // With --layout-file and no --layout: the file's layouts.
        let loaded = CommandContext.loadedLayouts
        let layouts = layout?.layouts(in: CommandContext.catalog) ?? (loaded.isEmpty ? CommandContext.catalog.entries : loaded)
        let counts = sections.isEmpty ? (items?.values.map(\.value) ?? [1000, 100_000, 1_000_000]).map { [$0] } : sections.map(\.values)
        let settings = settings.map(\.setting)
        // Checked before the measurements, so that a wrong key or a sectionless layout does not cost a run.
        for descriptor in layouts {
            let made: any CollectionViewLayout
            do { made = try descriptor.makeLayout(settings) } catch { throw CommandFailure.usage("--set: " + error.message) }
            if counts.contains(where: { $0.count > 1 }), !made.supportsSections {
                throw LayoutOptions<Play.Defaults>.oneSectionError(descriptor.name)
            }
        }
        var benchmark = LayoutBenchmark(now: Self.clock, residentBytes: ProcessMemory.peakResidentBytes)
        benchmark.configuration.boundsSize = size.size
        benchmark.configuration.displayScale = displayScale.value
        benchmark.configuration.frames = frames?.value ?? 240
        benchmark.configuration.runs = runs?.value ?? 3

        // Checked before the measurements, so that a typo does not cost a run.
        if let plot {
            do {
                try OutputFile(path: plot).close()
            } catch {
                throw CommandFailure.runtime("--plot: \(error.message)")
            }
        }
        if !json { print(BenchReport.tableHeader) }
        var results: [LayoutBenchmark.Result] = []
        let total = layouts.count * counts.count
        var done = 0
        for count in counts {
            for descriptor in layouts {
                done += 1
                let label = count.count > 1 ? SectionCounts(count).shortDescription + " sections x items" : "\(count[0]) items"
                Progress.show("bench: \(descriptor.name), \(label) (\(done)/\(total))")
                GuardedCommand.frameFinished(itemCount: count.reduce(0, +))
                let result = try benchmark.run(descriptor, sections: count, settings: settings)
                Progress.clear()
                print(json ? BenchReport.json(result) : BenchReport.tableRow(result))
                results.append(result)
            }
        }
        if !json, !loaded.isEmpty {
            // Silence would leave the reader guessing whether a file's figures are a debug build's.
            print("layout files compiled with \(LaunchArguments.read(["bench"]).optimization.rawValue), as a release build (play, dump and the rest use -Onone)")
        }
        if let plot {
            let left = BenchPlot.unplottable(results)
            if left > 0 {
                OrbitMain.warn("--plot: \(left) figure\(left == 1 ? "" : "s") of 0 (or at 0 items) left out: a log axis has no 0", command: "bench")
            }
            try BenchPlot.write(results, bounds: size.size, to: plot)
        }
    }

    /// `--render`: every sprite count on the software renderer, then in the window when there is one.
    func runRender() throws {
        let counts = sprites?.values.map(\.value) ?? [100, 500, 1000]
        let bounds = size.size
        var benchmark = RenderBenchmark()
        benchmark.configuration.boundsSize = bounds
        benchmark.configuration.frames = frames?.value ?? 240

        if !json { print(RenderBenchReport.tableHeader) }
        // Each target: the 2D counts, then the 3D row.
        let runs = counts.map { (RenderBenchmark.Scene.flat, $0) } + [(.perspective, Self.perspectiveSprites)]
        var notes: [String] = []
        func measure(_ target: RenderTarget, step: Int, of total: Int) {
            for (index, (scene, count)) in runs.enumerated() {
                Progress.show("bench --render: \(target.name) \(scene.rawValue), \(count) sprites (\(step + index)/\(total))")
                benchmark.configuration.scene = scene
                let result = benchmark.run(sprites: count, on: target)
                Progress.clear()
                print(json ? RenderBenchReport.json(result, size: bounds, presentCall: target.finishCall) : RenderBenchReport.tableRow(result))
                if scene == .perspective { notes.append(RenderBenchReport.tessellationNote(result)) }
            }
        }
        do {
            let software = try RenderTarget.software(size: bounds)
            measure(software, step: 1, of: 3 * runs.count)
        } catch {
            throw CommandFailure.runtime("cannot draw headless frames: \(error.message)")
        }
        // The window's two paths, present included: what `orbit play --renderer software` and
        // `--renderer opengl` draw with; `auto` is one of them, and says which.
        // The probe stays open to the end: SDL counts its video users, so the measured windows
        // open and close without starting the X11 driver again each time (which can fail on a
        // busy X server).
        let probe: RenderTarget
        do {
            probe = try RenderTarget.window(size: Size(width: 64, height: 64), renderer: .auto)
            notes.append("window renderer --renderer auto chooses here: \(probe.autoChoices ?? probe.notice ?? probe.name)")
        } catch {
            OutputFile.writeStandardError("bench: window renderers skipped: \(error.message)\n")
            if !json { for note in notes { print(note) } }
            return
        }
        defer { withExtendedLifetime(probe) {} }
        for (index, choice) in [RendererChoice.software, .opengl].enumerated() {
            do {
                let window = try RenderTarget.window(size: bounds, renderer: choice)
                if let notice = window.notice { OutputFile.writeStandardError("bench: \(notice)\n") }
                measure(window, step: (index + 1) * runs.count + 1, of: 3 * runs.count)
            } catch {
                OutputFile.writeStandardError("bench: window renderer \(choice.rawValue) skipped: \(error.message)\n")
            }
        }
        if !json { for note in notes { print(note) } }
    }

    /// `--render --panel`: the playground's frame in the window with the tuning panel hidden, then
    /// shown, on the software and the OpenGL renderer (`PanelBenchmark`).
    func runPanel() throws {
        var benchmark = PanelBenchmark()
        benchmark.configuration.boundsSize = size.size
        benchmark.configuration.frames = frames?.value ?? 240
        // As in runRender: the probe keeps SDL's video started while the measured windows come and go.
        let probe: RenderTarget
        do {
            probe = try RenderTarget.window(size: Size(width: 64, height: 64), renderer: .auto)
        } catch {
            throw CommandFailure.runtime("--panel needs a window: \(error.message)")
        }
        defer { withExtendedLifetime(probe) {} }
        if !json { print(PanelBenchReport.tableHeader) }
        var notes: [String] = []
        for choice in [RendererChoice.software, .opengl] {
            do {
                let window = try RenderTarget.window(size: size.size, renderer: choice)
                var results: [PanelBenchmark.Result] = []
                for shown in [false, true] {
                    Progress.show("bench --panel: \(window.name), panel \(shown ? "shown" : "hidden")")
                    let result = try benchmark.run(on: window, panelShown: shown)
                    Progress.clear()
                    print(json ? PanelBenchReport.json(result, size: size.size) : PanelBenchReport.tableRow(result))
                    results.append(result)
                }
                notes.append(PanelBenchReport.costNote(hidden: results[0], shown: results[1]))
            } catch {
                OutputFile.writeStandardError("bench: window renderer \(choice.rawValue) skipped: \(error.message)\n")
            }
        }
        if !json { for note in notes { print(note) } }
    }

    /// `--section-edits`: a replay of a stream of section edits per layout (`SectionEditBenchmark`):
    /// flow, the planner and a compositional layout unless `--layout` says otherwise.
    func runSectionEdits() throws {
        let catalog = CommandContext.catalog
        let layouts = try layout?.layouts(in: catalog) ?? SectionEditBenchmark.layouts.map { try catalog.entry(named: $0) }
        var benchmark = SectionEditBenchmark(now: Self.clock)
        benchmark.boundsSize = size.size
        print(SectionEditBenchmark.tableHeader)
        for (index, descriptor) in layouts.enumerated() {
            Progress.show("bench --section-edits: \(descriptor.name) (\(index + 1)/\(layouts.count))")
            let result: SectionEditBenchmark.Result
            do { result = try benchmark.run(descriptor, catalog: catalog) } catch { throw CommandFailure.usage(error.message) }
            Progress.clear()
            print(SectionEditBenchmark.tableRow(result))
        }
    }

    /// The 3D row's sprite count.
    static let perspectiveSprites = 100

    /// `--content captions|photos`: self-sizing cost (`SelfSizingBenchmark`) of the self-sizing
    /// layouts (or `--layout`'s), at 10,000 and 1,000,000 items unless `--items` says otherwise.
    func runSelfSizing() throws {
        let names = ["flow", "waterfall", "justified", "tags"]
        let layouts = try layout?.layouts(in: CommandContext.catalog) ?? names.map { try CommandContext.catalog.entry(named: $0) }
        var benchmark = SelfSizingBenchmark(now: Self.clock)
        benchmark.boundsSize = size.size
        benchmark.displayScale = displayScale.value
        benchmark.frames = frames?.value ?? 240
        let aspects = try pictures.aspectRatios(command: "bench")
        print(SelfSizingBenchmark.tableHeader)
        for count in items?.values.map(\.value) ?? [10_000, 1_000_000] {
            for descriptor in layouts {
                Progress.show("bench --content: \(descriptor.name), \(count) items")
                GuardedCommand.frameFinished(itemCount: count)
                let result = try benchmark.run(descriptor, items: count, content: content.kind, pictures: aspects)
                Progress.clear()
                print(SelfSizingBenchmark.tableRow(result))
            }
        }
    }
}

/// A progress line on standard error, rewritten in place, only when standard error is a terminal:
/// in a log file or a pipe the control codes would be garbage, and the table on standard output
/// already says how far the run got.
enum Progress {
    /// Whether standard error is a terminal (checked once).
    static let isShown = isatty(STDERR_FILENO) == 1

    static func show(_ text: String) {
        if isShown { OutputFile.writeStandardError(line(text)) }
    }

    static func clear() {
        if isShown { OutputFile.writeStandardError(line("")) }
    }

    /// `text` as a progress line: back to the start of the line, erase it, write.
    static func line(_ text: String) -> String { "\r\u{1B}[K" + text }
}
