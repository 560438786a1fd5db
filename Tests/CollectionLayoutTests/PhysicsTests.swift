import Foundation
@testable import LayoutCatalog
@testable import OrbitSession
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

@Suite struct PhysicsTests {
    let size = Size(width: 800, height: 600)

    @Test func rubberBandFollowsUIKitsFormula() {
        #expect(RubberBand.offset(overshoot: 0, dimension: 600) == 0)
        // f(x, d) = (1 - 1/(x*0.55/d + 1)) * d
        let x = 100.0, d = 600.0
        let formula: Double = (1 - 1 / (x * 0.55 / d + 1)) * d
        #expect(isClose(RubberBand.offset(overshoot: x, dimension: d), formula))
        #expect(isClose(RubberBand.offset(overshoot: -100, dimension: 600), -RubberBand.offset(overshoot: 100, dimension: 600)))
        // Slope 0.55 at the start, never a full dimension.
        #expect(isClose(RubberBand.offset(overshoot: 1e-6, dimension: 600) / 1e-6, 0.55, tolerance: 1e-6))
        #expect(RubberBand.offset(overshoot: 1e12, dimension: 600) < 600)
        #expect(RubberBand.offset(overshoot: .infinity, dimension: 600) == 600)
        #expect(RubberBand.offset(overshoot: 100, dimension: 0) == 0)
    }

    @Test func decelerationProjectsUIKitsEndOffset() {
        let end = Deceleration.normal.projectedOffset(from: Point(x: 100, y: 0), velocity: Point(x: 2000, y: -500))
        let ratio: Double = 0.998 / (1 - 0.998)
        #expect(isClose(end.x, 100 + 2.0 * ratio, tolerance: 1e-9))
        #expect(isClose(end.y, -0.5 * ratio, tolerance: 1e-9))
        // A coast follows r^(ms) and ends exactly at the projection.
        let coast = ScrollMotion.coast(from: .zero, velocity: Point(x: 1000, y: 0))
        let covered: Double = 1 - pow(0.998, 500)
        #expect(isClose(coast.offset(after: 0.5).x, ratio * covered, tolerance: 1e-9))
        #expect(coast.offset(after: coast.duration) == coast.destination)
    }

    @Test func releaseVelocityComesFromTheLast100msAndIsZeroAfterARest() {
        var tracker = VelocityTracker()
        tracker.reset(at: Point(x: 0, y: 0), time: 0)
        for frame in 1...10 { tracker.add(Point(x: Double(frame) * 10, y: 0), at: Double(frame) / 100) }
        #expect(isClose(tracker.velocity(at: 0.1).x, 1000, tolerance: 1e-6))
        // Slow start, fast end: only the last 100 ms count.
        tracker.add(Point(x: 400, y: 0), at: 0.15)
        #expect(isClose(tracker.velocity(at: 0.15).x, (400 - 50) / 0.1, tolerance: 1e-6))
        #expect(tracker.velocity(at: 0.3) == .zero)
    }

    @Test func settleCurveLeavesAtTheReleaseVelocityAndArrivesAtRest() {
        let motion = ScrollMotion.settle(from: .zero, to: Point(x: 300, y: 0), velocity: Point(x: 1000, y: 0))
        #expect(isClose(motion.velocity(after: 0).x, 1000, tolerance: 1e-9))
        #expect(motion.velocity(after: motion.duration) == .zero)
        #expect(motion.offset(after: motion.duration) == Point(x: 300, y: 0))
        var previous = 0.0
        for step in 0...60 {
            let x = motion.offset(after: motion.duration * Double(step) / 60).x
            #expect(x >= previous - 1e-12 && x <= 300)
            previous = x
        }
    }

