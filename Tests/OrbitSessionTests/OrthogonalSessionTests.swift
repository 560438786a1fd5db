import Foundation
@testable import LayoutCatalog
import Testing

@testable import CollectionLayoutCore
@testable import OrbitSession
import OrbitSupport

/// Orthogonal sections' offsets as session state: replayed from scripts (pointer drags and the
/// `orthogonal` event), carried in traces only for layouts that have such sections, kept across
/// layout switches, journaled where they rest, and fuzzed.
@Suite struct OrthogonalSessionTests {
    static let size = Size(width: 800, height: 600)
    static let counts = Array(repeating: 30, count: 6)

    /// orthogonal-behaviors at 800x600: section 0 (continuous) has its band at y 44...284; a drag
    /// across it at 20 points a frame flings it left, then a script event puts section 3
    /// (group paging, 680-point groups) two groups in; flow and back; at rest again.
    static let script = """
        {"t": 0, "event": "size", "width": 800, "height": 600}
        {"t": 0, "event": "layout", "name": "orthogonal-behaviors"}
        {"t": 0, "event": "sections", "counts": [30, 30, 30, 30, 30, 30]}
        {"t": 0.1, "event": "down", "button": "left", "x": 600, "y": 150}
        {"t": 0.117, "event": "move", "x": 580, "y": 151}
        {"t": 0.133, "event": "move", "x": 560, "y": 151}
        {"t": 0.15, "event": "move", "x": 540, "y": 152}
        {"t": 0.167, "event": "move", "x": 520, "y": 152}
        {"t": 0.183, "event": "up", "button": "left", "x": 500, "y": 152}
        {"t": 1, "event": "orthogonal", "section": 3, "offset": 1360}
        {"t": 5, "event": "layout", "name": "flow"}
        {"t": 6, "event": "layout", "name": "orthogonal-behaviors"}
        {"t": 7.5, "event": "partner"}

        """

    static func session() throws -> Session {
        try Session(layout: .orthogonalBehaviors, sectionItemCounts: counts, boundsSize: size)
    }

    static func trace(of events: [TimedStep]) throws -> [String] {
        var replay = ScriptReplay(session: try session(), steps: events, until: 7.4)
        var lines: [String] = []
        replay.run { frame, time, session in lines.append(ReplayTrace.line(frame: frame, time: time, session: session)) }
        return lines
    }

