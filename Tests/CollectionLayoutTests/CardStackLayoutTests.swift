import Foundation
@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// docs/reference/LAYOUTS.md "cards", written out.
struct CardsSpec: SeedLayoutSpec {
    var itemSize = Size(width: 350, height: 350)
    var step = 15.0
    var visibleCards = 4

    var preset: LayoutDescriptor { .cards }

    var settings: [LayoutSetting] {
        var result: [LayoutSetting] = []
        if itemSize != Size(width: 350, height: 350) {
            result.append(LayoutSetting(key: "itemSize", value: "\(text(itemSize.width))x\(text(itemSize.height))"))
        }
        if step != 15 { result.append(LayoutSetting(key: "step", value: text(step))) }
        if visibleCards != 4 { result.append(LayoutSetting(key: "visibleCards", value: String(visibleCards))) }
        return result
    }

    func contentSize(_ scene: Scene) -> Size { scene.size }

    func attributes(_ i: Int, _ scene: Scene) -> LayoutAttributes {
        LayoutAttributes(
            indexPath: ItemIndexPath(item: i),
            center: Point(x: scene.W / 2, y: scene.H / 2),
            size: Size(width: Swift.max(0, itemSize.width - step * Double(i)), height: itemSize.height),
            transform: Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: step * Double(i)),
            zIndex: scene.n - i,
            isHidden: i >= visibleCards)
    }

    static func random(_ rng: inout SplitMix64) -> CardsSpec {
        var spec = CardsSpec()
        if rng.chance(0.7) { spec.itemSize = Size(width: rng.decimal(1...600, wide: 0.01...4000), height: rng.decimal(1...600, wide: 0.01...4000)) }
        if rng.chance(0.7) { spec.step = rng.decimal(0...80, wide: 0...2000) }
        if rng.chance(0.7) { spec.visibleCards = rng.integer(1...20, wide: 1...1000) }
        return spec
    }
}

@Suite("cards")
struct CardStackLayoutTests {
    @Test("defaults at several sizes and counts")
    func defaults() throws {
        for size in fixedSizes {
            for count in fixedCounts {
                try checkAgainstSpec(
                    CardsSpec(), Scene(size: size, offset: Point(x: 0, y: 5), count: count),
                    rects: [Rect(x: 0, y: size.height / 2 + 170, width: size.width, height: 60)],
                    proposals: [(Point(x: 10, y: 10), Point(x: 100, y: 100))])
            }
        }
    }

    @Test("a worked example: card 2 of 6 is 30 narrower, 30 lower, zIndex 4; card 4 is hidden")
    func workedExample() throws {
        let layout = try preparedLayout(.cards, size: Size(width: 400, height: 600), count: 6)
        let card = try #require(layout.attributes(at: ItemIndexPath(item: 2)))
        expectClose(card.center, Point(x: 200, y: 300), "centre")
        expectClose(card.size, Size(width: 320, height: 350), "size")
        expectClose(card.transform, Transform2D(translationX: 0, y: 30), "translate")
        #expect(card.zIndex == 4)
        #expect(card.isHidden == false)
        #expect(layout.attributes(at: ItemIndexPath(item: 4))?.isHidden == true)
        #expect(layout.visibleAttributes.map(\.index) == [0, 1, 2, 3])
    }

    @Test("parameters: sizes shrink to 0, hidden from visibleCards on")
    func parameters() throws {
        let specs = [
            CardsSpec(itemSize: Size(width: 100, height: 40), step: 30, visibleCards: 6),
            CardsSpec(itemSize: Size(width: 250, height: 400), step: 0, visibleCards: 1),
            CardsSpec(itemSize: Size(width: 80, height: 80), step: 7.5, visibleCards: 100),
        ]
        for spec in specs {
            for size in fixedSizes {
                for count in fixedCounts + [120] {
                    try checkAgainstSpec(
                        spec, Scene(size: size, count: count),
                        rects: [Rect(x: size.width / 2 - 1, y: size.height / 2 + 20, width: 2, height: 500)])
                }
            }
        }
    }
}
