/// A batch update over sections, checked against the section counts, with UIKit's rules worked
/// out: deletes, section deletes and move sources name index paths (sections) before the update;
/// inserts, section inserts and move destinations name them after it. Items may move between
/// sections; a moved section takes its items along.
///
/// Built from two levels of `UpdatePlan`: one over the sections (section inserts, deletes and
/// moves as items of a list of sections) and, for each section after the update that gains or
/// loses items, one over its items (moves in or out counted as inserts and deletes there, their
/// identity carried by `itemMoves`). Refused as UIKit refuses them: an item change inside a
/// deleted or inserted section, an index path out of range, one named twice.
package struct SectionedUpdatePlan: Sendable {
    /// Items per section before the update.
    package let oldSectionCounts: [Int]
    /// Items per section after the update.
    package let newSectionCounts: [Int]
    /// Section indices before -> after.
    package let sections: UpdatePlan
    /// The item plan of each section after the update that gains or loses items, by its new
    /// index: old items of its old section -> its new items.
    let itemPlans: [Int: UpdatePlan]
    /// Old -> new index path of every item move.
    package let itemMoves: [(ItemIndexPath, ItemIndexPath)]
    private let moveTargets: [ItemIndexPath: ItemIndexPath]
    private let moveSources: [ItemIndexPath: ItemIndexPath]
    /// Deleted items, by their index path before the update (not those of deleted sections).
    package let deletedIndexPaths: Set<ItemIndexPath>
    /// Inserted items, by their index path after the update (not those of inserted sections).
    package let insertedIndexPaths: Set<ItemIndexPath>

    /// Checks `updates` against sections of `oldSectionCounts` items.
    ///
    /// - Complexity: O(s · u + u log u) for s sections and u updates.
    package init(_ updates: [UpdateItem], oldSectionCounts: [Int]) throws(BatchUpdateError) {
        let oldCounts = oldSectionCounts.isEmpty ? [0] : oldSectionCounts
        var sectionUpdates: [UpdateItem] = [], insertedCounts: [Int: Int] = [:]
        for update in updates {
            switch update {
            case .insertSection(let section, let count):
                guard count >= 0 else { throw .negativeItemCount(section: section, count: count) }
                sectionUpdates.append(.insert(ItemIndexPath(item: section)))
                insertedCounts[section] = count
            case .deleteSection(let section): sectionUpdates.append(.delete(ItemIndexPath(item: section)))
            case .moveSection(let from, let to): sectionUpdates.append(.move(from: ItemIndexPath(item: from), to: ItemIndexPath(item: to)))
            case .insert, .delete, .move: break
            }
        }
        let sections: UpdatePlan
        do {
            sections = try UpdatePlan(sectionUpdates, oldCount: oldCounts.count)
        } catch {
            throw error.aboutSections
        }
        guard sections.newCount > 0 else { throw .deletesEverySection }

        let single = oldCounts.count == 1 && sections.newCount == 1
        /// "index 3" with one section (the single-section messages), "item [1, 3]" with several.
        func name(_ indexPath: ItemIndexPath) -> BatchUpdateError.Subject {
            single ? .index(indexPath.item) : .item(indexPath)
        }
        var removals: [Int: [UpdateItem]] = [:], placements: [Int: [UpdateItem]] = [:]
        var removed = Set<ItemIndexPath>(), placed = Set<ItemIndexPath>()
        var moves: [(ItemIndexPath, ItemIndexPath)] = [], targets: [ItemIndexPath: ItemIndexPath] = [:]
        var sources: [ItemIndexPath: ItemIndexPath] = [:]
        var deleted = Set<ItemIndexPath>(), inserted = Set<ItemIndexPath>()
        for update in updates where !update.isSectionUpdate {
            if let old = update.indexPathBeforeUpdate {
                guard old.section >= 0, old.section < oldCounts.count else {
                    throw .sectionOutOfRange(name(old), section: old.section, count: oldCounts.count, afterUpdate: false)
                }
                guard !sections.deletedOldIndices.contains(old.section) else {
                    throw .inDeletedSection(name(old), section: old.section)
                }
                guard old.item >= 0, old.item < oldCounts[old.section] else {
                    throw single
                        ? .outOfRange(.index(old.item), count: oldCounts[0], afterUpdate: false)
                        : .outOfRangeInSection(name(old), count: oldCounts[old.section], section: old.section)
                }
                guard removed.insert(old).inserted else { throw .removedTwice(name(old)) }
                removals[old.section, default: []].append(.delete(ItemIndexPath(item: old.item)))
            }
            if let new = update.indexPathAfterUpdate {
                guard new.section >= 0, new.section < sections.newCount else {
                    throw .sectionOutOfRange(name(new), section: new.section, count: sections.newCount, afterUpdate: true)
                }
                guard !sections.insertedNewIndices.contains(new.section) else {
                    throw .inInsertedSection(name(new), section: new.section)
                }
                guard placed.insert(new).inserted else { throw .placedTwice(name(new)) }
                placements[new.section, default: []].append(.insert(ItemIndexPath(item: new.item)))
            }
            switch update {
            case .insert(let indexPath): inserted.insert(indexPath)
            case .delete(let indexPath): deleted.insert(indexPath)
            case .move(let from, let to):
                moves.append((from, to))
                targets[from] = to
                sources[to] = from
            case .insertSection, .deleteSection, .moveSection: break
            }
        }

        var newCounts: [Int] = [], plans: [Int: UpdatePlan] = [:]
        newCounts.reserveCapacity(sections.newCount)
        for section in 0..<sections.newCount {
            guard let old = sections.oldIndex(forNew: section) else {
                newCounts.append(insertedCounts[section] ?? 0)
                continue
            }
            let local = (removals[old] ?? []) + (placements[section] ?? [])
            guard !local.isEmpty else {
                newCounts.append(oldCounts[old])
                continue
            }
            do {
                let plan = try UpdatePlan(local, oldCount: oldCounts[old])
                plans[section] = plan
                newCounts.append(plan.newCount)
            } catch {
                throw single ? error : .inSection(section, error)
            }
        }
        self.oldSectionCounts = oldCounts
        newSectionCounts = newCounts
        self.sections = sections
        itemPlans = plans
        itemMoves = moves
        moveTargets = targets
        moveSources = sources
        deletedIndexPaths = deleted
        insertedIndexPaths = inserted
    }

    /// Where the item at `old` (before the update) ends up; nil when it is deleted, or its section is.
    ///
    /// - Complexity: O(u) for u updates.
    package func newIndexPath(forOld old: ItemIndexPath) -> ItemIndexPath? {
        if let target = moveTargets[old] { return target }
        if deletedIndexPaths.contains(old) { return nil }
        guard old.section >= 0, old.section < oldSectionCounts.count, old.item >= 0, old.item < oldSectionCounts[old.section],
            let section = sections.newIndex(forOld: old.section)
        else { return nil }
        guard let plan = itemPlans[section] else { return ItemIndexPath(item: old.item, section: section) }
        return plan.newIndex(forOld: old.item).map { ItemIndexPath(item: $0, section: section) }
    }

    /// Where the item now at `new` (after the update) was before it; nil when it is new (inserted
    /// itself or in an inserted section).
    ///
    /// - Complexity: O(u) for u updates.
    package func oldIndexPath(forNew new: ItemIndexPath) -> ItemIndexPath? {
        if insertedIndexPaths.contains(new) { return nil }
        if let source = moveSources[new] { return source }
        guard new.section >= 0, new.section < newSectionCounts.count, new.item >= 0, new.item < newSectionCounts[new.section],
            let section = sections.oldIndex(forNew: new.section)
        else { return nil }
        guard let plan = itemPlans[new.section] else { return ItemIndexPath(item: new.item, section: section) }
        return plan.oldIndex(forNew: new.item).map { ItemIndexPath(item: $0, section: section) }
    }

    /// True when the item at `new` (after the update) is new: inserted, or in an inserted section.
    package func isInserted(_ new: ItemIndexPath) -> Bool {
        insertedIndexPaths.contains(new) || sections.insertedNewIndices.contains(new.section)
    }
}
