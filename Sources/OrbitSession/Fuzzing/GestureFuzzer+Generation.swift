import CollectionLayout
extension GestureFuzzer {
    /// A gesture spread over several frames.
    enum Gesture: Sendable {
        /// A button held down and moving `velocity` points per frame; released when `frames` runs out.
        case drag(PointerInput.Button, position: Point, velocity: Point, frames: Int)
        /// A burst of wheel steps at `position`, `perFrame` a frame.
        case wheelStorm(position: Point, perFrame: Int, frames: Int)
        /// Trackpad pinch and rotation steps.
        case trackpad(frames: Int)
        /// A click whose button comes up after `frames` frames.
        case click(position: Point, frames: Int)
        /// A press held still for `hold` frames (long enough to pick up the item under it), then a
        /// drag like `.drag` for `frames` frames; released, or cancelled with Esc when `escapes`.
        case reorder(position: Point, hold: Int, velocity: Point, frames: Int, escapes: Bool)
    }

    /// Seconds without input after which the session must be at rest (at animation speed 1 or more).
    public static let restSeconds = 30.0
    /// At most this many events a frame: their times fit in the frame's 1/60 s at 1/1024 s apart.
    static let maximumEventsPerFrame = 16

    /// The instant actions a run draws from, in the order of the playground's keys they once were
    /// (so that a seed draws as it did); nil where a key the session never saw stood (the
    /// playground's own H, P, F11, Q, Return, A, F1), which sends nothing.
    static let actions: [SessionAction?] = [
        .switchToPartner, .nextLayout, .selectNumberedLayout(1), .selectNumberedLayout(2), .selectNumberedLayout(3),
        .selectNumberedLayout(4), .selectNumberedLayout(5), .selectNumberedLayout(6), .selectNumberedLayout(7),
        .selectNumberedLayout(8), .selectNumberedLayout(9), .selectNumberedLayout(0), .addItem, .removeItem, .addItem, .addItem,
        .removeItem, .page(-1), .page(1), .page(-1), .page(1), .slower, .faster, .flipDirection, .toggleSpring, nil, nil, nil,
        .cancelMovement, nil, nil, nil, nil, .toggleSwipePaging,
    ]

    /// The actions of a run that stays on one layout: none that switches layouts.
    static let actionsThatStay = actions.filter { action in
        switch action {
        case .switchToPartner?, .nextLayout?, .selectNumberedLayout?: false
        default: true
        }
    }

    /// The events of frame `frame`: the running gesture's next steps, perhaps a new gesture, perhaps
    /// an instant action (a key's action, layout, item count, resize, click) on top.
    mutating func generateEvents(frame: Int) -> [SessionEvent] {
        var output: [SessionEvent] = []
        if let running = gesture { gesture = continueGesture(running, into: &output) }
        if gesture == nil, random.chance(0.12) { gesture = startGesture(into: &output) }
        // A reorder's hold stays undisturbed (any other input makes it an ordinary press); its drag
        // does so less often than other gestures, so that most reorders get somewhere before an action,
        // an update or a resize meets the moving item.
        var holding = false, reordering = false
        if case .reorder(_, let hold, _, _, _)? = gesture { holding = hold > 0; reordering = true }
        if !reordering, random.chance(0.1) { instantAction(into: &output) }
        if gesture == nil, actionRandom.chance(0.0015) { scrollToItem(into: &output) }
        if !holding, random.chance(0.02) { instantAction(into: &output) }
        // Shift turns the next drag or wheel storm into an interactive transition to the partner
        // layout (a layout switch, so only when the run wanders).
        if configuration.wanders, !holding, random.chance(0.02) { output.append(.input(.modifiers(shift: !session.pointer.shiftHeld))) }
        // Self-sizing: preferred sizes for random items on screen, in random order (only then, so
        // that runs without it draw the same numbers as before).
        if session.isSelfSizing, !holding, random.chance(0.15) { preferredSizes(into: &output) }

        // A million items cost a million per frame in the circle family: do not stay there.
        if session.itemCount > Self.largeItemCount {
            framesAtLargeCount += 1
            if framesAtLargeCount > configuration.largeCountFrames {
                output.append(.action(.setItemCount(Swift.min(random.index(through: 60), configuration.maximumItemCount))))
                framesAtLargeCount = 0
            }
        } else {
            framesAtLargeCount = 0
        }

        // Now and then a long rest, after which nothing may still move.
        if frame > 0, session.animationSpeed >= 1, random.chance(1.0 / 6000) {
            if case .drag(let button, let position, _, _)? = gesture { output.append(.input(.pointerUp(button, position))) }
            if case .click(let position, _)? = gesture { output.append(.input(.pointerUp(.left, position))) }
            if case .reorder(let position, _, _, _, _)? = gesture { output.append(.input(.pointerUp(.left, position))) }
            gesture = nil
            restFrames = Int(Self.restSeconds) * ScriptReplay.stepsPerSecond
        }
        if output.count > Self.maximumEventsPerFrame { output.removeFirst(output.count - Self.maximumEventsPerFrame) }
        for event in output {
            switch event {
            case .input(.resize): summary.resizes += 1
            case .action(.selectLayout), .action(.switchToPartner), .action(.nextLayout), .action(.selectNumberedLayout):
                summary.layoutSwitches += 1
            // D animates like a switch but stays on the layout: counted apart, so that a run on
            // one layout reports no layout switches.
            case .action(.flipDirection): summary.directionFlips += 1
            default: break
            }
        }
        return output
    }

