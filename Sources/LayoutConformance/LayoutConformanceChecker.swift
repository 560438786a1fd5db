import CollectionLayoutCore

/// The core's index path type, named once here so that a rename in the core is a one-line change.
typealias ConformanceIndexPath = ItemIndexPath

/// Checks that a `CollectionViewLayout` keeps the promises the host relies on, the way
/// swift-collections' conformance checkers do for collection types: it prepares fresh layouts in
/// many scenes (item counts, bounds sizes, content offsets) and compares the layout's answers with
/// each other and with brute force. It knows nothing about what the layout should look like; it
/// only finds answers that cannot all be right.
///
/// ```swift
/// let report = LayoutConformanceChecker(makeLayout: { SpiralLayout() }).run()
/// if !report.passed { print(report) }
/// ```
///
/// With Swift Testing, `expectConformance { SpiralLayout() }` records one issue per failure.
///
/// **Scenes.** For every item count in `Options.itemCounts` and every size in
/// `Options.boundsSizes`, a fresh layout is prepared at offset 0, then scrolled the way the host
/// scrolls to offset 0, the middle and the end of the scroll range and past both ends: it is
/// prepared again only when `shouldInvalidate(forBoundsChange:)` asks for it. Every scene runs
/// the checks of `ConformanceCheck` except `.updates` and `.arrowPaging` (`arrowPressCount` arrow
/// presses through the host from resting offsets), which run once per count and bounds.
/// Then `Options.hugeItemCount` items (a million by default) are checked in
/// `Options.hugeBoundsSizes` at the same offsets without brute force: indices -1 and n, a few
/// hundred sampled indices, the visible rect's answer item by item (any sampled item that meets
/// the rect must be in it) and targets. Determinism, invalidation and updates are checked with the
/// smaller counts only.
///
/// **Sections.** For a layout whose `supportsSections` is true, every `Options.sectionCounts` in
/// every `Options.sectionBoundsSizes` is scrolled the same way, with brute force over every
/// category: cells of every section, and each declared supplementary and decoration kind at every
/// index path (`allSupplementaryAndDecorationAttributes`). See `checkSections`.
///
/// **Randomness.** Rects, proposals and samples come from `SeededRandom` seeded with `seed` and
/// the scene's number: the same seed checks the same inputs on every machine and every run.
///
/// **Cost.** About `counts * bounds * 5` brute-force scenes, each O(n * (rects + 4)) plus up to
/// three `prepare`s of n items; then per huge bounds size one `prepare` of a million items (one
/// more per offset the layout invalidates for) and O(samples + k) per huge scene, the visible query
/// being asked in one huge scene only when it returns more than `hugeVisibleItemLimit` items. In a
/// debug build a layout whose `prepare` and queries cost O(k) is checked in about 0.2 s; an O(n)
/// `prepare` or visible query adds about a second per million items for each time it is paid
/// (twice for Orbit's waterfall, once for its circles).
public struct LayoutConformanceChecker: Sendable {
    /// What `attributes(in:)` must return for a rect. The contract is `.exact`; the others are for
    /// layouts that document a looser rule, and check less.
    public enum RectQueryRule: Hashable, Sendable {
        /// Exactly the items that are not hidden and whose transformed frame meets the rect with
        /// positive area (touching edges do not count, as with `CGRect.intersects`), each once, in
        /// any order. Membership is decided exactly with `Rect.intersects` on the `transformedFrame`
        /// of `attributes(at:)`, so filter your candidates the same way.
        case exact
        /// Every item `.exact` requires, plus possibly others that are not hidden (a conservative
        /// cull).
        case conservative
        /// The answer depends on the content offset, not on the rect (Orbit's wheel culls by an
        /// angle): only checked for uniqueness, no hidden items and agreement with
        /// `attributes(at:)`.
        case offsetCulled
    }

