@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// The host with several sections: section counts set at once, the item count growing or
/// shrinking through sections, hit testing that names headers, drag to reorder into another
/// section, and identities that come back. Flow at 400 points wide puts 5 items a line, 60 points
/// square, 85 apart (gap (400 - 5 * 60) / 4 = 25), lines 70 apart after the 74-point top inset.
@Suite struct SectionInteractionTests {
    let bounds = Size(width: 400, height: 600)

    func flow(_ settings: [String: String] = [:]) throws -> any CollectionViewLayout {
        try LayoutDescriptor.flow.makeLayout(settings.map { LayoutSetting(key: $0.key, value: $0.value) })
    }

    func ids(_ view: CollectionView) -> [[ItemID]] {
        (0..<view.numberOfSections).map { Array(view.identities.identities(inSection: $0)) }
    }

    @Test func settingSectionCountsKeepsTheFirstItemsOfEachSectionAnimatedOrNot() throws {
        for animated in [true, false] {
            var view = CollectionView(layout: try flow(), sectionItemCounts: [3, 2, 4], boundsSize: bounds)
            // Sections [0 1 2] [3 4] [5 6 7 8] become [0] [3 4 new new] [] [new new].
            view.setSectionItemCounts([1, 4, 0, 2], animated: animated, at: 0.1)
            #expect(view.sectionItemCounts == [1, 4, 0, 2])
            #expect(ids(view) == [[0], [3, 4, 9, 10], [], [11, 12]], "animated: \(animated)")
            #expect(view.isTransitioning == animated)
            // Fewer sections: the ones past the list go with their items.
            view.setSectionItemCounts([2], animated: animated, at: 1)
            #expect(ids(view) == [[0, 13]])
        }
    }

    @Test func manySectionChangesReloadInsteadOfAnimating() throws {
        var view = CollectionView(layout: try flow(), sectionItemCounts: [2, 2], boundsSize: bounds)
        view.setSectionItemCounts([2, CollectionView.animatedCountChangeLimit + 5], animated: true, at: 0.1)
        #expect(!view.isTransitioning)
        #expect(view.sectionItemCounts == [2, CollectionView.animatedCountChangeLimit + 5])
        #expect(view.identities[ItemIndexPath(item: 2, section: 1)] == 4)
    }

    @Test func theItemCountGrowsInTheLastSectionAndShrinksFromTheLastBack() throws {
        var view = CollectionView(layout: try flow(), sectionItemCounts: [3, 2], boundsSize: bounds)
        view.setItemCount(7, animated: true, at: 0.1)
        #expect(ids(view) == [[0, 1, 2], [3, 4, 5, 6]])
        view.setItemCount(2, animated: true, at: 1)
        #expect(ids(view) == [[0, 1], []])
        // The reload path (a change past the animated limit) gives the same shape.
        view.setItemCount(CollectionView.animatedCountChangeLimit + 10, animated: true, at: 2)
        #expect(view.sectionItemCounts == [2, CollectionView.animatedCountChangeLimit + 8])
    }

    @Test func hitTestingNamesHeadersItemsAndEmptySpace() throws {
        var view = CollectionView(layout: try flow(["headerHeight": "40"]), sectionItemCounts: [3, 3], boundsSize: bounds)
        // Section 0: header 0…40, its line at 40 + 74 = 114; section 1 starts at 114 + 60 = 174.
        let header = try #require(view.hitTestElement(Point(x: 200, y: 194)))
        #expect(header.key == ElementKey(category: .supplementary, kind: ElementKind.header, indexPath: ItemIndexPath(item: 0, section: 1)))
        #expect(header.itemID == nil)
        let item = try #require(view.hitTestElement(Point(x: 85 + 30, y: 114 + 30)))
        #expect(item.itemID == 1 && item.key == ElementKey(category: .cell, kind: nil, indexPath: ItemIndexPath(item: 1)))
        // Right of the third item of a line of three: nothing.
        #expect(view.hitTestElement(Point(x: 350, y: 144)) == nil)

        // Pinned: scrolled by 100 the section 0 header covers 100…140, over item 0 (114…174).
        view = CollectionView(
            layout: try flow(["headerHeight": "40", "pinHeaders": "true"]), sectionItemCounts: [3, 30], boundsSize: bounds)
        view.setContentOffset(Point(x: 0, y: 100), animated: false, at: 0)
        let point = Point(x: 30, y: 120)
        #expect(view.hitTest(point)?.id == 0)
        let pinned = try #require(view.hitTestElement(point))
        #expect(pinned.key.kind == ElementKind.header && pinned.key.indexPath.section == 0)
        #expect(view.hitTestElement(Point(x: 30, y: 150))?.itemID == 0)
    }

