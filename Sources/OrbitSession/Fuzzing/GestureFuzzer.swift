import CollectionLayout
import OrbitSupport
/// A seeded gesture fuzzer: wild but valid input into a `Session`, with the playground's
/// invariants checked after every frame.
///
/// Input: drags (on and far off the window), flings, Shift + drags and Shift + wheels that drive
/// interactive transitions, press-and-hold reorders (with auto-scroll, Esc and releases outside), wheel storms, right-drag rotations, trackpad
/// pinches and turns, clicks on items and on empty space, the actions keys stand for (add and
/// remove an item, partner, next and numbered layouts, paging, speed, flip, reset, …), layout switches, item counts from 0 to `maximumItemCount`, and
/// resizes down to 0x0 and 1x1 — most of them while an earlier animation, scroll or gesture still
/// runs. Every event is within `Script`'s limits, so the events so far are a script that
/// `orbit replay` plays back to the same state: a failure comes with its reproduction.
///
/// Frames follow `ScriptReplay`: frame `k` is at `t = k/60`; its events (at times in the 1/60 s
/// before it) are handled in order, then the session advances to `t`, then the checks run
/// (`GestureFuzzer+Checks.swift`).
///
/// Nothing reads a clock and everything random comes from `SeededRandom`: the same configuration
/// gives the same events and the same outcome on every machine.
public struct GestureFuzzer: Sendable {
    public struct Configuration: Hashable, Sendable {
        public var seed: UInt64
        /// The starting layout.
        public var layout: LayoutDescriptor
        /// The starting layout's `--set` settings (checked by the caller: the layout must accept them).
        public var settings: [LayoutSetting]
        /// The layouts the fuzzer switches between (Space, Tab, digits, `layout` events) when it
        /// wanders; `layout` joins it when it is not there.
        public var catalog: LayoutCatalog
        /// Whether the fuzzer switches layouts. When false it fuzzes `layout` alone: no Space,
        /// Tab, digit or `layout` event is generated, so any catalog replays the run the same.
        public var wanders: Bool
        public var itemCount: Int
        /// The starting window, points.
        public var boundsSize: Size
        /// The largest item count an `items` event asks for.
        public var maximumItemCount: Int
        /// Frames the session may stay above `largeItemCount` items before the fuzzer brings the
        /// count back down: the circle family shows every item, so a million items cost a million
        /// per frame there, by design.
        public var largeCountFrames: Int
        /// Whether `events` keeps every event for a reproduction (a long soak turns it off so that
        /// its memory stays flat).
        public var keepsEvents: Bool
        /// Items per section at the start (`--sections`), or nil for one section of `itemCount`.
        /// With sections the fuzzer also drives section updates (`sections`, `insertSection`,
        /// `deleteSection`, `moveSection` events, the N, X and J keys' actions, clicks on headers that fold
        /// sections) and wanders among every layout: one that lays out one section shows them
        /// flattened (`FlattenedSectionsLayout`), and switching back restores them.
        public var sectionItemCounts: [Int]?
        /// What the items show (`--content`): with captions or photos the fuzzer also delivers
        /// preferred sizes to random items on screen, in random order (`prefer` events).
        public var content = ContentKind.icons
        /// The pictures' aspect ratios for photos (`--images`, read from the files' headers); nil:
        /// the seeded stand-ins.
        public var pictureAspectRatios: [Double?]?
        /// The display scale the layouts see (`--scale`).
        public var displayScale = 1.0

        public init(
            seed: UInt64, layout: LayoutDescriptor, settings: [LayoutSetting] = [], catalog: LayoutCatalog = .builtIn,
            wanders: Bool = true,
            itemCount: Int = 24, boundsSize: Size = Size(width: 1280, height: 800),
            maximumItemCount: Int = 1_000_000, largeCountFrames: Int = 2, keepsEvents: Bool = true, sectionItemCounts: [Int]? = nil
        ) {
            self.seed = seed
            self.layout = layout
            self.settings = settings
            self.catalog = catalog
            self.wanders = wanders
            self.itemCount = itemCount
            self.boundsSize = boundsSize
            self.maximumItemCount = maximumItemCount
            self.largeCountFrames = largeCountFrames
            self.keepsEvents = keepsEvents
            self.sectionItemCounts = sectionItemCounts.map { $0.isEmpty ? [0] : $0 }
            if let counts = self.sectionItemCounts { self.itemCount = counts.reduce(0, +) }
        }

