extension CollectionView {
    /// Applies inserts, deletes and moves with UIKit's semantics. Animated, items that stay move
    /// from where they are on screen to their new place; new items start from the layout's
    /// `initialAttributes(forAppearingItemAt:)` after `prepare(forUpdates:)`; deleted items end at
    /// its `finalAttributes(forDisappearingItemAt:from:)`. When the content shrinks under the view,
    /// the offset is clamped at once and the animation starts from where items were on screen.
    ///
    /// - Complexity: O(n) for the identities, plus O(k) for the k items on screen.
    package mutating func performBatchUpdates(
        _ updates: [UpdateItem], animated: Bool = true, at time: Double
    ) throws(BatchUpdateError) {
        try performBatchUpdates(updates, animated: animated, reusing: [:], at: time)
    }

    /// `performBatchUpdates(_:animated:at:)` where the items inserted at the index paths of
    /// `reusing` come back with the identity given there instead of a fresh one (a folded
    /// section unfolding). The caller makes sure those identities were issued before and are not
    /// in use; others get fresh identities.
    package mutating func performBatchUpdates(
        _ updates: [UpdateItem], animated: Bool = true, reusing: [ItemIndexPath: ItemID], at time: Double
    ) throws(BatchUpdateError) {
        advance(to: time)
        settleInteractiveTransition(at: time)
        settleInteractiveMovement(at: time)
        try applyBatchUpdates(updates, animated: animated, reusing: reusing)
    }

    /// `performBatchUpdates` at the current time, leaving an interactive movement running (its
    /// provisional moves).
    mutating func applyBatchUpdates(
        _ updates: [UpdateItem], animated: Bool, reusing: [ItemIndexPath: ItemID] = [:]
    ) throws(BatchUpdateError) {
        let plan = try SectionedUpdatePlan(updates, oldSectionCounts: identities.sectionCounts)
        guard plan.newSectionCounts.reduce(0, +) <= Self.maximumItemCount else {
            throw .tooManyItems(limit: Self.maximumItemCount)
        }
        let snapshot = animated ? presentation(culled: false) : []
        let elementSnapshot = animated ? displayedElements : []
        let oldLayout = layout, oldTransition = transition, oldOffset = contentOffset
        identities.apply(plan, reusing: reusing)
        remapOrthogonalSections(plan.sections)
        syncLayout()
        if !activity.isScrolling {
            scrollPosition = layout.clampedContentOffset(scrollPosition)
            rewrapAtRest()
            syncLayout()
        }
        guard animated else {
            transition = nil
            return
        }
        if var flattened = layout as? FlattenedSectionsLayout {
            flattened.prepare(forUpdates: updates, from: plan.oldSectionCounts)
            layout = flattened
        } else {
            layout.prepare(forUpdates: updates)
        }
        beginTransition(
            snapshot: snapshot, oldTransition: oldTransition, oldLayout: oldLayout, plan: plan,
            offsetShift: contentOffset - oldOffset, returning: Set(reusing.values))
        beginElementTransition(
            snapshot: elementSnapshot, oldTransition: oldTransition, oldLayout: oldLayout, plan: plan, offsetShift: contentOffset - oldOffset)
        layout.finalizeUpdates()
    }

    /// Sets the item count (clamped into `0...maximumItemCount`): animated as inserts or deletes at
    /// the end (of the last section, or from the last sections back) when the change is small (at most `animatedCountChangeLimit` items), otherwise as a
    /// reload that keeps the identities of the items that stay.
    package mutating func setItemCount(_ count: Int, animated: Bool = true, at time: Double) {
        let count = Swift.min(Swift.max(0, count), Self.maximumItemCount), old = itemCount
        guard count != old else { return advance(to: time) }
        if animated, Swift.abs(count - old) <= Self.animatedCountChangeLimit {
            // At the end of the last section, or from the last sections back (`resize(to:)`'s rule).
            let updates = Self.updates(from: sectionItemCounts, to: ItemIdentities.resizedCounts(sectionItemCounts, to: count))
            // The indices are in range by construction.
            try? performBatchUpdates(updates, animated: true, at: time)
        } else {
            changeItemsAtOnce(at: time) { $0.resize(to: count) }
        }
    }

