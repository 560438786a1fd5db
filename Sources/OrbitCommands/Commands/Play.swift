import ArgumentParser
import CollectionLayout
import Foundation
import LiveLayouts
import Playground

/// `orbit play` (also `orbit` alone): the playground window.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Open the playground window (the default command).",
        discussion: """
            Left-drag scrolls, the wheel pinches, right-drag rotates, a click deletes an item or inserts one; \
            Space switches to the partner layout, 1…0 and Tab choose layouts, H toggles the HUD, L, F, M, S and T \
            toggle the overlays (labels, frames, minimap, snap target, trail), P saves a screenshot, Esc or Q quits (docs/reference/INTERACTION.md). \
            With --sections 10,5,20 (a layout that lays out sections, such as flow), N, X and J insert, delete and move a \
            section and a click on a header folds it. Needs a display: under xvfb-run without one, or use \
            orbit shot for headless frames. With --profile or --trace-events, vsync is off and the loop paces itself, so that \
            present_ms is the present's own cost.

            With --watch FILE.swift (or a folder), Orbit compiles the file's layouts (its line \
            `let orbitLayouts: [LayoutDescriptor] = [...]`), starts with the first, and on every save compiles, \
            checks (orbit check-layout, in a child process) and loads the new version, which animates in with the \
            session's items, offset and gestures kept; a version that does not compile or fails its check is shown \
            in a panel (Backspace dismisses it) and the last good one keeps running. --layout and --set may name the \
            file's layouts and keys; the check runs with the session's layout and settings. --resume replays the last \
            session's journal ($XDG_CACHE_HOME/orbit/last-session.jsonl) and goes on from its end; a journal that \
            cannot be replayed is kept aside under a timestamped name, never written over.

            --compare A B splits the window into two panes, each side LAYOUT[:KEY=VALUE…] (':KEY=VALUE' alone \
            varies --layout): the same items and input drive both, a drag in either pane moving both as it \
            would at that place in one window; each pane has its own HUD figures and label. --record then writes \
            pane coordinates, for orbit replay --compare A B. With --watch, --compare-versions keeps the \
            previous version of the file's layouts on the left and the current one on the right.
            """)

    enum Defaults: LayoutOptionDefaults {
        static let layout: String? = "ring"
        static let items: Int? = 20
        static let size: SizeArgument? = SizeArgument(width: 1024, height: 640)
        static let sizeHelp = "The window size"
        static let starting = true
        static let takesSections = true
        static let usesDefaultSections = true
    }

    /// A window is at most this many points a side.
    static let maximumWindowSide = 16384.0

    @OptionGroup var options: LayoutOptions<Defaults>

    @OptionGroup var displayScale: DisplayScaleOption

    @Option(help: ArgumentHelp("Write the session's input to FILE as a script (JSON Lines) for orbit replay.", valueName: "file"))
    var record: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Quit after this many seconds.", valueName: "seconds"),
        transform: PositiveNumber.parse)
    var duration: PositiveNumber?

    @Option(help: ArgumentHelp(
        "Write one CSV row per frame to FILE: frame,t,frame_ms,layout_ms,draw_ms,present_ms,visible,on_screen,left_out.", valueName: "file.csv"))
    var profile: String?

    @OptionGroup var traceEvents: TraceEventsOption

    @OptionGroup var timing: SpringOption

    @OptionGroup var physics: PhysicsOption

    @OptionGroup var content: ContentOption

    @Option(
        parsing: .unconditional,
        help: "The seed of the random insert index (default 1, as orbit replay --seed).",
        transform: Seed.parse)
    var seed: Seed?

    @Option(help: ArgumentHelp(
        "Load the layouts of FILE.swift (or a folder of .swift files) and reload them on every save.",
        valueName: "path"))
    var watch: String?

    @Flag(help: "With --watch: load new versions without running orbit check-layout on them first.")
    var noCheck = false

    @Flag(help: "Replay the last session (its journal) and go on from where it ended.")
    var resume = false

    @OptionGroup var compare: CompareOption

    @OptionGroup var orthogonal: OrthogonalOption

    @Option(
        help: ArgumentHelp(
            "The window's renderer: auto (default: software when the OpenGL driver is a software one such as Mesa's llvmpipe, "
                + "OpenGL otherwise), software or opengl.",
            valueName: "name"),
        transform: RendererArgument.parse)
    var renderer: RendererArgument?

    @Flag(help: "With --watch: split the window, the previous version of the file's layouts on the left, the current on the right.")
    var compareVersions = false

    @OptionGroup var pictures: PictureOptions

    func validate() throws {
        let resolved = try options.resolve()
        let size = resolved.size
        guard size.size.width <= Self.maximumWindowSide, size.size.height <= Self.maximumWindowSide else {
            throw CommandFailure.usage("--size: a window is at most \(Int(Self.maximumWindowSide)) points a side, got '\(size)'")
        }
        if compareVersions, watch == nil {
            throw CommandFailure.usage("--compare-versions: compares the versions of a watched file; add --watch FILE.swift")
        }
        if compareVersions, compare.isOn {
            throw CommandFailure.usage("--compare and --compare-versions cannot be used together")
        }
        try pictures.check(content: content.kind)
        if let profile, !profile.lowercased().hasSuffix(".csv") {
            throw CommandFailure.usage("--profile: expected a .csv file, got '\(profile)'")
        }
    }

    func run() throws {
        var playground: PlaygroundOptions
        if let watch {
            playground = try watching(watch)
        } else {
            let resolved = try options.resolve()
            playground = PlaygroundOptions(
                layout: resolved.descriptor, catalog: CommandContext.catalog, settings: resolved.settings,
                itemCount: resolved.itemCount, windowSize: resolved.boundsSize, recordPath: record, duration: duration?.value,
                profilePath: profile, seed: seed?.value ?? 1)
            playground.sectionItemCounts = resolved.sectionItemCounts
        }
        if compare.isOn {
            let sides = try compare.sides(base: try options.resolve())
            (playground.layout, playground.settings) = (sides[0].descriptor, sides[0].settings)
            playground.compareWith = (sides[1].descriptor, sides[1].settings)
        }
        playground.compareVersions = compareVersions
        playground.renderer = renderer?.choice ?? .auto
        playground.spring = timing.spring?.spring
        playground.imagesPath = pictures.images
        playground.displayScale = displayScale.scale?.value
        playground.imageCacheBytes = pictures.cacheBytes
        playground.physics = physics.settings
        if !orthogonal.orthogonal.isEmpty {
            // Checked on the layout prepared as the window starts: a section that does not scroll
            // orthogonally is one line before any window opens.
            var probe = try playground.layout.makeLayout(playground.settings)
            let counts = playground.sectionItemCounts ?? [playground.itemCount]
            probe.prepare(LayoutContext(boundsSize: playground.windowSize, contentOffset: .zero, sectionItemCounts: counts))
            try orthogonal.apply(to: &probe, name: playground.layout.name)
            playground.orthogonalOffsets = orthogonal.offsets
        }
        playground.content = content.kind
        let journal = PlaygroundOptions.defaultSessionPath()
        playground.sessionPath = journal
        playground.traceEventsPath = traceEvents.path
        playground.resume = resume
        let recorded = SessionSources.arguments(
            watch: watch, layoutFiles: options.layoutFile.paths, directory: FileManager.default.currentDirectoryPath)
        playground.recordSources = { SessionSources.save(recorded, journal: journal) }
        playground.sourceArguments = recorded
        try PlaygroundApp.run(
            playground, warn: { OrbitMain.warn($0, command: "play") },
            say: {
                print($0)
                fflush(nil)
            },
            // A reload's line goes where a failed reload's errors go: every save answers in one stream.
            report: { OrbitMain.report($0, in: [Play.configuration.commandName ?? "play"]) })
    }

    /// `--watch PATH`: the first version, compiled, checked and loaded before parsing
    /// (`WatchStart`, so that `--layout` and `--set` see its layouts), and the reloader for the later ones.
    func watching(_ path: String) throws -> PlaygroundOptions {
        let start = try CommandContext.watchStart ?? WatchStart.start(path: path, arguments: ["play", "--watch", path])
        let size = options.size ?? Defaults.size!
        let itemCount = options.items?.value ?? Defaults.items!
        var firstFailure: LayoutReloader.Failure?
        switch start.outcome {
        case .failed(let failure):
            // The window opens anyway, with the panel (which also prints the errors), and the file
            // is watched until it compiles.
            firstFailure = failure
        case .reloaded(let reload):
            let t = reload.timings
            print(
                "loaded \(reload.layouts.map(\.name).joined(separator: ", ")) from \((path as NSString).lastPathComponent) in "
                    + String(format: "%.2f s (compile %.2f%@, check %@, load %.2f); watching it", t.total, t.compile,
                        reload.wasCached ? " cached" : "", reload.checked ? String(format: "%.2f", t.check) : "skipped", t.load))
        }
        // The file's layouts are in the catalog already (`OrbitMain.run`); `options` were parsed against it.
        let catalog = CommandContext.catalog
        // `--layout`, else the file's first layout, else the first --layout-file's, else ring.
        let resolved = try options.resolve()
        var playground = PlaygroundOptions(
            layout: resolved.descriptor, catalog: catalog, settings: resolved.settings, itemCount: itemCount, windowSize: size.size,
            recordPath: record, duration: duration?.value, profilePath: profile, seed: seed?.value ?? 1)
        if options.sections != nil {
            playground.itemCount = resolved.itemCount
            playground.sectionItemCounts = resolved.sectionItemCounts
        }
        playground.reloader = start.reloader
        playground.watchFailure = firstFailure
        return playground
    }
}
