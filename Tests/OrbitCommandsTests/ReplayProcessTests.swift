import CollectionLayout
@testable import OrbitSession
import Foundation
import Playground
@testable import OrbitCommands
import Testing

/// `orbit replay` run as a user runs it: malformed scripts fail with one line and exit code 2.
@Suite struct ReplayProcessTests {
    func scriptFile(_ data: Data) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-replay-\(UUID().uuidString).jsonl")
        try data.write(to: file)
        return file.path
    }

    @Test(arguments: [
        (Data("{\"t\": 0, \"event\": \"key\", \"key\": \"a\"}\n{oops\n".utf8), "line 2: not valid JSON"),
        (Data("{\"t\": 0, \"event\": \"teleport\"}\n".utf8), "line 1: unknown event 'teleport'"),
        (Data("{\"t\": 0, \"event\": \"move\", \"x\": 1, \"y\": 1, \"pressure\": 1}\n".utf8), "line 1: unknown key 'pressure'"),
        (Data("{\"t\": 0, \"event\": \"move\", \"x\": \"1\", \"y\": 1}\n".utf8), "line 1: 'x' must be a number"),
        (Data("{\"t\": 2, \"event\": \"key\", \"key\": \"a\"}\n{\"t\": 1, \"event\": \"key\", \"key\": \"a\"}\n".utf8), "line 2: t 1.0 is earlier"),
        (Data("{\"t\": 0, \"event\": \"move\", \"y\": 1}\n".utf8), "line 1: event 'move' needs 'x'"),
        (Data("{\"t\": 0, \"event\": \"move\", \"x\": 5e20, \"y\": 1}\n".utf8), "line 1: 'x' is out of range"),
        (Data([0x00, 0xFF, 0x13, 0x37, 0x0A, 0xC3]), "line 1: "),
    ])
    func malformedScriptsFailWithOneLine(data: Data, expected: String) throws {
        let path = try scriptFile(data)
        let outcome = try ProcessTests().run(["replay", path, "--trace", "-"])
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        let lines = outcome.errors.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(outcome.errors)")
        #expect(outcome.errors.hasPrefix("orbit replay: "))
        #expect(outcome.errors.contains(expected), "stderr: \(outcome.errors)")
    }

    @Test(arguments: [
        (["replay", "/nonexistent/script.jsonl"], "cannot read script"),
        (["replay", "/tmp"], "cannot read script"),
        (["replay", "x.jsonl", "--layout", "spiral"], "unknown layout"),
        (["replay", "x.jsonl", "--seed", "-3"], "--seed"),
        (["replay", "x.jsonl", "--until", "abc"], "--until"),
        (["replay", "x.jsonl", "--size", "0x10"], "--size"),
    ])
    func badOptionsAndUnreadableFilesFailWithOneLine(arguments: [String], expected: String) throws {
        let outcome = try ProcessTests().run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.errors.split(separator: "\n").count == 1, "stderr: \(outcome.errors)")
        #expect(outcome.errors.contains(expected), "stderr: \(outcome.errors)")
    }

    @Test func traceGoesToAFile() throws {
        let path = try scriptFile(Data("{\"t\": 0.05, \"event\": \"key\", \"key\": \"space\"}\n".utf8))
        let trace = path + ".trace"
        let outcome = try ProcessTests().run(["replay", path, "--trace", trace, "--until", "0.1"])
        #expect(outcome.status == 0)
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 7)
    }

    @Test func twoProcessesWriteTheSameTrace() throws {
        let script = """
            {"t": 0.0, "event": "down", "button": "left", "x": 640, "y": 400}
            {"t": 0.02, "event": "up", "button": "left", "x": 640, "y": 400}
            {"t": 0.1, "event": "key", "key": "space"}
            {"t": 0.15, "event": "down", "button": "left", "x": 700, "y": 300}
            {"t": 0.2, "event": "move", "x": 500, "y": 200}
            {"t": 0.25, "event": "up", "button": "left", "x": 300, "y": 100}
            {"t": 0.3, "event": "key", "key": "7"}
            {"t": 0.35, "event": "key", "key": "right"}

            """
        let path = try scriptFile(Data(script.utf8))
        let first = try ProcessTests().run(["replay", path, "--trace", "-", "--items", "50"])
        let second = try ProcessTests().run(["replay", path, "--trace", "-", "--items", "50"])
        #expect(first.status == 0 && second.status == 0)
        #expect(first.output.split(separator: "\n").count > 20)
        #expect(first.output == second.output)
    }

    /// A script that parses but does nothing where its author meant something replays, with one
    /// warning line per problem on standard error and exit 0.
    @Test func unboundKeysAndEmptyScriptsWarn() throws {
        let keys = try scriptFile(Data("""
            {"t": 0, "event": "key", "key": "spcae"}
            {"t": 0.1, "event": "key", "key": "space"}
            {"t": 0.2, "event": "key", "key": "spcae"}

            """.utf8))
        let outcome = try ProcessTests().run(["replay", keys])
        #expect(outcome.status == 0)
        // One line, elided in the middle past OrbitMain.maximumMessageLength (the key list with E
        // and V and a temporary folder's long path go past it).
        let expected = OrbitMain.oneLine(
            "orbit replay: warning: \(keys) line 1: key 'spcae' (2 lines) does nothing in the playground (its keys: "
                + KeyBindings.playground.keyNamesDescription + ")") + "\n"
        #expect(outcome.errors == expected)
        #expect(outcome.output.hasPrefix("replayed 3 events in "))

        let empty = try scriptFile(Data())
        let quiet = try ProcessTests().run(["replay", empty, "--trace", "-"])
        #expect(quiet.status == 0)
        #expect(quiet.errors == "orbit replay: warning: \(empty): no events: the replay shows the starting state only\n")
        #expect(quiet.output.split(separator: "\n").count == 1)
    }

    /// `--until` before the last event: the summary counts only the events replayed.
    @Test func untilReportsOnlyTheEventsItReplayed() throws {
        let path = try scriptFile(Data("""
            {"t": 0.1, "event": "key", "key": "+"}
            {"t": 0.2, "event": "key", "key": "+"}
            {"t": 3, "event": "key", "key": "+"}

            """.utf8))
        let cut = try ProcessTests().run(["replay", path, "--layout", "flow", "--items", "5", "--until", "0.5"])
        #expect(cut.status == 0)
        #expect(cut.output.hasPrefix("replayed 2 of 3 events (--until 0.5 s stops before the other 1) in 31 frames: flow, 7 items"), "\(cut.output)")
        let whole = try ProcessTests().run(["replay", path, "--layout", "flow", "--items", "5"])
        #expect(whole.output.hasPrefix("replayed 3 events in "), "\(whole.output)")
        #expect(whole.output.contains("flow, 8 items"), "\(whole.output)")
    }
}
