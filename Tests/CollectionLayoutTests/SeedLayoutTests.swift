import Foundation
@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

@Suite("presets and their parameters")
struct SeedLayoutTests {
    @Test("the ten names and the parameter keys of docs/reference/LAYOUTS.md")
    func namesAndKeys() throws {
        let keys: [String: Set<String>] = [
            "flow": [
                "itemSize", "minimumInteritemSpacing", "minimumLineSpacing", "sectionInset", "direction", "headerHeight",
                "footerHeight", "pinHeaders", "estimatedItemSize", "sectionHeadersPinToVisibleBounds",
                "sectionFootersPinToVisibleBounds", "sectionInsetReference", "layoutMargins", "itemSizes",
            ],
            "ring": ["itemSize"],
            "waterfall": [
                "direction", "lanes", "columnSpacing", "rowSpacing", "margin", "laneWidth", "laneHeight", "placement", "lengths",
                "columnCount", "minimumColumnSpacing", "minimumInteritemSpacing", "itemRenderDirection", "headerHeight",
                "footerHeight", "headerInset", "footerInset", "sectionInset", "minimumContentHeight", "itemSizes", "roundsToPixels",
            ],
            "line3d": ["direction", "itemSize", "lineSpacing", "wrap"],
            "circle": ["itemSize", "scale", "rotation"],
            "cards": ["itemSize", "step", "visibleCards"],
            "wheel": ["itemSize", "radius"],
            "line": ["itemSize", "lineSpacing", "wrap"],
            "small-circle": ["itemSize", "radius"],
            "firewheel": ["itemSize", "margin", "anglePerItem", "visibleSlots", "startAngle", "fade"],
        ]
        #expect(Set(LayoutCatalog.seeds.entries.map(\.name)) == Set(keys.keys))
        for (name, expected) in keys {
            let preset = try LayoutCatalog.seeds.entry(named: name)
            #expect(Set(preset.parameterKeys) == expected, "\(name)")
        }
    }

    @Test("an unknown layout, key or malformed value is an error that names it")
    func errors() {
        #expect(throws: LayoutConfigurationError.unknownLayout("spiral", known: LayoutCatalog.seeds.names)) {
            try LayoutCatalog.seeds.entry(named: "spiral")
        }
        for (preset, key, value) in [
            (LayoutDescriptor.flow, "radius", "3"), (.wheel, "itemSize", "0x5"), (.waterfall, "lanes", "0"),
            (.waterfall, "placement", "tallest"), (.flow, "sectionInset", "1,2,3"), (.circle, "scale", "nan"),
            (.waterfall, "lengths", "120,,80"), (.line3d, "direction", "diagonal"), (.cards, "step", "-1"),
        ] {
            do {
                _ = try preset.makeLayout([LayoutSetting(key: key, value: value)])
                Issue.record("\(preset.name) \(key)=\(value) was accepted")
            } catch {
                #expect(error.message.contains(key), "\(error.message)")
                #expect(!error.message.contains("\n"))
            }
        }
    }

    @Test("number forms: WxH or one side, one inset or four")
    func valueForms() throws {
        let square = try preparedLayout(.cards, settings(["itemSize": "120"]), size: Size(width: 300, height: 300), count: 1)
        expectClose(square.attributes(at: ItemIndexPath(item: 0))?.size ?? .zero, Size(square: 120), "one side")
        let inset = try preparedLayout(.flow, settings(["sectionInset": "9"]), size: Size(width: 300, height: 300), count: 0)
        expectClose(inset.contentSize, Size(width: 300, height: 18), "one inset")
    }

    @Test("waterfall: the lane override of the other direction changes nothing")
    func otherLaneOverride() throws {
        let scene = Scene(size: Size(width: 500, height: 400), offset: Point(x: 0, y: 100), count: 30)
        let vertical = try preparedLayout(.waterfall, settings(["laneHeight": "77"]), size: scene.size, offset: scene.offset, count: 30)
        #expect(vertical.allAttributes == (try WaterfallSpec().layout(scene)).allAttributes)
        let horizontal = try preparedLayout(
            .waterfall, settings(["direction": "horizontal", "laneWidth": "77"]), size: scene.size, count: 30)
        try checkAgainstSpec(WaterfallSpec(horizontal: true), Scene(size: scene.size, count: 30))
        expectClose(horizontal.contentSize, WaterfallSpec(horizontal: true).contentSize(Scene(size: scene.size, count: 30)), "horizontal")
    }

    @Test("settings apply in order: the last one wins")
    func lastWins() throws {
        let layout = try preparedLayout(
            .wheel, settings(["radius": "100", "radius": "700"]), size: Size(width: 400, height: 400), count: 3)
        let card = try #require(layout.attributes(at: ItemIndexPath(item: 0)))
        expectClose(card.anchorPoint.y, (700 + 86.5) / 173, "radius 700")
    }
}