    /// What to try. The defaults follow the contract; narrow them to hunt one bug, widen them
    /// for a soak.
    public struct Options: Sendable {
        /// Item counts checked with brute force. Each costs O(n) per rect.
        public var itemCounts: [Int] = [0, 1, 2, 50]
        /// Bounds sizes (points) for `itemCounts`: a window, 1x1, 0x0 and 100000x100000.
        public var boundsSizes: [Size] = [
            Size(width: 800, height: 600), Size(width: 1, height: 1), .zero, Size(width: 100_000, height: 100_000),
        ]
        /// The item count checked by sampling instead of brute force; nil skips it.
        public var hugeItemCount: Int? = 1_000_000
        /// Bounds sizes for `hugeItemCount`, each costing one `prepare` of that many items (plus one
        /// per offset the layout invalidates for). The huge bounds are left out by default: with a
        /// million items nearly every layout would put all of them on screen.
        public var hugeBoundsSizes: [Size] = [Size(width: 800, height: 600), Size(width: 1, height: 1)]
        /// Random rects per scene, besides the visible rect, the content rect, a zero-width rect
        /// and a rect touching an item's edge.
        public var randomRectCount = 8
        /// Random proposed offsets and velocities per scene for `targetContentOffset`.
        public var proposalCount = 8
        /// Random indices sampled per huge scene.
        public var hugeSampleCount = 300
        /// Of a huge scene's visible answer, at most this many items are compared with
        /// `attributes(at:)` and checked for finiteness (evenly spaced, first and last included);
        /// order, uniqueness and range are always checked for every item.
        public var hugeVerificationLimit = 2_000
        /// When a huge scene's visible rect holds more items than this (every item on screen, as in
        /// a ring of a million), the visible query is not asked in the huge scenes that follow:
        /// each would cost O(n). The report's `notes` say so.
        public var hugeVisibleItemLimit = 10_000
        /// Relative tolerance for comparing two answers about the same item: numbers agree when
        /// `|a - b| <= tolerance * max(1, |a|, |b|)`.
        public var tolerance = 1e-9
        /// What `attributes(in:)` must return.
        public var rectQuery: RectQueryRule = .exact
        /// The checks to run.
        public var checks: Set<ConformanceCheck> = Set(ConformanceCheck.allCases)
        /// Per-item lengths passed in every context (`LayoutContext.itemLengths`).
        public var itemLengths: [Double] = []
        /// Gesture scale passed in every context (1 = none).
        public var gestureScale = 1.0
        /// The display scale every scene's context carries (`LayoutContext.displayScale`, device
        /// pixels per point): a layout that rounds to pixels is checked at the scale it will see.
        public var displayScale = 1.0
        /// Gesture rotation passed in every context, radians clockwise.
        public var gestureRotation = 0.0
        /// Arrow presses per brute-force scene that scrolls (`ConformanceCheck.arrowPaging`), each
        /// from a fresh resting offset.
        public var arrowPressCount = 12
        /// Items per section of the sectioned scenes, checked with brute force for layouts whose
        /// `supportsSections` is true (empty sections and a single one included).
        public var sectionCounts: [[Int]] = [[3, 0, 5], [1], [12, 1, 0, 7]]
        /// Bounds sizes for `sectionCounts`.
        public var sectionBoundsSizes: [Size] = [Size(width: 800, height: 600), Size(width: 320, height: 200)]
        /// Items of the self-sizing scene (`ConformanceCheck.selfSizing`), run through the host in
        /// each of `selfSizingBoundsSizes` for a layout that asks for preferred sizes.
        public var selfSizingItemCount = 400
        public var selfSizingBoundsSizes: [Size] = [Size(width: 800, height: 600)]
        /// Deliveries of random preferred sizes in the self-sizing scene (each to 1–4 random
        /// visible items, between scroll frames).
        public var selfSizingDeliveries = 150

        public init() {}
    }

    /// Makes a fresh, unprepared layout; called once or more per scene.
    public let makeLayout: @Sendable () -> any CollectionViewLayout
    /// Seeds every random choice.
    public let seed: UInt64
    public let options: Options

    public init(makeLayout: @escaping @Sendable () -> any CollectionViewLayout, seed: UInt64 = 1, options: Options = Options()) {
        self.makeLayout = makeLayout
        self.seed = seed
        self.options = options
    }

    /// Runs every scene and returns what failed. Never traps on a broken answer (a layout that
    /// traps itself, dividing an `Int` by zero say, still stops the process).
    public func run() -> ConformanceReport {
        var run = ConformanceRun(checker: self)
        for count in options.itemCounts {
            for size in options.boundsSizes { run.checkBruteForce(count: Swift.max(0, count), boundsSize: size) }
        }
        if let huge = options.hugeItemCount {
            for size in options.hugeBoundsSizes {
                run.checkHuge(count: Swift.max(0, huge), boundsSize: size)
            }
        }
        if options.checks.contains(.selfSizing) {
            for size in options.selfSizingBoundsSizes { run.checkSelfSizing(count: options.selfSizingItemCount, boundsSize: size) }
        }
        if makeLayout().supportsSectionsOncePrepared(displayScale: options.displayScale) {
            for counts in options.sectionCounts {
                for size in options.sectionBoundsSizes { run.checkSections(counts: counts, boundsSize: size) }
            }
        }
        return ConformanceReport(failures: run.failures, sceneCount: run.sceneCount, checks: options.checks, notes: run.notes)
    }
}

// MARK: - One run

/// The state of one `run()`: the failures so far and the scene being checked.
struct ConformanceRun {
    let checker: LayoutConformanceChecker
    var options: LayoutConformanceChecker.Options { checker.options }
    private(set) var failures: [ConformanceFailure] = []
    private(set) var sceneCount = 0
    /// What was left out, and why (see `ConformanceReport.notes`).
    private(set) var notes: [String] = []
    /// False once a huge scene's visible rect held more than `hugeVisibleItemLimit` items.
    private var asksHugeVisibleQuery = true

    /// The scene failures are filed under.
    var scene = Scene(count: 0, boundsSize: .zero, contentOffset: .zero)
    /// Checks that already failed in this scene: each reports its first problem only.
    private(set) var reported: Set<ConformanceCheck> = []

