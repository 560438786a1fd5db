import Glibc

/// Seconds on a clock that only moves forward (CLOCK_MONOTONIC), for durations. The types of this
/// module take a clock as a closure so that tests can inject one.
public enum MonotonicClock {
    /// Seconds since an arbitrary start (boot); only differences mean anything. Calls only
    /// `clock_gettime`, so signal handlers may use it (`CheckPhase`'s watchdog does).
    @Sendable public static func seconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
