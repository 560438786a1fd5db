import CollectionLayout
import Foundation

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
/// - when one layout call has run for `callLimit` seconds: `orbit-check-hang: PHASE`, then it
///   exits with status 3;
/// - when the whole check has run for `totalLimit` seconds: `orbit-check-overrun: in PHASE` (a
///   call was running) or `orbit-check-overrun: after PHASE` (the checker's own work was, after
///   that call), then it exits with status 3;
/// - when something calls `exit` before the check has finished: `orbit-check-exit: PHASE`.
///
/// A watchdog (SIGALRM every `tick` seconds) sees a call as hung when the same call (`calls`
/// unchanged, `inCall` set) is still running `callLimit` seconds after it first saw it: a
/// check of a million items makes thousands of calls that each finish, and only one that does not
/// is a hang.
///
/// The state is read by signal handlers that may interrupt a write to it, so it is exempt from
/// Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`), which would otherwise abort the
/// child mid-check ("Simultaneous accesses"). Every field but `current` is one machine word; a
/// handler that reads `current` half written passes `write(2)` a wrong span of static text,
/// which the kernel refuses or prints, and never faults.
package enum CheckPhase {
    /// The call in progress (or the last one), as a person names it (`prepare`, `attributes(in:)`, …).
    @exclusivity(unchecked) package nonisolated(unsafe) static var current: StaticString = "make"
    /// The report channel's descriptor.
    @exclusivity(unchecked) package nonisolated(unsafe) static var report: Int32 = 1
    /// Set when the check has written its result: an `exit` after that is the check's own.
    @exclusivity(unchecked) package nonisolated(unsafe) static var finished = false
    /// Layout calls begun so far.
    @exclusivity(unchecked) package nonisolated(unsafe) static var calls = 0
    /// Whether a layout call is running (false while the checker works between calls).
    @exclusivity(unchecked) package nonisolated(unsafe) static var inCall = false
    /// Seconds one call may run.
    @exclusivity(unchecked) package nonisolated(unsafe) static var callLimit = 10.0
    /// Monotonic seconds at which the whole check has run out.
    @exclusivity(unchecked) package nonisolated(unsafe) static var deadline = Double.infinity
    /// Seconds the whole check may run, from `install` or the last `restartDeadline`.
    package nonisolated(unsafe) static var totalLimit = Double.infinity
    @exclusivity(unchecked) package nonisolated(unsafe) static var seenCalls = -1
    @exclusivity(unchecked) package nonisolated(unsafe) static var seenAt = 0.0

    package static let phaseMarker = "orbit-check-phase: "
    package static let hangMarker = "orbit-check-hang: "
    package static let overrunMarker = "orbit-check-overrun: "
    /// The exit status of a child stopped by its own time limit.
    package static let hangStatus: Int32 = 3
    /// The status of a child whose report channel was closed or replaced under it (by the code it
    /// ran) when it came to write its result: it cannot say so there, so its status does.
    package static let reportLostStatus: Int32 = 124
    /// The lowest number the report channel is moved to.
    package static let reportFloor: Int32 = 512
    /// The report channel's file (device, inode), once taken from the environment.
    package nonisolated(unsafe) static var reportIdentity: (device: UInt64, inode: UInt64)?

    /// Whether `report` is still the channel the parent opened (pure but for `fstat`).
    package static func reportIsIntact() -> Bool {
        guard let reportIdentity else { return true }
        var status = stat()
        return fstat(report, &status) == 0 && UInt64(status.st_dev) == reportIdentity.device && UInt64(status.st_ino) == reportIdentity.inode
    }
    package static let crashSignals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// The handlers that were installed before ours, by signal number (read by the crash handler).
    package nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    /// A layout call starts: `phase` names it.
    @inline(__always) package static func enter(_ phase: StaticString) {
        current = phase
        calls &+= 1
        inCall = true
    }

    /// The call returned.
    @inline(__always) package static func leave() { inCall = false }

    /// The watchdog's period for `callLimit`: a quarter of it, at most a second, so that a hang is
    /// reported within `callLimit` plus a quarter (pure).
    package static func tick(callLimit: Double) -> Double { min(callLimit / 4, 1) }

    /// Takes the report channel from the environment (and removes its number from there, so that
    /// the layout's code does not find it), installs the crash, exit and watchdog handlers: one call
    /// may take `callLimit` seconds, the whole check `totalLimit`.
    package static func install(callLimit: Double, totalLimit: Double) {
        _ = current  // initialised before any handler reads it
        self.callLimit = callLimit
        self.totalLimit = totalLimit
        restartDeadline()
        if let text = getenv(LayoutChildCheck.reportEnvironmentKey).map({ String(cString: $0) }), let descriptor = Int32(text),
            fcntl(descriptor, F_GETFD) != -1
        {
            // Moved up out of the low numbers a layout might close or reuse (one that closes
            // descriptors 3-63 must not silence the report), and remembered by its file, so that a
            // descriptor replaced by the layout's own file is not written to (`say`).
            let high = fcntl(descriptor, F_DUPFD_CLOEXEC, reportFloor)
            if high != -1 {
                _ = close(descriptor)
                report = high
            } else {
                report = descriptor
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            }
            var status = stat()
            if fstat(report, &status) == 0 { reportIdentity = (UInt64(status.st_dev), UInt64(status.st_ino)) }
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
        // No limit at all (`replay` and `bench` of a layout file): no watchdog, whose signal would
        // interrupt ffmpeg's pipe and the encoder's polls for nothing.
        guard callLimit.isFinite || totalLimit.isFinite else { return }
        let period = tick(callLimit: callLimit)
        let whole = Int(period.rounded(.down))
        let micro = max(Int(((period - Double(whole)) * 1e6).rounded()), whole == 0 ? 1 : 0)
        let interval = timeval(tv_sec: whole, tv_usec: micro)
        var timer = itimerval(it_interval: interval, it_value: interval)
        _ = setitimer(__itimer_which_t(ITIMER_REAL.rawValue), &timer, nil)
    }

    /// The whole check's `totalLimit` counts from now: the work before (compiling the layout
    /// files, which a loaded machine makes slow) is not the layout's.
    package static func restartDeadline() {
        deadline = MonotonicClock.seconds() + totalLimit
    }

    /// Caps the memory the child may map for data (`RLIMIT_DATA`: heap and private mappings, which
    /// is what an allocating layout grows), `bytes`. Past it, an allocation fails and the Swift
    /// runtime stops with `failed to allocate`, which the parent reads as the memory cap.
    package static func limitMemory(bytes: Int) {
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
    // clock_gettime only: async-signal-safe.
    let now = MonotonicClock.seconds()
    if now >= CheckPhase.deadline {
        writeStatic(CheckPhase.report, CheckPhase.inCall ? "\norbit-check-overrun: in " : "\norbit-check-overrun: after ")
        writeStatic(CheckPhase.report, CheckPhase.current)
        writeStatic(CheckPhase.report, "\n")
        _exit(CheckPhase.hangStatus)
    }
    guard CheckPhase.inCall else {
        CheckPhase.seenCalls = -1
        return
    }
    if CheckPhase.calls != CheckPhase.seenCalls {
        CheckPhase.seenCalls = CheckPhase.calls
        CheckPhase.seenAt = now
    } else if now - CheckPhase.seenAt >= CheckPhase.callLimit {
        writeStatic(CheckPhase.report, "\norbit-check-hang: ")
        writeStatic(CheckPhase.report, CheckPhase.current)
        writeStatic(CheckPhase.report, "\n")
        _exit(CheckPhase.hangStatus)
    }
}

private let exitHandler: @convention(c) () -> Void = {
    guard !CheckPhase.finished else { return }
    writeStatic(CheckPhase.report, "\norbit-check-exit: ")
    writeStatic(CheckPhase.report, CheckPhase.current)
    writeStatic(CheckPhase.report, "\n")
}
