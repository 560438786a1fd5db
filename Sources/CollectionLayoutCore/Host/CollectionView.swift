/// UICollectionView as a value: items with stable identities, bounds, content offset, any
/// `CollectionViewLayout`, batch updates and layout switches that animate, and UIScrollView's
/// scrolling. What the host does beyond the layout contract (paging, focusing an item, gestures)
/// it asks the layout's capabilities, never its type.
///
/// Time is always passed in (seconds, non-decreasing): every mutation first advances the
/// animations to its time, so an update or switch that arrives mid-animation starts from what is
/// on screen. Per-frame work is O(visible): the layout is asked for the visible rect only and
/// animations track only the items on screen.
public struct CollectionView: Sendable {
    /// The current layout, prepared for the current state.
    public internal(set) var layout: any CollectionViewLayout
    /// Points.
    public internal(set) var boundsSize: Size
    /// The top-left of the visible rect, content coordinates. Past the ends while rubber-banding.
    /// Along the axis of a wrapping layout (`CollectionViewLayout.wrapping`) it is reduced into
    /// `0..<period`: what the layout is prepared with and what traces and dumps report.
    /// Setting it sets `scrollPosition`.
    public internal(set) var contentOffset: Point {
        get { layout.wrappedContentOffset(scrollPosition) }
        set { scrollPosition = newValue }
    }
    /// The scroll position drags and animations move: `contentOffset` before a wrapping layout's
    /// reduction, so that it runs on continuously across the seam (reduced again at rest).
    public internal(set) var scrollPosition: Point
    package internal(set) var identities: ItemIdentities
    /// The pinch scale passed to the layout (committed times live, 1 = none) and the rotation
    /// (committed plus live, radians clockwise).
    public internal(set) var gesture: (scale: Double, rotation: Double) = (1, 0)
    /// One item per swipe (`ScrollSettings.pagesOneItemPerSwipe`).
    package var pagesOneItemPerSwipe: Bool {
        get { scrolling.pagesOneItemPerSwipe }
        set { scrolling.pagesOneItemPerSwipe = newValue }
    }
    /// How flings coast and pages settle (`ScrollSettings.physics`): UIKit's values until tuned.
    public var physics: ScrollPhysics {
        get { scrolling.physics }
        set { scrolling.physics = newValue }
    }
    /// How the view scrolls (`physics` and `pagesOneItemPerSwipe` read and write it).
    package var scrolling = ScrollSettings()
    /// How updates, switches and settles animate (`animationSpeed`, `animationDuration`, `timing`
    /// and `spring` read and write it).
    package var animation = AnimationSettings()
    /// UIKit's usual update animation, seconds.
    public static let standardAnimationDuration = 0.35
    /// The time of the last advance, seconds.
    public internal(set) var time = 0.0
    /// The width of a pixel of the screen the view is drawn on, points (1 / the pixel scale), or 0
    /// for no screen. Above 0, what is on screen (`displayedItems`, animations, hit tests) comes
    /// from the layout's `attributes(in:resolution:)`, so a layout whose items crowd many to a
    /// pixel may leave out the ones covered there; 0 asks `attributes(in:)` for every item.
    package var displayResolution: Double {
        get { screen.resolution }
        set { screen.resolution = newValue.isFinite && newValue > 0 ? newValue : 0 }
    }
    /// Device pixels per point of the screen the view is drawn on, passed to the layout
    /// (`LayoutContext.displayScale`); 1 until `setDisplayScale(_:)`.
    public var displayScale: Double { screen.scale }
    /// The screen the view is drawn on: the pixel density the layout sees (`displayScale`) and the
    /// pixel width culling uses (`displayResolution`), which the playground sets apart.
    var screen = (scale: 1.0, resolution: 0.0)

    /// What moves the scroll position now, one mode at a time: at rest, a drag, a scroll
    /// animation, a driven layout transition or an interactive movement (`ScrollActivity`).
    var activity = ScrollActivity.idle
    /// The animation of a batch update or a layout switch (or the animated end of an interactive
    /// transition). It runs beside the activity, not as one of its cases: beside a drag, a scroll
    /// animation or an interactive movement, never beside a driven interactive transition.
    package var transition: Transition?
    /// Sections that scroll on their own axis (CollectionView+OrthogonalScrolling.swift).
    var orthogonal = OrthogonalScrollState()
    /// The items' content and the preferred sizes the layout has taken (`setContent`,
    /// `setPreferredSize(_:forItem:)`); inactive for icons.
    package internal(set) var selfSizing = SelfSizing()