    mutating func continueGesture(_ gesture: Gesture, into output: inout [SessionEvent]) -> Gesture? {
        switch gesture {
        case .drag(let button, var position, var velocity, let frames):
            let moves = 1 + random.index(through: 2)
            for _ in 0..<moves {
                let next = position + velocity * (1 / Double(moves))
                position = Self.clamped(Point(x: Self.quantized(next.x), y: Self.quantized(next.y)))
                output.append(.input(.pointerMove(position)))
            }
            if random.chance(0.1) { velocity = velocity * Self.quantized(random.uniform(0.3, 1.5)) }
            guard frames > 1 else {
                output.append(.input(.pointerUp(button, position)))
                return nil
            }
            return .drag(button, position: position, velocity: velocity, frames: frames - 1)
        case .wheelStorm(let position, let perFrame, let frames):
            for _ in 0..<perFrame {
                let dy = random.chance(0.02) ? random.pick([Script.maximumWheelSteps, -Script.maximumWheelSteps]) : Self.quantized(random.uniform(-3, 3))
                output.append(.input(.wheel(dx: random.chance(0.2) ? Self.quantized(random.uniform(-2, 2)) : 0, dy: dy, at: position)))
            }
            return frames > 1 ? .wheelStorm(position: position, perFrame: perFrame, frames: frames - 1) : nil
        case .trackpad(let frames):
            if random.chance(0.7) {
                let scale = random.chance(0.03) ? random.pick([1 / Script.maximumPinchFactor, Script.maximumPinchFactor]) : Self.quantized(random.uniform(0.9, 1.1))
                output.append(.input(.pinch(scale: scale)))
            }
            if random.chance(0.5) {
                let angle = random.chance(0.03) ? random.pick([Script.maximumRotationStep, -Script.maximumRotationStep]) : Self.quantized(random.uniform(-0.2, 0.2))
                output.append(.input(.rotate(angle: angle)))
            }
            return frames > 1 ? .trackpad(frames: frames - 1) : nil
        case .click(let position, let frames):
            guard frames > 1 else {
                output.append(.input(.pointerUp(.left, position)))
                return nil
            }
            return .click(position: position, frames: frames - 1)
        case .reorder(let position, let hold, let velocity, let frames, let escapes):
            if hold > 0 { return .reorder(position: position, hold: hold - 1, velocity: velocity, frames: frames, escapes: escapes) }
            guard frames > 1 else {
                if escapes { output.append(.action(.cancelMovement)) }
                output.append(.input(.pointerUp(.left, position)))
                return nil
            }
            let next = Self.clamped(Point(x: Self.quantized(position.x + velocity.x), y: Self.quantized(position.y + velocity.y)))
            output.append(.input(.pointerMove(next)))
            return .reorder(position: next, hold: 0, velocity: velocity, frames: frames - 1, escapes: escapes)
        }
    }