    init(checker: LayoutConformanceChecker) {
        self.checker = checker
    }

    struct Scene {
        var count: Int
        var boundsSize: Size
        var contentOffset: Point
        var visibleRect: Rect { Rect(origin: contentOffset, size: boundsSize) }
    }

    // MARK: Bookkeeping

    mutating func begin(_ newScene: Scene, counts: Bool = true) {
        scene = newScene
        reported = []
        if counts { sceneCount += 1 }
    }

    /// Whether `check` runs and has not failed in this scene yet.
    func wants(_ check: ConformanceCheck) -> Bool {
        options.checks.contains(check) && !reported.contains(check)
    }

    mutating func fail(_ check: ConformanceCheck, _ message: String) {
        guard wants(check) else { return }
        reported.insert(check)
        failures.append(ConformanceFailure(
            check: check, itemCount: scene.count, boundsSize: scene.boundsSize, contentOffset: scene.contentOffset,
            message: message))
    }

    /// A generator for scene number `number`, so that one scene's inputs do not depend on how many
    /// random numbers the scenes before it drew.
    func random(_ number: Int, _ salt: UInt64 = 0) -> ConformanceRandom {
        ConformanceRandom(seed: checker.seed &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(number) &* 0xD1B5_4A32_D192_ED03 &+ salt)
    }

    private func context(count: Int, boundsSize: Size, offset: Point = .zero) -> LayoutContext {
        LayoutContext(
            boundsSize: boundsSize, contentOffset: offset, itemCount: count, itemLengths: options.itemLengths,
            gestureScale: options.gestureScale, gestureRotation: options.gestureRotation, displayScale: options.displayScale)
    }

    private func indexPath(_ item: Int) -> ConformanceIndexPath { ConformanceIndexPath(item: item) }

    /// A fresh layout prepared at offset 0 for `count` items in `boundsSize`, its context, and the
    /// maximum content offset its checked `contentSize` allows: where both kinds of scene start.
    private mutating func startScrolling(
        count: Int, boundsSize: Size
    ) -> (layout: any CollectionViewLayout, context: LayoutContext, maximum: Point) {
        let start = context(count: count, boundsSize: boundsSize)
        var layout = checker.makeLayout()
        layout.prepare(start)
        begin(Scene(count: count, boundsSize: boundsSize, contentOffset: .zero), counts: false)
        return (layout, start, checkContentSize(layout))
    }

    // MARK: Brute-force scenes

    /// Every check for `count` items in `boundsSize`, at the five offsets, with brute force.
    mutating func checkBruteForce(count: Int, boundsSize: Size) {
        var (layout, prepared, maximum) = startScrolling(count: count, boundsSize: boundsSize)
        for (position, offset) in scrollOffsets(maximum: maximum, boundsSize: boundsSize).enumerated() {
            begin(Scene(count: count, boundsSize: boundsSize, contentOffset: offset))
            let visible = scene.visibleRect
            if position > 0 {
                // Scroll as the host does: prepare again only when the layout asks for it.
                let moved = prepared.with(contentOffset: offset)
                if layout.shouldInvalidate(forBoundsChange: visible) {
                    scroll(&layout, to: moved)
                    prepared = moved
                } else if wants(.invalidation) {
                    var fresh = checker.makeLayout()
                    fresh.prepare(moved)
                    if let difference = firstDifference(layout, fresh, count: count, visibleRect: visible) {
                        fail(
                            .invalidation,
                            "shouldInvalidate was false for the scroll from \(format(prepared.contentOffset)), but "
                                + "preparing at the new offset changes the answers: \(difference) (left as it was vs prepared)")
                    }
                }
            }
            if position > 0 { _ = checkContentSize(layout) }
            var rng = random(sceneCount)
            let all = checkIndexQuery(layout, count: count)
            checkRectQueries(layout, all: all, rects: rects(layout, all: all, &rng))
            let visibleCells = layout.attributes(in: visible).cellsByIndexPath()
            checkThinnedQuery(layout, count: count, rect: visible, known: visibleCells, knownIsWhole: true)
            let proposals = self.proposals(maximum: layout.maximumContentOffset, &rng)
            checkTargets(layout, proposals: proposals)
            if wants(.determinism) {
                var fresh = checker.makeLayout()
                fresh.prepare(prepared)
                fresh.prepare(prepared)
                if let difference = firstDifference(layout, fresh, count: count, visibleRect: visible, proposals: proposals) {
                    fail(
                        .determinism,
                        "a fresh layout prepared twice with the same context answers differently: \(difference) "
                            + "(this layout vs the fresh one)")
                }
            }
        }
        checkUpdates(count: count, boundsSize: boundsSize)
        checkArrowPaging(count: count, boundsSize: boundsSize)
    }

