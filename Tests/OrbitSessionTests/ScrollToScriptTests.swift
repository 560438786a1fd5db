import CollectionLayout
import Foundation
import OrbitSession
import OrbitTestSupport
import Testing

/// The `scrollTo` event and the Home and End keys: UIKit's `scrollToItem(at:at:animated:)` in
/// scripts, journals and the playground.
@Suite struct ScrollToScriptTests {
    static let size = Size(width: 400, height: 300)

    @Test func scrollToLinesReadAndWriteBack() throws {
        let text = """
            {"t":0.5,"event":"scrollTo","item":40,"position":"top"}
            {"t":1.0,"event":"scrollTo","item":3,"section":2,"position":"bottom,right","animated":false}

            """
        let events = try Script.parse(text)
        #expect(events.map(\.action) == [
            .scrollToItem(ItemIndexPath(item: 40), .top, animated: true),
            .scrollToItem(ItemIndexPath(item: 3, section: 2), [.bottom, .right], animated: false),
        ])
        // Written as the playground journals them: the same bytes.
        #expect(Script.text(for: events) == text)
    }

    @Test func badScrollToLinesAreOneLineErrors() {
        for (line, problem) in [
            (#"{"t": 0, "event": "scrollTo", "position": "top"}"#, "needs 'item'"),
            (#"{"t": 0, "event": "scrollTo", "item": 2}"#, "needs 'position'"),
            (#"{"t": 0, "event": "scrollTo", "item": 2.5, "position": "top"}"#, "'item' must be a whole number"),
            (#"{"t": 0, "event": "scrollTo", "item": 2, "position": "middle"}"#, "'position' must be one of top, centeredVertically"),
            (#"{"t": 0, "event": "scrollTo", "item": 2, "position": "top,bottom"}"#, "got 'top,bottom'"),
            (#"{"t": 0, "event": "scrollTo", "item": 2, "position": "top", "animated": 1}"#, "'animated'"),
        ] {
            #expect(throws: ScriptError.self) { try Script.parse(line) }
            do {
                _ = try Script.parse(line)
            } catch {
                #expect(error.message.contains(problem), "\(error.message)")
            }
        }
    }

    @Test func aReplayedScrollToEndsWithTheItemWhereItAsked() throws {
        // Flow at 400 x 300: five 60-point items a row, rows 70 apart below a 74-point inset.
        let script = try Script.parse("""
            {"t": 0.2, "event": "scrollTo", "item": 52, "position": "centered"}
            {"t": 2, "event": "size", "width": 400, "height": 300}

            """)
        var replay = ScriptReplay(session: Session(layout: .flow, itemCount: 200, boundsSize: Self.size), steps: script)
        var offsets: [Double] = []
        replay.run { _, _, session in offsets.append(session.contentOffset.y) }
        // Row 10's middle (74 + 700 + 30) at the view's middle (150), reached through a settle.
        let centred: Double = 74 + 700 + 30 - 150
        #expect(offsets.last == centred)
        #expect(offsets.contains { $0 > 0 && $0 < 654 })
    }

    @Test func homeAndEndShowTheFirstAndTheLastItem() throws {
        var session = try Session(layout: .flow, sectionItemCounts: [40, 60, 0], boundsSize: Self.size)
        var clock = HostFrameClock()
        clock.send(.scrollToLastItem, to: &session)
        clock.run(&session, for: 2)
        // The last item (section 2 is empty) with its bottom at the view's bottom, as UIKit's .bottom.
        let last = try #require(session.collectionView.layout.attributes(at: ItemIndexPath(item: 59, section: 1)))
        #expect(session.contentOffset.y == last.frame.maxY - 300)
        clock.send(.scrollToFirstItem, to: &session)
        clock.run(&session, for: 2)
        // The first item's top at the view's top: below section 0's 74-point inset.
        #expect(session.contentOffset.y == 74)
    }
}
