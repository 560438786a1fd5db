@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// A layout that lays out one section (ring) showing several sections: one flattened run of every
/// item in section order, with the view's index paths above the layout, through updates and
/// layout switches. The expectations compare with a one-section ring of the same total count,
/// item for item by position in the run.
@Suite struct FlattenedSectionsTests {
    let bounds = Size(width: 800, height: 600)

    func ring() throws -> any CollectionViewLayout { try LayoutDescriptor.ring.makeLayout() }
    func flow() throws -> any CollectionViewLayout { try LayoutDescriptor.flow.makeLayout() }

    /// The index paths of a run through sections of `counts` items, in order.
    func run(_ counts: [Int]) -> [ItemIndexPath] {
        var result: [ItemIndexPath] = []
        for (section, count) in counts.enumerated() {
            for item in 0..<count { result.append(ItemIndexPath(item: item, section: section)) }
        }
        return result
    }

    /// Item frames by identity at rest.
    func frames(_ view: CollectionView) -> [ItemID: Rect] {
        Dictionary(uniqueKeysWithValues: view.displayedItems.map { ($0.id, $0.attributes.transformedFrame) })
    }

    @Test func sectionsOnARingShowEveryItemInOneRun() throws {
        let view = CollectionView(layout: try ring(), sectionItemCounts: [3, 2, 4], boundsSize: bounds)
        let plain = CollectionView(layout: try ring(), itemCount: 9, boundsSize: bounds)
        #expect(view.layout is FlattenedSectionsLayout)
        #expect(view.layout.context.sectionItemCounts == [3, 2, 4])
        let shown = view.displayedItems.sorted { $0.id < $1.id }
        #expect(shown.map(\.id) == Array(0..<9))
        // Ordinal k is the k-th index path of the run, where a 9-item ring puts item k.
        let paths = run([3, 2, 4])
        let reference = Dictionary(uniqueKeysWithValues: plain.displayedItems.map { ($0.attributes.indexPath.item, $0.attributes) })
        for item in shown {
            #expect(item.attributes.indexPath == paths[item.id])
            #expect(view.identities.ordinal(of: item.attributes.indexPath) == item.id)
            #expect(item.attributes.transformedFrame == reference[item.id]?.transformedFrame)
            #expect(view.layout.attributes(at: paths[item.id])?.indexPath == paths[item.id])
        }
        // Hit testing names the view's index path.
        let third = try #require(shown.first { $0.id == 4 })
        #expect(view.hitTest(third.attributes.transformedFrame.center)?.attributes.indexPath == ItemIndexPath(item: 1, section: 1))
        // Out of the run: nothing.
        #expect(view.layout.attributes(at: ItemIndexPath(item: 2, section: 1)) == nil)
        #expect(view.layout.attributes(at: ItemIndexPath(item: 0, section: 3)) == nil)
    }

    @Test func oneSectionTalksToTheLayoutDirectly() throws {
        var view = CollectionView(layout: try ring(), itemCount: 5, boundsSize: bounds)
        #expect(!(view.layout is FlattenedSectionsLayout))
        view.setSectionItemCounts([2, 3], animated: false, at: 0.1)
        #expect(view.layout is FlattenedSectionsLayout)
        view.setSectionItemCounts([4], animated: false, at: 0.2)
        #expect(!(view.layout is FlattenedSectionsLayout))
        #expect(view.layout.context.sectionItemCounts == [4])
        // A layout that lays out sections is never flattened.
        let flowView = CollectionView(layout: try flow(), sectionItemCounts: [2, 3], boundsSize: bounds)
        #expect(!(flowView.layout is FlattenedSectionsLayout))
    }

