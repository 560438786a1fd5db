import Foundation
@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// A spec of `preset` with random valid parameters.
func randomSpec(_ preset: LayoutDescriptor, _ rng: inout SplitMix64) -> any SeedLayoutSpec {
    switch preset {
    case .flow: FlowSpec.random(&rng)
    case .ring: CircleSpec.random(&rng, kind: .ring)
    case .waterfall: WaterfallSpec.random(&rng)
    case .line3d: CarouselSpec.random(&rng, cosine: true)
    case .circle: CircleSpec.random(&rng, kind: .circle)
    case .cards: CardsSpec.random(&rng)
    case .wheel: WheelSpec.random(&rng)
    case .line: CarouselSpec.random(&rng, cosine: false)
    case .smallCircle: CircleSpec.random(&rng, kind: .smallCircle)
    case .firewheel: FireWheelSpec.random(&rng)
    default: preconditionFailure("no spec for \(preset.name)")
    }
}

/// A random scene for `spec`: bounds 0…3000 (tiny ones often), 0…500 items, an offset inside the
/// scroll range or outside it on either side.
func randomScene(_ spec: any SeedLayoutSpec, _ rng: inout SplitMix64) -> Scene {
    let size = Size(width: rng.extent(), height: rng.extent())
    let count = rng.count()
    let content = spec.contentSize(Scene(size: size, count: count))
    let offset = Point(x: rng.offset(length: content.width, extent: size.width), y: rng.offset(length: content.height, extent: size.height))
    return Scene(size: size, offset: offset, count: count)
}

/// Seeded property tests: every preset against its spec over random parameters, sizes, counts
/// and offsets, as the outside checker will try them.
@Suite("randomized presets")
struct RandomizedLayoutTests {
    @Test("every attribute, the visible query, random rects and targets follow the spec", arguments: LayoutCatalog.seeds.entries)
    func matchesSpec(preset: LayoutDescriptor) throws {
        var rng = SplitMix64(seed: 0x5EED_0000 + UInt64(LayoutCatalog.seeds.entries.firstIndex(of: preset)!))
        for _ in 0..<150 {
            let spec = randomSpec(preset, &rng)
            let scene = randomScene(spec, &rng)
            let content = spec.contentSize(scene)
            let area = Rect(x: 0, y: 0, width: Swift.max(content.width, scene.W), height: Swift.max(content.height, scene.H))
            let rects = (0..<4).map { _ in rng.rect(around: area) } + [rng.rect(around: scene.visibleRect)]
            let proposals = (0..<4).map { _ in
                let proposed = Point(
                    x: rng.offset(length: content.width, extent: scene.W), y: rng.offset(length: content.height, extent: scene.H))
                let velocity = Point(x: Double(Int.random(in: -1...1, using: &rng)) * rng.decimal(0...3000), y: rng.decimal(-50...50))
                return (proposed, velocity)
            }
            try checkAgainstSpec(spec, scene, rects: rects, proposals: proposals)
        }
    }

    @Test("waterfall frames never overlap and stay inside the content size")
    func waterfallNoOverlap() throws {
        var rng = SplitMix64(seed: 0xFA11)
        for _ in 0..<40 {
            let spec = WaterfallSpec.random(&rng)
            let scene = randomScene(spec, &rng)
            let layout = try spec.layout(scene)
            let frames = layout.allAttributes.map(\.frame)
            let content = layout.contentSize
            let across: Axis = spec.horizontal ? .vertical : .horizontal
            // Lanes fit across only when their width comes from the bounds and the bounds can hold the margins.
            let fitsAcross = spec.laneThickness == nil && spec.thickness(scene) > 0
            for (i, frame) in frames.enumerated() {
                #expect(frame.size.width >= 0 && frame.size.height >= 0, "\(spec) \(scene) item \(i) size")
                let along = across.crossed
                #expect(frame.min(along) >= 0 && frame.max(along) <= content[along] + 1e-9, "\(spec) \(scene) item \(i) along")
                if fitsAcross {
                    #expect(frame.min(across) >= -1e-9 && frame.max(across) <= content[across] + 1e-9, "\(spec) \(scene) item \(i) across")
                }
                for j in (i + 1)..<frames.count where frame.intersects(frames[j]) {
                    Issue.record("\(spec) \(scene): items \(i) and \(j) overlap")
                }
            }
        }
    }

    @Test("ring and circle items sit on their radius", arguments: [CircleSpec.Kind.ring, .circle, .smallCircle])
    func onTheRadius(kind: CircleSpec.Kind) throws {
        var rng = SplitMix64(seed: 0xC1C1E)
        for _ in 0..<100 {
            let spec = CircleSpec.random(&rng, kind: kind)
            var scene = randomScene(spec, &rng)
            scene.gestureScale = rng.chance(0.5) ? rng.decimal(0.1...3) : 1
            scene.gestureRotation = rng.chance(0.5) ? rng.decimal(-7...7) : 0
            // The ring and the small circle take no gestures in docs/reference/LAYOUTS.md.
            if kind != .circle { scene.gestureScale = 1; scene.gestureRotation = 0 }
            let layout = try spec.layout(scene)
            let hub = Point(x: scene.W / 2, y: scene.H / 2)
            let radius: Double
            switch kind {
            case .ring: radius = abs(Swift.min(scene.W, scene.H) - spec.itemSize.width) / 2
            case .circle: radius = Swift.min(1.3, Swift.max(0.5, spec.scale * scene.gestureScale)) * scene.W / 3
            case .smallCircle: radius = scene.n == 1 ? 0 : spec.radius
            }
            for item in layout.allAttributes {
                #expect(isClose((item.center - hub).length, radius), "\(spec) \(scene) item \(item.index)")
            }
            #expect(layout.contentSize == scene.size)
        }
    }

    @Test("every attribute is finite, whatever the input", arguments: LayoutCatalog.seeds.entries)
    func finite(preset: LayoutDescriptor) throws {
        var rng = SplitMix64(seed: 0xF1_0000 + UInt64(LayoutCatalog.seeds.entries.firstIndex(of: preset)!))
        let extremeSizes = [Size.zero, Size(width: 0, height: 500), Size(width: 1, height: 1), Size(width: 3000, height: 0.5)]
        for round in 0..<40 {
            let spec = randomSpec(preset, &rng)
            var scene = randomScene(spec, &rng)
            if round < extremeSizes.count { scene.size = extremeSizes[round] }
            if round % 5 == 0 { scene.offset = Point(x: -1e7, y: 1e7) }
            let layout = try spec.layout(scene)
            #expect(layout.contentSize.isFinite)
            let allFinite = layout.allAttributes.allSatisfy { $0.isFinite }
            let visibleFinite = layout.visibleAttributes.allSatisfy { $0.isFinite }
            #expect(allFinite, "\(spec) \(scene)")
            #expect(visibleFinite, "\(spec) \(scene)")
            let target = layout.clampedTargetContentOffset(proposed: scene.offset, velocity: Point(x: 300, y: -300))
            #expect(target.isFinite, "\(spec) \(scene)")
        }
    }
}
