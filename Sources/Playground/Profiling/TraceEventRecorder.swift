import CollectionLayout
import OrbitSession
import OrbitRendering
import LiveLayouts

/// Turns a session's frames, input and reloads into trace events (`--trace-events FILE.json`), one
/// track (thread) per kind, so that Perfetto and chrome://tracing show a session as a timeline:
///
/// - `frames`: each frame as a span with its `layout`, `draw` and `present` spans inside, and
///   the `items` counter (items drawn, item count) at its start;
/// - `input`: each input event as an instant named by `ScriptStep.traceLabel` (pointer moves left
///   out: they come by the hundred);
/// - `pan`, `scroll`, `pinch`, `rotation`, `transition`, `animation`: what the session is doing,
///   as spans from the first frame that shows it to the first that does not (a drag; a fling,
///   snap or page scroll; a pinch or rotation until it is committed; an interactive layout
///   transition (Shift + drag or wheel) until its end settles; an insert, delete or layout switch);
/// - `reload`: `--watch` reloads, with their compile, check and load spans, ending when the
///   version was loaded or refused.
///
/// Times arrive in milliseconds on the loop's clock and are written in microseconds.
public final class TraceEventRecorder: FrameObserver {
    /// The tracks, as thread ids, in display order.
    public enum Track: Int, CaseIterable, Sendable {
        case frames = 1, input, pan, scroll, pinch, rotation, transition, animation, reload

        var name: String { "\(self)" }

        /// The `cat` of the track's events.
        var category: String {
            switch self {
            case .frames: "frame"
            case .input: "input"
            case .pan, .pinch, .rotation, .transition: "gesture"
            case .scroll, .animation: "animation"
            case .reload: "reload"
            }
        }
    }

    /// The tracks that show what the session is doing as spans.
    static let activities: [Track] = [.pan, .scroll, .pinch, .rotation, .transition, .animation]

    /// Whether `session` is doing what `track` shows (false for the other tracks).
    static func isActive(_ track: Track, in session: Session) -> Bool {
        switch track {
        case .pan: session.collectionView.isDragging
        case .scroll: session.collectionView.isScrollAnimating
        case .pinch: session.pinch.isActive
        case .rotation: session.rotation.isActive
        case .transition: session.transitionStatus != nil
        case .animation: session.collectionView.isTransitioning
        case .frames, .input, .reload: false
        }
    }

    let writer: TraceEventWriter
    /// The tracks with a span begun and not yet ended.
    private var open: Set<Track> = []
    /// The latest time written, milliseconds: where open spans end when the session does.
    private var latest = 0.0

    /// - Parameters:
    ///   - writer: where the events go; `finish()` closes it.
    ///   - processName: the process's name in the viewer (`orbit play`, `orbit replay fling.jsonl`).
    public init(writer: TraceEventWriter, processName: String) {
        self.writer = writer
        writer.append(TraceEvent("process_name", phase: .metadata, timestamp: 0, track: 0, arguments: [("name", .string(processName))]))
        for track in Track.allCases {
            writer.append(TraceEvent("thread_name", phase: .metadata, timestamp: 0, track: track.rawValue, arguments: [("name", .string(track.name))]))
            writer.append(TraceEvent(
                "thread_sort_index", phase: .metadata, timestamp: 0, track: track.rawValue, arguments: [("sort_index", .integer(track.rawValue))]))
        }
    }

    /// A recorder writing to the file at `path`, created now (see `TraceEventWriter.file`).
    ///
    /// - Parameter clock: what the times are measured with, for the file's `otherData`: `wall`
    ///   (`orbit play`) or `script` (`orbit replay`'s virtual clock).
    public static func file(atPath path: String, processName: String, clock: String) throws(SDLError) -> TraceEventRecorder {
        let writer = try TraceEventWriter.file(atPath: path, otherData: [("clock", clock), ("command", processName)])
        return TraceEventRecorder(writer: writer, processName: processName)
    }

