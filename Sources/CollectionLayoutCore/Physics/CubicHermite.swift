/// A cubic Hermite curve on one axis from `start` to `end` over a unit parameter, leaving `start`
/// with tangent `startTangent` and arriving at `end` with tangent 0 (at rest).
///
/// Tangents are per unit of the parameter: a curve that runs for `T` seconds and starts moving at
/// `v` points per second has `startTangent = v * T`. It stays within `start…end` (no overshoot)
/// while `startTangent` has the sign of `end - start` and at most three times its size.
package struct CubicHermite: Hashable, Sendable {
    package var start: Double
    package var end: Double
    package var startTangent: Double

    package init(start: Double, end: Double, startTangent: Double) {
        self.start = start
        self.end = end
        self.startTangent = startTangent
    }

    /// The value at `s` in 0…1; exactly `start` at 0 and `end` at 1 and beyond.
    package func value(at s: Double) -> Double {
        if s <= 0 { return start }
        if s >= 1 { return end }
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1
        let h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2
        return h00 * start + h10 * startTangent + h01 * end
    }

    /// The derivative with respect to `s`.
    package func slope(at s: Double) -> Double {
        guard s > 0, s < 1 else { return s <= 0 ? startTangent : 0 }
        let s2 = s * s
        return (6 * s2 - 6 * s) * start + (3 * s2 - 4 * s + 1) * startTangent + (-6 * s2 + 6 * s) * end
    }
}