        /// Whether the run drives section updates.
        public var isSectioned: Bool { sectionItemCounts != nil }

        /// `--sections N,N,…`, or `--items N` for one section.
        var countArguments: [String] {
            if let counts = sectionItemCounts { return ["--sections", counts.map(String.init).joined(separator: ",")] }
            return ["--items", String(itemCount)]
        }

        /// `WIDTHxHEIGHT` as the `--size` flags read it.
        var sizeArgument: String {
            func side(_ value: Double) -> String {
                value == value.rounded() && Swift.abs(value) < 1e15 ? String(Int(value)) : JSONText.format(value)
            }
            return "\(side(boundsSize.width))x\(side(boundsSize.height))"
        }

        /// The `orbit replay` options that start a replay where this fuzz run started.
        public var replayArguments: [String] {
            ["--layout", layout.name] + countArguments + [
                "--size", sizeArgument,
                "--seed", String(seed),
            ] + settingArguments
        }

        /// `--set KEY=VALUE` for each setting, then `--content` when it is not icons.
        var settingArguments: [String] { settings.flatMap { ["--set", $0.argument] } + (content == .icons ? [] : ["--content", content.rawValue]) }

        /// The `orbit fuzz` options that run this configuration again.
        public var fuzzArguments: [String] {
            ["--seed", String(seed), "--layout", layout.name] + countArguments + [
                "--size", sizeArgument,
                "--max-items", String(maximumItemCount),
            ] + settingArguments + (wanders ? ["--wander"] : [])
        }
    }

    /// What a run did, for the summary line.
    public struct Summary: Hashable, Sendable {
        public var frames = 0
        public var events = 0
        public var inserts = 0
        public var deletes = 0
        /// Space, Tab, digits and `layout` events: moves to another layout.
        public var layoutSwitches = 0
        /// D presses: the same layout with its direction flipped.
        public var directionFlips = 0
        /// Interactive transitions started (Shift + drag or wheel).
        public var transitions = 0
        /// Items picked up by a press held still (drag to reorder).
        public var reorders = 0
        /// Provisional and final moves of reordered items.
        public var moves = 0
        public var resizes = 0
        /// Sections inserted, deleted or moved (by index or at the focused item).
        public var sectionUpdates = 0
        /// Drags begun on a section that scrolls orthogonally, across it.
        public var orthogonalDrags = 0
        /// Sections folded or unfolded by a click on their header.
        public var folds = 0
        /// Reorder moves that took an item into another section.
        public var moveIntoOtherSection = 0
        /// Frames whose topmost drawn item was hit-tested at its centre.
        public var hitChecks = 0
        /// Quiet periods after which the session had to be at rest.
        public var restChecks = 0
        public var largestItemCount = 0
        public var mostDisplayedItems = 0
        /// Frames spent in each layout, by name.
        public var framesByLayout: [String: Int] = [:]

        public init() {}
    }

    /// The first broken invariant: what, when, and the events that lead to it.
    public struct Violation: Error, Hashable, Sendable, CustomStringConvertible {
        public var frame: Int
        /// Seconds.
        public var time: Double
        public var message: String
        /// Every event handled up to and including the failing frame.
        public var events: [TimedStep]
        public var configuration: Configuration

        /// The reproduction as a script (docs/reference/INTERACTION.md's format), for `orbit replay` with
        /// `configuration.replayArguments`.
        public var script: String { Script.text(for: events) }

        public var description: String {
            "frame \(frame) (t = \(JSONText.format(time)) s): \(message)"
        }
    }

    public let configuration: Configuration
    public internal(set) var session: Session
    /// Every event handled so far, in order (empty without `keepsEvents`).
    public private(set) var events: [TimedStep] = []
    public internal(set) var summary = Summary()
    /// The next frame to run.
    public private(set) var frame = 0

    var random: SeededRandom
    /// The stream the actions added since `random`'s draw from (`scrollTo` so far): drawing
    /// them from `random` would change every run a seed names. A new action's step draws here
    /// (in GestureFuzzer+Generation.swift), so adding one needs no new stream.
    var actionRandom: SeededRandom
    var model: IdentityModel
    /// The gesture in progress, spread over several frames.
    var gesture: Gesture?
    /// Frames left without input (a rest, after which the session must be idle).
    var restFrames = 0
    var framesAtLargeCount = 0

    /// The number of items above which the fuzzer soon brings the count down.
    public static let largeItemCount = 50_000

