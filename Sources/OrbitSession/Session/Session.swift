import CollectionLayout
/// The playground's model: a collection view driven by docs/reference/INTERACTION.md's input mapping. The SDL
/// playground feeds it events and draws `displayedItems`; `orbit replay` feeds it a script.
///
/// Time is passed in (seconds from the start, non-decreasing); nothing reads a clock. Positions in
/// events are window points; `displayedItems` are in content coordinates (subtract
/// `contentOffset` to draw them in the window).
///
/// The layouts come from a `LayoutCatalog` (the seeds, a user's own, or both): the number keys, Tab,
/// Space and `layout` events choose among them by name.
///
/// Pinch and rotation (`gestureHelp` says it on the HUD) drive the layouts whose `gestures` say
/// they respond (ring, circle and small-circle among the seeds, after seed 001's circle): the
/// layout sees `gestureScale = committed * live` (the circle layouts clamp the radius factor to
/// 0.5…1.3) and `gestureRotation = committed + live`; a pinch is committed 250 ms after its last
/// wheel step, a right-drag rotation on release. Every other layout sees 1 and 0: a pinch that
/// silently changed item sizes would fight the scroll position. The HUD says so.
public struct Session: Sendable {
    public internal(set) var collectionView: CollectionView
    /// The layouts the session can switch between.
    public internal(set) var catalog: LayoutCatalog
    /// The current layout's catalog entry (its settings: `settings`).
    public internal(set) var descriptor: LayoutDescriptor
    /// Where the session started: what `R` goes back to.
    public package(set) var start: SessionStart

    /// The settings each layout is made with, by name (the initial ones for the initial layout,
    /// D's direction flips for the others).
    var settingsByLayout: [String: [LayoutSetting]]
    /// The pan, pinch and rotation, and the press state they share.
    var pointer = PointerGestures()
    var random: SeededRandom
    /// The gesture driving an interactive transition to the partner layout, if any.
    public internal(set) var transitionGesture: TransitionGesture?
    /// The layout the last interactive transition went to (its name is in `transitionStatus`).
    var transitionTarget: LayoutDescriptor?
    /// The spring `B` turns on (`setSpring`); SwiftUI's standard one until chosen.
    public internal(set) var springChoice = SpringTiming.standard
    /// A left press that may pick up an item, or the item it picked up (drag to reorder).
    public internal(set) var reorderGesture: ReorderGesture?
    /// The sections folded by a click on their header, by section index: the identities of the
    /// items that went, in order, which unfolding brings back (`Session+Sections.swift`).
    public internal(set) var foldedSections: [Int: [ItemID]] = [:]

    /// Animation speeds `[` and `]` step between.
    public static let speedRange: ClosedRange<Double> = 0.0625...4
    /// Item counts beyond this are refused (taps, `+`, `items` events).
    public static let maximumItemCount = CollectionView.maximumItemCount

    /// A session with `layout` (made with `settings`), `itemCount` items in a window of
    /// `boundsSize` points; `seed` drives the random insert index of taps on empty space. The
    /// other layouts come from `catalog`; `layout` joins it at the end when it is not there.
    public init(
        layout: LayoutDescriptor, settings: [LayoutSetting] = [], catalog: LayoutCatalog = .builtIn, itemCount: Int,
        boundsSize: Size, seed: UInt64 = 1
    ) throws(LayoutConfigurationError) {
        try self.init(
            layout: layout, settings: settings, catalog: catalog, sectionItemCounts: [itemCount], boundsSize: boundsSize, seed: seed)
    }

    /// A session with sections of `sectionItemCounts` items (negative counts read as 0, none as one
    /// empty section, the total clamped to `maximumItemCount`): what `--sections 10,5,20` starts.
    /// A layout that lays out one section shows them as one flattened run (`FlattenedSectionsLayout`).
    public init(
        layout: LayoutDescriptor, settings: [LayoutSetting] = [], catalog: LayoutCatalog = .builtIn, sectionItemCounts: [Int],
        boundsSize: Size, seed: UInt64 = 1, displayScale: Double = 1
    ) throws(LayoutConfigurationError) {
        let made = try layout.makeLayout(settings)
        collectionView = CollectionView(
            layout: made, sectionItemCounts: sectionItemCounts, boundsSize: boundsSize, displayScale: displayScale)
        self.catalog = catalog.contains(layout.name) ? catalog : try catalog.adding([layout])
        descriptor = layout
        start = SessionStart(layout: layout, settings: settings, sectionCounts: collectionView.sectionItemCounts, seed: seed)
        settingsByLayout = [layout.name: settings]
        random = SeededRandom(seed: seed)
    }