    /// Content offsets to visit: 0, the middle and the end of the scroll range, and past both ends
    /// by half the bounds (at least 50 points); duplicates dropped.
    func scrollOffsets(maximum: Point, boundsSize: Size) -> [Point] {
        let margin = Point(x: Swift.max(50, boundsSize.width / 2), y: Swift.max(50, boundsSize.height / 2))
        let candidates = [Point.zero, maximum * 0.5, maximum, Point.zero - margin, maximum + margin]
        var offsets: [Point] = []
        for offset in candidates where !offsets.contains(offset) { offsets.append(offset) }
        return offsets
    }

    /// Checks `contentSize`; returns the maximum content offset, or zero when it is not usable.
    mutating func checkContentSize(_ layout: any CollectionViewLayout) -> Point {
        let size = layout.contentSize
        guard size.isFinite, size.width >= 0, size.height >= 0 else {
            fail(.finiteValues, "contentSize \(format(size)) is \(size.isFinite ? "negative" : "not finite")")
            return .zero
        }
        return layout.maximumContentOffset
    }

    /// `attributes(at:)` for every index, checked: nil outside `0..<count`, the right index path,
    /// finite values. Returns what it got, in index order (nil where the layout answered nil).
    private mutating func checkIndexQuery(_ layout: any CollectionViewLayout, count: Int) -> [LayoutAttributes?] {
        checkOutOfRange(layout, count: count)
        var all: [LayoutAttributes?] = []
        all.reserveCapacity(count)
        for item in 0..<count {
            let attributes = layout.attributes(at: indexPath(item))
            checkItem(attributes, item: item, what: "attributes(at: \(item))")
            all.append(attributes)
        }
        return all
    }

    private mutating func checkOutOfRange(_ layout: any CollectionViewLayout, count: Int) {
        for item in [-1, count] {
            if let attributes = layout.attributes(at: indexPath(item)) {
                fail(.indexQuery, "attributes(at: \(item)) with \(count) items is not nil: \(describe(attributes))")
            }
        }
    }

    /// One answer of `attributes(at: item)`: present, for `item`, and valid.
    private mutating func checkItem(_ attributes: LayoutAttributes?, item: Int, what: String) {
        guard let attributes else {
            fail(.indexQuery, "\(what) is nil for an index in range")
            return
        }
        if attributes.indexPath != indexPath(item) {
            fail(.indexQuery, "\(what) carries index path \(attributes.indexPath)")
        }
        if let problem = problem(attributes) { fail(.finiteValues, "\(what): \(problem)") }
    }

    /// The rects to query: the visible rect, the content rect, a zero-width rect, a rect touching
    /// an item's transformed frame from the right, and random rects around content and view.
    private func rects(_ layout: any CollectionViewLayout, all: [LayoutAttributes?], _ rng: inout ConformanceRandom) -> [Rect] {
        let visible = scene.visibleRect
        let size = layout.contentSize
        let content = size.isFinite && size.width >= 0 && size.height >= 0 ? Rect(origin: .zero, size: size) : visible
        let area = enclosing(content, visible)
        var rects = [visible, content, Rect(x: area.midX, y: area.minY, width: 0, height: Swift.max(1, area.height))]
        let drawn = all.compactMap { $0 }.filter { !$0.isHidden && $0.transformedFrame.isFinite && $0.transformedFrame.width > 0 }
        if !drawn.isEmpty {
            let frame = drawn[rng.index(below: drawn.count)].transformedFrame
            rects.append(Rect(x: frame.maxX, y: frame.minY, width: Swift.max(1, frame.width), height: frame.height))
        }
        for _ in 0..<Swift.max(0, options.randomRectCount) { rects.append(rng.rect(around: area)) }
        return rects
    }

    /// `attributes(in:)` for each rect against the brute-force filter of `all`.
    private mutating func checkRectQueries(_ layout: any CollectionViewLayout, all: [LayoutAttributes?], rects: [Rect]) {
        for rect in rects {
            guard wants(.rectQuery) || wants(.finiteValues) else { return }
            let answer = layout.attributes(in: rect).cellsByIndexPath()
            let indices = checkAnswerShape(answer, count: all.count, rect: rect)
            for attributes in answer {
                if let problem = problem(attributes) {
                    fail(.finiteValues, "attributes(in: \(format(rect))) item \(attributes.index): \(problem)")
                }
            }
            for attributes in answer where attributes.index >= 0 && attributes.index < all.count {
                guard let single = all[attributes.index] else { continue }
                if let difference = difference(attributes, single) {
                    fail(.rectQuery, "attributes(in: \(format(rect))) item \(attributes.index) differs from attributes(at:): \(difference)")
                    break
                }
            }
            guard wants(.rectQuery), let indices else { continue }
            let required = all.compactMap { $0 }.filter { meets($0, rect) }.map(\.index)
            switch options.rectQuery {
            case .exact:
                if indices != required { fail(.rectQuery, membershipMessage(rect, got: indices, expected: required, exact: true)) }
            case .conservative:
                if !Set(required).isSubset(of: Set(indices)) {
                    fail(.rectQuery, membershipMessage(rect, got: indices, expected: required, exact: false))
                }
            case .offsetCulled:
                break
            }
        }
    }

