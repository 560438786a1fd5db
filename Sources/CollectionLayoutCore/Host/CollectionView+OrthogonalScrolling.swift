/// Sections that scroll on their own axis (`OrthogonalScrollingLayout`), as UIKit nests a scroll
/// view per orthogonal section:
///
/// - A drag that begins over one whose content is wider than the bounds is direction-locked once
///   it has moved `directionLockDistance` points: to the section when it moved more across the
///   layout's scroll axis than along it, to the outer scroll otherwise. A section whose content
///   fits cannot move, so the drag is the outer scroll's from the start (UIKit's inner pan
///   recognizer fails and the outer one takes the touch).
/// - Locked to the section, the section follows the pointer and rubber-bands past its ends with
///   the host's `physics.rubberBandCoefficient` over the bounds' width across; the outer scroll
///   stays where it was (nested perpendicular scroll views do not chain a drag from one to the
///   other).
/// - On release the section coasts with its own deceleration (the host's for continuous
///   behaviours, UIScrollView's `.fast` rate for paging ones) and comes to rest where its
///   behaviour says (`targetOrthogonalOffset`); a fling that would pass an end settles onto that
///   end, and a release past an end springs back into range. Each section's motion runs on its
///   own, beside the others' and the outer scroll's.
///
/// The host keeps each section's offset (the truth the layout is given): a layout switch or a
/// live reload keeps them, and a layout that has the section orthogonally again shows it there
/// (clamped into its range at rest).
extension CollectionView {
    /// How far a drag moves before it is locked to one axis, points (UIScrollView's slop).
    package static let directionLockDistance = 10.0

    /// Each orthogonal section's offset, points, by section (missing: 0), as last set: a section
    /// at rest shows it clamped into its range in the current layout.
    public var orthogonalContentOffsets: [Int: Double] { orthogonal.offsets }

    /// Whether a drag is locked to an orthogonal section.
    package var isDraggingOrthogonalSection: Bool { orthogonal.drag?.locked == true }

    /// The section a drag holds: one begun over it (it stops there), until the drag is locked to
    /// the page; nil when none does.
    package var draggedOrthogonalSection: Int? { orthogonal.drag?.section }

    /// Whether an orthogonal section is coasting or settling.
    package var isOrthogonalScrollAnimating: Bool { !orthogonal.animations.isEmpty }

    /// The sections whose coast or settle is running, ascending.
    package var orthogonallyAnimatingSections: [Int] { orthogonal.animations.keys.sorted() }

    /// A drag starts at `location` (view coordinates, points): as `beginDragging(at:)`, and over
    /// an orthogonal section that can move, a candidate for it (any coast of that section stops
    /// where it is).
    package mutating func beginDragging(at time: Double, from location: Point) {
        beginDragging(at: time)
        // A drag that never ended (no release came) lets its section come to rest first.
        if orthogonal.drag != nil { _ = endOrthogonalDrag(velocity: .zero) }
        defer { pushOrthogonalOffsets() }
        guard let layout = layout as? any OrthogonalScrollingLayout, location.isFinite,
            let section = layout.orthogonalSection(at: location + contentOffset), layout.orthogonalRange(inSection: section) > 0
        else { return }
        let wasMoving = orthogonal.animations.removeValue(forKey: section) != nil
        let stored = orthogonal.offsets[section] ?? 0
        // Caught mid-motion (a spring back past an end), it carries on from where it is drawn.
        let start = wasMoving ? stored : restingOffset(stored, inSection: section, of: layout)
        if start != stored { orthogonal.offsets[section] = start }
        orthogonal.drag = .init(section: section, startOffset: start)
    }

    /// Sets section `section`'s offset (clamped into its range), at once; a drag or motion of that
    /// section stops. Scripts' `orthogonal` events and `--resume` come through here.
    package mutating func setOrthogonalContentOffset(_ offset: Double, inSection section: Int, at time: Double) {
        advance(to: time)
        guard let layout = layout as? any OrthogonalScrollingLayout, offset.isFinite, layout.scrollsOrthogonally(section: section)
        else { return }
        orthogonal.animations[section] = nil
        if orthogonal.drag?.section == section { orthogonal.drag = nil }
        orthogonal.offsets[section] = restingOffset(offset, inSection: section, of: layout)
        pushOrthogonalOffsets()
    }

