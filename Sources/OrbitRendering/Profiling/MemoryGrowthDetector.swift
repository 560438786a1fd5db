/// Says when the session's resident memory grows without bound after a live reload: a layout that
/// allocates on every query (a cache that is never trimmed, a list appended to in
/// `attributes(in:)`) passes its check, then takes the session from 139 MB to over a gigabyte in
/// seconds. The playground feeds it a sample about every `sampleInterval` seconds while a file is
/// watched, and shows its line in the HUD's warning slot.
///
/// Growth counts as unbounded when, over the last `window` seconds, memory rose by at least
/// `minimumRate` bytes per second overall and at least half that in each half of the window (a
/// steady climb, not one allocation), and stands at least `minimumGrowth` bytes above where it
/// was at the reload. Pure: times are the caller's (seconds on any monotonic clock); O(samples in
/// the window) per sample.
package struct MemoryGrowthDetector: Sendable {
    package struct Sample: Hashable, Sendable {
        var time: Double
        var bytes: Int
    }

    /// Seconds between samples.
    package static let sampleInterval = 1.0

    /// Seconds of samples the growth is measured over.
    package var window = 10.0
    /// Bytes per second.
    package var minimumRate = 8.0 * 1_048_576
    /// Bytes above the reload's.
    package var minimumGrowth = 256 * 1_048_576

    /// The reload watched: its version and the memory then.
    private(set) var version: Int?
    private(set) var baseline: Sample?
    private var samples: [Sample] = []

    package init() {}

    /// A new version was loaded at `time` with `bytes` resident: growth is measured from here.
    package mutating func reloaded(version: Int, at time: Double, bytes: Int) {
        self.version = version
        baseline = Sample(time: time, bytes: bytes)
        samples = [baseline!]
    }

    /// Takes a sample; returns the warning while memory grows without bound, else nil.
    package mutating func sample(at time: Double, bytes: Int) -> String? {
        guard let baseline, let version else { return nil }
        samples.append(Sample(time: time, bytes: bytes))
        // Keep one sample at or before the window's start, so that the window is covered.
        while samples.count > 2, samples[1].time <= time - window { samples.removeFirst() }
        guard let first = samples.first, time - first.time >= window else { return nil }
        let middle = samples.min { abs($0.time - (first.time + time) / 2) < abs($1.time - (first.time + time) / 2) }!
        func rate(_ from: Sample, _ to: Sample) -> Double {
            to.time > from.time ? Double(to.bytes - from.bytes) / (to.time - from.time) : 0
        }
        guard rate(first, Sample(time: time, bytes: bytes)) >= minimumRate,
            rate(first, middle) >= minimumRate / 2, rate(middle, Sample(time: time, bytes: bytes)) >= minimumRate / 2,
            bytes - baseline.bytes >= minimumGrowth
        else { return nil }
        let perSecond = rate(first, Sample(time: time, bytes: bytes))
        return "memory grows without bound since reload v\(version): \(Self.format(baseline.bytes)) to \(Self.format(bytes)) "
            + "in \(HUDStatus.format(time - baseline.time, digits: 0)) s (+\(Self.format(Int(perSecond)))/s): the layout keeps what it allocates"
    }

    /// `139 MB`, `1.27 GB` (pure).
    package static func format(_ bytes: Int) -> String {
        let megabytes = Double(bytes) / 1_048_576
        if megabytes >= 1024 { return HUDStatus.format(megabytes / 1024, digits: 2) + " GB" }
        return HUDStatus.format(megabytes, digits: 0) + " MB"
    }
}