    public func frameEnded(_ timing: FrameTiming, session: Session) {
        let start = timing.start * 1000
        // With sections or headers, footers and decorations on screen the counter also carries the
        // section count and the elements drawn besides the items; otherwise it stays as it was.
        var counts: [(key: String, value: TraceEvent.Value)] = [("visible", .integer(timing.visible)), ("total", .integer(session.itemCount))]
        let elements = session.displayedElements.count
        if session.numberOfSections > 1 || elements > 0 {
            counts += [("sections", .integer(session.numberOfSections)), ("elements", .integer(elements))]
        }
        writer.append(TraceEvent(
            "items", category: Track.frames.category, phase: .counter, timestamp: start, track: Track.frames.rawValue,
            arguments: counts))
        writer.append(TraceEvent(
            "frame", category: Track.frames.category, phase: .complete, timestamp: start, duration: (timing.end - timing.start) * 1000,
            track: Track.frames.rawValue,
            arguments: [("frame", .integer(timing.frame)), ("layout", .string(session.layoutName)), ("visible", .integer(timing.visible))]))
        for phase in timing.phases {
            writer.append(TraceEvent(
                phase.name, category: Track.frames.category, phase: .complete, timestamp: phase.start * 1000, duration: phase.milliseconds * 1000,
                track: Track.frames.rawValue))
        }
        for track in Self.activities {
            let active = Self.isActive(track, in: session)
            guard active != open.contains(track) else { continue }
            if active {
                open.insert(track)
                var arguments: [(key: String, value: TraceEvent.Value)] = [("layout", .string(session.layoutName))]
                if track == .transition, let to = session.transitionStatus?.to { arguments.append(("to", .string(to))) }
                writer.append(TraceEvent(
                    track.name, category: track.category, phase: .begin, timestamp: start, track: track.rawValue, arguments: arguments))
            } else {
                open.remove(track)
                writer.append(TraceEvent(track.name, category: track.category, phase: .end, timestamp: start, track: track.rawValue))
            }
        }
        latest = max(latest, timing.end)
    }

    public func handled(_ step: ScriptStep, at time: Double) {
        if case .event(.input(.pointerMove)) = step { return }
        writer.append(TraceEvent(
            step.traceLabel, category: Track.input.category, phase: .instant, timestamp: time * 1000, track: Track.input.rawValue,
            arguments: [("script", .string(Script.line(for: TimedStep(time: time / 1000, step: step))))]))
        latest = max(latest, time)
    }

    public func reloadFinished(_ outcome: LayoutReloader.Outcome, at time: Double) {
        let version: Int, timings: LayoutReloader.Timings
        var arguments: [(key: String, value: TraceEvent.Value)] = []
        switch outcome {
        case .reloaded(let reload):
            (version, timings) = (reload.version, reload.timings)
            arguments = [("layouts", .string(reload.layouts.map(\.name).joined(separator: ", "))), ("cached", .integer(reload.wasCached ? 1 : 0))]
        case .failed(let failure):
            (version, timings) = (failure.version, failure.timings)
            arguments = [("failed", .string(failure.stage.rawValue)), ("error", .string(failure.lines.first ?? ""))]
        }
        // The reload ran in the background before the frame that took it in: it ends now.
        var start = time - timings.total * 1000
        writer.append(TraceEvent(
            "reload v\(version)", category: Track.reload.category, phase: .complete, timestamp: start * 1000, duration: timings.total * 1_000_000,
            track: Track.reload.rawValue, arguments: arguments))
        for (name, seconds) in [("compile", timings.compile), ("check", timings.check), ("load", timings.load)] where seconds > 0 {
            writer.append(TraceEvent(
                name, category: Track.reload.category, phase: .complete, timestamp: start * 1000, duration: seconds * 1_000_000,
                track: Track.reload.rawValue))
            start += seconds * 1000
        }
        latest = max(latest, time)
    }

    /// Ends the spans still open at the latest time seen and completes the file.
    public func finish() throws(SDLError) {
        for track in Track.allCases where open.contains(track) {
            writer.append(TraceEvent(track.name, category: track.category, phase: .end, timestamp: latest * 1000, track: track.rawValue))
        }
        open.removeAll()
        try writer.close()
    }
}
