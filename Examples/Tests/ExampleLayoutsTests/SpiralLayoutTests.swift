import CollectionLayout
import ExampleLayouts
import Foundation
import Testing

// The spiral's own promises, checked from the outside: the test knows the spiral's equation and
// its parameters, never the layout's closed form for arc length or its Newton inversion.

/// A spiral layout prepared for `count` items in `bounds` at vertical offset `offset`.
func spiral(
    _ layout: SpiralLayout = SpiralLayout(), count: Int, bounds: Size = Size(width: 800, height: 600), offset: Double = 0
) -> SpiralLayout {
    var layout = layout
    layout.prepare(LayoutContext(boundsSize: bounds, contentOffset: Point(x: 0, y: offset), itemCount: count))
    return layout
}

/// Distance and angle (radians clockwise from 3 o'clock, screen axes) of `point` about `hub`.
func polar(_ point: Point, about hub: Point) -> (radius: Double, angle: Double) {
    let d = point - hub
    return (d.length, atan2(d.y, d.x))
}

/// The arc length of `r = a + b·θ` between radii `r1` and `r2`, by Simpson's rule on
/// `∫ √(r² + b²) dθ`: independent of the layout's closed form.
func numericArc(a: Double, b: Double, from r1: Double, to r2: Double, steps: Int = 4_000) -> Double {
    let t1 = (r1 - a) / b, t2 = (r2 - a) / b, h = (t2 - t1) / Double(steps)
    func f(_ t: Double) -> Double {
        let r = a + b * t
        return (r * r + b * b).squareRoot()
    }
    var sum = f(t1) + f(t2)
    for k in 1..<steps { sum += f(t1 + Double(k) * h) * (k % 2 == 1 ? 4 : 2) }
    return abs(sum * h / 3)
}

/// The spiral's phase: the angle at which `r = a + b·θ` has `θ = 0`, read from the focused item at
/// rest (item 0 at offset 0), which the layout promises to put at the outer end, at `endAngle`.
func phase(of layout: SpiralLayout, bounds: Size) -> Double {
    let rest = spiral(layout, count: 1, bounds: bounds)
    let focus = polar(rest.attributes(at: ItemIndexPath(item: 0))!.center, about: rest.context.visibleCenter)
    return focus.angle - (focus.radius - layout.innerRadius) / layout.growth
}

/// Items whose centre is off the curve `r = a + b·(angle − phase)` (in points along the circle
/// through the centre), or inside the inner radius. Empty when every centre is on the spiral.
func curveProblems(_ items: [LayoutAttributes], hub: Point, a: Double, b: Double, phase: Double) -> [String] {
    items.compactMap { item in
        let (r, angle) = polar(item.center, about: hub)
        if r < a - 1e-9 { return "item \(item.index) at r \(r) < a \(a)" }
        let residual = (angle - phase - (r - a) / b).remainder(dividingBy: 2 * .pi)
        return abs(residual) * Swift.max(r, 1) > 1e-6 ? "item \(item.index) is \(residual * r) pt off the spiral" : nil
    }
}

/// Consecutive items whose centres are not `spacing` apart along the spiral.
func spacingProblems(_ items: [LayoutAttributes], hub: Point, a: Double, b: Double, spacing: Double) -> [String] {
    zip(items, items.dropFirst()).compactMap { outer, inner in
        guard inner.index == outer.index + 1 else { return "items \(outer.index), \(inner.index) are not neighbours" }
        let arc = numericArc(
            a: a, b: b, from: polar(inner.center, about: hub).radius, to: polar(outer.center, about: hub).radius)
        return abs(arc - spacing) > 1e-6 * spacing ? "items \(outer.index)-\(inner.index) are \(arc) apart" : nil
    }
}

/// Spirals to check: the defaults, a tight dense one starting at the pole, a wide one.
let spiralVariants: [SpiralLayout] = {
    var dense = SpiralLayout()
    dense.itemSize = Size(square: 10)
    dense.spacing = 11
    dense.growth = 2.5
    dense.innerRadius = 0
    dense.endAngle = -Double.pi / 4
    var wide = SpiralLayout()
    wide.spacing = 100
    wide.growth = 30
    wide.innerRadius = 50
    wide.innerScale = 1
    return [SpiralLayout(), dense, wide]
}()

