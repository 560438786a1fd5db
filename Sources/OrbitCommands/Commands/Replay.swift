import ArgumentParser
import CollectionLayout
import Foundation
import Playground

/// `orbit replay SCRIPT`: plays a recorded script at a fixed 60 steps per second with no window
/// and no wall clock, and writes the trace (INTERACTION.md).
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay an input script without a window and write a trace.",
        discussion: """
            The script is JSON Lines, one input event per line (INTERACTION.md). Frame k is at t = k/60 \
            seconds: its input is handled, animations advance, then --trace writes one JSON object for it. \
            Without --until the replay ends when everything is at rest after the last event (at most \
            \(Int(ScriptReplay.maximumSettleTime)) s later). The same script and options always give the \
            same trace.
            """)

    @Argument(help: "The script: JSON Lines, one input event per line.")
    var script: String

    @Option(help: "The starting layout: \(CommandContext.layoutNames).")
    var layout: String = "ring"

    @Option(parsing: .unconditional, help: "The starting number of items.")
    var items: String = "20"

    @Option(help: "The window size, WIDTHxHEIGHT in points.")
    var size: String = "1280x800"

    @Option(name: .customLong("set"), help: "A parameter of the starting layout, KEY=VALUE (repeatable).")
    var settings: [String] = []

    @Option(help: "The seed of the random insert index (a whole number >= 0).")
    var seed: String = "1"

    @Option(parsing: .unconditional, help: "Stop after the frame at this time, seconds.")
    var until: String?

    @Option(help: "Write the trace to FILE, or to standard output with '-'.")
    var trace: String?

    @Option(help: "Also render every frame headless to DIR/frame-NNNNN.png.")
    var frames: String?

    func run() throws {
        try execute { print($0, terminator: "") }
    }

    /// Everything `run` does, with standard output as `write`, so tests can drive it.
    func execute(write: (String) -> Void) throws {
        let replay = try makeReplay()
        let frameWriter = try makeFrameWriter()
        if let trace {
            if trace == "-" {
                try play(replay, into: write, frames: frameWriter)
            } else {
                guard FileManager.default.createFile(atPath: trace, contents: nil),
                    let handle = FileHandle(forWritingAtPath: trace)
                else { throw RuntimeFailure("cannot write trace file '\(trace)'") }
                defer { try? handle.close() }
                try play(replay, into: { handle.write(Data($0.utf8)) }, frames: frameWriter)
            }
        } else {
            var player = replay
            var frames = 0
            try player.run { frame, _, session in
                frames = frame + 1
                try frameWriter?.write(frame, session)
            }
            let session = player.session
            write(
                "replayed \(replay.events.count) events in \(frames) frames: \(session.layoutName), "
                    + "\(session.itemCount) items, offset \(session.contentOffset.x),\(session.contentOffset.y)\n")
        }
    }

    /// Runs `replay`, writing trace lines through `write` in chunks.
    func play(_ replay: ScriptReplay, into write: (String) -> Void, frames: FrameSink? = nil) throws {
        var player = replay
        var buffer = ""
        try player.run { frame, time, session in
            try frames?.write(frame, session)
            buffer += Trace.line(frame: frame, time: time, session: session)
            buffer += "\n"
            if buffer.utf8.count >= 1 << 16 {
                write(buffer)
                buffer = ""
            }
        }
        if !buffer.isEmpty { write(buffer) }
    }

    /// Renders replayed frames to `--frames DIR`.
    struct FrameSink {
        let writer: FrameDirectoryWriter

        func write(_ frame: Int, _ session: PlaygroundSession) throws {
            do {
                try writer.write(
                    frame: frame, items: session.displayedItems, bounds: session.boundsSize, contentOffset: session.contentOffset)
            } catch {
                throw RuntimeFailure(error.message)
            }
        }
    }

    func makeFrameWriter() throws -> FrameSink? {
        guard let frames else { return nil }
        do {
            let writer = try FrameDirectoryWriter(directory: frames)
            for warning in writer.warnings { OrbitMain.warn(warning, command: "replay") }
            return FrameSink(writer: writer)
        } catch {
            throw RuntimeFailure(error.message)
        }
    }

    /// Parses the options and the script into a ready replay.
    func makeReplay() throws(CommandLineError) -> ScriptReplay {
        let (descriptor, parsedSettings, _) = try ArgumentParsing.layout(layout, settings: settings)
        let count = try ArgumentParsing.itemCount(items)
        let bounds = try ArgumentParsing.size(size)
        guard let seedValue = UInt64(seed.trimmingSpaces) else {
            throw CommandLineError("--seed: '\(seed)' is not a whole number >= 0")
        }
        var limit: Double?
        if let until {
            let value = try ArgumentParsing.number(until, flag: "--until")
            guard value >= 0, value <= Script.maximumTime else {
                throw CommandLineError("--until: expected 0 to \(Int(Script.maximumTime)) seconds, got '\(until)'")
            }
            limit = value
        }
        let events = try Self.readScript(at: script)
        let session: PlaygroundSession
        do {
            session = try PlaygroundSession(
                layout: descriptor, settings: parsedSettings, catalog: CommandContext.catalog, itemCount: count,
                boundsSize: bounds, seed: seedValue)
        } catch {
            throw CommandLineError(error.message)
        }
        return ScriptReplay(session: session, events: events, until: limit)
    }

    /// Reads and parses a script file; any problem is one line naming the file (and line).
    static func readScript(at path: String) throws(CommandLineError) -> [TimedInputEvent] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandLineError("cannot read script '\(path)': no such file")
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw CommandLineError("cannot read script '\(path)'")
        }
        do {
            return try Script.parse(data)
        } catch {
            throw CommandLineError("\(path) \(error.description)")
        }
    }
}
