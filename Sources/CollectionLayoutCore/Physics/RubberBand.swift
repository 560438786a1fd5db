/// UIScrollView's rubber band: how far the content moves when it is dragged past an end.
///
/// `f(x, d) = (1 - 1/(x*c/d + 1)) * d` with `c = 0.55`, for an overshoot `x` (points the finger
/// went past the end) over a dimension `d` (the bounds' length along that axis). It starts with
/// slope `c` and never reaches `d`, so the content can be pulled out at most one screen.
package enum RubberBand {
    /// UIKit's constant.
    package static let coefficient = 0.55

    /// The displayed overshoot for a dragged overshoot `overshoot` (either sign; the result has the
    /// same sign) over `dimension` points, with slope `coefficient` at the end (`ScrollPhysics`
    /// tunes it). 0 when the dimension or the coefficient is 0 or less.
    package static func offset(overshoot: Double, dimension: Double, coefficient: Double = RubberBand.coefficient) -> Double {
        // A coefficient of 0 (or a nonsense one) is a hard stop: no give at all.
        guard coefficient > 0, coefficient.isFinite else { return 0 }
        guard dimension > 0, overshoot.isFinite, overshoot != 0 else {
            // An infinite pull saturates at the dimension; nothing else but 0 makes sense here.
            if dimension > 0, overshoot.isInfinite { return overshoot > 0 ? dimension : -dimension }
            return 0
        }
        let magnitude = Swift.abs(overshoot)
        let pulled = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -pulled : pulled
    }

    /// The dragged overshoot that `offset(overshoot:dimension:coefficient:)` shows as `displayed`
    /// (its inverse, `d / (c (1 - |d| / D))`), so a drag that catches content past an end carries
    /// on from where it is drawn. A displayed overshoot of `dimension` or more, or a coefficient
    /// of 0, gives the displayed overshoot itself (nothing to undo).
    package static func overshoot(displayed: Double, dimension: Double, coefficient: Double = RubberBand.coefficient) -> Double {
        guard coefficient > 0, coefficient.isFinite, dimension > 0, displayed.isFinite, Swift.abs(displayed) < dimension else {
            return displayed
        }
        return displayed / (coefficient * (1 - Swift.abs(displayed) / dimension))
    }

    /// `value` kept inside `range` with the part beyond it rubber-banded over `dimension`.
    package static func clamp(
        _ value: Double, to range: ClosedRange<Double>, dimension: Double, coefficient: Double = RubberBand.coefficient
    ) -> Double {
        if value < range.lowerBound {
            return range.lowerBound + offset(overshoot: value - range.lowerBound, dimension: dimension, coefficient: coefficient)
        }
        if value > range.upperBound {
            return range.upperBound + offset(overshoot: value - range.upperBound, dimension: dimension, coefficient: coefficient)
        }
        return value
    }
}
