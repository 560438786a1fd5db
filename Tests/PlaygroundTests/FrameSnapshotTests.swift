import CollectionLayout
import OrbitRendering
import OrbitSession
import Playground
import Testing

/// A session becomes what rendering reads through one function, `FrameSnapshot.init(_:showing:)`,
/// which the window, the replayed frames, the soak and these tests share.
@Suite struct FrameSnapshotTests {
    /// A line of 40 items flung to the left: its scroll animation runs when `fling` returns.
    static func fling() -> (session: Session, time: Double) {
        var session = Session(layout: .line, itemCount: 40, boundsSize: Size(width: 800, height: 600))
        var time = 0.0
        session.send(.pointerDown(.left, Point(x: 600, y: 300)), at: time)
        for step in 1...6 {
            time += 1.0 / 60
            let point = Point(x: 600 - 50.0 * Double(step), y: 300)
            session.send(step == 6 ? .pointerUp(.left, point) : .pointerMove(point), at: time)
        }
        return (session, time)
    }

    @Test func theSnapshotHoldsWhatTheSessionShowsThisFrame() throws {
        let (session, _) = Self.fling()
        let frame = FrameSnapshot(session)
        let shown = session.displayedContent
        #expect(frame.items == shown.items && frame.elements == shown.elements)
        #expect(frame.sectionItemCounts == session.sectionItemCounts && frame.boundsSize == session.boundsSize)
        #expect(frame.contentOffset == session.contentOffset && frame.contentSize == session.contentSize)
        #expect(frame.scrollTarget != nil && frame.scrollTarget == session.collectionView.scrollTarget)
        #expect(frame.layout.context == session.collectionView.layout.context)
        let hud = frame.hud
        #expect(hud.descriptor == session.descriptor && hud.itemCount == session.itemCount)
        #expect(hud.gestureScale == session.gestureScale && hud.gestureRotation == session.gestureRotation)
        #expect(hud.gestureHelp == session.gestureHelp && hud.spring == session.spring && hud.animationSpeed == session.animationSpeed)
        #expect(hud.canFlipDirection == session.canFlipDirection && hud.supportsSections == session.supportsSections)
        // What the caller has already is taken as it is, not asked again.
        let itemsOnly = FrameSnapshot(session, showing: DisplayedContent(items: session.displayedItems, elements: []))
        #expect(itemsOnly.items == session.displayedItems && itemsOnly.elements.isEmpty)
    }

    @Test func aFlingInASnappingLayoutLandsTheMarkedItemInTheMiddle() throws {
        var (session, time) = Self.fling()
        let frame = FrameSnapshot(session)
        let state = OverlayState(frame: frame, overlays: [.snap], trail: PointerTrail(), time: time)
        let landing = try #require(state.landingIndexPath)
        let list = OverlayList(overlays: [.snap], items: frame.items, viewport: frame.viewport(), state: state, measure: { _ in .zero })
        #expect(list.snapTarget?.landingIndexPath == landing)
        // Asked again for the same target, the last answer stands (no second prepare).
        var stale = state
        stale.landingIndexPath = ItemIndexPath(item: -1)
        #expect(OverlayState(frame: frame, overlays: [.snap], trail: PointerTrail(), time: time, previous: stale).landingIndexPath == ItemIndexPath(item: -1))
        while !session.isIdle { time += 1.0 / 60; session.advance(to: time) }
        // At rest, the item under the middle of the window is the one the overlay marked.
        let hit = session.hitTest(Point(x: 400, y: 300))
        #expect(session.displayedItems.first { $0.id == hit }?.attributes.indexPath == landing)
        #expect(OverlayState(frame: FrameSnapshot(session), overlays: [.snap], trail: PointerTrail(), time: time).landingIndexPath == nil)
    }

    /// Pointer input reaches the trail as presses, releases and moves at its positions; input
    /// without a position leaves it as it was.
    @Test func pointerInputReachesTheTrailAsPressesReleasesAndMoves() {
        let point = Point(x: 3, y: 4)
        #expect(PointerTrail.Event(.pointerDown(.right, point)) == .press(point))
        #expect(PointerTrail.Event(.pointerUp(.left, point)) == .release(point))
        #expect(PointerTrail.Event(.pointerMove(point)) == .move(point))
        #expect(PointerTrail.Event(.wheel(dx: 0, dy: 1, at: point)) == .move(point))
        let positionless: [PointerInput] = [.pinch(scale: 1.1), .rotate(angle: 0.1), .modifiers(shift: true), .resize(Size(square: 10))]
        #expect(positionless.allSatisfy { PointerTrail.Event($0) == nil })
        var trail = PointerTrail()
        for input in positionless { trail.record(input, at: 0) }
        #expect(trail.samples.isEmpty)
        trail.record(.pointerDown(.left, point), at: 0.01)
        trail.record(.wheel(dx: 0, dy: 1, at: Point(x: 5, y: 6)), at: 0.02)
        #expect(trail.samples.map(\.point) == [point, Point(x: 5, y: 6)] && trail.samples.map(\.startsStroke) == [true, false])
    }
}
