import CollectionLayout
import ExampleLayouts
import Foundation
import OrbitSession
import Playground
import Testing

/// The example layouts inside Orbit's host: the playground session that `orbit play` and
/// `orbit replay` drive, fed the committed script and hand-written events.
@Suite("in the playground session")
struct SessionTests {
    static let catalog = try! LayoutCatalog.seeds.adding([.spiral, .petals])

    /// Examples/Scripts/spiral-fling.jsonl, which `make examples` also replays.
    static var scriptURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/spiral-fling.jsonl")
    }

    @Test("the committed script flings, pages, switches to petals and back, and comes to rest on an item")
    func committedScript() throws {
        let events = try Script.parse(Data(contentsOf: Self.scriptURL), catalog: Self.catalog)
        let session = try Session(
            catalog: Self.catalog, layout: "spiral", itemCount: 200, boundsSize: Size(width: 1280, height: 800))
        var replay = ScriptReplay(session: session, steps: events, keys: KeyBindings.playground)
        var layouts: [String] = []
        replay.run { _, _, session in
            if layouts.last != session.layoutName { layouts.append(session.layoutName) }
        }
        #expect(layouts == ["spiral", "petals", "spiral"])
        let end = replay.session
        #expect(end.isIdle)
        let steps = end.contentOffset.y / SpiralLayout().spacing
        #expect(steps > 5 && abs(steps - steps.rounded()) < 1e-6, "came to rest at \(end.contentOffset.y)")
    }

    @Test("a fling of any speed comes to rest with an item at the outer end")
    func flings() throws {
        for (speed, distance) in [(0.05, 60.0), (0.05, 240.0), (0.02, 400.0), (0.2, 33.0)] {
            var session = try Session(
                catalog: Self.catalog, layout: "spiral", itemCount: 1_000, boundsSize: Size(width: 800, height: 600))
            session.send(.pointerDown(.left, Point(x: 400, y: 500)), at: 0.1)
            session.send(.pointerMove(Point(x: 400, y: 500 - distance / 2)), at: 0.1 + speed / 2)
            session.send(.pointerUp(.left, Point(x: 400, y: 500 - distance)), at: 0.1 + speed)
            var time = 0.1 + speed
            while !session.isIdle, time < 20 {
                time += 1.0 / 60
                session.advance(to: time)
            }
            let steps = session.contentOffset.y / SpiralLayout().spacing
            #expect(abs(steps - steps.rounded()) < 1e-6, "a \(distance)-point drag came to rest at \(session.contentOffset.y)")
            #expect(session.contentOffset.y >= 0)
        }
    }

    @Test("an item tapped into the petals blooms out of the centre")
    func bloomThroughTheHost() throws {
        var session = try Session(
            catalog: Self.catalog, layout: "petals", itemCount: 30, boundsSize: Size(width: 800, height: 600))
        // A tap on empty space (a corner) inserts an item at a random index.
        session.send(.pointerDown(.left, Point(x: 5, y: 5)), at: 0.1)
        session.send(.pointerUp(.left, Point(x: 5, y: 5)), at: 0.12)
        session.advance(to: 0.12)
        #expect(session.itemCount == 31)
        let appearing = session.displayedItems.filter { $0.phase == .appearing }
        #expect(appearing.count == 1)
        if let item = appearing.first?.attributes {
            #expect((item.center - Point(x: 400, y: 300)).length < 1)
            #expect(item.transform.decomposed.scaleX < 0.2)
        }
        // A tap on an item deletes it: it flies out and fades.
        let target = try #require(session.drawList.last)
        let centre = target.attributes.center
        session.send(.pointerDown(.left, centre), at: 1)
        session.send(.pointerUp(.left, centre), at: 1.02)
        session.advance(to: 1.2)
        let leaving = session.displayedItems.filter { $0.phase == .disappearing }
        #expect(leaving.count == 1)
        if let item = leaving.first?.attributes {
            #expect((item.center - Point(x: 400, y: 300)).length > (centre - Point(x: 400, y: 300)).length)
            #expect(item.alpha < 1)
        }
    }
}
