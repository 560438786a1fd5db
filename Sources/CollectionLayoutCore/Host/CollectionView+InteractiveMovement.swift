extension CollectionView {
    /// The item being moved interactively and its index within its section now (the layout's
    /// latest target); nil when no item is moving. `interactiveMovementIndexPath` has the section.
    package var interactiveMovement: (item: ItemID, index: Int)? {
        movement.map { ($0.id, $0.indexPath.item) }
    }

    /// The index path of the item being moved now (the layout's latest target, in any section);
    /// nil when no item is moving.
    public var interactiveMovementIndexPath: ItemIndexPath? { movement?.indexPath }

    /// Where the moving item's centre is, content coordinates; nil when no item is moving.
    package var interactiveMovementPosition: Point? { movement?.position }

    /// True between `beginInteractiveMovementForItem` and its end or cancel.
    package var isInteractivelyMoving: Bool { movement != nil }

    /// Starts moving the item at `indexPath` (UICollectionView's `beginInteractiveMovementForItem(at:)`):
    /// from now on it is drawn where `updateInteractiveMovementTargetPosition(_:at:)` puts it, on
    /// top, and the others make room for it. It starts where it is drawn now. A running drag or
    /// scroll stops; a driven interactive transition ends first. False (nothing happens) when the
    /// index is out of range, an item is already moving, or the layout has no attributes for it.
    ///
    /// - Complexity: O(k) for the k items on screen.
    @discardableResult
    package mutating func beginInteractiveMovementForItem(at indexPath: ItemIndexPath, at time: Double) -> Bool {
        advance(to: time)
        guard movement == nil, let id = identities[indexPath] else { return false }
        settleInteractiveTransition(at: time)
        let shown = presentation(culled: false).first { $0.id == id && $0.phase != .disappearing }
        guard let centre = shown?.attributes.center ?? layout.attributes(at: indexPath)?.center, centre.isFinite else {
            return false
        }
        activity = .interactiveMovement(
            InteractiveMovement(id: id, originalIndexPath: indexPath, indexPath: indexPath, position: centre, startOffset: contentOffset))
        return true
    }

    /// Moves the moving item's centre to `position` (content coordinates; non-finite is ignored)
    /// and asks the layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)` where it
    /// goes: when the answer changes, the item moves there in the data (provisionally) and the
    /// others animate aside (`updateInteractiveMovementTargetPosition(_:)`). An answer in another
    /// section moves the item into that section (a cross-section move, UIKit's rule).
    ///
    /// - Complexity: O(n) for the identities when the target changes, plus O(k) on screen.
    package mutating func updateInteractiveMovementTargetPosition(_ position: Point, at time: Double) {
        advance(to: time)
        guard movement != nil, position.isFinite else { return }
        updateMovement { $0.position = position }
        retargetMovement(at: time)
    }

    /// Commits the move (`endInteractiveMovement()`): the item keeps its identity at the index it
    /// was last moved to and animates from the pointer into its place; a layout that snaps settles
    /// the offset. Returns the move, old index path to new, or nil when no item was moving.
    @discardableResult
    package mutating func endInteractiveMovement(at time: Double) -> (from: ItemIndexPath, to: ItemIndexPath)? {
        advance(to: time)
        guard let running = movement else { return nil }
        dropMovement()
        let target = layout.clampedTargetContentOffset(proposed: contentOffset, velocity: .zero)
        startSettle(to: target, velocity: .zero)
        return (running.originalIndexPath, running.indexPath)
    }

    /// Cancels the move (`cancelInteractiveMovement()`): the item goes back to the index it had,
    /// the others back to theirs, and the content offset back to where it was when the movement
    /// began (auto-scroll undone), all animated from what is on screen.
    package mutating func cancelInteractiveMovement(at time: Double) {
        advance(to: time)
        guard let running = movement else { return }
        if running.indexPath != running.originalIndexPath {
            // The snapshot still shows the item at the pointer, so it flies back from there.
            try? applyBatchUpdates([.move(from: running.indexPath, to: running.originalIndexPath)], animated: true)
            activity = .idle
        } else {
            dropMovement()
        }
        startSettle(to: layout.clampedContentOffset(running.startOffset), velocity: .zero)
    }

    /// Commits a running movement before another change (an update, a switch, a resize, a drag, a
    /// scroll or a transition), so that the change meets settled data.
    mutating func settleInteractiveMovement(at time: Double) {
        if movement != nil { endInteractiveMovement(at: time) }
    }

    /// Ends the movement state and animates every item from where it is drawn (the moving one at
    /// the pointer) to where the layout puts it.
    private mutating func dropMovement() {
        let snapshot = presentation(culled: false)
        let oldTransition = transition
        activity = .idle
        beginTransition(snapshot: snapshot, oldTransition: oldTransition, oldLayout: layout, plan: nil, offsetShift: .zero)
    }

    /// Asks the layout for the target index path at the moving item's position and moves the item
    /// there when it changed. Within its section the item index is clamped to the section's items;
    /// into another section (which gains the item) to `0...` that section's count.
    mutating func retargetMovement(at time: Double) {
        guard let running = movement, itemCount > 0 else { return }
        let current = running.indexPath
        let proposed = layout.targetIndexPath(forInteractivelyMovingItem: current, withPosition: running.position)
        let counts = sectionItemCounts
        guard proposed.section >= 0, proposed.section < counts.count else { return }
        let last = proposed.section == current.section ? counts[proposed.section] - 1 : counts[proposed.section]
        guard last >= 0 else { return }
        let target = ItemIndexPath(item: Swift.min(Swift.max(proposed.item, 0), last), section: proposed.section)
        guard target != current else { return }
        // In range by construction.
        try? applyBatchUpdates([.move(from: current, to: target)], animated: true)
        updateMovement { $0.indexPath = target }
    }

    /// Scrolls the content while the moving item is in an edge zone (`EdgeAutoScroll`), `step`
    /// seconds' worth, never past the content's bounds; the item stays under the pointer (its
    /// content position moves with the offset) and may find a new target.
    mutating func autoScrollMovement(step: Double) {
        guard let running = movement, step > 0, step.isFinite else { return }
        let axes = scrollableAxes
        let velocity = EdgeAutoScroll.velocity(
            at: running.position - contentOffset, in: boundsSize, horizontal: axes.horizontal, vertical: axes.vertical)
        guard velocity != .zero else { return }
        let maximum = layout.maximumContentOffset
        func scrolled(_ value: Double, _ speed: Double, _ limit: Double) -> Double {
            let moved = value + speed * step
            // Towards an end and never past it; an offset already past it stays.
            return speed > 0 ? Swift.max(value, Swift.min(moved, limit)) : Swift.min(value, Swift.max(moved, 0))
        }
        let old = contentOffset
        contentOffset = Point(x: scrolled(old.x, velocity.x, maximum.x), y: scrolled(old.y, velocity.y, maximum.y))
        let shift = contentOffset - old
        guard shift != .zero else { return }
        updateMovement { $0.position += shift }
        syncLayout()
        retargetMovement(at: time)
    }

    /// Changes the running movement in place; nothing without one.
    private mutating func updateMovement(_ change: (inout InteractiveMovement) -> Void) {
        guard case .interactiveMovement(var running) = activity else { return }
        change(&running)
        activity = .interactiveMovement(running)
    }

    /// The moving item as drawn: the layout's `attributesForInteractivelyMovingItem` at its index
    /// and position.
    func movingItem(_ running: InteractiveMovement) -> DisplayedItem? {
        let indexPath = running.indexPath
        guard var attributes = layout.attributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: running.position),
            attributes.isFinite
        else { return nil }
        attributes.indexPath = indexPath
        return DisplayedItem(id: running.id, attributes: attributes)
    }
}
