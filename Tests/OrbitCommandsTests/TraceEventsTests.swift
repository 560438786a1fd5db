import CollectionLayout
import OrbitSession
import OrbitRendering
import Foundation
import LiveLayouts
import Playground
import Testing

@testable import OrbitCommands

/// `--trace-events FILE.json`: Chrome trace-event JSON that Perfetto's importer and chrome://tracing
/// load. Each file is parsed back and checked against the format's rules: the object form with
/// `traceEvents`, the fields every phase needs, timestamps that never go back on a thread, `B`/`E`
/// pairs that nest, and `X` spans of a frame inside it.
@Suite struct TraceEventsTests {
    /// A parsed trace-events file and the checks the format asks for.
    struct TraceFile {
        let object: [String: Any]
        let events: [[String: Any]]

        init(data: Data) throws {
            object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            events = try #require(object["traceEvents"] as? [[String: Any]])
        }

        init(path: String) throws { try self.init(data: try Data(contentsOf: URL(fileURLWithPath: path))) }

        func events(_ phase: String, on track: Int? = nil, named name: String? = nil) -> [[String: Any]] {
            events.filter {
                $0["ph"] as? String == phase && (track == nil || $0["tid"] as? Int == track)
                    && (name == nil || $0["name"] as? String == name)
            }
        }

        /// The name a thread-name metadata event gives `track`.
        func threadName(_ track: Int) -> String? {
            (events("M", on: track, named: "thread_name").first?["args"] as? [String: Any])?["name"] as? String
        }

