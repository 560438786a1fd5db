import CollectionLayoutCore

extension ConformanceRun {
    /// `ConformanceCheck.arrowPaging` for `count` items in `boundsSize`: `arrowPressCount` presses
    /// of a random arrow through the host (`CollectionView`), each from a resting offset (the
    /// clamped `targetContentOffset` of a random proposal, with or without velocity), settled to
    /// the end of its animation before and after.
    ///
    /// - Complexity: O(presses * (k + the layout's queries)) for k items on screen.
    mutating func checkArrowPaging(count: Int, boundsSize: Size) {
        // Empty bounds show nothing to page through.
        guard options.checks.contains(.arrowPaging), count >= 2, boundsSize.width > 0, boundsSize.height > 0 else { return }
        var view = CollectionView(
            layout: checker.makeLayout(), itemCount: count, boundsSize: boundsSize, displayScale: options.displayScale)
        let maximum = view.layout.maximumContentOffset
        guard maximum != .zero, maximum.isFinite else { return }
        var rng = random(sceneCount, 0xA770)
        var time = 0.0
        for _ in 0..<Swift.max(0, options.arrowPressCount) {
            let proposed = Point(x: rng.unit() * maximum.x, y: rng.unit() * maximum.y)
            let velocity = rng.chance(0.5) ? Point.zero : Point(x: (rng.unit() - 0.5) * 4_000, y: (rng.unit() - 0.5) * 4_000)
            let rest = view.layout.clampedTargetContentOffset(proposed: proposed, velocity: velocity)
            guard rest.isFinite else { continue }  // targetContentOffset already failed
            view.setContentOffset(rest, animated: false, at: time)
            let step = rng.chance(0.5) ? 1 : -1
            let start = view.contentOffset
            begin(Scene(count: count, boundsSize: boundsSize, contentOffset: start), counts: false)
            let before = view.focusedIndex
            // Long enough for any settle to end: the host's are under a second at speed 1.
            time += 1
            view.page(by: step, at: time)
            time += 60
            view.advance(to: time)
            let after = view.focusedIndex
            let moved = !isClose(view.contentOffset, start)
            let press = step > 0 ? "right/down" : "left/up"
            if view.isAnimating {
                fail(.arrowPaging, "the \(press) arrow is still animating a minute later")
            } else if view.layout.paging == .lines {
                if !moved, !atEnd(start, step: step, maximum: maximum, wraps: view.layout.wrapping != nil) {
                    fail(.arrowPaging, "the \(press) arrow did not move the view, which is not at that end of its range")
                }
            } else if let before {
                let wraps = view.layout.wrapping != nil
                let next = before + step
                let expected: Int? = wraps ? ((next % count) + count) % count : (0..<count).contains(next) ? next : nil
                if after == before || after == nil {
                    // Stuck, unless the press took the view to the end of its range (or it was
                    // there), or the layout focuses the neighbour right here: it has nothing to
                    // turn (a fire wheel with no more items than slots).
                    let nowhere = expected.flatMap { view.layout.contentOffset(focusingItemAt: $0) }.map { isClose($0, start) } ?? false
                    if expected != nil, !nowhere, !atEnd(view.contentOffset, step: step, maximum: maximum, wraps: wraps) {
                        fail(
                            .arrowPaging,
                            "the \(press) arrow left item \(before) focused (offset \(format(view.contentOffset)) after it), "
                                + "away from that end of the range: the arrows are stuck")
                    }
                } else if after != expected {
                    fail(
                        .arrowPaging,
                        "the \(press) arrow went from item \(before) to item \(after.map(String.init) ?? "none") "
                            + "(offset \(format(view.contentOffset))), not \(expected.map(String.init) ?? "nowhere")")
                }
            }
        }
    }

    /// Whether `offset` is at the end of the range the arrow `step` heads for, on every axis that
    /// scrolls (half a point's tolerance); never along a wrapping layout's axis, which has no end.
    private func atEnd(_ offset: Point, step: Int, maximum: Point, wraps: Bool) -> Bool {
        guard !wraps else { return false }
        for axis in [Axis.horizontal, .vertical] where maximum[axis] > 0 {
            let end = step > 0 ? maximum[axis] : 0
            if Swift.abs(offset[axis] - end) > 0.5 { return false }
        }
        return true
    }

    private func isClose(_ a: Point, _ b: Point) -> Bool {
        Swift.abs(a.x - b.x) <= 0.5 && Swift.abs(a.y - b.y) <= 0.5
    }
}
