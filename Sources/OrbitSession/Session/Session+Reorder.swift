import CollectionLayout
extension Session {
    /// The item being dragged to a new place and its index now; nil otherwise. Traces write it as
    /// `"movement": {"item", "target"}`.
    public var movementStatus: (item: ItemID, target: Int)? {
        collectionView.interactiveMovement.map { ($0.item, $0.index) }
    }

    /// Takes the events of a reorder (`ReorderGesture`). Returns true when the event is used up;
    /// false lets the session handle it as usual (after a running movement was committed, when the
    /// event is not the movement's own).
    mutating func handleReorderInput(_ event: SessionEvent, at time: Double) -> Bool {
        guard let gesture = reorderGesture else { return false }
        switch (gesture, event) {
        case (.holding, .input(.pointerMove(let point))):
            reorderGesture = gesture.moved(to: point)
            return false
        case (.holding, .input(.modifiers)), (.holding, .action(.timing)):
            return false
        case (.holding, _):
            // A release is a tap as always; anything else makes the press an ordinary one.
            reorderGesture = nil
            return false
        case (.moving(let grab, _), .input(.pointerMove(let point))):
            guard point.isFinite else { return true }
            reorderGesture = .moving(grab: grab, pointer: point)
            collectionView.updateInteractiveMovementTargetPosition(point + contentOffset + grab, at: time)
            return true
        case (.moving(let grab, _), .input(.pointerUp(.left, let point))):
            reorderGesture = nil
            guard point.isFinite else {
                collectionView.cancelInteractiveMovement(at: time)
                return true
            }
            collectionView.updateInteractiveMovementTargetPosition(point + contentOffset + grab, at: time)
            if Rect(origin: .zero, size: boundsSize).contains(point) {
                collectionView.endInteractiveMovement(at: time)
            } else {
                collectionView.cancelInteractiveMovement(at: time)
            }
            return true
        case (.moving, .action(.cancelMovement)):
            reorderGesture = nil
            collectionView.cancelInteractiveMovement(at: time)
            return true
        case (.moving, .input(.modifiers(let shift))):
            self.pointer.shiftHeld = shift
            return true
        case (.moving, .action(.timing)):
            return false
        case (.moving, _):
            settleReorderGesture(at: time)
            return false
        }
    }

    /// Commits a running reorder before `event` when the event is not the reorder's own (pointer
    /// motion, the left release, Esc, Shift), as the session does when it handles the event.
    public mutating func settleReorderGesture(before event: SessionEvent, at time: Double) {
        guard case .moving? = reorderGesture else { return }
        switch event {
        case .input(.pointerMove), .input(.pointerUp(.left, _)), .input(.modifiers), .action(.timing), .action(.cancelMovement): return
        default: settleReorderGesture(at: time)
        }
    }

    mutating func settleReorderGesture(at time: Double) {
        reorderGesture = nil
        collectionView.endInteractiveMovement(at: time)
    }

    /// Picks up the item under a press held still for `ReorderGesture.holdDuration`, at that very
    /// moment (so the frame rate does not matter): the collection view first advances to it.
    mutating func advanceReorderGesture(to time: Double) {
        guard let gesture = reorderGesture, let pickUp = gesture.pickUpTime, pickUp <= time,
            case .holding(_, let pointer, _) = gesture
        else { return }
        collectionView.advance(to: pickUp)
        let at = collectionView.time
        reorderGesture = nil
        // What the click would hit: a header pinned over an item is not the item.
        guard case .item(let hit)? = collectionView.hitTestElement(pointer + contentOffset),
            collectionView.beginInteractiveMovementForItem(at: hit.attributes.indexPath, at: at),
            let position = collectionView.interactiveMovementPosition
        else { return }
        self.pointer.pan.cancel()
        reorderGesture = .moving(grab: position - (pointer + contentOffset), pointer: pointer)
    }
}
