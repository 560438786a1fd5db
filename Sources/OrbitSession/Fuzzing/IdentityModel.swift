import CollectionLayout
/// The fuzzer's own account of which items exist, section by section and in order, kept from the
/// updates it asked for: the session's identities must match it after every event, so that no item
/// is lost, duplicated, renumbered or put in the wrong section.
///
/// Items a session creates get fresh identities (larger than any issued before, `ItemIdentities`'
/// rule); only R (a reset) starts the numbering again, and only unfolding a section brings back
/// identities that went (the ones its fold took away, which the model keeps apart).
///
/// The model is kept apart from `ItemIdentities` on purpose: one array per section, no ordinals
/// stored, its own rules for every update, so that a mistake in the host's bookkeeping shows.
struct IdentityModel: Sendable {
    /// What an event may do to the identities, decided from the state it meets.
    enum Expectation: Hashable, Sendable {
        case unchanged
        /// A left release: a tap on an item deletes it, on a header folds or unfolds its section, on
        /// anything else inserts one new item anywhere; a release that ends a pan changes nothing.
        case tap(Tap)
        /// `+`: one new item at `indexPath` (after the update).
        case insert(at: ItemIndexPath)
        /// `-`: the item at `indexPath` goes.
        case delete(at: ItemIndexPath)
        /// An `items` event: the first items stay; the last section grows, or the sections shrink
        /// from the last one back.
        case count(Int)
        /// A `sections` event: every section that stays keeps its first items, fresh items at its
        /// end; sections added or removed at the end. Nothing stays folded.
        case sections([Int])
        /// A new section of `count` fresh items at `section` (after the update).
        case insertSection(at: Int, count: Int)
        /// Section `section` goes with its items.
        case deleteSection(Int)
        case moveSection(from: Int, to: Int)
        /// R: the session starts again with `counts` items per section numbered from 0.
        case reset(counts: [Int])
        /// During a reorder: item `id` may have moved to another place, in its section or another;
        /// every other item keeps its order, none is lost or added.
        case relocation(of: ItemID)
    }

    /// What a click hit, for `Expectation.tap`.
    enum Tap: Hashable, Sendable {
        case item(ItemID)
        /// A section's header: folds the section, or unfolds it when folded.
        case header(section: Int)
        /// Empty space, a footer or a decoration.
        case nothing
    }

    private(set) var sections: [[ItemID]]
    /// The identities of `sections`, for O(1) membership.
    private(set) var live: Set<ItemID>
    /// Every identity from this one up is fresh.
    private(set) var nextFresh: ItemID
    /// The items each folded section had, by section: unfolding brings them back.
    private(set) var folded: [Int: [ItemID]] = [:]

    /// Collections up to this size are compared item by item after every event; larger ones at
    /// the changed place, both ends and a spread of samples.
    static let fullComparisonLimit = 5_000
    static let samples = 32

    init(count: Int) {
        self.init(counts: [count])
    }

    init(counts: [Int]) {
        var next = 0
        sections = (counts.isEmpty ? [0] : counts).map { count in
            defer { next += Swift.max(0, count) }
            return Array(next..<(next + Swift.max(0, count)))
        }
        live = Set(sections.joined())
        nextFresh = next
    }

    var count: Int { sections.reduce(0) { $0 + $1.count } }

    func contains(_ id: ItemID) -> Bool { live.contains(id) }

    /// The index path of the item with ordinal `ordinal` (counting through all sections), by the
    /// model's own sections; nil out of range.
    ///
    /// - Complexity: O(s) for s sections.
    func indexPath(ofOrdinal ordinal: Int) -> ItemIndexPath? {
        guard ordinal >= 0 else { return nil }
        var rest = ordinal
        for (section, ids) in sections.enumerated() {
            if rest < ids.count { return ItemIndexPath(item: rest, section: section) }
            rest -= ids.count
        }
        return nil
    }

