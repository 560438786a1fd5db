import CollectionLayout
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What `orbit check-layout --in-process` is doing right now, kept where a signal handler can read
/// it: when the layout traps, crashes or loops forever, the child's last words name the call.
///
/// The child writes, with plain `write(2)` (async-signal-safe, unbuffered):
/// - on a crash signal (SIGILL and SIGTRAP for a Swift trap, SIGSEGV, SIGBUS, SIGFPE, SIGABRT):
///   `orbit-check-phase: PHASE` on standard error, then dies of the signal;
/// - when its own time limit passes (SIGALRM): `orbit-check-hang: PHASE` on standard error, then
///   exits with status 3.
enum CheckPhase {
    /// The call in progress, as a person names it (`prepare`, `attributes(in:)`, …).
    nonisolated(unsafe) static var current: StaticString = "make"

    static let phaseMarker = "orbit-check-phase: "
    static let hangMarker = "orbit-check-hang: "
    /// The exit status of a child stopped by its own time limit.
    static let hangStatus: Int32 = 3

    /// Installs the crash handlers and arms the alarm `seconds` from now.
    static func install(timeLimit seconds: Double) {
        _ = current  // initialised before any handler reads it
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
            _ = Glibc.signal(signal, crashHandler)
        }
        _ = Glibc.signal(SIGALRM, alarmHandler)
        let whole = Int(seconds.rounded(.down))
        let micro = Int(((seconds - Double(whole)) * 1e6).rounded())
        var timer = itimerval(
            it_interval: timeval(tv_sec: 0, tv_usec: 0), it_value: timeval(tv_sec: whole, tv_usec: max(micro, whole == 0 ? 1 : 0)))
        _ = setitimer(__itimer_which_t(ITIMER_REAL.rawValue), &timer, nil)
    }
}

/// Writes a static string to `descriptor` (async-signal-safe).
private func writeStatic(_ descriptor: Int32, _ text: StaticString) {
    _ = write(descriptor, text.utf8Start, text.utf8CodeUnitCount)
}

private let crashHandler: @convention(c) (Int32) -> Void = { signal in
    writeStatic(2, "\norbit-check-phase: ")
    writeStatic(2, CheckPhase.current)
    writeStatic(2, "\n")
    _ = Glibc.signal(signal, SIG_DFL)
    _ = raise(signal)
}

private let alarmHandler: @convention(c) (Int32) -> Void = { _ in
    writeStatic(2, "\norbit-check-hang: ")
    writeStatic(2, CheckPhase.current)
    writeStatic(2, "\n")
    _exit(CheckPhase.hangStatus)
}

/// A layout that records each call in `CheckPhase.current` before passing it on: every requirement
/// of `CollectionViewLayout` is forwarded, defaults included, so the layout answers as itself.
struct TracedLayout: CollectionViewLayout {
    var base: any CollectionViewLayout

    var context: LayoutContext {
        CheckPhase.current = "context"
        return base.context
    }

    mutating func prepare(_ context: LayoutContext) {
        CheckPhase.current = "prepare"
        base.prepare(context)
    }

    var contentSize: Size {
        CheckPhase.current = "contentSize"
        return base.contentSize
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        CheckPhase.current = "attributes(in:)"
        return base.attributes(in: rect)
    }

    func attributes(in rect: Rect, resolution: Double) -> [LayoutAttributes] {
        CheckPhase.current = "attributes(in:resolution:)"
        return base.attributes(in: rect, resolution: resolution)
    }

    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        CheckPhase.current = "attributes(at:)"
        return base.attributes(at: indexPath)
    }

    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        CheckPhase.current = "shouldInvalidate(forBoundsChange:)"
        return base.shouldInvalidate(forBoundsChange: newBounds)
    }

    func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        CheckPhase.current = "targetContentOffset(proposed:velocity:)"
        return base.targetContentOffset(proposed: proposed, velocity: velocity)
    }

    mutating func prepare(forUpdates updates: [UpdateItem]) {
        CheckPhase.current = "prepare(forUpdates:)"
        base.prepare(forUpdates: updates)
    }

    func initialAttributes(forAppearingItemAt indexPath: ItemIndexPath) -> LayoutAttributes? {
        CheckPhase.current = "initialAttributes(forAppearingItemAt:)"
        return base.initialAttributes(forAppearingItemAt: indexPath)
    }

    func finalAttributes(forDisappearingItemAt indexPath: ItemIndexPath, from old: LayoutAttributes) -> LayoutAttributes {
        CheckPhase.current = "finalAttributes(forDisappearingItemAt:from:)"
        return base.finalAttributes(forDisappearingItemAt: indexPath, from: old)
    }

    mutating func finalizeUpdates() {
        CheckPhase.current = "finalizeUpdates"
        base.finalizeUpdates()
    }

    var paging: PagingStyle {
        CheckPhase.current = "paging"
        return base.paging
    }

    var dragPaging: DragPaging? {
        CheckPhase.current = "dragPaging"
        return base.dragPaging
    }

    var wrapping: Wrapping? {
        CheckPhase.current = "wrapping"
        return base.wrapping
    }

    func contentOffset(focusingItemAt index: Int) -> Point? {
        CheckPhase.current = "contentOffset(focusingItemAt:)"
        return base.contentOffset(focusingItemAt: index)
    }

    func focusedItemPosition(at offset: Point) -> Double? {
        CheckPhase.current = "focusedItemPosition(at:)"
        return base.focusedItemPosition(at: offset)
    }

    var gestures: GestureResponse {
        CheckPhase.current = "gestures"
        return base.gestures
    }

    var flippableDirection: Axis? {
        CheckPhase.current = "flippableDirection"
        return base.flippableDirection
    }
}

extension LayoutDescriptor {
    /// The same layout (default settings) made as a `TracedLayout`, with the same name and summary.
    /// `--set` keys are not carried over: the check runs the defaults.
    var traced: LayoutDescriptor {
        let original = self
        return LayoutDescriptor(
            name: name, summary: summary, origin: origin,
            make: {
                CheckPhase.current = "make"
                // `original` made these defaults once already when it was registered.
                return (try? original.makeLayout()).map { TracedLayout(base: $0) } ?? .empty
            })
    }
}
