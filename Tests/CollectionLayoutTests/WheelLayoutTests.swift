import Foundation
@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// docs/reference/LAYOUTS.md "wheel", written out.
struct WheelSpec: SeedLayoutSpec {
    var itemSize = Size(width: 133, height: 173)
    var radius = 500.0

    var preset: LayoutDescriptor { .wheel }

    var settings: [LayoutSetting] {
        var result: [LayoutSetting] = []
        if itemSize != Size(width: 133, height: 173) {
            result.append(LayoutSetting(key: "itemSize", value: "\(text(itemSize.width))x\(text(itemSize.height))"))
        }
        if radius != 500 { result.append(LayoutSetting(key: "radius", value: text(radius))) }
        return result
    }

    var anglePerItem: Double { atan(itemSize.width / radius) }

    func contentSize(_ scene: Scene) -> Size { Size(width: Double(scene.n) * itemSize.width, height: scene.H) }

    func angleAtExtreme(_ scene: Scene) -> Double { scene.n == 0 ? 0 : -Double(scene.n - 1) * anglePerItem }

    func currentAngle(_ scene: Scene) -> Double {
        let contentW = contentSize(scene).width
        return contentW <= scene.W ? 0 : angleAtExtreme(scene) * scene.ox / (contentW - scene.W)
    }

    func attributes(_ i: Int, _ scene: Scene) -> LayoutAttributes {
        let angle = anglePerItem * Double(i) + currentAngle(scene)
        return LayoutAttributes(
            indexPath: ItemIndexPath(item: i),
            center: Point(x: scene.ox + scene.W / 2, y: scene.oy + scene.H / 2),
            size: itemSize,
            transform: Transform2D(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0),
            anchorPoint: Point(x: 0.5, y: (radius + itemSize.height / 2) / itemSize.height),
            zIndex: i)
    }

    /// `start...end` of the culling rule; empty when `start > end`.
    func culledIndices(_ scene: Scene) -> [Int]? {
        guard scene.n > 0 else { return [] }
        let reach = radius + itemSize.height / 2 - scene.H / 2
        if reach <= 0 { return Array(0..<scene.n) }
        let theta = atan((scene.W / 2) / reach)
        let current = currentAngle(scene)
        let start = current < -theta ? Int((-current - theta) / anglePerItem) : 0
        let end = Swift.min(scene.n - 1, Int(((-current + theta) / anglePerItem).rounded(.up)))
        return start <= end ? Array(start...end) : []
    }

    func targetContentOffset(_ proposed: Point, _ velocity: Point, _ scene: Scene) -> Point {
        let scrollable = contentSize(scene).width - scene.W
        // Not scrollable, or one item (factor 0): nothing to snap to.
        guard scrollable > 0, scene.n > 1 else { return proposed }
        let factor = -angleAtExtreme(scene) / scrollable
        let m = proposed.x * factor / anglePerItem
        let k = velocity.x > 0 ? ceil(m) : velocity.x < 0 ? floor(m) : Foundation.round(m)
        return Point(x: k * anglePerItem / factor, y: proposed.y)
    }

    static func random(_ rng: inout SplitMix64) -> WheelSpec {
        var spec = WheelSpec()
        if rng.chance(0.7) { spec.itemSize = Size(width: rng.decimal(1...400, wide: 0.01...4000), height: rng.decimal(1...400, wide: 0.01...4000)) }
        if rng.chance(0.7) { spec.radius = rng.decimal(1...3000, wide: 0.01...100000) }
        return spec
    }
}

/// Proposals across a wheel's scroll range, each with the three velocity signs.
func wheelProposals(_ spec: WheelSpec, _ scene: Scene) -> [(Point, Point)] {
    let maximum = spec.contentSize(scene).width - scene.W
    let xs: [Double] = [-50, 0, 1, 66.5, 66.6, maximum / 3, maximum / 2, maximum - 0.5, maximum, maximum + 90]
    return xs.flatMap { x in
        [(Point(x: x, y: 3), Point(x: 0, y: 0)), (Point(x: x, y: 3), Point(x: 1, y: 0)), (Point(x: x, y: 3), Point(x: -1, y: 0))]
    }
}