    /// Item counts beyond this are clamped (an identity costs 8 bytes; the layouts are tested to 10M).
    public static let maximumItemCount = 10_000_000

    /// A collection view showing `itemCount` items (clamped into `0...maximumItemCount`) in one
    /// section with `layout` in bounds of `boundsSize` points, at `time` seconds, on a display of
    /// `displayScale` pixels per point (the layout's first `prepare` already sees it).
    public init(layout: any CollectionViewLayout, itemCount: Int, boundsSize: Size, time: Double = 0, displayScale: Double = 1) {
        self.init(layout: layout, sectionItemCounts: [itemCount], boundsSize: boundsSize, time: time, displayScale: displayScale)
    }

    /// A collection view showing sections of `sectionItemCounts` items (negative counts read as 0,
    /// none as one empty section; the total clamped to `maximumItemCount` by trimming the last
    /// sections).
    public init(layout: any CollectionViewLayout, sectionItemCounts: [Int], boundsSize: Size, time: Double = 0, displayScale: Double = 1) {
        self.layout = layout
        screen.scale = LayoutContext.sanitizedScale(displayScale)
        self.boundsSize = Self.sanitized(boundsSize)
        scrollPosition = .zero
        var remaining = Self.maximumItemCount
        let counts = sectionItemCounts.map { count in
            let kept = Swift.min(Swift.max(0, count), remaining)
            remaining -= kept
            return kept
        }
        identities = ItemIdentities(sectionCounts: counts)
        self.time = time.isFinite ? time : 0
        syncLayout()
    }

    /// Items in all sections.
    public var itemCount: Int { identities.count }
    /// Items per section, in section order (at least one section).
    public var sectionItemCounts: [Int] { identities.sectionCounts }
    public var numberOfSections: Int { identities.numberOfSections }
    public var contentSize: Size { layout.contentSize }
    /// The visible rect `(offset, bounds)`, content coordinates.
    public var visibleRect: Rect { Rect(origin: contentOffset, size: boundsSize) }
    public var isDragging: Bool { drag != nil }
    /// True while an update, switch or scroll animation, an interactive transition or an
    /// interactive movement runs.
    public var isAnimating: Bool {
        switch activity {
        case .animating, .interactiveTransition, .interactiveMovement: true
        case .idle, .dragging: transition != nil
        }
    }
    public var isScrollAnimating: Bool { scrollAnimation != nil }
    /// Whether an update or a layout switch is animating (inserted, deleted or moved items).
    public var isTransitioning: Bool { transition != nil }

    static func sanitized(_ size: Size) -> Size {
        Size(
            width: size.width.isFinite ? Swift.max(0, size.width) : 0,
            height: size.height.isFinite ? Swift.max(0, size.height) : 0)
    }

    /// The layout's context for the current state.
    var currentContext: LayoutContext {
        LayoutContext(
            boundsSize: boundsSize, contentOffset: contentOffset, sectionItemCounts: identities.sectionCounts,
            gestureScale: gestureScale, gestureRotation: gestureRotation, displayScale: displayScale)
    }

    /// Prepares the layout again when the state changed in a way it cares about; a scroll that the
    /// layout does not invalidate for costs nothing, and one it invalidates only in part (pinned
    /// headers: `invalidationContext(forBoundsChange:)`) costs what that part costs.
    ///
    /// A layout that lays out one section shows several in one flattened run: the view puts it in
    /// a `FlattenedSectionsLayout` while it has several sections and takes it out when one is left.
    /// Then, with self-sizing, sizes the items that came on screen (`sizeVisibleItems`).
    mutating func syncLayout() {
        syncPreparedLayout()
        // The direction of the last scroll is followed before any size arrives too: the first
        // sizes then keep still the side the view was scrolling away from.
        if selfSizing.isActive { sizeVisibleItems() } else { noteScrollDirection() }
    }

