import Foundation
@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// docs/reference/LAYOUTS.md "firewheel", written out.
struct FireWheelSpec: SeedLayoutSpec {
    var itemSize = Size(width: 55, height: 55)
    var margin = 5.0
    var anglePerItem = Double.pi / 4
    var visibleSlots = 7
    var startAngle = Double.pi + Double.pi / 4
    var fade = Double.pi / 6

    var preset: LayoutDescriptor { .firewheel }

    var settings: [LayoutSetting] {
        var result: [LayoutSetting] = []
        if itemSize != Size(width: 55, height: 55) {
            result.append(LayoutSetting(key: "itemSize", value: "\(text(itemSize.width))x\(text(itemSize.height))"))
        }
        if margin != 5 { result.append(LayoutSetting(key: "margin", value: text(margin))) }
        if anglePerItem != .pi / 4 { result.append(LayoutSetting(key: "anglePerItem", value: text(anglePerItem))) }
        if visibleSlots != 7 { result.append(LayoutSetting(key: "visibleSlots", value: String(visibleSlots))) }
        if startAngle != .pi + .pi / 4 { result.append(LayoutSetting(key: "startAngle", value: text(startAngle))) }
        if fade != .pi / 6 { result.append(LayoutSetting(key: "fade", value: text(fade))) }
        return result
    }

    func radius(_ scene: Scene) -> Double { (scene.W - 2 * itemSize.width - 2 * margin) / 2 }

    func contentSize(_ scene: Scene) -> Size { Size(width: Double(scene.n) * itemSize.width, height: scene.H) }

    func offsetAngle(_ scene: Scene) -> Double {
        let contentW = contentSize(scene).width
        guard contentW > scene.W else { return 0 }
        let total = Double(Swift.max(0, scene.n - visibleSlots)) * anglePerItem
        return -total * scene.ox / (contentW - scene.W)
    }

    func angle(_ i: Int, _ scene: Scene) -> Double { -(anglePerItem * Double(i) + offsetAngle(scene) - startAngle) }

    func alpha(_ a: Double) -> Double {
        let raw: Double
        if a <= -fade {
            raw = (2 * fade + a) / fade
        } else if a > startAngle {
            raw = (startAngle + fade - a) / fade
        } else {
            raw = 1
        }
        return Swift.min(1, Swift.max(0, raw))
    }

    func attributes(_ i: Int, _ scene: Scene) -> LayoutAttributes {
        let a = angle(i, scene), r = radius(scene), alpha = alpha(a)
        return LayoutAttributes(
            indexPath: ItemIndexPath(item: i),
            center: Point(x: scene.ox + scene.W / 2 + r * cos(a), y: scene.oy + scene.H / 2 + r * sin(a)),
            size: itemSize,
            transform: Transform2D(a: cos(a), b: sin(a), c: -sin(a), d: cos(a), tx: 0, ty: 0),
            alpha: alpha,
            zIndex: Int(a * 1_000_000),
            isHidden: alpha == 0)
    }

    static func random(_ rng: inout SplitMix64) -> FireWheelSpec {
        var spec = FireWheelSpec()
        if rng.chance(0.6) { spec.itemSize = Size(width: rng.decimal(1...200, wide: 0.01...3000), height: rng.decimal(1...200, wide: 0.01...3000)) }
        if rng.chance(0.5) { spec.margin = rng.decimal(0...50, wide: 0...2000) }
        if rng.chance(0.5) { spec.anglePerItem = rng.decimal(0.01...2, wide: 0.01...20) }
        if rng.chance(0.5) { spec.visibleSlots = rng.integer(1...20, wide: 1...1000) }
        if rng.chance(0.5) { spec.startAngle = rng.decimal(-7...7, wide: -100...100) }
        if rng.chance(0.5) { spec.fade = rng.decimal(0.01...2, wide: 0.01...20) }
        return spec
    }
}

@Suite("firewheel")
struct FireWheelLayoutTests {
    @Test("defaults at several sizes, counts and offsets")
    func defaults() throws {
        for size in fixedSizes {
            for count in fixedCounts + [300] {
                let maximum = Double(count) * 55 - size.width
                for ox in [0, 3, maximum / 3, maximum / 2, maximum, -100, maximum + 100] {
                    try checkAgainstSpec(
                        FireWheelSpec(), Scene(size: size, offset: Point(x: ox, y: 7), count: count),
                        rects: [Rect(x: ox, y: 7, width: size.width / 2, height: size.height)],
                        proposals: [(Point(x: maximum / 2 + 3, y: 0), Point(x: 500, y: 0))])
                }
            }
        }
    }

    @Test("a worked example: radius, angles, rotation, zIndex and both fades")
    func workedExample() throws {
        // W = 400: radius = (400 - 110 - 10) / 2 = 140. n = 9 in 400 wide: contentW = 495,
        // total = 2 * pi/4; at ox = 95 (the end) offsetAngle = -pi/2.
        let layout = try preparedLayout(.firewheel, size: Size(width: 400, height: 300), offset: Point(x: 95, y: 0), count: 9)
        // Item 0: a = -(0 - pi/2 - 5pi/4) = 7pi/4 > startAngle: alpha = (5pi/4 + pi/6 - 7pi/4) / (pi/6) < 0 -> 0.
        let first = try #require(layout.attributes(at: ItemIndexPath(item: 0)))
        #expect(first.alpha == 0)
        #expect(first.isHidden)
        // Item 2: a = -(pi/2 - pi/2 - 5pi/4) = 5pi/4 = startAngle: alpha 1.
        let third = try #require(layout.attributes(at: ItemIndexPath(item: 2)))
        let a = 5 * Double.pi / 4
        expectClose(third.center, Point(x: 95 + 200 + 140 * cos(a), y: 150 + 140 * sin(a)), "item 2 centre")
        expectClose(third.transform, Transform2D(rotationAngle: a), "item 2 rotation")
        #expect(third.zIndex == Int(a * 1_000_000))
        expectClose(third.alpha, 1, "item 2 alpha")
        // Item 8: a = -(2pi - pi/2 - 5pi/4) = -pi/4 <= -pi/6: alpha = (pi/3 - pi/4) / (pi/6) = 0.5.
        let last = try #require(layout.attributes(at: ItemIndexPath(item: 8)))
        expectClose(last.alpha, 0.5, "item 8 fade in")
        #expect(last.isHidden == false)
        #expect(!layout.visibleAttributes.map(\.index).contains(0))
    }

    @Test("non-default parameters, start angles on both sides of the fades included")
    func parameters() throws {
        let specs = [
            FireWheelSpec(itemSize: Size(width: 80, height: 40), margin: 0, anglePerItem: 0.3, visibleSlots: 3, startAngle: 2, fade: 0.8),
            FireWheelSpec(anglePerItem: 1.1, visibleSlots: 12, startAngle: 0, fade: 0.2),
            FireWheelSpec(anglePerItem: 0.05, visibleSlots: 1, startAngle: -0.5, fade: 0.4),
            FireWheelSpec(anglePerItem: 0.25, startAngle: -3, fade: 1),
        ]
        for spec in specs {
            for size in fixedSizes + [Size(width: 1000, height: 900)] {
                for count in fixedCounts + [250] {
                    let maximum = spec.contentSize(Scene(size: size, count: count)).width - size.width
                    for ox in [0, maximum * 0.21, maximum * 0.5, maximum, -40, maximum + 40] {
                        try checkAgainstSpec(spec, Scene(size: size, offset: Point(x: ox, y: 0), count: count))
                    }
                }
            }
        }
    }
}