    /// The drag's share for an orthogonal section: decides the lock, then moves the section,
    /// rubber-banding past its ends. Returns true when the section took the drag (the outer scroll
    /// stays where it began).
    mutating func dragOrthogonalSection(translation: Point) -> Bool {
        guard var drag = orthogonal.drag, let layout = layout as? any OrthogonalScrollingLayout else { return false }
        let axis = layout.orthogonalAxis
        if !drag.locked {
            guard translation.length >= Self.directionLockDistance else { return true }
            guard abs(translation[axis]) > abs(translation[axis.crossed]) else {
                // Locked to the page: the section lets go, coming to rest from where it was held
                // (a spring back it was caught in carries on).
                _ = endOrthogonalDrag(velocity: .zero)
                pushOrthogonalOffsets()
                return false
            }
            drag.locked = true
            orthogonal.drag = drag
        }
        let range = layout.orthogonalRange(inSection: drag.section)
        let band = physics.rubberBandCoefficient, dimension = boundsSize[axis]
        // A start past an end (caught springing back) counts as the pull that drew it there.
        let start = drag.startOffset
        let pulled: Double =
            start < 0 ? RubberBand.overshoot(displayed: start, dimension: dimension, coefficient: band)
            : start > range ? range + RubberBand.overshoot(displayed: start - range, dimension: dimension, coefficient: band) : start
        orthogonal.offsets[drag.section] = RubberBand.clamp(
            pulled - translation[axis], to: 0...Swift.max(range, 0), dimension: dimension, coefficient: band)
        pushOrthogonalOffsets()
        return true
    }

    /// The release of a drag over an orthogonal section: locked to it, the section coasts to where
    /// its behaviour rests, settles there (a fling past an end stops at the end) or springs back
    /// into range; before the lock the release is the outer scroll's, and a section caught
    /// mid-motion comes to rest from where it is. Returns true when the section took the release
    /// (the outer scroll does nothing).
    mutating func endOrthogonalDrag(velocity: Point) -> Bool {
        guard let drag = orthogonal.drag else { return false }
        orthogonal.drag = nil
        guard let layout = layout as? any OrthogonalScrollingLayout else { return false }
        let locked = drag.locked
        let axis = layout.orthogonalAxis, section = drag.section
        let current = orthogonal.offsets[section] ?? drag.startOffset
        let range = layout.orthogonalRange(inSection: section)
        let pages = layout.pagesOrthogonally(section: section)
        let deceleration = orthogonalDeceleration(pages: pages)
        let speed = locked && velocity[axis].isFinite ? velocity[axis] : 0
        let projected = current + deceleration.distance(velocity: speed)
        let target = layout.targetOrthogonalOffset(
            inSection: section, proposed: projected, current: locked ? drag.startOffset : current, velocity: speed)
        let start = Point(along: axis, current, across: 0), initial = Point(along: axis, speed, across: 0)
        if current >= 0, current <= range, target == projected, speed != 0 {
            orthogonal.animations[section] = (.coast(from: start, velocity: initial, deceleration: deceleration), 0)
        } else if abs(target - current) > 1e-9 {
            let durations = pages ? physics.pageDurations : physics.snapDurations
            orthogonal.animations[section] = (
                .settle(from: start, to: Point(along: axis, target, across: 0), velocity: initial, durations: durations), 0
            )
        }
        return locked
    }

    /// How a section coasts: UIScrollView's `.fast` rate when it pages, the host's otherwise.
    func orthogonalDeceleration(pages: Bool) -> Deceleration {
        pages ? Deceleration(rate: ScrollPhysics.fastDecelerationRate) : physics.deceleration
    }