/// Window shapes to check: landscape, wide, portrait.
let spiralBounds = [Size(width: 800, height: 600), Size(width: 1280, height: 800), Size(width: 300, height: 700)]

@Suite("spiral")
struct SpiralLayoutTests {
    @Test("item centres lie on r = a + b·θ", arguments: spiralVariants.indices, spiralBounds)
    func onTheSpiral(variant: Int, bounds: Size) {
        let base = spiralVariants[variant], phase = phase(of: base, bounds: bounds)
        for steps in [0, 0.37, 5, 17.9] {
            let layout = spiral(base, count: 300, bounds: bounds, offset: steps * base.spacing)
            let items = layout.visibleAttributes
            #expect(items.count >= 2)
            let problems = curveProblems(
                items, hub: layout.context.visibleCenter, a: base.innerRadius, b: base.growth, phase: phase)
            #expect(problems.isEmpty, "offset \(steps) steps: \(problems.prefix(3))")
        }
    }

    @Test("neighbours are `spacing` apart along the arc", arguments: spiralVariants.indices, spiralBounds)
    func equalArcSteps(variant: Int, bounds: Size) {
        let base = spiralVariants[variant]
        for steps in [0, 0.5, 3.25, 40] {
            let layout = spiral(base, count: 300, bounds: bounds, offset: steps * base.spacing)
            let items = layout.visibleAttributes
            #expect(items.count >= 2)
            let problems = spacingProblems(
                items, hub: layout.context.visibleCenter, a: base.innerRadius, b: base.growth, spacing: base.spacing)
            #expect(problems.isEmpty, "offset \(steps) steps: \(problems.prefix(3))")
        }
    }

    /// The two checks above can fail: a spiral 3% off in growth, or 1% off in spacing, is caught.
    @Test("the geometry checks catch a wrong spiral")
    func checksDiscriminate() {
        let layout = spiral(count: 100), base = SpiralLayout(), hub = layout.context.visibleCenter
        let items = layout.visibleAttributes
        let phase = phase(of: base, bounds: layout.context.boundsSize)
        #expect(!curveProblems(items, hub: hub, a: base.innerRadius, b: base.growth * 1.03, phase: phase).isEmpty)
        #expect(!curveProblems(items, hub: hub, a: base.innerRadius, b: base.growth, phase: phase + 0.01).isEmpty)
        #expect(!spacingProblems(items, hub: hub, a: base.innerRadius, b: base.growth, spacing: base.spacing * 1.01).isEmpty)
        let skipping = items.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        #expect(!spacingProblems(skipping, hub: hub, a: base.innerRadius, b: base.growth, spacing: base.spacing).isEmpty)
    }

    @Test("the focused item rests at the outer end, at endAngle, full size, inside the view", arguments: spiralVariants.indices)
    func focusAtOuterEnd(variant: Int) {
        let base = spiralVariants[variant], bounds = Size(width: 800, height: 600)
        for k in [0, 1, 7, 99] {
            let layout = spiral(base, count: 100, bounds: bounds, offset: Double(k) * base.spacing)
            #expect(layout.focusedItemPosition(at: layout.context.contentOffset) == Double(k))
            #expect(layout.contentOffset(focusingItemAt: k) == layout.context.contentOffset)
            let items = layout.visibleAttributes
            guard let focus = items.first else {
                Issue.record("nothing visible at item \(k)")
                continue
            }
            #expect(focus.index == k)
            #expect(focus.alpha == 1)
            #expect(abs(focus.transform.decomposed.scaleX - 1) < 1e-9 && abs(focus.transform.decomposed.scaleY - 1) < 1e-9)
            let (radius, angle) = polar(focus.center, about: layout.context.visibleCenter)
            #expect(abs((angle - base.endAngle).remainder(dividingBy: 2 * .pi)) < 1e-9)
            #expect(items.allSatisfy { polar($0.center, about: layout.context.visibleCenter).radius <= radius + 1e-9 })
            let view = Rect(origin: layout.context.contentOffset, size: bounds)
            let frame = focus.transformedFrame
            #expect(frame.minX >= view.minX && frame.maxX <= view.maxX && frame.minY >= view.minY && frame.maxY <= view.maxY)
        }
    }

