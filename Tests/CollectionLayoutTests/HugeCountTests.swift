import Foundation
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// A million items: the visible query must return the same few items as with a thousand, and
/// they must still follow the spec. Counts and contents are checked, never time.
@Suite("a million items")
struct HugeCountTests {
    static let million = 1_000_000
    static let size = Size(width: 375, height: 667)

    /// The visible query of `spec` with `count` items at `offset`, checked item by item against the
    /// spec (O(k): the spec is asked only for the returned items).
    func visible(_ spec: any SeedLayoutSpec, count: Int, offset: Point) throws -> [LayoutAttributes] {
        let scene = Scene(size: Self.size, offset: offset, count: count)
        let result = try spec.layout(scene).visibleAttributes
        for item in result { expectClose(item, spec.attributes(item.index, scene), "\(spec) n \(count)") }
        #expect(result.map(\.index) == result.map(\.index).sorted(), "\(spec): index order")
        return result
    }

    @Test("flow, line and line3d answer the same window at the same offset")
    func prefixStable() throws {
        let cases: [(any SeedLayoutSpec, Point)] = [
            (FlowSpec(), Point(x: 0, y: 5_000)),
            (FlowSpec(horizontal: true), Point(x: 4_000, y: 0)),
            (CarouselSpec.line, Point(x: 50_000.5, y: 0)),
            (CarouselSpec.line3d, Point(x: 100_000.25, y: 0)),
            (CarouselSpec(cosine: true, itemSize: Size(width: 250, height: 400), vertical: true), Point(x: 0, y: 130_000)),
        ]
        for (spec, offset) in cases {
            let small = try visible(spec, count: 1_000, offset: offset)
            let huge = try visible(spec, count: Self.million, offset: offset)
            #expect(!small.isEmpty && small.count <= 60, "\(spec): k = \(small.count)")
            #expect(huge == small, "\(spec)")
        }
    }

    @Test("wheel and firewheel: the same angle gives the same few items")
    func sameAngle() throws {
        let wheel = WheelSpec()
        // currentAngle = angleAtExtreme * ox / (contentW - W): pick ox for the angle of card 400.3.
        func wheelOffset(_ n: Int) -> Point {
            let angle = 400.3 * wheel.anglePerItem
            return Point(x: angle / (Double(n - 1) * wheel.anglePerItem) * (Double(n) * 133 - Self.size.width), y: 0)
        }
        let small = try visible(wheel, count: 1_000, offset: wheelOffset(1_000))
        let huge = try visible(wheel, count: Self.million, offset: wheelOffset(Self.million))
        #expect(!small.isEmpty && small.count <= 20, "wheel k = \(small.count)")
        #expect(huge.map(\.index) == small.map(\.index))
        let hugeScene = Scene(size: Self.size, offset: wheelOffset(Self.million), count: Self.million)
        #expect(huge.map(\.index) == wheel.culledIndices(hugeScene))

        let fire = FireWheelSpec()
        // offsetAngle = -total * ox / (contentW - W): pick ox for 300.4 items' worth of turn.
        func fireOffset(_ n: Int) -> Point {
            let total = Double(n - 7) * fire.anglePerItem
            return Point(x: 300.4 * fire.anglePerItem / total * (Double(n) * 55 - Self.size.width), y: 0)
        }
        let fireSmall = try visible(fire, count: 1_000, offset: fireOffset(1_000))
        let fireHuge = try visible(fire, count: Self.million, offset: fireOffset(Self.million))
        #expect(!fireSmall.isEmpty && fireSmall.count <= 12, "firewheel k = \(fireSmall.count)")
        #expect(fireHuge.map(\.index) == fireSmall.map(\.index))
    }

    @Test("cards: only the visible cards, whatever n")
    func cards() throws {
        let small = try visible(CardsSpec(), count: 1_000, offset: .zero)
        let huge = try visible(CardsSpec(), count: Self.million, offset: .zero)
        #expect(small.map(\.index) == [0, 1, 2, 3])
        #expect(huge.map(\.index) == [0, 1, 2, 3])
        #expect(huge.first?.zIndex == Self.million)
    }

    @Test("waterfall: same window as with a thousand, and no overlap deep in a million", arguments: [false, true])
    func waterfall(roundRobin: Bool) throws {
        let spec = WaterfallSpec(lanes: 3, roundRobin: roundRobin, lengths: [120, 80, 200, 45.5, 310])
        let offset = Point(x: 0, y: 9_000)
        let small = try spec.layout(Scene(size: Self.size, offset: offset, count: 1_000)).visibleAttributes
        let hugeLayout = try spec.layout(Scene(size: Self.size, offset: offset, count: Self.million))
        let huge = hugeLayout.visibleAttributes
        #expect(!small.isEmpty && small.count <= 40, "k = \(small.count)")
        #expect(huge == small)

        // Deep in the content: the window holds a few items, none overlapping, and every item near
        // them that meets the window is returned.
        let deep = Point(x: 0, y: hugeLayout.contentSize.height * 0.73)
        let deepLayout = try spec.layout(Scene(size: Self.size, offset: deep, count: Self.million))
        let window = deepLayout.visibleAttributes
        #expect(!window.isEmpty && window.count <= 40, "k = \(window.count)")
        for (i, item) in window.enumerated() {
            #expect(item.frame.intersects(deepLayout.context.visibleRect))
            for other in window[(i + 1)...] { #expect(!item.frame.intersects(other.frame), "\(item.index) \(other.index)") }
        }
        let low = Swift.max(0, window.map(\.index).min()! - 60), high = Swift.min(Self.million - 1, window.map(\.index).max()! + 60)
        let neighbours = (low...high).compactMap { deepLayout.attributes(at: ItemIndexPath(item: $0)) }
        #expect(window.map(\.index) == bruteForceIndices(neighbours, in: deepLayout.context.visibleRect))
    }
}