    /// `syncLayout` without sizing: prepares or invalidates the layout for the current state, then
    /// scrolls where the layout asks (`CollectionViewLayout.requestedContentOffset`), at most a
    /// few times in a row (a layout that asks for a new offset at every offset cannot hang the view).
    mutating func syncPreparedLayout() {
        syncPreparedLayoutOnce()
        for _ in 0..<Self.requestedOffsetLimit {
            guard let requested = layout.requestedContentOffset, requested.isFinite, requested != contentOffset else { return }
            // As if the content had moved under the view: a drag keeps its point under the
            // pointer, a fling and items on their way move along.
            shiftScrollPosition(by: requested - contentOffset)
            syncPreparedLayoutOnce()
        }
    }

    /// How many offsets a layout may ask for in one sync.
    static let requestedOffsetLimit = 4

    /// One pass of `syncPreparedLayout`: a `prepare`, an invalidation for a scroll the layout
    /// cares about (and the offset adjustment it names), or nothing when the context is unchanged.
    mutating func syncPreparedLayoutOnce() {
        let context = currentContext
        if context.numberOfSections > 1 || layout is FlattenedSectionsLayout {
            let flattens = context.numberOfSections > 1 && !layout.supportsSections
            if !flattens, let flattened = layout as? FlattenedSectionsLayout {
                layout = flattened.base
            } else if flattens, !(layout is FlattenedSectionsLayout) {
                return layout = FlattenedSectionsLayout(base: layout, context: context)
            }
        }
        guard context != layout.context else { return }
        if context.differsOnlyInOffset(from: layout.context) {
            let bounds = Rect(origin: contentOffset, size: boundsSize)
            guard layout.shouldInvalidate(forBoundsChange: bounds) else { return }
            let invalidation = layout.invalidationContext(forBoundsChange: bounds)
            if !invalidation.invalidateEverything {
                layout.invalidateLayout(with: invalidation, for: context)
                if invalidation.contentOffsetAdjustment != .zero, invalidation.contentOffsetAdjustment.isFinite {
                    scrollPosition += invalidation.contentOffsetAdjustment
                    syncPreparedLayoutOnce()
                }
                return
            }
        }
        layout.prepare(context)
        // A layout may learn in `prepare` that it lays out one section (a UIKit layout that reads
        // only section 0): it is shown several flattened from now on.
        if context.numberOfSections > 1, !layout.supportsSections, !(layout is FlattenedSectionsLayout) {
            layout = FlattenedSectionsLayout(base: layout, context: context)
        }
        pushOrthogonalOffsets()
        if selfSizing.isActive { redeliverTakenSizes() }
    }

    // MARK: - Time

    /// Steps animations and scrolling to `time` (seconds; earlier times are ignored).
    package mutating func advance(to time: Double) {
        guard time.isFinite, time > self.time else { return }
        let elapsed = time - self.time
        let step = elapsed * Swift.max(0, animationSpeed)
        self.time = time
        if var running = transition {
            running.elapsed += step
            transition = running.elapsed >= running.duration ? nil : running
        }
        if case .animating(var running) = activity {
            running.elapsed += step
            scrollPosition = running.motion.offset(after: running.elapsed)
            if running.elapsed >= running.motion.duration {
                activity = .idle
                syncLayout()
                // The content may have shrunk under a coast (an update mid-flight): settle into range.
                let clamped = layout.clampedContentOffset(scrollPosition)
                if clamped != scrollPosition {
                    activity = .animating(
                        .init(motion: .settle(from: scrollPosition, to: clamped, velocity: .zero, durations: physics.snapDurations)))
                }
            } else {
                activity = .animating(running)
            }
        }
        rewrapAtRest()
        syncLayout()
        advanceOrthogonalScrolling(step: step)
        // The pointer's time, not slow motion's: the user's hand drives it.
        if movement != nil { autoScrollMovement(step: elapsed) }
    }

    /// At rest (no drag, no scroll animation), a wrapping layout's scroll position is reduced to
    /// the offset it shows, so that it never grows without bound.
    mutating func rewrapAtRest() {
        guard !activity.isScrolling, layout.wrapping != nil else { return }
        scrollPosition = contentOffset
    }

