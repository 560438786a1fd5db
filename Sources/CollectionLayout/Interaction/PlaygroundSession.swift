/// The playground's model: a collection view driven by INTERACTION.md's input mapping. The SDL
/// playground feeds it events and draws `displayedItems`; `orbit replay` feeds it a script.
///
/// Time is passed in (seconds from the start, non-decreasing); nothing reads a clock. Positions in
/// events are window points; `displayedItems` are in content coordinates (subtract
/// `contentOffset` to draw them in the window).
///
/// Pinch and rotation (`gestureHelp` says it on the HUD):
/// - ring, circle and small-circle follow seed 001's circle: the layout sees
///   `gestureScale = committed * live` (the circle layouts clamp the radius factor to 0.5…1.3) and
///   `gestureRotation = committed + live`; a pinch is committed 250 ms after its last wheel step,
///   a right-drag rotation on release.
/// - Every other preset ignores them: its geometry has no radius or angle to drive, and a pinch
///   that silently changed item sizes would fight the scroll position. The HUD says so.
public struct PlaygroundSession: Sendable {
    public internal(set) var collectionView: CollectionView
    /// What `R` goes back to.
    public let initialPreset: Preset
    public let initialSettings: [LayoutSetting]
    public let initialItemCount: Int
    public let seed: UInt64

    /// The settings each preset is made with (the initial ones for the initial preset, D's
    /// direction flips for the others).
    var settingsByPreset: [Preset: [LayoutSetting]]
    var pan = PanGesture()
    public private(set) var pinch = PinchGesture()
    public private(set) var rotation = RotationGesture()
    var random: SeededRandom
    /// Whether the current left press stopped a scroll animation: such a press is not a tap.
    var pressStoppedScrolling = false
    /// H, P, F11, Esc and Q requests, oldest first, for the playground to carry out.
    public private(set) var pendingAppCommands: [AppCommand] = []

    /// Animation speeds `[` and `]` step between.
    public static let speedRange: ClosedRange<Double> = 0.0625...4
    /// Item counts beyond this are refused (taps, `+`, `items` events).
    public static let maximumItemCount = CollectionView.maximumItemCount

    /// A session with `preset` (made with `settings`), `itemCount` items in a window of
    /// `boundsSize` points; `seed` drives the random insert index of taps on empty space.
    public init(
        preset: Preset, settings: [LayoutSetting], itemCount: Int, boundsSize: Size, seed: UInt64 = 1
    ) throws(LayoutConfigurationError) {
        let count = Swift.min(Swift.max(0, itemCount), Self.maximumItemCount)
        collectionView = try CollectionView(preset: preset, settings: settings, itemCount: count, boundsSize: boundsSize)
        initialPreset = preset
        initialSettings = settings
        initialItemCount = count
        self.seed = seed
        settingsByPreset = [preset: settings]
        random = SeededRandom(seed: seed)
    }

    /// A session with `preset`'s default parameters (cannot fail).
    public init(preset: Preset, itemCount: Int, boundsSize: Size, seed: UInt64 = 1) {
        do {
            try self.init(preset: preset, settings: [], itemCount: itemCount, boundsSize: boundsSize, seed: seed)
        } catch {
            preconditionFailure("a preset's defaults always make a layout: \(error)")
        }
    }

    // MARK: - State for the renderer and the HUD

