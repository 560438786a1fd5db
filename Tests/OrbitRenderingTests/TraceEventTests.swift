import Foundation
import Testing

@testable import OrbitRendering

/// The trace-event JSON, read back with Foundation's parser rather than compared with the
/// writer's own text, so the format is checked by the letter of the Chrome trace-event format.
@Suite struct TraceEventTests {
    static func object(_ json: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func everyPhaseWritesItsLetterAndOnlyItsFields() throws {
        let phases: [(TraceEvent.Phase, String)] = [
            (.complete, "X"), (.begin, "B"), (.end, "E"), (.instant, "i"), (.counter, "C"), (.metadata, "M"),
        ]
        for (phase, letter) in phases {
            let event = TraceEvent("e", category: phase == .metadata ? "" : "cat", phase: phase, timestamp: 10, track: 4)
            let object = try Self.object(event.json)
            #expect(object["ph"] as? String == letter)
            #expect(object["pid"] as? Int == TraceEvent.processID && object["tid"] as? Int == 4)
            // Only a span has a duration (and only when given one); only an instant has a scope.
            #expect(object["dur"] == nil)
            #expect((object["s"] as? String) == (phase == .instant ? "t" : nil))
            // Metadata has no category; no arguments, no `args`.
            #expect((object["cat"] as? String) == (phase == .metadata ? nil : "cat"))
            #expect(object["args"] == nil)
        }
    }

    @Test func argumentsKeepTheirOrderAndTypes() throws {
        let event = TraceEvent(
            "items", category: "frame", phase: .counter, timestamp: 0, track: 1,
            arguments: [("visible", .integer(12)), ("share", .number(0.25)), ("layout", .string("ring"))])
        // In the order given: JSON objects are unordered, so the text is what shows it.
        let text = event.json
        let visible = try #require(text.range(of: "\"visible\"")), share = try #require(text.range(of: "\"share\"")),
            layout = try #require(text.range(of: "\"layout\""))
        #expect(visible.lowerBound < share.lowerBound && share.lowerBound < layout.lowerBound)
        let arguments = try #require(try Self.object(text)["args"] as? [String: Any])
        #expect(arguments["visible"] as? Int == 12)
        #expect(arguments["share"] as? Double == 0.25)
        #expect(arguments["layout"] as? String == "ring")
    }

    @Test func timesAreRoundedToANanosecondAndSpansEndWhereTheNextBegins() throws {
        // 1/3 µs is written as 0.333 µs.
        let third = try Self.object(TraceEvent("a", phase: .instant, timestamp: 1.0 / 3, track: 1).json)
        #expect(third["ts"] as? Double == 0.333)
        // Two spans of a third of a microsecond each, back to back: the first's end, rounded, is
        // the second's start, rounded, so Perfetto sees no overlap.
        let first = try Self.object(TraceEvent("a", phase: .complete, timestamp: 1.0 / 3, duration: 1.0 / 3, track: 1).json)
        let second = try Self.object(TraceEvent("b", phase: .complete, timestamp: 2.0 / 3, duration: 1.0 / 3, track: 1).json)
        let firstEnd = try #require(first["ts"] as? Double) + #require(first["dur"] as? Double)
        #expect(isExact(firstEnd, second["ts"] as? Double))
        #expect(second["ts"] as? Double == 0.667)
        // The duration is the difference of the rounded ends (0.333 → 0.667), not the rounded duration.
        #expect(first["dur"] as? Double == 0.334)
        // A negative duration is none; times that are not finite are written as 0.
        let backwards = try Self.object(TraceEvent("c", phase: .complete, timestamp: 5, duration: -2, track: 1).json)
        #expect(backwards["dur"] as? Double == 0)
        let infinite = try Self.object(TraceEvent("d", phase: .instant, timestamp: .infinity, track: 1).json)
        #expect(infinite["ts"] as? Double == 0)
        // A century of microseconds is clamped, not a trap.
        #expect(TraceEvent.nanoseconds(1e300) == 3_000_000_000_000_000_000)
        #expect(TraceEvent.nanoseconds(-1e300) == -3_000_000_000_000_000_000)
    }

    /// Rounded decimals compared as the JSON printed them (three decimals).
    func isExact(_ a: Double, _ b: Double?) -> Bool {
        guard let b else { return false }
        return (a * 1000).rounded() == (b * 1000).rounded()
    }

    @Test func eventsAreEqualWhenTheyWriteTheSameJSON() {
        let a = TraceEvent("x", phase: .instant, timestamp: 1.0000001, track: 1)
        let b = TraceEvent("x", phase: .instant, timestamp: 1.0000002, track: 1)
        // Below a nanosecond apart: the same event in the file.
        #expect(a == b && Set([a, b]).count == 1)
        #expect(a != TraceEvent("x", phase: .instant, timestamp: 1.001, track: 1))
        #expect(a != TraceEvent("x", phase: .instant, timestamp: 1.0000001, track: 2))
    }
}

@Suite struct TraceEventWriterTests {
    @Test func anEmptyTraceIsAValidFileWithItsOtherData() throws {
        var text = ""
        var finished = 0
        let writer = TraceEventWriter(
            otherData: [("clock", "script"), ("command", "orbit replay \"a b\".jsonl")], sink: { text += $0 }, finish: { finished += 1 })
        try writer.close()
        let object = try TraceEventTests.object(text)
        #expect((object["traceEvents"] as? [Any])?.isEmpty == true)
        #expect(object["displayTimeUnit"] as? String == "ms")
        let other = try #require(object["otherData"] as? [String: String])
        #expect(other == ["clock": "script", "command": "orbit replay \"a b\".jsonl"])
        #expect(finished == 1 && writer.count == 0)
    }

