extension CollectionView {
    /// The progress of the interactive transition, 0 (the old layout) … 1 (the target), while a
    /// gesture drives it and while its end animates (finishing towards 1, cancelling towards 0);
    /// nil otherwise.
    public var interactiveTransitionProgress: Double? {
        if let interactive { return interactive.progress }
        guard let end = transition?.interactiveEnd else { return nil }
        // A bouncy spring overshoots the items; the progress it reports stays within 0…1.
        return Swift.min(Swift.max(lerp(end.startProgress, end.endProgress, transitionProgress), 0), 1)
    }

    /// True while a gesture drives a transition (between `startInteractiveTransition` and its end).
    package var isInteractivelyTransitioning: Bool { interactive != nil }

    /// Starts a transition to `target` that the caller drives with
    /// `updateInteractiveTransition(progress:at:)` (UICollectionView's
    /// `startInteractiveTransition(to:)`). The target is prepared where an animated switch would
    /// put it: its offset keeps the focused item in view. Items leave from where they are drawn now,
    /// so a transition may start while an update, switch or earlier transition still animates. A
    /// running drag or scroll stops; a transition already driven ends first, as its progress and
    /// velocity say.
    ///
    /// - Complexity: O(k) for the k items on screen, plus the target's `prepare`.
    package mutating func startInteractiveTransition(to target: any CollectionViewLayout, at time: Double) {
        advance(to: time)
        endInteractiveTransition(at: time)
        settleInteractiveMovement(at: time)
        activity = .idle
        var start: [ItemID: LayoutAttributes] = [:]
        for item in presentation(culled: false) where item.phase != .disappearing {
            start[item.id] = item.attributes
        }
        var destination = self
        destination.setLayout(target, animated: false, at: time)
        transition = nil
        var running = InteractiveTransition(
            fromLayout: layout, toLayout: destination.layout, fromOffset: contentOffset, toOffset: destination.contentOffset,
            startAttributes: start)
        running.tracker.reset(at: .zero, time: time)
        activity = .interactiveTransition(running)
    }

    /// Moves the interactive transition to `progress` (clamped into 0…1; NaN is ignored): every
    /// item and the content offset go that far from the old layout towards the target.
    package mutating func updateInteractiveTransition(progress: Double, at time: Double) {
        advance(to: time)
        guard var running = interactive, !progress.isNaN else { return }
        running.progress = Swift.min(Swift.max(progress, 0), 1)
        running.tracker.add(Point(x: running.progress, y: 0), at: time)
        activity = .interactiveTransition(running)
        contentOffset = running.offset
        syncLayout()
    }

    /// How fast the progress moved over the last 0.1 s before `time`, per second (0 after a rest).
    package func interactiveTransitionVelocity(at time: Double) -> Double {
        interactive?.tracker.velocity(at: time).x ?? 0
    }

    /// Sets a named value that the target layout's `interpolatedAttributes(from:to:fraction:animatedValues:)`
    /// receives while the transition is driven (UICollectionViewTransitionLayout's
    /// `updateValue(_:forAnimatedKey:)`). When the transition ends the values fade to nothing along
    /// with the remaining animation, so an effect that follows the gesture (a lift, a spread)
    /// settles with it. Ignored without an interactive transition or for a non-finite value.
    package mutating func updateValue(_ value: Double, forAnimatedKey key: String) {
        guard case .interactiveTransition(var running) = activity, value.isFinite else { return }
        running.animatedValues[key] = value
        activity = .interactiveTransition(running)
    }

    /// The value set for `key`, as the layout sees it now (fading while the end animates); nil
    /// when none is set.
    package func value(forAnimatedKey key: String) -> Double? {
        if let interactive { return interactive.animatedValues[key] }
        guard let end = transition?.interactiveEnd, let value = end.animatedValues[key] else { return nil }
        return value * (1 - transitionProgress)
    }

    /// Ends the interactive transition as its progress and velocity say: it finishes when the
    /// progress projected 0.1 s ahead at `velocity` (progress per second; default: the measured
    /// one) reaches one half, else it cancels. Nil without an interactive transition.
    @discardableResult
    package mutating func endInteractiveTransition(velocity: Double? = nil, at time: Double) -> InteractiveTransitionOutcome? {
        advance(to: time)
        guard let running = interactive else { return nil }
        let velocity = velocity ?? running.tracker.velocity(at: time).x
        let projected = running.progress + (velocity.isFinite ? velocity : 0) * InteractiveTransition.projection
        let outcome: InteractiveTransitionOutcome = projected >= 0.5 ? .finished : .cancelled
        complete(running, outcome, velocity: velocity)
        return outcome
    }

    /// Installs the target layout at the offset it wants, animating the rest of the way from what
    /// is on screen (UICollectionView's `finishInteractiveTransition()`).
    package mutating func finishInteractiveTransition(velocity: Double = 0, at time: Double) {
        advance(to: time)
        guard let running = interactive else { return }
        complete(running, .finished, velocity: velocity)
    }

    /// Goes back to the old layout and offset, animating from what is on screen
    /// (`cancelInteractiveTransition()`).
    package mutating func cancelInteractiveTransition(velocity: Double = 0, at time: Double) {
        advance(to: time)
        guard let running = interactive else { return }
        complete(running, .cancelled, velocity: velocity)
    }

