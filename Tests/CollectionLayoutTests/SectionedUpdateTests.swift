@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// Batch updates over sections, checked against what UIKit's rules say must happen to each item:
/// deleted ones go, moved ones land where the move names (new index path), inserted ones are fresh,
/// and every other item keeps its order within its section.
@Suite struct SectionedUpdateTests {
    let size = Size(width: 400, height: 300)

    func view(_ counts: [Int]) throws -> CollectionView {
        CollectionView(layout: try LayoutDescriptor.flow.makeLayout(), sectionItemCounts: counts, boundsSize: size)
    }

    func sections(_ view: CollectionView) -> [[ItemID]] {
        (0..<view.numberOfSections).map { Array(view.identities.identities(inSection: $0)) }
    }

    @Test func sectionAndItemChangesFollowUIKitsRules() throws {
        // A = 0 1 2, B = 3 4, C = 5 6 7.
        var view = try view([3, 2, 3])
        try view.performBatchUpdates(
            [
                .deleteSection(0), .insertSection(1, itemCount: 2), .moveSection(from: 2, to: 0),
                .move(from: ItemIndexPath(item: 0, section: 1), to: ItemIndexPath(item: 1, section: 0)),
            ], animated: false, at: 0)
        // New 0 is C with B's first item moved in at 1; new 1 is fresh; new 2 is what is left of B.
        #expect(sections(view) == [[5, 3, 6, 7], [8, 9], [4]])
        #expect(view.sectionItemCounts == [4, 2, 1])
        #expect(view.layout.context.sectionItemCounts == [4, 2, 1])
    }

