import Foundation

@testable import CollectionLayoutCore

/// The 3D carousels' documented behaviour (docs/reference/LAYOUTS.md, "3D carousels": offsets with
/// wrap, the fade, the shown window, back faces, the draw order and each layout's matrix),
/// computed directly from those formulas, independently of Orbit's layouts: the tests compare the
/// two. Only Orbit's matrix type is shared (`translated`/`rotated` post-multiply, as the spec's
/// `M = A · B` reads).
struct CarouselSpecOracle {
    enum Kind: Equatable {
        case coverFlow, rotary, invertedRotary, cylinder, invertedCylinder, timeMachine, invertedTimeMachine

        var isCircular: Bool { [.rotary, .invertedRotary, .cylinder, .invertedCylinder].contains(self) }
    }

    var kind: Kind
    var vertical = false
    /// `w`: the item's length along the scroll axis, points.
    var itemWidth = 200.0
    /// `L`: the view's length along the scroll axis, points.
    var viewLength = 800.0
    var numberOfItems: Int
    /// `p`: the scroll position in items, before wrapping.
    var scrollOffset: Double
    /// The `wrap` parameter; nil for the layout's default.
    var wrap: Bool?
    var spacing: Double?
    var arc = 2 * Double.pi
    var tilt: Double?
    var showBackfaces: Bool?
    var perspective = -1.0 / 500
    /// The window's cap, 50 items.
    var maxVisibleItems = 50
    /// The `visibleItems` parameter (`k`); nil for the layout's rule.
    var visibleItems: Int?

    var wrapEnabled: Bool { wrap ?? kind.isCircular }

    var n: Double { Double(numberOfItems) }

    /// `p mod n` when wrapping, else `p`.
    var clampedScroll: Double { wrapEnabled ? scrollOffset - (scrollOffset / n).rounded(.down) * n : scrollOffset }

    /// `o = i - (p mod n)`, brought into `[-n/2, n/2]` when wrapping.
    func offset(forItem index: Int) -> Double {
        var offset = Double(index) - clampedScroll
        if wrapEnabled {
            if offset > n / 2 {
                offset -= n
            } else if offset < -n / 2 {
                offset += n
            }
        }
        return offset
    }

    /// The circles' `count`: `min(n, 50, max(12, ceil(L / (spacing*w)) * pi))`, truncated.
    var circularCount: Double {
        let s = spacing ?? 1
        let count = min(Double(maxVisibleItems), max(12, (viewLength / (s * itemWidth)).rounded(.up) * .pi))
        return min(n, count.rounded(.towardZero))
    }

    /// The fade: timemachine fades offsets past 0 (inverted: before 0) over one item; the others
    /// do not fade.
    func alpha(forOffset offset: Double) -> Double {
        let excess: Double
        switch kind {
        case .timeMachine: excess = max(0, offset)
        case .invertedTimeMachine: excess = max(0, -offset)
        default: excess = 0
        }
        return 1 - min(excess, 1)
    }

    /// Each layout's `M` as the spec writes it, with `m34 = perspective`.
    func transform(forOffset offset: Double) -> Transform3D {
        var base = Transform3D.identity
        base.m34 = perspective
        switch kind {
        case .rotary, .invertedRotary:
            let count = circularCount, s = spacing ?? 1
            var radius = max(itemWidth * s / 2, itemWidth * s / 2 / tan(arc / 2 / count))
            var angle = offset / count * arc
            if kind == .invertedRotary { radius = -radius; angle = -angle }
            return vertical
                ? base.translated(x: 0, y: radius * sin(angle), z: radius * cos(angle) - radius)
                : base.translated(x: radius * sin(angle), y: 0, z: radius * cos(angle) - radius)
        case .cylinder, .invertedCylinder:
            let count = circularCount, s = spacing ?? 1
            var radius = max(0.01, itemWidth * s / 2 / tan(arc / 2 / count))
            var angle = offset / count * arc
            if kind == .invertedCylinder { radius = -radius; angle = -angle }
            var t = base.translated(x: 0, y: 0, z: -radius)
            t = vertical ? t.rotated(by: angle, x: -1, y: 0, z: 0) : t.rotated(by: angle, x: 0, y: 1, z: 0)
            return t.translated(x: 0, y: 0, z: radius + 0.01)
        case .coverFlow:
            let tilt = tilt ?? 0.9, s = spacing ?? 0.25
            let clamped = max(-1, min(1, offset))
            let x = (clamped * 0.5 * tilt + offset * s) * itemWidth
            let z = abs(clamped) * -itemWidth * 0.5
            if vertical {
                return base.translated(x: 0, y: x, z: z).rotated(by: -clamped * .pi / 2 * tilt, x: -1, y: 0, z: 0)
            }
            return base.translated(x: x, y: 0, z: z).rotated(by: -clamped * .pi / 2 * tilt, x: 0, y: 1, z: 0)
        case .timeMachine, .invertedTimeMachine:
            var tilt = tilt ?? 0.3, offset = offset
            let s = spacing ?? 1
            if kind == .invertedTimeMachine { tilt = -tilt; offset = -offset }
            return vertical
                ? base.translated(x: 0, y: offset * itemWidth * tilt, z: offset * itemWidth * s)
                : base.translated(x: offset * itemWidth * tilt, y: 0, z: offset * itemWidth * s)
        }
    }

