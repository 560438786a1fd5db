import CollectionLayoutCore

/// One family of checks `LayoutConformanceChecker` runs. Each failure names the family it belongs
/// to, so a user can tell at a glance which part of the `CollectionViewLayout` contract broke.
public enum ConformanceCheck: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// No NaN or infinite number anywhere: `contentSize` finite and non-negative; every attribute's
    /// centre, size, transform, anchor point and alpha finite, sizes non-negative, alpha in 0…1.
    /// A failure here means items vanish, jump to the origin or poison the renderer's maths.
    case finiteValues = "finite values"
    /// `attributes(in:)` answers what `attributes(at:)` implies: exactly the items that are not
    /// hidden and whose transformed frame meets the rect with positive area, each once (in any
    /// order: UIKit has no order rule, so the kit sorts the answer first), each
    /// one equal to `attributes(at:)` of its index. A failure means items pop in late, stay drawn
    /// after leaving, draw twice or draw differently when scrolled to than when asked for.
    case rectQuery = "attributes(in:)"
    /// `attributes(in:resolution:)`, what a drawing host asks every frame, returns only items of
    /// `attributes(in:)`, each once and in any order, each equal to `attributes(at:)`, and every visible item it
    /// leaves out has a later item it returns, less than `resolution` points away, with the same
    /// size, transform, alpha and zIndex (which covers it on screen). Checked at one point per
    /// pixel. A failure means the playground draws holes or items that are not there.
    case thinnedQuery = "attributes(in:resolution:)"
    /// `attributes(at:)` is nil for -1 and n, non-nil for every index in range, and the attributes
    /// carry the index path they were asked for. A failure means the host draws the wrong cell.
    case indexQuery = "attributes(at:)"
    /// `targetContentOffset(proposed:velocity:)` is finite for finite input and, after the host's
    /// clamp (`clampedTargetContentOffset`), lies in `0...maximumContentOffset` (along a wrapping axis, once reduced into `0..<period`). A failure means a
    /// fling ends at NaN: the view goes blank or the scroll never settles.
    case targetContentOffset = "targetContentOffset"
    /// `initialAttributes(forAppearingItemAt:)` and `finalAttributes(forDisappearingItemAt:from:)`
    /// give valid, finite attributes after `prepare(forUpdates:)` for an insert or a delete at the
    /// start, the middle and the end. A failure means inserts and deletes animate through NaN.
    case updates = "updates"
    /// Preparing again with the same context gives the same answers, whatever was prepared before.
    /// A failure means the layout keeps state between prepares or depends on something outside
    /// its context (a clock, an unseeded random number): the picture changes with nothing changed.
    case determinism = "determinism"
    /// When `shouldInvalidate(forBoundsChange:)` answers false for a scroll, the answers of the
    /// layout left as it was equal those of a layout prepared at the new offset. A failure means
    /// the layout reads the content offset but does not ask to be prepared again when it changes.
    case invalidation = "shouldInvalidate(forBoundsChange:)"
    /// The arrow keys, as the host pages (`CollectionView.page(by:at:)`), from resting offsets
    /// (`targetContentOffset` of random proposals): for a layout that pages by item, each press
    /// focuses the next or previous item (`CollectionView.focusedIndex`), never the same one
    /// unless the view is at that end of its range, and never one further; for a layout that pages
    /// by line, each press moves the view unless it is at that end. A failure means the arrows
    /// stick or skip items, usually because the layout's `contentOffset(focusingItemAt:)` and
    /// `focusedItemPosition(at:)` disagree.
    case arrowPaging = "arrow keys"
    /// With several sections (`supportsSections`), `attributes(at:)` answers every item of every
    /// section with the index path it was asked for and category `.cell`, and nil past a section's
    /// end, for a negative section and for section `numberOfSections`. A failure means the host
    /// draws one section's items in another's place.
    case sections = "sections"
    /// Supplementary views and decorations: each declared kind's query carries its category, kind
    /// and index path with finite values; `attributes(in:)` returns exactly the elements of every
    /// category that are not hidden and meet the rect, each once and equal to its own query. After
    /// a section insert or delete, the appearing and disappearing attributes of its elements are
    /// finite and name the element. A failure means headers pop, vanish or draw twice.
    case elements = "supplementary and decoration elements"
    /// An element that moves with the content offset (a pinned header: its attributes differ from
    /// the ones it has at offset 0) stays in the visible rect. A failure means a pinned header is
    /// parked off screen, or pins to the wrong edge.
    case pinnedElements = "pinned elements"
    /// Self-sizing, for a layout that asks for preferred sizes (`preferredSizeFitting`): random
    /// preferred sizes arrive for random visible items, in random order, while the host scrolls
    /// down, up and jumps; no visible item that kept its size moves on screen unless it lies beyond
    /// a resized item in the direction of the scroll (at or below its leading edge scrolling
    /// down, at or above its trailing edge scrolling up), beside it along the scroll axis (in the
    /// line it lengthened) or after it in index order (the layout may reflow what follows). A failure means content jumps under the user's finger when estimates
    /// are replaced, UIKit's best-known self-sizing bug.
    case selfSizing = "self-sizing"

    public var description: String { rawValue }
}

