/// A layout that lays out one section (`supportsSections` false: the ring, the seeds, the 3D
/// carousels) showing a data set of several sections: every item in one flattened run, in
/// section order. The base layout is prepared with a single-section context of the total count,
/// so an item's index there is its ordinal (its position counting through all sections,
/// `ItemIndexPath(item: ordinal)`); every index path going in is turned into that ordinal and
/// every one coming out back into `(section, item)`, so that everything above the layout
/// (displayed items, hit tests, traces, updates, reorder) speaks the view's index paths.
///
/// `CollectionView` puts a layout in one of these while it shows several sections and takes it
/// out again when one section is left, so a single-section view talks to its layout directly.
/// Supplementary views and decorations of the base (none in the built-in one-section layouts)
/// pass through unchanged: they belong to the one flattened section. So do the host
/// capabilities (`LayoutWrapper` forwards them): `contentOffset(focusingItemAt:)` and
/// `focusedItemPosition(at:)` speak ordinals, the base's indices.
///
/// - Complexity: index paths map in O(1) going in and O(log s) coming out, for s sections.
package struct FlattenedSectionsLayout: LayoutWrapper {
    /// The one-section layout, prepared with the flattened context.
    package var base: any CollectionViewLayout
    /// The view's context (several sections) of the last `prepare(_:)`.
    package private(set) var context: LayoutContext
    /// The ordinal of the first item of each section, then the total.
    private var starts: [Int]
    /// The section counts before the batch update being set up (`prepare(forUpdates:from:)`):
    /// where the index paths of its disappearing items point.
    private var previousCounts: [Int]

    /// `base` showing the sections of `context` flattened (prepared).
    package init(base: any CollectionViewLayout, context: LayoutContext) {
        self.base = base
        self.context = context
        starts = ItemIdentities.starts(of: context.sectionItemCounts)
        previousCounts = context.sectionItemCounts
        self.base.prepare(Self.flattened(context))
    }

    /// `context` as one section of its total count.
    static func flattened(_ context: LayoutContext) -> LayoutContext {
        LayoutContext(
            boundsSize: context.boundsSize, contentOffset: context.contentOffset, itemCount: context.itemCount,
            itemLengths: context.itemLengths, gestureScale: context.gestureScale, gestureRotation: context.gestureRotation,
            displayScale: context.displayScale)
    }

    // MARK: - Index paths

    /// The base's index path of the view's `indexPath` (its ordinal in section 0); out of range
    /// stays out of range.
    func flat(_ indexPath: ItemIndexPath) -> ItemIndexPath {
        ItemIndexPath(item: Self.ordinal(of: indexPath, starts: starts) ?? -1)
    }

    static func ordinal(of indexPath: ItemIndexPath, starts: [Int]) -> Int? {
        let section = indexPath.section
        guard section >= 0, section < starts.count - 1, indexPath.item >= 0, starts[section] + indexPath.item < starts[section + 1]
        else { return nil }
        return starts[section] + indexPath.item
    }

    /// The view's index path of the base's ordinal `item` (the last section starting at or
    /// before it: empty sections share a start).
    func sectioned(_ item: Int) -> ItemIndexPath {
        guard item >= 0, item < starts[starts.count - 1] else { return ItemIndexPath(item: item) }
        // The last section starting at or before the item (empty sections share a start).
        let low = partitionPoint(in: 1..<(starts.count - 1)) { starts[$0] <= item } - 1
        return ItemIndexPath(item: item - starts[low], section: low)
    }

    /// `attributes` of the base with a cell's index path turned into the view's.
    func sectioned(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard attributes.isCell else { return attributes }
        var result = attributes
        result.indexPath = sectioned(attributes.indexPath.item)
        return result
    }

    /// `attributes` of the view with a cell's index path turned into the base's.
    func flat(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard attributes.isCell else { return attributes }
        var result = attributes
        result.indexPath = flat(attributes.indexPath)
        return result
    }

    // MARK: - CollectionViewLayout

    package mutating func prepare(_ context: LayoutContext) {
        remember(context)
        base.prepare(Self.flattened(context))
    }

    /// Takes `context` as the current one.
    private mutating func remember(_ context: LayoutContext) {
        if context.sectionItemCounts != self.context.sectionItemCounts {
            starts = ItemIdentities.starts(of: context.sectionItemCounts)
        }
        self.context = context
    }

    package var contentSize: Size { base.contentSize }

    package func attributes(in rect: Rect) -> [LayoutAttributes] { base.attributes(in: rect).map(sectioned) }

    package func attributes(in rect: Rect, resolution: Double) -> [LayoutAttributes] {
        base.attributes(in: rect, resolution: resolution).map(sectioned)
    }

    package func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        base.attributes(at: flat(indexPath)).map(sectioned)
    }

    package mutating func invalidateLayout(with invalidation: InvalidationContext, for context: LayoutContext) {
        remember(context)
        base.invalidateLayout(with: invalidation, for: Self.flattened(context))
    }

    /// `prepare(forUpdates:)` for an update from sections of `oldSectionCounts` items (what the
    /// view had before it), which the index paths of disappearing items count through.
    package mutating func prepare(forUpdates updates: [UpdateItem], from oldSectionCounts: [Int]) {
        previousCounts = oldSectionCounts
        prepare(forUpdates: updates)
    }

    /// Hands the base the update as it reads in the flattened run: deleted items (and those of
    /// deleted sections) by old ordinal, inserted ones (and those of inserted sections) by new
    /// ordinal, moved items (and those of moved sections) from old to new ordinal. An update the
    /// view would refuse never gets here; the base then sees none.
    ///
    /// - Complexity: O(u + m) for u updates and m items in inserted, deleted or moved sections.
    package mutating func prepare(forUpdates updates: [UpdateItem]) {
        guard let plan = try? SectionedUpdatePlan(updates, oldSectionCounts: previousCounts),
            plan.newSectionCounts == context.sectionItemCounts
        else { return base.prepare(forUpdates: []) }
        let oldStarts = ItemIdentities.starts(of: previousCounts), starts = starts
        let old = { (indexPath: ItemIndexPath) in Self.ordinal(of: indexPath, starts: oldStarts) }
        let new = { (indexPath: ItemIndexPath) in Self.ordinal(of: indexPath, starts: starts) }
        var flat: [UpdateItem] = []
        flat += plan.deletedIndexPaths.sorted().compactMap { old($0).map { .delete(ItemIndexPath(item: $0)) } }
        for section in plan.sections.deletedOldIndices.sorted() {
            flat += (oldStarts[section]..<oldStarts[section + 1]).map { .delete(ItemIndexPath(item: $0)) }
        }
        flat += plan.insertedIndexPaths.sorted().compactMap { new($0).map { .insert(ItemIndexPath(item: $0)) } }
        for section in plan.sections.insertedNewIndices.sorted() {
            flat += (starts[section]..<starts[section + 1]).map { .insert(ItemIndexPath(item: $0)) }
        }
        var moved = Set<ItemIndexPath>()
        for (from, to) in plan.itemMoves {
            moved.insert(from)
            if let from = old(from), let to = new(to) { flat.append(.move(from: ItemIndexPath(item: from), to: ItemIndexPath(item: to))) }
        }
        for (from, _) in plan.sections.moves {
            for item in 0..<previousCounts[from] {
                let indexPath = ItemIndexPath(item: item, section: from)
                guard !moved.contains(indexPath), let target = plan.newIndexPath(forOld: indexPath),
                    let source = old(indexPath), let destination = new(target)
                else { continue }
                flat.append(.move(from: ItemIndexPath(item: source), to: ItemIndexPath(item: destination)))
            }
        }
        base.prepare(forUpdates: flat)
    }

    package func initialAttributes(forAppearingItemAt indexPath: ItemIndexPath) -> LayoutAttributes? {
        base.initialAttributes(forAppearingItemAt: flat(indexPath)).map(sectioned)
    }

    /// `indexPath` is before the update: its ordinal counts through the sections as they were.
    package func finalAttributes(forDisappearingItemAt indexPath: ItemIndexPath, from old: LayoutAttributes) -> LayoutAttributes {
        let ordinal = Self.ordinal(of: indexPath, starts: ItemIdentities.starts(of: previousCounts)) ?? -1
        var result = base.finalAttributes(forDisappearingItemAt: ItemIndexPath(item: ordinal), from: old)
        result.indexPath = old.indexPath
        return result
    }

    package func interpolatedAttributes(
        from start: LayoutAttributes, to end: LayoutAttributes, fraction: Double, animatedValues: [String: Double]
    ) -> LayoutAttributes {
        var result = base.interpolatedAttributes(from: flat(start), to: flat(end), fraction: fraction, animatedValues: animatedValues)
        result.indexPath = start.indexPath
        return result
    }

    /// The base's target in the flattened run as an index path after the move, so that the item
    /// ends at the ordinal the base named: moving forward it goes just after the item that has
    /// that ordinal now, moving back just before it, in that item's section (dropped on another
    /// section's item, it joins that section there).
    package func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ItemIndexPath, withPosition position: Point) -> ItemIndexPath {
        guard let from = Self.ordinal(of: previousIndexPath, starts: starts) else { return previousIndexPath }
        let target = base.targetIndexPath(forInteractivelyMovingItem: ItemIndexPath(item: from), withPosition: position)
        let total = starts[starts.count - 1]
        guard target.section == 0, target.item != from else { return previousIndexPath }
        let to = Swift.min(Swift.max(0, target.item), total - 1)
        let there = sectioned(to)
        // Forward into another section: after `there`, whose section does not lose the item.
        guard to > from, there.section != previousIndexPath.section else { return there }
        return ItemIndexPath(item: there.item + 1, section: there.section)
    }

    package func attributesForInteractivelyMovingItem(at indexPath: ItemIndexPath, withTargetPosition position: Point) -> LayoutAttributes? {
        base.attributesForInteractivelyMovingItem(at: flat(indexPath), withTargetPosition: position).map(sectioned)
    }

    /// No self-sizing through the flattening: the base would key its preferred sizes by ordinal
    /// while the host hands them back by section, so its items keep the sizes it gives them.
    package func preferredSizeFitting(forItemAt indexPath: ItemIndexPath) -> SizeFitting? { nil }
}