    /// Steps the orthogonal coasts and settles by `step` seconds, each on its own clock.
    mutating func advanceOrthogonalScrolling(step: Double) {
        // A drag that ended without a release (cancelled, or the page set under it) lets its
        // section come to rest as a release at rest would.
        if drag == nil, orthogonal.drag != nil {
            _ = endOrthogonalDrag(velocity: .zero)
            pushOrthogonalOffsets()
        }
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

    /// Ends every orthogonal drag and motion, each section at the place its motion was going to
    /// (a layout switch: the offsets the next layout inherits are resting places).
    mutating func finishOrthogonalScrolling() {
        orthogonal.drag = nil
        guard !orthogonal.animations.isEmpty, let layout = layout as? any OrthogonalScrollingLayout else {
            orthogonal.animations = [:]
            return
        }
        for (section, running) in orthogonal.animations {
            orthogonal.offsets[section] = running.motion.destination[layout.orthogonalAxis]
        }
        orthogonal.animations = [:]
    }

    /// Motions whose section shrank under them (items deleted mid-coast, a smaller window, a new
    /// layout version) settle from where they are, brought within a rubber band's reach, onto the
    /// nearest place in range, as the outer scroll settles into range when its content shrinks
    /// under a coast; a held section is brought within that reach too.
    ///
    /// - Complexity: O(running motions).
    mutating func retargetOrthogonalMotions(of layout: any OrthogonalScrollingLayout) {
        let axis = layout.orthogonalAxis, reach = boundsSize[axis]
        func withinReach(_ offset: Double, section: Int) -> Double {
            Swift.min(Swift.max(offset, -reach), Swift.max(layout.orthogonalRange(inSection: section), 0) + reach)
        }
        if let held = draggedOrthogonalSection, let offset = orthogonal.offsets[held] {
            orthogonal.offsets[held] = withinReach(offset, section: held)
        }
        for (section, running) in orthogonal.animations {
            let destination = running.motion.destination[axis]
            let settled = restingOffset(destination, inSection: section, of: layout)
            let offset = orthogonal.offsets[section] ?? 0, current = withinReach(offset, section: section)
            guard abs(settled - destination) > 1e-9 || current != offset else { continue }
            orthogonal.offsets[section] = current
            orthogonal.animations[section] = (
                .settle(
                    from: Point(along: axis, current, across: 0), to: Point(along: axis, settled, across: 0),
                    velocity: running.motion.velocity(after: running.elapsed), durations: physics.snapDurations), 0
            )
        }
    }

    /// Section inserts, deletes and moves (`sections`: the plan of section indices): each offset,
    /// motion and held drag follows its section to its new index; a deleted section's go.
    ///
    /// - Complexity: O(o * u) for o sections with state and u section updates.
    mutating func remapOrthogonalSections(_ sections: UpdatePlan) {
        guard !orthogonal.offsets.isEmpty || !orthogonal.animations.isEmpty || orthogonal.drag != nil else { return }
        var offsets: [Int: Double] = [:], animations: [Int: (motion: ScrollMotion, elapsed: Double)] = [:]
        for (old, offset) in orthogonal.offsets { if let new = sections.newIndex(forOld: old) { offsets[new] = offset } }
        for (old, running) in orthogonal.animations { if let new = sections.newIndex(forOld: old) { animations[new] = running } }
        orthogonal.offsets = offsets
        orthogonal.animations = animations
        if let held = orthogonal.drag?.section {
            if let new = sections.newIndex(forOld: held) { orthogonal.drag?.section = new } else { orthogonal.drag = nil }
        }
    }

    /// `offset` as section `section` shows it at rest: clamped into its range.
    func restingOffset(_ offset: Double, inSection section: Int, of layout: any OrthogonalScrollingLayout) -> Double {
        layout.restingOrthogonalOffset(offset, inSection: section)
    }

    /// Gives the layout the host's offsets (the host's are the truth: they outlive a layout), each
    /// section at rest clamped into its range in this layout (an offset another layout left can
    /// be beyond it), one a drag holds or a motion moves as it is (past an end while it
    /// rubber-bands).
    ///
    /// - Complexity: O(sections with an offset).
    mutating func pushOrthogonalOffsets() {
        guard var orthogonalLayout = layout as? any OrthogonalScrollingLayout else { return }
        retargetOrthogonalMotions(of: orthogonalLayout)
        var shown: [Int: Double] = [:]
        for (section, offset) in orthogonal.offsets where orthogonalLayout.scrollsOrthogonally(section: section) {
            let moving = orthogonal.animations[section] != nil || draggedOrthogonalSection == section
            shown[section] = moving ? offset : restingOffset(offset, inSection: section, of: orthogonalLayout)
        }
        guard orthogonalLayout.orthogonalContentOffsets != shown else { return }
        orthogonalLayout.orthogonalContentOffsets = shown
        layout = orthogonalLayout
    }
}
