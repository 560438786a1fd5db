/// The stable identity of every item, by index: what keeps an item "the same item" through
/// inserts, deletes and moves.
///
/// Fresh collections number their items 0, 1, 2, … and new items get the next unused number.
/// Lookups by index are O(1); an update costs O(n) once (array shifts), never per frame.
public struct ItemIdentities: Hashable, Sendable {
    private var ids: [ItemID]
    /// The identity the next new item gets.
    public private(set) var nextID: ItemID

    /// `count` items with identities `0..<count`.
    ///
    /// - Complexity: O(count).
    public init(count: Int) {
        ids = Array(0..<Swift.max(0, count))
        nextID = Swift.max(0, count)
    }

    public var count: Int { ids.count }

    /// The identity of the item at `index`, or nil out of range.
    public subscript(index: Int) -> ItemID? {
        index >= 0 && index < ids.count ? ids[index] : nil
    }

    /// The index of `id`, or nil when no item has it.
    ///
    /// - Complexity: O(n); callers keep indices of the few items they follow instead.
    public func index(of id: ItemID) -> Int? {
        ids.firstIndex(of: id)
    }

    /// Keeps the first `count` items, or appends new ones up to `count` (a reload that keeps the
    /// identities of the items that stay).
    ///
    /// - Complexity: O(|count - self.count|) amortized.
    public mutating func resize(to count: Int) {
        let count = Swift.max(0, count)
        if count < ids.count {
            ids.removeLast(ids.count - count)
        } else if count > ids.count {
            let added = count - ids.count
            ids.append(contentsOf: nextID..<(nextID + added))
            nextID += added
        }
    }

    /// Applies a validated batch update: drops deleted and moved-from items, then places moved and
    /// new items at their final indices.
    ///
    /// - Complexity: O(n + u log u) for n items and u updates: one pass that merges the kept items
    ///   with the placed ones.
    mutating func apply(_ plan: UpdatePlan) {
        var moved: [Int: ItemID] = [:]
        for (from, to) in plan.moves { moved[to] = ids[from] }
        var result: [ItemID] = []
        result.reserveCapacity(plan.newCount)
        var old = 0, removed = 0, placed = 0
        let removedIndices = plan.removedOldIndices, placedIndices = plan.placedNewIndices
        for newIndex in 0..<plan.newCount {
            if placed < placedIndices.count, placedIndices[placed] == newIndex {
                placed += 1
                if let id = moved[newIndex] {
                    result.append(id)
                } else {
                    result.append(nextID)
                    nextID += 1
                }
                continue
            }
            while removed < removedIndices.count, removedIndices[removed] == old {
                removed += 1
                old += 1
            }
            result.append(ids[old])
            old += 1
        }
        ids = result
    }
}