    /// A session with the catalog's layout called `name` (made with `settings`).
    public init(
        catalog: LayoutCatalog = .builtIn, layout name: String, settings: [LayoutSetting] = [], itemCount: Int,
        boundsSize: Size, seed: UInt64 = 1
    ) throws(LayoutConfigurationError) {
        try self.init(
            layout: catalog.entry(named: name), settings: settings, catalog: catalog, itemCount: itemCount,
            boundsSize: boundsSize, seed: seed)
    }

    /// A session with one of the catalog's layouts at its defaults (cannot fail: a catalog's
    /// defaults always make a layout).
    public init(layout: LayoutDescriptor, itemCount: Int, boundsSize: Size, seed: UInt64 = 1) {
        do {
            try self.init(layout: layout, settings: [], itemCount: itemCount, boundsSize: boundsSize, seed: seed)
        } catch {
            preconditionFailure("a layout's defaults always make it: \(error)")
        }
    }

    // MARK: - State for the renderer and the HUD

    /// The items in the visible rect with animations applied, content coordinates, any order
    /// (`.inDrawOrder` sorts them for drawing).
    ///
    /// - Complexity: O(k) for the k items on screen or animating.
    public var displayedItems: [DisplayedItem] { collectionView.displayedItems }
    /// What to draw this frame: the visible items in draw order, moved into window coordinates
    /// (centres minus `contentOffset`; transforms and anchor points apply as they are).
    ///
    /// - Complexity: O(k log k) for the k items on screen.
    public var drawList: [DisplayedItem] {
        let offset = contentOffset
        return displayedItems.inDrawOrder.map { item in
            var moved = item
            moved.attributes.center -= offset
            return moved
        }
    }
    public var contentOffset: Point { collectionView.contentOffset }
    /// The width of a screen pixel, points (`CollectionView.displayResolution`): the playground
    /// sets it so that crowded layouts leave out the items covered on screen.
    public var displayResolution: Double {
        get { collectionView.displayResolution }
        set { collectionView.displayResolution = newValue }
    }
    public var contentSize: Size { collectionView.contentSize }
    public var boundsSize: Size { collectionView.boundsSize }
    /// The current layout's name.
    public var layoutName: String { descriptor.name }
    /// The settings the current layout was made with.
    public var settings: [LayoutSetting] { settingsByLayout[layoutName] ?? [] }
    public var itemCount: Int { collectionView.itemCount }
    /// Items per section, in section order (at least one section).
    public var sectionItemCounts: [Int] { collectionView.sectionItemCounts }
    public var numberOfSections: Int { collectionView.numberOfSections }
    /// The headers, footers and decorations on screen (`CollectionView.displayedElements`),
    /// content coordinates, any order.
    public var displayedElements: [DisplayedElement] { collectionView.displayedElements }
    /// The items and the elements on screen, from one query of the layout
    /// (`CollectionView.displayedContent`): what a frame draws.
    public var displayedContent: DisplayedContent { collectionView.displayedContent }
    /// The time of the last event or advance, seconds.
    public var time: Double { collectionView.time }
    /// What the layout sees: committed times live pinch (1 in layouts that ignore pinch).
    public var gestureScale: Double { collectionView.gestureScale }
    /// What the layout sees: committed plus live rotation, radians clockwise.
    public var gestureRotation: Double { collectionView.gestureRotation }
    public var animationSpeed: Double {
        get { collectionView.animationSpeed }
        set {
            guard !newValue.isNaN else { return }
            collectionView.animationSpeed = Swift.min(Swift.max(newValue, Self.speedRange.lowerBound), Self.speedRange.upperBound)
        }
    }

    /// True when nothing moves on its own: no animation, scroll, gesture or pending pinch commit.
    public var isIdle: Bool {
        !collectionView.isAnimating && !pointer.pan.isActive && !pinch.isActive && !rotation.isActive && transitionGesture == nil
            && reorderGesture == nil && !collectionView.isOrthogonalScrollAnimating
    }

    /// What pinch and rotation do in the current layout.
    public var gestures: GestureResponse { collectionView.layout.gestures }

