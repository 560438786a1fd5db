import ArgumentParser
import CollectionLayout
import Playground

/// `orbit play` (also `orbit` alone): the playground window.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open the playground window (the default command).",
        discussion: """
            Left-drag scrolls, the wheel pinches, right-drag rotates, a click deletes an item or inserts one; \
            Space switches to the partner layout, 1…0 and Tab choose layouts, H toggles the HUD, P saves a \
            screenshot, Esc or Q quits (docs/INTERACTION.md). Needs a display: under xvfb-run without one, or use \
            orbit shot for headless frames. With --profile, vsync is off and the loop paces itself, so that \
            present_ms is the present's own cost.
            """)

    enum Defaults: LayoutOptionDefaults {
        static let layout: String? = "ring"
        static let items: Int? = 20
        static let size: SizeArgument? = SizeArgument(width: 1024, height: 640)
        static let sizeHelp = "The window size"
        static let starting = true
    }

    /// A window is at most this many points a side.
    static let maximumWindowSide = 16384.0

    @OptionGroup var options: LayoutOptions<Defaults>

    @Option(help: ArgumentHelp("Write the session's input to FILE as a script (JSON Lines) for orbit replay.", valueName: "file"))
    var record: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Quit after this many seconds.", valueName: "seconds"),
        transform: PositiveNumber.parse)
    var duration: PositiveNumber?

    @Option(help: ArgumentHelp(
        "Write one CSV row per frame to FILE: frame,t,frame_ms,layout_ms,draw_ms,present_ms,visible.", valueName: "file.csv"))
    var profile: String?

    @Option(
        parsing: .unconditional,
        help: "The seed of the random insert index (default 1, as orbit replay --seed).",
        transform: Seed.parse)
    var seed: Seed?

    func validate() throws {
        let size = try options.resolve().size
        guard size.size.width <= Self.maximumWindowSide, size.size.height <= Self.maximumWindowSide else {
            throw CommandLineError("--size: a window is at most \(Int(Self.maximumWindowSide)) points a side, got '\(size)'")
        }
        if let profile, !profile.lowercased().hasSuffix(".csv") {
            throw CommandLineError("--profile: expected a .csv file, got '\(profile)'")
        }
    }

    func run() throws {
        let resolved = try options.resolve()
        let playground = PlaygroundOptions(
            layout: resolved.descriptor, catalog: CommandContext.catalog, settings: resolved.settings,
            itemCount: resolved.itemCount, windowSize: resolved.boundsSize, recordPath: record, duration: duration?.value,
            profilePath: profile, seed: seed?.value ?? 1)
        do {
            try PlaygroundApp.run(playground, warn: { OrbitMain.warn($0, command: "play") }, say: { print($0) })
        } catch {
            throw RuntimeFailure(error.message)
        }
    }
}
