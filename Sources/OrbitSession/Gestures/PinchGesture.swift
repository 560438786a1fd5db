import CollectionLayout
import Foundation

/// The pinch gesture, driven by the wheel (or trackpad pinch steps): each wheel step multiplies the
/// live scale by 1.1 (fractional steps scale fractionally); the pinch ends `timeout` seconds after
/// the last step and is committed.
///
/// The seed's circle semantics with its fix (docs/reference/LAYOUTS.md "circle"): the layout sees
/// `committed * live`; at the end `committed *= live` and `live` starts again at 1.
public struct PinchGesture: Sendable {
    public static let stepFactor = 1.1
    public static let timeout = 0.25
    /// Scales are kept within this range so that no input can make them 0 or infinite.
    public static let limits: ClosedRange<Double> = 1e-3...1e3

    public private(set) var committed = 1.0
    public private(set) var live = 1.0
    var lastStep: Double?

    public init() {}

    /// What the layout sees.
    public var scale: Double { committed * live }
    public var isActive: Bool { lastStep != nil }

    /// `steps` wheel steps (positive: away from the user, scale up) at `time`.
    public mutating func wheel(steps: Double, at time: Double) {
        guard steps.isFinite else { return }
        multiply(by: pow(Self.stepFactor, steps), at: time)
    }

    /// Multiplies the live scale by `factor` (a trackpad pinch step) at `time`.
    public mutating func multiply(by factor: Double, at time: Double) {
        guard factor.isFinite, factor > 0 else { return }
        live = clampedLive(live * factor)
        lastStep = time
    }

    /// Commits a pinch whose last step is `timeout` old.
    public mutating func advance(to time: Double) {
        if let last = lastStep, time - last >= Self.timeout { commit() }
    }

    public mutating func commit() {
        guard lastStep != nil else { return }
        lastStep = nil
        committed = Swift.min(Swift.max(committed * live, Self.limits.lowerBound), Self.limits.upperBound)
        live = 1
    }

    public mutating func cancel() {
        lastStep = nil
        live = 1
    }

    public mutating func reset() {
        self = PinchGesture()
    }

    /// Keeps `committed * live` within `limits`.
    private func clampedLive(_ value: Double) -> Double {
        let product = committed * value
        if product < Self.limits.lowerBound { return Self.limits.lowerBound / committed }
        if product > Self.limits.upperBound { return Self.limits.upperBound / committed }
        return value
    }
}