    /// Uniqueness, range and hidden items of one answer of `attributes(in:)`, its cells sorted by
    /// index path first (any order is allowed). Returns its indices when they are in range and unique.
    private mutating func checkAnswerShape(_ answer: [LayoutAttributes], count: Int, rect: Rect) -> [Int]? {
        // One pass: a million-item answer is checked in O(k) without sets.
        var indices: [Int] = []
        indices.reserveCapacity(answer.count)
        var hidden: Int?
        for attributes in answer {
            let path = attributes.indexPath, index = path.item
            guard path.section == 0, index >= 0, index < count else {
                fail(.rectQuery, "attributes(in: \(format(rect))) returns index path \(path), outside 0..<\(count)")
                return nil
            }
            if let previous = indices.last, index <= previous {
                fail(.rectQuery, "attributes(in: \(format(rect))) returns item \(index) twice")
                return nil
            }
            if hidden == nil, attributes.isHidden { hidden = index }
            indices.append(index)
        }
        if let hidden { fail(.rectQuery, "attributes(in: \(format(rect))) returns hidden item \(hidden)") }
        return indices
    }

    /// Whether the contract requires `attributes` in the answer for `rect`.
    func meets(_ attributes: LayoutAttributes, _ rect: Rect) -> Bool {
        !attributes.isHidden && attributes.transformedFrame.intersects(rect)
    }

    private func membershipMessage(_ rect: Rect, got: [Int], expected: [Int], exact: Bool) -> String {
        let gotSet = Set(got), expectedSet = Set(expected)
        let missing = expected.filter { !gotSet.contains($0) }
        let extra = got.filter { !expectedSet.contains($0) }
        var parts: [String] = []
        if !missing.isEmpty { parts.append("misses \(abbreviate(missing))") }
        if exact, !extra.isEmpty { parts.append("returns \(abbreviate(extra)) that do not meet it") }
        return "attributes(in: \(format(rect))) \(parts.joined(separator: " and ")) "
            + "(got \(abbreviate(got)), brute force over attributes(at:) gives \(abbreviate(expected)))"
    }

    /// Random proposals: offsets at and past both ends, far past them, and inside the range; with
    /// velocities of zero, either sign and up to 5000 points per second.
    private func proposals(maximum: Point, _ rng: inout ConformanceRandom) -> [(proposed: Point, velocity: Point)] {
        let bounds = scene.boundsSize
        func along(_ maximum: Double, _ extent: Double) -> Double {
            let maximum = maximum.isFinite ? maximum : 0
            switch rng.index(below: 8) {
            case 0: return 0
            case 1: return maximum
            case 2: return -rng.unit() * Swift.max(1, extent) - 1
            case 3: return maximum + rng.unit() * Swift.max(1, extent) + 1
            case 4: return rng.chance(0.5) ? -1e9 : maximum + 1e9
            default: return rng.unit() * maximum
            }
        }
        func speed() -> Double {
            switch rng.index(below: 4) {
            case 0: return 0
            case 1: return -rng.unit() * 5_000
            default: return rng.unit() * 5_000
            }
        }
        return (0..<Swift.max(0, options.proposalCount)).map { _ in
            (Point(x: along(maximum.x, bounds.width), y: along(maximum.y, bounds.height)), Point(x: speed(), y: speed()))
        }
    }

    private mutating func checkTargets(_ layout: any CollectionViewLayout, proposals: [(proposed: Point, velocity: Point)]) {
        guard wants(.targetContentOffset) else { return }
        let maximum = layout.maximumContentOffset
        guard maximum.isFinite else { return }  // contentSize already failed
        for (proposed, velocity) in proposals {
            let raw = layout.targetContentOffset(proposed: proposed, velocity: velocity)
            // Along a wrapping axis the host keeps the offset reduced into 0..<period.
            let target = layout.wrappedContentOffset(layout.clampedTargetContentOffset(proposed: proposed, velocity: velocity))
            let what = "targetContentOffset(proposed: \(format(proposed)), velocity: \(format(velocity)))"
            if !raw.isFinite {
                fail(.targetContentOffset, "\(what) is \(format(raw)), not finite")
                return
            }
            if !(target.x >= 0 && target.x <= maximum.x && target.y >= 0 && target.y <= maximum.y) {
                fail(
                    .targetContentOffset,
                    "\(what) is \(format(raw)), clamped \(format(target)), outside 0...\(format(maximum))")
                return
            }
        }
    }