    /// The window's `k`: each layout's rule, capped at 50 and `n` (`visibleItems` overrides the rule).
    var numberOfVisibleItems: Int {
        var count: Int
        switch kind {
        case .coverFlow:
            count = Int((viewLength / (itemWidth * (spacing ?? 0.25))).rounded(.up)) + 2
        case .rotary, .cylinder:
            count = Int(circularCount)
        case .invertedRotary, .invertedCylinder:
            count = Int((circularCount / 2).rounded(.up))
        case .timeMachine, .invertedTimeMachine:
            count = maxVisibleItems
        }
        return max(0, min(visibleItems ?? min(maxVisibleItems, count), numberOfItems))
    }

    /// `current = round(p)`, modulo `n` when wrapping, else kept in `0...n-1`.
    var currentItemIndex: Int {
        let rounded = Int(clampedScroll.rounded())
        return wrapEnabled ? rounded - Int((Double(rounded) / n).rounded(.down)) * numberOfItems : min(max(0, rounded), numberOfItems - 1)
    }

    /// The window of `k` items from `current - floor(k/2)` (moved inside `0...n-1` without wrap,
    /// taken modulo `n` with it), less those faded to alpha 0.
    var loadedIndices: Set<Int> {
        let visible = numberOfVisibleItems
        var start = currentItemIndex - visible / 2
        if !wrapEnabled { start = max(0, min(numberOfItems - 1 - visible + 1, start)) }
        var indices = Set<Int>()
        for i in 0..<visible {
            var index = i + start
            if wrapEnabled { index = index - Int((Double(index) / n).rounded(.down)) * numberOfItems }
            if alpha(forOffset: offset(forItem: index)) != 0 { indices.insert(index) }
        }
        return indices
    }

    /// Hidden outside the window, and facing away (`m33 <= 0`) when back faces are not shown
    /// (by default: only on the inverted cylinder).
    func isHidden(item: Int) -> Bool {
        guard loadedIndices.contains(item) else { return true }
        let show = showBackfaces ?? (kind != .invertedCylinder)
        return !(show || transform(forOffset: offset(forItem: item)).m33 > 0)
    }

    /// The draw order: the z of the point (1, 1, 1) after each item's transform (`m13 + m23 +
    /// m33 + m43`), farther below; at an exact tie the one nearer the current item along the
    /// scroll axis on top. True when item `a` is drawn below item `b`.
    func isDrawnBelow(_ a: Int, _ b: Int) -> Bool {
        let t1 = transform(forOffset: offset(forItem: a)), t2 = transform(forOffset: offset(forItem: b))
        var difference = (t1.m13 + t1.m23 + t1.m33 + t1.m43) - (t2.m13 + t2.m23 + t2.m33 + t2.m43)
        if difference == 0 {
            let t3 = transform(forOffset: offset(forItem: currentItemIndex))
            func along(_ t: Transform3D) -> Double { vertical ? t.m12 + t.m22 + t.m32 + t.m42 : t.m11 + t.m21 + t.m31 + t.m41 }
            difference = abs(along(t2) - along(t3)) - abs(along(t1) - along(t3))
        }
        return difference < 0
    }
}

/// wheel3d's documented behaviour (docs/reference/LAYOUTS.md, "wheel3d"): which items it lays out
/// and shows, and at what angle, from the spec's formulas.
struct WheelSpecOracle {
    var viewLength: Double
    var itemExtent: Double
    var scrollPixels: Double
    var childCount: Int
    var diameterRatio = 2.0
    var squeeze = 1.0

    var maxVisibleRadian: Double { diameterRatio < 1 ? .pi / 2 : asin(1 / diameterRatio) }

    /// The items whose slots meet the squeezed visible band `[first, last)` along the axis.
    var laidOutIndices: ClosedRange<Int>? {
        let visibleHeight = viewLength * squeeze
        let first = scrollPixels + itemExtent / 2 - visibleHeight / 2
        let last = first + visibleHeight
        var firstIndex = Int((first / itemExtent).rounded(.down))
        var lastIndex = Int((last / itemExtent).rounded(.down))
        if Double(lastIndex) * itemExtent == last { lastIndex -= 1 }
        firstIndex = max(firstIndex, 0)
        lastIndex = min(lastIndex, childCount - 1)
        return firstIndex <= lastIndex ? firstIndex...lastIndex : nil
    }

    /// `angle = (o*w/L) * 2*maxAngle / squeeze` for item `index`, from its slot's centre.
    func angle(ofChild index: Int) -> Double {
        let topMargin = -viewLength / 2 + itemExtent / 2
        let untransformedY = Double(index) * itemExtent - topMargin - scrollPixels
        let fractionalY = (untransformedY + itemExtent / 2) / viewLength
        return -(fractionalY - 0.5) * 2 * maxVisibleRadian / squeeze
    }

    /// Laid out and not turned past a quarter turn.
    func isPainted(_ index: Int) -> Bool {
        guard let laidOut = laidOutIndices, laidOut.contains(index) else { return false }
        let angle = angle(ofChild: index)
        return !(angle > .pi / 2 || angle < -.pi / 2 || angle.isNaN)
    }
}