    public init(_ configuration: Configuration) {
        self.configuration = configuration
        let catalog =
            (configuration.catalog.contains(configuration.layout.name) ? configuration.catalog : try? configuration.catalog.adding([configuration.layout]))
            ?? LayoutCatalog.builtIn
        do {
            session = try Session(
                layout: configuration.layout, settings: configuration.settings, catalog: catalog,
                sectionItemCounts: configuration.sectionItemCounts ?? [configuration.itemCount], boundsSize: configuration.boundsSize,
                seed: configuration.seed, displayScale: configuration.displayScale)
        } catch {
            preconditionFailure("the caller checks the settings, and a layout's defaults always make it: \(error)")
        }
        session.setDisplayScale(configuration.displayScale)
        if let pictures = configuration.pictureAspectRatios { session.setPictures(aspectRatios: pictures) }
        session.setContent(configuration.content)
        // Its own stream, apart from the session's insert indices.
        random = SeededRandom(seed: configuration.seed ^ 0x5DEE_CE66_D1CE_F00D)
        actionRandom = SeededRandom(seed: configuration.seed ^ 0x5C01_1700_0000_0001)
        model = IdentityModel(counts: session.sectionItemCounts)
    }

    /// The layouts of `catalog` that lay out sections at their defaults (`supportsSections`), in
    /// catalog order, with `layout` among them.
    public static func sectionedLayouts(in catalog: LayoutCatalog, keeping layout: LayoutDescriptor? = nil) -> [LayoutDescriptor] {
        catalog.entries.filter { entry in entry == layout || ((try? entry.makeLayout())?.supportsSections ?? false) }
    }

    /// Runs `frames` more frames; returns the first violation, or nil when every frame passed.
    ///
    /// - Complexity: O(frames × (k log k + events)) for k items on screen, plus O(n) for each
    ///   change of the item count (n items).
    public mutating func run(frames: Int) -> Violation? {
        for _ in 0..<Swift.max(0, frames) {
            if let violation = step() { return violation }
        }
        return nil
    }

    /// One frame: generates and handles its events, advances, checks.
    public mutating func step() -> Violation? {
        let time = ScriptReplay.time(ofFrame: frame)
        let generated = restFrames > 0 ? [] : generateEvents(frame: frame)
        // Event times on a 1/1024 s grid within the frame's 1/60 s: short exact decimals, which
        // every JSON reader reads back to the same Double (frame times such as 43/60 are not).
        let lastSlot = (time * 1024).rounded(.down)
        for (slot, event) in generated.enumerated() {
            let at = frame == 0 ? 0 : (lastSlot - Double(generated.count - 1 - slot)) / 1024
            // Through the script format and back, so that the session meets exactly what a replay
            // of the reproduction will (Foundation's reader may read a long number's last digit differently).
            var timed = (time: at, event: event)
            if let parsed = try? Script.parseLine(Script.line(for: TimedStep(time: at, step: .event(event))), number: 1),
                let read = parsed.event
            {
                timed = (parsed.time, read)
            }
            if let message = handle(timed.event, at: timed.time) {
                return violation(message, time: time)
            }
        }
        if let message = advanceSession(to: time) { return violation(message, time: time) }
        summary.frames += 1
        summary.framesByLayout[session.layoutName, default: 0] += 1
        summary.largestItemCount = Swift.max(summary.largestItemCount, session.itemCount)
        if let message = checkFrame() { return violation(message, time: time) }
        if restFrames > 0 {
            restFrames -= 1
            if restFrames == 0 {
                summary.restChecks += 1
                if !session.isIdle {
                    return violation("still moving \(JSONText.format(Self.restSeconds)) s after the last input", time: time)
                }
            }
        }
        frame += 1
        return nil
    }

    func violation(_ message: String, time: Double) -> Violation {
        Violation(frame: frame, time: time, message: message, events: events, configuration: configuration)
    }

    /// Advances the session to `time`: a hold may pick an item up, and a reorder's auto-scroll
    /// may move it on its own; nothing else may change the identities.
    mutating func advanceSession(to time: Double) -> String? {
        let moving = session.movementStatus?.item
        session.advance(to: time)
        return checkMovement(since: moving)
    }

    /// Counts a new pick-up and checks the identities after a step in which item `moving` (or the
    /// one picked up now) may have moved.
    mutating func checkMovement(since moving: ItemID?) -> String? {
        let now = session.movementStatus?.item
        if now != nil, now != moving { summary.reorders += 1 }
        guard let id = moving ?? now else { return nil }
        return model.update(.relocation(of: id), identities: session.collectionView.identities, summary: &summary)
    }