        /// Every rule of the format, as issues recorded against the test.
        func validate(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(object["displayTimeUnit"] as? String == "ms", sourceLocation: sourceLocation)
            var lastTime: [Int: Double] = [:]
            var open: [Int: [String]] = [:]
            for (index, event) in events.enumerated() {
                let where_ = "event \(index): \(event)"
                guard let name = event["name"] as? String, !name.isEmpty, let phase = event["ph"] as? String,
                    let time = event["ts"] as? Double, let pid = event["pid"] as? Int, let tid = event["tid"] as? Int
                else {
                    Issue.record("missing name, ph, ts, pid or tid: \(where_)", sourceLocation: sourceLocation)
                    continue
                }
                #expect(["X", "B", "E", "i", "C", "M"].contains(phase), "\(where_)", sourceLocation: sourceLocation)
                #expect(time.isFinite && time >= 0 && pid == 1, "\(where_)", sourceLocation: sourceLocation)
                guard phase != "M" else { continue }
                #expect(event["cat"] is String, "\(where_)", sourceLocation: sourceLocation)
                #expect(time >= lastTime[tid, default: 0], "time goes back on thread \(tid): \(where_)", sourceLocation: sourceLocation)
                lastTime[tid] = time
                switch phase {
                case "X":
                    let duration = event["dur"] as? Double
                    #expect(duration.map { $0.isFinite && $0 >= 0 } == true, "\(where_)", sourceLocation: sourceLocation)
                case "B":
                    open[tid, default: []].append(name)
                case "E":
                    #expect(open[tid]?.popLast() == name, "an end without its begin: \(where_)", sourceLocation: sourceLocation)
                case "i":
                    #expect(event["s"] as? String == "t", "\(where_)", sourceLocation: sourceLocation)
                case "C":
                    let values = (event["args"] as? [String: Any])?.values.map { $0 as? Double }
                    #expect(values?.isEmpty == false && values?.allSatisfy { $0 != nil } == true, "\(where_)", sourceLocation: sourceLocation)
                default:
                    break
                }
            }
            let unclosed = open.filter { !$0.value.isEmpty }
            #expect(unclosed.isEmpty, "spans left open: \(unclosed)", sourceLocation: sourceLocation)
            // Every thread with events has a name.
            for tid in lastTime.keys { #expect(threadName(tid) != nil, "thread \(tid) has no name", sourceLocation: sourceLocation) }
            validateFrameSpans(sourceLocation: sourceLocation)
        }

        /// The `X` spans after a frame's span lie inside it, in order, until the next frame.
        func validateFrameSpans(sourceLocation: SourceLocation) {
            // In whole nanoseconds, as written: the sum of two decimals read as doubles can miss.
            func nanoseconds(_ value: Any?) -> Int { Int(((value as? Double ?? 0) * 1000).rounded()) }
            var frame: (start: Int, end: Int)?
            var previousEnd = 0
            for event in events("X", on: TraceEventRecorder.Track.frames.rawValue) {
                let start = nanoseconds(event["ts"]), end = start + nanoseconds(event["dur"])
                if event["name"] as? String == "frame" {
                    #expect(start >= previousEnd, "frames overlap at \(start)", sourceLocation: sourceLocation)
                    frame = (start, end)
                    previousEnd = end
                } else if let frame {
                    #expect(start >= frame.start && end <= frame.end, "\(event) outside \(frame)", sourceLocation: sourceLocation)
                } else {
                    Issue.record("a phase before any frame: \(event)", sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// A script file in a fresh temporary folder.
    static func scratch(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-trace-events-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name)
    }

    /// A rotation and a pinch on ring, a switch to flow, a drag there with a fling, a switch back,
    /// a new item count.
    static let script = """
        {"t": 0.0, "event": "size", "width": 800, "height": 600}
        {"t": 0.1, "event": "down", "button": "right", "x": 600, "y": 300}
        {"t": 0.2, "event": "move", "x": 400, "y": 500}
        {"t": 0.3, "event": "up", "button": "right", "x": 400, "y": 500}
        {"t": 0.4, "event": "wheel", "dx": 0, "dy": 2, "x": 400, "y": 300}
        {"t": 1.0, "event": "key", "key": "space"}
        {"t": 1.5, "event": "down", "button": "left", "x": 400, "y": 500}
        {"t": 1.55, "event": "move", "x": 400, "y": 300}
        {"t": 1.6, "event": "up", "button": "left", "x": 400, "y": 100}
        {"t": 3.0, "event": "key", "key": "space"}
        {"t": 3.5, "event": "items", "count": 80}

        """

    /// `orbit replay` of `script` with `arguments`, in process; returns what it printed.
    func replay(_ arguments: [String]) throws -> String {
        let script = try Self.scratch("script.jsonl")
        try Data(Self.script.utf8).write(to: script)
        let command = try #require(try OrbitMain.parse(["replay", script.path, "--items", "300"] + arguments) as? Replay)
        var output = ""
        try command.execute { output += $0 }
        return output
    }

    @Test func aReplaysFileFollowsTheFormat() throws {
        let path = try Self.scratch("replay.json").path
        _ = try replay(["--trace-events", path])
        let file = try TraceFile(path: path)
        file.validate()
        #expect((file.object["otherData"] as? [String: Any])?["clock"] as? String == "script")
        let tracks = TraceEventRecorder.Track.allCases
        #expect(tracks.map { file.threadName($0.rawValue) } == tracks.map { "\($0)" })
    }

    /// Frames, counters and instants agree with the replay's own trace (`--trace`), computed
    /// separately: one frame span per trace line, at k/60 s; the counter's visible count is the
    /// line's item count; one instant per event that is not a pointer move, at its `t`.
    @Test func aReplaysFileAgreesWithItsTrace() throws {
        let path = try Self.scratch("replay.json").path
        let lines = try replay(["--trace-events", path, "--trace", "-"]).split(separator: "\n")
        let frames = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        let file = try TraceFile(path: path)
        let spans = file.events("X", on: 1, named: "frame")
        #expect(spans.count == frames.count)
        for (k, span) in spans.enumerated() {
            #expect(abs((span["ts"] as? Double ?? -1) - Double(k) * 1_000_000 / 60) < 0.001)
            #expect(abs((span["dur"] as? Double ?? -1) - 1_000_000 / 60) < 0.001)
        }
        let counters = file.events("C", on: 1, named: "items").compactMap { $0["args"] as? [String: Any] }
        #expect(counters.map { $0["visible"] as? Int } == frames.map { ($0["items"] as? [Any])?.count })
        #expect(counters.first?["total"] as? Int == 300 && counters.last?["total"] as? Int == 80)

        let inputs = file.events("i", on: 2)
        let expected = try Script.parse(Self.script).filter { if case .input(.pointerMove)? = $0.event { false } else { true } }
        #expect(inputs.map { $0["ts"] as? Double } == expected.map { $0.time * 1_000_000 })
        #expect(inputs.map { $0["name"] as? String }.prefix(3) == ["size 800x600", "down right", "up right"])
    }

    /// The session's activities as spans: the right-drag rotates ring, the wheel pinches it, each
    /// Space animates a layout switch, the left drag on flow pans and flings; each span begins at
    /// the first frame at or after the input that starts it.
    @Test func gesturesAndAnimationsAreSpansOnTheirTracks() throws {
        let path = try Self.scratch("replay.json").path
        _ = try replay(["--trace-events", path])
        let file = try TraceFile(path: path)
        func begins(_ track: TraceEventRecorder.Track) -> [Double] {
            file.events("B", on: track.rawValue).compactMap { $0["ts"] as? Double }.map { $0 / 1_000_000 }
        }
        let frame = 1.0 / 60
        #expect(begins(.rotation).first.map { $0 >= 0.1 && $0 < 0.1 + frame } == true)
        #expect(begins(.pinch).first.map { $0 >= 0.4 && $0 < 0.4 + frame } == true)
        #expect(begins(.pan).count == 1)
        #expect(begins(.pan).first.map { $0 >= 1.5 && $0 < 1.5 + frame } == true)
        #expect(begins(.scroll).first.map { $0 >= 1.6 } == true)
        #expect(begins(.animation).count >= 3)
        #expect(begins(.animation).first.map { $0 >= 1.0 && $0 < 1.0 + frame } == true)
    }

    /// Shift + left-drag drives an interactive transition to the partner layout: a span on the
    /// `transition` track from the press to the end of its settle, naming where it goes.
    @Test func anInteractiveTransitionIsASpan() throws {
        let script = try Self.scratch("shift.jsonl")
        try Data("""
            {"t": 0.1, "event": "modifiers", "shift": true}
            {"t": 0.2, "event": "down", "button": "left", "x": 200, "y": 300}
            {"t": 0.3, "event": "move", "x": 500, "y": 300}
            {"t": 0.4, "event": "up", "button": "left", "x": 700, "y": 300}
            {"t": 0.5, "event": "modifiers", "shift": false}

            """.utf8).write(to: script)
        let path = try Self.scratch("shift.json").path
        let command = try #require(try OrbitMain.parse(["replay", script.path, "--trace-events", path]) as? Replay)
        try command.execute { _ in }
        let file = try TraceFile(path: path)
        file.validate()
        let track = TraceEventRecorder.Track.transition.rawValue
        let begins = file.events("B", on: track), ends = file.events("E", on: track)
        #expect(begins.count == 1 && ends.count == 1)
        #expect((begins.first?["args"] as? [String: Any])?["to"] as? String == "flow")
        #expect((begins.first?["ts"] as? Double).map { $0 >= 200_000 && $0 < 200_000 + 1_000_000 / 60 } == true)
        #expect((ends.first?["ts"] as? Double).map { $0 >= 400_000 } == true)
        #expect(file.events("i", on: 2).map { $0["name"] as? String } == ["shift down", "down left", "up left", "shift up"])
    }

    @Test func theSameReplayWritesTheSameFile() throws {
        let first = try Self.scratch("a.json").path, second = try Self.scratch("b.json").path
        _ = try replay(["--trace-events", first, "--seed", "7"])
        _ = try replay(["--trace-events", second, "--seed", "7"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: second)))
    }

    /// The event JSON by the format's letter, independently of the recorder.
    @Test func eventsPrintTheFormatsFields() {
        let span = TraceEvent("frame", category: "frame", phase: .complete, timestamp: 1_000_000.0 / 60, duration: 2.5, track: 1,
            arguments: [("frame", .integer(3)), ("layout", .string("ring \"x\""))])
        #expect(span.json == #"{"name":"frame","cat":"frame","ph":"X","ts":16666.667,"dur":2.5,"pid":1,"tid":1,"args":{"frame":3,"layout":"ring \"x\""}}"#)
        let instant = TraceEvent("key space", category: "input", phase: .instant, timestamp: .nan, track: 2)
        #expect(instant.json == #"{"name":"key space","cat":"input","ph":"i","ts":0.0,"pid":1,"tid":2,"s":"t"}"#)
    }

    /// The writer streams: text reaches the sink before the end, and a sink that fails is one error at close.
    @Test func theWriterStreamsAndReportsASinkFailure() throws {
        var chunks: [String] = []
        let writer = TraceEventWriter(otherData: [("clock", "wall")], sink: { chunks.append($0) })
        let event = TraceEvent("frame", category: "frame", phase: .complete, timestamp: 0, duration: 1, track: 1)
        let perChunk = TraceEventWriter.chunkBytes / event.json.utf8.count + 1
        for _ in 0..<perChunk { writer.append(event) }
        #expect(chunks.count == 1)
        try writer.close()
        try writer.close()
        let file = try TraceFile(data: Data(chunks.joined().utf8))
        #expect(file.events.count == perChunk)
        #expect((file.object["otherData"] as? [String: Any])?["clock"] as? String == "wall")

        struct Full: Error {}
        let failing = TraceEventWriter(sink: { _ in throw Full() })
        failing.append(event)
        #expect(throws: SDLError.self) { try failing.close() }
    }

    /// A `--watch` reload is a span that ends when the frame loop took it in, its compile, check
    /// and load inside it in that order; a drag still held when the session ends is closed there.
    @Test func reloadsAreSpansAndOpenGesturesCloseAtTheEnd() throws {
        var text = ""
        let recorder = TraceEventRecorder(writer: TraceEventWriter(sink: { text += $0 }), processName: "test")
        var session = Session(layout: .flow, itemCount: 400, boundsSize: Size(width: 400, height: 300))
        recorder.frameEnded(FrameTiming(frame: 0, start: 0, end: 5, visible: 1), session: session)
        session.send(.pointerDown(.left, Point(x: 100, y: 200)), at: 0.01)
        recorder.handled(.event(.input(.pointerDown(.left, Point(x: 100, y: 200)))), at: 10)
        recorder.frameEnded(FrameTiming(frame: 1, start: 16, end: 20, visible: 1), session: session)
        let timings = LayoutReloader.Timings(compile: 0.4, check: 0.1, load: 0.02)
        recorder.reloadFinished(
            .failed(.init(version: 3, stage: .check, error: .check(.failed(problem: "it trapped")), timings: timings, sourceModified: 0)), at: 900)
        try recorder.finish()

        let file = try TraceFile(data: Data(text.utf8))
        file.validate()
        let reload = file.events("X", on: TraceEventRecorder.Track.reload.rawValue)
        #expect(reload.map { $0["name"] as? String } == ["reload v3", "compile", "check", "load"])
        #expect(reload.map { $0["ts"] as? Double } == [380_000, 380_000, 780_000, 880_000])
        #expect(reload.map { $0["dur"] as? Double } == [520_000, 400_000, 100_000, 20_000])
        #expect((reload.first?["args"] as? [String: Any])?["error"] as? String == "check-layout: it trapped")
        let pan = file.events.filter { $0["tid"] as? Int == TraceEventRecorder.Track.pan.rawValue && $0["ph"] as? String != "M" }
        #expect(pan.map { $0["ph"] as? String } == ["B", "E"])
        #expect(pan.map { $0["ts"] as? Double } == [16_000, 900_000])
    }

    @Test(arguments: [
        (["replay", "SCRIPT", "--trace-events", "x.csv"], 2, "--trace-events: expected a .json file, got 'x.csv'"),
        (["play", "--trace-events", "trace"], 2, "--trace-events: expected a .json file, got 'trace'"),
        (["replay", "SCRIPT", "--trace-events", "/nonexistent/folder/t.json"], 1, "cannot write the trace-events file '/nonexistent/folder/t.json'"),
    ] as [([String], Int32, String)])
    func badPathsFailWithOneLine(arguments: [String], status: Int32, message: String) throws {
        let script = try Self.scratch("s.jsonl")
        try Data(Self.script.utf8).write(to: script)
        let outcome = try ProcessTests.run(arguments.map { $0 == "SCRIPT" ? script.path : $0 })
        #expect(outcome.status == status)
        #expect(outcome.errorLines.count == 1 && outcome.errors.contains(message), "\(outcome.errors)")
    }

    /// `orbit play` on a real window (under xvfb-run): wall-clock frames with their events,
    /// layout, draw and present spans, and the same frames as `--profile`'s rows.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs a display (xvfb-run)"))
    func playWritesMeasuredFrames() throws {
        let path = try Self.scratch("play.json").path
        let profile = (path as NSString).deletingPathExtension + ".csv"
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = nil
        let outcome = try ProcessTests.run(
            ["play", "--duration", "1", "--items", "30", "--trace-events", path, "--profile", profile], environment: environment)
        #expect(outcome.status == 0, "\(outcome.errors)")
        let file = try TraceFile(path: path)
        file.validate()
        #expect((file.object["otherData"] as? [String: Any])?["clock"] as? String == "wall")
        let frames = file.events("X", on: 1, named: "frame")
        let rows = try String(contentsOfFile: profile, encoding: .utf8).split(separator: "\n").dropFirst()
        #expect(frames.count == rows.count && frames.count > 5)
        for name in ["events", "layout", "draw", "present"] {
            #expect(file.events("X", on: 1, named: name).count == frames.count, "\(name)")
        }
        // The CSV's frame_ms is the span's duration (three decimals).
        let csvFrame = rows.compactMap { Double($0.split(separator: ",")[2]) }
        let spanFrame = frames.compactMap { $0["dur"] as? Double }.map { $0 / 1000 }
        #expect(zip(csvFrame, spanFrame).allSatisfy { abs($0 - $1) < 0.001 })
    }
}
