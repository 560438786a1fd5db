/// The items an animated update or layout switch is moving, each from where it was on screen to
/// where the layout now puts it.
///
/// Only the items on screen before or after the change take part (O(visible), whatever the item
/// count); the rest simply are where the layout says. A staying or appearing item's destination is
/// read live from the layout every frame, so scrolling during the animation keeps it right; a
/// disappearing item ends at the fixed attributes the layout gave it.
package struct Transition: Sendable {
    package struct Entry: Sendable {
        /// Where the item starts, content coordinates.
        package var from: LayoutAttributes
        /// Its index path now for a staying or appearing item; its old one for a disappearing one.
        var indexPath: ItemIndexPath
        var phase: DisplayedItem.Phase
        /// Where a disappearing item ends.
        package var final: LayoutAttributes?
        /// The own timeline of an item that was already disappearing when this transition began.
        var clock: LeavingClock? = nil
    }

    /// The own timeline of an item or element that was already disappearing when a transition
    /// began: it goes on from its `from` to its `final` and is gone `duration` seconds after it
    /// started leaving, however many updates follow, as UIKit lets a deleted cell's animation run
    /// on. (Each update used to restart its fade from where it was, so under a stream of updates
    /// nothing ever left, and every update cost every item deleted near the screen so far:
    /// quadratic in the updates.)
    struct LeavingClock: Sendable, Hashable {
        /// Seconds of its animation that had passed when the transition holding it began.
        var elapsed: Double
        /// Seconds its animation lasts.
        var duration: Double
    }

    /// The clock of something disappearing in this transition (`clock`, nil: since this
    /// transition began) as a transition starting now carries it on; nil once its animation is
    /// over, when it is gone.
    func carried(_ clock: LeavingClock?) -> LeavingClock? {
        let own = clock ?? LeavingClock(elapsed: 0, duration: duration)
        let spent = own.elapsed + elapsed
        return spent < own.duration ? LeavingClock(elapsed: spent, duration: own.duration) : nil
    }

    package var entries: [ItemID: Entry]
    /// The supplementary views and decorations a batch update moves, fades in or fades out (a
    /// deleted section's header leaves with its items).
    package var elements: [ElementEntry] = []

    /// One supplementary view or decoration on its way: from where it was to where the layout now
    /// puts it (read live, as for items), or to `final` when it disappears.
    package struct ElementEntry: Sendable {
        package var from: LayoutAttributes
        /// Its identity now; for a disappearing element, its identity before the update.
        var key: ElementKey
        var phase: DisplayedItem.Phase
        package var final: LayoutAttributes?
        /// The own timeline of an element that was already disappearing when this transition began.
        var clock: LeavingClock? = nil
    }
    /// Animation time since the start, seconds (slow motion stretches it).
    var elapsed = 0.0
    /// Seconds at speed 1.
    var duration: Double
    /// The curve of the animation's fraction over its time fraction, when it is not the view's
    /// `timing`: the end of an interactive transition, which leaves at the release velocity.
    var curve: CubicHermite?
    /// The spring the fraction follows over `elapsed` seconds instead (`CollectionView.spring`),
    /// leaving at `springVelocity` fractions per second.
    var spring: SpringTiming?
    var springVelocity = 0.0
    /// For the end of an interactive transition: the transition progress at the release and the
    /// end it is going to (1 finishes, 0 cancels), and the layout's animated values at the release,
    /// which fade to nothing with the animation.
    var interactiveEnd: InteractiveEnd?

    struct InteractiveEnd: Sendable {
        var startProgress: Double
        var endProgress: Double
        var animatedValues: [String: Double]
    }

    /// Moves every start by `shift`, so items keep their place on screen when the content offset
    /// jumps (a switch or resize that re-anchors the view).
    mutating func shift(by shift: Point) {
        guard shift != .zero else { return }
        for id in entries.keys {
            entries[id]?.from.center += shift
            entries[id]?.final?.center += shift
        }
        for index in elements.indices {
            elements[index].from.center += shift
            elements[index].final?.center += shift
        }
    }
}