    /// Handles one event and checks the item identities against what it may have done.
    mutating func handle(_ event: SessionEvent, at time: Double) -> String? {
        // What the event is allowed to do to the identities, decided on the state it meets.
        if let message = advanceSession(to: time) { return message }
        // An event that interrupts a reorder meets the order it commits.
        let moving = session.movementStatus?.item
        session.settleReorderGesture(before: event, at: time)
        if let message = checkMovement(since: moving) { return message }
        // An event that interrupts a transition gesture meets the layout it settles in.
        session.settleTransitionGesture(before: event, at: time)
        let stillMoving = session.movementStatus?.item
        let expectation = stillMoving.map { IdentityModel.Expectation.relocation(of: $0) } ?? expectation(for: event)
        if configuration.keepsEvents { events.append(TimedStep(time: time, step: .event(event))) }
        summary.events += 1
        let wasTransitioning = session.transitionGesture != nil
        session.send(event, at: time)
        if !wasTransitioning, session.transitionGesture != nil { summary.transitions += 1 }
        return model.update(expectation, identities: session.collectionView.identities, summary: &summary)
    }

    /// The identity changes `event` may cause in the current state.
    func expectation(for event: SessionEvent) -> IdentityModel.Expectation {
        switch event {
        case .input(.pointerUp(.left, let point)):
            switch session.hitTestElement(point) {
            case .item(let item)?: return .tap(.item(item.id))
            case .element(let element)? where element.key.category == .supplementary && element.key.kind == ElementKind.header:
                return .tap(.header(section: element.key.indexPath.section))
            default: return .tap(.nothing)
            }
        case .input: return .unchanged
        case .action(let action): return expectation(for: action)
        }
    }

    /// The identity changes `action` may cause in the current state.
    func expectation(for action: SessionAction) -> IdentityModel.Expectation {
        switch action {
        case .setItemCount(let count):
            return .count(Swift.min(Swift.max(0, count), Session.maximumItemCount))
        case .setSections(let counts):
            guard !counts.isEmpty else { return .unchanged }
            return .sections(Self.clampedCounts(counts))
        case .insertSection(let at, let count):
            guard at >= 0, at <= model.sections.count, model.sections.count < Script.maximumSectionCount
            else { return .unchanged }
            return .insertSection(at: at, count: Swift.min(Swift.max(0, count), Session.maximumItemCount - model.count))
        case .deleteSection(let section):
            guard section >= 0, section < model.sections.count, model.sections.count > 1 else { return .unchanged }
            return .deleteSection(section)
        case .moveSection(let from, let to):
            let count = model.sections.count
            guard from != to, (0..<count).contains(from), (0..<count).contains(to) else { return .unchanged }
            return .moveSection(from: from, to: to)
        case .addItem:
            guard model.count < Session.maximumItemCount else { return .unchanged }
            // After the focused item in its section, else at the end of the last section.
            if let focused = session.collectionView.focusedIndex.flatMap(model.indexPath(ofOrdinal:)) {
                return .insert(at: ItemIndexPath(item: focused.item + 1, section: focused.section))
            }
            let last = model.sections.count - 1
            return .insert(at: ItemIndexPath(item: model.sections[last].count, section: last))
        case .removeItem:
            guard model.count > 0, let indexPath = model.indexPath(ofOrdinal: session.collectionView.focusedIndex ?? model.count - 1)
            else { return .unchanged }
            return .delete(at: indexPath)
        case .reset:
            return .reset(counts: session.initialSectionCounts)
        case .insertSectionAfterFocus:
            return expectation(for: .insertSection(at: session.focusedSection + 1, count: Session.insertedSectionItemCount))
        case .deleteFocusedSection:
            return expectation(for: .deleteSection(session.focusedSection))
        case .moveFocusedSection:
            let section = session.focusedSection
            return expectation(for: .moveSection(from: section, to: section + 1 < model.sections.count ? section + 1 : 0))
        default:
            return .unchanged
        }
    }

    /// `counts` as a session keeps them: negative counts 0, the total cut to `maximumItemCount`
    /// from the last sections.
    static func clampedCounts(_ counts: [Int]) -> [Int] {
        var remaining = Session.maximumItemCount
        return counts.map { count in
            let kept = Swift.min(Swift.max(0, count), remaining)
            remaining -= kept
            return kept
        }
    }
}
