@testable import LayoutCatalog
@testable import OrbitSession
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

@Suite struct HostSessionTests {
    let size = Size(width: 800, height: 600)

    @Test func tapOnEmptySpaceInsertsOnTheRingFromTheCentre() throws {
        var session = Session(layout: .ring, itemCount: 6, boundsSize: size, seed: 7)
        var clock = HostFrameClock()
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
        let landed = try #require(session.displayed(id: 6))
        #expect(landed.phase == .steady)
        var layout = try LayoutDescriptor.ring.makeLayout()
        layout.prepare(LayoutContext(boundsSize: size, itemCount: 7))
        let expected = try #require(layout.attributes(at: landed.attributes.indexPath))
        #expect(landed.attributes == expected)
        #expect(session.isIdle)
    }

    @Test func aSwitchFromAScrolledViewKeepsItemsWhereTheyAreOnScreen() throws {
        var session = Session(layout: .flow, itemCount: 400, boundsSize: size)
        session.collectionView.setContentOffset(Point(x: 0, y: 1400), animated: false, at: 0)
        let before = try #require(session.displayedItems.first { $0.id == 250 })
        let onScreen = before.attributes.center - session.contentOffset
        session.send(.switchToPartner, at: 0.1)
        #expect(session.descriptor == .ring && session.contentOffset == .zero)
        let after = try #require(session.displayedItems.first { $0.id == 250 })
        #expect(isClose(after.attributes.center - session.contentOffset, onScreen, tolerance: 1e-9))
        // And back: flow centres the item nearest the middle of the ring's view... which does not
        // scroll, so flow starts at the top.
        session.advance(to: 1)
        session.send(.switchToPartner, at: 1)
        #expect(session.contentOffset == .zero)
    }

    @Test func aSwitchFromAScrolledLineCentresTheSameItemInTheNewLayout() throws {
        var session = Session(layout: .line, itemCount: 400, boundsSize: size)
        session.collectionView.setContentOffset(Point(x: 110 * 120, y: 0), animated: false, at: 0)
        session.send(.selectNumberedLayout(1), at: 0.1)
        session.advance(to: 1)
        let item = try #require(session.displayedItems.first { $0.attributes.index == 120 })
        let place = item.attributes.center - session.contentOffset
        #expect(isClose(place.y, 300, tolerance: 40), "item 120 at \(place)")
    }

    @Test func aPressStopsAFlingWhereItIsAndIsNotATap() throws {
        var session = Session(layout: .line, itemCount: 200, boundsSize: size)
        var clock = HostFrameClock()
        clock.drag(&session, from: Point(x: 700, y: 300), by: -240, steps: 6)
        clock.run(&session, for: 0.2)
        let flying = session.contentOffset
        clock.send(.pointerDown(.left, Point(x: 400, y: 300)), to: &session)
        #expect(session.contentOffset == flying)
        clock.run(&session, for: 0.1)
        #expect(session.contentOffset == flying)
        clock.send(.pointerUp(.left, Point(x: 400, y: 300)), to: &session)
        #expect(session.itemCount == 200)
        clock.run(&session, for: 1.5)
        // Released at rest, the line still snaps to an item.
        let position = (session.contentOffset.x) / 110
        #expect(isClose(position, position.rounded(), tolerance: 1e-9))
    }

    @Test func theDrawListIsInWindowCoordinatesAndDrawOrder() throws {
        var session = Session(layout: .line, itemCount: 50, boundsSize: size)
        session.send(.page(1), at: 0)
        session.advance(to: 1)
        let list = session.drawList
        #expect(list.count == session.displayedItems.filter { $0.attributes.isVisible }.count)
        let middle = try #require(list.first { $0.attributes.index == 1 })
        #expect(isClose(middle.attributes.center, Point(x: 400, y: 300)))
        #expect(session.hitTest(Point(x: 400, y: 300)) == middle.id)
    }
}
