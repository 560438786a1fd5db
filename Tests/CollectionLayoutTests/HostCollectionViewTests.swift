@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

@Suite struct HostCollectionViewTests {
    let size = Size(width: 800, height: 600)

    func expected(_ preset: LayoutDescriptor, count: Int, offset: Point = .zero, _ index: Int) throws -> LayoutAttributes {
        var layout = try preset.makeLayout()
        layout.prepare(LayoutContext(boundsSize: size, contentOffset: offset, itemCount: count))
        return try #require(layout.attributes(at: ItemIndexPath(item: index)))
    }

    @Test func identitiesSurviveInsertsDeletesAndMoves() throws {
        var view = try CollectionView(preset: .flow, itemCount: 5, boundsSize: size)
        try view.performBatchUpdates(
            [.delete(ItemIndexPath(item: 1)), .insert(ItemIndexPath(item: 0)), .move(from: ItemIndexPath(item: 4), to: ItemIndexPath(item: 1))],
            animated: false, at: 0)
        // Old 0 2 3 4 minus 1 and the moved 4 -> 0 2 3; new item (id 5) at 0, id 4 at 1.
        #expect((0..<view.itemCount).map { view.identities[$0] } == [5, 4, 0, 2, 3])
        let plan = try UpdatePlan(
            [.delete(ItemIndexPath(item: 1)), .insert(ItemIndexPath(item: 0)), .move(from: ItemIndexPath(item: 4), to: ItemIndexPath(item: 1))],
            oldCount: 5)
        #expect([0, 1, 2, 3, 4].map { plan.newIndex(forOld: $0) } == [2, nil, 3, 4, 1])
        #expect([0, 1, 2, 3, 4].map { plan.oldIndex(forNew: $0) } == [nil, 4, 0, 2, 3])
    }

