import ArgumentParser
import LiveLayouts
import CollectionLayout
import OrbitSession
import OrbitRendering
import Foundation
import Playground

/// `orbit soak`: the playground headless for a long run — the fuzzer's input into a session, every
/// frame drawn with the HUD by SDL's software renderer into memory — and the process's resident
/// memory after warm-up and at the end.
struct Soak: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Run the playground headless for many frames and report its memory.",
        discussion: """
            Drives a session with the gesture fuzzer (its checks on) and draws every frame with icons and \
            HUD on an in-memory software canvas (no display, no files). Reads VmRSS from /proc/self/status \
            after the warm-up frames and at the end, and fails when it grew by --max-growth percent or more. \
            The canvas is small and the item count modest so that 100,000 frames take about ten minutes: \
            the point is what accumulates, not throughput.
            """)

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Frames to run, 1/60 s each (default 100000).", valueName: "n"),
        transform: WholeNumber.parse)
    var frames = WholeNumber(100_000)

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Frames before the first memory reading (default 20000).", valueName: "n"),
        transform: WholeNumber.parse)
    var warmup = WholeNumber(20_000)

    @Option(parsing: .unconditional, help: "The seed, a whole number >= 0 (default 1).", transform: Seed.parse)
    var seed = Seed(1)

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The window size in points (default 1280x800), WIDTHxHEIGHT; frames are drawn scaled into --canvas.", valueName: "WxH"),
        transform: SizeArgument.parse)
    var size = SizeArgument(width: 1280, height: 800)

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The canvas size in pixels (default 320x200), WIDTHxHEIGHT.", valueName: "WxH"),
        transform: SizeArgument.parse)
    var canvas = SizeArgument(width: 320, height: 200)

    @Option(
        name: .customLong("max-items"), parsing: .unconditional,
        help: ArgumentHelp("The largest item count the fuzzer asks for (default 300).", valueName: "n"),
        transform: ItemCount.parse)
    var maximumItems = ItemCount(300)

    @Option(
        name: .customLong("max-growth"), parsing: .unconditional,
        help: ArgumentHelp("The memory growth that fails the run, percent (default 10).", valueName: "percent"),
        transform: PositiveNumber.parse)
    var maximumGrowth = PositiveNumber(10)

    @Option(
        name: .customLong("rss-every"), parsing: .unconditional,
        help: ArgumentHelp("Also print the RSS every this many frames (default 0: never).", valueName: "n"),
        transform: WholeNumber.parse)
    var rssEvery = WholeNumber(0)

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Items per section at the start, N,N,... (default: one section of 24 items): section updates too, on the "
                + "layouts that lay out sections.",
            valueName: "n,n,..."),
        transform: SectionCounts.parse)
    var sections: SectionCounts?

    @OptionGroup var layoutFile: LayoutFileOption

    @OptionGroup var content: ContentOption

    @OptionGroup var pictures: PictureFolderOption

    @OptionGroup var displayScale: DisplayScaleOption

    @Flag(name: .customLong("no-hud"), help: "Draw without the HUD.")
    var noHUD = false

    @Flag(name: .customLong("no-draw"), help: "Run the session without drawing (to tell the renderer's memory from the model's).")
    var noDraw = false

    /// The largest canvas, pixels.
    static let maximumCanvasPixels = 16_000_000.0

    func validate() throws {
        try pictures.check(content: content.kind)
        guard (1...Fuzz.maximumFrames).contains(frames.value) else {
            throw CommandFailure.usage("--frames: expected 1 to \(Fuzz.maximumFrames), got \(frames)")
        }
        guard warmup.value < frames.value else { throw CommandFailure.usage("--warmup: must be less than --frames (\(frames))") }
        let pixels = canvas.size
        guard pixels.width.rounded() >= 1, pixels.height.rounded() >= 1, pixels.width * pixels.height <= Self.maximumCanvasPixels
        else {
            throw CommandFailure.usage("--canvas: expected 1x1 to 4000x4000 pixels, got '\(canvas)'")
        }
    }

    func run() throws {
        let (total, warmupFrames, seedValue, pixels) = (frames.value, warmup.value, seed.value, canvas.size)
        let growthLimit = maximumGrowth.value
        let catalog = CommandContext.catalog
        // With --sections, among the layouts that lay out sections.
        let starts = catalog.entries
        guard !starts.isEmpty else { throw CommandFailure.usage("--sections: no layout of the catalog lays out sections") }
        var configuration = GestureFuzzer.Configuration(
            // With --layout-file: start at the file's first layout (and still switch between all).
            seed: seedValue, layout: CommandContext.defaultLoadedLayout ?? starts[Int(seedValue % UInt64(starts.count))],
            catalog: catalog, itemCount: 24, boundsSize: size.size, maximumItemCount: maximumItems.value, keepsEvents: false,
            sectionItemCounts: sections?.values)

        let renderer: HeadlessRenderer
        renderer = try HeadlessRenderer(width: Int(pixels.width.rounded()), height: Int(pixels.height.rounded()), hud: !noHUD)
        for warning in renderer.warnings { OrbitMain.warn(warning, command: "soak") }
        // Captions and photos are drawn, `--images` decoded as shot decodes them; the layouts take
        // the pictures' sizes read from their headers.
        let source = try renderer.useContent(
            ContentOptions(kind: content.kind, imagesPath: pictures.images), seed: seedValue, warn: { OrbitMain.warn($0, command: "soak") }).0
        configuration.content = content.kind
        if pictures.images != nil { configuration.pictureAspectRatios = source.pictureAspectRatios }
        configuration.displayScale = displayScale.value

        let every = rssEvery.value
        var fuzzer = GestureFuzzer(configuration)
        var run = SoakRun(renderer: renderer, canvas: pixels)
        let started = Stopwatch.now()
        var startResident = 0
        for frame in 0..<total {
            if frame == warmupFrames { startResident = ProcessMemory.residentBytes() }
            if let violation = fuzzer.step() {
                throw CommandFailure.runtime(
                    "seed \(seedValue), \(violation); reproduce with: orbit fuzz "
                        + (configuration.fuzzArguments + ["--frames", String(frame + 1)]).joined(separator: " "))
            }
            if every > 0, frame % every == 0 {
                print("frame \(frame): RSS \(String(format: "%.1f MB", Double(ProcessMemory.residentBytes()) / 1_048_576))")
                fflush(nil)  // progress shows as it happens, also when stdout is a file
            }
            if !noDraw, let problem = run.draw(fuzzer.session, frame: frame) {
                throw CommandFailure.runtime("seed \(seedValue), frame \(frame): \(problem)")
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
        guard startResident > 0 else { throw CommandFailure.runtime("cannot read VmRSS from /proc/self/status; \(summary)") }
        guard growth < growthLimit else { throw CommandFailure.runtime("memory grew too much: \(summary)") }
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
    mutating func draw(_ session: Session, frame: Int) -> String? {
        let bounds = session.boundsSize
        // A window with no area draws nothing, as a minimized playground window does.
        guard bounds.width >= 1, bounds.height >= 1 else { return nil }
        // A power of two, as display scales are: the HUD reopens its fonts when the scale changes,
        // which a real window does only when it moves to another display.
        let fit = min(4, canvas.width / bounds.width, canvas.height / bounds.height)
        let scale = Foundation.pow(2, Foundation.floor(Foundation.log2(max(fit, 1.0 / 64))))
        // The items alone, as the soak has always drawn them (one query, without the elements).
        let shown = FrameSnapshot(session, showing: DisplayedContent(items: session.displayedItems, elements: []))
        if frame % 15 == 0 {
            status = HUDStatus(
                layout: shown.hud.descriptor, itemCount: shown.hud.itemCount, framesPerSecond: 60, layoutMilliseconds: Double(frame % 7),
                drawMilliseconds: Double(frame % 11), contentOffset: shown.contentOffset, scale: shown.hud.gestureScale,
                rotation: shown.hud.gestureRotation)
        }
        let list = renderer.draw(items: shown.items, viewport: shown.viewport(pixelScale: scale), status: status).list
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
