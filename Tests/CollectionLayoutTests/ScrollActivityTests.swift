@testable import LayoutCatalog
import Testing

@testable import CollectionLayoutCore

/// What `ScrollActivity` models: one mode at a time moves the offset, and the animation of an
/// update or a switch (`transition`) runs beside a drag, a fling or a reorder, never beside a
/// driven interactive transition.
@Suite struct ScrollActivityTests {
    func view() throws -> CollectionView {
        CollectionView(layout: try LayoutDescriptor.flow.makeLayout(), itemCount: 1_000, boundsSize: Size(width: 400, height: 300))
    }

    @Test func anUpdateMidFlingAnimatesBesideTheFling() throws {
        var view = try view()
        view.beginDragging(at: 0)
        view.drag(translation: Point(x: 0, y: -40), at: 0.05)
        view.endDragging(velocity: Point(x: 0, y: 2_000), at: 0.05)
        #expect(view.scrollAnimation != nil)
        try view.performBatchUpdates([.delete(ItemIndexPath(item: 0))], at: 0.1)
        #expect(view.scrollAnimation != nil, "the update stopped the fling")
        #expect(view.transition != nil)
    }

    @Test func anUpdateUnderADragAnimatesBesideTheDrag() throws {
        var view = try view()
        view.beginDragging(at: 0)
        view.drag(translation: Point(x: 0, y: -40), at: 0.05)
        try view.performBatchUpdates([.insert(ItemIndexPath(item: 0))], at: 0.1)
        #expect(view.drag != nil)
        #expect(view.transition != nil)
    }

    @Test func aReorderAnimatesItsProvisionalMovesBesideTheMovement() throws {
        var view = try view()
        let target = try #require(view.displayedItems.first { $0.attributes.indexPath == ItemIndexPath(item: 5) })
        let began = view.beginInteractiveMovementForItem(at: ItemIndexPath(item: 0), at: 0)
        #expect(began)
        view.updateInteractiveMovementTargetPosition(target.attributes.center, at: 0.1)
        #expect(view.movement?.indexPath == ItemIndexPath(item: 5))
        #expect(view.transition != nil)
        // A drag ends the movement first: one activity at a time.
        view.beginDragging(at: 0.2)
        #expect(view.movement == nil && view.drag != nil)
    }

    @Test func aDrivenTransitionHasNoUpdateAnimationBesideIt() throws {
        var view = try view()
        try view.performBatchUpdates([.insert(ItemIndexPath(item: 0))], at: 0)
        #expect(view.transition != nil)
        view.startInteractiveTransition(to: try LayoutDescriptor.ring.makeLayout(), at: 0.05)
        #expect(view.interactive != nil && view.transition == nil)
        // An update settles the driven transition before it animates.
        try view.performBatchUpdates([.insert(ItemIndexPath(item: 0))], at: 0.1)
        #expect(view.interactive == nil)
    }
}