    /// Whether pinch or rotation drives the current layout.
    public var gesturesApply: Bool { !gestures.isEmpty }

    /// The item under `windowPoint` (window points), topmost first; nil over empty space.
    public func hitTest(_ windowPoint: Point) -> ItemID? {
        collectionView.hitTest(windowPoint + contentOffset)?.id
    }

    /// What a click at `windowPoint` (window points) hits: an item, or a header, footer or
    /// decoration with its kind and index path (`CollectionView.hitTestElement(_:)`); nil over
    /// empty space. Attributes in content coordinates.
    public func hitTestElement(_ windowPoint: Point) -> HitElement? {
        collectionView.hitTestElement(windowPoint + contentOffset)
    }

    // MARK: - Time and input

    /// Steps gestures' timeouts, animations and scrolling to `time` (seconds).
    public mutating func advance(to time: Double) {
        guard time.isFinite else { return }
        pinch.advance(to: time)
        rotation.advance(to: time)
        applyGestures()
        advanceTransitionGesture(to: time)
        advanceReorderGesture(to: time)
        collectionView.advance(to: time)
    }

    /// Changes the session with `event` at `time` (seconds, not before the last one): first
    /// advances to it. The one way in for pointer input and actions alike.
    public mutating func send(_ event: SessionEvent, at time: Double) {
        advance(to: time)
        let time = collectionView.time
        if handleReorderInput(event, at: time) { return }
        settleTransitionGesture(before: event, at: time)
        if handleTransitionInput(event, at: time) { return }
        switch event {
        case .input(let input): handlePointer(input, at: time)
        case .action(let action): perform(action, at: time)
        }
    }

    /// `send(.input(input), at: time)`.
    public mutating func send(_ input: PointerInput, at time: Double) {
        send(.input(input), at: time)
    }

    /// `send(.action(action), at: time)`.
    public mutating func send(_ action: SessionAction, at time: Double) {
        send(.action(action), at: time)
    }

    /// A press, move, release, wheel step, pinch, rotation or resize: the gestures it drives.
    private mutating func handlePointer(_ input: PointerInput, at time: Double) {
        switch input {
        case .pointerDown(.left, let point):
            guard point.isFinite, pointer.pan.press(at: point, time: time) != nil else { return }
            pointer.pressStoppedScrolling = collectionView.isScrollAnimating
            collectionView.beginDragging(at: time, from: point)
            reorderGesture = .holding(start: point, pointer: point, since: time)
        case .pointerDown(.right, let point):
            guard point.isFinite, gestures.rotation != nil else { return }
            rotation.press(at: point, center: viewCenter)
        case .pointerMove(let point):
            guard point.isFinite else { return }
            if let output = pointer.pan.move(to: point, time: time) { apply(output, at: time) }
            rotation.move(to: point, center: viewCenter)
            applyGestures()
        case .pointerUp(.left, let point):
            guard point.isFinite else { return }
            for output in pointer.pan.release(at: point, time: time) { apply(output, at: time) }
        case .pointerUp(.right, let point):
            guard point.isFinite else { return }
            rotation.release(at: point, center: viewCenter)
            applyGestures()
        case .wheel(_, let dy, _):
            guard gestures.pinch != nil else { return }
            pinch.wheel(steps: dy, at: time)
            applyGestures()
        case .pinch(let scale):
            guard gestures.pinch != nil else { return }
            pinch.multiply(by: scale, at: time)
            applyGestures()
        case .rotate(let angle):
            guard gestures.rotation != nil else { return }
            rotation.step(by: angle, at: time)
            applyGestures()
        case .resize(let size):
            collectionView.setBoundsSize(size, at: time)
        case .modifiers:
            break
        }
    }

