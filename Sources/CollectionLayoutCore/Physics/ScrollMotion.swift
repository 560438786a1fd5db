/// An animated scroll of the content offset after a release, a page or `setContentOffset(animated:)`.
///
/// Two shapes, as UIScrollView shows them: a free coast (`decay`) that slows by the deceleration
/// rate and stops where inertia takes it, and a settle (`curve`) onto a target the layout chose
/// (snapping, paging, clamping), a cubic Hermite that leaves with the release velocity and arrives at
/// rest. Time is the animation's own elapsed time in seconds (slow motion stretches it).
package enum ScrollMotion: Hashable, Sendable {
    case decay(start: Point, velocity: Point, deceleration: Deceleration)
    case curve(x: CubicHermite, y: CubicHermite, duration: Double)

    /// Shortest and longest settle, seconds.
    package static let settleDurations: ClosedRange<Double> = 0.2...1.0

    /// A coast from `start` with `velocity` (points per second) to `start + distance(velocity)`.
    package static func coast(from start: Point, velocity: Point, deceleration: Deceleration = .normal) -> ScrollMotion {
        .decay(start: start, velocity: velocity, deceleration: deceleration)
    }

    /// A settle from `start` to `target` that leaves with `velocity` (points per second) when it
    /// points towards the target, and otherwise starts at rest. The duration is the time a constant
    /// deceleration would take to cover the distance at that velocity, within `durations`;
    /// without a usable velocity it grows gently with the distance.
    package static func settle(
        from start: Point, to target: Point, velocity: Point, durations: ClosedRange<Double> = settleDurations
    ) -> ScrollMotion {
        let delta = target - start
        // The axis that moves most sets the duration; the other follows on the same clock.
        let along: Axis = Swift.abs(delta.x) >= Swift.abs(delta.y) ? .horizontal : .vertical
        let distance = delta[along], speed = velocity[along]
        var duration: Double
        if distance != 0, speed != 0, (speed > 0) == (distance > 0) {
            duration = 2 * distance / speed
        } else {
            duration = 0.3 + Swift.abs(distance) / 4000
        }
        if !duration.isFinite { duration = durations.lowerBound }
        duration = Swift.min(Swift.max(duration, durations.lowerBound), durations.upperBound)
        func curve(_ axis: Axis) -> CubicHermite {
            let distance = delta[axis]
            var tangent = velocity[axis] * duration
            // Keep the curve between its ends: no tangent against the motion, at most three times it.
            if distance == 0 || !tangent.isFinite || (tangent > 0) != (distance > 0) {
                tangent = 0
            } else if Swift.abs(tangent) > 3 * Swift.abs(distance) {
                tangent = 3 * distance
            }
            return CubicHermite(start: start[axis], end: target[axis], startTangent: tangent)
        }
        return .curve(x: curve(.horizontal), y: curve(.vertical), duration: duration)
    }

    /// Where the motion rests.
    package var destination: Point {
        switch self {
        case .decay(let start, let velocity, let deceleration):
            return deceleration.projectedOffset(from: start, velocity: velocity)
        case .curve(let x, let y, _):
            return Point(x: x.end, y: y.end)
        }
    }

    /// Seconds until the motion rests (the coast: until less than half a point remains).
    package var duration: Double {
        switch self {
        case .decay(_, let velocity, let deceleration):
            return Swift.max(
                deceleration.duration(distance: deceleration.distance(velocity: velocity.x)),
                deceleration.duration(distance: deceleration.distance(velocity: velocity.y)))
        case .curve(_, _, let duration):
            return duration
        }
    }

    /// The offset `elapsed` seconds in; exactly `destination` once `elapsed >= duration`.
    package func offset(after elapsed: Double) -> Point {
        if elapsed >= duration { return destination }
        switch self {
        case .decay(let start, let velocity, let deceleration):
            let covered = deceleration.coveredFraction(after: elapsed)
            return Point(
                x: start.x + deceleration.distance(velocity: velocity.x) * covered,
                y: start.y + deceleration.distance(velocity: velocity.y) * covered)
        case .curve(let x, let y, let duration):
            let s = duration > 0 ? elapsed / duration : 1
            return Point(x: x.value(at: s), y: y.value(at: s))
        }
    }

    /// The velocity `elapsed` seconds in, points per second.
    package func velocity(after elapsed: Double) -> Point {
        if elapsed >= duration { return .zero }
        switch self {
        case .decay(_, let velocity, let deceleration):
            let remaining = 1 - deceleration.coveredFraction(after: elapsed)
            return velocity * remaining
        case .curve(let x, let y, let duration):
            guard duration > 0 else { return .zero }
            let s = elapsed / duration
            return Point(x: x.slope(at: s) / duration, y: y.slope(at: s) / duration)
        }
    }
}
