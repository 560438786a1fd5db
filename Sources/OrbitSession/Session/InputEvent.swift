import CollectionLayout
/// One input event as docs/reference/INTERACTION.md's script format describes it: what the playground's SDL events
/// translate to, what scripts record and replay. Positions are window points.
public enum InputEvent: Hashable, Sendable {
    public enum Button: String, Hashable, Sendable {
        case left, right
    }

    /// The window's drawable size changed.
    case resize(Size)
    case pointerDown(Button, Point)
    case pointerMove(Point)
    case pointerUp(Button, Point)
    /// Wheel steps (positive dy away from the user) with the pointer at `at`.
    case wheel(dx: Double, dy: Double, at: Point)
    /// A key by SDL's key name in lower case: "space", "tab", "1", "left", "escape", …
    case key(String)
    /// Select a catalog layout by name, as its number key would (a name the catalog lacks does nothing;
    /// scripts check names when they are read).
    case selectLayout(String)
    /// Set the item count.
    case setItemCount(Int)
    /// A trackpad pinch step (SDL multigesture): multiplies the live pinch scale by `scale`. Like
    /// the wheel, the pinch ends 250 ms after its last step and is committed.
    case pinch(scale: Double)
    /// A trackpad rotation step (SDL multigesture): adds `angle` radians (clockwise) to the live
    /// rotation, committed 250 ms after its last step.
    case rotate(angle: Double)
    /// The modifier keys held changed: with Shift held a left-drag or the wheel drives an
    /// interactive transition to the partner layout instead of scrolling or pinching.
    case modifiers(shift: Bool)
    /// The animation timing from now on: a spring, or nil for ease-in-out (what `B` toggles and
    /// `--spring` sets; a recorded session starts with it).
    case timing(SpringTiming?)
    /// A parameter of the current layout set to a value in its `--set` form (`set` events, the
    /// tuning panel): the layout made with it animates in (a key or value the layout refuses does nothing).
    case setParameter(LayoutSetting)
    /// One of the host's physics values (`physics` events, the tuning panel), clamped into its range.
    case physics(PhysicsKey, Double)
    /// Items per section (`sections` events): every section that stays keeps its first items,
    /// animated as one batch update (`CollectionView.setSectionItemCounts`). A layout that lays out
    /// one section shows them as one flattened run.
    case setSections([Int])
    /// A new section of `count` new items at `at` (its index after the update), animated.
    case insertSection(at: Int, count: Int)
    /// Section `section` (its index before the update) goes with its items, animated; the last
    /// remaining section stays.
    case deleteSection(Int)
    /// A section and its items move from `from` (before) to `to` (after), animated.
    case moveSection(from: Int, to: Int)
    /// What the items show from now on (`content` events, `--content`): icons, captions or photos.
    case content(ContentKind)
    /// Item `item` (its identity) prefers `size` (points) from now on: a preferred size delivered at
    /// any time (`prefer` events; the fuzzer sends them in random order).
    case preferredSize(item: ItemID, Size)
    /// Orthogonal section `section` of the layout on screen shows `offset` (points across the
    /// layout's scroll axis, clamped into its range) from now on (`orthogonal` events: the resting
    /// places the playground journals for `--resume`); a section that does not scroll
    /// orthogonally ignores it.
    case orthogonalOffset(section: Int, offset: Double)
    /// Scroll so that the item at `indexPath` sits at `position` in the view, animated or at once
    /// (`scrollTo` events, Home and End): UIKit's `scrollToItem(at:at:animated:)`
    /// (`CollectionView.scrollToItem(at:at:animated:at:)`). An index path the session lacks does nothing.
    case scrollToItem(ItemIndexPath, ItemScrollPosition, animated: Bool)
}

/// An input event at a time in seconds from the start of a session.
public struct TimedInputEvent: Hashable, Sendable {
    public var time: Double
    public var event: InputEvent

    public init(time: Double, event: InputEvent) {
        self.time = time
        self.event = event
    }
}
