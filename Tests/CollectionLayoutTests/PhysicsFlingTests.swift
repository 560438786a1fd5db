import OrbitSession
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

@Suite struct PhysicsFlingTests {
    let size = Size(width: 800, height: 600)

    /// Drags from `start` by `distance` points along x over `duration` seconds in 60 Hz moves,
    /// then releases at once.
    func drag(
        _ session: inout Session, _ clock: inout HostFrameClock, from start: Point, by distance: Double,
        over duration: Double
    ) {
        clock.drag(&session, from: start, by: distance, steps: Int((duration * 60).rounded()))
    }

    @Test func flingOnLineLandsWithAnItemExactlyCentred() throws {
        var session = Session(layout: .line, itemCount: 100, boundsSize: size)
        var clock = HostFrameClock()
        drag(&session, &clock, from: Point(x: 600, y: 300), by: -333, over: 0.2)
        #expect(!session.isIdle)
        clock.run(&session, for: 3)
        #expect(session.isIdle)
        let offset = session.contentOffset.x
        // Item centres sit at L + i*110 + 50 with L = (800 - 100)/2; the middle of the view is offset + 400.
        let position = (offset + 400 - 350 - 50) / 110
        #expect(offset > 1000, "the fling should travel far, landed at \(offset)")
        #expect(isClose(position, position.rounded(), tolerance: 1e-9), "offset \(offset)")
        let centred = try #require(session.displayedItems.min { abs($0.attributes.center.x - offset - 400) < abs($1.attributes.center.x - offset - 400) })
        #expect(isClose(centred.attributes.center.x, offset + 400, tolerance: 1e-9))
        #expect(centred.attributes.transform == .identity)
    }

    @Test func line3dPagesByOneItemForAFast300PointDrag() throws {
        var session = Session(layout: .line3d, itemCount: 20, boundsSize: size)
        var clock = HostFrameClock()
        drag(&session, &clock, from: Point(x: 600, y: 300), by: -300, over: 0.1)
        clock.run(&session, for: 2)
        #expect(session.isIdle)
        // Pitch 260: item 1 centred.
        #expect(isClose(session.contentOffset.x, 260, tolerance: 1e-9), "offset \(session.contentOffset.x)")
    }
}
