import Foundation
@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore
@testable import OrbitSession

/// Sections through the session: the section events of scripts, the N, X and J keys, folding a
/// section by a click on its header, drag to reorder into another section, R, and traces that
/// name sections, categories and kinds.
///
/// Flow 400 points wide: 5 items a line, 60 points square, 85 apart along x (gap 25), lines 70
/// apart; each section is its header, the 74-point top inset and its lines (bottom inset 0).
@Suite struct SectionSessionTests {
    func session(
        _ counts: [Int], settings: [String: String] = [:], size: Size = Size(width: 400, height: 600), layout: LayoutDescriptor = .flow
    ) throws -> Session {
        try Session(
            layout: layout, settings: settings.sorted { $0.key < $1.key }.map { LayoutSetting(key: $0.key, value: $0.value) },
            sectionItemCounts: counts, boundsSize: size)
    }

    func ids(_ session: Session) -> [[ItemID]] {
        (0..<session.numberOfSections).map { Array(session.collectionView.identities.identities(inSection: $0)) }
    }

    /// Where section `section` starts along y, for sections of `counts` items under headers of `header` points.
    func sectionStart(_ section: Int, counts: [Int], header: Double) -> Double {
        counts.prefix(section).reduce(0) { start, count in
            let lines = (count + 4) / 5
            return start + header + 74 + (lines == 0 ? 0 : Double(lines) * 60 + Double(lines - 1) * 10)
        }
    }

    /// A tap (press, 50 ms, release) at `point`, then `settle` seconds.
    func tap(_ point: Point, _ session: inout Session, _ clock: inout HostFrameClock, settle: Double = 0.6) {
        clock.send(.pointerDown(.left, point), to: &session)
        clock.run(&session, for: 0.05)
        clock.send(.pointerUp(.left, point), to: &session)
        clock.run(&session, for: settle)
    }

    // MARK: - Script events

    @Test func sectionEventsReadAndWriteBack() throws {
        let text = """
            {"t": 0, "event": "sections", "counts": [10, 5, 20]}
            {"t": 0.5, "event": "insertSection", "at": 1, "count": 4}
            {"t": 1, "event": "deleteSection", "section": 0}
            {"t": 1.5, "event": "moveSection", "from": 0, "to": 2}
            """
        let events = try Script.parse(text)
        #expect(events.map(\.action) == [.setSections([10, 5, 20]), .insertSection(at: 1, count: 4), .deleteSection(0), .moveSection(from: 0, to: 2)])
        #expect(Script.line(for: events[0]) == #"{"t":0.0,"event":"sections","counts":[10,5,20]}"#)
        #expect(Script.line(for: events[1]) == #"{"t":0.5,"event":"insertSection","at":1,"count":4}"#)
        #expect(try Script.parse(Script.text(for: events)) == events)
        // The four names join the table; the older ones are all still there.
        let names = Set(Script.eventNames)
        #expect(names.isSuperset(of: ["sections", "insertSection", "deleteSection", "moveSection", "size", "items", "layout", "set"]))
    }