    /// Checks `identities` (after the event) against `expectation` and takes the change in.
    ///
    /// - Returns: what is wrong, or nil.
    /// - Complexity: O(n) for n items up to `fullComparisonLimit` or when the count changes, O(s +
    ///   log n) otherwise for s sections.
    mutating func update(
        _ expectation: Expectation, identities: ItemIdentities, summary: inout GestureFuzzer.Summary
    ) -> String? {
        switch expectation {
        case .unchanged:
            return verify(identities, around: nil)
        case .tap(let tap):
            return update(tap, identities: identities, summary: &summary)
        case .insert(let indexPath):
            guard identities.count == count + 1 else { return "+ changed the item count from \(count) to \(identities.count)" }
            return insert(at: indexPath, identities, &summary)
        case .delete(let indexPath):
            guard identities.count == count - 1 else { return "- changed the item count from \(count) to \(identities.count)" }
            return delete(at: indexPath, identities, &summary)
        case .count(let total):
            guard identities.count == total else { return "asking for \(total) items gave \(identities.count)" }
            return resize(to: Self.resizedCounts(sections.map(\.count), to: total), identities, &summary)
        case .sections(let counts):
            folded = [:]
            return resize(to: counts, identities, &summary)
        case .insertSection(let section, let added):
            guard section >= 0, section <= sections.count else { return "inserting section \(section) of \(sections.count)" }
            guard identities.numberOfSections == sections.count + 1, identities.sectionCounts[section] == added else {
                return "inserting section \(section) with \(added) items left sections of \(identities.sectionCounts.prefix(8)) items"
            }
            var fresh: [ItemID] = []
            if let problem = takeFresh(added, at: ItemIndexPath(item: 0, section: section), identities, into: &fresh) { return problem }
            sections.insert(fresh, at: section)
            renumberFolds { $0 >= section ? $0 + 1 : $0 }
            summary.sectionUpdates += 1
            summary.inserts += added
            return verify(identities, around: ItemIndexPath(item: 0, section: section))
        case .deleteSection(let section):
            guard section >= 0, section < sections.count else { return "deleting section \(section) of \(sections.count)" }
            let gone = sections.remove(at: section)
            for id in gone { live.remove(id) }
            folded[section] = nil
            renumberFolds { $0 > section ? $0 - 1 : $0 }
            summary.sectionUpdates += 1
            summary.deletes += gone.count
            return verify(identities, around: nil)
        case .moveSection(let from, let to):
            guard from >= 0, from < sections.count, to >= 0, to < sections.count else {
                return "moving section \(from) to \(to) of \(sections.count)"
            }
            sections.insert(sections.remove(at: from), at: to)
            renumberFolds { old in
                if old == from { return to }
                var new = old
                if old > from { new -= 1 }
                if new >= to { new += 1 }
                return new
            }
            summary.sectionUpdates += 1
            return verify(identities, around: nil)
        case .reset(let counts):
            self = IdentityModel(counts: counts)
            return verify(identities, around: nil)
        case .relocation(let id):
            guard identities.count == count else {
                return "moving item \(id) changed the item count from \(count) to \(identities.count)"
            }
            guard let old = path(of: id), let new = identities.indexPath(of: id) else {
                return "the moving item \(id) is not in the collection"
            }
            if old != new {
                sections[old.section].remove(at: old.item)
                guard new.section < sections.count, new.item <= sections[new.section].count else {
                    return "the moving item \(id) went to \(new), outside the \(sections.count) sections"
                }
                sections[new.section].insert(id, at: new.item)
                summary.moves += 1
                if old.section != new.section { summary.moveIntoOtherSection += 1 }
            }
            return verify(identities, around: new)
        }
    }

