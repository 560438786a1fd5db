import Foundation
@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// docs/reference/LAYOUTS.md "line3d" (cosine zoom) and "line" (linear zoom), written out.
struct CarouselSpec: SeedLayoutSpec {
    /// True for line3d, false for line.
    var cosine: Bool
    var itemSize: Size
    var lineSpacing = 10.0
    /// line3d only.
    var vertical = false

    static var line3d: CarouselSpec { CarouselSpec(cosine: true, itemSize: Size(width: 250, height: 400)) }
    static var line: CarouselSpec { CarouselSpec(cosine: false, itemSize: Size(width: 100, height: 100)) }

    var preset: LayoutDescriptor { cosine ? .line3d : .line }

    var settings: [LayoutSetting] {
        var result: [LayoutSetting] = []
        let defaultSize = cosine ? Size(width: 250, height: 400) : Size(width: 100, height: 100)
        if itemSize != defaultSize {
            result.append(LayoutSetting(key: "itemSize", value: "\(text(itemSize.width))x\(text(itemSize.height))"))
        }
        if lineSpacing != 10 { result.append(LayoutSetting(key: "lineSpacing", value: text(lineSpacing))) }
        if vertical { result.append(LayoutSetting(key: "direction", value: "vertical")) }
        return result
    }

    /// Bounds, item extent and offset along the scroll axis.
    private func along(_ scene: Scene) -> (W: Double, iw: Double, ox: Double) {
        vertical ? (scene.H, itemSize.height, scene.oy) : (scene.W, itemSize.width, scene.ox)
    }

    /// `center_i` along the scroll axis: `L + i*(iw + lineSpacing) + iw/2`, `L = (W - iw)/2`.
    func centre(_ i: Int, _ scene: Scene) -> Double {
        let (W, iw, _) = along(scene)
        let L = (W - iw) / 2
        return L + Double(i) * (iw + lineSpacing) + iw / 2
    }

    func contentSize(_ scene: Scene) -> Size {
        let (W, iw, _) = along(scene)
        let L = (W - iw) / 2, n = Double(scene.n)
        let length = Swift.max(0, 2 * L + n * iw + Swift.max(0, n - 1) * lineSpacing)
        return vertical ? Size(width: scene.W, height: length) : Size(width: length, height: scene.H)
    }

    func zoom(_ i: Int, _ scene: Scene) -> Double {
        let (W, _, ox) = along(scene)
        let x = centre(i, scene)
        if cosine {
            let d = abs(W / 2 - (x - ox))
            // W == 0: d / (W/2) is d/0; the item is at the middle only when d == 0.
            let t = W > 0 ? Swift.min(1, d / (W / 2)) : (d > 0 ? 1 : 0)
            return cos(t * .pi / 4)
        }
        let d = abs(x - (ox + W / 2))
        return W > 0 ? Swift.max(0, 1 - d / W) : (d > 0 ? 0 : 1)
    }

    func attributes(_ i: Int, _ scene: Scene) -> LayoutAttributes {
        let x = centre(i, scene), s = zoom(i, scene)
        return LayoutAttributes(
            indexPath: ItemIndexPath(item: i),
            center: vertical ? Point(x: scene.W / 2, y: x) : Point(x: x, y: scene.H / 2),
            size: itemSize,
            transform: Transform2D(a: s, b: 0, c: 0, d: s, tx: 0, ty: 0))
    }

    func targetContentOffset(_ proposed: Point, _ velocity: Point, _ scene: Scene) -> Point {
        guard scene.n > 0 else { return proposed }
        let (W, _, _) = along(scene)
        let p = vertical ? proposed.y : proposed.x
        if cosine {
            let contentLength = vertical ? contentSize(scene).height : contentSize(scene).width
            if p <= 0 || p >= contentLength - W { return proposed }
        }
        // The nearest centre by brute force, lowest index on a tie.
        let middle = p + W / 2
        var best = 0
        for i in 1..<scene.n where abs(centre(i, scene) - middle) < abs(centre(best, scene) - middle) { best = i }
        let shifted = p + centre(best, scene) - middle
        return vertical ? Point(x: proposed.x, y: shifted) : Point(x: shifted, y: proposed.y)
    }

    static func random(_ rng: inout SplitMix64, cosine: Bool) -> CarouselSpec {
        var spec = cosine ? CarouselSpec.line3d : CarouselSpec.line
        if rng.chance(0.7) { spec.itemSize = Size(width: rng.decimal(1...500, wide: 0.01...4000), height: rng.decimal(1...500, wide: 0.01...4000)) }
        if rng.chance(0.5) { spec.lineSpacing = rng.decimal(0...60, wide: 0...2000) }
        if cosine { spec.vertical = rng.chance(0.5) }
        return spec
    }
}