    @Test func eventsAreWrittenInOrderOneALineAndNothingAfterClose() throws {
        var text = ""
        var finished = 0
        let writer = TraceEventWriter(sink: { text += $0 }, finish: { finished += 1 })
        let names = (0..<5).map { "event \($0)" }
        for (index, name) in names.enumerated() {
            writer.append(TraceEvent(name, category: "test", phase: .instant, timestamp: Double(index), track: 1))
        }
        #expect(writer.count == 5)
        // Small events stay in the buffer until the writer closes.
        #expect(text.isEmpty)
        try writer.close()
        writer.append(TraceEvent("late", phase: .instant, timestamp: 9, track: 1))
        try writer.close()
        #expect(writer.count == 5 && finished == 1)
        let events = try #require(TraceEventTests.object(text)["traceEvents"] as? [[String: Any]])
        #expect(events.map { $0["name"] as? String } == names)
        // One event a line, between the opening and closing lines.
        let lines = text.split(separator: "\n")
        #expect(lines.count == 5 + 2)
        #expect(lines.dropFirst().prefix(5).allSatisfy { $0.hasPrefix("{\"name\":\"event ") })
    }

    @Test func aFailingSinkIsOneLineNamingTheFileAndTheRestIsDropped() throws {
        struct DiskFull: Error, LocalizedError { var errorDescription: String? { "no space left" } }
        var calls = 0
        let writer = TraceEventWriter(sink: { _ in calls += 1; throw DiskFull() })
        let big = TraceEvent(String(repeating: "x", count: TraceEventWriter.chunkBytes), phase: .instant, timestamp: 0, track: 1)
        writer.append(big)
        writer.append(big)
        do {
            try writer.close(name: "profile of the session")
            Issue.record("closing after a failed write did not throw")
        } catch {
            #expect(error.message == "cannot write the profile of the session: no space left")
            #expect(!error.message.contains("\n"))
        }
        // After the first failure the sink is not called again.
        #expect(calls == 1)
    }

    @Test func aFileThatCannotBeCreatedFailsBeforeAnyEvent() {
        let path = "/nonexistent-orbit-folder/trace.json"
        #expect(throws: OutputError.self) { _ = try TraceEventWriter.file(atPath: path, otherData: []) }
        do {
            _ = try TraceEventWriter.file(atPath: path, otherData: [])
        } catch {
            #expect(error.description == "cannot write the trace-events file '\(path)': no such file or directory")
        }
    }

    @Test func aFileWriterWritesWhatTheSinkWould() throws {
        let path = NSTemporaryDirectory() + "orbit-trace-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try TraceEventWriter.file(atPath: path, otherData: [("clock", "wall")])
        writer.append(TraceEvent("frame", category: "frame", phase: .complete, timestamp: 0, duration: 16.5, track: 1))
        try writer.close()
        let object = try TraceEventTests.object(try String(contentsOfFile: path, encoding: .utf8))
        let events = try #require(object["traceEvents"] as? [[String: Any]])
        #expect(events.count == 1 && events[0]["dur"] as? Double == 16.5)
        #expect((object["otherData"] as? [String: String]) == ["clock": "wall"])
    }
}
