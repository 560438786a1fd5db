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
            screenshot, Esc or Q quits (INTERACTION.md). Needs a display: under xvfb-run without one, or use \
            orbit shot for headless frames. With --profile, vsync is off and the loop paces itself, so that \
            present_ms is the present's own cost.
            """)

    @Option(help: "The starting layout: \(CommandContext.layoutNames).")
    var layout = "ring"

    @Option(parsing: .unconditional, help: "The starting number of items.")
    var items = "20"

    @Option(help: "The window size, WIDTHxHEIGHT in points.")
    var size = "1024x640"

    @Option(name: .customLong("set"), help: "A parameter of the starting layout, KEY=VALUE (repeatable).")
    var settings: [String] = []

    @Option(help: "Write the session's input to FILE as a script (JSON Lines) for orbit replay.")
    var record: String?

    @Option(parsing: .unconditional, help: "Quit after this many seconds.")
    var duration: String?

    @Option(help: "Write one CSV row per frame to FILE: frame,t,frame_ms,layout_ms,draw_ms,present_ms,visible.")
    var profile: String?

    @Option(help: "The seed of the random insert index (as orbit replay --seed).")
    var seed = "1"

    func run() throws {
        let (descriptor, parsed, _) = try ArgumentParsing.layout(layout, settings: settings)
        let count = try ArgumentParsing.itemCount(items)
        let bounds = try ArgumentParsing.size(size)
        guard bounds.width <= 16384, bounds.height <= 16384 else {
            throw CommandLineError("--size: a window is at most 16384 points a side, got '\(size)'")
        }
        var seconds: Double?
        if let duration {
            let value = try ArgumentParsing.number(duration, flag: "--duration")
            guard value > 0 else { throw CommandLineError("--duration: expected a positive number of seconds, got '\(duration)'") }
            seconds = value
        }
        guard let seedValue = UInt64(seed.trimmingSpaces) else {
            throw CommandLineError("--seed: '\(seed)' is not a whole number >= 0")
        }
        if let profile, !profile.lowercased().hasSuffix(".csv") {
            throw CommandLineError("--profile: expected a .csv file, got '\(profile)'")
        }
        let options = PlaygroundOptions(
            layout: descriptor, catalog: CommandContext.catalog, settings: parsed, itemCount: count, windowSize: bounds, recordPath: record, duration: seconds,
            profilePath: profile, seed: seedValue)
        do {
            try PlaygroundApp.run(options, warn: { OrbitMain.warn($0, command: "play") }, say: { print($0) })
        } catch {
            throw RuntimeFailure(error.message)
        }
    }
}
