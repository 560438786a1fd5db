/// Self-sizing (UIKit's estimated sizes and preferred layout attributes): items start at the
/// layout's estimates; as they come on screen the host asks their content for a preferred size
/// (`ItemSizing`) under the layout's `preferredSizeFitting`, asks the layout whether
/// that invalidates it, and invalidates only what the layout's context names. The content offset
/// is then adjusted so that what is on screen stays still: an item that keeps its size keeps its
/// place on screen unless it lies beyond a resized item in the direction of the last scroll
/// (scrolling towards the end, the items above a resized one stay; towards the start, the items
/// below it). That is UIKit's jump when scrolling up into estimated items, fixed.
extension CollectionView {
    /// Sets what sizes the items. With `droppingTakenSizes` (content of a new kind) every size the
    /// layout holds is dropped and items return to their estimates; otherwise items already sized
    /// are measured again when next on screen.
    package mutating func setItemSizing(_ sizing: any ItemSizing, droppingTakenSizes: Bool) {
        selfSizing.sizing = sizing
        selfSizing.generation += 1
        if droppingTakenSizes, !selfSizing.taken.isEmpty {
            selfSizing.taken = [:]
            layout.prepare(currentContext)
            redeliverTakenSizes()
        }
        syncLayout()
    }

    /// The same items size differently now (a picture's aspect ratio arrived): the items on screen
    /// are measured again at once, the others when they come on screen. O(visible items).
    package mutating func refreshItemSizing(_ sizing: any ItemSizing) {
        selfSizing.sizing = sizing
        selfSizing.generation += 1
        sizeVisibleItems()
    }

    /// Delivers the preferred size of item `id` at any time (points; nil withdraws it and the
    /// content's own size applies again). It wins over the content's size; the layout takes it at
    /// once when the item is on screen, otherwise when it next comes on screen. A non-finite or
    /// negative size is ignored. O(visible items).
    package mutating func setPreferredSize(_ size: Size?, forItem id: ItemID) {
        if let size {
            guard size.isFinite, size.width >= 0, size.height >= 0 else { return }
            selfSizing.delivered[id] = size
        } else {
            selfSizing.delivered[id] = nil
        }
        // Measure this item again (its taken generation no longer matches).
        if var taken = selfSizing.taken[id] {
            taken.generation = -1
            selfSizing.taken[id] = taken
        }
        sizeVisibleItems()
    }

    /// The preferred size the layout holds for item `id`, or nil while it still has its estimate.
    public func preferredSize(forItem id: ItemID) -> Size? {
        selfSizing.taken[id]?.size
    }

    /// Sizes the items on screen that have not been sized under the current content, in one
    /// invalidation per round, and adjusts the offset so that what is on screen stays still;
    /// again while resizing brings new items on screen (at most a few rounds).
    ///
    /// - Complexity: O(visible items) measurements and lookups, plus what the layout's
    ///   invalidation costs (O(log n) a line for flow).
    mutating func sizeVisibleItems() {
        guard selfSizing.isActive else { return }
        noteScrollDirection()
        for _ in 0..<Self.sizingRounds {
            let visible = layout.attributes(in: visibleRect).cellsByIndexPath()
            var invalidation = InvalidationContext()
            var resized = Set<ItemIndexPath>()
            for cell in visible {
                guard let fitting = layout.preferredSizeFitting(forItemAt: cell.indexPath), let id = identities[cell.indexPath]
                else { continue }
                if let taken = selfSizing.taken[id], taken.fitting == fitting, taken.generation == selfSizing.generation { continue }
                let size = selfSizing.delivered[id]
                    ?? selfSizing.sizing.preferredSize(forItem: id, fitting)
                // No preferred size yet (a picture still loading): the estimate stays.
                guard let size, size.isFinite else { continue }
                selfSizing.measuredCount += 1
                selfSizing.taken[id] = SelfSizing.Taken(size: size, fitting: fitting, generation: selfSizing.generation)
                var preferred = cell
                preferred.size = size
                guard layout.shouldInvalidate(forPreferredAttributes: preferred, original: cell) else { continue }
                invalidation.formUnion(layout.invalidationContext(forPreferredAttributes: preferred, original: cell))
                resized.insert(cell.indexPath)
            }
            guard !resized.isEmpty else { return }
            invalidate(
                invalidation, keepingStill: visible.filter { !resized.contains($0.indexPath) },
                resized: visible.filter { resized.contains($0.indexPath) })
            // A jump or a resize at rest may leave the offset past the end the content now has.
            if !activity.isScrolling {
                let clamped = layout.clampedContentOffset(scrollPosition)
                if clamped != scrollPosition {
                    scrollPosition = clamped
                    selfSizing.lastOffset = contentOffset
                    syncPreparedLayout()
                }
            }
        }
    }

    /// Rounds of sizing per sync: resized items can bring others on screen, which are sized in
    /// the next round; a layout that never settles stops here.
    static let sizingRounds = 4

