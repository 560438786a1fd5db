import ArgumentParser
import CollectionLayout
import Foundation
import Playground

/// `orbit soak`: the playground headless for a long run — the fuzzer's input into a session, every
/// frame drawn with the HUD by SDL's software renderer into memory — and the process's resident
/// memory after warm-up and at the end.
struct Soak: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the playground headless for many frames and report its memory.",
        discussion: """
            Drives a session with the gesture fuzzer (its checks on) and draws every frame with icons and \
            HUD on an in-memory software canvas (no display, no files). Reads VmRSS from /proc/self/status \
            after the warm-up frames and at the end, and fails when it grew by --max-growth percent or more. \
            The canvas is small and the item count modest so that 100,000 frames take about ten minutes: \
            the point is what accumulates, not throughput.
            """)

    @Option(parsing: .unconditional, help: "Frames to run (1/60 s each).")
    var frames = "100000"

    @Option(parsing: .unconditional, help: "Frames before the first memory reading.")
    var warmup = "20000"

    @Option(parsing: .unconditional, help: "The seed (a whole number >= 0).")
    var seed = "1"

    @Option(help: "The window size in points, WIDTHxHEIGHT; frames are drawn scaled into --canvas.")
    var size = "1280x800"

    @Option(help: "The canvas size in pixels, WIDTHxHEIGHT.")
    var canvas = "320x200"

    @Option(name: .customLong("max-items"), parsing: .unconditional, help: "The largest item count the fuzzer asks for.")
    var maximumItems = "300"

    @Option(name: .customLong("max-growth"), parsing: .unconditional, help: "The memory growth that fails the run, percent.")
    var maximumGrowth = "10"

    @Option(name: .customLong("rss-every"), parsing: .unconditional, help: "Also print the RSS every this many frames (0: never).")
    var rssEvery = "0"

    @Flag(name: .customLong("no-hud"), help: "Draw without the HUD.")
    var noHUD = false

    @Flag(name: .customLong("no-draw"), help: "Run the session without drawing (to tell the renderer's memory from the model's).")
    var noDraw = false

    func run() throws {
        let total = try ArgumentParsing.itemCount(frames, flag: "--frames")
        let warmupFrames = try ArgumentParsing.itemCount(warmup, flag: "--warmup")
        guard total >= 1, total <= Fuzz.maximumFrames else {
            throw CommandLineError("--frames: expected 1 to \(Fuzz.maximumFrames), got \(total)")
        }
        guard warmupFrames < total else { throw CommandLineError("--warmup: must be less than --frames (\(total))") }
        guard let seedValue = UInt64(seed.trimmingSpaces) else {
            throw CommandLineError("--seed: '\(seed)' is not a whole number >= 0")
        }
        let bounds = try ArgumentParsing.size(size)
        let pixels = try ArgumentParsing.size(canvas, flag: "--canvas")
        guard pixels.width.rounded() >= 1, pixels.height.rounded() >= 1, pixels.width * pixels.height <= 16_000_000 else {
            throw CommandLineError("--canvas: expected 1x1 to 4000x4000 pixels, got '\(canvas)'")
        }
        let growthLimit = try ArgumentParsing.number(maximumGrowth, flag: "--max-growth")
        guard growthLimit > 0 else { throw CommandLineError("--max-growth: expected a positive percentage, got '\(maximumGrowth)'") }
        let configuration = GestureFuzzer.Configuration(
            seed: seedValue, layout: CommandContext.catalog.entries[Int(seedValue % UInt64(CommandContext.catalog.entries.count))],
            catalog: CommandContext.catalog, itemCount: 24,
            boundsSize: bounds, maximumItemCount: try ArgumentParsing.itemCount(maximumItems, flag: "--max-items"),
            keepsEvents: false)

        let renderer: HeadlessRenderer
        do {
            renderer = try HeadlessRenderer(width: Int(pixels.width.rounded()), height: Int(pixels.height.rounded()), hud: !noHUD)
        } catch {
            throw RuntimeFailure(error.message)
        }
        for warning in renderer.warnings { OrbitMain.warn(warning, command: "soak") }

        let every = try ArgumentParsing.itemCount(rssEvery, flag: "--rss-every")
        var fuzzer = GestureFuzzer(configuration)
        var run = SoakRun(renderer: renderer, canvas: pixels)
        let started = Stopwatch.now()
        var startResident = 0
        for frame in 0..<total {
            if frame == warmupFrames { startResident = ProcessMemory.residentBytes() }
            if let violation = fuzzer.step() {
                throw RuntimeFailure(
                    "seed \(seedValue), \(violation); reproduce with: orbit fuzz "
                        + (configuration.fuzzArguments + ["--frames", String(frame + 1)]).joined(separator: " "))
            }
            if every > 0, frame % every == 0 {
                print("frame \(frame): RSS \(String(format: "%.1f MB", Double(ProcessMemory.residentBytes()) / 1_048_576))")
                fflush(nil)  // progress shows as it happens, also when stdout is a file
            }
            if !noDraw, let problem = run.draw(fuzzer.session, frame: frame) {
                throw RuntimeFailure("seed \(seedValue), frame \(frame): \(problem)")
            }
        }
        let endResident = ProcessMemory.residentBytes()
        let seconds = (Stopwatch.now() - started) / 1000
        let growth = startResident > 0 ? Double(endResident - startResident) / Double(startResident) * 100 : 0
        let megabytes = { (bytes: Int) in String(format: "%.1f MB", Double(bytes) / 1_048_576) }
        let summary = "soak seed \(seedValue): \(total) frames (\(run.drawnFrames) drawn, \(run.sprites) sprites) in "
            + String(format: "%.0f s", seconds) + "; RSS after \(warmupFrames) warm-up frames \(megabytes(startResident)), "
            + "at the end \(megabytes(endResident)) (" + String(format: "%+.1f%%", growth) + ", limit "
            + String(format: "%g%%", growthLimit) + "); " + Fuzz.summaryLine(fuzzer)
        guard startResident > 0 else { throw RuntimeFailure("cannot read VmRSS from /proc/self/status; \(summary)") }
        guard growth < growthLimit else { throw RuntimeFailure("memory grew too much: \(summary)") }
        print(summary)
    }
}