    /// A tap: what it hit decides what may change; a release that ended a pan changes nothing.
    private mutating func update(_ tap: Tap, identities: ItemIdentities, summary: inout GestureFuzzer.Summary) -> String? {
        if identities.count == count, identities.sectionCounts == sections.map(\.count) { return verify(identities, around: nil) }
        switch tap {
        case .item(let id):
            guard identities.count == count - 1 else {
                return "a click on item \(id) changed the item count from \(count) to \(identities.count)"
            }
            guard let indexPath = path(of: id) else { return "a click hit item \(id), which does not exist" }
            return delete(at: indexPath, identities, &summary)
        case .header(let section):
            guard section >= 0, section < sections.count else { return "a click hit the header of section \(section) of \(sections.count)" }
            if let ids = folded[section] {
                let back = Array(ids.prefix(Session.maximumItemCount - count))
                guard identities.count == count + back.count else {
                    return "unfolding section \(section) changed the item count from \(count) to \(identities.count), expected \(count + back.count)"
                }
                folded[section] = nil
                sections[section].insert(contentsOf: back, at: 0)
                for id in back { live.insert(id) }
                summary.folds += 1
                return verify(identities, around: ItemIndexPath(item: 0, section: section))
            }
            let ids = sections[section]
            guard identities.count == count - ids.count else {
                return "folding section \(section) changed the item count from \(count) to \(identities.count), expected \(count - ids.count)"
            }
            sections[section] = []
            for id in ids { live.remove(id) }
            folded[section] = ids
            summary.folds += 1
            return verify(identities, around: ItemIndexPath(item: 0, section: section))
        case .nothing:
            guard identities.count == count + 1 else {
                return "a click on empty space changed the item count from \(count) to \(identities.count)"
            }
            // The one section that grew, and the first place in it that differs.
            let counts = identities.sectionCounts
            guard counts.count == sections.count, let section = sections.indices.first(where: { counts[$0] != sections[$0].count }) else {
                return "a click on empty space changed the sections from \(sections.map(\.count)) to \(identities.sectionCounts)"
            }
            return insert(at: ItemIndexPath(item: firstDifference(inSection: section, from: identities), section: section), identities, &summary)
        }
    }

    /// The section counts `items` leaves: the last section grows, or the sections shrink from the
    /// last one back (written apart from `ItemIdentities.resizedCounts`, on purpose).
    static func resizedCounts(_ counts: [Int], to total: Int) -> [Int] {
        var result = counts
        let old = counts.reduce(0, +)
        if total >= old {
            result[result.count - 1] += total - old
            return result
        }
        var surplus = old - total
        for section in result.indices.reversed() where surplus > 0 {
            let cut = Swift.min(result[section], surplus)
            result[section] -= cut
            surplus -= cut
        }
        return result
    }

    /// Every section to its count in `counts`: the first items kept, fresh ones at the end, sections
    /// past either list added (fresh) or dropped; fresh identities in section order.
    private mutating func resize(to counts: [Int], _ identities: ItemIdentities, _ summary: inout GestureFuzzer.Summary) -> String? {
        let counts = counts.isEmpty ? [0] : counts
        guard identities.sectionCounts == counts else {
            return "the sections have \(identities.sectionCounts.prefix(8)) items, expected \(counts.prefix(8))"
        }
        var changed: ItemIndexPath?
        var result: [[ItemID]] = []
        result.reserveCapacity(counts.count)
        for (section, target) in counts.enumerated() {
            var ids = section < sections.count ? sections[section] : []
            if ids.count > target {
                for id in ids[target...] { live.remove(id) }
                summary.deletes += ids.count - target
                ids.removeLast(ids.count - target)
                changed = changed ?? ItemIndexPath(item: target, section: section)
            } else if ids.count < target {
                let start = ids.count
                for item in start..<target {
                    guard let id = identities[ItemIndexPath(item: item, section: section)], id >= nextFresh else {
                        return "new item at \(ItemIndexPath(item: item, section: section)) has identity "
                            + "\(identities[ItemIndexPath(item: item, section: section)].map(String.init) ?? "none"), expected a fresh one (\(nextFresh) or more)"
                    }
                    ids.append(id)
                    live.insert(id)
                    nextFresh = id + 1
                }
                summary.inserts += target - start
                changed = changed ?? ItemIndexPath(item: start, section: section)
            }
            result.append(ids)
        }
        for ids in sections.dropFirst(counts.count) {
            for id in ids { live.remove(id) }
            summary.deletes += ids.count
        }
        sections = result
        folded = folded.filter { $0.key < counts.count }
        return verify(identities, around: changed)
    }

    /// Takes in the identities of `count` new items placed from `start` on: each must be fresh.
    private mutating func takeFresh(
        _ count: Int, at start: ItemIndexPath, _ identities: ItemIdentities, into fresh: inout [ItemID]
    ) -> String? {
        for offset in 0..<count {
            let indexPath = ItemIndexPath(item: start.item + offset, section: start.section)
            guard let id = identities[indexPath], id >= nextFresh else {
                return "new item at \(indexPath) has identity \(identities[indexPath].map(String.init) ?? "none"), "
                    + "expected a fresh one (\(nextFresh) or more)"
            }
            fresh.append(id)
            live.insert(id)
            nextFresh = id + 1
        }
        return nil
    }

