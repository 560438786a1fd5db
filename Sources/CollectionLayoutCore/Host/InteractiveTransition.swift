/// A layout transition that a gesture drives (UICollectionViewTransitionLayout): the view shows
/// every item `progress` of the way from where it was to where the target layout puts it, and the
/// content offset `progress` of the way from the old offset to the one the target wants.
///
/// Both layouts stay prepared at their own offsets (a carousel whose items depend on the offset
/// is drawn as it would be at each end); the view interpolates their attributes in window space.
package struct InteractiveTransition: Sendable {
    /// The layout the transition leaves, prepared at `fromOffset`.
    var fromLayout: any CollectionViewLayout
    /// The layout it goes to, prepared at `toOffset`.
    var toLayout: any CollectionViewLayout
    /// Content offsets of the two ends, each in its layout's content coordinates.
    var fromOffset: Point
    var toOffset: Point
    /// Where items were drawn when the transition began (an animation still running then),
    /// content coordinates at `fromOffset`: they leave from there, not from the layout's place.
    var startAttributes: [ItemID: LayoutAttributes]
    /// 0 (the old layout) … 1 (the target).
    var progress = 0.0
    /// Recent progress values (as x), for the release velocity.
    var tracker = VelocityTracker()
    /// The values the host set with `updateValue(_:forAnimatedKey:)`.
    var animatedValues: [String: Double] = [:]

    /// The content offset shown at `progress`.
    var offset: Point { lerp(fromOffset, toOffset, progress) }

    /// Seconds of motion a release projects ahead to decide between finishing and cancelling.
    static let projection = 0.1
}

/// How an interactive transition ended.
public enum InteractiveTransitionOutcome: String, Hashable, Sendable {
    /// The target layout is installed (`finishInteractiveTransition`).
    case finished
    /// The old layout stays (`cancelInteractiveTransition`).
    case cancelled
}
