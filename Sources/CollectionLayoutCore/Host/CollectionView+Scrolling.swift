extension CollectionView {
    /// The axes along which the content is larger than the bounds: only those scroll.
    package var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let maximum = layout.maximumContentOffset
        return (maximum.x > 0, maximum.y > 0)
    }

    /// Whether drags page by item (the layout's `dragPaging`, line3d's, or one item per swipe)
    /// instead of coasting.
    package var pagesOnDragEnd: Bool { dragPaging != nil }

    /// How a drag ends in paging: the layout's own `dragPaging` (line3d's), else, with
    /// `pagesOneItemPerSwipe` and a layout that pages by item, `DragPaging.swipe` along the axis
    /// that scrolls (the wrapping axis first). Nil: drags coast and snap.
    package var dragPaging: DragPaging? {
        if let own = layout.dragPaging { return own }
        guard pagesOneItemPerSwipe, layout.paging == .items else { return nil }
        if let wrapping = layout.wrapping { return .swipe(axis: wrapping.axis) }
        let axes = scrollableAxes
        guard axes.horizontal || axes.vertical else { return nil }
        return .swipe(axis: axes.horizontal ? .horizontal : .vertical)
    }

    // MARK: - Dragging

    /// A drag starts: any scroll animation stops where it is (what is on screen stays).
    package mutating func beginDragging(at time: Double) {
        advance(to: time)
        settleInteractiveTransition(at: time)
        settleInteractiveMovement(at: time)
        activity = .dragging(.init(startOffset: scrollPosition, startIndex: focusedIndex))
    }

    /// The pointer has moved `translation` (window points) since the drag began: the content
    /// follows it, rubber-banding past the ends (docs/reference/LAYOUTS.md's `f(x, d)` over the bounds' length).
    package mutating func drag(translation: Point, at time: Double) {
        advance(to: time)
        guard let drag, translation.isFinite else { return }
        if dragOrthogonalSection(translation: translation) { return }
        let maximum = layout.maximumContentOffset
        let raw = drag.startOffset - translation
        let axes = scrollableAxes
        let band = physics.rubberBandCoefficient
        scrollPosition = Point(
            x: axes.horizontal ? RubberBand.clamp(raw.x, to: 0...maximum.x, dimension: boundsSize.width, coefficient: band) : drag.startOffset.x,
            y: axes.vertical ? RubberBand.clamp(raw.y, to: 0...maximum.y, dimension: boundsSize.height, coefficient: band) : drag.startOffset.y)
        // A wrapping axis has no ends: the content follows the pointer round the seam.
        if let wrapping = layout.wrapping { scrollPosition[wrapping.axis] = raw[wrapping.axis] }
        syncLayout()
    }

    /// The drag ends with the content moving at `velocity` (points per second, content offset
    /// space: the opposite of the pointer's). Paging layouts turn one page if the drag moved at
    /// least `pagingThreshold`; the others coast to the projected end (`physics`' deceleration,
    /// UIKit's 0.998/ms by default), which
    /// the layout's `targetContentOffset` may move, clamped into range, then animate there.
    package mutating func endDragging(velocity: Point, at time: Double) {
        advance(to: time)
        guard let drag else { return }
        activity = .idle
        if endOrthogonalDrag(velocity: velocity) { return }
        let axes = scrollableAxes
        let velocity = Point(
            x: axes.horizontal && velocity.x.isFinite ? velocity.x : 0,
            y: axes.vertical && velocity.y.isFinite ? velocity.y : 0)
        var target: Point
        if let paging = dragPaging, let start = drag.startIndex {
            let moved = scrollPosition[paging.axis] - drag.startOffset[paging.axis]
            let step = paging.step(moved: moved, velocity: velocity[paging.axis])
            target = pagingTarget(from: start, step: step, near: drag.startOffset) ?? layout.clampedContentOffset(scrollPosition)
            startSettle(to: target, velocity: velocity, durations: physics.pageDurations)
            return
        } else {
            let projected = physics.deceleration.projectedOffset(from: scrollPosition, velocity: velocity)
            target = layout.clampedTargetContentOffset(proposed: projected, velocity: velocity)
            let inRange = layout.clampedContentOffset(scrollPosition) == scrollPosition
            if inRange, target == projected, velocity != .zero {
                activity = .animating(.init(motion: .coast(from: scrollPosition, velocity: velocity, deceleration: physics.deceleration)))
                return
            }
        }
        startSettle(to: target, velocity: velocity)
    }

    /// A settle onto `target` that takes `durations` (the snap's unless given), or a jump when it is there.
    mutating func startSettle(to target: Point, velocity: Point, durations: ClosedRange<Double>? = nil) {
        guard target.isFinite else { return }
        if (target - scrollPosition).length < 1e-9 {
            scrollPosition = target
            stopScrollAnimation()
            rewrapAtRest()
        } else {
            activity = .animating(
                .init(motion: .settle(from: scrollPosition, to: target, velocity: velocity, durations: durations ?? physics.snapDurations)))
        }
        syncLayout()
    }

    // MARK: - Programmatic scrolling

    /// Scrolls to `offset` (clamped into range), animated with a settle curve or at once.
    package mutating func setContentOffset(_ offset: Point, animated: Bool, at time: Double) {
        advance(to: time)
        settleInteractiveTransition(at: time)
        settleInteractiveMovement(at: time)
        guard offset.isFinite else { return }
        if case .dragging = activity { activity = .idle }
        let target = nearestCopy(of: layout.clampedContentOffset(offset), to: scrollPosition)
        if animated {
            startSettle(to: target, velocity: .zero)
        } else {
            stopScrollAnimation()
            scrollPosition = target
            rewrapAtRest()
            syncLayout()
        }
    }

    /// Centres item `index` (clamped into range), animated.
    package mutating func scrollToItem(_ index: Int, animated: Bool = true, at time: Double) {
        advance(to: time)
        guard let target = pagingTarget(from: index, step: 0, near: scrollPosition) else { return }
        setContentOffset(target, animated: animated, at: time)
    }

    /// Scrolls so that the item at `indexPath` is at `position` in the view (UIKit's
    /// `scrollToItem(at:at:animated:)`): its frame's edge or middle at the view's, on each axis
    /// `position` names, the offset clamped into the content. The layouts that page by items
    /// (carousels, wheels) centre it, as their own paging does, whatever the position. An index
    /// path the view does not have does nothing. A drag in progress ends.
    ///
    /// - Complexity: one `attributes(at:)` of the layout.
    package mutating func scrollToItem(at indexPath: ItemIndexPath, at position: ItemScrollPosition, animated: Bool, at time: Double) {
        advance(to: time)
        guard let ordinal = identities.ordinal(of: indexPath), layout.maximumContentOffset != .zero else { return }
        if pagesByItem {
            scrollToItem(ordinal, animated: animated, at: time)
            return
        }
        guard let frame = layout.attributes(at: indexPath)?.frame, frame.isFinite else { return }
        let base = scrollAnimation?.motion.destination ?? scrollPosition
        setContentOffset(position.offset(placing: frame, inViewOf: boundsSize, from: base), animated: animated, at: time)
    }

    /// Pages `step` items forward (positive) or back, animated: the carousels and wheels centre the
    /// neighbouring item; grids (flow, waterfall) scroll the next line of items to the middle.
    /// Layouts that do not scroll ignore it.
    package mutating func page(by step: Int, at time: Double) {
        advance(to: time)
        settleInteractiveTransition(at: time)
        settleInteractiveMovement(at: time)
        guard drag == nil, step != 0, layout.maximumContentOffset != .zero else { return }
        // From where the running scroll is going, so repeated presses add up.
        let base = scrollAnimation?.motion.destination ?? scrollPosition
        let target: Point?
        if pagesByItem {
            let current = index(centredAt: base) ?? focusedIndex
            target = pagingTarget(from: current, step: step, near: base)
        } else {
            target = lineTarget(from: base, step: step)
        }
        guard let target else { return }
        startSettle(to: target, velocity: .zero, durations: physics.pageDurations)
    }

    /// Layouts whose pages are single items (carousels, wheels).
    var pagesByItem: Bool { layout.paging == .items }
}
