/// How a collection view's updates, switches and settles animate: their pace, length and curve,
/// or a spring.
package struct AnimationSettings: Hashable, Sendable {
    /// Multiplies the pace of every animation and scroll settle: 0.25 is slow motion.
    package var speed = 1.0
    /// Seconds an update or switch animation takes at speed 1.
    package var duration = CollectionView.standardAnimationDuration
    package var timing = TimingCurve.easeInOut
    /// When set, updates, layout switches and the end of an interactive transition animate with
    /// this spring (for as long as it takes to settle, `SpringTiming.settlingDuration`) instead of
    /// `timing` over `duration`; the end of a transition leaves at the release velocity. An
    /// animation keeps the timing it started with.
    package var spring: SpringTiming?

    package init() {}
}
