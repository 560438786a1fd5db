import Foundation
@testable import LayoutCatalog
@testable import OrbitSession
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

@Suite struct InteractionTests {
    let size = Size(width: 800, height: 600)

    func circleItem0(_ session: Session) throws -> Point {
        try #require(session.displayedItems.first { $0.attributes.index == 0 }).attributes.center
    }

    @Test func pinchOnCircleMultipliesThenCommitsLikeTheSeed() throws {
        var session = Session(layout: .circle, itemCount: 8, boundsSize: size)
        let radius = 800.0 / 3
        session.send(.wheel(dx: 0, dy: 3, at: Point(x: 400, y: 300)), at: 0)
        #expect(isClose(session.gestureScale, pow(1.1, 3)))
        // The layout clamps 1.331 to 1.3.
        #expect(isClose(try circleItem0(session).x, 400 + radius * 1.3, tolerance: 1e-9))
        session.advance(to: 0.2)
        #expect(session.pinch.isActive)
        session.advance(to: 0.25)
        #expect(!session.pinch.isActive)
        #expect(isClose(session.pinch.committed, pow(1.1, 3)) && session.pinch.live == 1)
        // A second pinch multiplies the committed scale: no jump back to 1 (the seed's bug, fixed).
        session.send(.wheel(dx: 0, dy: -2, at: Point(x: 400, y: 300)), at: 1)
        #expect(isClose(session.gestureScale, 1.1))
        #expect(isClose(try circleItem0(session).x, 400 + radius * 1.1, tolerance: 1e-9))
        // Fractional steps scale fractionally; the clamp's low end holds.
        session.send(.wheel(dx: 0, dy: -0.5, at: .zero), at: 1.1)
        #expect(isClose(session.gestureScale, pow(1.1, 0.5)))
        session.send(.wheel(dx: 0, dy: -40, at: .zero), at: 1.2)
        #expect(isClose(try circleItem0(session).x, 400 + radius * 0.5, tolerance: 1e-9))
    }

    @Test func rightDragRotatesAroundTheCentreAndCommitsOnRelease() throws {
        var session = Session(layout: .circle, itemCount: 8, boundsSize: size)
        let radius = 800.0 / 3
        session.send(.pointerDown(.right, Point(x: 600, y: 300)), at: 0)
        session.send(.pointerMove(Point(x: 541, y: 441)), at: 0.05)
        session.send(.pointerMove(Point(x: 400, y: 500)), at: 0.1)
        #expect(isClose(session.gestureRotation, .pi / 2, tolerance: 1e-12))
        #expect(isClose(try circleItem0(session), Point(x: 400, y: 300 + radius), tolerance: 1e-9))
        session.send(.pointerUp(.right, Point(x: 400, y: 500)), at: 0.15)
        #expect(isClose(session.rotation.committed, .pi / 2, tolerance: 1e-12) && session.rotation.live == 0)
        // The second rotation starts from the committed angle.
        session.send(.pointerDown(.right, Point(x: 400, y: 100)), at: 1)
        #expect(isClose(session.gestureRotation, .pi / 2, tolerance: 1e-12))
        session.send(.pointerMove(Point(x: 600, y: 300)), at: 1.1)
        session.send(.pointerMove(Point(x: 400, y: 500)), at: 1.2)
        session.send(.pointerUp(.right, Point(x: 200, y: 300)), at: 1.3)
        // -pi/2 -> 0 -> pi/2 -> pi: three quarter turns clockwise on top of the committed quarter.
        #expect(isClose(session.gestureRotation, 2 * .pi, tolerance: 1e-12))
        #expect(!session.rotation.isActive)
    }