    /// Sets the items per section (negative counts read as 0, none as one empty section, the total
    /// clamped to `maximumItemCount` by trimming the last sections): every section that stays keeps
    /// its first items. Animated as one batch update (items deleted or inserted at each section's
    /// end, sections deleted or inserted at the end) when at most `animatedCountChangeLimit` items
    /// come or go; otherwise a reload that keeps the identities of the items that stay
    /// (`ItemIdentities.resize(toSectionCounts:)`), as `setItemCount` does.
    ///
    /// - Complexity: O(n + s) for n items and s sections.
    package mutating func setSectionItemCounts(_ counts: [Int], animated: Bool = true, at time: Double) {
        var remaining = Self.maximumItemCount
        let counts = (counts.isEmpty ? [0] : counts).map { count in
            let kept = Swift.min(Swift.max(0, count), remaining)
            remaining -= kept
            return kept
        }
        let old = sectionItemCounts
        guard counts != old else { return advance(to: time) }
        let updates = Self.updates(from: old, to: counts)
        let changed = zip(old, counts).reduce(0) { $0 + Swift.abs($1.0 - $1.1) }
            + old.dropFirst(counts.count).reduce(0, +) + counts.dropFirst(old.count).reduce(0, +)
        if animated, changed <= Self.animatedCountChangeLimit,
            (try? performBatchUpdates(updates, animated: true, at: time)) != nil
        {
            return
        }
        changeItemsAtOnce(at: time) { $0.resize(toSectionCounts: counts) }
    }

    /// Changes the items without animating (`change` resizes the identities): the gestures and
    /// animations in flight settle first, and a view at rest keeps its offset within the content.
    private mutating func changeItemsAtOnce(at time: Double, _ change: (inout ItemIdentities) -> Void) {
        advance(to: time)
        settleInteractiveTransition(at: time)
        settleInteractiveMovement(at: time)
        change(&identities)
        transition = nil
        syncLayout()
        if !activity.isScrolling {
            scrollPosition = layout.clampedContentOffset(scrollPosition)
            rewrapAtRest()
            syncLayout()
        }
    }

    /// The batch update that turns sections of `old` items into sections of `new` items, keeping
    /// the first items of every section that stays: deletes and inserts at each section's end, the
    /// sections past the shorter list deleted or inserted. Deletes name old index paths, inserts new ones.
    static func updates(from old: [Int], to new: [Int]) -> [UpdateItem] {
        var updates: [UpdateItem] = []
        for section in 0..<Swift.min(old.count, new.count) {
            let (before, after) = (old[section], new[section])
            if after < before {
                updates += (after..<before).map { .delete(ItemIndexPath(item: $0, section: section)) }
            } else if after > before {
                updates += (before..<after).map { .insert(ItemIndexPath(item: $0, section: section)) }
            }
        }
        if old.count > new.count { updates += (new.count..<old.count).map { .deleteSection($0) } }
        if new.count > old.count { updates += (old.count..<new.count).map { .insertSection($0, itemCount: new[$0]) } }
        return updates
    }

    /// Larger count changes reload instead of animating item by item.
    package static let animatedCountChangeLimit = 1_000

    /// Switches to another layout (UICollectionView's `setCollectionViewLayout(_:animated:)`).
    /// Animated, every item on screen before or after moves from where it is to its place in the
    /// new layout; so do headers, footers and decorations both layouts have, while those only one
    /// has fade out or in (`beginElementTransition`). The view keeps the item nearest its middle in view: the new offset focuses it
    /// (offset 0 when the old layout did not scroll).
    package mutating func setLayout(_ made: any CollectionViewLayout, animated: Bool = true, at time: Double) {
        advance(to: time)
        settleInteractiveTransition(at: time)
        settleInteractiveMovement(at: time)
        let snapshot = animated ? presentation(culled: false) : []
        let elementSnapshot = animated ? displayedElements : []
        let oldLayout = layout, oldTransition = transition, oldOffset = contentOffset
        let oldScrolls = oldLayout.maximumContentOffset != .zero
        let anchor = oldScrolls ? focusedIndex : nil
        activity = .idle
        finishOrthogonalScrolling()
        layout = made
        syncLayout()
        if let anchor, let centred = contentOffset(centering: anchor) {
            scrollPosition = centred
        } else {
            scrollPosition = oldScrolls ? layout.clampedContentOffset(oldOffset) : layout.clampedContentOffset(.zero)
        }
        rewrapAtRest()
        syncLayout()
        guard animated else {
            transition = nil
            return
        }
        beginTransition(
            snapshot: snapshot, oldTransition: oldTransition, oldLayout: oldLayout, plan: nil,
            offsetShift: contentOffset - oldOffset)
        beginElementTransition(
            snapshot: elementSnapshot, oldTransition: oldTransition, oldLayout: oldLayout, plan: nil, offsetShift: contentOffset - oldOffset)
    }