    @Test func invalidUpdatesAreRefusedWithoutChangingAnything() throws {
        var view = try CollectionView(preset: .flow, itemCount: 3, boundsSize: size)
        #expect(throws: BatchUpdateError.outOfRange(.index(3), count: 3, afterUpdate: false)) {
            try view.performBatchUpdates([.delete(ItemIndexPath(item: 3))], at: 0)
        }
        #expect(throws: BatchUpdateError.outOfRange(.index(5), count: 4, afterUpdate: true)) {
            try view.performBatchUpdates([.insert(ItemIndexPath(item: 5))], at: 0)
        }
        #expect(throws: BatchUpdateError.removedTwice(.index(0))) {
            try view.performBatchUpdates([.delete(ItemIndexPath(item: 0)), .delete(ItemIndexPath(item: 0))], at: 0)
        }
        #expect(view.itemCount == 3 && !view.isAnimating)
    }

    @Test func aDeletedItemFadesOutInPlaceAndKeepsItsOldIndex() throws {
        var view = try CollectionView(preset: .ring, itemCount: 6, boundsSize: size)
        let before = try expected(.ring, count: 6, 2)
        try view.performBatchUpdates([.delete(ItemIndexPath(item: 2))], at: 0)
        var clock = HostFrameClock()
        var alphas: [Double] = []
        for _ in 0..<30 {
            clock.run(&view, for: 1.0 / 60)
            guard let gone = view.displayedItems.first(where: { $0.id == 2 }) else { break }
            #expect(gone.phase == .disappearing)
            #expect(gone.attributes.index == 2)
            #expect(isClose(gone.attributes.center, before.center))
            alphas.append(gone.attributes.alpha)
        }
        #expect(alphas.count >= 15)
        #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 >= $1 }, "alpha only falls: \(alphas)")
        #expect(alphas.first! > 0.9 && alphas.last! < 0.1)
        #expect(!view.displayedItems.contains { $0.id == 2 })
        #expect(view.itemCount == 5)
    }

    @Test func ringToFlowInterpolatesAndLandsOnFlowsAttributes() throws {
        var view = try CollectionView(preset: .ring, itemCount: 12, boundsSize: size)
        let ring = try expected(.ring, count: 12, 3), flow = try expected(.flow, count: 12, 3)
        try view.setLayout(.flow, animated: true, at: 0)
        let start = try #require(view.displayedItems.first { $0.id == 3 })
        #expect(start.attributes == ring)
        view.advance(to: 0.175)
        let middle = try #require(view.displayedItems.first { $0.id == 3 })
        let halfway = lerp(ring.center, flow.center, TimingCurve.easeInOut.progress(at: 0.5))
        #expect(isClose(middle.attributes.center, halfway, tolerance: 1e-6))
        view.advance(to: 0.35)
        #expect(!view.isAnimating)
        let landed = try #require(view.displayedItems.first { $0.id == 3 })
        #expect(landed.attributes == flow)
    }

    @Test func anUpdateMidAnimationStartsFromWhatIsOnScreen() throws {
        var view = try CollectionView(preset: .ring, itemCount: 8, boundsSize: size)
        try view.setLayout(.flow, animated: true, at: 0)
        view.advance(to: 0.1)
        let onScreen = try #require(view.displayedItems.first { $0.id == 5 })
        try view.performBatchUpdates([.insert(ItemIndexPath(item: 0))], at: 0.1)
        let restarted = try #require(view.displayedItems.first { $0.id == 5 })
        #expect(isClose(restarted.attributes.center, onScreen.attributes.center, tolerance: 1e-9))
        view.advance(to: 0.6)
        let landed = try #require(view.displayedItems.first { $0.id == 5 })
        #expect(landed.attributes == (try expected(.flow, count: 9, 6)))
    }

    @Test func hitTestingHonoursTransformsZIndexAndHiddenItems() throws {
        // Cards: all centred, the top card (index 0) has the highest zIndex.
        let view = try CollectionView(preset: .cards, itemCount: 6, boundsSize: size)
        #expect(view.hitTest(Point(x: 400, y: 300))?.attributes.index == 0)
        // Below the top card's bottom edge only the lower, translated cards reach: the next one wins.
        #expect(view.hitTest(Point(x: 400, y: 300 + 175 + 10))?.attributes.index == 1)
        // Hidden cards (index >= 4) are never hit, even where only they would be.
        #expect(view.hitTest(Point(x: 400, y: 300 + 175 + 15 * 4 + 5)) == nil)
        // Wheel: the cards turn about an anchor far below; the upright card 0 is hit at the middle.
        let wheel = try CollectionView(preset: .wheel, itemCount: 20, boundsSize: size)
        #expect(wheel.hitTest(Point(x: 400, y: 300))?.attributes.index == 0)
        // Its untransformed frame is where card 1 is not: the rotated card 1 sits to the right.
        let card1 = try #require(wheel.displayedItems.first { $0.attributes.index == 1 }?.attributes)
        let drawn = card1.transformedFrame.center
        #expect(drawn.x > 400 + 66)
        #expect(wheel.hitTest(drawn)?.attributes.index == 1)
    }

    @Test func aResizeKeepsTheSameItemInView() throws {
        var view = try CollectionView(preset: .line, itemCount: 100, boundsSize: size)
        view.setContentOffset(Point(x: 110 * 40, y: 0), animated: false, at: 0)
        #expect(view.focusedIndex == 40)
        view.setBoundsSize(Size(width: 1200, height: 500), at: 0.1)
        #expect(view.focusedIndex == 40)
        let item = try #require(view.displayedItems.first { $0.attributes.index == 40 })
        #expect(isClose(item.attributes.center.x - view.contentOffset.x, 600, tolerance: 1e-6))
        var flow = try CollectionView(preset: .flow, itemCount: 10_000, boundsSize: size)
        flow.setContentOffset(Point(x: 0, y: 35_000), animated: false, at: 0)
        let focused = try #require(flow.focusedIndex)
        flow.setBoundsSize(Size(width: 400, height: 900), at: 0.1)
        #expect(flow.displayedItems.contains { $0.attributes.index == focused })
    }

    @Test func aMillionItemsCostOnlyTheVisibleOnes() throws {
        var view = try CollectionView(preset: .flow, itemCount: 1_000_000, boundsSize: size)
        view.setContentOffset(Point(x: 0, y: 5_000_000), animated: false, at: 0)
        let shown = view.displayedItems
        #expect(shown.count < 200 && !shown.isEmpty)
        try view.performBatchUpdates([.delete(ItemIndexPath(item: shown[0].attributes.index))], at: 0.1)
        view.advance(to: 0.2)
        #expect(view.displayedItems.count < 220)
        #expect(view.itemCount == 999_999)
    }

    @Test func chainedAnimationsWhileScrollingDoNotAccumulateItems() throws {
        var view = try CollectionView(preset: .flow, itemCount: 100_000, boundsSize: size)
        var time = 0.0
        for step in 0..<200 {
            time += 0.02
            view.setContentOffset(Point(x: 0, y: Double(step) * 400), animated: false, at: time)
            try view.performBatchUpdates([.insert(ItemIndexPath(item: step * 50))], at: time)
            let animating = view.transition?.entries.count ?? 0
            // About 100 items fit the view; a screen around it is nine views' worth at most.
            #expect(animating < 1_000, "step \(step): \(animating) animating items")
        }
        view.advance(to: time + 1)
        #expect(view.transition == nil)
        #expect(view.itemCount == 100_200)
    }

    @Test func aMovedItemTravelsFromItsOldPlaceToItsNewOne() throws {
        var view = try CollectionView(preset: .flow, itemCount: 20, boundsSize: size)
        let old = try expected(.flow, count: 20, 0), new = try expected(.flow, count: 20, 10)
        try view.performBatchUpdates([.move(from: ItemIndexPath(item: 0), to: ItemIndexPath(item: 10))], at: 0)
        let start = try #require(view.displayedItems.first { $0.id == 0 })
        #expect(start.attributes.center == old.center && start.phase == .steady)
        #expect(start.attributes.index == 10)
        // Item 5 (id 5) slides back to index 4.
        view.advance(to: 0.35)
        #expect(view.displayedItems.first { $0.id == 0 }?.attributes == new)
        #expect(view.displayedItems.first { $0.id == 5 }?.attributes == (try expected(.flow, count: 20, 4)))
        #expect(view.identities[10] == 0 && view.identities[0] == 1)
    }

    @Test func twoUpdatesInTheSameInstantBothCount() throws {
        var view = try CollectionView(preset: .ring, itemCount: 5, boundsSize: size)
        try view.performBatchUpdates([.insert(ItemIndexPath(item: 0))], at: 0)
        try view.performBatchUpdates([.insert(ItemIndexPath(item: 0))], at: 0)
        #expect(view.displayedItems.first { $0.id == 0 }?.attributes.index == 2)
        view.advance(to: 1)
        #expect((0..<7).map { view.identities[$0] } == [6, 5, 0, 1, 2, 3, 4])
        #expect(view.displayedItems.first { $0.id == 0 }?.attributes == (try expected(.ring, count: 7, 2)))
    }
}