    @Test func ringAndSmallCircleFollowPinchAndRotationOthersIgnoreThem() throws {
        for preset in [LayoutDescriptor.ring, .smallCircle] {
            var session = Session(layout: preset, itemCount: 6, boundsSize: size)
            let before = try circleItem0(session)
            session.send(.wheel(dx: 0, dy: 2, at: .zero), at: 0)
            #expect(try circleItem0(session) != before, "\(preset.name)")
        }
        var flow = Session(layout: .flow, itemCount: 6, boundsSize: size)
        let before = flow.displayedItems
        flow.send(.wheel(dx: 0, dy: 2, at: .zero), at: 0)
        flow.send(.pinch(scale: 2), at: 0.1)
        flow.send(.pointerDown(.right, Point(x: 600, y: 300)), at: 0.2)
        flow.send(.pointerMove(Point(x: 400, y: 500)), at: 0.3)
        #expect(flow.gestureScale == 1 && flow.gestureRotation == 0)
        #expect(Set(flow.displayedItems) == Set(before))
        #expect(flow.gestureHelp.contains("no effect"))
    }

    @Test func trackpadPinchAndRotateCommitAfterAPause() {
        var session = Session(layout: .circle, itemCount: 6, boundsSize: size)
        session.send(.pinch(scale: 1.2), at: 0)
        session.send(.rotate(angle: 0.3), at: 0.1)
        session.send(.rotate(angle: 0.2), at: 0.2)
        #expect(isClose(session.gestureScale, 1.2) && isClose(session.gestureRotation, 0.5))
        session.advance(to: 0.46)
        #expect(isClose(session.pinch.committed, 1.2) && isClose(session.rotation.committed, 0.5))
        #expect(session.isIdle)
    }

    @Test func tapOnAnItemDeletesItAndTapsNeedStillPointers() throws {
        var session = Session(layout: .ring, itemCount: 6, boundsSize: size)
        let target = try #require(session.displayedItems.first { $0.id == 3 })
        let point = target.attributes.center
        #expect(session.hitTest(point) == 3)
        session.send(.pointerDown(.left, point), at: 0)
        session.send(.pointerUp(.left, point + Point(x: 3, y: 0)), at: 0.05)
        #expect(session.itemCount == 5)
        #expect(session.displayedItems.first { $0.id == 3 }?.phase == .disappearing)
        // A disappearing item is not hit.
        #expect(session.hitTest(point) == nil)
        session.advance(to: 1)
        // Moving 4 points or more is not a tap.
        session.send(.pointerDown(.left, Point(x: 400, y: 300)), at: 2)
        session.send(.pointerUp(.left, Point(x: 404, y: 300)), at: 2.05)
        #expect(session.itemCount == 5)
    }

    @Test func tapsInsertAtSeededRandomIndices() {
        func indices(seed: UInt64) -> [Int] {
            var session = Session(layout: .ring, itemCount: 10, boundsSize: size, seed: seed)
            var result: [Int] = []
            for tap in 0..<8 {
                let time = Double(tap)
                session.send(.pointerDown(.left, Point(x: 400, y: 300)), at: time)
                session.send(.pointerUp(.left, Point(x: 400, y: 300)), at: time + 0.01)
                result.append(session.displayedItems.first { $0.phase == .appearing }?.attributes.index ?? -1)
            }
            return result
        }
        #expect(indices(seed: 1) == indices(seed: 1))
        #expect(indices(seed: 1) != indices(seed: 2))
        #expect(indices(seed: 1).allSatisfy { $0 >= 0 })
    }

    /// The numbered layouts follow the catalog: the seeds' order, 1 = flow … 9 = small-circle,
    /// 0 = firewheel (the key table itself is the playground's: `KeyBindingsTests`).
    @Test func numberedLayoutsFollowTheSeeds() {
        let seeds = LayoutCatalog.seeds
        #expect(seeds.layout(forDigit: 1) == .flow)
        #expect(seeds.layout(forDigit: 9) == .smallCircle)
        #expect(seeds.layout(forDigit: 0) == .firewheel)
        #expect(seeds.layout(forDigit: 4) == .line3d)
    }