    @Test func indexPathsAndOrdinalsConvert() {
        let identities = ItemIdentities(sectionCounts: [2, 0, 3])
        #expect(identities.count == 5 && identities.numberOfSections == 3)
        #expect((0..<5).map { identities.indexPath(ofOrdinal: $0) } == [
            ItemIndexPath(item: 0, section: 0), ItemIndexPath(item: 1, section: 0),
            ItemIndexPath(item: 0, section: 2), ItemIndexPath(item: 1, section: 2), ItemIndexPath(item: 2, section: 2),
        ])
        #expect(identities.indexPath(ofOrdinal: 5) == nil && identities.indexPath(ofOrdinal: -1) == nil)
        #expect(identities[ItemIndexPath(item: 2, section: 2)] == 4)
        #expect(identities[ItemIndexPath(item: 0, section: 1)] == nil)
        #expect(identities.ordinal(of: ItemIndexPath(item: 1, section: 2)) == 3)
    }

    @Test func badSectionUpdatesAreRefusedWithOneLine() throws {
        var view = try view([3, 2])
        let cases: [([UpdateItem], BatchUpdateError, String)] = [
            ([.delete(ItemIndexPath(item: 0, section: 1)), .deleteSection(1)],
             .inDeletedSection(.item(ItemIndexPath(item: 0, section: 1)), section: 1), "item [1, 0] is in section 1, which is deleted"),
            ([.insertSection(0, itemCount: 1), .insert(ItemIndexPath(item: 0, section: 0))],
             .inInsertedSection(.item(ItemIndexPath(item: 0, section: 0)), section: 0),
             "item [0, 0] is in section 0, which is inserted (give its count instead)"),
            ([.deleteSection(0), .deleteSection(1)], .deletesEverySection, "the update deletes every section (one must stay)"),
            ([.deleteSection(2)], .outOfRange(.section(2), count: 2, afterUpdate: false), "section 2 is out of range 0..<2"),
            ([.delete(ItemIndexPath(item: 2, section: 1))],
             .outOfRangeInSection(.item(ItemIndexPath(item: 2, section: 1)), count: 2, section: 1), "item [1, 2] is out of range 0..<2 in section 1"),
            ([.insertSection(1, itemCount: -1)], .negativeItemCount(section: 1, count: -1), "section 1 is inserted with -1 items"),
            ([.insert(ItemIndexPath(item: 3, section: 1))], .inSection(1, .outOfRange(.index(3), count: 3, afterUpdate: true)),
             "section 1 after the update: index 3 is out of range 0..<3 after the update"),
        ]
        for (updates, error, message) in cases {
            #expect(throws: error) { try view.performBatchUpdates(updates, animated: false, at: 0) }
            #expect(error.message == message)
        }
        #expect(view.sectionItemCounts == [3, 2] && view.identities.nextID == 5)
    }

    /// A random valid batch over random sections: the update that `expected` describes.
    struct RandomBatch {
        var updates: [UpdateItem] = []
        /// Old index path of each moved item -> its new index path.
        var moves: [ItemIndexPath: ItemIndexPath] = [:]
        var deleted: Set<ItemIndexPath> = []
        var deletedSections: Set<Int> = []
        /// Old section -> new section of the sections that stay or move.
        var sectionTargets: [Int: Int] = [:]
        var inserted: Set<ItemIndexPath> = []
        var newCounts: [Int] = []
    }

    static func randomBatch(_ counts: [Int], _ random: inout SplitMix64) -> RandomBatch {
        var batch = RandomBatch()
        let sectionCount = counts.count
        var kept: [Int] = [], moved: [Int] = []
        for section in 0..<sectionCount {
            switch random.index(through: 5) {
            case 0 where sectionCount > 1 && batch.deletedSections.count < sectionCount - 1:
                batch.deletedSections.insert(section)
                batch.updates.append(.deleteSection(section))
            case 1: moved.append(section)
            default: kept.append(section)
            }
        }
        let insertedSections = random.index(through: 2)
        let newSectionCount = kept.count + moved.count + insertedSections
        // Destinations of the moved and inserted sections, the rest fill in order.
        var free = Array(0..<newSectionCount)
        var placedSections: [Int: Int?] = [:]  // new -> old (nil: inserted)
        for old in moved {
            let to = free.remove(at: random.index(through: free.count - 1))
            placedSections[to] = old
            batch.updates.append(.moveSection(from: old, to: to))
        }
        var insertedCounts: [Int: Int] = [:]
        for _ in 0..<insertedSections {
            let to = free.remove(at: random.index(through: free.count - 1))
            let count = random.index(through: 3)
            placedSections[to] = .some(nil)
            insertedCounts[to] = count
            batch.updates.append(.insertSection(to, itemCount: count))
        }
        for (to, old) in zip(free.sorted(), kept) { placedSections[to] = old }
        var newOfOld: [Int: Int] = [:]
        for (to, old) in placedSections { if let old { newOfOld[old] = to } }
        batch.sectionTargets = newOfOld
        // Items: deletes and moves out of surviving sections; moves land in surviving new sections.
        var keptCounts = [Int: Int](), moving: [ItemIndexPath] = []
        for old in 0..<sectionCount where !batch.deletedSections.contains(old) {
            var left = counts[old]
            for item in 0..<counts[old] {
                switch random.index(through: 7) {
                case 0:
                    batch.deleted.insert(ItemIndexPath(item: item, section: old))
                    batch.updates.append(.delete(ItemIndexPath(item: item, section: old)))
                    left -= 1
                case 1:
                    moving.append(ItemIndexPath(item: item, section: old))
                    left -= 1
                default: break
                }
            }
            keptCounts[newOfOld[old]!] = left
        }
        let targets = (0..<newSectionCount).filter { insertedCounts[$0] == nil }
        var incoming: [Int: [ItemIndexPath?]] = [:]  // new section -> placed items (nil: inserted)
        for source in moving { incoming[targets[random.index(through: targets.count - 1)], default: []].append(source) }
        for _ in 0..<random.index(through: 3) { incoming[targets[random.index(through: targets.count - 1)], default: []].append(nil) }
        batch.newCounts = (0..<newSectionCount).map { section in
            if let count = insertedCounts[section] { return count }
            let placed = incoming[section] ?? []
            let total = keptCounts[section]! + placed.count
            var slots = Array(0..<total)
            for source in placed {
                let to = ItemIndexPath(item: slots.remove(at: random.index(through: slots.count - 1)), section: section)
                if let source {
                    batch.moves[source] = to
                    batch.updates.append(.move(from: source, to: to))
                } else {
                    batch.inserted.insert(to)
                    batch.updates.append(.insert(to))
                }
            }
            return total
        }
        // UIKit takes the changes in any order.
        batch.updates.shuffle(using: &random)
        return batch
    }

    @Test(arguments: 0..<200) func randomBatchesKeepEveryIdentityWhereUIKitPutsIt(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let counts = (0...random.index(through: 4)).map { _ in random.index(through: 6) }
        var view = try view(counts)
        let before = view.identities
        let batch = Self.randomBatch(counts, &random)
        let plan = try SectionedUpdatePlan(batch.updates, oldSectionCounts: counts)
        try view.performBatchUpdates(batch.updates, animated: seed % 2 == 0, at: 0)
        let after = view.identities
        #expect(view.sectionItemCounts == batch.newCounts, "seed \(seed): \(batch.updates)")

        // Every old item: deleted ones are gone, moved ones are at the move's destination, the
        // rest keep their order inside their (possibly moved) section; the plan says the same.
        for section in 0..<counts.count {
            var lastItem = -1
            for item in 0..<counts[section] {
                let old = ItemIndexPath(item: item, section: section)
                let id = before[old]!
                let now = after.indexPath(of: id)
                #expect(plan.newIndexPath(forOld: old) == now, "seed \(seed): \(old)")
                if batch.deleted.contains(old) || batch.deletedSections.contains(section) {
                    #expect(now == nil, "seed \(seed): \(old) should be gone")
                    continue
                }
                if let target = batch.moves[old] {
                    #expect(now == target, "seed \(seed): \(old) should be at \(target)")
                    continue
                }
                guard let now else {
                    Issue.record("seed \(seed): \(old) lost")
                    continue
                }
                #expect(now.section == batch.sectionTargets[section], "seed \(seed): \(old) in the wrong section")
                #expect(now.item > lastItem, "seed \(seed): \(old) out of order")
                lastItem = now.item
            }
        }
        // Every new item: inserted ones (alone or in a new section) are fresh; the plan maps back.
        for section in 0..<after.numberOfSections {
            for item in 0..<after.sectionCounts[section] {
                let new = ItemIndexPath(item: item, section: section)
                let id = after[new]!
                let old = plan.oldIndexPath(forNew: new)
                #expect(old.flatMap { before[$0] } == (id < before.nextID ? id : nil), "seed \(seed): \(new)")
                #expect((id >= before.nextID) == plan.isInserted(new), "seed \(seed): \(new)")
                if batch.inserted.contains(new) { #expect(id >= before.nextID) }
            }
        }
        #expect(Set((0..<after.count).compactMap { after[$0] }).count == after.count, "seed \(seed): a duplicate identity")
    }
}