/// Proposed offsets and velocities across the whole range of a carousel, both ends included.
func carouselProposals(_ spec: CarouselSpec, _ scene: Scene) -> [(Point, Point)] {
    let content = spec.contentSize(scene)
    let maximum = spec.vertical ? content.height - scene.H : content.width - scene.W
    let along: [Double] = [-80, 0, 0.5, 1, 37.25, maximum / 3, maximum / 2 + 0.1, maximum - 1, maximum, maximum + 64]
    return along.flatMap { p -> [(Point, Point)] in
        let point = spec.vertical ? Point(x: 0, y: p) : Point(x: p, y: 0)
        return [(point, .zero), (point, Point(x: 900, y: 900)), (point, Point(x: -900, y: -900))]
    }
}

@Suite("line3d and line")
struct CarouselLayoutTests {
    @Test("defaults at several sizes, counts and offsets", arguments: [true, false])
    func defaults(cosine: Bool) throws {
        let spec = cosine ? CarouselSpec.line3d : CarouselSpec.line
        for size in fixedSizes {
            for count in fixedCounts {
                let length = spec.contentSize(Scene(size: size, count: count)).width
                for ox in [0, 1, length / 2 - size.width / 2 + 17, length - size.width, -60, length + 60] {
                    let scene = Scene(size: size, offset: Point(x: ox, y: 0), count: count)
                    try checkAgainstSpec(
                        spec, scene, rects: [Rect(x: ox + 5, y: size.height / 2, width: 30, height: 30)],
                        proposals: carouselProposals(spec, scene))
                }
            }
        }
    }

    @Test("a worked example: line3d at 375x667, the centred card at full size and its neighbour zoomed out")
    func workedExample() throws {
        // L = (375 - 250) / 2 = 62.5; centre_0 = 187.5, centre_1 = 447.5.
        let layout = try preparedLayout(.line3d, size: Size(width: 375, height: 667), count: 3)
        let first = try #require(layout.attributes(at: ItemIndexPath(item: 0)))
        expectClose(first.center, Point(x: 187.5, y: 333.5), "item 0")
        expectClose(first.transform, .identity, "item 0 zoom")
        // Item 1: d = |187.5 - 447.5| = 260 > W/2, so t = 1 and the zoom is cos(pi/4).
        let second = try #require(layout.attributes(at: ItemIndexPath(item: 1)))
        expectClose(second.transform.a, 0.5.squareRoot(), "item 1 zoom")
        expectClose(second.transform.d, 0.5.squareRoot(), "item 1 zoom")
        // contentSize: 2*62.5 + 3*250 + 2*10.
        expectClose(layout.contentSize, Size(width: 895, height: 667), "contentSize")
    }

    @Test("line3d leaves proposals at or past the ends alone, snaps inside")
    func line3dEnds() throws {
        let scene = Scene(size: Size(width: 375, height: 667), count: 5)
        let layout = try CarouselSpec.line3d.layout(scene)
        // contentW = 125 + 1250 + 40 = 1415; the last offset is 1040.
        #expect(layout.targetContentOffset(proposed: Point(x: 0, y: 0), velocity: .zero) == Point(x: 0, y: 0))
        #expect(layout.targetContentOffset(proposed: Point(x: -20, y: 0), velocity: .zero) == Point(x: -20, y: 0))
        #expect(layout.targetContentOffset(proposed: Point(x: 1040, y: 0), velocity: .zero) == Point(x: 1040, y: 0))
        #expect(layout.targetContentOffset(proposed: Point(x: 1100, y: 0), velocity: .zero) == Point(x: 1100, y: 0))
        // 400 + 187.5 = 587.5 is nearest centre_2 = 707.5 (centre_1 is 447.5): offset 520 = 2*260.
        expectClose(layout.targetContentOffset(proposed: Point(x: 400, y: 0), velocity: .zero).x, 520, "snap")
        // line snaps at the ends too, and the host clamps: -20 snaps to item 0's offset 0.
        let line = try CarouselSpec.line.layout(scene)
        expectClose(line.clampedTargetContentOffset(proposed: Point(x: -70, y: 0), velocity: .zero).x, 0, "line at start")
    }

    @Test("non-default parameters, line3d in both directions and line")
    func parameters() throws {
        let specs = [
            CarouselSpec(cosine: true, itemSize: Size(width: 120, height: 80), lineSpacing: 0, vertical: false),
            CarouselSpec(cosine: true, itemSize: Size(width: 200, height: 150), lineSpacing: 33.5, vertical: true),
            CarouselSpec(cosine: false, itemSize: Size(width: 250, height: 400), lineSpacing: 4),
        ]
        for spec in specs {
            for size in fixedSizes {
                for count in fixedCounts {
                    let content = spec.contentSize(Scene(size: size, count: count))
                    for fraction in [0.0, 0.3, 0.5, 1.0, 1.2] {
                        let offset = Point(x: (content.width - size.width) * fraction, y: (content.height - size.height) * fraction)
                        let scene = Scene(size: size, offset: offset, count: count)
                        try checkAgainstSpec(
                            spec, scene, rects: [Rect(x: offset.x, y: offset.y, width: 90, height: 400)],
                            proposals: carouselProposals(spec, scene))
                    }
                }
            }
        }
    }
}