    @Test func actionsDriveTheSession() throws {
        var session = Session(layout: .ring, itemCount: 10, boundsSize: size)
        session.send(.switchToPartner, at: 0)
        #expect(session.descriptor == .flow)
        session.send(.switchToPartner, at: 0.1)
        #expect(session.descriptor == .ring)
        session.send(.nextLayout, at: 0.2)
        #expect(session.descriptor == .waterfall)
        session.send(.selectNumberedLayout(0), at: 0.3)
        #expect(session.descriptor == .firewheel)
        session.send(.selectLayout("line"), at: 0.4)
        session.send(.switchToPartner, at: 0.5)
        #expect(session.descriptor == .smallCircle)
        session.send(.addItem, at: 0.6)
        session.send(.addItem, at: 0.7)
        session.send(.removeItem, at: 0.8)
        #expect(session.itemCount == 11)
        session.send(.slower, at: 0.9)
        session.send(.slower, at: 0.9)
        #expect(session.animationSpeed == 0.25)
        session.send(.faster, at: 0.9)
        #expect(session.animationSpeed == 0.5)
        // Esc's action without a drag to reorder does nothing.
        session.send(.cancelMovement, at: 1)
        #expect(session.itemCount == 11 && session.descriptor == .smallCircle)
        session.send(.setItemCount(3), at: 1.1)
        #expect(session.itemCount == 3)
        session.send(.reset, at: 1.2)
        #expect(session.descriptor == .ring && session.itemCount == 10 && session.animationSpeed == 1)
        #expect(session.gestureScale == 1 && session.contentOffset == .zero)
    }

    @Test func slowMotionStretchesAnimations() throws {
        var session = Session(layout: .ring, itemCount: 6, boundsSize: size)
        session.send(.slower, at: 0)
        session.send(.slower, at: 0)
        session.send(.switchToPartner, at: 0)
        session.advance(to: 0.35)
        #expect(!session.isIdle)
        session.advance(to: 1.39)
        #expect(!session.isIdle)
        session.advance(to: 1.41)
        #expect(session.isIdle)
    }

    @Test func dFlipsTheDirectionWhereThereIsOne() throws {
        var session = Session(layout: .flow, itemCount: 200, boundsSize: size)
        #expect(session.contentSize.width == 800)
        session.send(.flipDirection, at: 0)
        #expect((session.collectionView.layout as? FlowLayout)?.direction == .horizontal)
        #expect(session.contentSize.height == 600 && session.contentSize.width > 800)
        session.send(.selectNumberedLayout(3), at: 1)
        session.send(.flipDirection, at: 1.1)
        #expect((session.collectionView.layout as? WaterfallLayout)?.direction == .horizontal)
        session.send(.selectNumberedLayout(4), at: 2)
        session.send(.flipDirection, at: 2.1)
        #expect((session.collectionView.layout as? CarouselLayout)?.direction == .vertical)
        // Back to flow: it remembers its flip.
        session.send(.selectNumberedLayout(1), at: 3)
        #expect((session.collectionView.layout as? FlowLayout)?.direction == .horizontal)
        // Presets without a direction ignore D.
        session.send(.selectNumberedLayout(2), at: 4)
        session.send(.flipDirection, at: 4.1)
        #expect(session.descriptor == .ring && session.settings.isEmpty)
    }

    @Test func gestureHelpSaysWhatPinchAndRotationDo() {
        var session = Session(layout: .circle, itemCount: 6, boundsSize: size)
        session.send(.wheel(dx: 0, dy: 1, at: .zero), at: 0)
        #expect(session.gestureHelp == "wheel/pinch: circle radius x0.5-1.3 · right-drag: rotate (seed 001)")
        #expect(abs(session.gestureScale - 1.1) < 1e-12)
        let flow = Session(layout: .flow, itemCount: 6, boundsSize: size)
        #expect(flow.gestureHelp == "wheel/pinch and right-drag: no effect in flow (ring, circle, small-circle use them)")
    }
}
