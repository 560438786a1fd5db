/// A batch update checked against the item count, with UIKit's index semantics worked out: deletes
/// and move sources name indices before the update, inserts and move destinations indices after it.
package struct UpdatePlan: Sendable {
    package let oldCount: Int
    package let newCount: Int
    /// Deleted and moved-from indices before the update, ascending.
    package let removedOldIndices: [Int]
    /// Inserted and moved-to indices after the update, ascending.
    package let placedNewIndices: [Int]
    /// Old index -> new index of every move.
    package let moves: [(Int, Int)]
    package let deletedOldIndices: Set<Int>
    package let insertedNewIndices: Set<Int>
    private let moveTargets: [Int: Int]

    /// Checks `updates` against `oldCount` items.
    ///
    /// - Complexity: O(u log u) for u updates.
    package init(_ updates: [UpdateItem], oldCount: Int) throws(BatchUpdateError) {
        var removed = Set<Int>(), placed = Set<Int>(), deleted = Set<Int>(), inserted = Set<Int>()
        var moves: [(Int, Int)] = [], targets: [Int: Int] = [:]
        for update in updates {
            guard update.indexPathBeforeUpdate?.section ?? 0 == 0, update.indexPathAfterUpdate?.section ?? 0 == 0 else {
                throw .notInSectionZero(update)
            }
            if let old = update.indexPathBeforeUpdate?.item {
                guard old >= 0, old < oldCount else { throw .outOfRange(.index(old), count: oldCount, afterUpdate: false) }
                guard removed.insert(old).inserted else { throw .removedTwice(.index(old)) }
            }
            if let new = update.indexPathAfterUpdate?.item {
                guard placed.insert(new).inserted else { throw .placedTwice(.index(new)) }
            }
            switch update {
            case .insertSection, .deleteSection, .moveSection:
                throw .changesSections(update)
            case .insert(let indexPath): inserted.insert(indexPath.item)
            case .delete(let indexPath): deleted.insert(indexPath.item)
            case .move(let from, let to):
                moves.append((from.item, to.item))
                targets[from.item] = to.item
            }
        }
        let newCount = oldCount - removed.count + placed.count
        for index in placed where index < 0 || index >= newCount {
            throw .outOfRange(.index(index), count: newCount, afterUpdate: true)
        }
        self.oldCount = oldCount
        self.newCount = newCount
        removedOldIndices = removed.sorted()
        placedNewIndices = placed.sorted()
        self.moves = moves
        deletedOldIndices = deleted
        insertedNewIndices = inserted
        moveTargets = targets
    }

    /// Where the item at `old` ends up; nil when it is deleted.
    ///
    /// - Complexity: O(u) for u updates.
    package func newIndex(forOld old: Int) -> Int? {
        if let target = moveTargets[old] { return target }
        if deletedOldIndices.contains(old) { return nil }
        // Close the gaps of removed items below it, then open those of placed items at or below.
        var index = old
        for removed in removedOldIndices {
            if removed < old { index -= 1 } else { break }
        }
        for placed in placedNewIndices {
            if placed <= index { index += 1 } else { break }
        }
        return index
    }

    /// Where the item now at `new` was before the update; nil when it is new.
    ///
    /// - Complexity: O(u) for u updates.
    package func oldIndex(forNew new: Int) -> Int? {
        if insertedNewIndices.contains(new) { return nil }
        if let move = moves.first(where: { $0.1 == new }) { return move.0 }
        var index = new
        for placed in placedNewIndices {
            if placed < new { index -= 1 } else { break }
        }
        for removed in removedOldIndices {
            if removed <= index { index += 1 } else { break }
        }
        return index
    }
}
