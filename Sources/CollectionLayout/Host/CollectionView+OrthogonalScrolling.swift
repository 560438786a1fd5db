/// Sections that scroll on their own axis (`OrthogonalScrollingLayout`), as UIKit nests a scroll
/// view per orthogonal section: a drag that begins over one is direction-locked once it has moved
/// `directionLockDistance` points, to the section when it moved more across the layout's scroll
/// axis than along it, to the outer scroll otherwise; the section then follows the pointer, held
/// at its ends (the layout shows offsets in its range only, so it does not rubber-band), and on
/// release coasts with the host's deceleration and comes to rest where its behaviour says
/// (`targetOrthogonalOffset`). A release before the lock leaves the drag to the outer scroll and
/// lets a section caught mid-coast come to rest where its behaviour says.
extension CollectionView {
    /// How far a drag moves before it is locked to one axis, points (UIScrollView's slop).
    public static let directionLockDistance = 10.0

    /// Each orthogonal section's offset, points, by section (missing: 0).
    public var orthogonalContentOffsets: [Int: Double] { orthogonal.offsets }

    /// Whether a drag is locked to an orthogonal section.
    public var isDraggingOrthogonalSection: Bool { orthogonal.drag?.locked == true }

    /// Whether an orthogonal section is coasting or settling.
    public var isOrthogonalScrollAnimating: Bool { !orthogonal.animations.isEmpty }

    /// A drag starts at `location` (view coordinates, points): as `beginDragging(at:)`, and over
    /// an orthogonal section, a candidate for it (any coast of that section stops where it is).
    public mutating func beginDragging(at time: Double, from location: Point) {
        beginDragging(at: time)
        orthogonal.drag = nil
        guard let layout = layout as? any OrthogonalScrollingLayout, location.isFinite,
            let section = layout.orthogonalSection(at: location + contentOffset)
        else { return }
        orthogonal.animations[section] = nil
        orthogonal.drag = .init(section: section, startOffset: orthogonal.offsets[section] ?? 0)
    }

    /// Sets section `section`'s offset (clamped into its range), at once.
    public mutating func setOrthogonalContentOffset(_ offset: Double, inSection section: Int, at time: Double) {
        advance(to: time)
        guard let layout = layout as? any OrthogonalScrollingLayout, offset.isFinite else { return }
        orthogonal.animations[section] = nil
        orthogonal.offsets[section] = Swift.min(Swift.max(offset, 0), layout.orthogonalRange(inSection: section))
        pushOrthogonalOffsets()
    }

    /// The drag's share for an orthogonal section: decides the lock, then moves the section.
    /// Returns true when the section took the drag (the outer scroll stays where it began).
    mutating func dragOrthogonalSection(translation: Point) -> Bool {
        guard var drag = orthogonal.drag, let layout = layout as? any OrthogonalScrollingLayout else { return false }
        let axis = layout.orthogonalAxis
        if drag.locked == nil {
            guard translation.length >= Self.directionLockDistance else { return true }
            drag.locked = abs(translation[axis]) > abs(translation[axis.crossed])
            orthogonal.drag = drag
        }
        guard drag.locked == true else { return false }
        let range = layout.orthogonalRange(inSection: drag.section)
        orthogonal.offsets[drag.section] = Swift.min(Swift.max(drag.startOffset - translation[axis], 0), range)
        pushOrthogonalOffsets()
        return true
    }

    /// The release of a drag over an orthogonal section: locked to it, the section coasts to where
    /// its behaviour rests (or settles there); before the lock, the section comes to rest from where
    /// it is. Returns true when the section took the release (the outer scroll does nothing).
    mutating func endOrthogonalDrag(velocity: Point) -> Bool {
        guard let drag = orthogonal.drag else { return false }
        orthogonal.drag = nil
        guard drag.locked != false, let layout = layout as? any OrthogonalScrollingLayout else { return false }
        let axis = layout.orthogonalAxis
        let current = orthogonal.offsets[drag.section] ?? 0
        let speed = drag.locked == true && velocity[axis].isFinite ? velocity[axis] : 0
        let projected = current + physics.deceleration.distance(velocity: speed)
        let target = layout.targetOrthogonalOffset(
            inSection: drag.section, proposed: projected, current: drag.locked == true ? drag.startOffset : current, velocity: speed)
        let start = Point(along: axis, current, across: 0), initial = Point(along: axis, speed, across: 0)
        if target == projected, speed != 0 {
            orthogonal.animations[drag.section] = (.coast(from: start, velocity: initial, deceleration: physics.deceleration), 0)
        } else if abs(target - current) > 1e-9 {
            orthogonal.animations[drag.section] = (
                .settle(from: start, to: Point(along: axis, target, across: 0), velocity: initial, durations: physics.snapDurations), 0
            )
        }
        return drag.locked == true
    }

    /// Steps the orthogonal coasts and settles by `step` seconds.
    mutating func advanceOrthogonalScrolling(step: Double) {
        guard !orthogonal.animations.isEmpty, let layout = layout as? any OrthogonalScrollingLayout else {
            orthogonal.animations = [:]
            return
        }
        let axis = layout.orthogonalAxis
        for (section, running) in orthogonal.animations {
            let elapsed = running.elapsed + step
            orthogonal.offsets[section] = running.motion.offset(after: elapsed)[axis]
            orthogonal.animations[section] = elapsed >= running.motion.duration ? nil : (running.motion, elapsed)
        }
        pushOrthogonalOffsets()
    }

    /// Gives the layout the host's offsets (the host's are the truth: they outlive a layout).
    mutating func pushOrthogonalOffsets() {
        guard var orthogonalLayout = layout as? any OrthogonalScrollingLayout,
            orthogonalLayout.orthogonalContentOffsets != orthogonal.offsets
        else { return }
        orthogonalLayout.orthogonalContentOffsets = orthogonal.offsets
        layout = orthogonalLayout
    }
}