    private mutating func renumberFolds(_ map: (Int) -> Int) {
        var renumbered: [Int: [ItemID]] = [:]
        for (section, ids) in folded { renumbered[map(section)] = ids }
        folded = renumbered
    }

    private func path(of id: ItemID) -> ItemIndexPath? {
        guard live.contains(id) else { return nil }
        for (section, ids) in sections.enumerated() {
            if let item = ids.firstIndex(of: id) { return ItemIndexPath(item: item, section: section) }
        }
        return nil
    }

    private mutating func insert(at indexPath: ItemIndexPath, _ identities: ItemIdentities, _ summary: inout GestureFuzzer.Summary) -> String? {
        guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0,
            indexPath.item <= sections[indexPath.section].count, let id = identities[indexPath]
        else {
            return "no new item at \(indexPath) of \(identities.sectionCounts.prefix(8))"
        }
        guard id >= nextFresh else {
            return "the item inserted at \(indexPath) has identity \(id), which was issued before (fresh ones start at \(nextFresh))"
        }
        sections[indexPath.section].insert(id, at: indexPath.item)
        live.insert(id)
        nextFresh = id + 1
        summary.inserts += 1
        return verify(identities, around: indexPath)
    }

    private mutating func delete(at indexPath: ItemIndexPath, _ identities: ItemIdentities, _ summary: inout GestureFuzzer.Summary) -> String? {
        guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].count
        else { return "deleting \(indexPath) of \(sections.map(\.count).prefix(8))" }
        live.remove(sections[indexPath.section].remove(at: indexPath.item))
        summary.deletes += 1
        return verify(identities, around: indexPath)
    }

    /// The first item of `section` where `identities` differs from the model: where a single
    /// insert went. Binary search, valid because identities are unique: before the insert they
    /// agree, from it on every one is shifted.
    ///
    /// - Complexity: O(log n).
    func firstDifference(inSection section: Int, from identities: ItemIdentities) -> Int {
        let ids = sections[section]
        return partitionPoint(in: 0..<ids.count) { identities[ItemIndexPath(item: $0, section: section)] == ids[$0] }
    }

    /// Compares `identities` with the model: the section counts, then every item when small,
    /// otherwise the place of the change, both ends of every section (up to `samples` sections)
    /// and an even spread.
    ///
    /// - Complexity: O(n + s) up to `fullComparisonLimit` items, O(s + samples) above.
    func verify(_ identities: ItemIdentities, around place: ItemIndexPath?) -> String? {
        let counts = sections.map(\.count)
        guard identities.sectionCounts == counts else {
            return identities.count == count
                ? "the sections have \(identities.sectionCounts.prefix(8)) items, expected \(counts.prefix(8))"
                : "the collection has \(identities.count) items, expected \(count)"
        }
        func check(_ indexPath: ItemIndexPath) -> String? {
            guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0,
                indexPath.item < sections[indexPath.section].count
            else { return nil }
            let expected = sections[indexPath.section][indexPath.item]
            guard identities[indexPath] != expected else { return nil }
            return "item at \(indexPath) is \(identities[indexPath].map(String.init) ?? "none"), expected \(expected)"
        }
        if count <= Self.fullComparisonLimit {
            for (section, ids) in sections.enumerated() {
                for item in ids.indices { if let problem = check(ItemIndexPath(item: item, section: section)) { return problem } }
            }
            return nil
        }
        var positions: [ItemIndexPath] = []
        for (section, ids) in sections.enumerated().prefix(Self.samples) where !ids.isEmpty {
            positions += [ItemIndexPath(item: 0, section: section), ItemIndexPath(item: ids.count - 1, section: section)]
        }
        if let place { positions += ((place.item - 2)...(place.item + 2)).map { ItemIndexPath(item: $0, section: place.section) } }
        let total = count
        positions += (0..<Self.samples).compactMap { indexPath(ofOrdinal: $0 * (total / Self.samples)) }
        for indexPath in positions { if let problem = check(indexPath) { return problem } }
        return nil
    }
}