/// Draws a soak's frames: the session's window scaled into the canvas, the HUD refreshed four
/// times a second, every sprite checked for finite geometry.
struct SoakRun {
    let renderer: HeadlessRenderer
    let canvas: Size
    var drawnFrames = 0
    var sprites = 0
    var status: HUDStatus?

    init(renderer: HeadlessRenderer, canvas: Size) {
        self.renderer = renderer
        self.canvas = canvas
    }

    /// Draws `session` as frame `frame`; returns what is wrong with the draw list, if anything.
    mutating func draw(_ session: PlaygroundSession, frame: Int) -> String? {
        let bounds = session.boundsSize
        // A window with no area draws nothing, as a minimized playground window does.
        guard bounds.width >= 1, bounds.height >= 1 else { return nil }
        // A power of two, as display scales are: the HUD reopens its fonts when the scale changes,
        // which a real window does only when it moves to another display.
        let fit = min(4, canvas.width / bounds.width, canvas.height / bounds.height)
        let scale = Foundation.pow(2, Foundation.floor(Foundation.log2(max(fit, 1.0 / 64))))
        let viewport = Viewport(size: bounds, contentOffset: session.contentOffset, pixelScale: scale)
        if frame % 15 == 0 {
            status = HUDStatus(
                layout: session.descriptor, itemCount: session.itemCount, framesPerSecond: 60, layoutMilliseconds: Double(frame % 7),
                drawMilliseconds: Double(frame % 11), contentOffset: session.contentOffset, scale: session.gestureScale,
                rotation: session.gestureRotation)
        }
        let list = renderer.draw(items: session.displayedItems, viewport: viewport, status: status).list
        drawnFrames += 1
        sprites += list.sprites.count
        for sprite in list.sprites {
            guard sprite.destination.origin.isFinite, sprite.destination.size.isFinite, sprite.angle.isFinite,
                sprite.rotationCenter.isFinite, sprite.alpha.isFinite
            else { return "item \(sprite.itemID) is drawn with non-finite geometry: \(sprite)" }
        }
        return nil
    }
}
