import Foundation
@testable import LayoutCatalog
import OrbitSession
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// Drag to reorder: press and hold, drag, release (or Esc, or a release outside) — through scripts
/// and replays as a user records them, and through the host's API as a layout author calls it.
@Suite struct InteractiveMovementTests {
    let size = Size(width: 800, height: 500)

    func replay(_ script: String, layout: String = "flow", items: Int = 30, until: Double? = nil) throws
        -> (session: Session, trace: [String], movement: [(item: ItemID, target: Int)?])
    {
        var replay = ScriptReplay(
            session: try Session(layout: layout, itemCount: items, boundsSize: size), steps: try Script.parse(script),
            until: until)
        var trace: [String] = [], movement: [(item: ItemID, target: Int)?] = []
        replay.run { frame, time, session in
            trace.append(ReplayTrace.line(frame: frame, time: time, session: session))
            movement.append(session.movementStatus)
        }
        return (replay.session, trace, movement)
    }

    func ids(_ session: Session) -> [ItemID] {
        (0..<session.itemCount).compactMap { session.collectionView.identities[$0] }
    }

    /// flow at 800x500: item i of the first row is centred at (30 + 74 i, 104).
    func flowCentre(_ index: Int) -> Point { Point(x: 30 + 74 * Double(index), y: 104) }

    @Test func aReorderOfItemTwoToSevenInFlowCommitsWithIdentitiesInTheExpectedOrder() throws {
        let script = """
            {"t": 0, "event": "down", "button": "left", "x": 178, "y": 104}
            {"t": 0.6, "event": "move", "x": 300, "y": 110}
            {"t": 0.7, "event": "move", "x": 450, "y": 106}
            {"t": 0.8, "event": "move", "x": 548, "y": 104}
            {"t": 1.0, "event": "up", "button": "left", "x": 548, "y": 104}
            """
        let (session, trace, movement) = try replay(script)
        var expected = Array(0..<30)
        expected.remove(at: 2)
        expected.insert(2, at: 7)
        #expect(ids(session) == expected)
        #expect(session.isIdle && session.movementStatus == nil && session.contentOffset == .zero)
        // Picked up at the hold (0.5 s, frame 30), moving until the release at frame 60.
        #expect(movement[29] == nil)
        #expect(movement[30].map { $0.item == 2 && $0.target == 2 } == true)
        #expect(movement[59].map { $0.item == 2 && $0.target == 7 } == true)
        #expect(movement[60...].allSatisfy { $0 == nil })
        #expect(trace[45].contains(#""movement":{"item":2,"target":"#) && !trace[60].contains("movement"))
        // The moved item ends in its new place, drawn where the layout puts index 7.
        let moved = try #require(session.displayed(id: 2))
        #expect(moved.attributes == session.collectionView.layout.attributes(at: ItemIndexPath(item: 7)))
        // Deterministic: the same script gives the same trace.
        #expect(try replay(script).trace == trace)
    }

    @Test func theDraggedItemFollowsThePointerOnTopWhileTheOthersMakeRoom() throws {
        let script = """
            {"t": 0, "event": "down", "button": "left", "x": 180, "y": 100}
            {"t": 0.6, "event": "move", "x": 400, "y": 130}
            """
        let (session, _, _) = try replay(script, until: 1.0)
        let moving = try #require(session.displayed(id: 2))
        // Grabbed 2 points right of and 4 above its centre: the centre keeps that distance.
        #expect(moving.attributes.center == Point(x: 398, y: 134))
        #expect(moving.attributes.zIndex == LayoutAttributes.interactiveMovementZIndex)
        #expect(session.drawList.last?.id == 2)
        // Over item 5's place: items 3…5 moved back one place and stand there once settled.
        #expect(session.movementStatus.map { $0.target } == 5)
        for id in 3...5 {
            let item = try #require(session.displayed(id: id))
            #expect(item.attributes.center == flowCentre(id - 1))
        }
    }

