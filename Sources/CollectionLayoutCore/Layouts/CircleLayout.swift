import Foundation

/// Items evenly spaced on a circle centred in the view: docs/reference/LAYOUTS.md "ring" (seed 000), "circle"
/// (seed 001 §3) and "small-circle" (seed 003). Nothing scrolls.
///
/// Item `i` of `n` sits at angle `startAngle ± 2*pi*i/n + rotation` (clockwise when `clockwise`),
/// at `radius * clamp(scale)` from the centre. The pinch and rotation gestures multiply the scale
/// and add to the rotation through the context. `prepare` is O(1); `attributes(in:)` is O(n), all
/// of which are normally on screen; `attributes(in:resolution:)`, what a drawing host asks, is
/// O(circumference in pixels) however many items crowd the circle.
package struct CircleLayout: CollectionViewLayout {
    /// How the radius follows the view.
    package enum Radius: Hashable, Sendable {
        /// `(min(W, H) - itemSize) / 2`: the ring touches the shorter side (seed 000).
        case fitsBounds
        /// `W * factor` (seed 001 uses a third of the width).
        case widthFraction(Double)
        /// A fixed radius in points (seed 003).
        case fixed(Double)
    }

    package var itemSize: Size
    package var radius: Radius
    /// Angle of item 0, radians clockwise from 3 o'clock.
    package var startAngle: Double
    /// Whether increasing indices run clockwise on screen.
    package var clockwise: Bool
    /// Multiplies the radius, clamped with the gesture's scale into `scaleRange`.
    package var scale = 1.0
    package var scaleRange: ClosedRange<Double> = 0.5...1.3
    /// Added to every item's angle, radians clockwise.
    package var rotation = 0.0
    /// Whether a lone item sits at the centre instead of on the circle (seed 003).
    package var centresSingleItem = false
    /// Whether inserted items grow out of the centre, transparent (seed 000) instead of fading in place.
    package var insertsFromCenter = false
    /// What pinch and rotation do. Every circle responds to both (the pinch scales the radius
    /// within `scaleRange`, the rotation turns the circle); the catalog's descriptors word them
    /// for each preset.
    package var gestures = GestureResponse(pinch: "radius", rotation: "turn")

    package private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    private var inserted: Set<ItemIndexPath> = []

    package init(itemSize: Size, radius: Radius, startAngle: Double = 0, clockwise: Bool = true) {
        self.itemSize = itemSize
        self.radius = radius
        self.startAngle = startAngle
        self.clockwise = clockwise
    }

    /// Seed 000's ring: 60-point items on the largest circle that fits.
    package static var ring: CircleLayout {
        var layout = CircleLayout(itemSize: Size(square: 60), radius: .fitsBounds)
        layout.insertsFromCenter = true
        return layout
    }

    /// Seed 001's circle: 50-point items on a circle of a third of the width, rotate and pinch.
    package static var circle: CircleLayout {
        CircleLayout(itemSize: Size(square: 50), radius: .widthFraction(1.0 / 3.0))
    }

    /// Seed 003's small circle: radius 70, from 6 o'clock counter-clockwise; one item sits centred.
    package static var smallCircle: CircleLayout {
        var layout = CircleLayout(itemSize: Size(square: 50), radius: .fixed(70), startAngle: .pi / 2, clockwise: false)
        layout.centresSingleItem = true
        return layout
    }

    package mutating func prepare(_ context: LayoutContext) {
        self.context = context
    }

    package var contentSize: Size { context.boundsSize }

    /// The centre of the circle, content coordinates.
    package var hub: Point { Point(x: context.boundsSize.width / 2, y: context.boundsSize.height / 2) }

    /// The radius after scale and the gesture's pinch, points.
    package var effectiveRadius: Double {
        let base: Double
        switch radius {
        case .fitsBounds:
            base = (Swift.min(context.boundsSize.width, context.boundsSize.height) - Swift.max(itemSize.width, itemSize.height)) / 2
        case .widthFraction(let fraction):
            base = context.boundsSize.width * fraction
        case .fixed(let points):
            base = points
        }
        let factor = scale * context.gestureScale
        let clamped = factor.isFinite ? Swift.min(Swift.max(factor, scaleRange.lowerBound), scaleRange.upperBound) : 1
        return base * clamped
    }

    /// The angle of item `index`, radians clockwise from 3 o'clock.
    package func angle(of index: Int) -> Double {
        let step = 2 * Double.pi * Double(index) / Double(Swift.max(1, context.itemCount))
        return startAngle + (clockwise ? step : -step) + rotation + context.gestureRotation
    }

    package func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let item = indexPath.item
        guard item >= 0, item < context.itemCount else { return nil }
        var center = hub
        if !(centresSingleItem && context.itemCount == 1) {
            let angle = angle(of: item), radius = effectiveRadius
            center += Point(x: radius * cos(angle), y: radius * sin(angle))
        }
        return LayoutAttributes(indexPath: indexPath, center: center, size: itemSize)
    }

    /// - Complexity: O(n).
    package func attributes(in rect: Rect) -> [LayoutAttributes] {
        attributes(in: rect, every: 1)
    }

    /// Crowded circles keep one item in every `thinningStride(resolution:)` consecutive ones,
    /// counting back from the last (item n-1 is always kept): the items left out lie less than
    /// `resolution` points of arc before a kept one of the same size, so it covers them.
    ///
    /// - Complexity: O(min(n, 2π·radius / resolution)): about 1,800 items for a ring of a
    ///   million in a 1024x640 window at one point per pixel, whatever n.
    package func attributes(in rect: Rect, resolution: Double) -> [LayoutAttributes] {
        let stride = thinningStride(resolution: resolution)
        // A kept item stands for its run: it is returned when it comes within `resolution` of the
        // rect, so that the items it covers inside the rect are never left bare.
        let reach = stride > 1 ? resolution : 0
        return attributes(in: rect.insetBy(dx: -reach, dy: -reach), every: stride)
    }

    /// How many consecutive items share one kept item at `resolution` points: 1 when neighbours
    /// are at least `resolution` apart, else `ceil(resolution / arc)` for the arc between
    /// neighbours, so that the farthest item left out, `stride - 1` arcs before the kept one, is
    /// nearer than `resolution` (a chord is never longer than its arc). All n when the radius is 0.
    package func thinningStride(resolution: Double) -> Int {
        let n = context.itemCount
        guard n > 1, resolution.isFinite, resolution > 0, !(centresSingleItem && n == 1) else { return 1 }
        let arc = abs(effectiveRadius) * 2 * .pi / Double(n)
        guard arc.isFinite, arc < resolution else { return 1 }
        guard arc > 0 else { return n }
        return Swift.min(n, Swift.max(1, Int((resolution / arc).rounded(.up))))
    }

    /// The items `n-1`, `n-1-stride`, … whose frame meets `rect`, in index order.
    private func attributes(in rect: Rect, every stride: Int) -> [LayoutAttributes] {
        let n = context.itemCount
        guard n > 0, stride > 0 else { return [] }
        var result: [LayoutAttributes] = []
        var item = (n - 1) % stride
        while item < n {
            if let attributes = attributes(at: ItemIndexPath(item: item)), attributes.frame.intersects(rect) {
                result.append(attributes)
            }
            item += stride
        }
        return result
    }

    package mutating func prepare(forUpdates updates: [UpdateItem]) {
        inserted = Set(updates.compactMap { update in
            if case .insert(let indexPath) = update { indexPath } else { nil }
        })
    }

    /// An inserted item starts transparent; with `insertsFromCenter` it also starts at the hub.
    /// Items that only move start where they are.
    package func initialAttributes(forAppearingItemAt indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard var attributes = attributes(at: indexPath) else { return nil }
        guard inserted.contains(indexPath) else { return attributes }
        attributes.alpha = 0
        if insertsFromCenter { attributes.center = hub }
        return attributes
    }

    package mutating func finalizeUpdates() {
        inserted = []
    }
}
