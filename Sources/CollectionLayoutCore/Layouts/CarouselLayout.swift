import Foundation

/// A single line of items centred across the view whose scale falls off with the distance from the
/// middle of the visible rect: docs/reference/LAYOUTS.md "line3d" (cosine zoom, seed 001 §2) and "line" (linear
/// zoom, seed 003).
///
/// An inset of half the spare length on both ends lets the first and last items reach the middle.
/// The attributes depend on the content offset, so every scroll invalidates; `prepare` and the
/// queries cost O(1) plus O(k) for k results.
package struct CarouselLayout: CollectionViewLayout {
    /// How the scale falls off with the distance `d` of an item's centre from the middle.
    package enum Zoom: String, Sendable {
        /// `cos(min(1, d / (L/2)) * pi/4)` with `L` the view's length: seed 001's line3d.
        case cosine
        /// `max(0, 1 - d / L)`: seed 003's line.
        case linear
    }

    package var itemSize: Size
    /// Gap between neighbours, points.
    package var lineSpacing = 10.0
    package var direction: Axis = .horizontal
    package var zoom: Zoom
    /// line3d leaves a proposed offset at or past either end alone; line snaps it too.
    package var snapsAtEnds: Bool
    /// Whether a drag pages by one item on release (line3d, seed 001 §2.3) instead of coasting.
    package var pagesOnDragEnd = false
    /// Wrap-around: the last item is followed by the first, every `lineSpacing` apart
    /// (`wrapping`'s period is `n * (itemLength + lineSpacing)`). Off by default.
    package var wrap = false

    package private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    private var run = UniformRun(start: 0, pitch: 0, extent: 0, count: 0)

    package init(itemSize: Size, zoom: Zoom, snapsAtEnds: Bool) {
        self.itemSize = itemSize
        self.zoom = zoom
        self.snapsAtEnds = snapsAtEnds
    }

    /// Seed 001's line3d: 250x400 cards, cosine zoom.
    package static var line3d: CarouselLayout {
        var layout = CarouselLayout(itemSize: Size(width: 250, height: 400), zoom: .cosine, snapsAtEnds: false)
        layout.pagesOnDragEnd = true
        return layout
    }

    /// Seed 003's line: 100x100 items, linear zoom.
    package static var line: CarouselLayout {
        CarouselLayout(itemSize: Size(width: 100, height: 100), zoom: .linear, snapsAtEnds: true)
    }

    /// The inset at both ends that lets the first and last item reach the middle.
    private var endInset: Double { (context.boundsSize[direction] - itemSize[direction]) / 2 }

    package mutating func prepare(_ context: LayoutContext) {
        self.context = context
        run = UniformRun(
            start: endInset, pitch: itemSize[direction] + lineSpacing, extent: itemSize[direction], count: context.itemCount)
    }

    package var contentSize: Size {
        if let wrapping { return Size(along: direction, wrapping.period, across: context.boundsSize[direction.crossed]) }
        let n = Double(context.itemCount)
        // Never negative: with no items in bounds narrower than an item, 2L alone would be.
        let length = Swift.max(0, 2 * endInset + n * itemSize[direction] + Swift.max(0, n - 1) * lineSpacing)
        return Size(along: direction, length, across: context.boundsSize[direction.crossed])
    }

    package func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { true }

    /// The scale of an item whose centre is at `center` along the scroll axis (content coordinates).
    func scale(atCenter center: Double) -> Double {
        let length = context.boundsSize[direction]
        let distance = abs(center - (context.contentOffset[direction] + length / 2))
        switch zoom {
        case .cosine:
            let half = length / 2
            let normalized = half > 0 ? Swift.min(1, distance / half) : (distance > 0 ? 1 : 0)
            return cos(normalized * .pi / 4)
        case .linear:
            guard length > 0 else { return distance > 0 ? 0 : 1 }
            return Swift.max(0, 1 - distance / length)
        }
    }

    package func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let item = indexPath.item
        guard item >= 0, item < context.itemCount else { return nil }
        return attributes(item: item, copy: wrapping == nil ? Double(item) : nearestCopy(of: item))
    }

    /// The focused position `offset / pitch`: item `k` is centred at `k * pitch`.
    var focusPosition: Double {
        let pitch = run.pitch
        return pitch > 0 ? context.contentOffset[direction] / pitch : 0
    }

    /// When wrapping, the unwrapped position of `item`'s copy nearest the focus.
    func nearestCopy(of item: Int) -> Double {
        Wrapping.nearestCopy(of: item, count: context.itemCount, near: focusPosition)
    }

    /// The attributes of `item` drawn at the unwrapped position `copy` (= `item` without wrap).
    func attributes(item: Int, copy: Double) -> LayoutAttributes? {
        let indexPath = ItemIndexPath(item: item)
        let along = run.start + copy * run.pitch + itemSize[direction] / 2
        let scale = scale(atCenter: along)
        return LayoutAttributes(
            indexPath: indexPath,
            center: Point(along: direction, along, across: context.boundsSize[direction.crossed] / 2),
            size: itemSize,
            transform: Transform2D(scaleX: scale, y: scale))
    }

    /// - Complexity: O(k) for k items along the rect.
    package func attributes(in rect: Rect) -> [LayoutAttributes] {
        if wrapping != nil { return wrappedAttributes(in: rect) }
        // Scales never exceed 1 about the centre, so the untransformed spans bound the candidates.
        return run.indices(overlapping: rect.min(direction), rect.max(direction)).compactMap { item in
            guard let attributes = attributes(at: ItemIndexPath(item: item)),
                attributes.transformedFrame.intersects(rect)
            else { return nil }
            return attributes
        }
    }

    /// Wrapping: the unwrapped positions whose spans meet the rect, each kept only where it is its
    /// item's copy nearest the focus, then in index order.
    ///
    /// - Complexity: O(k) for k positions along the rect (at most n).
    func wrappedAttributes(in rect: Rect) -> [LayoutAttributes] {
        let n = context.itemCount, pitch = run.pitch
        guard n > 0, pitch > 0 else { return [] }
        let low = ((rect.min(direction) - run.start - run.extent) / pitch).rounded(.down)
        let high = ((rect.max(direction) - run.start) / pitch).rounded(.up)
        guard low.isFinite, high.isFinite, low <= high else { return [] }
        // Only positions in the window of nearest copies, [p - n/2, p + n/2), can be shown.
        let position = focusPosition, half = Double(n) / 2
        let from = Swift.max(low, (position - half).rounded(.down)), to = Swift.min(high, (position + half).rounded(.up))
        guard from <= to else { return [] }
        let first = Int(clampingTruncating: from), last = Int(clampingTruncating: to)
        var found: [LayoutAttributes] = []
        for position in first...last {
            let item = ((position % n) + n) % n
            guard nearestCopy(of: item) == Double(position), let attributes = attributes(item: item, copy: Double(position)),
                attributes.transformedFrame.intersects(rect)
            else { continue }
            found.append(attributes)
        }
        return found.sorted { $0.index < $1.index }
    }

    /// Moves the proposed offset so that the item centre nearest the middle of the proposed visible
    /// rect lands there. line3d leaves offsets at or past either end as proposed. Wrapping, there
    /// are no ends: the nearest whole pitch.
    package func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        guard context.itemCount > 0 else { return proposed }
        if wrapping != nil {
            var target = proposed
            target[direction] = (proposed[direction] / run.pitch).rounded() * run.pitch
            return target
        }
        let length = context.boundsSize[direction]
        if !snapsAtEnds {
            let position = proposed[direction]
            if position <= 0 || position >= contentSize[direction] - length { return proposed }
        }
        let middle = proposed[direction] + length / 2
        let nearest = run.nearestIndex(toCenter: middle)
        var target = proposed
        target[direction] += run.origin(of: nearest) + itemSize[direction] / 2 - middle
        return target
    }

    // MARK: - Host capabilities

    package var paging: PagingStyle { .items }

    package var dragPaging: DragPaging? { pagesOnDragEnd ? DragPaging(axis: direction) : nil }

    /// Item `k` is centred at `offset = k * (itemLength + lineSpacing)` along the scroll axis.
    package func focusedItemPosition(at offset: Point) -> Double? {
        let pitch = itemSize[direction] + lineSpacing
        return pitch > 0 ? offset[direction] / pitch : nil
    }

    package var flippableDirection: Axis? { direction }

    /// With `wrap`, the period `n * (itemLength + lineSpacing)` along the scroll axis.
    package var wrapping: Wrapping? {
        let period = Double(context.itemCount) * (itemSize[direction] + lineSpacing)
        return wrap && period > 0 && period.isFinite ? Wrapping(axis: direction, period: period) : nil
    }

    /// Wrapping: item `k` is centred at `k * pitch`. Otherwise nil (the host centres its frame).
    package func contentOffset(focusingItemAt index: Int) -> Point? {
        guard wrapping != nil else { return nil }
        return Point(along: direction, Double(index) * (itemSize[direction] + lineSpacing), across: 0)
    }
}
