/// The host's feel, as UIScrollView exposes it: how a fling coasts, how far the content gives past
/// an end, and how long the settles onto a page or a snap target may take. The defaults are
/// UIKit's (`uikit`); the playground's tuning panel and `physics` script events change them.
public struct ScrollPhysics: Hashable, Sendable {
    /// Velocity kept per millisecond after a release (UIScrollView's `.normal` 0.998, `.fast` 0.99).
    public var deceleration = Deceleration.normal
    /// The rubber band's slope at an end, `c` in `RubberBand.offset` (UIKit's 0.55; 0 is a hard stop).
    public var rubberBandCoefficient = RubberBand.coefficient
    /// Longest settle onto a page (arrow keys, one-item swipes, a layout's drag paging), seconds.
    public var longestPageDuration = ScrollMotion.settleDurations.upperBound
    /// Longest settle onto a snap target or back into range after a release, seconds.
    public var longestSnapDuration = ScrollMotion.settleDurations.upperBound

    public init() {}

    /// UIKit's values.
    public static let uikit = ScrollPhysics()

    /// UIScrollView.DecelerationRate's two named values, per millisecond.
    public static let normalDecelerationRate = 0.998
    public static let fastDecelerationRate = 0.99

    /// What a settle of either kind may take: `ScrollMotion.settleDurations` with its upper end
    /// moved to `longest` (and its lower end with it when `longest` is below it), seconds.
    static func settleDurations(longest: Double) -> ClosedRange<Double> {
        let standard = ScrollMotion.settleDurations
        guard longest.isFinite, longest > 0 else { return standard }
        return Swift.min(standard.lowerBound, longest)...longest
    }

    /// The durations a page's settle may take.
    package var pageDurations: ClosedRange<Double> { Self.settleDurations(longest: longestPageDuration) }
    /// The durations a snap's settle may take.
    package var snapDurations: ClosedRange<Double> { Self.settleDurations(longest: longestSnapDuration) }
}
