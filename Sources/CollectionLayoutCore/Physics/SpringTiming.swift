import Foundation

/// UIKit's spring timing (`UISpringTimingParameters(dampingRatio:)` with SwiftUI's `response`): a
/// damped harmonic oscillator that carries an animation's fraction from 0 to 1, in closed form.
///
/// With natural angular frequency ω₀ = 2π / `response` and damping ratio ζ, the displacement
/// y = fraction − 1 obeys y'' + 2ζω₀ y' + ω₀² y = 0 with y(0) = −1 and y'(0) = v₀, the initial
/// velocity in fractions per second (a gesture released at `v` points per second with `d` points
/// to go has v₀ = v / d). Under-damped (ζ < 1) it overshoots 1 and rings; critically damped
/// (ζ = 1) and over-damped (ζ > 1) it never rings: from rest it never passes 1, and flung (v₀ > 0)
/// it passes 1 at most once, only when v₀ exceeds ω₀ or so.
public struct SpringTiming: Hashable, Sendable {
    /// ζ: 1 is critical damping (the fastest arrival without overshoot), below it bounces.
    /// Clamped into `dampingRange`.
    public let dampingRatio: Double
    /// Seconds: the period of the undamped oscillation (2π / ω₀), how quick the spring is.
    /// Clamped into `responseRange`.
    public let response: Double

    public static let dampingRange: ClosedRange<Double> = 0.05...10
    public static let responseRange: ClosedRange<Double> = 0.01...10

    /// A spring with `dampingRatio` and `response` clamped into their ranges (a non-finite value
    /// takes the default's).
    public init(dampingRatio: Double, response: Double) {
        self.dampingRatio = dampingRatio.isFinite
            ? Swift.min(Swift.max(dampingRatio, Self.dampingRange.lowerBound), Self.dampingRange.upperBound)
            : Self.standard.dampingRatio
        self.response = response.isFinite
            ? Swift.min(Swift.max(response, Self.responseRange.lowerBound), Self.responseRange.upperBound)
            : Self.standard.response
    }

    private init(exactDampingRatio: Double, response: Double) {
        dampingRatio = exactDampingRatio
        self.response = response
    }

    /// SwiftUI's `.spring()`: damping 0.825, response 0.55 s — a small overshoot.
    public static let standard = SpringTiming(exactDampingRatio: 0.825, response: 0.55)

    /// ω₀, radians per second.
    public var angularFrequency: Double { 2 * Double.pi / response }

    /// The fraction at `t` seconds (0 at t ≤ 0) leaving 0 at `initialVelocity` fractions per second.
    /// O(1).
    public func value(at t: Double, initialVelocity: Double = 0) -> Double {
        guard t > 0 else { return 0 }
        return 1 + displacement(at: t, initialVelocity: initialVelocity).position
    }

    /// The fraction's rate of change at `t` seconds, fractions per second. O(1).
    public func velocity(at t: Double, initialVelocity: Double = 0) -> Double {
        displacement(at: Swift.max(t, 0), initialVelocity: initialVelocity).velocity
    }

    /// y(t) = fraction − 1 and y'(t), the closed forms of the three regimes.
    func displacement(at t: Double, initialVelocity: Double) -> (position: Double, velocity: Double) {
        let omega = angularFrequency, zeta = dampingRatio
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        let y0 = -1.0
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let a = y0, b = (v0 + zeta * omega * y0) / omegaD
            let decay = exp(-zeta * omega * t), c = cos(omegaD * t), s = sin(omegaD * t)
            let position = decay * (a * c + b * s)
            let velocity = decay * ((b * omegaD - zeta * omega * a) * c - (a * omegaD + zeta * omega * b) * s)
            return (position, velocity)
        }
        if zeta == 1 {
            let a = y0, b = v0 + omega * y0
            let decay = exp(-omega * t)
            return (decay * (a + b * t), decay * (b - omega * (a + b * t)))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * y0) / (r2 - r1), c1 = y0 - c2
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }

    /// How close to rest counts as settled: |y| and |y'| / ω₀ below this share of the distance.
    package static let settledTolerance = 0.001
    /// The longest a spring animation runs, seconds.
    package static let maximumDuration = 10.0

    /// Seconds until the spring stays settled (within `settledTolerance` of 1 and nearly at rest),
    /// at most `maximumDuration`: the animation's length, after which the fraction is exactly 1.
    ///
    /// - Complexity: a fixed scan of `maximumDuration` at 1/600 s (deterministic, no tolerance loop).
    package func settlingDuration(initialVelocity: Double = 0) -> Double {
        let step = 1.0 / 600, steps = Int(Self.maximumDuration / step)
        let omega = angularFrequency
        var lastUnsettled = 0
        for index in 0...steps {
            let state = displacement(at: Double(index) * step, initialVelocity: initialVelocity)
            if Swift.abs(state.position) >= Self.settledTolerance || Swift.abs(state.velocity) / omega >= Self.settledTolerance {
                lastUnsettled = index
            }
        }
        return Swift.min(Double(lastUnsettled + 1) * step, Self.maximumDuration)
    }
}