    mutating func startGesture(into output: inout [SessionEvent]) -> Gesture? {
        // Only a layout with sections that scroll sideways draws for them: other runs' events stay as they were.
        if session.hasOrthogonalSections, random.chance(0.35), let drag = orthogonalDrag(into: &output) { return drag }
        if random.chance(0.25), let start = itemCentre() {
            // Drag to reorder: hold just past the pick-up time, then move, often into an edge
            // (auto-scroll) and now and then out of the window (a cancel).
            let hold = Int((ReorderGesture.holdDuration * Double(ScriptReplay.stepsPerSecond)).rounded(.up)) + random.index(through: 3)
            let frames = 2 + random.index(through: 90)
            var velocity: Point
            if random.chance(0.6), let aim = itemCentre() {
                // Towards another item, so that most reorders move something in every layout.
                velocity = (aim - start) * (1 / Double(frames - 1))
            } else {
                let speed = random.pick([3.0, 12, 40])
                velocity = Point(x: random.uniform(-speed, speed), y: random.uniform(-speed, speed))
            }
            velocity = Point(x: Self.quantized(velocity.x), y: Self.quantized(velocity.y))
            output.append(.input(.pointerDown(.left, start)))
            return .reorder(position: start, hold: hold, velocity: velocity, frames: frames, escapes: random.chance(0.2))
        }
        switch random.index(through: 9) {
        case 0...3:
            // A drag: slow, a fling, or absurdly fast; often starting on an item.
            let start = random.chance(0.5) ? itemCentre() ?? point() : point()
            let speed = random.pick([8.0, 60, 400, 20_000])
            let velocity = Point(x: Self.quantized(random.uniform(-speed, speed)), y: Self.quantized(random.uniform(-speed, speed)))
            output.append(.input(.pointerDown(.left, start)))
            return .drag(.left, position: start, velocity: velocity, frames: 1 + random.index(through: random.chance(0.3) ? 4 : 40))
        case 4, 5:
            // A right drag: the pointer circles the view's centre.
            let start = point()
            output.append(.input(.pointerDown(.right, start)))
            let turn = Point(x: Self.quantized(random.uniform(-80, 80)), y: Self.quantized(random.uniform(-80, 80)))
            return .drag(.right, position: start, velocity: turn, frames: 1 + random.index(through: 30))
        case 6, 7:
            let perFrame = 1 + random.index(through: random.chance(0.2) ? 11 : 2)
            return .wheelStorm(position: point(), perFrame: perFrame, frames: 1 + random.index(through: 30))
        case 8:
            return .trackpad(frames: 1 + random.index(through: 20))
        default:
            // A click held for a few frames (a tap as long as it does not move).
            let position = random.chance(0.6) ? itemCentre() ?? point() : point()
            output.append(.input(.pointerDown(.left, position)))
            return .click(position: position, frames: 1 + random.index(through: 5))
        }
    }

    /// One event that takes effect at once.
    mutating func instantAction(into output: inout [SessionEvent]) {
        // Only a sectioned run draws for section updates: a one-section run's events stay as they were.
        if configuration.isSectioned, random.chance(0.3) { return sectionAction(into: &output) }
        switch random.index(through: 11) {
        case 0...3:
            // Keys: R (reset) and [ (slow motion) are rarer, so that runs go somewhere.
            var action = random.pick(configuration.wanders ? Self.actions : Self.actionsThatStay)
            if action == .slower && random.chance(0.5) { action = .faster }
            if random.chance(0.01) { action = .reset }
            if let action { output.append(.action(action)) }
        case 4, 5:
            if configuration.wanders {
                output.append(.action(.selectLayout(random.pick(session.catalog.entries).name)))
            } else {
                output.append(.action(.setItemCount(itemCount())))
            }
        case 6, 7:
            output.append(.action(.setItemCount(itemCount())))
        case 8:
            output.append(.input(.resize(size())))
        default:
            // A click within one frame: on an item (deletes it) or on empty space (inserts one).
            let position = random.chance(0.6) ? itemCentre() ?? point() : point()
            guard case nil = gesture else { return }
            output.append(.input(.pointerDown(.left, position)))
            output.append(.input(.pointerUp(.left, position)))
        }
    }

    /// A `scrollTo`: any item of the session (sometimes one past a section's end, which does
    /// nothing), at any position, animated or not.
    mutating func scrollToItem(into output: inout [SessionEvent]) {
        let counts = session.sectionItemCounts
        guard !counts.isEmpty else { return }
        let section = actionRandom.index(through: counts.count - 1)
        let item = actionRandom.index(through: counts[section])
        let vertical: [ItemScrollPosition] = [[], .top, .centeredVertically, .bottom]
        let horizontal: [ItemScrollPosition] = [[], .left, .centeredHorizontally, .right]
        var position = actionRandom.pick(vertical).union(actionRandom.pick(horizontal))
        if position.isEmpty { position = .centered }
        output.append(.action(.scrollToItem(ItemIndexPath(item: item, section: section), position, animated: actionRandom.chance(0.7))))
    }