    /// Carries out `action` at `time` (`send` has settled the gestures it interrupts): the
    /// layouts, items and scrolling here, tuning and content in `performTuning`.
    private mutating func perform(_ action: SessionAction, at time: Double) {
        switch action {
        case .selectLayout(let name):
            guard name != layoutName, let layout = try? catalog.entry(named: name) else { return }
            switchLayout(to: layout, at: time)
        case .selectNumberedLayout(let digit):
            guard let layout = catalog.layout(forDigit: digit), layout != descriptor else { return }
            switchLayout(to: layout, at: time)
        case .nextLayout: switchLayout(to: catalog.layout(after: layoutName), at: time)
        case .switchToPartner: switchLayout(to: catalog.partner(of: layoutName), at: time)
        case .flipDirection: flipDirection(at: time)
        case .reset: reset(at: time)
        case .setItemCount(let count):
            collectionView.setItemCount(Swift.min(Swift.max(0, count), Self.maximumItemCount), animated: true, at: time)
        case .addItem:
            guard itemCount < Self.maximumItemCount else { return }
            try? collectionView.performBatchUpdates([.insert(addedItemIndexPath)], at: time)
        case .removeItem:
            guard itemCount > 0, let indexPath = removedItemIndexPath else { return }
            try? collectionView.performBatchUpdates([.delete(indexPath)], at: time)
        case .setSections(let counts): setSections(counts, at: time)
        case .insertSection(let at, let count): insertSection(at: at, count: count, at: time)
        case .deleteSection(let section): deleteSection(section, at: time)
        case .moveSection(let from, let to): moveSection(from: from, to: to, at: time)
        case .insertSectionAfterFocus: insertSection(at: focusedSection + 1, count: Self.insertedSectionItemCount, at: time)
        case .deleteFocusedSection: deleteSection(focusedSection, at: time)
        case .moveFocusedSection:
            let section = focusedSection
            moveSection(from: section, to: section + 1 < numberOfSections ? section + 1 : 0, at: time)
        case .page(let step): collectionView.page(by: step, at: time)
        case .scrollToItem(let indexPath, let position, let animated):
            pointer.pan.cancel()
            collectionView.scrollToItem(at: indexPath, at: position, animated: animated, at: time)
        case .scrollToFirstItem, .scrollToLastItem: scrollToEnd(first: action == .scrollToFirstItem, at: time)
        case .orthogonalOffset(let section, let offset): collectionView.setOrthogonalContentOffset(offset, inSection: section, at: time)
        case .toggleSwipePaging: collectionView.pagesOneItemPerSwipe.toggle()
        case .cancelMovement:
            // A running reorder took it in `handleReorderInput`; otherwise there is nothing to cancel.
            break
        case .setParameter, .physics, .timing, .toggleSpring, .slower, .faster, .content, .preferredSize:
            performTuning(action)
        }
    }

    /// The tuning and content actions.
    private mutating func performTuning(_ action: SessionAction) {
        let time = collectionView.time
        switch action {
        case .setParameter(let setting): setParameter(setting, at: time)
        case .physics(let key, let value): setPhysics(key, value)
        case .timing(let spring): setSpring(spring)
        case .toggleSpring: toggleSpring()
        case .slower: animationSpeed = animationSpeed / 2
        case .faster: animationSpeed = animationSpeed * 2
        case .content(let kind): setContent(kind)
        case .preferredSize(let item, let size): setPreferredSize(size, forItem: item)
        default: break
        }
    }

    /// Home / End: the first item of the first section with items to the top-left, or the last
    /// item of the last one to the bottom-right, animated.
    private mutating func scrollToEnd(first: Bool, at time: Double) {
        let counts = sectionItemCounts
        guard let section = first ? counts.firstIndex(where: { $0 > 0 }) : counts.lastIndex(where: { $0 > 0 }) else { return }
        pointer.pan.cancel()
        collectionView.scrollToItem(
            at: ItemIndexPath(item: first ? 0 : counts[section] - 1, section: section), at: first ? [.top, .left] : [.bottom, .right],
            animated: true, at: time)
    }

    // MARK: - Implementation

    var viewCenter: Point { Point(x: boundsSize.width / 2, y: boundsSize.height / 2) }

    mutating func apply(_ output: PanGesture.Output, at time: Double) {
        switch output {
        case .pressed:
            break
        case .changed(let translation):
            collectionView.drag(translation: translation, at: time)
        case .released(let velocity, let tap):
            // Hit-test what was on screen at the release, before the release changes anything.
            let hit = tap.flatMap { collectionView.hitTestElement($0 + contentOffset) }
            // The content moves against the pointer: its velocity is the pointer's negated.
            collectionView.endDragging(velocity: Point(x: -velocity.x, y: -velocity.y), at: time)
            guard tap != nil, !pointer.pressStoppedScrolling else { return }
            switch hit {
            case .item(let item)?:
                try? collectionView.performBatchUpdates([.delete(item.attributes.indexPath)], at: time)
            case .element(let element)? where element.key.category == .supplementary && element.key.kind == ElementKind.header:
                toggleFold(section: element.key.indexPath.section, at: time)
            default:
                // Empty space, a footer or a decoration: a new item at a random place.
                guard itemCount < Self.maximumItemCount else { return }
                let ordinal = random.index(through: itemCount)
                try? collectionView.performBatchUpdates([.insert(insertedItemIndexPath(atOrdinal: ordinal))], at: time)
            }
        }
    }