    /// Inserts and deletes at the start, middle and end: the new state prepared, then
    /// `prepare(forUpdates:)`, the appearing or disappearing item's attributes, `finalizeUpdates()`.
    private mutating func checkUpdates(count: Int, boundsSize: Size) {
        guard options.checks.contains(.updates) else { return }
        begin(Scene(count: count, boundsSize: boundsSize, contentOffset: .zero), counts: false)
        var old = checker.makeLayout()
        old.prepare(context(count: count, boundsSize: boundsSize))
        for item in Set([0, count / 2, count]).sorted() {
            var layout = checker.makeLayout()
            layout.prepare(context(count: count + 1, boundsSize: boundsSize))
            let plain = layout.initialAttributes(forAppearingItemAt: indexPath(item))
            layout.prepare(forUpdates: [.insert(indexPath(item))])
            let what = "after inserting item \(item), initialAttributes(forAppearingItemAt: \(item))"
            if let initial = layout.initialAttributes(forAppearingItemAt: indexPath(item)), let problem = problem(initial) {
                fail(.updates, "\(what): \(problem)")
            }
            layout.finalizeUpdates()
            let after = layout.initialAttributes(forAppearingItemAt: indexPath(item))
            if let difference = optionalDifference(after, plain) {
                fail(.updates, "after finalizeUpdates, initialAttributes(forAppearingItemAt: \(item)) still differs from "
                    + "a layout that saw no update: \(difference)")
            }
        }
        guard count > 0 else { return }
        for item in Set([0, count / 2, count - 1]).sorted() {
            guard let shown = old.attributes(at: indexPath(item)), problem(shown) == nil else { continue }
            var layout = checker.makeLayout()
            layout.prepare(context(count: count - 1, boundsSize: boundsSize))
            layout.prepare(forUpdates: [.delete(indexPath(item))])
            let final = layout.finalAttributes(forDisappearingItemAt: indexPath(item), from: shown)
            if let problem = problem(final) {
                fail(.updates, "after deleting item \(item), finalAttributes(forDisappearingItemAt: \(item), from: its attributes): \(problem)")
            }
            layout.finalizeUpdates()
        }
    }

    // MARK: Huge scenes

    /// `count` items (a million) in `boundsSize` at the five offsets, by sampling: out-of-range
    /// indices, `hugeSampleCount` random indices, the visible rect's answer item by item (while
    /// `asksHugeVisibleQuery`), and targets. Determinism and invalidation are left to the
    /// brute-force scenes: each would cost another O(n) `prepare` here.
    mutating func checkHuge(count: Int, boundsSize: Size) {
        var (layout, prepared, maximum) = startScrolling(count: count, boundsSize: boundsSize)
        for (position, offset) in scrollOffsets(maximum: maximum, boundsSize: boundsSize).enumerated() {
            begin(Scene(count: count, boundsSize: boundsSize, contentOffset: offset))
            let visible = scene.visibleRect
            if position > 0 {
                if layout.shouldInvalidate(forBoundsChange: visible) {
                    prepared = prepared.with(contentOffset: offset)
                    layout.prepare(prepared)
                }
                _ = checkContentSize(layout)
            }
            var rng = random(sceneCount, 0x4855_4745)
            checkOutOfRange(layout, count: count)
            let samples = sampleIndices(count: count, &rng)
            var edges: [Int] = []
            var answerIndices: [Int]?
            var answer: [LayoutAttributes] = []
            let askedVisible = asksHugeVisibleQuery
            if askedVisible {
                answer = layout.attributes(in: visible).cellsByIndexPath()
                answerIndices = checkAnswerShape(answer, count: count, rect: visible)
                if let indices = answerIndices, let first = indices.first, let last = indices.last { edges = [first - 1, last + 1] }
                if answer.count > options.hugeVisibleItemLimit {
                    asksHugeVisibleQuery = false
                    notes.append(
                        "with \(count) items in \(format(boundsSize)) bounds, \(answer.count) items meet the visible rect: "
                            + "the visible query of the remaining huge scenes was skipped (each costs O(n))")
                }
            }
            var sampled: [Int: LayoutAttributes] = [:]
            for item in samples + edges where item >= 0 && item < count {
                let attributes = layout.attributes(at: indexPath(item))
                checkItem(attributes, item: item, what: "attributes(at: \(item))")
                sampled[item] = attributes
            }
            for position in evenlySpaced(answer.count, limit: options.hugeVerificationLimit) {
                let attributes = answer[position]
                let what = "attributes(in: \(format(visible))) item \(attributes.index)"
                if let problem = problem(attributes) { fail(.finiteValues, "\(what): \(problem)") }
                if options.rectQuery == .exact, !meets(attributes, visible) {
                    fail(.rectQuery, "\(what) does not meet the rect: transformed frame \(format(attributes.transformedFrame))")
                }
                if attributes.index >= 0, attributes.index < count,
                    let difference = optionalDifference(attributes, layout.attributes(at: indexPath(attributes.index)))
                {
                    fail(.rectQuery, "\(what) differs from attributes(at:): \(difference)")
                }
            }
            // What `attributes(in:)` answers, or the sampled items it must answer when that was skipped.
            let known = askedVisible ? answer
                : options.rectQuery == .exact ? sampled.values.compactMap { $0 }.filter { meets($0, visible) } : []
            checkThinnedQuery(layout, count: count, rect: visible, known: known, knownIsWhole: askedVisible)
            if options.rectQuery != .offsetCulled, let answerIndices {
                let missed = sampled.values.filter { meets($0, visible) && !contains(answerIndices, $0.index) }.map(\.index).sorted()
                if !missed.isEmpty {
                    fail(.rectQuery, "attributes(in: \(format(visible))) misses \(abbreviate(missed)), sampled with attributes(at:)")
                }
            }
            checkTargets(layout, proposals: proposals(maximum: layout.maximumContentOffset, &rng))
        }
    }