    /// Installs the chosen end and animates the rest of the way from what is on screen. The
    /// animation leaves at the release speed (`velocity`, progress per second, counted towards the
    /// end) and arrives at rest: a cubic Hermite curve whose start tangent is capped at 3, so it
    /// never overshoots the end (TLLayoutTransitioning #25). A slow release takes the remaining
    /// share of `animationDuration`; a fast one takes less. With a `spring` set, the spring runs
    /// the rest of the way instead, leaving at the release speed (its items may overshoot if it
    /// is under-damped; the reported progress stays within 0…1).
    private mutating func complete(_ running: InteractiveTransition, _ outcome: InteractiveTransitionOutcome, velocity: Double) {
        let finishing = outcome == .finished
        let endOffset = finishing ? running.toOffset : running.fromOffset
        // What is on screen, moved into the coordinates of the layout that is left behind, so
        // that the items it adds for the animation agree with the snapshot.
        let leftOffset = finishing ? running.fromOffset : running.toOffset
        let shown = contentOffset
        let snapshot = presentation(culled: false).map { item in
            var moved = item
            moved.attributes.center += leftOffset - shown
            return moved
        }
        activity = .idle
        layout = finishing ? running.toLayout : running.fromLayout
        contentOffset = endOffset
        syncLayout()
        let endProgress = finishing ? 1.0 : 0.0
        let remaining = Swift.abs(endProgress - running.progress)
        guard remaining > 1e-9 else {
            transition = nil
            return
        }
        beginTransition(
            snapshot: snapshot, oldTransition: nil, oldLayout: finishing ? running.fromLayout : running.toLayout, plan: nil,
            offsetShift: endOffset - leftOffset)
        guard transition != nil else { return }
        let speed = Swift.max(0, velocity.isFinite ? (finishing ? velocity : -velocity) : 0)
        transition?.interactiveEnd = Transition.InteractiveEnd(
            startProgress: running.progress, endProgress: endProgress, animatedValues: running.animatedValues)
        if let spring {
            // The spring's fraction covers the remaining progress: it leaves at the release speed.
            let initialVelocity = speed / remaining
            transition?.spring = spring
            transition?.springVelocity = initialVelocity
            transition?.duration = spring.settlingDuration(initialVelocity: initialVelocity)
            return
        }
        var duration = Swift.max(animationDuration * remaining, Self.minimumTransitionEnd)
        var tangent = speed * duration / remaining
        if tangent > 3 {
            duration = 3 * remaining / speed
            tangent = 3
        }
        transition?.duration = duration
        transition?.curve = CubicHermite(start: 0, end: 1, startTangent: tangent)
    }

    /// The shortest end animation of a slow release, seconds.
    static let minimumTransitionEnd = 0.05

    /// Ends a driven transition before another change (an update, a switch, a resize, a drag or a
    /// scroll) so that the change starts from a settled layout.
    mutating func settleInteractiveTransition(at time: Double) {
        if interactive != nil { endInteractiveTransition(at: time) }
    }

    /// The items of an interactive transition: each `progress` of the way from where it started
    /// to where the target puts it, in the content coordinates of the offset shown.
    ///
    /// - Complexity: O(k log k) for the k items on screen at either end.
    func interactivePresentation(_ running: InteractiveTransition, culled: Bool) -> [DisplayedItem] {
        let visible = visibleRect
        let bounds = culled ? visible : Rect(
            x: visible.minX - visible.width, y: visible.minY - visible.height,
            width: 3 * visible.width, height: 3 * visible.height)
        let fromShift = contentOffset - running.fromOffset, toShift = contentOffset - running.toOffset
        var indexPaths = Set<ItemIndexPath>()
        for attributes in drawnAttributes(of: running.fromLayout, in: Rect(origin: running.fromOffset, size: boundsSize))
        where attributes.isCell {
            indexPaths.insert(attributes.indexPath)
        }
        for attributes in drawnAttributes(of: running.toLayout, in: Rect(origin: running.toOffset, size: boundsSize))
        where attributes.isCell {
            indexPaths.insert(attributes.indexPath)
        }
        for attributes in running.startAttributes.values { indexPaths.insert(attributes.indexPath) }
        var result: [DisplayedItem] = []
        result.reserveCapacity(indexPaths.count)
        for indexPath in indexPaths.sorted() {
            guard let id = identities[indexPath] else { continue }
            var from = running.startAttributes[id] ?? running.fromLayout.attributes(at: indexPath)
            from?.center += fromShift
            var to = running.toLayout.attributes(at: indexPath)
            to?.center += toShift
            guard let start = from ?? to?.with(alpha: 0), let end = to ?? from?.with(alpha: 0) else { continue }
            var attributes = running.toLayout.interpolatedAttributes(
                from: start, to: end, fraction: running.progress, animatedValues: running.animatedValues)
            attributes.indexPath = indexPath
            guard attributes.isFinite, attributes.transformedFrame.intersects(bounds) else { continue }
            result.append(DisplayedItem(id: id, attributes: attributes))
        }
        return result
    }
}