    @Test func anInsertedSectionAnimatesIntoTheRun() throws {
        var view = CollectionView(layout: try ring(), sectionItemCounts: [3, 2, 4], boundsSize: bounds)
        let before = frames(view)
        try view.performBatchUpdates([.insertSection(1, itemCount: 2)], at: 0.1)
        #expect(view.isTransitioning)
        #expect(view.sectionItemCounts == [3, 2, 2, 4])
        // First frame: the 9 items where they were, the 2 new ones (identities 9 and 10, section 1) appearing.
        let first = view.displayedItems
        #expect(first.count == 11)
        for item in first where item.id < 9 {
            #expect(item.phase == .steady)
            #expect(item.attributes.transformedFrame == before[item.id])
        }
        let appearing = first.filter { $0.phase == .appearing }.sorted { $0.id < $1.id }
        #expect(appearing.map(\.id) == [9, 10])
        #expect(appearing.map(\.attributes.indexPath) == [ItemIndexPath(item: 0, section: 1), ItemIndexPath(item: 1, section: 1)])
        #expect(appearing.allSatisfy { $0.attributes.alpha == 0 })
        // At rest: an 11-item ring, the new items at ordinals 3 and 4.
        view.advance(to: 0.1 + CollectionView.standardAnimationDuration + 0.01)
        #expect(!view.isTransitioning)
        let plain = CollectionView(layout: try ring(), itemCount: 11, boundsSize: bounds)
        let reference = Dictionary(uniqueKeysWithValues: plain.displayedItems.map { ($0.attributes.indexPath.item, $0.attributes.transformedFrame) })
        let order: [ItemID] = [0, 1, 2, 9, 10, 3, 4, 5, 6, 7, 8]
        let paths = run([3, 2, 2, 4])
        for item in view.displayedItems {
            let ordinal = try #require(order.firstIndex(of: item.id))
            #expect(item.attributes.indexPath == paths[ordinal])
            #expect(item.attributes.transformedFrame == reference[ordinal])
        }
        #expect(view.displayedItems.count == 11)
    }

    @Test func aDeletedSectionLeavesTheRunAnimated() throws {
        var view = CollectionView(layout: try ring(), sectionItemCounts: [3, 2, 4], boundsSize: bounds)
        try view.performBatchUpdates([.deleteSection(0)], at: 0.1)
        let leaving = view.displayedItems.filter { $0.phase == .disappearing }.map(\.id).sorted()
        #expect(leaving == [0, 1, 2])
        view.advance(to: 1)
        #expect(view.displayedItems.map(\.id).sorted() == Array(3..<9))
        // Down to one section and back in one run: the ring is the layout itself again at rest.
        try view.performBatchUpdates([.deleteSection(0)], at: 1.1)
        #expect(!(view.layout is FlattenedSectionsLayout))
        view.advance(to: 2)
        #expect(view.displayedItems.map(\.id).sorted() == Array(5..<9))
    }

    @Test func switchingFlowRingFlowKeepsEveryItemAndItsSection() throws {
        var view = CollectionView(layout: try flow(), sectionItemCounts: [3, 2, 4], boundsSize: bounds)
        let flowFrames = frames(view)
        let identities = view.identities
        view.setLayout(try ring(), animated: true, at: 0.1)
        view.advance(to: 1)
        #expect(view.layout is FlattenedSectionsLayout)
        #expect(view.identities == identities)
        #expect(view.displayedItems.map(\.id).sorted() == Array(0..<9))
        #expect(view.contentOffset.isFinite)
        view.setLayout(try flow(), animated: true, at: 1.1)
        view.advance(to: 2)
        #expect(!(view.layout is FlattenedSectionsLayout))
        #expect(view.identities == identities)
        #expect(view.contentOffset == view.layout.clampedContentOffset(view.contentOffset))
        // Everything fits on screen: flow is back where it was, sections and all.
        #expect(frames(view) == flowFrames)
    }

    @Test func aReorderOnARingMovesAcrossSections() throws {
        var view = CollectionView(layout: try ring(), sectionItemCounts: [3, 2, 4], boundsSize: bounds)
        let shown = view.displayedItems
        let target = try #require(shown.first { $0.id == 6 })
        let began = view.beginInteractiveMovementForItem(at: ItemIndexPath(item: 0), at: 0.1)
        #expect(began)
        view.updateInteractiveMovementTargetPosition(target.attributes.transformedFrame.center, at: 0.2)
        let move = view.endInteractiveMovement(at: 0.3)
        view.advance(to: 2)
        // Item 0 takes ordinal 6 of the run, where item 6 was: just after item 6 ([2, 1]) in
        // section 2, which it joins; item 6 moves back to ordinal 5.
        #expect(move?.from == ItemIndexPath(item: 0) && move?.to == ItemIndexPath(item: 2, section: 2))
        #expect(view.sectionItemCounts == [2, 2, 5])
        #expect(view.identities.ordinal(of: ItemIndexPath(item: 2, section: 2)) == 6)
        #expect(view.identities[6] == 0 && view.identities[5] == 6)
        #expect(view.displayedItems.count == 9)
    }
}
