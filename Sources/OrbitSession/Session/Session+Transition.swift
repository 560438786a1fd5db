import CollectionLayout
import Foundation

extension Session {
    /// The interactive transition on screen: the layout it goes to and its progress, 0…1, while a
    /// gesture drives it and while its end animates; nil otherwise. Traces write it as
    /// `"transition": {"to", "progress"}`.
    public var transitionStatus: (to: String, progress: Double)? {
        guard let progress = collectionView.interactiveTransitionProgress, let target = transitionTarget else { return nil }
        return (target.name, progress)
    }

    /// Takes the events of a transition gesture (Shift + left-drag, Shift + wheel or trackpad
    /// pinch; `TransitionGesture`). Returns true when the event is used up.
    mutating func handleTransitionInput(_ event: SessionEvent, at time: Double) -> Bool {
        guard case .input(let input) = event else { return false }
        switch (input, transitionGesture) {
        case (.modifiers(let shift), _):
            pointer.shiftHeld = shift
            return true
        case (.pointerDown(.left, let point), nil) where pointer.shiftHeld:
            guard point.isFinite else { return true }
            if startTransition(at: time) { transitionGesture = .drag(start: point) }
            return true
        case (.pointerMove(let point), .drag(let start)?):
            guard point.isFinite else { return true }
            let progress = TransitionGesture.dragProgress(from: start, to: point, in: boundsSize)
            collectionView.updateInteractiveTransition(progress: progress, at: time)
            return true
        case (.pointerUp(.left, let point), .drag(let start)?):
            if point.isFinite {
                let progress = TransitionGesture.dragProgress(from: start, to: point, in: boundsSize)
                collectionView.updateInteractiveTransition(progress: progress, at: time)
            }
            endTransitionGesture(at: time)
            return true
        case (.wheel(_, let dy, _), let running) where pointer.shiftHeld || running != nil:
            pinchTransition(by: dy.isFinite ? pow(PinchGesture.stepFactor, dy) : 1, at: time)
            return true
        case (.pinch(let scale), let running) where pointer.shiftHeld || running != nil:
            pinchTransition(by: scale, at: time)
            return true
        default:
            return false
        }
    }

    /// Whether `event` interrupts a running transition gesture: everything but its own input,
    /// pointer motion and Shift.
    func interruptsTransitionGesture(_ event: SessionEvent) -> Bool {
        switch (event, transitionGesture) {
        case (_, nil), (.input(.modifiers), _), (.action(.timing), _), (.input(.pointerMove), _), (.input(.wheel), .pinch?),
            (.input(.pinch), .pinch?), (.input(.pointerUp(.left, _)), .drag?):
            false
        case (.input(.pointerUp), .pinch?):
            false
        default:
            true
        }
    }

    /// Ends a running transition gesture (finishing or cancelling it as its progress and velocity
    /// say) when `event` interrupts it, so that the event meets a settled layout.
    public mutating func settleTransitionGesture(before event: SessionEvent, at time: Double) {
        if interruptsTransitionGesture(event) { endTransitionGesture(at: time) }
    }

    /// A pinch step of a transition pinch (starting one when none runs); a drag ignores it.
    mutating func pinchTransition(by factor: Double, at time: Double) {
        if case .drag? = transitionGesture { return }
        if transitionGesture == nil {
            guard startTransition(at: time) else { return }
        }
        let gesture = (transitionGesture ?? .pinch(scale: 1, lastStep: time)).pinched(by: factor, at: time)
        transitionGesture = gesture
        collectionView.updateInteractiveTransition(progress: gesture.progress(pointer: .zero, in: boundsSize), at: time)
    }

    /// Ends a transition pinch whose last step is `PinchGesture.timeout` old, with the velocity it
    /// had at that step (after the timeout's rest it would always be zero).
    mutating func advanceTransitionGesture(to time: Double) {
        guard case .pinch(_, let lastStep)? = transitionGesture, time - lastStep >= PinchGesture.timeout else { return }
        endTransitionGesture(velocity: collectionView.interactiveTransitionVelocity(at: lastStep), at: time)
    }

    /// Starts an interactive transition to the partner layout; false when its settings no longer
    /// make it. Running gestures stop as a switch stops them.
    mutating func startTransition(at time: Double) -> Bool {
        let target = catalog.partner(of: layoutName)
        guard let made = try? target.makeLayout(settingsByLayout[target.name] ?? []) else { return false }
        pointer.stop()
        applyGestures()
        collectionView.startInteractiveTransition(to: made, at: time)
        transitionTarget = target
        return true
    }

    /// Ends the transition gesture: the transition finishes or cancels as its progress and
    /// velocity (default: the measured one) say; a finish makes the partner the current layout.
    mutating func endTransitionGesture(velocity: Double? = nil, at time: Double) {
        guard transitionGesture != nil else { return }
        transitionGesture = nil
        let outcome = collectionView.endInteractiveTransition(velocity: velocity, at: time)
        if outcome == .finished, let target = transitionTarget {
            descriptor = target
            applyGestures()
        }
    }
}
