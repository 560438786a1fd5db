import Foundation

extension CollectionView {
    /// The offset that brings item `index` (clamped into `0..<n`) to the layout's focus, clamped
    /// into range; nil without items. By default the item's drawn centre goes to the middle of the
    /// view; a layout whose items hang from the middle (the wheels) says where instead, through
    /// `contentOffset(focusingItemAt:)`.
    package func contentOffset(centering index: Int) -> Point? {
        let n = itemCount
        guard n > 0 else { return nil }
        // Round a wrapping layout, every index names an item; otherwise the ends clamp it.
        let item = layout.wrapping != nil ? ((index % n) + n) % n : Swift.min(Swift.max(index, 0), n - 1)
        return offset(placing: item, atViewFraction: Point(x: 0.5, y: 0.5))
    }

    /// The offset that puts item `index`'s drawn centre at `fraction` of the view (0.5, 0.5 = the
    /// middle) on the scrolling axes, clamped into range; nil when the item does not exist. Layouts
    /// that focus items themselves focus it instead.
    func offset(placing index: Int, atViewFraction fraction: Point) -> Point? {
        if let focus = layout.contentOffset(focusingItemAt: index) {
            return focus.isFinite ? layout.clampedContentOffset(focus) : nil
        }
        guard let indexPath = identities.indexPath(ofOrdinal: index), let attributes = layout.attributes(at: indexPath) else { return nil }
        let place = attributes.transformedFrame.center
        let axes = scrollableAxes
        let proposed = Point(
            x: axes.horizontal ? place.x - fraction.x * boundsSize.width : 0,
            y: axes.vertical ? place.y - fraction.y * boundsSize.height : 0)
        guard proposed.isFinite else { return nil }
        return layout.clampedContentOffset(proposed)
    }

    /// The centring offset of the item `step` items from `index`; for a wrapping layout, the copy
    /// of it `step` items' travel from the scroll position `base`, across the seam if need be.
    func pagingTarget(from index: Int?, step: Int, near base: Point) -> Point? {
        guard let index else { return nil }
        let (next, overflow) = index.addingReportingOverflow(step)
        guard let target = contentOffset(centering: overflow ? index : next) else { return nil }
        guard let wrapping = layout.wrapping, itemCount > 0 else { return target }
        var expected = base
        expected[wrapping.axis] += Double(step) * wrapping.period / Double(itemCount)
        return nearestCopy(of: target, to: expected)
    }

    /// For a wrapping layout, `offset` moved by whole periods along the wrapping axis to lie
    /// nearest `expected`; `offset` itself otherwise.
    func nearestCopy(of offset: Point, to expected: Point) -> Point {
        guard let wrapping = layout.wrapping, wrapping.period > 0 else { return offset }
        var copy = offset
        let turns = ((expected[wrapping.axis] - offset[wrapping.axis]) / wrapping.period).rounded()
        if turns.isFinite { copy[wrapping.axis] += turns * wrapping.period }
        return copy
    }

    /// The item that `offset` focuses, for layouts that page by item: the inverse of
    /// `contentOffset(centering:)`, rounded (the layout's `focusedItemPosition(at:)`).
    func index(centredAt offset: Point) -> Int? {
        let n = itemCount
        guard n > 0, let position = layout.focusedItemPosition(at: layout.wrappedContentOffset(offset)), position.isFinite
        else { return nil }
        if layout.wrapping != nil {
            let rounded = position.rounded()
            guard abs(rounded) < 1e15 else { return nil }
            return ((Int(rounded) % n) + n) % n
        }
        return Int(clampingToIndex: position.rounded(), count: n)
    }

    /// For grids: the offset that brings the next (or previous) line of item centres along the
    /// main scroll axis to the middle of the view, from the offset `base`; a whole view's length
    /// when no item lies that way.
    ///
    /// The line under the middle of the view is the current one, whether or not its centre is
    /// exactly there: lines are counted from the centre of the item under the middle nearest to
    /// it (from the middle itself when no item is under it). A grid of sections (headers and
    /// insets between them) rests with a line a few points off the middle, and centring that line
    /// would move the view by those few points (12.33 in the issue) rather than by a row. After a
    /// press the middle is on an item's centre, so a press back returns to it, as before.
    ///
    /// - Complexity: O(k) for the items in the view ahead (or behind).
    func lineTarget(from base: Point, step: Int) -> Point? {
        let maximum = layout.maximumContentOffset
        let axis: Axis = maximum.y >= maximum.x ? .vertical : .horizontal
        let length = boundsSize[axis]
        guard length > 0 else { return nil }
        let middle = base[axis] + length / 2
        var search = Rect(origin: base, size: boundsSize)
        search.origin[axis] += step > 0 ? length / 2 : -length / 2
        let cells = drawnAttributes(in: search).filter(\.isCell).map(\.transformedFrame)
        var reference = middle
        var nearest = Double.infinity
        for frame in cells where frame.min(axis) <= middle && frame.max(axis) >= middle {
            let distance = Swift.abs(frame.center[axis] - middle)
            if distance < nearest {
                nearest = distance
                reference = frame.center[axis]
            }
        }
        var best: Double?
        for frame in cells {
            let centre = frame.center[axis]
            if step > 0, centre > reference + 1, centre < (best ?? .infinity) { best = centre }
            if step < 0, centre < reference - 1, centre > (best ?? -.infinity) { best = centre }
        }
        var target = base
        target[axis] += (best ?? (middle + (step > 0 ? length : -length))) - middle
        return layout.clampedContentOffset(target)
    }
}
