import Foundation

/// UIScrollView's inertia: the velocity decays by `rate` every millisecond.
///
/// A release at offset `p` with velocity `v` (points per second) would coast to
/// `p + v/1000 * r/(1 - r)`; after `t` seconds it has covered the fraction `1 - r^(1000 t)` of the way.
public struct Deceleration: Hashable, Sendable {
    /// Velocity kept per millisecond (UIScrollView.DecelerationRate.normal).
    public var rate: Double

    public init(rate: Double = 0.998) {
        self.rate = rate
    }

    public static let normal = Deceleration()

    /// How far a release velocity coasts, points (same sign as `velocity`, points per second).
    public func distance(velocity: Double) -> Double {
        guard rate > 0, rate < 1, velocity.isFinite else { return 0 }
        return velocity / 1000 * rate / (1 - rate)
    }

    /// Where the content comes to rest after a release at `offset` with `velocity` (points per second).
    public func projectedOffset(from offset: Point, velocity: Point) -> Point {
        Point(x: offset.x + distance(velocity: velocity.x), y: offset.y + distance(velocity: velocity.y))
    }

    /// The fraction of the coasting distance covered `elapsed` seconds after the release, 0…1.
    public func coveredFraction(after elapsed: Double) -> Double {
        guard elapsed > 0 else { return 0 }
        guard rate > 0, rate < 1 else { return 1 }
        return 1 - pow(rate, elapsed * 1000)
    }

    /// Seconds until less than `tolerance` points of a coast of `distance` points remain.
    public func duration(distance: Double, tolerance: Double = 0.5) -> Double {
        let magnitude = Swift.abs(distance)
        guard magnitude > tolerance, rate > 0, rate < 1 else { return 0 }
        return log(tolerance / magnitude) / log(rate) / 1000
    }
}