    @Test func aPressThatMovesBeforeTheHoldTimeIsAScrollNotAReorder() throws {
        let script = """
            {"t": 0, "event": "down", "button": "left", "x": 178, "y": 300}
            {"t": 0.1, "event": "move", "x": 178, "y": 290}
            {"t": 0.9, "event": "move", "x": 178, "y": 200}
            {"t": 1.0, "event": "up", "button": "left", "x": 178, "y": 200}
            """
        // 300 items: flow scrolls vertically.
        let (session, _, movement) = try replay(script, items: 300)
        #expect(movement.allSatisfy { $0 == nil })
        #expect(ids(session) == Array(0..<300))
        #expect(session.contentOffset.y > 0)
    }

    @Test func aStillPressOnEmptySpacePicksNothingUpAndStaysATap() throws {
        let script = """
            {"t": 0, "event": "down", "button": "left", "x": 700, "y": 450}
            {"t": 1.0, "event": "up", "button": "left", "x": 700, "y": 450}
            """
        let (session, _, movement) = try replay(script)
        #expect(movement.allSatisfy { $0 == nil })
        #expect(session.itemCount == 31)
    }

    @Test func anAutoScrollDuringAReorderMovesTheContentAndStopsAtItsEnd() throws {
        // 300 items in flow: 28 rows, the content 2,000-odd points tall.
        let script = """
            {"t": 0, "event": "down", "button": "left", "x": 178, "y": 104}
            {"t": 0.6, "event": "move", "x": 178, "y": 470}
            {"t": 0.7, "event": "move", "x": 178, "y": 499}
            """
        let (early, _, _) = try replay(script, items: 300, until: 1.0)
        let maximum = early.collectionView.layout.maximumContentOffset.y
        #expect(early.contentOffset.y > 100 && early.contentOffset.y < maximum)
        // The item stays under the pointer and its target follows the content under it.
        let target = try #require(early.movementStatus?.target)
        #expect(target > 20)
        let moving = try #require(early.displayed(id: 2))
        #expect(isClose(moving.attributes.center.y - early.contentOffset.y, 499))
        // Deeper in the zone scrolls faster: one second at the very edge covers more than at its border.
        let (shallow, _, _) = try replay(script.replacingOccurrences(of: "499", with: "455"), items: 300, until: 1.0)
        #expect(shallow.contentOffset.y > 0 && shallow.contentOffset.y < early.contentOffset.y)
        // Held there, it stops at the end of the content; the release commits the move.
        let (late, _, _) = try replay(script + "\n" + #"{"t": 6, "event": "up", "button": "left", "x": 178, "y": 499}"#, items: 300)
        #expect(late.contentOffset.y == maximum)
        let final = ids(late)
        #expect(final.count == 300 && Set(final) == Set(0..<300))
        #expect(try #require(final.firstIndex(of: 2)) > 250)
    }

    @Test func aCancelRestoresOrderIdentitiesAndOffset() throws {
        let fresh = Session(layout: .flow, itemCount: 300, boundsSize: size)
        let drag = """
            {"t": 0, "event": "down", "button": "left", "x": 178, "y": 104}
            {"t": 0.6, "event": "move", "x": 400, "y": 180}
            {"t": 0.7, "event": "move", "x": 400, "y": 499}
            """
        for end in [
            #"{"t": 1.2, "event": "cancelMovement"}"#,
            #"{"t": 1.2, "event": "up", "button": "left", "x": 400, "y": 520}"#,
        ] {
            let (moved, _, _) = try replay(drag, items: 300, until: 1.2)
            #expect(moved.contentOffset.y > 0 && ids(moved) != Array(0..<300))
            let (session, _, movement) = try replay(drag + "\n" + end, items: 300)
            #expect(movement.last.map { $0 == nil } == true)
            #expect(ids(session) == Array(0..<300))
            #expect(session.contentOffset == fresh.contentOffset)
            #expect(session.isIdle)
            #expect(session.displayedItems.sortedInDrawOrder == fresh.displayedItems.sortedInDrawOrder)
        }
    }

    @Test func anotherKeyDuringAMoveCommitsItFirst() throws {
        let script = """
            {"t": 0, "event": "down", "button": "left", "x": 178, "y": 104}
            {"t": 0.6, "event": "move", "x": 548, "y": 104}
            {"t": 0.7, "event": "nextLayout"}
            {"t": 0.8, "event": "up", "button": "left", "x": 548, "y": 104}
            """
        let (session, _, movement) = try replay(script)
        #expect(session.layoutName == "ring" && movement.last.map { $0 == nil } == true)
        #expect(ids(session)[7] == 2 && Set(ids(session)) == Set(0..<30))
    }

    @Test func everyBuiltInLayoutReordersWithoutLosingOrDuplicatingItems() throws {
        for descriptor in LayoutCatalog.seeds.entries {
            var session = Session(layout: descriptor, itemCount: 20, boundsSize: size)
            var clock = HostFrameClock()
            // Two items well inside the window (away from the auto-scroll zones), apart from each
            // other, when the layout has them; else the topmost over the one below it.
            let inner = Rect(x: 80, y: 80, width: size.width - 160, height: size.height - 160)
            func centre(_ item: DisplayedItem) -> Point { item.attributes.drawingTransform.apply(to: item.attributes.frame.center) }
            let large = session.drawList.filter { $0.attributes.transformedFrame.width > 8 }
            let drawn = large.contains { inner.contains(centre($0)) } ? large.filter { inner.contains(centre($0)) } : large
            let picked = try #require(drawn.last, "\(descriptor.name)")
            let apart = drawn.last { !$0.attributes.transformedFrame.intersects(picked.attributes.transformedFrame) }
            let other = try #require(apart ?? drawn.dropLast().last, "\(descriptor.name)")
            let start = centre(picked), end = centre(other)
            clock.send(.pointerDown(.left, start), to: &session)
            clock.run(&session, for: 0.55)
            #expect(session.movementStatus?.item == picked.id, "\(descriptor.name)")
            for step in 1...10 {
                clock.send(.pointerMove(start + (end - start) * (Double(step) / 10)), to: &session)
                clock.run(&session, for: 1.0 / 60)
            }
            clock.send(.pointerUp(.left, end), to: &session)
            clock.run(&session, for: 3)
            let final = ids(session)
            #expect(final.count == 20 && Set(final) == Set(0..<20), "\(descriptor.name)")
            // Dropped on an item apart from it, it moved (over an overlapping one the topmost slot
            // under the pointer, its own, may win, as in UIKit).
            if apart != nil { #expect(final.firstIndex(of: picked.id) != picked.attributes.index, "\(descriptor.name)") }
            #expect(session.isIdle && session.movementStatus == nil, "\(descriptor.name)")
            #expect(session.displayedItems.allSatisfy { $0.attributes.isFinite && $0.phase == .steady }, "\(descriptor.name)")
        }
    }

    @Test func aUserLayoutDecidesTheTargetAndHowTheMovingItemLooks() throws {
        var view = CollectionView(layout: SpacedRows(), itemCount: 10, boundsSize: Size(width: 300, height: 1000))
        let began = view.beginInteractiveMovementForItem(at: ItemIndexPath(item: 0), at: 0)
        let second = view.beginInteractiveMovementForItem(at: ItemIndexPath(item: 3), at: 0)
        #expect(began && !second)
        // In the gap between rows 5 and 6 (hit testing would find nothing): the layout's own rule.
        view.updateInteractiveMovementTargetPosition(Point(x: 150, y: 5 * 100 + 70), at: 0.1)
        #expect(view.interactiveMovement.map { $0.index } == 5)
        let moving = try #require(view.displayedItems.first { $0.id == 0 })
        #expect(moving.attributes.alpha == 0.5 && moving.attributes.center == Point(x: 150, y: 570))
        let move = view.endInteractiveMovement(at: 0.2)
        #expect(move.map { $0.from == ItemIndexPath(item: 0) && $0.to == ItemIndexPath(item: 5) } == true)
        #expect((0..<10).compactMap { view.identities[$0] } == [1, 2, 3, 4, 5, 0, 6, 7, 8, 9])
        // Out of range: nothing starts.
        let outOfRange = view.beginInteractiveMovementForItem(at: ItemIndexPath(item: 10), at: 0.3)
        #expect(!outOfRange)
        #expect(view.interactiveMovement == nil)
    }

    @Test func edgeAutoScrollGrowsWithDepthAndScrollsOnlyScrollingAxes() {
        let size = Size(width: 800, height: 500)
        #expect(EdgeAutoScroll.velocity(at: Point(x: 400, y: 250), in: size, horizontal: true, vertical: true) == .zero)
        let border = EdgeAutoScroll.velocity(at: Point(x: 400, y: 440), in: size, horizontal: true, vertical: true)
        let half = EdgeAutoScroll.velocity(at: Point(x: 400, y: 470), in: size, horizontal: true, vertical: true)
        let edge = EdgeAutoScroll.velocity(at: Point(x: 400, y: 500), in: size, horizontal: true, vertical: true)
        let beyond = EdgeAutoScroll.velocity(at: Point(x: 400, y: 900), in: size, horizontal: true, vertical: true)
        #expect(border == .zero)
        #expect(half == Point(x: 0, y: EdgeAutoScroll.maximumSpeed / 2))
        #expect(edge.y == EdgeAutoScroll.maximumSpeed && beyond.y == EdgeAutoScroll.maximumSpeed)
        let corner = EdgeAutoScroll.velocity(at: Point(x: 15, y: 15), in: size, horizontal: true, vertical: false)
        #expect(corner == Point(x: -EdgeAutoScroll.maximumSpeed * 0.75, y: 0))
        // A tiny view keeps a still middle: the zone is a quarter of the side.
        #expect(EdgeAutoScroll.velocity(at: Point(x: 50, y: 30), in: Size(width: 100, height: 100), horizontal: true, vertical: true) == .zero)
        #expect(EdgeAutoScroll.velocity(at: Point(x: .nan, y: 10), in: size, horizontal: true, vertical: true) == .zero)
        #expect(EdgeAutoScroll.velocity(at: Point(x: 0, y: 0), in: .zero, horizontal: true, vertical: true) == .zero)
    }
}

/// A user's layout: rows 60 points tall, 100 apart, that drops a moving item at the nearest row
/// (gaps included) and draws it half transparent.
private struct SpacedRows: CollectionViewLayout {
    private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    mutating func prepare(_ context: LayoutContext) { self.context = context }

    var contentSize: Size { Size(width: context.boundsSize.width, height: Double(context.itemCount) * 100) }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        (0..<context.itemCount).compactMap { attributes(at: ItemIndexPath(item: $0)) }.filter { $0.frame.intersects(rect) }
    }

    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.item >= 0, indexPath.item < context.itemCount else { return nil }
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: context.boundsSize.width / 2, y: Double(indexPath.item) * 100 + 30),
            size: Size(width: context.boundsSize.width, height: 60))
    }

    func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ItemIndexPath, withPosition position: Point) -> ItemIndexPath {
        ItemIndexPath(item: Int((position.y / 100).rounded(.down)))
    }

    func attributesForInteractivelyMovingItem(at indexPath: ItemIndexPath, withTargetPosition position: Point) -> LayoutAttributes? {
        attributes(at: indexPath).map { LayoutAttributes(indexPath: indexPath, center: position, size: $0.size, alpha: 0.5, zIndex: 9) }
    }
}