    /// `attributes(in:resolution:)` at one point per pixel for `rect`: its answer item by item
    /// (evenly spaced, at most `hugeVerificationLimit`), and each item of `known` (what
    /// `attributes(in:)` answers for `rect`, or a sample of it) that it leaves out against the
    /// later items it returns. An answer equal to the whole of `attributes(in:)` (`knownIsWhole`),
    /// the default, is left to the `attributes(in:)` checks.
    ///
    /// - Complexity: O(k + m) expected for k items returned and m left out of `known` (a left-out
    ///   item is compared with the returned items whose centres share its grid cell or a
    ///   neighbouring one, `CentreGrid`).
    private mutating func checkThinnedQuery(
        _ layout: any CollectionViewLayout, count: Int, rect: Rect, known: [LayoutAttributes], knownIsWhole: Bool
    ) {
        guard wants(.thinnedQuery) else { return }
        let resolution = 1.0
        let what = "attributes(in: \(format(rect)), resolution: 1)"
        let answer = layout.attributes(in: rect, resolution: resolution).cellsByIndexPath()
        if knownIsWhole, answer == known { return }
        var previous = -1
        for attributes in answer {
            guard attributes.index > previous, attributes.index < count, !attributes.isHidden else {
                let problem = attributes.index == previous ? "twice" : attributes.isHidden ? "hidden" : "out of range"
                fail(.thinnedQuery, "\(what) returns item \(attributes.index) \(problem)")
                return
            }
            previous = attributes.index
        }
        for position in evenlySpaced(answer.count, limit: options.hugeVerificationLimit) {
            let attributes = answer[position]
            if let difference = optionalDifference(attributes, layout.attributes(at: indexPath(attributes.index))) {
                fail(.thinnedQuery, "\(what) item \(attributes.index) differs from attributes(at:): \(difference)")
                return
            }
        }
        let returned = answer.map(\.index)
        let nearby = CentreGrid(answer, cellSide: resolution)
        for item in known.sorted(by: { $0.index < $1.index }) where item.isVisible && !contains(returned, item.index) {
            let covers = nearby.candidates(near: item.center).contains { position in
                let later = answer[position]
                return later.index > item.index && (later.center - item.center).length < resolution && later.size == item.size
                    && later.transform == item.transform && later.alpha == item.alpha && later.zIndex == item.zIndex
            }
            if !covers {
                fail(
                    .thinnedQuery,
                    "\(what) leaves out item \(item.index) (\(describe(item))) with no later item returned within \(format(resolution)) point "
                        + "that has its size, transform, alpha and zIndex")
                return
            }
        }
    }

    /// Whether increasing `indices` hold `index`, by binary search.
    private func contains(_ indices: [Int], _ index: Int) -> Bool {
        let low = partitionPoint(in: 0..<indices.count) { indices[$0] < index }
        return low < indices.count && indices[low] == index
    }

    /// 0, 1, the middle, the last two, and `hugeSampleCount` random indices below `count`.
    private func sampleIndices(count: Int, _ rng: inout ConformanceRandom) -> [Int] {
        guard count > 0 else { return [] }
        let fixed = [0, 1, count / 2, count - 2, count - 1].filter { $0 >= 0 && $0 < count }
        return fixed + (0..<Swift.max(0, options.hugeSampleCount)).map { _ in rng.index(below: count) }
    }

    /// At most `limit` positions in `0..<count`, evenly spaced, first and last included.
    private func evenlySpaced(_ count: Int, limit: Int) -> [Int] {
        guard count > limit, limit > 1 else { return Array(0..<count) }
        return (0..<limit).map { $0 * (count - 1) / (limit - 1) }
    }

    // MARK: Comparing two layouts

    /// The first way `layout` and `other` answer differently for `count` items: content size, each
    /// `attributes(at:)`, the answer for `visibleRect` and the target for each proposal.
    private func firstDifference(
        _ layout: any CollectionViewLayout, _ other: any CollectionViewLayout, count: Int, visibleRect: Rect,
        proposals: [(proposed: Point, velocity: Point)] = []
    ) -> String? {
        firstDifference(layout, other, indices: Array(0..<count), visibleRect: visibleRect, proposals: proposals)
    }

