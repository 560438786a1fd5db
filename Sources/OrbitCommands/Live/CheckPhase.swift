import CollectionLayout
import Foundation
import LiveLayouts

#if canImport(Glibc)
import Glibc
#endif

/// What `orbit check-layout --in-process` is doing right now, kept where a signal handler can read
/// it: when the layout traps, crashes, loops forever or ends the process, the child's last words
/// name the call.
///
/// The child writes its last words, with plain `write(2)` (async-signal-safe, unbuffered), to its
/// report channel (`LayoutChildCheck.reportDescriptor`, named in the environment; standard output
/// when run by hand), which the layout's code does not know of:
/// - on a crash signal (SIGILL and SIGTRAP for a Swift trap, SIGSEGV, SIGBUS, SIGFPE, SIGABRT):
///   `orbit-check-phase: PHASE`, then the signal goes on to the handler installed before (the
///   runtime's backtracer, which writes the frames to standard error) or kills the process;
/// - when its own time limit passes (SIGALRM): `orbit-check-hang: PHASE`, then it exits with
///   status 3;
/// - when something calls `exit` before the check has finished: `orbit-check-exit: PHASE`.
enum CheckPhase {
    /// The call in progress, as a person names it (`prepare`, `attributes(in:)`, …).
    nonisolated(unsafe) static var current: StaticString = "make"
    /// The report channel's descriptor.
    nonisolated(unsafe) static var report: Int32 = 1
    /// Set when the check has written its result: an `exit` after that is the check's own.
    nonisolated(unsafe) static var finished = false

    static let phaseMarker = "orbit-check-phase: "
    static let hangMarker = "orbit-check-hang: "
    /// The exit status of a child stopped by its own time limit.
    static let hangStatus: Int32 = 3
    static let crashSignals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// The handlers that were installed before ours, by signal number (read by the crash handler).
    nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    /// Takes the report channel from the environment (and removes its number from there, so that
    /// the layout's code does not find it), installs the crash, exit and alarm handlers, and arms
    /// the alarm `seconds` from now.
    static func install(timeLimit seconds: Double) {
        _ = current  // initialised before any handler reads it
        if let text = getenv(LayoutChildCheck.reportEnvironmentKey).map({ String(cString: $0) }), let descriptor = Int32(text),
            fcntl(descriptor, F_GETFD) != -1
        {
            report = descriptor
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            unsetenv(LayoutChildCheck.reportEnvironmentKey)
        }
        ensureAlternateStack()
        for signal in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = crashHandler
            action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER
            sigemptyset(&action.sa_mask)
            _ = sigaction(signal, &action, previous + Int(signal))
        }
        _ = Glibc.signal(SIGALRM, alarmHandler)
        _ = atexit(exitHandler)
        let whole = Int(seconds.rounded(.down))
        let micro = Int(((seconds - Double(whole)) * 1e6).rounded())
        var timer = itimerval(
            it_interval: timeval(tv_sec: 0, tv_usec: 0), it_value: timeval(tv_sec: whole, tv_usec: max(micro, whole == 0 ? 1 : 0)))
        _ = setitimer(__itimer_which_t(ITIMER_REAL.rawValue), &timer, nil)
    }

    /// Caps the memory the child may map for data (`RLIMIT_DATA`: heap and private mappings, which
    /// is what an allocating layout grows), `bytes`. Past it, an allocation fails and the Swift
    /// runtime stops with `failed to allocate`, which the parent reads as the memory cap.
    static func limitMemory(bytes: Int) {
        var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
        var current = rlimit()
        if getrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &current) == 0, current.rlim_max < limit.rlim_max {
            limit = current
        }
        _ = setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit)
    }

    /// A stack for the signal handlers when the thread has none: a stack overflow leaves no room on
    /// the thread's own.
    private static func ensureAlternateStack() {
        var existing = stack_t()
        guard sigaltstack(nil, &existing) == 0, existing.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        let size = 1 << 16
        var stack = stack_t(ss_sp: UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16), ss_flags: 0, ss_size: size)
        _ = sigaltstack(&stack, nil)
    }
}

/// Writes a static string to `descriptor` (async-signal-safe).
private func writeStatic(_ descriptor: Int32, _ text: StaticString) {
    _ = write(descriptor, text.utf8Start, text.utf8CodeUnitCount)
}

private let crashHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
    signal, info, _ in
    writeStatic(CheckPhase.report, "\norbit-check-phase: ")
    writeStatic(CheckPhase.report, CheckPhase.current)
    writeStatic(CheckPhase.report, "\n")
    // The handler from before (the runtime's backtracer, or the default) takes over: a fault
    // happens again when this returns, at the same instruction; a sent signal is sent again.
    _ = sigaction(signal, CheckPhase.previous + Int(signal), nil)
    let sent = (info?.pointee.si_code ?? 0) <= 0
    if sent || signal == SIGABRT || signal == SIGTRAP { _ = raise(signal) }
}

private let alarmHandler: @convention(c) (Int32) -> Void = { _ in
    writeStatic(CheckPhase.report, "\norbit-check-hang: ")
    writeStatic(CheckPhase.report, CheckPhase.current)
    writeStatic(CheckPhase.report, "\n")
    _exit(CheckPhase.hangStatus)
}

private let exitHandler: @convention(c) () -> Void = {
    guard !CheckPhase.finished else { return }
    writeStatic(CheckPhase.report, "\norbit-check-exit: ")
    writeStatic(CheckPhase.report, CheckPhase.current)
    writeStatic(CheckPhase.report, "\n")
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