@Suite("wheel")
struct WheelLayoutTests {
    @Test("defaults at several sizes, counts and offsets, culling and targets included")
    func defaults() throws {
        for size in fixedSizes {
            for count in fixedCounts + [400] {
                let maximum = Double(count) * 133 - size.width
                for ox in [0, 1, maximum / 4, maximum / 2, maximum, -200, maximum + 300] {
                    let scene = Scene(size: size, offset: Point(x: ox, y: 0), count: count)
                    try checkAgainstSpec(
                        WheelSpec(), scene,
                        rects: [Rect(x: ox, y: 0, width: size.width / 2, height: size.height / 2), Rect(x: ox, y: 0, width: 1, height: 1)],
                        proposals: wheelProposals(WheelSpec(), scene))
                }
            }
        }
    }

    @Test("a worked example: anchor below the card, rotation by index, culling at the start")
    func workedExample() throws {
        let layout = try preparedLayout(.wheel, size: Size(width: 375, height: 667), count: 30)
        let step = atan(133.0 / 500)
        let card = try #require(layout.attributes(at: ItemIndexPath(item: 2)))
        expectClose(card.center, Point(x: 187.5, y: 333.5), "centre")
        expectClose(card.anchorPoint, Point(x: 0.5, y: (500 + 86.5) / 173), "anchor")
        expectClose(card.transform, Transform2D(rotationAngle: 2 * step), "rotation")
        #expect(card.zIndex == 2)
        // At offset 0: theta = atan(187.5 / (500 + 86.5 - 333.5)) = atan(187.5/253); start 0,
        // end = ceil(theta / step) = ceil(0.6381 / 0.2602) = 3.
        #expect(layout.visibleAttributes.map(\.index) == [0, 1, 2, 3])
    }

    @Test("targetContentOffset rounds up, down or to nearest by the velocity's sign")
    func target() throws {
        let scene = Scene(size: Size(width: 375, height: 667), count: 30)
        let layout = try WheelSpec().layout(scene)
        // factor / anglePerItem = (29 / (30*133 - 375)) per point: one card every 3615/29 points.
        let pitch = (30 * 133 - 375) / 29.0
        let proposed = Point(x: 2.4 * pitch, y: 0)
        expectClose(layout.targetContentOffset(proposed: proposed, velocity: Point(x: 10, y: 0)).x, 3 * pitch, "forward")
        expectClose(layout.targetContentOffset(proposed: proposed, velocity: Point(x: -10, y: 0)).x, 2 * pitch, "back")
        expectClose(layout.targetContentOffset(proposed: proposed, velocity: .zero).x, 2 * pitch, "at rest")
        let half = Point(x: 2.5 * pitch, y: 0)
        expectClose(layout.targetContentOffset(proposed: half, velocity: .zero).x, 3 * pitch, "half rounds away from zero")
    }

    @Test("no culling when the whole wheel fits on screen")
    func wholeWheel() throws {
        // radius + ih/2 - H/2 = 100 + 50 - 400 < 0.
        let spec = WheelSpec(itemSize: Size(width: 60, height: 100), radius: 100)
        let scene = Scene(size: Size(width: 500, height: 800), offset: Point(x: 900, y: 0), count: 40)
        #expect(try spec.layout(scene).visibleAttributes.map(\.index) == Array(0..<40))
        try checkAgainstSpec(spec, scene, proposals: wheelProposals(spec, scene))
    }

    @Test("non-default item sizes and radii")
    func parameters() throws {
        let specs = [
            WheelSpec(itemSize: Size(width: 250, height: 400), radius: 500),
            WheelSpec(itemSize: Size(width: 40, height: 60), radius: 2000),
            WheelSpec(itemSize: Size(width: 133, height: 173), radius: 90),
        ]
        for spec in specs {
            for size in fixedSizes {
                for count in fixedCounts + [333] {
                    let maximum = spec.contentSize(Scene(size: size, count: count)).width - size.width
                    for ox in [0, maximum * 0.37, maximum, maximum + 10, -10] {
                        let scene = Scene(size: size, offset: Point(x: ox, y: 20), count: count)
                        try checkAgainstSpec(spec, scene, proposals: wheelProposals(spec, scene))
                    }
                }
            }
        }
    }
}