    /// Scrolling runs the items along the arc: one step on, each item is where its predecessor was.
    @Test("scrolling by one step moves each item to its predecessor's place")
    func scrollingRunsAlongTheArc() {
        let base = SpiralLayout()
        for offset in [0.0, 20, 500.5] {
            let before = spiral(count: 500, offset: offset), after = spiral(count: 500, offset: offset + base.spacing)
            for item in before.visibleAttributes {
                let next = after.attributes(at: ItemIndexPath(item: item.index + 1))!
                let moved = (next.center - after.context.contentOffset) - (item.center - before.context.contentOffset)
                #expect(moved.length < 1e-6, "item \(item.index + 1) is \(moved.length) pt from item \(item.index)'s place")
                #expect(abs(next.alpha - item.alpha) < 1e-9 && next.transform == item.transform)
            }
        }
    }

    @Test("snapping lands an item on the focus")
    func snapping() {
        let base = SpiralLayout(), count = 1_000
        let rest = spiral(count: count)
        let focus = rest.attributes(at: ItemIndexPath(item: 0))!.center - rest.context.contentOffset
        var random = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let proposed = Point(x: .random(in: -50...50, using: &random), y: .random(in: -2_000...70_000, using: &random))
            let velocity = Point(x: 0, y: .random(in: -3_000...3_000, using: &random))
            let target = rest.clampedTargetContentOffset(proposed: proposed, velocity: velocity)
            let landed = spiral(count: count, offset: target.y)
            let hit = landed.visibleAttributes.contains { item in
                (item.center - landed.context.contentOffset - focus).length < 1e-6 && item.alpha == 1
            }
            #expect(hit, "proposed \(proposed.y) snapped to \(target.y): no item at the focus")
        }
        // The check is not vacuous: half a step off, nothing is at the focus.
        let between = spiral(count: count, offset: 10.5 * base.spacing)
        #expect(!between.visibleAttributes.contains { ($0.center - between.context.contentOffset - focus).length < 1 })
    }

    @Test("a million items: the visible query near the end returns a few items near the end")
    func millionNearTheEnd() {
        let n = 1_000_000
        let probe = spiral(count: n)
        let layout = spiral(count: n, offset: probe.maximumContentOffset.y - 2.5 * probe.spacing)
        let items = layout.visibleAttributes
        #expect((1...60).contains(items.count), "\(items.count) items")
        #expect(items.allSatisfy { $0.index >= n - 5 && $0.isFinite })
        #expect(items.last?.index == n - 1)
    }

    /// O(k), not O(n): 200 queries at ten million items take milliseconds; one pass over every
    /// item per query would take minutes.
    @Test("the visible query does not depend on n")
    func visibleQueryIndependentOfCount() {
        let n = 10_000_000
        var layout = spiral(count: n)
        let elapsed = ContinuousClock().measure {
            var total = 0
            for k in 0..<200 {
                layout.prepare(layout.context.with(contentOffset: Point(x: 0, y: Double(k * 49_999) * layout.spacing)))
                total += layout.visibleAttributes.count
            }
            #expect(total > 200)
        }
        #expect(elapsed < .seconds(2), "\(elapsed)")
    }

    @Test(
        "finite for 0, 1, 2, a million and ten million items in 0x0, 1x1 and 100000x100000 bounds",
        arguments: [0, 1, 2, 1_000_000, 10_000_000],
        [Size.zero, Size(square: 1), Size(width: 800, height: 600), Size(square: 100_000)])
    func finite(count: Int, bounds: Size) {
        let probe = spiral(count: count, bounds: bounds)
        #expect(probe.contentSize.isFinite && probe.contentSize.height >= 0)
        let maximum = probe.maximumContentOffset.y
        for offset in [0, maximum / 2, maximum, -500, maximum + 500] {
            let layout = spiral(count: count, bounds: bounds, offset: offset)
            for item in Set([0, 1, count / 2, count - 2, count - 1]) where item >= 0 && item < count {
                #expect(layout.attributes(at: ItemIndexPath(item: item))?.isFinite == true, "item \(item) at \(offset)")
            }
            #expect(layout.attributes(at: ItemIndexPath(item: count)) == nil)
            #expect(layout.clampedTargetContentOffset(proposed: Point(x: 3, y: offset * 0.7), velocity: Point(x: 0, y: -900)).isFinite)
            // In 100000-point bounds the spiral holds about a million items: only ask with fewer.
            if bounds.width < 100_000 || count <= 2 {
                #expect(layout.visibleAttributes.allSatisfy { $0.isFinite })
            }
        }
    }
}
