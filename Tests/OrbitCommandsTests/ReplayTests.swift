import CollectionLayout
import Foundation
import OrbitSession
import Testing

@testable import OrbitCommands

@Suite struct ReplayTests {
    /// A script file in a fresh temporary folder.
    func scriptFile(_ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("script.jsonl")
        try Data(text.utf8).write(to: file)
        return file.path
    }

    func replay(_ arguments: [String]) throws -> String {
        guard let command = try Orbit.parseAsRoot(["replay"] + arguments) as? Replay else {
            Issue.record("not a replay command")
            return ""
        }
        var output = ""
        try command.execute { output += $0 }
        return output
    }

    /// The trace's lines decoded with the typed model.
    func frames(_ trace: String) throws -> [TraceFrame] {
        try trace.split(separator: "\n").map { line in try JSONDecoder().decode(TraceFrame.self, from: Data(line.utf8)) }
    }

    /// `--spring` gives what a script's `timing` line gives, and other traces than ease-in-out.
    @Test func springFlagMatchesATimingLineAndChangesTheAnimation() throws {
        let switchScript = #"{"t": 0.1, "event": "key", "key": "space"}"# + "\n"
        let options = ["--layout", "ring", "--items", "12", "--size", "800x500", "--trace", "-"]
        let flagged = try replay([try scriptFile(switchScript), "--spring", "0.4,0.3"] + options)
        let timed = try replay([
            try scriptFile(#"{"t": 0, "event": "timing", "curve": "spring", "damping": 0.4, "response": 0.3}"# + "\n" + switchScript),
        ] + options)
        let eased = try replay([try scriptFile(switchScript)] + options)
        #expect(flagged == timed)
        #expect(flagged != eased)
        // Both settle in flow, in the same place.
        #expect(try frames(flagged).last?.contentOffset == (try frames(eased).last?.contentOffset))
    }

    /// `--physics` gives what a script's `physics` line at t = 0 gives, and another fling than UIKit's.
    @Test func physicsFlagMatchesAPhysicsLineAndChangesTheFling() throws {
        let fling = """
            {"t": 0.1, "event": "down", "button": "left", "x": 200, "y": 400}
            {"t": 0.15, "event": "move", "x": 200, "y": 300}
            {"t": 0.2, "event": "up", "button": "left", "x": 200, "y": 200}

            """
        let options = ["--layout", "flow", "--items", "400", "--size", "400x500", "--trace", "-"]
        let flagged = try replay([try scriptFile(fling), "--physics", "decelerationRate=0.99"] + options)
        let lined = try replay([
            try scriptFile(#"{"t": 0, "event": "physics", "key": "decelerationRate", "value": 0.99}"# + "\n" + fling),
        ] + options)
        let uikit = try replay([try scriptFile(fling)] + options)
        #expect(flagged == lined)
        let rest = { (trace: String) in try self.frames(trace).last?.contentOffset }
        // The fast rate coasts a fifth as far as the normal one: r/(1-r) is 99 against 499 per 1000 points/s.
        let fast = try #require(try rest(flagged)), normal = try #require(try rest(uikit))
        #expect(fast[1] < normal[1])
    }

    static let script = """
        {"t": 0.00, "event": "size", "width": 1280, "height": 800}
        {"t": 0.10, "event": "down", "button": "left", "x": 640, "y": 400}
        {"t": 0.12, "event": "up", "button": "left", "x": 640, "y": 400}
        {"t": 0.50, "event": "wheel", "dx": 0, "dy": 1.0, "x": 640, "y": 400}
        {"t": 0.60, "event": "key", "key": "space"}
        {"t": 0.70, "event": "layout", "name": "line"}
        {"t": 0.80, "event": "down", "button": "left", "x": 900, "y": 400}
        {"t": 0.85, "event": "move", "x": 700, "y": 400}
        {"t": 0.90, "event": "up", "button": "left", "x": 500, "y": 400}
        {"t": 1.00, "event": "items", "count": 40}

        """

    @Test func theSameScriptGivesTheSameTraceTwice() throws {
        let path = try scriptFile(Self.script)
        let first = try replay([path, "--trace", "-", "--seed", "5"])
        let second = try replay([path, "--trace", "-", "--seed", "5"])
        #expect(!first.isEmpty)
        #expect(first == second)
        let other = try replay([path, "--trace", "-", "--seed", "6"])
        #expect(other != first)
    }

    @Test func traceFramesHaveTheContractShape() throws {
        let path = try scriptFile(Self.script)
        let frames = try frames(try replay([path, "--trace", "-"]))
        #expect(frames.count > 60)
        for (number, frame) in frames.enumerated() {
            #expect(frame.frame == number)
            #expect(abs(frame.t - Double(number) / 60) < 1e-12)
        }
        let tapFrame = frames[8]  // t = 0.133: the tap at 0.12 inserted an item on the ring
        #expect(tapFrame.layout == "ring")
        // Decoding checks every field the contract requires (index, center, size, transform, …).
        let items = tapFrame.items
        let appearing = try #require(items.first { $0.phase == "appearing" })
        #expect(appearing.id == 20)
        #expect(items.filter { $0.phase == nil }.count == 20)
        let last = try #require(frames.last)
        #expect(last.layout == "line")
        let offset = last.contentOffset
        // The line fling ends with an item exactly centred: offset a whole number of 110-point pitches.
        #expect(offset[0] > 0 && (offset[0] / 110).rounded() * 110 == offset[0])
    }

    @Test func untilStopsAtThatFrame() throws {
        let path = try scriptFile(Self.script)
        let frames = try frames(try replay([path, "--trace", "-", "--until", "0.5"]))
        #expect(frames.count == 31)
        let summary = try replay([path, "--until", "2", "--layout", "flow", "--items", "5", "--size", "640x480"])
        #expect(summary.hasPrefix("replayed 10 events in 121 frames"))
    }

    @Test func everyFrameStaysFiniteUnderWildInput() throws {
        var lines = [#"{"t": 0, "event": "size", "width": 1, "height": 100000}"#]
        var time = 0.0
        var random = SeededRandom(seed: 42)
        let events = ["down", "move", "up", "wheel", "key", "size", "items", "pinch", "rotate", "layout"]
        let keys = ["space", "tab", "1", "0", "+", "-", "left", "right", "[", "]", "d", "r", "5"]
        let presets = ["flow", "ring", "waterfall", "line3d", "circle", "cards", "wheel", "line", "small-circle", "firewheel"]
        for _ in 0..<400 {
            time += Double(random.next() % 50) / 1000
            let x = Double(Int(random.next() % 2_000_001) - 1_000_000)
            let y = Double(Int(random.next() % 2_000_001) - 1_000_000)
            let t = String(format: "%.3f", time)
            switch events[Int(random.next() % UInt64(events.count))] {
            case "down": lines.append(#"{"t": \#(t), "event": "down", "button": "\#(random.next() % 2 == 0 ? "left" : "right")", "x": \#(x), "y": \#(y)}"#)
            case "move": lines.append(#"{"t": \#(t), "event": "move", "x": \#(x), "y": \#(y)}"#)
            case "up": lines.append(#"{"t": \#(t), "event": "up", "button": "\#(random.next() % 2 == 0 ? "left" : "right")", "x": \#(x / 1000), "y": \#(y)}"#)
            case "wheel": lines.append(#"{"t": \#(t), "event": "wheel", "dy": \#(x / 1000)}"#)
            case "key": lines.append(#"{"t": \#(t), "event": "key", "key": "\#(keys[Int(random.next() % UInt64(keys.count))])"}"#)
            case "size": lines.append(#"{"t": \#(t), "event": "size", "width": \#(abs(x) / 10), "height": \#(abs(y) / 10)}"#)
            case "items": lines.append(#"{"t": \#(t), "event": "items", "count": \#(random.next() % 120)}"#)
            case "pinch": lines.append(#"{"t": \#(t), "event": "pinch", "scale": \#(Double(random.next() % 1000 + 1) / 10)}"#)
            case "rotate": lines.append(#"{"t": \#(t), "event": "rotate", "angle": \#(x / 10000)}"#)
            default: lines.append(#"{"t": \#(t), "event": "layout", "name": "\#(presets[Int(random.next() % 10)])"}"#)
            }
        }
        let path = try scriptFile(lines.joined(separator: "\n"))
        let trace = try replay([path, "--trace", "-", "--items", "100"])
        #expect(!trace.contains("null"))
        #expect(!trace.contains("nan") && !trace.contains("inf"))
        let traceLines = trace.split(separator: "\n")
        #expect(traceLines.count >= Int(time * 60))
        // Every line is JSON (a sample is parsed in full; parsing all is slow in debug builds).
        for line in traceLines.enumerated() where line.offset % 25 == 0 {
            let frame = try JSONDecoder().decode(TraceFrame.self, from: Data(line.element.utf8))
            #expect(frame.frame == line.offset)
            #expect(frame.items.count < 1000)
        }
    }
}

/// Issue 23: a script that starts with a size starts at that size, instead of the default window
/// and a resize (which put a fling's snap between two items).
@Suite struct ReplayStartingSizeTests {
    let replays = ReplayTests()

    static let flingScript = """
        {"t": 0.20, "event": "size", "width": 800, "height": 600}
        {"t": 0.30, "event": "down", "button": "left", "x": 600, "y": 300}
        {"t": 0.35, "event": "move", "x": 500, "y": 300}
        {"t": 0.40, "event": "up", "button": "left", "x": 400, "y": 300}

        """

    /// The session `replay` starts with for `arguments`, before any event.
    func startingBounds(_ arguments: [String]) throws -> Size {
        let command = try #require(try Orbit.parseAsRoot(["replay"] + arguments) as? Replay)
        return try command.makeReplay().session.boundsSize
    }

    @Test func aScriptThatStartsWithASizeStartsAtIt() throws {
        let path = try replays.scriptFile(Self.flingScript)
        #expect(try startingBounds([path, "--layout", "line", "--items", "40"]) == Size(width: 800, height: 600))
        // The same trace as asking for that size: nothing resizes on the way.
        let implied = try replays.replay([path, "--layout", "line", "--items", "40", "--trace", "-"])
        let given = try replays.replay([path, "--layout", "line", "--items", "40", "--size", "800x600", "--trace", "-"])
        #expect(!implied.isEmpty)
        #expect(implied == given)
        let resized = try replays.replay([path, "--layout", "line", "--items", "40", "--size", "1280x800", "--trace", "-"])
        #expect(resized != implied)
    }

    @Test func anExplicitSizeOrAScriptWithoutOneKeepsItsStart() throws {
        let sized = try replays.scriptFile(Self.flingScript)
        #expect(try startingBounds([sized, "--layout", "line", "--size", "640x480"]) == Size(width: 640, height: 480))
        let unsized = try replays.scriptFile(#"{"t": 0.1, "event": "key", "key": "right"}"# + "\n")
        #expect(try startingBounds([unsized, "--layout", "line"]) == Size(width: 1280, height: 800))
    }

    @Test func startingSizeIsTheFirstEventsOnly() {
        let size = Size(width: 300, height: 200)
        #expect(Replay.startingSize(events: [TimedStep(time: 1, .resize(size))], given: nil) == size)
        #expect(Replay.startingSize(events: [TimedStep(time: 0, key: "space"), TimedStep(time: 1, .resize(size))], given: nil) == nil)
        #expect(Replay.startingSize(events: [], given: nil) == nil)
        #expect(Replay.startingSize(events: [TimedStep(time: 1, .resize(size))], given: Size(width: 5, height: 5)) == Size(width: 5, height: 5))
    }
}
