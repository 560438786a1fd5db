import CollectionLayout
import Foundation

/// Items at equal arc-length steps along an Archimedean spiral `r = a + b·θ` that stays fixed in
/// the middle of the view. Scrolling slides the items along the arc: the vertical content offset is
/// the arc position, and the focused item sits at the outer end of the spiral.
///
/// Item `i` is `σ = i·spacing − offset.y` points of arc inward from the outer end. Items come out of
/// the centre, grow on their way out, reach full size at the outer end and fade out one step past
/// it. Arc length has a closed form; its inverse is a few Newton steps. Every query is O(1) per item
/// and `attributes(in:)` is O(k): nothing is ever computed for all n items.
public struct SpiralLayout: CollectionViewLayout {
    public var itemSize = Size(square: 56)
    /// Arc length between neighbouring items, points.
    public var spacing = 62.0
    /// `b`: how far the radius grows per radian, points (turns are `2π·b` apart).
    public var growth = 18.0
    /// `a`: the radius at which the spiral starts, points.
    public var innerRadius = 30.0
    /// The scale of an item at the inner end; it grows with the radius to 1 at the outer end.
    public var innerScale = 0.45
    /// Where the outer end sits on screen, radians clockwise from 3 o'clock (0: to the right of the
    /// centre, clear of the playground's HUD; π/2: straight below).
    public var endAngle = 0.0

    public private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    /// `R`: the radius of the outer end, the largest that keeps its item inside the view.
    public private(set) var outerRadius = 0.0
    /// The arc length from the inner end to the outer end, points.
    public private(set) var visibleArc = 0.0

    public init() {}

    public mutating func prepare(_ context: LayoutContext) {
        self.context = context
        let fit = Swift.min(context.boundsSize.width, context.boundsSize.height) / 2
        outerRadius = Swift.max(innerRadius, fit - Swift.max(itemSize.width, itemSize.height) / 2 - 8)
        visibleArc = arc(to: outerRadius) - arc(to: innerRadius)
    }

    /// `S(r)`: the arc length from the pole of `r = b·θ` out to radius `r` (closed form).
    func arc(to r: Double) -> Double {
        let b = growth
        return (r * (r * r + b * b).squareRoot() + b * b * asinh(r / b)) / (2 * b)
    }

    /// The radius `u` points of arc out from the inner end: Newton on `S(r) = S(a) + u`, started
    /// above the root (`S(r) − S(a) ≥ (r² − a²)/2b`) so that it falls monotonically onto it.
    func radius(atArc u: Double) -> Double {
        let a = innerRadius, b = growth
        guard u > 0 else { return a }
        let target = arc(to: a) + u
        var r = (a * a + 2 * b * u).squareRoot()
        for _ in 0..<40 {
            let step = (arc(to: r) - target) * b / (r * r + b * b).squareRoot()
            r -= step
            if !(abs(step) > 1e-12 * r) { break }
        }
        return Swift.max(a, r)
    }

    public var contentSize: Size {
        let travel = Double(Swift.max(0, context.itemCount - 1)) * spacing
        return Size(width: context.boundsSize.width, height: context.boundsSize.height + travel)
    }

    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { true }

    public func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let item = indexPath.item
        guard item >= 0, item < context.itemCount else { return nil }
        let sigma = Double(item) * spacing - context.contentOffset.y
        let r = radius(atArc: visibleArc - sigma)
        let angle = endAngle + (r - outerRadius) / growth
        let span = outerRadius - innerRadius
        let scale = span > 0 ? innerScale + (1 - innerScale) * Swift.min(1, (r - innerRadius) / span) : 1
        // Fade in over the first step out of the centre, out over the step past the outer end.
        let alpha = Swift.max(0, Swift.min(1, 1 + sigma / spacing, (visibleArc - sigma) / spacing))
        return LayoutAttributes(
            indexPath: indexPath,
            center: context.visibleCenter + Point(x: r * cos(angle), y: r * sin(angle)),
            size: itemSize,
            transform: Transform2D(scaleX: scale, y: scale),
            alpha: alpha,
            zIndex: -item,
            isHidden: sigma <= -spacing || sigma > visibleArc)
    }

    /// The items whose arc position is on the spiral, from the offset alone; the rect only filters.
    ///
    /// - Complexity: O(k) for the `visibleArc / spacing` items on the spiral.
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        let n = context.itemCount, offset = context.contentOffset.y
        guard n > 0 else { return [] }
        let first = index(clamping: ((offset - spacing) / spacing).rounded(.down), count: n)
        let last = index(clamping: ((offset + visibleArc) / spacing).rounded(.up), count: n)
        return (first...last).compactMap { item in
            guard let attributes = attributes(at: ItemIndexPath(item: item)), !attributes.isHidden,
                attributes.transformedFrame.intersects(rect)
            else { return nil }
            return attributes
        }
    }

    /// Snaps to the nearest item at the outer end.
    public func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        Point(x: proposed.x, y: (proposed.y / spacing).rounded() * spacing)
    }

    // MARK: - Host capabilities

    /// The arrow keys bring the next item to the outer end.
    public var paging: PagingStyle { .items }

    public func contentOffset(focusingItemAt index: Int) -> Point? { Point(x: 0, y: Double(index) * spacing) }

    public func focusedItemPosition(at offset: Point) -> Double? { offset.y / spacing }
}

/// `value` clamped into `0...count-1`; NaN gives 0. Converting a Double to Int out of range traps.
func index(clamping value: Double, count: Int) -> Int {
    guard value > 0 else { return 0 }
    return value < Double(count - 1) ? Int(value) : count - 1
}

extension LayoutDescriptor {
    /// `spiral`: items running along an Archimedean spiral.
    public static let spiral = LayoutDescriptor(
        name: "spiral",
        summary: "items at equal arc steps on an Archimedean spiral; scrolling runs them along it",
        origin: "Orbit's examples (Examples/Sources/ExampleLayouts/SpiralLayout.swift)",
        partner: "petals",
        parameters: [
            .size("itemSize", \.itemSize),
            .number("spacing", \.spacing, .within(1...10_000)),
            .number("growth", \.growth, .within(1...1_000)),
            .number("innerRadius", \.innerRadius, .within(0...10_000)),
            .number("innerScale", \.innerScale, .within(0.05...1)),
            .number("endAngle", \.endAngle, .within(-2 * Double.pi...2 * Double.pi)),
        ],
        make: { SpiralLayout() })
}
