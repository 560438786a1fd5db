/// What `CollectionView` is doing with its scroll position, one mode at a time (Flutter's
/// `ScrollActivity`): at rest, under a drag, animating on its own (a fling, a settle, a page),
/// driven through a layout transition by a gesture, or carrying an item the user moves.
///
/// The cases exclude each other, and the host keeps them so: whatever starts one ends the one
/// running first (`beginDragging` settles a driven transition or a movement and stops a scroll
/// animation; `startInteractiveTransition` and `beginInteractiveMovementForItem` settle the other
/// and stop a drag or a scroll; `setContentOffset`, `page`, `setLayout` and `setBoundsSize` settle
/// the driven ones too).
///
/// Not a case, because it really runs beside one: the animation of a batch update or a layout
/// switch (`CollectionView.transition`, also the animated end of an interactive transition). An
/// update may arrive mid-fling or under a drag, a tuning change (`retuneLayout`) glides items while
/// the drag or fling goes on, and an interactive movement animates its provisional moves as
/// updates; only a driven interactive transition has no such animation beside it (it draws every
/// item from its two layouts: starting one drops the animation, and every change that would start
/// one settles the driven transition first). The orthogonal sections' own drags and coasts
/// (`OrthogonalScrollState`) run beside the outer activity too.
enum ScrollActivity: Sendable {
    /// Nothing moves the scroll position.
    case idle
    /// A drag in progress moves it under the pointer.
    case dragging(Drag)
    /// A fling, a settle or a page moves it on its own (Flutter's ballistic and driven activities).
    case animating(Animation)
    /// A gesture drives a layout transition: the offset goes with its progress.
    case interactiveTransition(InteractiveTransition)
    /// An item is being moved to a new place; the offset auto-scrolls at the edges.
    case interactiveMovement(InteractiveMovement)

    /// A drag in progress: where it started.
    struct Drag: Sendable {
        /// The scroll position when the drag began, content coordinates (points).
        var startOffset: Point
        /// The item nearest the middle when the drag began (line3d's paging counts from it).
        var startIndex: Int?
    }

    /// A scroll animation in progress: its motion and its age.
    struct Animation: Sendable {
        var motion: ScrollMotion
        /// Seconds of the motion played so far (at the animation speed).
        var elapsed = 0.0
    }

    /// Whether a drag or a scroll animation moves the scroll position (at rest, a driven
    /// transition or a movement it stays where the host puts it).
    var isScrolling: Bool {
        switch self {
        case .dragging, .animating: true
        case .idle, .interactiveTransition, .interactiveMovement: false
        }
    }

    /// Moves what tracks the scroll position by `delta` points (an adjustment, not a scroll): a
    /// drag's start, or a scroll animation's path; the other activities hold no position.
    mutating func shift(by delta: Point) {
        switch self {
        case .dragging(var drag):
            drag.startOffset += delta
            self = .dragging(drag)
        case .animating(let running):
            self = .animating(Animation(motion: running.motion.shifted(by: delta), elapsed: running.elapsed))
        case .idle, .interactiveTransition, .interactiveMovement:
            break
        }
    }
}
