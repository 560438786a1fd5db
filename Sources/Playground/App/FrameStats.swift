/// Rolling frame statistics for the HUD: frames per second over the last second and percentiles of
/// the recent frame times. Times are passed in (milliseconds), so it is tested without a clock.
public struct FrameStats: Sendable {
    /// How many recent frames the percentiles cover.
    public let capacity: Int
    private var samples: [Double] = []
    private var next = 0
    /// End times of the frames in the last second, milliseconds.
    private var recentEnds: [Double] = []

    public init(capacity: Int = 240) {
        self.capacity = max(1, capacity)
        samples.reserveCapacity(self.capacity)
    }

    /// Records a frame that took `milliseconds` of work and ended at `end` (milliseconds on any
    /// monotonic clock).
    public mutating func record(_ milliseconds: Double, endingAt end: Double) {
        if samples.count < capacity {
            samples.append(milliseconds)
        } else {
            samples[next] = milliseconds
        }
        next = (next + 1) % capacity
        recentEnds.append(end)
        if let first = recentEnds.first, end - first > 1000 {
            recentEnds.removeAll { end - $0 > 1000 }
        }
    }

    /// Frames that ended within the last second of the latest one.
    public var framesPerSecond: Double { Double(recentEnds.count) }

    /// The `fraction` percentile (0…1, nearest rank) of the recent frame times; nil before any.
    ///
    /// - Complexity: O(capacity log capacity).
    public func percentile(_ fraction: Double) -> Double? {
        Self.percentile(fraction, of: samples)
    }

    /// The nearest-rank percentile of `values`: the smallest value with at least `fraction` of
    /// the values at or below it.
    public static func percentile(_ fraction: Double, of values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((max(0, min(1, fraction)) * Double(sorted.count)).rounded(.up))
        return sorted[max(0, min(sorted.count - 1, rank - 1))]
    }
}
