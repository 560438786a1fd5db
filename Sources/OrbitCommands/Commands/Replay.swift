import ArgumentParser
import LiveLayouts
import CollectionLayout
import OrbitSession
import OrbitSupport
import OrbitRendering
import Foundation
import Playground

/// `orbit replay SCRIPT`: plays a recorded script at a fixed 60 steps per second with no window
/// and no wall clock, and writes the trace (docs/reference/INTERACTION.md).
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay an input script without a window and write a trace.",
        discussion: """
            The script is JSON Lines, one input event per line (docs/reference/INTERACTION.md). Frame k is at t = k/60 \
            seconds: its input is handled, animations advance, then --trace writes one JSON object for it. \
            Without --until the replay ends when everything is at rest after the last event (at most \
            \(Int(ScriptReplay.maximumSettleTime)) s later). The same script and options always give the \
            same trace. A script whose first event is a size starts at that size unless --size is given. With \
            --compare A B, two sessions of --size each handle the script's events (positions in pane \
            coordinates, as orbit play --compare records them); --frames and --video draw both panes side by \
            side, --trace and the summary follow pane A.
            """)

    @Argument(help: "The script: JSON Lines, one input event per line.")
    var script: String

    enum Defaults: LayoutOptionDefaults {
        static let layout: String? = "ring"
        static let items: Int? = 20
        static let size: SizeArgument? = SizeArgument(width: 1280, height: 800)
        static let sizeHelp = "The window size"
        static let starting = true
        static let takesSections = true
    }

    @OptionGroup var options: LayoutOptions<Defaults>

    @OptionGroup var displayScale: DisplayScaleOption

    @OptionGroup var timing: SpringOption

    @OptionGroup var physics: PhysicsOption

    @OptionGroup var content: ContentOption

    @OptionGroup var pictures: PictureFolderOption

    @Option(
        parsing: .unconditional,
        help: "The seed of the random insert index, a whole number >= 0 (default 1).",
        transform: Seed.parse)
    var seed: Seed?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Stop after the frame at this time, 0 to \(Int(Script.maximumTime)) seconds.", valueName: "seconds"),
        transform: NonNegativeNumber.parse)
    var until: NonNegativeNumber?

    @Option(help: ArgumentHelp("Write the trace to FILE, or to standard output with '-'.", valueName: "file"))
    var trace: String?

    @Option(help: ArgumentHelp("Also render every frame headless to DIR/frame-NNNNN.png.", valueName: "dir"))
    var frames: String?

    @Option(help: ArgumentHelp(
        "Also render every frame headless into a video: FILE.mp4 (H.264, 60 fps) or FILE.gif (50 fps, one palette), through ffmpeg.",
        valueName: "file"))
    var video: String?

    @OptionGroup var traceEvents: TraceEventsOption

    @OptionGroup var compare: CompareOption

    @Option(
        help: ArgumentHelp(
            "With --frames or --video: draw these overlays on every frame, comma-separated: \(OverlayArgument.names), all "
                + "(the playground's L, F, M, S, T keys).",
            valueName: "list"),
        transform: OverlayArgument.parse)
    var overlay: OverlayArgument?

    func run() throws {
        let standardOutput = OutputFile.standardOutput()
        try execute { text throws(FileError) in try standardOutput.write(text) }
    }

    /// Everything `run` does, with standard output as `write`, so tests can drive it. A trace
    /// file that cannot be written whole is removed and named in one line (exit 1).
    func execute(write: (String) throws(FileError) -> Void) throws {
        let replay = try makeReplay()
        // With a layout file: a script that sets more items than the command line gives the frame
        // that lays them out their limit from the start.
        GuardedCommand.frameFinished(
            itemCount: Self.itemCountBound(of: replay.steps.compactMap(\.action), starting: replay.session.itemCount))
        let frameWriter = try makeFrameWriter(events: replay.steps)
        let recorder = try traceEvents.recorder(processName: "orbit replay \((script as NSString).lastPathComponent)")
        // A `FileError` is a runtime failure: one line, exit 1 (`OrbitMain`).
        let traceFile = try trace.flatMap { path throws(FileError) in path == "-" ? nil : try OutputFile(path: path) }
        func writeTrace(_ text: String) throws(FileError) {
            if let traceFile { try traceFile.write(text) } else { try write(text) }
        }

        var player = replay
        var frames = 0
        var buffer = ""
        var observed = 0
        let frameMilliseconds = 1000 / Double(ScriptReplay.stepsPerSecond)
        /// Writes what frame `frame` at `time` seconds gives: its picture, trace events and trace line.
        func record(_ frame: Int, _ time: Double, _ session: Session, _ partner: Session?) throws {
            frames = frame + 1
            try frameWriter?.write(frame, session, partner: partner)
            if let recorder {
                // The events handled before this frame, at their own times on the script's clock.
                while observed < replay.steps.count, ScriptReplay.isDue(replay.steps[observed], atFrameTime: time) {
                    recorder.handled(replay.steps[observed].step, at: replay.steps[observed].time * 1000)
                    observed += 1
                }
                recorder.frameEnded(
                    FrameTiming(frame: frame, start: time * 1000, end: time * 1000 + frameMilliseconds, visible: session.displayedItems.count),
                    session: session)
            }
            if trace != nil {
                buffer += ReplayTrace.line(frame: frame, time: time, session: session)
                buffer += "\n"
                if buffer.utf8.count >= 1 << 16 {
                    try writeTrace(buffer)
                    buffer = ""
                }
            }
        }
        try player.runPanes { frame, time, session, partner in
            // With a layout file, each frame of the layout's work has its time limit; what is written
            // for it here does not count (`GuardedCommand.frameLimitedCommands`).
            GuardedCommand.frameFinished(itemCount: max(session.itemCount, partner?.itemCount ?? 0))
            try GuardedCommand.outsideTheLayout { try record(frame, time, session, partner) }
        }
        try GuardedCommand.outsideTheLayout {
            if !buffer.isEmpty { try writeTrace(buffer) }
            try traceFile?.close()
            // ffmpeg finishes the file before the command says it is done.
            _ = try frameWriter?.finish()
            try recorder?.finish()
            if trace == nil { try write(Self.summary(of: player, frames: frames) + "\n") }
        }
    }

    /// At least as many items as a session of `starting` items holds at any time while it takes
    /// `events` (pure): the largest count set, plus every section inserted (keys add one item at a
    /// time and are left out).
    ///
    /// - Complexity: O(events).
    static func itemCountBound(of events: [SessionAction], starting: Int) -> Int {
        var largest = starting, inserted = 0
        for event in events {
            switch event {
            case .setItemCount(let count): largest = max(largest, count)
            case .setSections(let counts): largest = max(largest, counts.reduce(0, +))
            case .insertSection(_, let count): inserted += count
            default: break
            }
        }
        return largest + inserted
    }

    /// The line printed without `--trace`: the events actually replayed (an `--until` before the
    /// last event leaves some out, and says so), the frames, and where the session ended.
    static func summary(of player: ScriptReplay, frames: Int) -> String {
        let session = player.session
        let handled = player.handledEventCount, total = player.steps.count
        let events =
            handled == total
            ? "\(total) events"
            : "\(handled) of \(total) events (--until \(player.until ?? 0) s stops before the other \(total - handled))"
        let line = "replayed \(events) in \(frames) frame\(frames == 1 ? "" : "s"): \(session.layoutName), \(session.itemCount) items, "
            + "offset \(session.contentOffset.x),\(session.contentOffset.y)"
        guard let partner = player.partner else { return line }
        return line + "; B: \(partner.layoutName), \(partner.itemCount) items, offset \(partner.contentOffset.x),\(partner.contentOffset.y)"
    }

    /// Renders replayed frames to `--frames DIR` and `--video FILE`, with the pointer trail of the
    /// script's events; each frame is drawn once for both.
    final class FrameSink {
        let renderer: FrameImageRenderer
        let directory: FrameDirectoryWriter?
        let videoPath: String?
        let events: [TimedStep]
        /// Started at the first frame, at its size (later frames are fitted to it).
        private(set) var video: VideoEncoder?
        private var trail = PointerTrail()
        private var next = 0
        private var last: OverlayState?
        /// Side by side: the overlays' last state of pane B.
        private var lastPartner: OverlayState?

        init(renderer: FrameImageRenderer, directory: FrameDirectoryWriter?, videoPath: String?, events: [TimedStep]) {
            self.renderer = renderer
            self.directory = directory
            self.videoPath = videoPath
            self.events = events
        }

        func write(_ frame: Int, _ session: Session, partner: Session? = nil) throws {
            let time = ScriptReplay.time(ofFrame: frame)
            // The events the replay handled by this frame (ScriptReplay's rule: t up to the frame's).
            while next < events.count, events[next].time <= time + 1e-9 {
                if case .input(let input)? = events[next].event { trail.record(input, at: events[next].time) }
                next += 1
            }
            let shown = FrameSnapshot(session)
            let state = renderer.overlays.isEmpty
                ? nil : OverlayState(frame: shown, overlays: renderer.overlays, trail: trail, time: time, previous: last)
            last = state
            let image: PixelImage
            if let partner {
                let partnerShown = FrameSnapshot(partner)
                var partnerState: OverlayState?
                if !renderer.overlays.isEmpty {
                    partnerState = OverlayState(
                        frame: partnerShown, overlays: renderer.overlays, trail: trail, time: time, previous: lastPartner)
                    lastPartner = partnerState
                }
                let sides = [(session: session, frame: shown), (session: partner, frame: partnerShown)]
                let panes = sides.enumerated().map { index, side in
                    let label = ComparePanes.label(pane: index, layoutName: side.session.layoutName, settings: side.session.settings)
                    return PaneFrame(side.frame, label: label)
                }
                image = try renderer.renderPanes(
                    panes, states: [state, partnerState], paneSize: session.boundsSize, content: session.contentKind, seed: session.seed)
            } else {
                image = try renderer.render(
                    items: shown.items, elements: shown.elements, sectionItemCounts: shown.sectionItemCounts, bounds: shown.boundsSize,
                    contentOffset: shown.contentOffset, state: state, content: session.contentKind, seed: session.seed)
            }
            try directory?.write(image, frame: frame)
            if let videoPath {
                if video == nil { video = try VideoEncoder(path: videoPath, width: image.width, height: image.height) }
                try video?.write(rgba: image.bytes, width: image.width, height: image.height)
            }
        }

        /// Ends the video (ffmpeg writes the file); returns its frame count, nil without `--video`.
        func finish() throws -> Int? {
            try video?.finish()
        }
    }

    func makeFrameWriter(events: [TimedStep]) throws -> FrameSink? {
        guard frames != nil || video != nil else { return nil }
        if let video {
            // Checked before the replay runs: a typo or a missing ffmpeg costs no rendering.
            guard VideoEncoder.Format(path: video) != nil else { throw CommandFailure.usage("--video: expected a .mp4 or .gif file, got '\(video)'") }
            try VideoEncoder.checkReady(path: video)
        }
        let directory = try frames.map { folder throws(SDLError) in try FrameDirectoryWriter(directory: folder) }
        let renderer = FrameImageRenderer(overlays: overlay?.overlays ?? [])
        for warning in renderer.warnings { OrbitMain.warn(warning, command: "replay") }
        renderer.warn = { OrbitMain.warn($0, command: "replay") }
        return FrameSink(renderer: renderer, directory: directory, videoPath: video, events: events)
    }

    func validate() throws {
        try pictures.check(content: content.kind)
        if overlay != nil, frames == nil, video == nil {
            throw CommandFailure.usage("--overlay: draws on the frames of --frames DIR or --video FILE; add one")
        }
        if let until, until.value > Script.maximumTime {
            throw CommandFailure.usage("--until: expected 0 to \(Int(Script.maximumTime)) seconds, got '\(until)'")
        }
    }

    /// Parses the options and the script into a ready replay.
    func makeReplay() throws(CommandFailure) -> ScriptReplay {
        let resolved = try options.resolve()
        let events = try Self.readScript(at: script)
        // Side by side: one session per side, the same items, size and seed.
        let sides = compare.isOn ? try compare.sides(base: resolved) : [.init(descriptor: resolved.descriptor, settings: resolved.settings)]
        var sessions: [Session] = []
        for side in sides {
            var session: Session
            do {
                session = try Session(
                    layout: side.descriptor, settings: side.settings, catalog: CommandContext.catalog,
                    sectionItemCounts: resolved.sectionItemCounts,
                    boundsSize: Self.startingSize(events: events, given: options.size?.size) ?? resolved.boundsSize,
                    seed: seed?.value ?? 1)
            } catch {
                throw CommandFailure.usage(error.message)
            }
            // The start's options, as the events a recorded session begins with would set them.
            if let spring = timing.spring { session.send(.timing(spring.spring), at: session.time) }
            for key in PhysicsKey.allCases { if let value = physics.settings[key] { session.send(.physics(key, value), at: session.time) } }
            sessions.append(session)
        }
        let aspects = try pictures.aspectRatios(command: "replay")
        for index in sessions.indices {
            sessions[index].setDisplayScale(displayScale.value)
            if let aspects { sessions[index].setPictures(aspectRatios: aspects) }
            // A script's own `content` events come after and win.
            sessions[index].send(.content(content.kind), at: sessions[index].time)
        }
        return ScriptReplay(session: sessions[0], partner: sessions.count > 1 ? sessions[1] : nil, steps: events, until: until?.value, keys: KeyBindings.playground)
    }

    /// The size a replay starts at when it is not `given` (`--size`): the script's first event's,
    /// when that is a size event, so that the session does not start at the default and resize
    /// (a fling's snap would otherwise be computed for the wrong bounds). Nil: the default.
    static func startingSize(events: [TimedStep], given: Size?) -> Size? {
        if let given { return given }
        guard case .input(.resize(let size))? = events.first?.event else { return nil }
        return size
    }

    /// Reads and parses a script file; any problem is one line naming the file (and line).
    static func readScript(at path: String) throws(CommandFailure) -> [TimedStep] {
        let data: Data
        do {
            // A regular file only: a FIFO would block the replay before it started.
            data = Data(try RegularFile.read(path))
        } catch {
            throw CommandFailure.usage("cannot read script '\(path)': \(error.reason)")
        }
        do {
            let parsed = try Script.read(data, catalog: CommandContext.catalog, keys: KeyBindings.playground)
            for warning in parsed.warnings { OrbitMain.warn(warning.described(in: path), command: "replay") }
            return parsed.steps
        } catch {
            throw CommandFailure.usage("\(path) \(error.description)")
        }
    }
}
