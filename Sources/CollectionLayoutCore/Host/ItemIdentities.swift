/// The stable identity of every item, by index path: what keeps an item "the same item" through
/// inserts, deletes and moves, of items and of whole sections.
///
/// The identities are kept in one array in section order (the item's *ordinal*: its position
/// counting through all sections), with the start of every section beside it. Fresh collections
/// number their items 0, 1, 2, … and new items get the next unused number. Lookups by ordinal are
/// O(1), by index path O(1), from ordinal to index path O(log s) for s sections; an update costs
/// O(n) once (array shifts), never per frame. With one section an item's ordinal is its index.
package struct ItemIdentities: Hashable, Sendable {
    private var ids: [ItemID]
    /// Items per section, in section order (at least one section).
    package private(set) var sectionCounts: [Int]
    /// The ordinal of the first item of each section, then the total: `sectionCounts.count + 1` entries.
    private var sectionStarts: [Int]
    /// The identity the next new item gets.
    package private(set) var nextID: ItemID

    /// `count` items in one section with identities `0..<count`.
    ///
    /// - Complexity: O(count).
    package init(count: Int) {
        self.init(sectionCounts: [count])
    }

    /// Sections of `sectionCounts` items (negative counts read as 0, none as one empty section),
    /// numbered `0..<total` in section order.
    ///
    /// - Complexity: O(total + sections).
    package init(sectionCounts: [Int]) {
        let counts = sectionCounts.isEmpty ? [0] : sectionCounts.map { Swift.max(0, $0) }
        self.sectionCounts = counts
        sectionStarts = Self.starts(of: counts)
        let total = sectionStarts[counts.count]
        ids = Array(0..<total)
        nextID = total
    }

    static func starts(of counts: [Int]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts[starts.count - 1] + count) }
        return starts
    }

    /// Items in all sections.
    package var count: Int { ids.count }

    package var numberOfSections: Int { sectionCounts.count }

    /// The identity of the item with ordinal `index` (its index when there is one section), or nil
    /// out of range.
    package subscript(index: Int) -> ItemID? {
        index >= 0 && index < ids.count ? ids[index] : nil
    }

    /// The identity of the item at `indexPath`, or nil out of range.
    package subscript(indexPath: ItemIndexPath) -> ItemID? {
        ordinal(of: indexPath).map { ids[$0] }
    }

    /// The ordinal of `indexPath` (its position counting through all sections), or nil out of range.
    ///
    /// - Complexity: O(1).
    package func ordinal(of indexPath: ItemIndexPath) -> Int? {
        let section = indexPath.section
        guard section >= 0, section < sectionCounts.count, indexPath.item >= 0, indexPath.item < sectionCounts[section]
        else { return nil }
        return sectionStarts[section] + indexPath.item
    }

    /// The index path of the item with ordinal `ordinal`, or nil out of range.
    ///
    /// - Complexity: O(log s) for s sections.
    package func indexPath(ofOrdinal ordinal: Int) -> ItemIndexPath? {
        guard ordinal >= 0, ordinal < ids.count else { return nil }
        // The last section starting at or before the ordinal (empty sections share a start).
        let low = partitionPoint(in: 1..<sectionCounts.count) { sectionStarts[$0] <= ordinal } - 1
        return ItemIndexPath(item: ordinal - sectionStarts[low], section: low)
    }

    /// The ordinal of `id`, or nil when no item has it.
    ///
    /// - Complexity: O(n); callers keep indices of the few items they follow instead.
    package func index(of id: ItemID) -> Int? {
        ids.firstIndex(of: id)
    }

    /// The index path of `id`, or nil when no item has it.
    ///
    /// - Complexity: O(n + log s).
    package func indexPath(of id: ItemID) -> ItemIndexPath? {
        index(of: id).flatMap(indexPath(ofOrdinal:))
    }

    /// The identities of section `section` in item order (empty out of range).
    package func identities(inSection section: Int) -> ArraySlice<ItemID> {
        guard section >= 0, section < sectionCounts.count else { return [] }
        return ids[sectionStarts[section]..<sectionStarts[section + 1]]
    }

    /// Keeps the first `count` items, or appends new ones up to `count` (a reload that keeps the
    /// identities of the items that stay). With several sections the last section grows or
    /// shrinks, then the ones before it when it runs out.
    ///
    /// - Complexity: O(|count - self.count| + s) amortized.
    package mutating func resize(to count: Int) {
        let count = Swift.max(0, count)
        if count < ids.count {
            ids.removeLast(ids.count - count)
        } else if count > ids.count {
            let added = count - ids.count
            ids.append(contentsOf: nextID..<(nextID + added))
            nextID += added
        }
        sectionCounts = Self.resizedCounts(sectionCounts, to: count)
        sectionStarts = Self.starts(of: sectionCounts)
    }

    /// The section counts `resize(to:)` leaves: the last section grows to make up `total`, or the
    /// sections shrink from the last one back.
    ///
    /// - Complexity: O(s) for s sections.
    package static func resizedCounts(_ counts: [Int], to total: Int) -> [Int] {
        var counts = counts.isEmpty ? [0] : counts
        var remaining = Swift.max(0, total)
        for section in counts.indices {
            let kept = section == counts.count - 1 ? remaining : Swift.min(counts[section], remaining)
            counts[section] = kept
            remaining -= kept
        }
        return counts
    }

    /// Sets the items per section to `counts` (negative counts read as 0, none as one empty
    /// section): every section that stays keeps its first items and gains fresh identities at its
    /// end; sections past the old count are new, sections past the new count go. New identities
    /// are issued in section order, as the equivalent batch update issues them.
    ///
    /// - Complexity: O(n + s) for n items and s sections.
    package mutating func resize(toSectionCounts counts: [Int]) {
        let counts = counts.isEmpty ? [0] : counts.map { Swift.max(0, $0) }
        var result: [ItemID] = []
        result.reserveCapacity(counts.reduce(0, +))
        for (section, count) in counts.enumerated() {
            let kept = identities(inSection: section).prefix(count)
            result += kept
            let added = count - kept.count
            result.append(contentsOf: nextID..<(nextID + added))
            nextID += added
        }
        ids = result
        sectionCounts = counts
        sectionStarts = Self.starts(of: counts)
    }

    /// Applies a validated single-section batch update: drops deleted and moved-from items, then
    /// places moved and new items at their final indices.
    ///
    /// - Complexity: O(n + u log u) for n items and u updates: one pass that merges the kept items
    ///   with the placed ones.
    mutating func apply(_ plan: UpdatePlan) {
        var moved: [Int: ItemID] = [:]
        for (from, to) in plan.moves { moved[to] = ids[from] }
        ids = Self.merged(ids[...], plan: plan, next: &nextID) { moved[$0] }
        sectionCounts = [ids.count]
        sectionStarts = [0, ids.count]
    }

    /// Applies a validated batch update over sections: every new section is built from its old
    /// section's kept items (or is new), with moved items keeping their identity and inserted ones
    /// getting fresh identities in index-path order — or, for an inserted index path in `reusing`,
    /// the identity given there (an item coming back, such as a folded section's; the caller
    /// makes sure it is not in use and was issued before).
    ///
    /// - Complexity: O(n + s + u log u) for n items, s sections and u updates.
    mutating func apply(_ plan: SectionedUpdatePlan, reusing: [ItemIndexPath: ItemID] = [:]) {
        var moved: [ItemIndexPath: ItemID] = [:]
        for (from, to) in plan.itemMoves {
            if let id = self[from] { moved[to] = id }
        }
        for (indexPath, id) in reusing where plan.isInserted(indexPath) && id < nextID && moved[indexPath] == nil {
            moved[indexPath] = id
        }
        var result: [ItemID] = []
        result.reserveCapacity(plan.newSectionCounts.reduce(0, +))
        for section in plan.newSectionCounts.indices {
            guard let old = plan.sections.oldIndex(forNew: section) else {
                let added = plan.newSectionCounts[section]
                result.append(contentsOf: nextID..<(nextID + added))
                nextID += added
                continue
            }
            let slice = identities(inSection: old)
            if let local = plan.itemPlans[section] {
                result += Self.merged(slice, plan: local, next: &nextID) { moved[ItemIndexPath(item: $0, section: section)] }
            } else {
                result += slice
            }
        }
        ids = result
        sectionCounts = plan.newSectionCounts
        sectionStarts = Self.starts(of: sectionCounts)
    }

    /// The identities after `plan` applies to `old`: kept ones in order, with the placed indices
    /// filled by `placed` (a moved item's identity) or a fresh identity from `next`.
    ///
    /// - Complexity: O(old.count + placed).
    private static func merged(
        _ old: ArraySlice<ItemID>, plan: UpdatePlan, next: inout ItemID, placed: (Int) -> ItemID?
    ) -> [ItemID] {
        var result: [ItemID] = []
        result.reserveCapacity(plan.newCount)
        var oldIndex = old.startIndex, removed = 0, placedIndex = 0
        let removedIndices = plan.removedOldIndices, placedIndices = plan.placedNewIndices
        for newIndex in 0..<plan.newCount {
            if placedIndex < placedIndices.count, placedIndices[placedIndex] == newIndex {
                placedIndex += 1
                if let id = placed(newIndex) {
                    result.append(id)
                } else {
                    result.append(next)
                    next += 1
                }
                continue
            }
            while removed < removedIndices.count, removedIndices[removed] == oldIndex - old.startIndex {
                removed += 1
                oldIndex += 1
            }
            result.append(old[oldIndex])
            oldIndex += 1
        }
        return result
    }
}
