@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// A stream of section edits faster than their animations (a script's 50 a second): every item
/// deleted leaves on its own timeline within one animation, so an update costs what is on screen
/// now, not every item deleted near it so far, and the stream ends where the same edits applied
/// at once end.
@Suite struct SectionEditStreamTests {
    let size = Size(width: 400, height: 900)

    func view(_ counts: [Int]) throws -> CollectionView {
        let layout = try LayoutDescriptor.flow.makeLayout([LayoutSetting(key: "headerHeight", value: "30")])
        return CollectionView(layout: layout, sectionItemCounts: counts, boundsSize: size)
    }

    /// A random section insert, delete or move for sections of `counts` (at least one stays).
    static func randomEdit(_ counts: [Int], _ random: inout SplitMix64) -> UpdateItem {
        switch random.index(through: 2) {
        case 0: .insertSection(random.index(through: counts.count), itemCount: random.index(through: 8))
        case 1 where counts.count > 1: .deleteSection(random.index(through: counts.count - 1))
        default: .moveSection(from: random.index(through: counts.count - 1), to: random.index(through: counts.count - 1))
        }
    }

    @Test func aDeletedSectionLeavesWithinOneAnimationHoweverManyUpdatesFollow() throws {
        var view = try view([4, 4, 4, 4])
        let doomed = Set(view.identities.identities(inSection: 0))
        try view.performBatchUpdates([.deleteSection(0)], at: 0)
        let step = 1.0 / 60
        var time = 0.0
        // A move every frame, for three animations' time: each update begins a new transition.
        while time < 3 * view.animationDuration {
            time += step
            try view.performBatchUpdates([.moveSection(from: 0, to: 2)], at: time)
            let leaving = view.presentation(culled: false).filter { doomed.contains($0.id) }
            if time < view.animationDuration - step {
                #expect(leaving.count == doomed.count && leaving.allSatisfy { $0.phase == .disappearing }, "at \(time) s")
            } else if time > view.animationDuration + step {
                #expect(leaving.isEmpty, "still leaving at \(time) s")
            }
        }
    }

    @Test func aLeavingItemGoesOnFromWhereItWasNotFromTheStart() throws {
        var view = try view([4, 4])
        let doomed = try #require(view.identities[ItemIndexPath(item: 0, section: 0)])
        try view.performBatchUpdates([.deleteSection(0)], at: 0)
        view.advance(to: view.animationDuration / 2)
        let half = try #require(view.displayedItems.first { $0.id == doomed }).attributes
        // A new update half way: the leaving item is where it was, and fades on from there.
        try view.performBatchUpdates([.insertSection(1, itemCount: 2)], at: view.animationDuration / 2)
        let carried = try #require(view.presentation(culled: false).first { $0.id == doomed })
        #expect(carried.phase == .disappearing && carried.attributes.alpha == half.alpha)
        view.advance(to: view.animationDuration * 0.75)
        let later = try #require(view.presentation(culled: false).first { $0.id == doomed })
        #expect(later.attributes.alpha < half.alpha)
    }

    @Test(arguments: 0..<20) func aStreamOfEditsEndsWhereTheEditsAppliedAtOnceEnd(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let counts = (0...random.index(through: 6)).map { _ in random.index(through: 6) }
        var streamed = try view(counts), atOnce = try view(counts)
        var time = 0.0
        for _ in 0..<200 {
            let edit = Self.randomEdit(streamed.sectionItemCounts, &random)
            time += 0.02
            try streamed.performBatchUpdates([edit], animated: true, at: time)
            try atOnce.performBatchUpdates([edit], animated: false, at: time)
            // Bounded by what is on or near the screen, never by the edits so far.
            #expect((streamed.transition?.entries.count ?? 0) <= 200, "seed \(seed)")
        }
        streamed.advance(to: time + 2 * streamed.animationDuration)
        atOnce.advance(to: time + 2 * atOnce.animationDuration)
        #expect(!streamed.isTransitioning, "seed \(seed)")
        #expect(streamed.identities == atOnce.identities, "seed \(seed)")
        #expect(streamed.displayedItems.sorted { $0.id < $1.id } == atOnce.displayedItems.sorted { $0.id < $1.id }, "seed \(seed)")
        #expect(streamed.displayedElements.map(\.key) == atOnce.displayedElements.map(\.key), "seed \(seed)")
    }
}