    /// Invalidates the layout for preferred sizes, then shifts the offset so that the visible
    /// items that should stay still do (`stillShift`).
    mutating func invalidate(_ invalidation: InvalidationContext, keepingStill candidates: [LayoutAttributes], resized: [LayoutAttributes]) {
        selfSizing.invalidationCount += 1
        let axis = scrollAxis
        let direction = selfSizing.scrollDirection[axis]
        layout.invalidateLayout(with: invalidation, for: currentContext)
        var adjustment = invalidation.contentOffsetAdjustment.isFinite ? invalidation.contentOffsetAdjustment : .zero
        adjustment += stillShift(candidates: candidates, resized: resized, direction: direction, axis: axis)
        if adjustment != .zero { shiftScrollPosition(by: adjustment) }
        syncPreparedLayout()
    }

    /// How far the items that should stay still moved in content coordinates (the offset follows
    /// them). Scrolling towards the start: the visible items wholly after every resized one along
    /// `axis`; otherwise those wholly before. They count only when they all moved together (a
    /// flow's lines after a resized one do; a waterfall's lanes after one reflow). Otherwise the
    /// items before every resized one in index order, which a layout placing items in order never
    /// moves: nothing is shifted.
    func stillShift(candidates: [LayoutAttributes], resized: [LayoutAttributes], direction: Double, axis: Axis) -> Point {
        let still: [LayoutAttributes]
        if direction < 0 {
            let end = resized.map { $0.frame.max(axis) }.max() ?? -.infinity
            still = candidates.filter { $0.frame.min(axis) >= end }
        } else {
            let start = resized.map { $0.frame.min(axis) }.min() ?? .infinity
            still = candidates.filter { $0.frame.max(axis) <= start }
        }
        if let shift = commonShift(of: still) { return shift }
        let first = resized.map(\.indexPath).min()
        return commonShift(of: candidates.filter { item in first.map { item.indexPath < $0 } ?? false }) ?? .zero
    }

    /// The displacement all of `items` share since they were taken (their attributes now less
    /// then), or nil when there are none or they moved differently.
    func commonShift(of items: [LayoutAttributes]) -> Point? {
        var shift: Point?
        for item in items {
            guard let now = layout.attributes(at: item.indexPath), now.center.isFinite else { return nil }
            let moved = now.center - item.center
            if let shift {
                let tolerance = 1e-9 * Swift.max(1, Swift.abs(item.center.x), Swift.abs(item.center.y))
                if Swift.abs(moved.x - shift.x) > tolerance || Swift.abs(moved.y - shift.y) > tolerance { return nil }
            } else {
                shift = moved
            }
        }
        return shift
    }

    /// The axis the content scrolls along (the one it overflows most; vertical when neither).
    var scrollAxis: Axis {
        let maximum = layout.maximumContentOffset
        return maximum.x > maximum.y ? .horizontal : .vertical
    }

    /// Moves everything that tracks the scroll position by `delta` (an adjustment, not a scroll):
    /// the position, a drag's start and a running scroll animation, so the next frame continues
    /// from the adjusted place; and the starts (and a disappearing item's end) of a running batch
    /// update or layout switch, which are content coordinates: an item on its way keeps its place
    /// on screen when sizes arrive mid-animation, as one at rest does.
    mutating func shiftScrollPosition(by delta: Point) {
        guard delta.isFinite else { return }
        scrollPosition += delta
        activity.shift(by: delta)
        transition?.shift(by: delta)
        selfSizing.lastOffset += delta
    }

    /// Records which way the content offset moved since the last sync, per axis.
    mutating func noteScrollDirection() {
        let offset = contentOffset
        let delta = offset - selfSizing.lastOffset
        if delta.x != 0 { selfSizing.scrollDirection.x = delta.x > 0 ? 1 : -1 }
        if delta.y != 0 { selfSizing.scrollDirection.y = delta.y > 0 ? 1 : -1 }
        selfSizing.lastOffset = offset
    }

    /// After a full `prepare` (new bounds, counts, or layout) the layout starts from its estimates
    /// again: the sizes it held are handed back in one invalidation, for the items that still exist
    /// and whose fitting is unchanged; the rest are dropped (estimated again, measured when next
    /// on screen). O(n) lookups; nothing when no size is held.
    mutating func redeliverTakenSizes() {
        guard !selfSizing.taken.isEmpty else { return }
        var invalidation = InvalidationContext()
        var kept: [ItemID: SelfSizing.Taken] = [:]
        for ordinal in 0..<identities.count {
            guard let id = identities[ordinal], let taken = selfSizing.taken[id], let indexPath = identities.indexPath(ofOrdinal: ordinal),
                layout.preferredSizeFitting(forItemAt: indexPath) == taken.fitting
            else { continue }
            kept[id] = taken
            invalidation.preferredItemSizes[indexPath] = taken.size
            invalidation.invalidatedItemIndexPaths.append(indexPath)
        }
        selfSizing.taken = kept
        guard !kept.isEmpty else { return }
        layout.invalidateLayout(with: invalidation, for: currentContext)
    }
}

extension ScrollMotion {
    /// The same motion moved by `delta`: every offset it passes through, and where it rests.
    public func shifted(by delta: Point) -> ScrollMotion {
        switch self {
        case .decay(let start, let velocity, let deceleration):
            return .decay(start: start + delta, velocity: velocity, deceleration: deceleration)
        case .curve(var x, var y, let duration):
            x.start += delta.x
            x.end += delta.x
            y.start += delta.y
            y.end += delta.y
            return .curve(x: x, y: y, duration: duration)
        }
    }
}