/// The host animates section changes like item changes: an item moved to another section travels
/// from where it was, a new section's items appear, a deleted section's items disappear in place.
@Suite struct SectionedAnimationTests {
    let size = Size(width: 400, height: 900)

    @Test func anItemMovedToAnotherSectionTravelsAndNewSectionsAppear() throws {
        let layout = try LayoutDescriptor.flow.makeLayout([LayoutSetting(key: "headerHeight", value: "30")])
        var view = CollectionView(layout: layout, sectionItemCounts: [4, 3], boundsSize: size)
        let movedID = try #require(view.identities[ItemIndexPath(item: 0, section: 0)])
        let before = try #require(view.layout.attributes(at: ItemIndexPath(item: 0, section: 0)))
        let doomedID = try #require(view.identities[ItemIndexPath(item: 2, section: 1)])
        try view.performBatchUpdates(
            [
                .move(from: ItemIndexPath(item: 0, section: 0), to: ItemIndexPath(item: 0, section: 1)),
                .delete(ItemIndexPath(item: 2, section: 1)), .insertSection(2, itemCount: 2),
            ], at: 0)
        let after = try #require(view.layout.attributes(at: ItemIndexPath(item: 0, section: 1)))
        #expect(view.identities[ItemIndexPath(item: 0, section: 1)] == movedID)
        func displayed(_ id: ItemID) -> DisplayedItem? { view.displayedItems.first { $0.id == id } }
        // At the start the moved item is where it was, under its new index path.
        #expect(displayed(movedID)?.attributes.center == before.center)
        #expect(displayed(movedID)?.attributes.indexPath == ItemIndexPath(item: 0, section: 1))
        #expect(displayed(doomedID)?.phase == .disappearing)
        let fresh = view.displayedItems.filter { $0.phase == .appearing }
        #expect(Set(fresh.map(\.attributes.indexPath)) == [ItemIndexPath(item: 0, section: 2), ItemIndexPath(item: 1, section: 2)])
        // Half way it is between the two places; at the end it is where the layout puts it.
        view.advance(to: view.animationDuration / 2)
        let middle = try #require(displayed(movedID)).attributes.center
        #expect(middle != before.center && middle != after.center)
        #expect(Swift.min(before.center.y, after.center.y) <= middle.y && middle.y <= Swift.max(before.center.y, after.center.y))
        view.advance(to: view.animationDuration + 0.01)
        #expect(displayed(movedID)?.attributes.center == after.center)
        #expect(displayed(doomedID) == nil && !view.isTransitioning)
        // Headers are shown apart from the items, one per section, keyed by kind and section.
        #expect(Set(view.displayedElements.map(\.key)) == Set((0..<3).map {
            ElementKey(category: .supplementary, kind: ElementKind.header, indexPath: ItemIndexPath(item: 0, section: $0))
        }))
    }

    @Test func aDeletedSectionsHeaderFadesOutAndTheNextOneMovesUp() throws {
        let layout = try LayoutDescriptor.flow.makeLayout([LayoutSetting(key: "headerHeight", value: "30")])
        var view = CollectionView(layout: layout, sectionItemCounts: [4, 3], boundsSize: size)
        let header = { (section: Int) in ElementKey(category: .supplementary, kind: ElementKind.header, indexPath: ItemIndexPath(item: 0, section: section)) }
        let oldFirst = try #require(view.layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: 0)))
        let oldSecond = try #require(view.layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: 1)))
        try view.performBatchUpdates([.deleteSection(0)], at: 0)
        // At the start: the deleted header where it was, the surviving one (now section 0) where it was.
        let start = view.displayedElements
        #expect(start.filter { $0.key == header(0) }.map(\.attributes.center).sorted { $0.y < $1.y } == [oldFirst.center, oldSecond.center])
        view.advance(to: view.animationDuration / 2)
        let middle = view.displayedElements.filter { $0.key == header(0) }
        #expect(middle.count == 2)
        #expect(middle.contains { $0.attributes.alpha < 1 && $0.attributes.center == oldFirst.center })
        view.advance(to: view.animationDuration + 0.01)
        let end = view.displayedElements
        #expect(end.map(\.key) == [header(0)])
        #expect(end.first?.attributes == view.layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: 0)))
        #expect(end.first?.attributes.center == oldFirst.center)
    }
}
