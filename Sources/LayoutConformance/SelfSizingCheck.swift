import CollectionLayoutCore

extension ConformanceRun {
    /// `ConformanceCheck.selfSizing` for `count` items in `boundsSize`, through the host
    /// (`CollectionView`): frames of flings down and up and jumps, and between them random
    /// preferred sizes for 1–4 random visible items, delivered in random order
    /// (`setPreferredSize(_:forItem:)`). After each delivery every item visible before and after
    /// that kept its size must be where it was on screen, unless it lies beyond a resized item in
    /// the direction of the last scroll, beside one along the scroll axis (its line), or after one
    /// in index order. Skipped for a layout that
    /// asks for no preferred size.
    ///
    /// - Complexity: O(deliveries * (k + the layout's invalidation)) for k items on screen.
    mutating func checkSelfSizing(count: Int, boundsSize: Size) {
        guard count > 0, boundsSize.width > 0, boundsSize.height > 0 else { return }
        var view = CollectionView(
            layout: checker.makeLayout(), itemCount: count, boundsSize: boundsSize, displayScale: options.displayScale)
        guard view.layout.preferredSizeFitting(forItemAt: ConformanceIndexPath(item: 0)) != nil else { return }
        begin(Scene(count: count, boundsSize: boundsSize, contentOffset: .zero))
        var rng = random(sceneCount, 0x5E1F)
        var time = 0.0, direction = 0.0
        let frame = 1.0 / 60
        for delivery in 0..<Swift.max(0, options.selfSizingDeliveries) {
            // Scroll: a fling down, a fling up, or a jump, then a few frames of it.
            // The direction is the scroll's own: the offset adjustments that sizes taken on the way
            // add are not scrolls (a frame that took sizes keeps the direction before it).
            if delivery % 10 == 0 {
                let before = view.contentOffset
                switch rng.index(below: 3) {
                case 0, 1:
                    let speed = (rng.chance(0.5) ? 1.0 : -1.0) * (1_000 + 4_000 * rng.unit())
                    view.beginDragging(at: time)
                    time += frame
                    view.drag(translation: Point(x: speed < 0 ? 2 : -2, y: speed < 0 ? 2 : -2), at: time)
                    view.endDragging(velocity: Point(x: speed, y: speed), at: time)
                    direction = speed < 0 ? -1 : 1
                default:
                    let maximum = view.layout.maximumContentOffset
                    let target = Point(x: rng.unit() * maximum.x, y: rng.unit() * maximum.y)
                    view.setContentOffset(target, animated: false, at: time)
                    direction = movement(from: before, to: target, axis: scrollAxis(view), fallback: direction)
                }
            }
            for _ in 0..<(1 + rng.index(below: 4)) {
                let before = view.contentOffset, invalidations = view.selfSizing.invalidationCount
                time += frame
                view.advance(to: time)
                // A frame in which items took sizes may have moved the offset to keep the screen
                // still (an item above growing as it comes on screen): that is not a scroll.
                guard view.selfSizing.invalidationCount == invalidations else { continue }
                direction = movement(from: before, to: view.contentOffset, axis: scrollAxis(view), fallback: direction)
            }
            let visible = cells(of: view)
            guard !visible.isEmpty else { continue }
            var chosen: [(id: ItemID, cell: LayoutAttributes)] = []
            for _ in 0..<(1 + rng.index(below: 4)) {
                let pick = visible[rng.index(below: visible.count)]
                if !chosen.contains(where: { $0.id == pick.id }) { chosen.append(pick) }
            }
            let offset = view.contentOffset
            for (id, _) in chosen {
                let size = Size(width: 10 + rng.unit() * boundsSize.width * 0.6, height: 10 + rng.unit() * boundsSize.height * 0.6)
                view.setPreferredSize(size, forItem: id)
            }
            scene.contentOffset = view.contentOffset
            compare(before: visible, beforeOffset: offset, view: view, delivered: Set(chosen.map(\.id)), direction: direction)
            if reported.contains(.selfSizing) { return }
        }
    }

    /// The visible cells with their identities.
    private func cells(of view: CollectionView) -> [(id: ItemID, cell: LayoutAttributes)] {
        view.layout.attributes(in: view.visibleRect).cellsByIndexPath().compactMap { cell in
            guard cell.isCell, let id = view.identities[cell.indexPath] else { return nil }
            return (id, cell)
        }
    }

    private func scrollAxis(_ view: CollectionView) -> Axis {
        let maximum = view.layout.maximumContentOffset
        return maximum.x > maximum.y ? .horizontal : .vertical
    }

    private func movement(from before: Point, to after: Point, axis: Axis, fallback: Double) -> Double {
        let delta = after[axis] - before[axis]
        return delta > 0 ? 1 : delta < 0 ? -1 : fallback
    }

    private mutating func compare(
        before: [(id: ItemID, cell: LayoutAttributes)], beforeOffset: Point, view: CollectionView, delivered: Set<ItemID>,
        direction: Double
    ) {
        let axis = scrollAxis(view)
        var after: [ItemID: LayoutAttributes] = [:]
        for (id, cell) in cells(of: view) { after[id] = cell }
        let resized = before.filter { entry in delivered.contains(entry.id) && after[entry.id].map { $0.size != entry.cell.size } ?? true }
        guard !resized.isEmpty else { return }
        let tolerance = options.tolerance * Swift.max(1, view.contentSize.width, view.contentSize.height)
        for (id, cell) in before where !delivered.contains(id) {
            guard let current = after[id], current.size == cell.size else { continue }
            let was = cell.frame.origin - beforeOffset, now = current.frame.origin - view.contentOffset
            guard Swift.abs(was.x - now.x) > tolerance || Swift.abs(was.y - now.y) > tolerance else { continue }
            let beyond = resized.contains { entry in
                let other = entry.cell
                if cell.indexPath > other.indexPath { return true }
                // Beside it along the scroll axis (a flow line it lengthened).
                if cell.frame.min(axis) < other.frame.max(axis), cell.frame.max(axis) > other.frame.min(axis) { return true }
                return direction < 0 ? cell.frame.max(axis) <= other.frame.max(axis) + tolerance
                    : cell.frame.min(axis) >= other.frame.min(axis) - tolerance
            }
            if !beyond {
                let resizedList = resized.map { "\($0.cell.indexPath.item)" }.joined(separator: ", ")
                fail(
                    .selfSizing,
                    "item \(cell.indexPath.item) kept its size but moved on screen from \(format(was)) to \(format(now)) when "
                        + "item(s) \(resizedList) took new sizes scrolling \(direction < 0 ? "towards the start" : "towards the end"); "
                        + "it lies before them")
                return
            }
        }
    }
}
