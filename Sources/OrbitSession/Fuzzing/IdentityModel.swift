import CollectionLayout
/// The fuzzer's own account of which items exist, in order, kept from the inserts and deletes it
/// asked for: the session's identities must match it after every event, so that no item is lost,
/// duplicated or renumbered.
///
/// Items a session creates get fresh identities (larger than any issued before, `ItemIdentities`'
/// rule); only R (a reset) starts the numbering again.
struct IdentityModel: Sendable {
    /// What an event may do to the identities, decided from the state it meets.
    enum Expectation: Hashable, Sendable {
        case unchanged
        /// A left release: a tap on `hit` deletes it, a tap on empty space (`hit` nil) inserts one
        /// new item anywhere; a release that ends a pan changes nothing.
        case tap(hit: ItemID?)
        /// `+`: one new item at `index`.
        case insert(at: Int)
        /// `-`: the item at `index` goes.
        case delete(at: Int)
        /// An `items` event: the first items stay, new ones are appended.
        case count(Int)
        /// R: the session starts again with `count` items numbered from 0.
        case reset(count: Int)
        /// During a reorder: item `id` may have moved to another index; every other item keeps
        /// its order, none is lost or added.
        case relocation(of: ItemID)
    }

    private(set) var ids: [ItemID]
    /// The identities of `ids`, for O(1) membership.
    private(set) var live: Set<ItemID>
    /// Every identity from this one up is fresh.
    private(set) var nextFresh: ItemID

    /// Collections up to this size are compared item by item after every event; larger ones at
    /// the changed place, both ends and a spread of samples.
    static let fullComparisonLimit = 5_000
    static let samples = 32

    init(count: Int) {
        ids = Array(0..<Swift.max(0, count))
        live = Set(ids)
        nextFresh = ids.count
    }

    var count: Int { ids.count }

    func contains(_ id: ItemID) -> Bool { live.contains(id) }

    /// Checks `identities` (after the event) against `expectation` and takes the change in.
    ///
    /// - Returns: what is wrong, or nil.
    /// - Complexity: O(n) for n items up to `fullComparisonLimit` or when the count changes, O(log n)
    ///   otherwise.
    mutating func update(
        _ expectation: Expectation, identities: ItemIdentities, summary: inout GestureFuzzer.Summary
    ) -> String? {
        switch expectation {
        case .unchanged:
            return verify(identities, around: nil)
        case .tap(let hit):
            if identities.count == ids.count { return verify(identities, around: nil) }
            if let hit {
                guard identities.count == ids.count - 1 else {
                    return "a click on item \(hit) changed the item count from \(ids.count) to \(identities.count)"
                }
                guard let index = ids.firstIndex(of: hit) else { return "a click hit item \(hit), which does not exist" }
                return delete(at: index, identities, &summary)
            }
            guard identities.count == ids.count + 1 else {
                return "a click on empty space changed the item count from \(ids.count) to \(identities.count)"
            }
            return insert(at: firstDifference(from: identities), identities, &summary)
        case .insert(let index):
            guard identities.count == ids.count + 1 else {
                return "+ changed the item count from \(ids.count) to \(identities.count)"
            }
            return insert(at: index, identities, &summary)
        case .delete(let index):
            guard identities.count == ids.count - 1 else {
                return "- changed the item count from \(ids.count) to \(identities.count)"
            }
            return delete(at: index, identities, &summary)
        case .count(let count):
            guard identities.count == count else {
                return "asking for \(count) items gave \(identities.count)"
            }
            let old = ids.count
            if count < old {
                for id in ids[count...] { live.remove(id) }
                ids.removeLast(old - count)
                summary.deletes += old - count
            } else if count > old {
                ids.reserveCapacity(count)
                for index in old..<count {
                    guard let id = identities[index], id >= nextFresh else {
                        return "new item at index \(index) has identity \(identities[index].map(String.init) ?? "none"), "
                            + "expected a fresh one (\(nextFresh) or more)"
                    }
                    ids.append(id)
                    live.insert(id)
                    nextFresh = id + 1
                }
                summary.inserts += count - old
            }
            return verify(identities, around: Swift.min(old, count))
        case .reset(let count):
            self = IdentityModel(count: count)
            return verify(identities, around: nil)
        case .relocation(let id):
            guard identities.count == ids.count else {
                return "moving item \(id) changed the item count from \(ids.count) to \(identities.count)"
            }
            guard let old = ids.firstIndex(of: id), let new = identities.index(of: id) else {
                return "the moving item \(id) is not in the collection"
            }
            if old != new {
                ids.remove(at: old)
                ids.insert(id, at: new)
                summary.moves += 1
            }
            return verify(identities, around: Swift.min(old, new))
        }
    }

    private mutating func insert(at index: Int, _ identities: ItemIdentities, _ summary: inout GestureFuzzer.Summary) -> String? {
        guard index >= 0, index <= ids.count, let id = identities[index] else {
            return "no new item at index \(index) of \(identities.count)"
        }
        guard id >= nextFresh else {
            return "the item inserted at index \(index) has identity \(id), which was issued before (fresh ones start at \(nextFresh))"
        }
        ids.insert(id, at: index)
        live.insert(id)
        nextFresh = id + 1
        summary.inserts += 1
        return verify(identities, around: index)
    }

    private mutating func delete(at index: Int, _ identities: ItemIdentities, _ summary: inout GestureFuzzer.Summary) -> String? {
        guard index >= 0, index < ids.count else { return "deleting index \(index) of \(ids.count)" }
        live.remove(ids.remove(at: index))
        summary.deletes += 1
        return verify(identities, around: index)
    }

    /// The first index where `identities` differs from the model: where a single insert went.
    /// Binary search, valid because identities are unique: before the insert they agree, from it
    /// on every one is shifted.
    ///
    /// - Complexity: O(log n).
    func firstDifference(from identities: ItemIdentities) -> Int {
        var low = 0, high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if identities[middle] == ids[middle] { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Compares `identities` with the model: every item when small, otherwise the place of the
    /// change, both ends and an even spread.
    ///
    /// - Complexity: O(n) up to `fullComparisonLimit`, O(samples) above.
    func verify(_ identities: ItemIdentities, around index: Int?) -> String? {
        guard identities.count == ids.count else {
            return "the collection has \(identities.count) items, expected \(ids.count)"
        }
        let n = ids.count
        guard n > 0 else { return nil }
        func check(_ i: Int) -> String? {
            guard i >= 0, i < n, identities[i] != ids[i] else { return nil }
            return "item at index \(i) is \(identities[i].map(String.init) ?? "none"), expected \(ids[i])"
        }
        if n <= Self.fullComparisonLimit {
            for i in 0..<n { if let problem = check(i) { return problem } }
            return nil
        }
        var positions = [0, n - 1]
        if let index { positions += (index - 2)...(index + 2) }
        positions += (0..<Self.samples).map { $0 * (n / Self.samples) }
        for i in positions { if let problem = check(i) { return problem } }
        return nil
    }
}
