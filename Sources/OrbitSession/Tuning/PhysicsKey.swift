import CollectionLayout

/// One of the host's feel values a `physics` script event, the tuning panel and `orbit play
/// --physics KEY=VALUE` set: the scroll physics (`ScrollPhysics`), the spring and the animation
/// pace. Each has a range (values are clamped into it), UIKit's or Orbit's default, and a unit.
public enum PhysicsKey: String, CaseIterable, Hashable, Sendable {
    /// Velocity kept per millisecond after a release: UIKit's `.normal` 0.998, `.fast` 0.99.
    case decelerationRate
    /// The rubber band's slope past an end (UIKit's 0.55; 0 is a hard stop).
    case rubberBand
    /// Longest settle onto a page, seconds.
    case pagingDuration
    /// Longest settle onto a snap target, seconds.
    case snapDuration
    /// The spring's damping ratio (1: no bounce); applies while the spring is on (B, `timing`).
    case springDamping
    /// The spring's response (undamped period), seconds.
    case springResponse
    /// Multiplies the pace of every animation ([ and ] halve and double it).
    case animationSpeed
    /// Seconds an ease-in-out update or layout switch takes at speed 1.
    case animationDuration

    /// The values accepted; others are clamped into it.
    public var range: ClosedRange<Double> {
        switch self {
        case .decelerationRate: 0.9...0.9999
        case .rubberBand: 0...2
        case .pagingDuration, .snapDuration, .animationDuration: 0.05...3
        case .springDamping: SpringTiming.dampingRange
        case .springResponse: SpringTiming.responseRange
        case .animationSpeed: Session.speedRange
        }
    }

    /// The value a session starts with.
    public var defaultValue: Double {
        let physics = ScrollPhysics.uikit
        switch self {
        case .decelerationRate: return physics.deceleration.rate
        case .rubberBand: return physics.rubberBandCoefficient
        case .pagingDuration: return physics.longestPageDuration
        case .snapDuration: return physics.longestSnapDuration
        case .springDamping: return SpringTiming.standard.dampingRatio
        case .springResponse: return SpringTiming.standard.response
        case .animationSpeed: return 1
        case .animationDuration: return CollectionView.standardAnimationDuration
        }
    }

    /// The unit shown next to the value ("" for a plain factor).
    public var unit: String {
        switch self {
        case .decelerationRate: "per ms"
        case .pagingDuration, .snapDuration, .springResponse, .animationDuration: "s"
        case .animationSpeed: "×"
        case .rubberBand, .springDamping: ""
        }
    }

    /// Named values worth marking on the control (UIKit's deceleration rates).
    public var marks: [(label: String, value: Double)] {
        switch self {
        case .decelerationRate: [("normal", ScrollPhysics.normalDecelerationRate), ("fast", ScrollPhysics.fastDecelerationRate)]
        default: []
        }
    }

    /// `value` inside `range`; nil for NaN or an infinity.
    public func clamped(_ value: Double) -> Double? {
        guard value.isFinite else { return nil }
        return Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    }
}