/// One broken promise: which check, in which scene, and what was wrong.
public struct ConformanceFailure: Hashable, Sendable, CustomStringConvertible {
    public let check: ConformanceCheck
    /// Items in the scene.
    public let itemCount: Int
    /// Bounds of the scene, points.
    public let boundsSize: Size
    /// Content offset of the scene (the top-left of the visible rect), points.
    public let contentOffset: Point
    /// One line naming what failed and the values involved.
    public let message: String

    public init(check: ConformanceCheck, itemCount: Int, boundsSize: Size, contentOffset: Point, message: String) {
        self.check = check
        self.itemCount = itemCount
        self.boundsSize = boundsSize
        self.contentOffset = contentOffset
        self.message = message
    }

    /// `[check] n N, bounds WxH, offset (x, y): message`, on one line.
    public var description: String {
        "[\(check)] n \(itemCount), bounds \(format(boundsSize)), offset \(format(contentOffset)): \(message)"
    }
}

/// What `LayoutConformanceChecker.run()` found.
public struct ConformanceReport: Sendable, CustomStringConvertible {
    /// Every failure, in the order found: scenes by item count, then bounds, then offset. Within a
    /// scene a check reports its first problem only, so one bug does not bury the others.
    public let failures: [ConformanceFailure]
    /// Scenes (item count, bounds, offset) the layout was checked in.
    public let sceneCount: Int
    /// The checks that ran.
    public let checks: Set<ConformanceCheck>
    /// Parts of the run that were cut short to keep it fast, and why; not failures.
    public let notes: [String]

    public init(failures: [ConformanceFailure], sceneCount: Int, checks: Set<ConformanceCheck>, notes: [String] = []) {
        self.failures = failures
        self.sceneCount = sceneCount
        self.checks = checks
        self.notes = notes
    }

    /// True when nothing failed.
    public var passed: Bool { failures.isEmpty }

    /// The failures of one check.
    public func failures(of check: ConformanceCheck) -> [ConformanceFailure] {
        failures.filter { $0.check == check }
    }

    /// The checks that failed at least once, in `ConformanceCheck.allCases` order.
    public var failedChecks: [ConformanceCheck] {
        ConformanceCheck.allCases.filter { check in failures.contains { $0.check == check } }
    }

    /// The report as lines for a test log: the first `maximum` failures, then one line counting the
    /// rest by check. Empty when the layout passed.
    public func messages(maximum: Int = 20) -> [String] {
        let shown = failures.prefix(Swift.max(0, maximum)).map(\.description)
        let rest = failures.dropFirst(Swift.max(0, maximum))
        guard !rest.isEmpty else { return shown }
        let counts = ConformanceCheck.allCases.compactMap { check -> String? in
            let count = rest.count { $0.check == check }
            return count > 0 ? "\(count) \(check)" : nil
        }
        return shown + ["... and \(rest.count) more failures (\(counts.joined(separator: ", ")))"]
    }

    public var description: String {
        let head = "layout conformance: \(sceneCount) scenes, \(failures.count) failures"
        return ([head] + messages() + notes.map { "note: \($0)" }).joined(separator: "\n")
    }
}

// MARK: - Formatting

/// A number as short as it reads exactly: `800` rather than `800.0`.
func format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int(value)) }
    return String(describing: value)
}

func format(_ point: Point) -> String { "(\(format(point.x)), \(format(point.y)))" }

func format(_ size: Size) -> String { "\(format(size.width))x\(format(size.height))" }

func format(_ rect: Rect) -> String {
    "(x \(format(rect.minX)), y \(format(rect.minY)), w \(format(rect.width)), h \(format(rect.height)))"
}