    /// Puts `made`, the same layout with other parameters (a tuning change: a spacing, an item
    /// size, a column count), in place of the current one, as UIKit's `invalidateLayout()` after a
    /// property of the layout changed: nothing the user is doing stops. A drag goes on under the
    /// pointer; a fling, a settle or a page goes on, re-aimed only when the new layout rests it
    /// elsewhere (`targetContentOffset`: snapping); at rest the offset stays, clamped into the new
    /// content. Items on screen glide to their new places only when one of them would jump on
    /// screen by more than `retuneJumpThreshold` points; a smaller change (a slider's tick) is
    /// simply the next frame. An interactive transition or movement is settled first, as for a switch.
    ///
    /// - Complexity: O(k) for the k items on screen, besides the layout's own `prepare`.
    package mutating func retuneLayout(_ made: any CollectionViewLayout, at time: Double) {
        advance(to: time)
        settleInteractiveTransition(at: time)
        settleInteractiveMovement(at: time)
        let before = presentation(culled: false)
        let elementsBefore = displayedElements
        let oldLayout = layout, oldTransition = transition, oldOffset = contentOffset
        layout = made
        syncLayout()
        if let running = scrollAnimation {
            let destination = running.motion.destination
            let velocity = running.motion.velocity(after: running.elapsed)
            let aimed = layout.clampedTargetContentOffset(proposed: destination, velocity: velocity)
            if aimed.isFinite, (aimed - destination).length > 1e-9 { startSettle(to: aimed, velocity: velocity) }
        } else if drag == nil {
            scrollPosition = layout.clampedContentOffset(scrollPosition)
            rewrapAtRest()
            syncLayout()
        }
        let moved = Self.largestScreenMove(from: oldLayout, offset: oldOffset, to: layout.attributes(in: visibleRect), offset: contentOffset)
        guard moved > Self.retuneJumpThreshold else { return }
        beginTransition(
            snapshot: before, oldTransition: oldTransition, oldLayout: oldLayout, plan: nil, offsetShift: contentOffset - oldOffset)
        beginElementTransition(
            snapshot: elementsBefore, oldTransition: oldTransition, oldLayout: oldLayout, plan: nil, offsetShift: contentOffset - oldOffset)
    }

    /// Points an item may move on screen in one tuning change without an animation
    /// (`retuneLayout`): a slider's tick moves the nearest items a point or two, which the eye
    /// reads as the layout following the slider; a larger move (a column count, a switch of
    /// direction) would look like a cut, so it glides.
    package static let retuneJumpThreshold = 24.0

    /// The largest distance an item on screen after a tuning change (`after`: the new layout's
    /// cells in view at `newOffset`) moved on screen from where `oldLayout` had it at `oldOffset`
    /// (its centre, points), or by which its size changed; infinity for an item the old layout
    /// does not have (pure).
    ///
    /// - Complexity: O(k) for k items, each one `attributes(at:)` of the old layout.
    package static func largestScreenMove(
        from oldLayout: any CollectionViewLayout, offset oldOffset: Point, to after: [LayoutAttributes], offset newOffset: Point
    ) -> Double {
        var largest = 0.0
        for attributes in after where attributes.isCell {
            guard let was = oldLayout.attributes(at: attributes.indexPath) else { return .infinity }
            let moved = ((attributes.center - newOffset) - (was.center - oldOffset)).length
            let resized = max(abs(attributes.size.width - was.size.width), abs(attributes.size.height - was.size.height))
            largest = max(largest, moved, resized)
        }
        return largest
    }