    /// Most sections the fuzzer builds up before it prefers deleting them.
    static let sectionLimit = 40

    /// A section update: new counts, a section inserted, deleted or moved (sometimes out of range,
    /// which does nothing), the N, X or J key's action, or a click on a header on screen (a fold).
    mutating func sectionAction(into output: inout [SessionEvent]) {
        let sections = session.numberOfSections
        switch random.index(through: 7) {
        case 0:
            let count = 1 + random.index(through: 5)
            let large = random.chance(0.05)
            output.append(.action(.setSections((0..<count).map { _ in random.index(through: large ? 1_500 : 30) })))
        case 1 where sections < Self.sectionLimit:
            output.append(.action(.insertSection(at: random.index(through: sections + 1), count: random.index(through: 12))))
        case 1, 2:
            output.append(.action(.deleteSection(random.index(through: sections))))
        case 3:
            output.append(.action(.moveSection(from: random.index(through: sections), to: random.index(through: sections))))
        case 4:
            output.append(.action(random.pick(
                sections < Self.sectionLimit ? [.insertSectionAfterFocus, .deleteFocusedSection, .moveFocusedSection] : [.deleteFocusedSection, .moveFocusedSection])))
        default:
            // A click on a header on screen: folds its section, or unfolds it.
            guard case nil = gesture, let header = headerCentre() else { return }
            output.append(.input(.pointerDown(.left, header)))
            output.append(.input(.pointerUp(.left, header)))
        }
    }

    /// The window point at the centre of a random header on screen (the visible part of it), if any.
    mutating func headerCentre() -> Point? {
        let visible = Rect(origin: session.contentOffset, size: session.boundsSize)
        let headers = session.displayedElements
            .filter { $0.key.kind == ElementKind.header && $0.phase != .disappearing && $0.attributes.isVisible }
            .sorted { $0.key < $1.key }
        guard !headers.isEmpty else { return nil }
        let box = headers[random.index(through: headers.count - 1)].attributes.transformedFrame
        let low = Point(x: Swift.max(box.minX, visible.minX), y: Swift.max(box.minY, visible.minY))
        let high = Point(x: Swift.min(box.maxX, visible.maxX), y: Swift.min(box.maxY, visible.maxY))
        guard high.x - low.x > 1, high.y - low.y > 1 else { return nil }
        let centre = Point(x: (low.x + high.x) / 2, y: (low.y + high.y) / 2) - session.contentOffset
        return Self.clamped(Point(x: Self.quantized(centre.x), y: Self.quantized(centre.y)))
    }

    /// One to four `prefer` events for random items on screen, in random order, of random sizes
    /// from a sliver to twice the window.
    mutating func preferredSizes(into output: inout [SessionEvent]) {
        // In draw order: `displayedItems` comes in no set order, and the choice must not depend on it.
        let shown = session.displayedItems.sortedInDrawOrder.filter { $0.attributes.isCell }
        guard !shown.isEmpty else { return }
        let bounds = session.boundsSize
        for _ in 0...random.index(through: 3) {
            let item = shown[random.index(through: shown.count - 1)].id
            let size = Size(
                width: (random.unit() * 2 * Swift.max(bounds.width, 1)).rounded(), height: (random.unit() * 2 * Swift.max(bounds.height, 1)).rounded())
            output.append(.action(.preferredSize(item: item, size)))
        }
    }

    // MARK: - Values

    /// A window point: mostly in the window, sometimes around it, now and then far off it.
    mutating func point() -> Point {
        let bounds = session.boundsSize
        let reach: (Double, Double)
        switch random.index(through: 99) {
        case 0..<70: reach = (Swift.max(bounds.width, 1), Swift.max(bounds.height, 1))
        case 70..<90: reach = (3 * Swift.max(bounds.width, 100), 3 * Swift.max(bounds.height, 100))
        case 90..<98: reach = (100_000, 100_000)
        default: reach = (Script.maximumCoordinate, Script.maximumCoordinate)
        }
        let inside = reach.0 <= Swift.max(bounds.width, 1)
        let x = inside ? random.uniform(0, reach.0) : random.uniform(-reach.0, reach.0)
        let y = inside ? random.uniform(0, reach.1) : random.uniform(-reach.1, reach.1)
        return Self.clamped(Point(x: Self.quantized(x), y: Self.quantized(y)))
    }

