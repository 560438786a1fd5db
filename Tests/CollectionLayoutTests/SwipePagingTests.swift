import Foundation
@testable import LayoutCatalog
import Testing

@testable import CollectionLayoutCore
@testable import OrbitSession

/// One item per swipe (`CollectionView.pagesOneItemPerSwipe`, key O): line3d's drag paging for
/// every layout that pages by item.
@Suite("one item per swipe")
struct SwipePagingTests {
    static let bounds = Size(width: 800, height: 600)

    /// A view of `count` items of `descriptor` focused on `start`, with the option on.
    func view(_ descriptor: LayoutDescriptor, _ settings: [String] = [], count: Int = 30, start: Int = 10) throws -> CollectionView {
        let layout = try descriptor.makeLayout(settings.map { try LayoutSetting(parsing: $0) })
        var view = CollectionView(layout: layout, itemCount: count, boundsSize: Self.bounds)
        view.scrollToItem(start, animated: false, at: 0)
        view.pagesOneItemPerSwipe = true
        return view
    }

    /// Drags by `distance` points along x over 0.1 s, releases at `velocity` (content space), and
    /// lets it settle; returns the focused item.
    func swipe(_ view: inout CollectionView, distance: Double, velocity: Double) -> Int? {
        view.beginDragging(at: 1)
        view.drag(translation: Point(x: -distance, y: 0), at: 1.1)
        view.endDragging(velocity: Point(x: velocity, y: 0), at: 1.1)
        view.advance(to: 3)
        return view.focusedIndex
    }

    @Test("a fling that would coast past many items moves exactly one", arguments: ["coverflow", "rotary", "line", "wheel"])
    func oneItemHoweverFast(name: String) throws {
        let descriptor = try LayoutCatalog.builtIn.entry(named: name)
        var free = try view(descriptor)
        free.pagesOneItemPerSwipe = false
        #expect(try #require(swipe(&free, distance: 150, velocity: 5_000)) > 12, "without the option the fling coasts on")
        var paged = try view(descriptor)
        #expect(swipe(&paged, distance: 150, velocity: 5_000) == 11)
        var back = try view(descriptor)
        #expect(swipe(&back, distance: -150, velocity: -5_000) == 9)
        #expect(!paged.isAnimating)
    }

    @Test("a short slow drag settles back; a short quick flick still pages")
    func thresholds() throws {
        var slow = try view(.coverFlow)
        #expect(swipe(&slow, distance: 20, velocity: 50) == 10)
        var flick = try view(.coverFlow)
        #expect(swipe(&flick, distance: 20, velocity: 400) == 11)
        #expect(DragPaging.swipe(axis: .horizontal).step(moved: 39, velocity: 249) == 0)
        #expect(DragPaging.swipe(axis: .horizontal).step(moved: -40, velocity: 0) == -1)
        // line3d keeps its own rule: 100 points, no velocity.
        #expect(DragPaging(axis: .horizontal).step(moved: 99, velocity: 10_000) == 0)
    }

    @Test("across the seam of a wrapping layout, from the first item back to the last")
    func acrossTheSeam() throws {
        var view = try view(.rotary, ["wrap=true"], count: 8, start: 0)
        #expect(swipe(&view, distance: -150, velocity: -3_000) == 7)
        #expect(view.contentOffset.x == 7 * 200)
    }

    @Test("key O toggles it in the playground; layouts that do not page by item ignore it")
    func key() throws {
        var session = Session(layout: .flow, itemCount: 200, boundsSize: Self.bounds)
        session.send(.toggleSwipePaging, at: 0)
        #expect(session.collectionView.pagesOneItemPerSwipe)
        #expect(session.collectionView.dragPaging == nil, "flow pages by lines: drags still coast")
        session.send(.selectLayout("coverflow"), at: 0.1)
        #expect(session.collectionView.dragPaging == .swipe(axis: .horizontal))
        session.send(.toggleSwipePaging, at: 0.2)
        #expect(session.collectionView.dragPaging == nil)
    }
}