    /// Sets the bounds size, keeping the item nearest the middle at the same relative place in the
    /// view. Running animations continue; items keep their place on screen.
    package mutating func setBoundsSize(_ size: Size, at time: Double) {
        advance(to: time)
        settleInteractiveTransition(at: time)
        settleInteractiveMovement(at: time)
        let size = Self.sanitized(size)
        guard size != boundsSize else { return }
        let oldOffset = contentOffset, oldBounds = boundsSize, oldPosition = scrollPosition
        var anchor: (index: Int, fraction: Point)?
        if let index = focusedIndex, let indexPath = identities.indexPath(ofOrdinal: index),
            let attributes = layout.attributes(at: indexPath),
            oldBounds.width > 0, oldBounds.height > 0
        {
            let place = attributes.transformedFrame.center - oldOffset
            anchor = (index, Point(x: place.x / oldBounds.width, y: place.y / oldBounds.height))
        }
        let wasScrolling = scrollAnimation != nil
        stopScrollAnimation()
        boundsSize = size
        syncLayout()
        if let anchor, let placed = offset(placing: anchor.index, atViewFraction: anchor.fraction) {
            scrollPosition = nearestCopy(of: placed, to: oldPosition)
        } else {
            scrollPosition = layout.clampedContentOffset(scrollPosition)
        }
        let moved = scrollPosition - oldPosition
        // A drag's start follows (a scroll animation was stopped above).
        activity.shift(by: moved)
        syncLayout()
        if wasScrolling {
            // The interrupted scroll still comes to rest where the layout lets it.
            let target = layout.clampedTargetContentOffset(proposed: scrollPosition, velocity: .zero)
            if target != scrollPosition, target.isFinite {
                activity = .animating(
                    .init(motion: .settle(from: scrollPosition, to: target, velocity: .zero, durations: physics.snapDurations)))
            }
        }
        rewrapAtRest()
        let shift = contentOffset - oldOffset
        transition?.shift(by: shift)
    }

    /// Sets up the animation from `snapshot` (what was on screen, old content coordinates) to the
    /// current state. `plan` maps old indices to new ones (nil: indices unchanged, a switch).
    /// Items of `returning` come back with the identity they had (`performBatchUpdates(reusing:)`):
    /// one still disappearing from an earlier update turns round and appears from where it is.
    ///
    /// - Complexity: O(k · u) for k items on screen before or after and u updates.
    mutating func beginTransition(
        snapshot: [DisplayedItem], oldTransition: Transition?, oldLayout: any CollectionViewLayout, plan: SectionedUpdatePlan?,
        offsetShift: Point, returning: Set<ItemID> = []
    ) {
        var entries: [ItemID: Transition.Entry] = [:]
        entries.reserveCapacity(snapshot.count)
        var turning: [ItemID: LayoutAttributes] = [:]
        for item in snapshot {
            var from = item.attributes
            from.center += offsetShift
            if item.phase == .disappearing, returning.contains(item.id) {
                turning[item.id] = from
                continue
            }
            if item.phase == .disappearing, let oldTransition, var entry = oldTransition.entries[item.id], entry.phase == .disappearing {
                // On its own timeline to where it was going, and gone once that is over.
                guard let clock = oldTransition.carried(entry.clock) else { continue }
                entry.from.center += offsetShift
                entry.final?.center += offsetShift
                entry.clock = clock
                entries[item.id] = entry
                continue
            }
            if item.phase == .disappearing {
                var final = oldTransition?.entries[item.id]?.final ?? from.with(alpha: 0)
                final.center += offsetShift
                entries[item.id] = Transition.Entry(
                    from: from, indexPath: item.attributes.indexPath, phase: .disappearing, final: final)
                continue
            }
            let oldIndexPath = item.attributes.indexPath
            if let plan {
                if let newIndexPath = plan.newIndexPath(forOld: oldIndexPath) {
                    entries[item.id] = Transition.Entry(from: from, indexPath: newIndexPath, phase: item.phase, final: nil)
                } else {
                    let final = layout.finalAttributes(forDisappearingItemAt: oldIndexPath, from: from)
                    entries[item.id] = Transition.Entry(from: from, indexPath: oldIndexPath, phase: .disappearing, final: final)
                }
            } else {
                entries[item.id] = Transition.Entry(from: from, indexPath: oldIndexPath, phase: item.phase, final: nil)
            }
        }
        for attributes in drawnAttributes(in: visibleRect) where attributes.isCell {
            let indexPath = attributes.indexPath
            guard let id = identities[indexPath], entries[id] == nil else { continue }
            if let plan, plan.isInserted(indexPath) {
                let start = turning[id] ?? layout.initialAttributes(forAppearingItemAt: indexPath) ?? attributes.with(alpha: 0)
                entries[id] = Transition.Entry(from: start, indexPath: indexPath, phase: .appearing, final: nil)
                continue
            }
            let oldIndexPath = plan.map { $0.oldIndexPath(forNew: indexPath) } ?? indexPath
            var from = oldIndexPath.flatMap { oldLayout.attributes(at: $0) } ?? attributes.with(alpha: 0)
            from.center += offsetShift
            entries[id] = Transition.Entry(from: from, indexPath: indexPath, phase: .steady, final: nil)
        }
        transition = entries.isEmpty ? nil : Transition(entries: entries, duration: animationDuration)
        if let spring, transition != nil {
            transition?.spring = spring
            transition?.duration = spring.settlingDuration()
        }
    }
}
