@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore
@testable import OrbitSession

@Suite struct ScrollTargetTests {
    @Test func aFlingsTargetIsWhereTheOffsetComesToRest() throws {
        // line (seed 003) snaps: a fling ends on an item's centre, known from the release.
        var session = Session(layout: .line, itemCount: 40, boundsSize: Size(width: 800, height: 600))
        var clock = HostFrameClock()
        #expect(session.collectionView.scrollTarget == nil)
        clock.drag(&session, from: Point(x: 600, y: 300), by: -300, steps: 6)
        let target = try #require(session.collectionView.scrollTarget)
        #expect(target != session.contentOffset)
        clock.run(&session, for: 0.1)
        #expect(session.collectionView.scrollTarget == target, "the target holds while it decelerates")
        clock.run(&session, for: 5)
        #expect(session.collectionView.scrollTarget == nil)
        #expect(session.contentOffset == target)
    }

    @Test func aPagesTargetIsThePagesOffsetAndADragClearsIt() throws {
        var view = CollectionView(layout: try LayoutDescriptor.line.makeLayout([]), itemCount: 40, boundsSize: Size(width: 800, height: 600))
        view.page(by: 1, at: 0)
        let target = try #require(view.scrollTarget)
        #expect(target.x > 0)
        view.beginDragging(at: 0.05)
        #expect(view.scrollTarget == nil)
    }
}