    @Test func rubberBandStaysBoundedAndReturnsToZero() {
        var session = Session(layout: .line, itemCount: 50, boundsSize: size)
        var clock = HostFrameClock()
        clock.send(.pointerDown(.left, Point(x: 100, y: 300)), to: &session)
        var worst = 0.0
        for step in 1...60 {
            clock.run(&session, for: 1.0 / 60)
            clock.send(.pointerMove(Point(x: 100 + Double(step) * 200, y: 300)), to: &session)
            worst = min(worst, session.contentOffset.x)
            #expect(session.contentOffset.x > -size.width)
        }
        // 12,000 points of pull show as less than a screen, more than half of one.
        #expect(worst < -size.width / 2)
        clock.run(&session, for: 0.5)
        clock.send(.pointerUp(.left, Point(x: 100 + 60 * 200, y: 300)), to: &session)
        clock.run(&session, for: 1.5)
        #expect(session.contentOffset == .zero)
        #expect(session.isIdle)
    }

    @Test func wheelFlingSnapsToACardBoundaryInTheFlingsDirection() throws {
        for direction in [-1.0, 1.0] {
            var session = Session(layout: .wheel, itemCount: 60, boundsSize: size)
            var clock = HostFrameClock()
            // Start mid-way so both directions have room.
            session.collectionView.setContentOffset(Point(x: 3000, y: 0), animated: false, at: 0)
            let start = session.contentOffset.x
            clock.drag(&session, from: Point(x: 400, y: 300), by: -direction * 120, steps: 6)
            let released = session.contentOffset.x
            clock.run(&session, for: 2)
            #expect(session.isIdle)
            let wheel = try #require(session.collectionView.layout as? WheelLayout)
            let cardLength = wheel.anglePerItem / (-wheel.angleAtExtreme / session.collectionView.layout.maximumContentOffset.x)
            let cards = session.contentOffset.x / cardLength
            #expect(isClose(cards, cards.rounded(), tolerance: 1e-9), "offset \(session.contentOffset.x)")
            let projected = Deceleration.normal.projectedOffset(
                from: Point(x: released, y: 0), velocity: Point(x: direction * 1200, y: 0)).x
            // Rounded in the direction of the fling: past the projection, never short of it.
            #expect(direction * (session.contentOffset.x - projected) >= -1e-6)
            #expect(direction * (session.contentOffset.x - projected) < cardLength)
            #expect(direction * (session.contentOffset.x - start) > 0)
        }
    }

    @Test func line3dShortDragReturnsToTheSameItem() {
        var session = Session(layout: .line3d, itemCount: 20, boundsSize: size)
        var clock = HostFrameClock()
        clock.drag(&session, from: Point(x: 400, y: 300), by: -90, steps: 6)
        clock.run(&session, for: 2)
        #expect(session.contentOffset == .zero)
    }

    @Test func line3dPagingClampsAtTheEnds() {
        var session = Session(layout: .line3d, itemCount: 3, boundsSize: size)
        var clock = HostFrameClock()
        for _ in 0..<4 {
            clock.drag(&session, from: Point(x: 700, y: 300), by: -300, steps: 6)
            clock.run(&session, for: 1.5)
        }
        // Three items, pitch 260: the last one centred at offset 520.
        #expect(isClose(session.contentOffset.x, 520, tolerance: 1e-9))
    }

    @Test func arrowKeysPageEveryScrollingPreset() throws {
        for preset in LayoutCatalog.seeds.entries {
            var session = Session(layout: preset, itemCount: 200, boundsSize: size)
            var clock = HostFrameClock()
            let scrolls = session.collectionView.layout.maximumContentOffset != .zero
            clock.send(.page(1), to: &session)
            clock.run(&session, for: 1.5)
            let first = session.contentOffset
            clock.send(.page(1), to: &session)
            clock.run(&session, for: 1.5)
            let second = session.contentOffset
            clock.send(.page(-1), to: &session)
            clock.run(&session, for: 1.5)
            if scrolls {
                #expect(first != .zero, "\(preset.name) did not page")
                #expect(second.x + second.y > first.x + first.y, "\(preset.name) did not page again")
                #expect(session.contentOffset == first, "\(preset.name) did not page back")
            } else {
                #expect(second == .zero)
            }
        }
        // line: one item is one pitch.
        var line = Session(layout: .line, itemCount: 20, boundsSize: size)
        line.send(.page(1), at: 0)
        line.advance(to: 1)
        #expect(line.contentOffset == Point(x: 110, y: 0))
    }
}
