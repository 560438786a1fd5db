/// Estimates a pointer's release velocity from its recent positions, as UIPanGestureRecognizer does.
///
/// Only the motion of the last `window` seconds before the release counts; if the pointer rested
/// (did not move) for longer than `window` before the release, the velocity is zero.
package struct VelocityTracker: Hashable, Sendable {
    /// Seconds of history that count.
    package var window: Double
    private var samples: [Sample] = []
    /// When the position last changed, seconds.
    private var lastMotion: Double?

    struct Sample: Hashable, Sendable {
        var time: Double
        var position: Point
    }

    package init(window: Double = 0.1) {
        self.window = window
    }

    /// Forgets everything and starts at `position`.
    package mutating func reset(at position: Point, time: Double) {
        samples = [Sample(time: time, position: position)]
        lastMotion = nil
    }

    /// Records the pointer at `position` (window points) at `time` (seconds, non-decreasing).
    ///
    /// - Complexity: amortized O(1); samples older than the window are dropped (one older sample is
    ///   kept so the window's start can be interpolated).
    package mutating func add(_ position: Point, at time: Double) {
        if let last = samples.last, last.position != position { lastMotion = time }
        samples.append(Sample(time: time, position: position))
        while samples.count > 2, samples[1].time <= time - window { samples.removeFirst() }
    }

    /// The velocity at `time`, points per second: the displacement over the last `window` seconds
    /// divided by the time it took. Zero if the pointer has not moved within the window.
    package func velocity(at time: Double) -> Point {
        guard let lastMotion, time - lastMotion <= window, let newest = samples.last else { return .zero }
        let start = time - window
        // The oldest sample inside the window, or the window's start interpolated between the last
        // sample before it and the first inside it.
        guard let firstInside = samples.firstIndex(where: { $0.time >= start }) else { return .zero }
        var oldest = samples[firstInside]
        if firstInside > 0 {
            let before = samples[firstInside - 1]
            let span = oldest.time - before.time
            if span > 0 {
                let fraction = (start - before.time) / span
                oldest = Sample(time: start, position: lerp(before.position, oldest.position, fraction))
            }
        }
        let elapsed = newest.time - oldest.time
        guard elapsed > 1e-6 else { return .zero }
        let velocity = (newest.position - oldest.position) * (1 / elapsed)
        return velocity.isFinite ? velocity : .zero
    }
}
