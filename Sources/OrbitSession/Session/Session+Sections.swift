import CollectionLayout
/// Sections in the session: the `sections`, `insertSection`, `deleteSection` and `moveSection`
/// events, the N, X and J keys, and folding a section by a click on its header. Every change is an
/// animated batch update through the host, with UIKit's rule for index paths: deletes name the
/// index before the update, inserts the index after it.
///
/// Section changes work in every layout: one that lays out one section (`supportsSections` false)
/// shows the sections as one flattened run of all the items (`FlattenedSectionsLayout`).
extension Session {
    /// The items of a section N inserts.
    public static let insertedSectionItemCount = 6

    /// Whether the current layout lays out several sections.
    public var supportsSections: Bool { collectionView.layout.supportsSections }

    /// The section N, X and J act on: the focused item's; without one, the first section with an
    /// element on screen (an empty section's header); else the first.
    public var focusedSection: Int {
        if let ordinal = collectionView.focusedIndex, let indexPath = collectionView.identities.indexPath(ofOrdinal: ordinal) {
            return indexPath.section
        }
        return displayedElements.map(\.key.indexPath.section).filter { $0 >= 0 && $0 < numberOfSections }.min() ?? 0
    }

    /// The index path of the item being dragged to a new place now (any section); nil otherwise.
    public var movementIndexPath: ItemIndexPath? { collectionView.interactiveMovementIndexPath }

    /// Where `+` inserts (after the update): after the focused item in its section, else at the end
    /// of the last section. With one section: index `focusedIndex + 1`, else `itemCount`.
    var addedItemIndexPath: ItemIndexPath {
        let identities = collectionView.identities
        if let ordinal = collectionView.focusedIndex, let focused = identities.indexPath(ofOrdinal: ordinal) {
            return ItemIndexPath(item: focused.item + 1, section: focused.section)
        }
        let last = numberOfSections - 1
        return ItemIndexPath(item: sectionItemCounts[last], section: last)
    }

    /// What `-` deletes: the focused item, else the last item of all; nil without items.
    var removedItemIndexPath: ItemIndexPath? {
        let identities = collectionView.identities
        return identities.indexPath(ofOrdinal: collectionView.focusedIndex ?? itemCount - 1)
    }

    /// Where an item inserted at `ordinal` (0…`itemCount`, counting through all sections) goes:
    /// before the item that has that ordinal now, or at the end of the last section. With one
    /// section: index `ordinal`.
    func insertedItemIndexPath(atOrdinal ordinal: Int) -> ItemIndexPath {
        if let indexPath = collectionView.identities.indexPath(ofOrdinal: ordinal) { return indexPath }
        let last = numberOfSections - 1
        return ItemIndexPath(item: sectionItemCounts[last], section: last)
    }

    // MARK: - Events

    /// A `sections` event: items per section (at most `Script.maximumSectionCount` sections, the
    /// total clamped to `maximumItemCount`), the first items of each section kept. Unfolds
    /// everything: the counts are the new data.
    mutating func setSections(_ counts: [Int], at time: Double) {
        guard !counts.isEmpty, counts.count <= Script.maximumSectionCount else { return }
        foldedSections = [:]
        collectionView.setSectionItemCounts(counts, animated: true, at: time)
    }

    /// A new section of `count` new items (clamped so that the total stays within
    /// `maximumItemCount`) at `section` (0…`numberOfSections`, after the update).
    mutating func insertSection(at section: Int, count: Int, at time: Double) {
        guard section >= 0, section <= numberOfSections, numberOfSections < Script.maximumSectionCount else { return }
        let count = Swift.min(Swift.max(0, count), Self.maximumItemCount - itemCount)
        applySectionUpdate(.insertSection(section, itemCount: count), at: time)
    }

    /// Deletes section `section` (before the update) with its items; the only section stays.
    mutating func deleteSection(_ section: Int, at time: Double) {
        guard section >= 0, section < numberOfSections, numberOfSections > 1 else { return }
        applySectionUpdate(.deleteSection(section), at: time)
    }

    /// Moves section `from` (before) to `to` (after) with its items.
    mutating func moveSection(from: Int, to: Int, at time: Double) {
        let count = numberOfSections
        guard from != to, from >= 0, from < count, to >= 0, to < count else { return }
        applySectionUpdate(.moveSection(from: from, to: to), at: time)
    }

    /// Applies one section update, animated, and renumbers the folded sections as the sections
    /// move (a deleted section's fold is forgotten).
    private mutating func applySectionUpdate(_ update: UpdateItem, at time: Double) {
        guard let plan = try? SectionedUpdatePlan([update], oldSectionCounts: sectionItemCounts),
            (try? collectionView.performBatchUpdates([update], at: time)) != nil
        else { return }
        var renumbered: [Int: [ItemID]] = [:]
        for (section, ids) in foldedSections {
            if let new = plan.sections.newIndex(forOld: section) { renumbered[new] = ids }
        }
        foldedSections = renumbered
    }

    // MARK: - Folding

    /// A click on section `section`'s header: folds it (an animated delete of its items; the
    /// header stays) or, when folded, unfolds it (its items come back at its start with the
    /// identities they had, animated). Folding an empty section does nothing.
    mutating func toggleFold(section: Int, at time: Double) {
        guard section >= 0, section < numberOfSections else { return }
        if let ids = foldedSections[section] {
            let room = Self.maximumItemCount - itemCount
            let back = ids.prefix(room)
            var reusing: [ItemIndexPath: ItemID] = [:]
            reusing.reserveCapacity(back.count)
            for (item, id) in back.enumerated() { reusing[ItemIndexPath(item: item, section: section)] = id }
            let inserts = back.indices.map { UpdateItem.insert(ItemIndexPath(item: $0, section: section)) }
            guard (try? collectionView.performBatchUpdates(inserts, reusing: reusing, at: time)) != nil else { return }
            foldedSections[section] = nil
        } else {
            let ids = Array(collectionView.identities.identities(inSection: section))
            guard !ids.isEmpty else { return }
            let deletes = ids.indices.map { UpdateItem.delete(ItemIndexPath(item: $0, section: section)) }
            guard (try? collectionView.performBatchUpdates(deletes, at: time)) != nil else { return }
            foldedSections[section] = ids
        }
    }
}