    @Test(arguments: [
        (#"{"t": 0, "event": "sections", "counts": "10,5"}"#, "'counts' must be an array"),
        (#"{"t": 0, "event": "sections", "counts": []}"#, "'counts' must name 1 to"),
        (#"{"t": 0, "event": "sections", "counts": [3, 1.5]}"#, "'counts[1]' must be a whole number"),
        (#"{"t": 0, "event": "sections", "counts": [3, -1]}"#, "'counts[1]' is out of range"),
        (#"{"t": 0, "event": "sections", "counts": [3, true]}"#, "'counts[1]' must be a number"),
        (#"{"t": 0, "event": "sections", "counts": [9000000, 9000000]}"#, "adds up to more than"),
        (#"{"t": 0, "event": "insertSection", "at": 1}"#, "event 'insertSection' needs 'count'"),
        (#"{"t": 0, "event": "deleteSection", "section": 0.5}"#, "'section' must be a whole number"),
        (#"{"t": 0, "event": "moveSection", "from": 0, "to": -2}"#, "'to' is out of range"),
        (#"{"t": 0, "event": "moveSection", "from": 0, "to": 1, "at": 3}"#, "unknown key 'at'"),
    ])
    func badSectionEventsAreOneLineErrors(line: String, expected: String) {
        do {
            _ = try Script.parse(line)
            Issue.record("parsed \(line)")
        } catch {
            #expect(error.description.hasPrefix("line 1: ") && error.description.contains(expected), "\(error)")
            #expect(!error.description.contains("\n"))
        }
    }

    // MARK: - Section updates

    @Test func sectionEventsInsertDeleteAndMoveSectionsWithTheirItems() throws {
        var session = try session([3, 2])
        session.send(.insertSection(at: 1, count: 2), at: 0.1)
        #expect(ids(session) == [[0, 1, 2], [5, 6], [3, 4]])
        #expect(session.collectionView.isTransitioning)
        session.send(.deleteSection(0), at: 1)
        #expect(ids(session) == [[5, 6], [3, 4]])
        session.send(.moveSection(from: 0, to: 1), at: 2)
        #expect(ids(session) == [[3, 4], [5, 6]])
        session.send(.setSections([1, 1, 2]), at: 3)
        #expect(ids(session) == [[3], [5], [7, 8]])
        // Out of range, or the last section: nothing happens.
        for event: SessionAction in [.insertSection(at: 4, count: 1), .deleteSection(3), .moveSection(from: 0, to: 3), .moveSection(from: 1, to: 1)] {
            session.send(event, at: 4)
            #expect(ids(session) == [[3], [5], [7, 8]], "\(event)")
        }
        session.send(.setSections([2]), at: 5)
        session.send(.deleteSection(0), at: 6)
        #expect(ids(session) == [[3, 9]])
    }

    /// Section updates change the data on a layout that lays out one section too: it shows the
    /// sections as one flattened run (this used to refuse them, when it showed section 0 alone).
    @Test func aOneSectionLayoutTakesSectionUpdatesAndShowsThemFlattened() throws {
        var session = try session([5], layout: .ring)
        #expect(!session.supportsSections)
        session.send(.insertSection(at: 0, count: 3), at: 0.1)
        #expect(ids(session) == [[5, 6, 7], [0, 1, 2, 3, 4]])
        session.send(.setSections([2, 2]), at: 0.2)
        #expect(ids(session) == [[5, 6], [0, 1]])
        session.send(.moveSection(from: 1, to: 0), at: 0.3)
        #expect(ids(session) == [[0, 1], [5, 6]])
        session.send(.deleteSection(0), at: 0.4)
        #expect(ids(session) == [[5, 6]])
        session.advance(to: 2)
        #expect(session.displayedItems.map(\.id).sorted() == [5, 6])
        // One count is an item count, as `items` is.
        session.send(.setSections([3]), at: 2.1)
        #expect(ids(session) == [[5, 6, 8]])
    }

    /// The playground's Tab from flow with sections to ring and back: every item stays on screen
    /// with its identity and section, at ordinals 0…8 on the ring in section order.
    @Test func tabFromFlowToRingAndBackKeepsEveryItemAndItsSection() throws {
        var session = try Session(
            layout: .flow, catalog: try LayoutCatalog([.flow, .ring]), sectionItemCounts: [3, 2, 4], boundsSize: Size(width: 800, height: 600))
        let before = ids(session)
        session.send(.nextLayout, at: 0.1)
        session.advance(to: 1.5)
        #expect(session.layoutName == "ring")
        let shown = session.displayedItems.sorted { $0.id < $1.id }
        #expect(shown.map(\.id) == Array(0..<9))
        var expected: [ItemIndexPath] = []
        for (section, count) in [3, 2, 4].enumerated() { expected += (0..<count).map { ItemIndexPath(item: $0, section: section) } }
        #expect(shown.map(\.attributes.indexPath) == expected)
        #expect(shown.map { session.collectionView.identities.ordinal(of: $0.attributes.indexPath) } == Array(0..<9))
        // The trace names each item's section and index there, as flow's does.
        let frame = try JSONDecoder().decode(TraceFrame.self, from: Data(ReplayTrace.line(frame: 0, time: 1.5, session: session).utf8))
        #expect(Set(frame.items.map { [$0.section ?? -1, $0.index] }) == Set(expected.map { [$0.section, $0.item] }))
        #expect(frame.items.allSatisfy { $0.category == "cell" })
        // N on the ring inserts a section after the focused item's; X deletes it again.
        let focused = session.focusedSection
        session.send(.insertSectionAfterFocus, at: 1.6)
        #expect(session.numberOfSections == 4)
        #expect(session.collectionView.identities.identities(inSection: focused + 1).count == Session.insertedSectionItemCount)
        session.advance(to: 2.5)
        #expect(session.displayedItems.count == 9 + Session.insertedSectionItemCount)
        session.send(.deleteSection(focused + 1), at: 2.6)
        session.advance(to: 3.5)
        #expect(ids(session) == before)
        session.send(.nextLayout, at: 3.6)
        session.advance(to: 5)
        #expect(session.layoutName == "flow")
        #expect(ids(session) == before)
        #expect(session.numberOfSections == 3)
        let offset = session.collectionView.contentOffset
        #expect(offset == session.collectionView.layout.clampedContentOffset(offset))
        #expect(session.displayedItems.map(\.id).sorted() == Array(0..<9))
    }

    @Test func nXAndJActOnTheFocusedItemsSection() throws {
        // 400x300: the middle is at y 150; section 0's line is centred at 74 + 30 = 104, section
        // 1's at 134 + 74 + 30 = 238: section 0 holds the focused item.
        var session = try session([3, 2], size: Size(width: 400, height: 300))
        #expect(session.focusedSection == 0)
        session.send(.insertSectionAfterFocus, at: 0.1)
        let fresh = Array(5..<(5 + Session.insertedSectionItemCount))
        #expect(ids(session) == [[0, 1, 2], fresh, [3, 4]])
        session.send(.moveFocusedSection, at: 1)
        #expect(ids(session) == [fresh, [0, 1, 2], [3, 4]])
        // Section 0 now has six items, lines centred at 104 and 174: still the focus.
        session.send(.deleteFocusedSection, at: 2)
        #expect(ids(session) == [[0, 1, 2], [3, 4]])
        // J on the last section moves it to the front: with section 0 empty (its inset ends at 74),
        // the focus is section 1's first line, centred at 74 + 74 + 30.
        var last = try self.session([0, 5], size: Size(width: 400, height: 300))
        #expect(last.focusedSection == 1)
        last.send(.moveFocusedSection, at: 0.1)
        #expect(ids(last) == [[0, 1, 2, 3, 4], []])
    }

    @Test func plusAndMinusWorkInTheFocusedItemsSection() throws {
        var session = try session([3, 2], size: Size(width: 400, height: 300))
        // The content (268 points) fits the view, which then does not scroll: the focus is the item
        // nearest the middle (200, 150) in the plane, section 0's third (centred at 200, 104).
        session.send(.addItem, at: 0.1)
        #expect(ids(session) == [[0, 1, 2, 5], [3, 4]])
        // Four items, centred at x 30, 115, 200, 285: the third (id 2) is the focus and goes.
        session.send(.removeItem, at: 1)
        #expect(ids(session) == [[0, 1, 5], [3, 4]])
    }

    @Test func aTapOnEmptySpaceAddsOneFreshItemInSomeSection() throws {
        var session = try session([3, 2])
        var clock = HostFrameClock()
        tap(Point(x: 350, y: 20), &session, &clock)
        #expect(session.itemCount == 6 && session.numberOfSections == 2)
        #expect(ids(session).joined().sorted() == [0, 1, 2, 3, 4, 5])
        // A tap on an item deletes it, from its own section.
        let second = Point(x: 85 + 30, y: sectionStart(1, counts: session.sectionItemCounts, header: 0) + 74 + 30)
        let hit = try #require(session.hitTest(second))
        tap(second, &session, &clock)
        #expect(session.itemCount == 5 && !ids(session).joined().contains(hit))
        #expect(ids(session)[0].count + ids(session)[1].count == 5)
    }

    // MARK: - Folding

    @Test func aClickOnAHeaderFoldsItsSectionAndAnotherUnfoldsItWithTheSameItems() throws {
        let counts = [3, 4]
        var session = try session(counts, settings: ["headerHeight": "40"])
        var clock = HostFrameClock()
        let header = Point(x: 200, y: sectionStart(1, counts: counts, header: 40) + 20)
        #expect(session.hitTestElement(header)?.key.kind == ElementKind.header)
        clock.send(.pointerDown(.left, header), to: &session)
        clock.run(&session, for: 0.05)
        clock.send(.pointerUp(.left, header), to: &session)
        #expect(ids(session) == [[0, 1, 2], []])
        #expect(session.foldedSections == [1: [3, 4, 5, 6]])
        // Its items animate out; the header stays.
        #expect(Set(session.displayedItems.filter { $0.phase == .disappearing }.map(\.id)) == [3, 4, 5, 6])
        clock.run(&session, for: 0.6)
        #expect(session.isIdle)
        let headerKey = ElementKey(category: .supplementary, kind: ElementKind.header, indexPath: ItemIndexPath(item: 0, section: 1))
        #expect(session.displayedElements.contains { $0.key == headerKey })
        tap(header, &session, &clock)
        #expect(ids(session) == [[0, 1, 2], [3, 4, 5, 6]])
        #expect(session.foldedSections.isEmpty)
        #expect(session.displayedItems.count == 7)
    }

    @Test func unfoldingWhileTheFoldStillAnimatesTurnsTheItemsRound() throws {
        var session = try session([1, 3], settings: ["headerHeight": "40"])
        var clock = HostFrameClock()
        let header = Point(x: 200, y: sectionStart(1, counts: [1, 3], header: 40) + 20)
        tap(header, &session, &clock, settle: 0.1)
        #expect(session.displayedItems.filter { $0.phase == .disappearing }.count == 3)
        tap(header, &session, &clock, settle: 0)
        // Back in the collection with their identities: none is still on its way out.
        #expect(ids(session) == [[0], [1, 2, 3]])
        let shown = session.displayedItems
        #expect(Set(shown.filter { $0.phase == .appearing }.map(\.id)) == [1, 2, 3])
        #expect(!shown.contains { $0.phase == .disappearing })
        clock.run(&session, for: 0.6)
        #expect(session.isIdle && session.displayedItems.count == 4)
    }

    @Test func aFoldFollowsItsSectionWhenSectionsMove() throws {
        var session = try session([2, 3], settings: ["headerHeight": "40"])
        var clock = HostFrameClock()
        tap(Point(x: 200, y: sectionStart(1, counts: [2, 3], header: 40) + 20), &session, &clock)
        #expect(session.foldedSections == [1: [2, 3, 4]])
        clock.send(.insertSection(at: 0, count: 1), to: &session)
        clock.run(&session, for: 0.6)
        #expect(session.foldedSections == [2: [2, 3, 4]])
        // Section 2 (the folded one) now starts after [1] and [2] items.
        tap(Point(x: 200, y: sectionStart(2, counts: session.sectionItemCounts, header: 40) + 20), &session, &clock)
        #expect(ids(session) == [[5], [0, 1], [2, 3, 4]])
        // A deleted section's fold is forgotten; R forgets them all.
        tap(Point(x: 200, y: 20), &session, &clock)
        #expect(session.foldedSections == [0: [5]])
        clock.send(.deleteSection(0), to: &session)
        #expect(session.foldedSections.isEmpty)
        clock.run(&session, for: 0.6)
        tap(Point(x: 200, y: sectionStart(1, counts: session.sectionItemCounts, header: 40) + 20), &session, &clock)
        clock.send(.reset, to: &session)
        #expect(session.foldedSections.isEmpty && ids(session) == [[0, 1], [2, 3, 4]])
    }

    // MARK: - Drag to reorder

    @Test func aDragMovesAnItemIntoAnotherSection() throws {
        // Item [0, 1] is centred at (115, 104); [1, 2] at (200, 134 + 74 + 30).
        let script = """
            {"t": 0, "event": "down", "button": "left", "x": 115, "y": 104}
            {"t": 0.6, "event": "move", "x": 150, "y": 160}
            {"t": 0.7, "event": "move", "x": 200, "y": 238}
            {"t": 0.9, "event": "up", "button": "left", "x": 200, "y": 238}
            """
        var replay = ScriptReplay(session: try session([4, 4]), steps: try Script.parse(script))
        var targets: [ItemIndexPath] = []
        var lines: [TraceFrame] = []
        try replay.run { frame, time, session in
            if let indexPath = session.movementIndexPath { targets.append(indexPath) }
            lines.append(try JSONDecoder().decode(TraceFrame.self, from: Data(ReplayTrace.line(frame: frame, time: time, session: session).utf8)))
        }
        #expect(targets.last == ItemIndexPath(item: 2, section: 1))
        #expect(ids(replay.session) == [[0, 2, 3], [4, 5, 1, 6, 7]])
        // Several sections: the trace's movement names the section too.
        let moving = try #require(lines.last { $0.movement != nil }?.movement)
        #expect(moving.item == 1 && moving.target == 2 && moving.section == 1)
    }

    @Test func resetGoesBackToTheStartingSections() throws {
        var session = try session([2, 0, 3])
        session.send(.deleteSection(1), at: 0.1)
        session.send(.insertSection(at: 0, count: 4), at: 0.2)
        session.send(.reset, at: 0.3)
        #expect(ids(session) == [[0, 1], [], [2, 3, 4]])
        #expect(session.initialSectionCounts == [2, 0, 3])
    }

    // MARK: - Traces

    @Test func sectionedTracesNameSectionsCategoriesAndKindsAndListHeaders() throws {
        let counts = [3, 2]
        let session = try session(counts, settings: ["headerHeight": "40", "footerHeight": "10"])
        let text = ReplayTrace.line(frame: 0, time: 0, session: session)
        let frame = try JSONDecoder().decode(TraceFrame.self, from: Data(text.utf8))
        let cells = frame.items.filter { $0.category == "cell" }
        #expect(cells.count == 5 && cells.allSatisfy { $0.id != nil && $0.section != nil && $0.kind == nil })
        #expect(Set(cells.map { [$0.section ?? -1, $0.index] }) == [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1]])
        let headers = frame.items.filter { $0.kind == "header" }
        #expect(headers.map(\.section) == [0, 1] && headers.allSatisfy { $0.category == "supplementary" && $0.id == nil })
        // Header 1 from the spec: after section 0's header (40), inset (74), line (60) and footer (10).
        #expect(headers.last?.center == [200, 40 + 74 + 60 + 10 + 20])
        #expect(frame.items.filter { $0.kind == "footer" }.count == 2)
        #expect(frame.items.count == 9)

        // One section of cells: the fields stay out.
        let plain = ReplayTrace.line(frame: 0, time: 0, session: try self.session([5]))
        #expect(!plain.contains("\"section\"") && !plain.contains("\"category\"") && !plain.contains("\"kind\""))
        // Several sections without any header: the fields are there, no element is listed.
        let bare = try JSONDecoder().decode(
            TraceFrame.self, from: Data(ReplayTrace.line(frame: 0, time: 0, session: try self.session([2, 2])).utf8))
        #expect(bare.items.count == 4 && bare.items.allSatisfy { $0.category == "cell" && $0.section != nil })
    }

    @Test func aTraceListsAFoldingSectionsItemsAsDisappearing() throws {
        var session = try session([2, 2], settings: ["headerHeight": "40"])
        var clock = HostFrameClock()
        let header = Point(x: 200, y: sectionStart(1, counts: [2, 2], header: 40) + 20)
        clock.send(.pointerDown(.left, header), to: &session)
        clock.run(&session, for: 0.05)
        clock.send(.pointerUp(.left, header), to: &session)
        clock.run(&session, for: 0.1)
        let frame = try JSONDecoder().decode(TraceFrame.self, from: Data(ReplayTrace.line(frame: 9, time: clock.time, session: session).utf8))
        let going = frame.items.filter { $0.phase == "disappearing" }
        #expect(Set(going.compactMap(\.id)) == [2, 3] && going.allSatisfy { $0.section == 1 })
    }
}