    @Test func aDragSwitchAndBackReplaysToTheSameTraceAndRestoresEachOffset() throws {
        let events = try Script.parse(Self.script)
        let lines = try Self.trace(of: events)
        // Written back as the playground records it and read again: the same bytes.
        #expect(lines == (try Self.trace(of: try Script.parse(Script.text(for: events)))))
        let frames = try lines.map { try JSONDecoder().decode(TraceFrame.self, from: Data($0.utf8)) }
        // Flow has no orthogonal sections: its frames carry no "orthogonal" key at all.
        for (line, frame) in zip(lines, frames) {
            #expect((frame.layout == "flow") == (frame.orthogonal == nil), "\(frame.frame) \(frame.layout)")
            #expect(line.contains("\"orthogonal\"") == (frame.orthogonal != nil))
        }
        // The last frame before the switch, at rest, and the last frame after coming back.
        let before = try #require(frames.last { $0.t < 5 })
        let after = try #require(frames.last)
        #expect(after.layout == "orthogonal-behaviors" && after.t > 7)
        let section0 = try #require(before.orthogonal?.first { $0.section == 0 }).offset
        // Flung at 20 points a frame (1,200 points per second): well past the 80 dragged.
        #expect(section0 > 300 && section0 < 6_000 - 1)
        #expect(before.orthogonal?.first { $0.section == 3 }?.offset == 1360)
        #expect(after.orthogonal == before.orthogonal)
        // Section 0's cells are where they were across (the page may have scrolled along).
        func across(_ frame: TraceFrame) -> [Int: Double] {
            Dictionary(uniqueKeysWithValues: frame.items.filter { $0.section == 0 && $0.id != nil }.map { ($0.index, $0.center[0]) })
        }
        let shared = Set(across(before).keys).intersection(across(after).keys)
        #expect(!shared.isEmpty)
        for index in shared { #expect(across(before)[index] == across(after)[index], "item \(index)") }
        // Without the drag and the event the trace differs: they matter.
        let still = try Self.trace(of: events.filter {
            switch $0.step {
            case .event(.input(.pointerDown)), .event(.input(.pointerMove)), .event(.input(.pointerUp)), .event(.action(.orthogonalOffset)): false
            default: true
            }
        })
        #expect(still.last != lines.last)
        #expect(try JSONDecoder().decode(TraceFrame.self, from: Data(still.last!.utf8)).orthogonal == [])
    }

    @Test func theOrthogonalEventIsReadWrittenAndRefusedByLine() throws {
        let line = #"{"t": 2, "event": "orthogonal", "section": 2, "offset": 120.5}"#
        let events = try Script.parse(line)
        #expect(events == [TimedStep(time: 2, .orthogonalOffset(section: 2, offset: 120.5))])
        #expect(Script.line(for: events[0]) == #"{"t":2.0,"event":"orthogonal","section":2,"offset":120.5}"#)
        #expect(throws: ScriptError(line: 1, "'section' must be a whole number")) {
            try Script.parse(#"{"t": 0, "event": "orthogonal", "section": 1.5, "offset": 3}"#)
        }
        #expect(throws: ScriptError.self) { try Script.parse(#"{"t": 0, "event": "orthogonal", "section": -1, "offset": 3}"#) }
        #expect(throws: ScriptError.self) { try Script.parse(#"{"t": 0, "event": "orthogonal", "section": 1}"#) }
        #expect(throws: ScriptError.self) { try Script.parse(#"{"t": 0, "event": "orthogonal", "section": 1, "offset": "far"}"#) }
        // A session clamps it into the section's range, and a layout without the section ignores it.
        var session = try Self.session()
        session.send(.orthogonalOffset(section: 3, offset: 1e6), at: 0.1)
        let range = (session.collectionView.layout as! CompositionalLayout).orthogonalRange(inSection: 3)
        #expect(session.orthogonalOffsets.map(\.offset) == [range])
        session.send(.orthogonalOffset(section: 5, offset: 100), at: 0.2)
        #expect(session.orthogonalOffsets.map(\.section) == [3], "section 5 does not scroll orthogonally (.none)")
    }

    @Test func restingPlacesAreJournaledOnceAndReplayToTheSameOffsets() throws {
        var session = try Self.session()
        var journaled: [Int: Double] = [:]
        #expect(session.orthogonalRestEvents(journaled: &journaled).isEmpty)
        session.send(.pointerDown(.left, Point(x: 600, y: 150)), at: 0.1)
        for step in 1...4 { session.send(.pointerMove(Point(x: 600 - 30 * Double(step), y: 150)), at: 0.1 + Double(step) / 60) }
        #expect(session.orthogonalRestEvents(journaled: &journaled).isEmpty, "not while dragged")
        session.send(.pointerUp(.left, Point(x: 450, y: 150)), at: 0.2)
        session.advance(to: 0.3)
        #expect(session.collectionView.isOrthogonalScrollAnimating)
        #expect(session.orthogonalRestEvents(journaled: &journaled).isEmpty, "not while it coasts")
        session.advance(to: 8)
        let events = session.orthogonalRestEvents(journaled: &journaled)
        let offset = try #require(session.collectionView.orthogonalContentOffsets[0])
        #expect(events == [.orthogonalOffset(section: 0, offset: offset)])
        #expect(session.orthogonalRestEvents(journaled: &journaled).isEmpty, "journaled once")
        // Replayed on a fresh session, the event alone puts the section there.
        var fresh = try Self.session()
        for event in events { fresh.send(event, at: 1) }
        #expect(fresh.orthogonalOffsets.map(\.offset) == [offset])
        #expect(fresh.orthogonalOffsetsDescription == "section 0 at \(JSONText.format(offset))")
        #expect(Session(layout: .flow, itemCount: 10, boundsSize: Self.size).orthogonalOffsetsDescription == nil)
    }

    @Test func fuzzedDragsAcrossOrthogonalSectionsKeepThemInBoundsAndOnTheirRows() throws {
        for layout in [LayoutDescriptor.orthogonalBehaviors, .store] {
            var fuzzer = GestureFuzzer(.init(
                seed: 7, layout: layout, wanders: false, boundsSize: Self.size, maximumItemCount: 2_000,
                sectionItemCounts: [12, 30, 5, 30, 8, 30]))
            let violation = fuzzer.run(frames: 5_000)
            #expect(violation == nil, "\(layout.name): \(violation.map { "\($0)\n\($0.script)" } ?? "")")
            #expect(fuzzer.summary.orthogonalDrags >= 10, "\(fuzzer.summary)")
            #expect(fuzzer.summary.restChecks > 0 || fuzzer.summary.frames == 5_000)
        }
    }

    @Test func theCheckCatchesAnOffsetOutsideItsSectionAndACellOffItsRow() throws {
        var fuzzer = GestureFuzzer(.init(
            seed: 1, layout: .orthogonalBehaviors, wanders: false, boundsSize: Self.size, maximumItemCount: 2_000,
            sectionItemCounts: Self.counts))
        #expect(fuzzer.checkOrthogonalSections(fuzzer.session.collectionView.layout.attributes(in: fuzzer.session.collectionView.visibleRect)) == nil)
        // The layout given an offset past its end at rest (the host never does this).
        var layout = fuzzer.session.collectionView.layout as! CompositionalLayout
        let range = layout.orthogonalRange(inSection: 0)
        layout.orthogonalContentOffsets = [0: range + 50]
        fuzzer.session.collectionView.layout = layout
        let problem = fuzzer.checkOrthogonalSections([])
        #expect(problem?.hasPrefix("orthogonal section 0 is at offset \(JSONText.format(range + 50)), outside 0...") == true, "\(problem ?? "")")
        // A cell of section 0 drawn down in section 1's band.
        layout.orthogonalContentOffsets = [:]
        fuzzer.session.collectionView.layout = layout
        var cell = try #require(layout.attributes(at: ItemIndexPath(item: 0, section: 0)))
        cell.center.y += 304
        #expect(fuzzer.checkOrthogonalSections([cell])?.contains("off its section's row (section 1's there)") == true)
    }
}
