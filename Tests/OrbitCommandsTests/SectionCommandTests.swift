import CollectionLayout
import Foundation
import OrbitSession
import Testing

@testable import OrbitCommands

/// `--sections` on play, replay, fuzz and soak: sectioned sessions through the commands, the same
/// one-line refusals as dump, and traces that carry sections only when there are several.
@Suite struct SectionCommandTests {
    func scriptFile(_ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-sections-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("script.jsonl")
        try Data(text.utf8).write(to: file)
        return file.path
    }

    func replay(_ arguments: [String]) throws -> String {
        let command = try #require(try Orbit.parseAsRoot(["replay"] + arguments) as? Replay)
        var output = ""
        try command.execute { output += $0 }
        return output
    }

    func failure(_ arguments: [String]) -> String? {
        do {
            var command = try Orbit.parseAsRoot(arguments)
            try command.validate()
            if let replay = command as? Replay { try replay.execute { _ in } }
            return nil
        } catch {
            return Orbit.message(for: error)
        }
    }

    @Test func replayStartsFromTheSectionsAndAppliesSectionEvents() throws {
        let script = try scriptFile("""
            {"t": 0.1, "event": "insertSection", "at": 0, "count": 2}
            {"t": 0.5, "event": "moveSection", "from": 2, "to": 0}
            """)
        let summary = try replay([script, "--layout", "flow", "--sections", "3,4", "--size", "400x600"])
        #expect(summary.hasPrefix("replayed 2 events in") && summary.contains("flow, 9 items"))
        let trace = try replay([script, "--layout", "flow", "--sections", "3,4", "--size", "400x600", "--trace", "-"])
        let last = try JSONDecoder().decode(TraceFrame.self, from: Data(try #require(trace.split(separator: "\n").last).utf8))
        // Sections after the script: [4 items (moved from 2)] [2 new] [3]; flow lays each out from its own start.
        var counts: [Int: Int] = [:]
        for item in last.items { counts[try #require(item.section), default: 0] += 1 }
        #expect(counts == [0: 4, 1: 2, 2: 3])
        #expect(last.items.allSatisfy { $0.category == "cell" })
    }

    /// `--trace-events` with sections: the items counter adds the section count and the headers
    /// and footers drawn, which with the items make up each trace line's entries.
    @Test func traceEventsCountSectionsAndElements() throws {
        let script = try scriptFile(#"{"t": 0.1, "event": "insertSection", "at": 1, "count": 3}"# + "\n")
        let events = (script as NSString).deletingLastPathComponent + "/events.json"
        let options = [script, "--layout", "flow", "--sections", "2,2", "--size", "400x600", "--set", "headerHeight=30", "--set", "footerHeight=10"]
        let lines = try replay(options + ["--trace", "-", "--trace-events", events]).split(separator: "\n")
        let frames = try lines.map { try JSONDecoder().decode(TraceFrame.self, from: Data($0.utf8)) }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: events))) as? [String: Any])
        let counters = try #require(object["traceEvents"] as? [[String: Any]])
            .filter { $0["ph"] as? String == "C" && $0["name"] as? String == "items" }
            .compactMap { $0["args"] as? [String: Any] }
        #expect(counters.count == frames.count)
        for (counter, frame) in zip(counters, frames) {
            let visible = try #require(counter["visible"] as? Int), elements = try #require(counter["elements"] as? Int)
            #expect(visible == frame.items.filter { $0.category == "cell" }.count)
            #expect(visible + elements == frame.items.count)
        }
        #expect(counters.first?["sections"] as? Int == 2 && counters.last?["sections"] as? Int == 3)
        #expect(counters.last?["elements"] as? Int == 6)
    }

    @Test func oneSectionReplaysAsItAlwaysDid() throws {
        let script = try scriptFile(#"{"t": 0.1, "event": "key", "key": "+"}"# + "\n")
        let plain = try replay([script, "--layout", "flow", "--items", "6", "--size", "400x300", "--trace", "-"])
        let one = try replay([script, "--layout", "flow", "--sections", "6", "--size", "400x300", "--trace", "-"])
        #expect(plain == one)
        #expect(!plain.contains("\"section\""))
    }

    /// The session's tools take sections with any layout (a one-section layout shows them as one
    /// run); dump and shot, which ask the layout itself, refuse them (SectionDumpTests).
    @Test func sessionToolsTakeSectionsWithEveryLayout() {
        let script = (try? scriptFile(#"{"t": 0, "event": "key", "key": "+"}"# + "\n")) ?? "missing"
        for arguments in [
            ["replay", script, "--layout", "ring", "--sections", "3,3"],
            ["play", "--layout", "ring", "--sections", "3,3"],
            ["fuzz", "--layout", "ring", "--sections", "3,3"],
        ] {
            #expect(failure(arguments) == nil, "\(arguments)")
        }
        #expect(failure(["fuzz", "--sections", "3,3"])?.contains("name the starting layout with --layout") == true)
        #expect(failure(["fuzz", "--layout", "flow", "--sections", "3,3", "--items", "4"])?.contains("cannot be used together") == true)
        #expect(failure(["soak", "--sections", "3,x"])?.contains("'x' is not a whole number") == true)
        #expect(failure(["play", "--layout", "flow", "--sections", "3,3"]) == nil)
    }

    @Test func fuzzWithSectionsReportsSectionUpdates() throws {
        let command = try #require(try Orbit.parseAsRoot(["fuzz", "--layout", "flow", "--sections", "5,0,8", "--frames", "1200", "--set", "headerHeight=30"]) as? Fuzz)
        var fuzzer = try command.makeFuzzer()
        #expect(fuzzer.session.sectionItemCounts == [5, 0, 8])
        #expect(fuzzer.run(frames: 1_200) == nil)
        let line = Fuzz.summaryLine(fuzzer)
        #expect(line.contains(" section updates, ") && line.contains(" moves into another section; "))
        // Without sections the summary is as it was.
        var plain = try #require(try Orbit.parseAsRoot(["fuzz", "--layout", "flow", "--frames", "60"]) as? Fuzz).makeFuzzer()
        _ = plain.run(frames: 60)
        #expect(!Fuzz.summaryLine(plain).contains("section"))
    }
}
