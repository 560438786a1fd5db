extension CollectionView {
    /// Applies inserts, deletes and moves with UIKit's semantics. Animated, items that stay move
    /// from where they are on screen to their new place; new items start from the layout's
    /// `initialAttributes(forAppearingItemAt:)` after `prepare(forUpdates:)`; deleted items end at
    /// its `finalAttributes(forDisappearingItemAt:from:)`. When the content shrinks under the view,
    /// the offset is clamped at once and the animation starts from where items were on screen.
    ///
    /// - Complexity: O(n) for the identities, plus O(k) for the k items on screen.
    public mutating func performBatchUpdates(
        _ updates: [UpdateItem], animated: Bool = true, at time: Double
    ) throws(BatchUpdateError) {
        advance(to: time)
        settleInteractiveTransition(at: time)
        settleInteractiveMovement(at: time)
        try applyBatchUpdates(updates, animated: animated)
    }

    /// `performBatchUpdates` at the current time, leaving an interactive movement running (its
    /// provisional moves).
    mutating func applyBatchUpdates(_ updates: [UpdateItem], animated: Bool) throws(BatchUpdateError) {
        let plan = try SectionedUpdatePlan(updates, oldSectionCounts: identities.sectionCounts)
        guard plan.newSectionCounts.reduce(0, +) <= Self.maximumItemCount else {
            throw BatchUpdateError("the update makes more than \(Self.maximumItemCount) items")
        }
        let snapshot = animated ? presentation(culled: false) : []
        let elementSnapshot = animated ? displayedElements : []
        let oldLayout = layout, oldTransition = transition, oldOffset = contentOffset
        identities.apply(plan)
        syncLayout()
        if drag == nil, scrollAnimation == nil {
            scrollPosition = layout.clampedContentOffset(scrollPosition)
            rewrapAtRest()
            syncLayout()
        }
        guard animated else {
            transition = nil
            return
        }
        layout.prepare(forUpdates: updates)
        beginTransition(
            snapshot: snapshot, oldTransition: oldTransition, oldLayout: oldLayout, plan: plan,
            offsetShift: contentOffset - oldOffset)
        beginElementTransition(snapshot: elementSnapshot, oldLayout: oldLayout, plan: plan, offsetShift: contentOffset - oldOffset)
        layout.finalizeUpdates()
    }

    /// Sets the item count (clamped into `0...maximumItemCount`): animated as inserts or deletes at
    /// the end when the change is small (at most `animatedCountChangeLimit` items), otherwise as a
    /// reload that keeps the identities of the items that stay.
    public mutating func setItemCount(_ count: Int, animated: Bool = true, at time: Double) {
        let count = Swift.min(Swift.max(0, count), Self.maximumItemCount), old = itemCount
        guard count != old else { return advance(to: time) }
        if animated, Swift.abs(count - old) <= Self.animatedCountChangeLimit {
            let updates: [UpdateItem] = count > old
                ? (old..<count).map { .insert(ItemIndexPath(item: $0)) }
                : (count..<old).map { .delete(ItemIndexPath(item: $0)) }
            // The indices are in range by construction.
            try? performBatchUpdates(updates, animated: true, at: time)
        } else {
            advance(to: time)
            settleInteractiveTransition(at: time)
            settleInteractiveMovement(at: time)
            identities.resize(to: count)
            transition = nil
            syncLayout()
            if drag == nil, scrollAnimation == nil {
                scrollPosition = layout.clampedContentOffset(scrollPosition)
                rewrapAtRest()
                syncLayout()
            }
        }
    }

    /// Larger count changes reload instead of animating item by item.
    public static let animatedCountChangeLimit = 1_000

    /// Switches to another layout (UICollectionView's `setCollectionViewLayout(_:animated:)`).
    /// Animated, every item on screen before or after moves from where it is to its place in the
    /// new layout; so do headers, footers and decorations both layouts have, while those only one
    /// has fade out or in (`beginElementTransition`). The view keeps the item nearest its middle in view: the new offset focuses it
    /// (offset 0 when the old layout did not scroll).
    public mutating func setLayout(_ made: any CollectionViewLayout, animated: Bool = true, at time: Double) {
        advance(to: time)
        settleInteractiveTransition(at: time)
        settleInteractiveMovement(at: time)
        let snapshot = animated ? presentation(culled: false) : []
        let elementSnapshot = animated ? displayedElements : []
        let oldLayout = layout, oldTransition = transition, oldOffset = contentOffset
        let oldScrolls = oldLayout.maximumContentOffset != .zero
        let anchor = oldScrolls ? focusedIndex : nil
        drag = nil
        scrollAnimation = nil
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
        beginElementTransition(snapshot: elementSnapshot, oldLayout: oldLayout, plan: nil, offsetShift: contentOffset - oldOffset)
    }

    /// Sets the bounds size, keeping the item nearest the middle at the same relative place in the
    /// view. Running animations continue; items keep their place on screen.
    public mutating func setBoundsSize(_ size: Size, at time: Double) {
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
        scrollAnimation = nil
        boundsSize = size
        syncLayout()
        if let anchor, let placed = offset(placing: anchor.index, atViewFraction: anchor.fraction) {
            scrollPosition = nearestCopy(of: placed, to: oldPosition)
        } else {
            scrollPosition = layout.clampedContentOffset(scrollPosition)
        }
        if drag != nil { drag?.startOffset += scrollPosition - oldPosition }
        syncLayout()
        if wasScrolling {
            // The interrupted scroll still comes to rest where the layout lets it.
            let target = layout.clampedTargetContentOffset(proposed: scrollPosition, velocity: .zero)
            if target != scrollPosition, target.isFinite {
                scrollAnimation = (ScrollMotion.settle(from: scrollPosition, to: target, velocity: .zero, durations: physics.snapDurations), 0)
            }
        }
        rewrapAtRest()
        let shift = contentOffset - oldOffset
        transition?.shift(by: shift)
    }

    /// Sets up the animation from `snapshot` (what was on screen, old content coordinates) to the
    /// current state. `plan` maps old indices to new ones (nil: indices unchanged, a switch).
    ///
    /// - Complexity: O(k · u) for k items on screen before or after and u updates.
    mutating func beginTransition(
        snapshot: [DisplayedItem], oldTransition: Transition?, oldLayout: any CollectionViewLayout, plan: SectionedUpdatePlan?,
        offsetShift: Point
    ) {
        var entries: [ItemID: Transition.Entry] = [:]
        entries.reserveCapacity(snapshot.count)
        for item in snapshot {
            var from = item.attributes
            from.center += offsetShift
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
                let start = layout.initialAttributes(forAppearingItemAt: indexPath) ?? attributes.with(alpha: 0)
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
