import Foundation
@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// docs/reference/LAYOUTS.md "ring", "circle" and "small-circle", written out.
struct CircleSpec: SeedLayoutSpec {
    enum Kind: Sendable { case ring, circle, smallCircle }
    var kind: Kind
    var itemSize: Size
    /// circle only.
    var scale = 1.0
    var rotation = 0.0
    /// small-circle only.
    var radius = 70.0

    static var ring: CircleSpec { CircleSpec(kind: .ring, itemSize: Size(square: 60)) }
    static var circle: CircleSpec { CircleSpec(kind: .circle, itemSize: Size(square: 50)) }
    static var smallCircle: CircleSpec { CircleSpec(kind: .smallCircle, itemSize: Size(square: 50)) }

    var preset: LayoutDescriptor {
        switch kind {
        case .ring: .ring
        case .circle: .circle
        case .smallCircle: .smallCircle
        }
    }

    var settings: [LayoutSetting] {
        var result: [LayoutSetting] = []
        let defaultSide = kind == .ring ? 60.0 : 50.0
        if itemSize != Size(square: defaultSide) {
            result.append(LayoutSetting(key: "itemSize", value: "\(text(itemSize.width))x\(text(itemSize.height))"))
        }
        if scale != 1 { result.append(LayoutSetting(key: "scale", value: text(scale))) }
        if rotation != 0 { result.append(LayoutSetting(key: "rotation", value: text(rotation))) }
        if radius != 70 { result.append(LayoutSetting(key: "radius", value: text(radius))) }
        return result
    }

    func contentSize(_ scene: Scene) -> Size { scene.size }

    /// The hub `c = (W/2, H/2)`.
    func hub(_ scene: Scene) -> Point { Point(x: scene.W / 2, y: scene.H / 2) }

    /// The distance of every item from the hub (signed: a ring wider than the view has r < 0).
    func effectiveRadius(_ scene: Scene) -> Double {
        switch kind {
        case .ring:
            // `itemSize` is one number for the ring; square sizes only here.
            return (Swift.min(scene.W, scene.H) - itemSize.width) / 2
        case .circle:
            let s = Swift.min(1.3, Swift.max(0.5, scale * scene.gestureScale))
            return s * scene.W / 3
        case .smallCircle:
            return radius
        }
    }

    func attributes(_ i: Int, _ scene: Scene) -> LayoutAttributes {
        let c = hub(scene), r = effectiveRadius(scene), n = Double(scene.n)
        let center: Point
        switch kind {
        case .ring:
            let a = 2 * .pi * Double(i) / n
            center = Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
        case .circle:
            let a = 2 * .pi * Double(i) / n + rotation + scene.gestureRotation
            center = Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
        case .smallCircle:
            if scene.n == 1 {
                center = c
            } else {
                let a = 2 * .pi * Double(i) / n
                center = Point(x: c.x + r * sin(a), y: c.y + r * cos(a))
            }
        }
        return LayoutAttributes(indexPath: ItemIndexPath(item: i), center: center, size: itemSize)
    }

    static func random(_ rng: inout SplitMix64, kind: Kind) -> CircleSpec {
        switch kind {
        case .ring:
            var spec = CircleSpec.ring
            if rng.chance(0.7) { spec.itemSize = Size(square: rng.decimal(1...300, wide: 0.01...4000)) }
            return spec
        case .circle:
            var spec = CircleSpec.circle
            if rng.chance(0.7) { spec.itemSize = Size(width: rng.decimal(1...300, wide: 0.01...4000), height: rng.decimal(1...300, wide: 0.01...4000)) }
            if rng.chance(0.7) { spec.scale = rng.decimal(0.01...3, wide: 0.01...1000000) }
            if rng.chance(0.7) { spec.rotation = rng.decimal(-10...10, wide: -100000...100000) }
            return spec
        case .smallCircle:
            var spec = CircleSpec.smallCircle
            if rng.chance(0.7) { spec.itemSize = Size(width: rng.decimal(1...300, wide: 0.01...4000), height: rng.decimal(1...300, wide: 0.01...4000)) }
            if rng.chance(0.7) { spec.radius = rng.decimal(0.01...1500, wide: 0.01...100000) }
            return spec
        }
    }
}

@Suite("ring, circle, small-circle")
struct CircleLayoutTests {
    static let defaultSpecs: [CircleSpec] = [.ring, .circle, .smallCircle]

    @Test("defaults at several sizes and counts; no scrolling", arguments: defaultSpecs)
    func defaults(spec: CircleSpec) throws {
        for size in fixedSizes {
            for count in fixedCounts {
                for offset in [Point.zero, Point(x: 30, y: -12)] {
                    let scene = Scene(size: size, offset: offset, count: count)
                    try checkAgainstSpec(
                        spec, scene, rects: [Rect(x: 0, y: 0, width: size.width / 2, height: size.height / 3)],
                        proposals: [(Point(x: 40, y: 40), Point(x: 500, y: 0)), (Point(x: -4, y: 9), .zero)])
                }
            }
        }
    }