    @Test func withOneSectionAndNoHeadersTheElementHitIsTheItemHit() throws {
        let view = CollectionView(layout: try flow(), itemCount: 40, boundsSize: bounds)
        for y in stride(from: 0.0, through: 600, by: 37) {
            for x in stride(from: 0.0, through: 400, by: 23) {
                let point = Point(x: x, y: y)
                #expect(view.hitTestElement(point)?.itemID == view.hitTest(point)?.id)
            }
        }
    }

    /// The default `targetIndexPath(forInteractivelyMovingItem:withPosition:)` names the item under
    /// the pointer in any section: the moving item goes into that section.
    @Test func dragToReorderMovesAnItemIntoAnotherSection() throws {
        var view = CollectionView(layout: try flow(), sectionItemCounts: [4, 4], boundsSize: bounds)
        // Section 1's line: section 0 ends at 74 + 60 = 134, then its own 74-point inset.
        let target = Point(x: 2 * 85 + 30, y: 134 + 74 + 30)
        let began = view.beginInteractiveMovementForItem(at: ItemIndexPath(item: 1), at: 0)
        #expect(began)
        view.updateInteractiveMovementTargetPosition(target, at: 0.1)
        #expect(view.interactiveMovementIndexPath == ItemIndexPath(item: 2, section: 1))
        #expect(view.interactiveMovement.map { $0.item == 1 && $0.index == 2 } == true)
        #expect(ids(view) == [[0, 2, 3], [4, 5, 1, 6, 7]])
        // Over the same place again: nothing more moves.
        view.updateInteractiveMovementTargetPosition(target + Point(x: 3, y: 2), at: 0.2)
        #expect(ids(view) == [[0, 2, 3], [4, 5, 1, 6, 7]])
        let ended = view.endInteractiveMovement(at: 0.3)
        let move = try #require(ended)
        #expect(move.from == ItemIndexPath(item: 1) && move.to == ItemIndexPath(item: 2, section: 1))

        // A cancel puts it back where it was.
        view = CollectionView(layout: try flow(), sectionItemCounts: [4, 4], boundsSize: bounds)
        let again = view.beginInteractiveMovementForItem(at: ItemIndexPath(item: 3, section: 1), at: 0)
        #expect(again)
        view.updateInteractiveMovementTargetPosition(Point(x: 30, y: 74 + 30), at: 0.1)
        #expect(ids(view) == [[7, 0, 1, 2, 3], [4, 5, 6]])
        view.cancelInteractiveMovement(at: 0.2)
        #expect(ids(view) == [[0, 1, 2, 3], [4, 5, 6, 7]])
    }

    @Test func anItemCanBePickedUpInAnySection() throws {
        var view = CollectionView(layout: try flow(), sectionItemCounts: [2, 3], boundsSize: bounds)
        let picked = view.beginInteractiveMovementForItem(at: ItemIndexPath(item: 2, section: 1), at: 0)
        #expect(picked && view.interactiveMovementIndexPath == ItemIndexPath(item: 2, section: 1))
        view.cancelInteractiveMovement(at: 0.1)
        let pastTheSection = view.beginInteractiveMovementForItem(at: ItemIndexPath(item: 3, section: 1), at: 0.2)
        let pastTheSections = view.beginInteractiveMovementForItem(at: ItemIndexPath(item: 0, section: 2), at: 0.2)
        #expect(!pastTheSection && !pastTheSections)
    }

    @Test func insertedItemsCanComeBackWithTheIdentitiesTheyHad() throws {
        var view = CollectionView(layout: try flow(), sectionItemCounts: [2, 3], boundsSize: bounds)
        try view.performBatchUpdates((0..<3).map { .delete(ItemIndexPath(item: $0, section: 1)) }, at: 0.1)
        #expect(ids(view) == [[0, 1], []])
        let back: [ItemIndexPath: ItemID] = [ItemIndexPath(item: 0, section: 1): 2, ItemIndexPath(item: 1, section: 1): 3]
        try view.performBatchUpdates(
            [.insert(ItemIndexPath(item: 0, section: 1)), .insert(ItemIndexPath(item: 1, section: 1)), .insert(ItemIndexPath(item: 2, section: 1))],
            reusing: back, at: 0.2)
        // The third had no identity to reuse: a fresh one (5, after 0…4).
        #expect(ids(view) == [[0, 1], [2, 3, 5]])
        // An identity never issued is not taken: the next fresh one is.
        try view.performBatchUpdates([.insert(ItemIndexPath(item: 0))], reusing: [ItemIndexPath(item: 0): 99], at: 0.3)
        #expect(ids(view) == [[6, 0, 1], [2, 3, 5]])
    }
}