    /// The progress of something leaving on its own timeline (`Transition.LeavingClock`) in the
    /// running transition, nil once it is gone; `fraction` (the transition's) without a clock.
    func leavingProgress(_ clock: Transition.LeavingClock?, fraction: Double) -> Double? {
        guard let clock, let transition else { return fraction }
        let elapsed = clock.elapsed + transition.elapsed
        guard elapsed < clock.duration else { return nil }
        if let spring = transition.spring { return spring.value(at: elapsed, initialVelocity: 0) }
        return timing.progress(at: elapsed / clock.duration)
    }

    /// The eased fraction of the running transition, 0…1 (beyond 1 while an under-damped spring overshoots).
    var transitionProgress: Double {
        guard let transition, transition.duration > 0 else { return 1 }
        if let spring = transition.spring {
            return transition.elapsed >= transition.duration ? 1 : spring.value(at: transition.elapsed, initialVelocity: transition.springVelocity)
        }
        let t = transition.elapsed / transition.duration
        if let curve = transition.curve { return curve.value(at: t) }
        return timing.progress(at: t)
    }

    // MARK: - Gestures' parameters

    /// Sets the pinch scale and rotation the layout sees (no animation: gestures drive them live).
    package mutating func setGesture(scale: Double, rotation: Double) {
        gestureScale = scale.isFinite && scale > 0 ? scale : 1
        gestureRotation = rotation.isFinite ? rotation : 0
        syncLayout()
    }

    /// Sets the display scale the layout sees (`--scale`, the window's pixel density); a scale that
    /// is not positive and finite reads as 1.
    package mutating func setDisplayScale(_ scale: Double) {
        let scale = LayoutContext.sanitizedScale(scale)
        guard scale != displayScale else { return }
        screen.scale = scale
        syncLayout()
    }
}

extension CollectionView {
    /// Sets the clock to `time` without animating anything (a fresh view joining a running session).
    package mutating func restart(at time: Double) {
        guard time.isFinite else { return }
        self.time = time
    }
}

// MARK: - Settings by name

extension CollectionView {
    /// The pinch scale passed to the layout (committed times live), 1 = none.
    public internal(set) var gestureScale: Double {
        get { gesture.scale }
        set { gesture.scale = newValue }
    }
    /// The rotation passed to the layout (committed plus live), radians clockwise.
    public internal(set) var gestureRotation: Double {
        get { gesture.rotation }
        set { gesture.rotation = newValue }
    }
    /// Multiplies the pace of every animation and scroll settle: 0.25 is slow motion.
    package var animationSpeed: Double {
        get { animation.speed }
        set { animation.speed = newValue }
    }
    /// Seconds an update or switch animation takes at speed 1.
    package var animationDuration: Double {
        get { animation.duration }
        set { animation.duration = newValue }
    }
    package var timing: TimingCurve {
        get { animation.timing }
        set { animation.timing = newValue }
    }
    /// When set, updates, layout switches and the end of an interactive transition animate with
    /// this spring instead of `timing` over `animationDuration` (`AnimationSettings.spring`).
    package var spring: SpringTiming? {
        get { animation.spring }
        set { animation.spring = newValue }
    }
}

// MARK: - The activity's parts

extension CollectionView {
    /// The drag in progress: where it started.
    var drag: ScrollActivity.Drag? {
        if case .dragging(let drag) = activity { drag } else { nil }
    }
    /// The scroll animation in progress (a fling, a settle, a page) and its age, seconds.
    var scrollAnimation: ScrollActivity.Animation? {
        if case .animating(let running) = activity { running } else { nil }
    }
    /// The interactive transition the host drives (`startInteractiveTransition(to:at:)`).
    package var interactive: InteractiveTransition? {
        if case .interactiveTransition(let running) = activity { running } else { nil }
    }
    /// The item being dragged to a new place (`beginInteractiveMovementForItem(at:at:)`).
    package var movement: InteractiveMovement? {
        if case .interactiveMovement(let running) = activity { running } else { nil }
    }

    /// Stops a scroll animation where it is; any other activity goes on.
    mutating func stopScrollAnimation() {
        if case .animating = activity { activity = .idle }
    }
}