    @Test("a worked example: ring of 4 in 400x300 starts at 3 o'clock and runs clockwise")
    func ringExample() throws {
        // r = (300 - 60) / 2 = 120 about (200, 150).
        let layout = try preparedLayout(.ring, size: Size(width: 400, height: 300), count: 4)
        expectClose(layout.attributes(at: ItemIndexPath(item: 0))?.center ?? .zero, Point(x: 320, y: 150), "3 o'clock")
        expectClose(layout.attributes(at: ItemIndexPath(item: 1))?.center ?? .zero, Point(x: 200, y: 270), "6 o'clock")
        expectClose(layout.contentSize, Size(width: 400, height: 300), "no scrolling")
    }

    @Test("small-circle: one item sits at the centre; more start at 6 o'clock, counter-clockwise")
    func smallCircleExample() throws {
        let one = try preparedLayout(.smallCircle, size: Size(width: 400, height: 300), count: 1)
        expectClose(one.attributes(at: ItemIndexPath(item: 0))?.center ?? .zero, Point(x: 200, y: 150), "n = 1")
        let four = try preparedLayout(.smallCircle, size: Size(width: 400, height: 300), count: 4)
        expectClose(four.attributes(at: ItemIndexPath(item: 0))?.center ?? .zero, Point(x: 200, y: 220), "6 o'clock")
        // a = pi/2: (c.x + 70, c.y): 3 o'clock, so the order runs counter-clockwise on screen.
        expectClose(four.attributes(at: ItemIndexPath(item: 1))?.center ?? .zero, Point(x: 270, y: 150), "3 o'clock")
    }

    @Test("circle: scale is clamped to 0.5...1.3, rotation turns every item")
    func circleScaleAndRotation() throws {
        for scale in [0.01, 0.5, 0.9, 1.2, 1.3, 2.5] {
            for rotation in [0.0, 0.5, -3.0, 7.5] {
                for count in fixedCounts {
                    let spec = CircleSpec(kind: .circle, itemSize: Size(width: 50, height: 70), scale: scale, rotation: rotation)
                    try checkAgainstSpec(spec, Scene(size: Size(width: 600, height: 480), count: count))
                }
            }
        }
        // r = 600/3 = 200; scale 2.5 clamps to 1.3: item 0 at (300 + 260, 240).
        let wide = try preparedLayout(.circle, settings(["scale": "2.5"]), size: Size(width: 600, height: 480), count: 3)
        expectClose(wide.attributes(at: ItemIndexPath(item: 0))?.center ?? .zero, Point(x: 560, y: 240), "clamped high")
        let narrow = try preparedLayout(.circle, settings(["scale": "0.1"]), size: Size(width: 600, height: 480), count: 3)
        expectClose(narrow.attributes(at: ItemIndexPath(item: 0))?.center ?? .zero, Point(x: 400, y: 240), "clamped low")
    }

    @Test("circle: the gesture's scale multiplies the committed one and its rotation adds")
    func circleGestures() throws {
        for gestureScale in [0.2, 0.8, 1.0, 1.25, 4.0] {
            for gestureRotation in [0.0, 0.3, -2.0] {
                let spec = CircleSpec(kind: .circle, itemSize: Size(square: 50), scale: 1.2, rotation: 0.5)
                try checkAgainstSpec(
                    spec,
                    Scene(size: Size(width: 900, height: 700), count: 9, gestureScale: gestureScale, gestureRotation: gestureRotation))
            }
        }
        // 1.2 * 0.8 = 0.96 of r = 300; angle 0.5 + 0.25.
        let layout = try preparedLayout(
            .circle, settings(["scale": "1.2", "rotation": "0.5"]), size: Size(width: 900, height: 700), count: 1,
            gestureScale: 0.8, gestureRotation: 0.25)
        let expected = Point(x: 450 + 288 * cos(0.75), y: 350 + 288 * sin(0.75))
        expectClose(layout.attributes(at: ItemIndexPath(item: 0))?.center ?? .zero, expected, "gestures")
    }

    @Test("non-default item sizes and radii")
    func parameters() throws {
        let specs = [
            CircleSpec(kind: .ring, itemSize: Size(square: 250)),
            CircleSpec(kind: .ring, itemSize: Size(square: 9.5)),
            CircleSpec(kind: .smallCircle, itemSize: Size(width: 20, height: 90), radius: 300),
            CircleSpec(kind: .smallCircle, itemSize: Size(square: 5), radius: 0.5),
        ]
        for spec in specs {
            for size in fixedSizes {
                for count in fixedCounts {
                    try checkAgainstSpec(spec, Scene(size: size, count: count), rects: [Rect(x: 100, y: 100, width: 200, height: 200)])
                }
            }
        }
    }

