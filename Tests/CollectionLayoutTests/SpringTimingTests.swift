import Foundation
@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore
@testable import OrbitSession

/// The spring timing (UIKit's damping ratio and response, with an initial velocity) against the
/// damped harmonic oscillator's formulas and properties, and as the host's animations use it.
@Suite struct SpringTimingTests {
    /// x(t) = 1 − e^(−ζω t)(cos ω_d t + (ζω − v₀)/ω_d · sin ω_d t), written out independently.
    func underdamped(_ t: Double, zeta: Double, response: Double, v0: Double) -> Double {
        let omega = 2 * Double.pi / response, omegaD = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + (zeta * omega - v0) / omegaD * sin(omegaD * t))
    }

    /// x(t) = 1 − e^(−ω t)(1 + (ω − v₀) t).
    func critical(_ t: Double, response: Double, v0: Double) -> Double {
        let omega = 2 * Double.pi / response
        return 1 - exp(-omega * t) * (1 + (omega - v0) * t)
    }

    /// x(t) = 1 − (r₂ + v₀)/(r₂ − r₁) e^(r₁t) + (r₁ + v₀)/(r₂ − r₁) e^(r₂t), r = −ω(ζ ∓ √(ζ²−1)).
    func overdamped(_ t: Double, zeta: Double, response: Double, v0: Double) -> Double {
        let omega = 2 * Double.pi / response, root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        return 1 - (r2 + v0) / (r2 - r1) * exp(r1 * t) + (r1 + v0) / (r2 - r1) * exp(r2 * t)
    }

    @Test func theThreeRegimesFollowTheirFormulas() {
        for t in stride(from: 0.01, through: 2, by: 0.07) {
            for v0 in [0.0, 2.5, 12] {
                let under = SpringTiming(dampingRatio: 0.4, response: 0.5)
                #expect(isClose(under.value(at: t, initialVelocity: v0), underdamped(t, zeta: 0.4, response: 0.5, v0: v0), tolerance: 1e-12))
                let crit = SpringTiming(dampingRatio: 1, response: 0.5)
                #expect(isClose(crit.value(at: t, initialVelocity: v0), critical(t, response: 0.5, v0: v0), tolerance: 1e-12))
                let over = SpringTiming(dampingRatio: 2.5, response: 0.5)
                #expect(isClose(over.value(at: t, initialVelocity: v0), overdamped(t, zeta: 2.5, response: 0.5, v0: v0), tolerance: 1e-12))
            }
        }
    }

    @Test func itSolvesTheOscillatorEquationAndLeavesAtTheInitialVelocity() {
        let h = 1e-4
        for zeta in [0.2, 0.825, 1, 1.7] {
            for v0 in [0.0, 4] {
                let spring = SpringTiming(dampingRatio: zeta, response: 0.45)
                let omega = spring.angularFrequency
                #expect(spring.value(at: 0, initialVelocity: v0) == 0)
                // The initial slope is the velocity.
                #expect(isClose((spring.value(at: h, initialVelocity: v0) - 0) / h, v0, tolerance: 0.02 * (1 + v0)))
                #expect(isClose(spring.velocity(at: 0, initialVelocity: v0), v0, tolerance: 1e-9))
                // x'' + 2ζω x' + ω²(x − 1) = 0, by finite differences.
                for t in [0.05, 0.2, 0.6] {
                    let x = spring.value(at: t, initialVelocity: v0)
                    let x1 = (spring.value(at: t + h, initialVelocity: v0) - spring.value(at: t - h, initialVelocity: v0)) / (2 * h)
                    let x2 = (spring.value(at: t + h, initialVelocity: v0) - 2 * x + spring.value(at: t - h, initialVelocity: v0)) / (h * h)
                    #expect(isClose((x2 + 2 * zeta * omega * x1 + omega * omega * (x - 1)) / (omega * omega), 0, tolerance: 1e-3))
                    #expect(isClose(spring.velocity(at: t, initialVelocity: v0), x1, tolerance: 1e-5))
                }
            }
        }
    }

    @Test func itEndsAtOneAndOvershootsOnlyWhenUnderdamped() {
        for zeta in [0.1, 0.5, 0.825, 0.99, 1, 1.3, 4] {
            for v0 in [0.0, 3, 20] {
                let spring = SpringTiming(dampingRatio: zeta, response: 0.5)
                let duration = spring.settlingDuration(initialVelocity: v0)
                #expect(duration > 0 && duration <= SpringTiming.maximumDuration)
                #expect(isClose(spring.value(at: duration, initialVelocity: v0), 1, tolerance: SpringTiming.settledTolerance))
                let samples = stride(from: 0.0, through: duration, by: 1.0 / 600).map { spring.value(at: $0, initialVelocity: v0) }
                let peak = samples.max()!
                let crossings = zip(samples, samples.dropFirst()).filter { ($0 - 1) * ($1 - 1) < 0 }.count
                if zeta < 1 {
                    // Rings: it passes 1 again and again (visibly while ζ is well below 1).
                    if zeta <= 0.825 { #expect(peak > 1 + 1e-4 && (zeta > 0.5 || crossings >= 2), "ζ \(zeta), v₀ \(v0): no overshoot") }
                } else {
                    // Never rings: it crosses 1 at most once, and only when flung faster than ω₀.
                    #expect(crossings <= 1, "ζ \(zeta), v₀ \(v0): \(crossings) crossings")
                    if v0 < spring.angularFrequency { #expect(peak <= 1 + 1e-12, "ζ \(zeta), v₀ \(v0): overshoot \(peak)") }
                }
            }
        }
        // Less damping rings longer.
        #expect(SpringTiming(dampingRatio: 0.2, response: 0.5).settlingDuration() > SpringTiming(dampingRatio: 0.8, response: 0.5).settlingDuration())
    }

    @Test func badParametersFallBackToUsableOnes() {
        let nan = SpringTiming(dampingRatio: .nan, response: .infinity)
        #expect(nan == SpringTiming.standard)
        let extreme = SpringTiming(dampingRatio: 0, response: -3)
        #expect(extreme.dampingRatio == SpringTiming.dampingRange.lowerBound && extreme.response == SpringTiming.responseRange.lowerBound)
        #expect(extreme.settlingDuration() <= SpringTiming.maximumDuration)
        #expect(extreme.value(at: 0.3, initialVelocity: .nan).isFinite)
    }

    @Test func anUpdateWithABouncySpringOvershootsThenRestsExactlyInPlace() throws {
        var view = try CollectionView(preset: .flow, itemCount: 10, boundsSize: Size(width: 800, height: 500))
        view.spring = SpringTiming(dampingRatio: 0.3, response: 0.4)
        try view.performBatchUpdates([.delete(ItemIndexPath(item: 0))], at: 0)
        // Item 1 slides left from x = 104 to 30, and past it.
        var clock = HostFrameClock()
        var least = Double.infinity
        while view.isAnimating, clock.time < 12 {
            clock.run(&view, for: 1.0 / 60)
            if let item = view.displayedItems.first(where: { $0.id == 1 }) { least = min(least, item.attributes.center.x) }
        }
        #expect(least < 30 - 5)
        let duration = SpringTiming(dampingRatio: 0.3, response: 0.4).settlingDuration()
        #expect(clock.time >= duration && clock.time < duration + 1.0 / 30)
        #expect(view.displayedItems.first { $0.id == 1 }?.attributes == view.layout.attributes(at: ItemIndexPath(item: 0)))
        // Alpha never leaves 0…1 and sizes stay positive while it rings.
    }

    @Test func theBKeyAndTimingEventsChooseTheSpringAndScriptsCarryIt() throws {
        var session = Session(layout: .ring, itemCount: 10, boundsSize: Size(width: 800, height: 500))
        #expect(session.spring == nil)
        session.send(.toggleSpring, at: 0)
        #expect(session.spring == SpringTiming.standard)
        session.send(.toggleSpring, at: 0.1)
        #expect(session.spring == nil)
        let chosen = SpringTiming(dampingRatio: 0.5, response: 0.3)
        session.send(.timing(chosen), at: 0.2)
        session.send(.reset, at: 0.3)
        #expect(session.spring == chosen)
        session.send(.toggleSpring, at: 0.4)
        session.send(.toggleSpring, at: 0.5)
        #expect(session.spring == chosen)

        let lines = [
            #"{"t":0,"event":"timing","curve":"spring","damping":0.5,"response":0.3}"#,
            #"{"t":0.1,"event":"timing","curve":"ease-in-out"}"#,
            #"{"t":0.2,"event":"timing","curve":"spring"}"#,
        ]
        let events = try Script.parse(lines.joined(separator: "\n"))
        #expect(events.map(\.action) == [.timing(chosen), .timing(nil), .timing(.standard)])
        #expect(try Script.parse(Script.text(for: events)) == events)
        for bad in [
            #"{"t":0,"event":"timing","curve":"bouncy"}"#,
            #"{"t":0,"event":"timing","curve":"spring","damping":0}"#,
            #"{"t":0,"event":"timing","curve":"spring","response":"fast"}"#,
            #"{"t":0,"event":"timing","curve":"ease-in-out","damping":1}"#,
        ] {
            #expect(throws: ScriptError.self) { try Script.parse(bad) }
        }
    }

    @Test func aTransitionReleasedFastFinishesOnTheSpringAtTheReleaseSpeed() throws {
        var view = try CollectionView(preset: .ring, itemCount: 20, boundsSize: Size(width: 800, height: 500))
        let spring = SpringTiming(dampingRatio: 1, response: 0.5)
        view.spring = spring
        view.startInteractiveTransition(to: try LayoutDescriptor.flow.makeLayout([]), at: 0)
        view.updateInteractiveTransition(progress: 0.6, at: 0.1)
        view.finishInteractiveTransition(velocity: 2, at: 0.1)
        // 0.4 to go at 2 per second: the spring's fraction leaves at 5 per second.
        let h = 1e-3
        view.advance(to: 0.1 + h)
        let progress = try #require(view.interactiveTransitionProgress)
        #expect(isClose((progress - 0.6) / h, 2, tolerance: 0.05))
        #expect(isClose(view.transition?.duration ?? 0, spring.settlingDuration(initialVelocity: 5), tolerance: 1e-12))
        view.advance(to: 5)
        #expect(!view.isAnimating && view.interactiveTransitionProgress == nil)
    }
}
