/// Rolling frame statistics for the HUD, from the wall clock of each frame however long it took:
/// frames per second from the intervals between frame ends in the last second, and percentiles of
/// the frame times of the last `window` milliseconds. Times are passed in (milliseconds), so it is
/// tested without a clock.
///
/// A window in time rather than in frames keeps the figures honest when frames turn slow: after a
/// few 3-second frames the fast ones before them have aged out, instead of outvoting them for
/// hundreds of frames.
package struct FrameStats: Sendable {
    /// The most recent frames the percentiles cover.
    package let capacity: Int
    /// How far back the percentiles look, milliseconds.
    package let window: Double
    /// Frame times and end times of the frames in the window, oldest first, milliseconds.
    private var recent: [(milliseconds: Double, end: Double)] = []
    /// The end of the frame before the oldest kept one, for its interval.
    private var endBeforeRecent: Double?

    package init(capacity: Int = 240, window: Double = 4000) {
        self.capacity = max(1, capacity)
        self.window = window.isFinite && window > 0 ? window : 4000
        recent.reserveCapacity(self.capacity + 1)
    }

    /// Records a frame that took `milliseconds` of wall-clock time and ended at `end`
    /// (milliseconds on any monotonic clock, non-decreasing).
    ///
    /// - Complexity: amortized O(1).
    package mutating func record(_ milliseconds: Double, endingAt end: Double) {
        recent.append((milliseconds, end))
        var drop = 0
        while recent.count - drop > 1, recent.count - drop > capacity || recent[drop].end < end - window { drop += 1 }
        if drop > 0 {
            endBeforeRecent = recent[drop - 1].end
            recent.removeFirst(drop)
        }
    }

    /// The latest frame's time, milliseconds; nil before any.
    package var lastFrame: Double? { recent.last?.milliseconds }

    /// Frames per second: the number of frame intervals ending in the last second over their
    /// span, at least the latest interval (so a 2-second frame reads 0.5, not "1 fps"); nil
    /// before two frames.
    package var framesPerSecond: Double? {
        guard let last = recent.last?.end else { return nil }
        var intervals = 0
        var start = last
        for index in recent.indices.reversed() {
            let previous = index > 0 ? recent[index - 1].end : endBeforeRecent
            guard let previous, intervals == 0 || recent[index].end > last - 1000 else { break }
            intervals += 1
            start = previous
        }
        guard intervals > 0, last > start else { return nil }
        return Double(intervals) * 1000 / (last - start)
    }

    /// The `fraction` percentile (0…1, nearest rank) of the recent frame times; nil before any.
    ///
    /// - Complexity: O(capacity log capacity).
    package func percentile(_ fraction: Double) -> Double? {
        Self.percentile(fraction, of: recent.map(\.milliseconds))
    }

    /// The nearest-rank percentile of `values`: the smallest value with at least `fraction` of
    /// the values at or below it.
    package static func percentile(_ fraction: Double, of values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((max(0, min(1, fraction)) * Double(sorted.count)).rounded(.up))
        return sorted[max(0, min(sorted.count - 1, rank - 1))]
    }
}