    /// Hands the gestures' values to the layout: a layout sees the gestures it responds to, and 1
    /// and 0 for the others.
    mutating func applyGestures() {
        let gestures = gestures
        let scale = gestures.pinch != nil ? pinch.scale : 1
        let angle = gestures.rotation != nil ? rotation.angle : 0
        if scale != collectionView.gestureScale || angle != collectionView.gestureRotation {
            collectionView.setGesture(scale: scale, rotation: angle)
        }
    }

    /// An animated switch to `layout` with the settings it had last in this session. A layout
    /// whose settings no longer make it (cannot happen for settings that made it once) is skipped.
    mutating func switchLayout(to layout: LayoutDescriptor, at time: Double) {
        let settings = settingsByLayout[layout.name] ?? []
        guard let made = try? layout.makeLayout(settings) else { return }
        // A running pinch or rotation keeps what it did so far.
        pointer.stop()
        descriptor = layout
        collectionView.setLayout(made, animated: true, at: time)
        applyGestures()
    }

    /// Whether D flips this layout's direction: it declares one (`flippableDirection`) and its
    /// descriptor a `direction` parameter. The HUD lists the key only then.
    public var canFlipDirection: Bool {
        descriptor.parameterKeys.contains("direction") && collectionView.layout.flippableDirection != nil
    }

    /// D: flips the scroll direction of a layout that declares one (`flippableDirection`) and has a
    /// `direction` parameter (flow, waterfall, line3d), animated.
    mutating func flipDirection(at time: Double) {
        guard canFlipDirection, let current = collectionView.layout.flippableDirection else { return }
        let flipped = settings.filter { $0.key != "direction" } + [LayoutSetting(key: "direction", value: current.crossed.rawValue)]
        _ = remakeLayout(with: flipped, at: time)
    }

    /// R: the session as it started (same layout, settings, items and sections, seed; nothing
    /// folded), at the current size and time.
    mutating func reset(at time: Double) {
        let size = boundsSize
        let speed = 1.0
        if var fresh = try? Session(
            layout: initialLayout, settings: initialSettings, catalog: catalog, sectionItemCounts: initialSectionCounts,
            boundsSize: size, seed: seed)
        {
            fresh.collectionView.restart(at: time)
            // The animation timing is a setting, like the window size: R keeps it.
            fresh.springChoice = springChoice
            fresh.collectionView.spring = collectionView.spring
            // So are the host's physics (the tuning panel's): R resets the layout, not the feel.
            fresh.collectionView.physics = collectionView.physics
            fresh.collectionView.animationDuration = collectionView.animationDuration
            // And the content: R brings the items back to their estimates, showing the same things.
            fresh.keepContent(of: self)
            fresh.collectionView.setDisplayScale(collectionView.displayScale)
            fresh.animationSpeed = speed
            self = fresh
        }
    }
}

// MARK: - The start and the gestures by name

extension Session {
    /// What `R` goes back to: the starting layout.
    public internal(set) var initialLayout: LayoutDescriptor {
        get { start.layout }
        set { start.layout = newValue }
    }
    public var initialSettings: [LayoutSetting] { start.settings }
    public var initialItemCount: Int { start.itemCount }
    /// Items per section at the start (`[initialItemCount]` for one section): what `R` goes back to.
    public var initialSectionCounts: [Int] { start.sectionCounts }
    public var seed: UInt64 { start.seed }

    public internal(set) var pinch: PinchGesture {
        get { pointer.pinch }
        set { pointer.pinch = newValue }
    }
    public internal(set) var rotation: RotationGesture {
        get { pointer.rotation }
        set { pointer.rotation = newValue }
    }
}

/// The session's name before it became `Session`: the type was named after the module that drives
/// it in a window, which it must not import. Kept so that a user's tests written against the old
/// name compile, with a warning that says the new one.
@available(*, deprecated, renamed: "Session")
public typealias PlaygroundSession = Session