    @Test("ring insert: the new item grows out of the centre from alpha 0; delete fades in place")
    func ringUpdates() throws {
        var layout = try CircleSpec.ring.layout(Scene(size: Size(width: 400, height: 300), count: 5))
        let old = try #require(layout.attributes(at: ItemIndexPath(item: 3)))
        layout.prepare(LayoutContext(boundsSize: Size(width: 400, height: 300), itemCount: 6))
        layout.prepare(forUpdates: [.insert(ItemIndexPath(item: 2))])
        let appearing = try #require(layout.initialAttributes(forAppearingItemAt: ItemIndexPath(item: 2)))
        expectClose(appearing.center, Point(x: 200, y: 150), "starts at c")
        #expect(appearing.alpha == 0)
        let disappearing = layout.finalAttributes(forDisappearingItemAt: ItemIndexPath(item: 3), from: old)
        expectClose(disappearing.center, old.center, "fades in place")
        #expect(disappearing.alpha == 0)
        layout.finalizeUpdates()
    }
}

/// `attributes(in:resolution:)`: a crowded circle returns O(pixels) items, and every item it leaves
/// out lies within `resolution` of a later one it returns.
@Suite struct CircleThinningTests {
    func prepared(_ layout: CircleLayout, items: Int, size: Size = Size(width: 1024, height: 640)) -> CircleLayout {
        var layout = layout
        layout.prepare(LayoutContext(boundsSize: size, itemCount: items))
        return layout
    }

    @Test func aFewItemsAreAllReturned() {
        let ring = prepared(.ring, items: 300)
        let rect = ring.context.visibleRect
        #expect(ring.attributes(in: rect, resolution: 1) == ring.attributes(in: rect))
        #expect(ring.thinningStride(resolution: 1) == 1)
        // No screen: every item.
        for resolution in [0, -1, Double.nan, .infinity] { #expect(ring.thinningStride(resolution: resolution) == 1) }
    }

    @Test func aMillionItemsAreThinnedToThePixelsOfTheRim() throws {
        let n = 1_000_000
        let ring = prepared(.ring, items: n)
        let rect = ring.context.visibleRect
        let thinned = ring.attributes(in: rect, resolution: 1)
        let circumference = 2 * Double.pi * ring.effectiveRadius
        // One item per point of rim (the radius is (640 - 60) / 2 = 290 points).
        #expect(Double(thinned.count) >= circumference * 0.99 && Double(thinned.count) <= circumference * 1.01 + 1)
        #expect(thinned.last?.index == n - 1)
        #expect(zip(thinned, thinned.dropFirst()).allSatisfy { $0.index < $1.index })
        // Every item left out is less than a point from the next kept one, with the same size and
        // transform: sampled with attributes(at:).
        var random = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let index = Int.random(in: 0..<n, using: &random)
            let next = try #require(thinned.first { $0.index >= index })
            let own = try #require(ring.attributes(at: ItemIndexPath(item: index)))
            #expect((own.center - next.center).length < 1)
            #expect(own.size == next.size && own.transform == next.transform && own.alpha == next.alpha && own.zIndex == next.zIndex)
            // Each kept answer is attributes(at:) itself.
            #expect(ring.attributes(at: next.indexPath) == next)
        }
        // A coarser screen, fewer items; a collapsed circle (every item at the hub): only the last.
        #expect(ring.attributes(in: rect, resolution: 4).count < thinned.count / 3)
        var dot = CircleLayout(itemSize: Size(square: 50), radius: .fixed(0))
        dot.prepare(LayoutContext(boundsSize: Size(width: 400, height: 300), itemCount: n))
        #expect(dot.attributes(in: dot.context.visibleRect, resolution: 1).map(\.index) == [n - 1])
    }

    @Test func aHostWithAScreenShowsAndAnimatesOnlyThePixelsWorth() {
        var view = CollectionView(layout: CircleLayout.ring, itemCount: 1_000_000, boundsSize: Size(width: 1024, height: 640))
        view.displayResolution = 1
        let shown = view.displayedItems
        #expect(shown.count > 1_500 && shown.count < 2_000)
        view.setLayout(FlowLayout(), at: 0.1)
        view.setLayout(CircleLayout.ring, at: 0.2)
        // The switch back animates the items on screen, not a million.
        #expect((view.transition?.entries.count ?? 0) < 4_000)
        #expect(view.displayedItems.count < 4_000)
        view.displayResolution = .nan
        #expect(view.displayResolution == 0)
    }
}
