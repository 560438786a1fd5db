/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CAMediaTimingFunction defines them.
package struct TimingCurve: Hashable, Sendable {
    package var control1: Point
    package var control2: Point

    package init(control1: Point, control2: Point) {
        self.control1 = control1
        self.control2 = control2
    }

    /// UIKit's ease-in-ease-out (0.42, 0) (0.58, 1): what UICollectionView's animations use.
    package static let easeInOut = TimingCurve(control1: Point(x: 0.42, y: 0), control2: Point(x: 0.58, y: 1))

    package static let linear = TimingCurve(control1: Point(x: 0, y: 0), control2: Point(x: 1, y: 1))

    /// The eased progress for a linear time fraction `t`; exactly 0 at or before 0 and 1 at or after 1.
    ///
    /// - Complexity: a fixed number of bisection steps (deterministic, no tolerance loop).
    package func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        // x(s) is monotonic for control x in 0…1: find s with x(s) = t, then return y(s).
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if Self.bezier(middle, control1.x, control2.x) < t { low = middle } else { high = middle }
        }
        return Self.bezier((low + high) / 2, control1.y, control2.y)
    }

    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }
}