    /// The items in the visible rect with animations applied, content coordinates, any order
    /// (`.inDrawOrder` sorts them for drawing).
    ///
    /// - Complexity: O(k) for the k items on screen or animating.
    public var displayedItems: [DisplayedItem] { collectionView.displayedItems }
    public var contentOffset: Point { collectionView.contentOffset }
    public var contentSize: Size { collectionView.contentSize }
    public var boundsSize: Size { collectionView.boundsSize }
    public var preset: Preset { collectionView.preset }
    public var itemCount: Int { collectionView.itemCount }
    /// The current layout's settings.
    public var settings: [LayoutSetting] { collectionView.settings }
    /// The time of the last event or advance, seconds.
    public var time: Double { collectionView.time }
    /// What the layout sees: committed times live pinch (1 in presets that ignore pinch).
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
        !collectionView.isAnimating && !pan.isActive && !pinch.isActive && !rotation.isActive
    }

    /// Whether pinch and rotation drive the current preset (the circle family).
    public var gesturesApply: Bool { Self.gesturesApply(to: preset) }

    public static func gesturesApply(to preset: Preset) -> Bool {
        preset == .ring || preset == .circle || preset == .smallCircle
    }

    /// The item under `windowPoint` (window points), topmost first; nil over empty space.
    public func hitTest(_ windowPoint: Point) -> ItemID? {
        collectionView.hitTest(windowPoint + contentOffset)?.id
    }

    /// Returns and clears the queued app commands.
    public mutating func takeAppCommands() -> [AppCommand] {
        defer { pendingAppCommands = [] }
        return pendingAppCommands
    }

    // MARK: - Time and input

    /// Steps gestures' timeouts, animations and scrolling to `time` (seconds).
    public mutating func advance(to time: Double) {
        guard time.isFinite else { return }
        pinch.advance(to: time)
        rotation.advance(to: time)
        applyGestures()
        collectionView.advance(to: time)
    }

    /// Handles one input event at `time` (seconds, not before the last one): first advances to it.
    public mutating func handle(_ event: InputEvent, at time: Double) {
        advance(to: time)
        let time = collectionView.time
        switch event {
        case .resize(let size):
            collectionView.setBoundsSize(size, at: time)
        case .pointerDown(.left, let point):
            guard point.isFinite, pan.press(at: point, time: time) != nil else { return }
            pressStoppedScrolling = collectionView.isScrollAnimating
            collectionView.beginDragging(at: time)
        case .pointerDown(.right, let point):
            guard point.isFinite, gesturesApply else { return }
            rotation.press(at: point, center: viewCenter)
        case .pointerMove(let point):
            guard point.isFinite else { return }
            if let output = pan.move(to: point, time: time) { apply(output, at: time) }
            rotation.move(to: point, center: viewCenter)
            applyGestures()
        case .pointerUp(.left, let point):
            guard point.isFinite else { return }
            for output in pan.release(at: point, time: time) { apply(output, at: time) }
        case .pointerUp(.right, let point):
            guard point.isFinite else { return }
            rotation.release(at: point, center: viewCenter)
            applyGestures()
        case .wheel(_, let dy, _):
            guard gesturesApply else { return }
            pinch.wheel(steps: dy, at: time)
            applyGestures()
        case .pinch(let scale):
            guard gesturesApply else { return }
            pinch.multiply(by: scale, at: time)
            applyGestures()
        case .rotate(let angle):
            guard gesturesApply else { return }
            rotation.step(by: angle, at: time)
            applyGestures()
        case .key(let name):
            if let command = KeyCommand(key: name) { perform(command, at: time) }
        case .selectLayout(let preset):
            perform(.selectPreset(preset), at: time)
        case .setItemCount(let count):
            collectionView.setItemCount(Swift.min(Swift.max(0, count), Self.maximumItemCount), animated: true, at: time)
        }
    }

    /// Carries out a key's command at `time`.
    public mutating func perform(_ command: KeyCommand, at time: Double) {
        advance(to: time)
        let time = collectionView.time
        switch command {
        case .switchToPartner:
            switchPreset(to: preset.partner, at: time)
        case .selectPreset(let preset):
            guard preset != self.preset else { return }
            switchPreset(to: preset, at: time)
        case .nextPreset:
            let all = Preset.allCases
            let next = all[((all.firstIndex(of: preset) ?? 0) + 1) % all.count]
            switchPreset(to: next, at: time)
        case .addItem:
            guard itemCount < Self.maximumItemCount else { return }
            let index = collectionView.focusedIndex.map { $0 + 1 } ?? itemCount
            try? collectionView.performBatchUpdates([.insert(IndexPath(item: Swift.min(index, itemCount)))], at: time)
        case .removeItem:
            guard itemCount > 0 else { return }
            let index = collectionView.focusedIndex ?? itemCount - 1
            try? collectionView.performBatchUpdates([.delete(IndexPath(item: index))], at: time)
        case .page(let step):
            collectionView.page(by: step, at: time)
        case .slower:
            animationSpeed = animationSpeed / 2
        case .faster:
            animationSpeed = animationSpeed * 2
        case .flipDirection:
            flipDirection(at: time)
        case .reset:
            reset(at: time)
        case .app(let request):
            pendingAppCommands.append(request)
        }
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
            let hit = tap.flatMap { collectionView.hitTest($0 + contentOffset) }
            // The content moves against the pointer: its velocity is the pointer's negated.
            collectionView.endDragging(velocity: Point(x: -velocity.x, y: -velocity.y), at: time)
            guard tap != nil, !pressStoppedScrolling else { return }
            if let hit {
                try? collectionView.performBatchUpdates([.delete(IndexPath(item: hit.attributes.index))], at: time)
            } else if itemCount < Self.maximumItemCount {
                let index = random.index(through: itemCount)
                try? collectionView.performBatchUpdates([.insert(IndexPath(item: index))], at: time)
            }
        }
    }

    /// Hands the gestures' values to the layout: the circle family sees them, the others see none.
    mutating func applyGestures() {
        if gesturesApply {
            collectionView.setGesture(scale: pinch.scale, rotation: rotation.angle)
        } else if collectionView.gestureScale != 1 || collectionView.gestureRotation != 0 {
            collectionView.setGesture(scale: 1, rotation: 0)
        }
    }

    mutating func switchPreset(to preset: Preset, at time: Double) {
        pan.cancel()
        // A running pinch or rotation keeps what it did so far.
        pinch.commit()
        rotation.cancelKeepingAngle()
        try? collectionView.setLayout(preset, settings: settingsByPreset[preset] ?? [], animated: true, at: time)
        applyGestures()
    }

    /// D: flips `direction` where the preset has one (flow, waterfall, line3d), animated.
    mutating func flipDirection(at time: Double) {
        guard preset.parameterKeys.contains("direction") else { return }
        let current: Axis?
        switch collectionView.layout {
        case let layout as FlowLayout: current = layout.direction
        case let layout as WaterfallLayout: current = layout.direction
        case let layout as CarouselLayout: current = layout.direction
        default: current = nil
        }
        guard let current else { return }
        let settings = settings.filter { $0.key != "direction" } + [LayoutSetting(key: "direction", value: current.crossed.rawValue)]
        settingsByPreset[preset] = settings
        pan.cancel()
        try? collectionView.setLayout(preset, settings: settings, animated: true, at: time)
    }

    /// R: the session as it started (same preset, settings, items, seed), at the current size and time.
    mutating func reset(at time: Double) {
        let size = boundsSize
        let queued = pendingAppCommands
        let speed = 1.0
        if var fresh = try? PlaygroundSession(
            preset: initialPreset, settings: initialSettings, itemCount: initialItemCount, boundsSize: size, seed: seed)
        {
            fresh.collectionView.restart(at: time)
            fresh.pendingAppCommands = queued
            fresh.animationSpeed = speed
            self = fresh
        }
    }
}
