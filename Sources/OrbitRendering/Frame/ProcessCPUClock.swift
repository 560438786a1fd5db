import Glibc

/// The CPU time this process has used, all its threads together (Mesa's llvmpipe rasterizes on
/// threads of its own): what a frame's drawing cost, apart from the time other processes had the
/// cores (`FillCostModel`).
package enum ProcessCPUClock {
    /// Milliseconds of CPU time since the process started; nil where the clock is missing.
    ///
    /// - Complexity: O(1), one `clock_gettime` (a vDSO call, well under a microsecond).
    package static func milliseconds() -> Double? {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return nil }
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }
}
