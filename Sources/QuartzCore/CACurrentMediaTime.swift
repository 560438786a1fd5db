#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CoreGraphics

/// A duration or instant in seconds, as Core Foundation names it (`Double`).
public typealias CFTimeInterval = Double

/// The current time in seconds on the monotonic clock (`CLOCK_MONOTONIC`), for measuring intervals.
///
/// Like Core Animation's, the origin is arbitrary (not 1970 or 2001); only differences are meaningful.
public func CACurrentMediaTime() -> CFTimeInterval {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return CFTimeInterval(now.tv_sec) + CFTimeInterval(now.tv_nsec) / 1_000_000_000
}
