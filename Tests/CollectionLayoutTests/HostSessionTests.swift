import Testing

@testable import CollectionLayout

@Suite struct HostSessionTests {
    let size = Size(width: 800, height: 600)

    @Test func tapOnEmptySpaceInsertsOnTheRingFromTheCentre() throws {
        var session = PlaygroundSession(preset: .ring, itemCount: 6, boundsSize: size, seed: 7)
        var clock = FrameClock()
        // The hub of the ring is empty space.
        clock.send(.pointerDown(.left, Point(x: 400, y: 300)), to: &session)
        clock.run(&session, for: 0.05)
        clock.send(.pointerUp(.left, Point(x: 401, y: 300)), to: &session)
        #expect(session.itemCount == 7)
        let appearing = try #require(session.displayedItems.first { $0.phase == .appearing })
        #expect(appearing.id == 6)
        #expect(isClose(appearing.attributes.center, Point(x: 400, y: 300)))
        #expect(appearing.attributes.alpha == 0)
        clock.run(&session, for: 0.5)
        let landed = try #require(session.item(6))
        #expect(landed.phase == .steady)
        var layout = try Preset.ring.makeLayout()
        layout.prepare(LayoutContext(boundsSize: size, itemCount: 7))
        let expected = try #require(layout.attributes(at: landed.attributes.indexPath))
        #expect(landed.attributes == expected)
        #expect(session.isIdle)
    }
}