    /// The window point at the drawn centre of a random item on screen, if any.
    mutating func itemCentre() -> Point? {
        // In draw order: `displayedItems` comes in no set order, and the choice must not depend on it.
        let drawn = session.displayedItems.inDrawOrder.filter { $0.phase != .disappearing }
        guard !drawn.isEmpty else { return nil }
        let attributes = drawn[random.index(through: drawn.count - 1)].attributes
        guard let drawn = attributes.drawnCentre else { return nil }
        let centre = drawn - session.contentOffset
        guard centre.isFinite else { return nil }
        return Self.clamped(Point(x: Self.quantized(centre.x), y: Self.quantized(centre.y)))
    }

    /// A drag begun on a cell of an orthogonal section that can move, mostly across the layout's
    /// scroll axis (so that it locks to the section), slow, a fling or absurdly fast, long or short:
    /// it drags the section, rubber-bands it past its ends and flings it into them.
    mutating func orthogonalDrag(into output: inout [SessionEvent]) -> Gesture? {
        guard let layout = session.orthogonalLayout else { return nil }
        let drawn = session.displayedItems.inDrawOrder.filter {
            $0.phase == .steady && layout.orthogonalRange(inSection: $0.attributes.indexPath.section) > 0
        }
        guard !drawn.isEmpty, let centre = drawn[random.index(through: drawn.count - 1)].attributes.drawnCentre else { return nil }
        let start = centre - session.contentOffset
        guard start.isFinite else { return nil }
        let speed = random.pick([8.0, 60, 400, 3_000])
        let across = random.uniform(-speed, speed), along = across * random.uniform(-0.4, 0.4)
        let velocity = Point(along: layout.orthogonalAxis, Self.quantized(across), across: Self.quantized(along))
        let position = Self.clamped(Point(x: Self.quantized(start.x), y: Self.quantized(start.y)))
        output.append(.input(.pointerDown(.left, position)))
        summary.orthogonalDrags += 1
        return .drag(.left, position: position, velocity: velocity, frames: 1 + random.index(through: random.chance(0.4) ? 4 : 40))
    }

    /// An item count: mostly small, often at the edges of the animated-change limit, now and then
    /// up to `maximumItemCount`.
    mutating func itemCount() -> Int {
        let current = session.itemCount, limit = CollectionView.animatedCountChangeLimit
        let count: Int
        switch random.index(through: 99) {
        case 0..<10: count = 0
        case 10..<20: count = 1
        case 20..<60: count = random.index(through: 60)
        case 60..<70: count = Swift.max(0, current + random.pick([-limit - 1, -limit, limit, limit + 1]))
        case 70..<85: count = random.index(through: 3_000)
        case 85..<97: count = random.index(through: 30_000)
        case 97: count = configuration.maximumItemCount
        default: count = random.index(through: configuration.maximumItemCount)
        }
        return Swift.min(count, configuration.maximumItemCount)
    }

    /// A window size: degenerate (0 or 1 point a side), ordinary, or very long and thin.
    mutating func size() -> Size {
        switch random.index(through: 9) {
        case 0: return Size(width: 0, height: 0)
        case 1: return Size(width: 1, height: 1)
        case 2: return random.chance(0.5) ? Size(width: 1, height: 800) : Size(width: 1280, height: 0)
        case 3: return random.chance(0.5) ? Size(width: 20_000, height: 3) : Size(width: 2, height: 20_000)
        case 4: return configuration.boundsSize
        default:
            return Size(width: Self.quantized(random.uniform(1, 2_500)), height: Self.quantized(random.uniform(1, 1_600)))
        }
    }

    /// Values on a 1/8 grid: they print short and read back exactly from a script (Foundation's
    /// JSON reader on Linux can miss the last bit of a 17-digit number).
    static func quantized(_ value: Double) -> Double {
        (value * 8).rounded() / 8
    }

    /// Within the script format's coordinate limits.
    static func clamped(_ point: Point) -> Point {
        let limit = Script.maximumCoordinate
        return Point(x: Swift.min(Swift.max(point.x, -limit), limit), y: Swift.min(Swift.max(point.y, -limit), limit))
    }
}

extension SeededRandom {
    /// A number in `lower..<upper`.
    mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
        lower + (upper - lower) * unit()
    }

    /// One element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[index(through: elements.count - 1)]
    }
}