    private func firstDifference(
        _ layout: any CollectionViewLayout, _ other: any CollectionViewLayout, indices: [Int], visibleRect: Rect,
        proposals: [(proposed: Point, velocity: Point)]
    ) -> String? {
        if !isClose(layout.contentSize, other.contentSize) {
            return "contentSize \(format(layout.contentSize)) vs \(format(other.contentSize))"
        }
        for item in indices {
            if let difference = optionalDifference(layout.attributes(at: indexPath(item)), other.attributes(at: indexPath(item))) {
                return "attributes(at: \(item)): \(difference)"
            }
        }
        let mine = layout.attributes(in: visibleRect).cellsByIndexPath()
        let theirs = other.attributes(in: visibleRect).cellsByIndexPath()
        if mine.map(\.index) != theirs.map(\.index) {
            return "attributes(in: \(format(visibleRect))) items \(abbreviate(mine.map(\.index))) vs \(abbreviate(theirs.map(\.index)))"
        }
        for (a, b) in zip(mine, theirs) {
            if let difference = difference(a, b) { return "attributes(in: \(format(visibleRect))) item \(a.index): \(difference)" }
        }
        for (proposed, velocity) in proposals {
            let a = layout.targetContentOffset(proposed: proposed, velocity: velocity)
            let b = other.targetContentOffset(proposed: proposed, velocity: velocity)
            if !isClose(a, b) {
                return "targetContentOffset(proposed: \(format(proposed)), velocity: \(format(velocity))) \(format(a)) vs \(format(b))"
            }
        }
        return nil
    }

    func optionalDifference(_ a: LayoutAttributes?, _ b: LayoutAttributes?) -> String? {
        switch (a, b) {
        case (nil, nil): nil
        case (let a?, let b?): difference(a, b)
        case (let a?, nil): "\(describe(a)) vs nil"
        case (nil, let b?): "nil vs \(describe(b))"
        }
    }

    /// The first field in which `a` and `b` differ beyond the tolerance, both values named.
    func difference(_ a: LayoutAttributes, _ b: LayoutAttributes) -> String? {
        if a.indexPath != b.indexPath { return "indexPath \(a.indexPath) vs \(b.indexPath)" }
        if !isClose(a.center, b.center) { return "center \(format(a.center)) vs \(format(b.center))" }
        if !isClose(a.size.width, b.size.width) || !isClose(a.size.height, b.size.height) {
            return "size \(format(a.size)) vs \(format(b.size))"
        }
        if !zip(a.transform.components, b.transform.components).allSatisfy({ isClose($0, $1) }) {
            return "transform \(a.transform.components) vs \(b.transform.components)"
        }
        if !isClose(a.anchorPoint, b.anchorPoint) { return "anchorPoint \(format(a.anchorPoint)) vs \(format(b.anchorPoint))" }
        if !isClose(a.alpha, b.alpha) { return "alpha \(a.alpha) vs \(b.alpha)" }
        if a.zIndex != b.zIndex { return "zIndex \(a.zIndex) vs \(b.zIndex)" }
        if a.isHidden != b.isHidden { return "isHidden \(a.isHidden) vs \(b.isHidden)" }
        return nil
    }

    /// Equal within the relative tolerance; two NaNs count as equal (the finite check reports them).
    private func isClose(_ a: Double, _ b: Double) -> Bool {
        if a == b || (a.isNaN && b.isNaN) { return true }
        guard a.isFinite, b.isFinite else { return false }
        return Swift.abs(a - b) <= options.tolerance * Swift.max(1, Swift.abs(a), Swift.abs(b))
    }

    private func isClose(_ a: Point, _ b: Point) -> Bool { isClose(a.x, b.x) && isClose(a.y, b.y) }

    private func isClose(_ a: Size, _ b: Size) -> Bool { isClose(a.width, b.width) && isClose(a.height, b.height) }
}

// MARK: - Validity

/// What is wrong with `attributes` as a value, or nil: non-finite numbers, a negative size, an
/// alpha outside 0…1.
func problem(_ attributes: LayoutAttributes) -> String? {
    if !attributes.center.isFinite { return "center \(format(attributes.center)) is not finite" }
    let size = attributes.size
    if !size.isFinite { return "size \(format(size)) is not finite" }
    if size.width < 0 || size.height < 0 { return "size \(format(size)) is negative" }
    if !attributes.transform.isFinite { return "transform \(attributes.transform.components) is not finite" }
    if !attributes.anchorPoint.isFinite { return "anchorPoint \(format(attributes.anchorPoint)) is not finite" }
    if !(attributes.alpha >= 0 && attributes.alpha <= 1) { return "alpha \(attributes.alpha) is not in 0...1" }
    return nil
}

/// The attributes on one line.
func describe(_ attributes: LayoutAttributes) -> String {
    "item \(attributes.index) center \(format(attributes.center)) size \(format(attributes.size)) alpha \(attributes.alpha)"
        + (attributes.isHidden ? " hidden" : "")
}

/// Up to eight indices, then how many more.
func abbreviate(_ indices: [Int]) -> String {
    guard indices.count > 8 else { return "\(indices)" }
    return "[" + indices.prefix(8).map(String.init).joined(separator: ", ") + ", ... \(indices.count - 8) more]"
}

/// The smallest rect containing both.
func enclosing(_ a: Rect, _ b: Rect) -> Rect {
    let minX = Swift.min(a.minX, b.minX), minY = Swift.min(a.minY, b.minY)
    return Rect(x: minX, y: minY, width: Swift.max(a.maxX, b.maxX) - minX, height: Swift.max(a.maxY, b.maxY) - minY)
}
