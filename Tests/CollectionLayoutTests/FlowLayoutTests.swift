import Foundation
@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// docs/reference/LAYOUTS.md "flow", written out.
struct FlowSpec: SeedLayoutSpec {
    var itemSize = Size(width: 60, height: 60)
    var interitem = 10.0
    var line = 10.0
    var inset = EdgeInsets(top: 74, left: 0, bottom: 0, right: 0)
    var horizontal = false

    var preset: LayoutDescriptor { .flow }

    var settings: [LayoutSetting] {
        var result: [LayoutSetting] = []
        if itemSize != Size(width: 60, height: 60) {
            result.append(LayoutSetting(key: "itemSize", value: "\(text(itemSize.width))x\(text(itemSize.height))"))
        }
        if interitem != 10 { result.append(LayoutSetting(key: "minimumInteritemSpacing", value: text(interitem))) }
        if line != 10 { result.append(LayoutSetting(key: "minimumLineSpacing", value: text(line))) }
        if inset != EdgeInsets(top: 74, left: 0, bottom: 0, right: 0) {
            let value = [inset.top, inset.left, inset.bottom, inset.right].map(text).joined(separator: ",")
            result.append(LayoutSetting(key: "sectionInset", value: value))
        }
        if horizontal { result.append(LayoutSetting(key: "direction", value: "horizontal")) }
        return result
    }

    /// Items per line: `max(1, floor((A + si) / (iw + si)))` with `A` the usable extent across.
    func perLine(_ scene: Scene) -> Int {
        let usable = horizontal ? scene.H - inset.top - inset.bottom : scene.W - inset.left - inset.right
        let across = horizontal ? itemSize.height : itemSize.width
        return Swift.max(1, Int(((usable + interitem) / (across + interitem)).rounded(.down)))
    }

    func contentSize(_ scene: Scene) -> Size {
        let c = perLine(scene)
        let lines = (scene.n + c - 1) / c
        if horizontal {
            let width = lines == 0
                ? inset.left + inset.right
                : inset.left + Double(lines) * itemSize.width + Double(lines - 1) * line + inset.right
            return Size(width: width, height: scene.H)
        }
        let height = lines == 0
            ? inset.top + inset.bottom
            : inset.top + Double(lines) * itemSize.height + Double(lines - 1) * line + inset.bottom
        return Size(width: scene.W, height: height)
    }

    func attributes(_ i: Int, _ scene: Scene) -> LayoutAttributes {
        let c = perLine(scene)
        let r = i / c, k = i % c
        let origin: Point
        if horizontal {
            let usable = scene.H - inset.top - inset.bottom
            let y: Double
            if c > 1 {
                let gap = (usable - Double(c) * itemSize.height) / Double(c - 1)
                y = inset.top + Double(k) * (itemSize.height + gap)
            } else {
                y = inset.top + (usable - itemSize.height) / 2
            }
            origin = Point(x: inset.left + Double(r) * (itemSize.width + line), y: y)
        } else {
            let usable = scene.W - inset.left - inset.right
            let x: Double
            if c > 1 {
                let gap = (usable - Double(c) * itemSize.width) / Double(c - 1)
                x = inset.left + Double(k) * (itemSize.width + gap)
            } else {
                x = inset.left + (usable - itemSize.width) / 2
            }
            origin = Point(x: x, y: inset.top + Double(r) * (itemSize.height + line))
        }
        return LayoutAttributes(
            indexPath: ItemIndexPath(item: i),
            center: Point(x: origin.x + itemSize.width / 2, y: origin.y + itemSize.height / 2), size: itemSize)
    }

    static func random(_ rng: inout SplitMix64) -> FlowSpec {
        var spec = FlowSpec()
        if rng.chance(0.7) { spec.itemSize = Size(width: rng.decimal(1...400, wide: 0.01...3000), height: rng.decimal(1...400, wide: 0.01...3000)) }
        if rng.chance(0.5) { spec.interitem = rng.decimal(0...50, wide: 0...900) }
        if rng.chance(0.5) { spec.line = rng.decimal(0...50, wide: 0...900) }
        if rng.chance(0.5) {
            spec.inset = EdgeInsets(
                top: rng.decimal(0...100, wide: 0...2000), left: rng.decimal(0...100, wide: 0...2000), bottom: rng.decimal(0...100, wide: 0...2000), right: rng.decimal(0...100, wide: 0...2000))
        }
        spec.horizontal = rng.chance(0.5)
        return spec
    }
}

@Suite("flow")
struct FlowLayoutTests {
    @Test("defaults follow the formulas at every size, count and offset")
    func defaults() throws {
        for size in fixedSizes {
            for count in fixedCounts {
                let length = FlowSpec().contentSize(Scene(size: size, count: count)).height
                for oy in [0, length / 2, -40, length + 10] {
                    let scene = Scene(size: size, offset: Point(x: 0, y: oy), count: count)
                    try checkAgainstSpec(
                        FlowSpec(), scene, rects: [Rect(x: 0, y: oy + 70, width: 80, height: 10)],
                        proposals: [(Point(x: 5, y: oy + 3), Point(x: 0, y: 300))])
                }
            }
        }
    }

    @Test("a worked example: 375 wide, five justified columns, 18.75 apart")
    func workedExample() throws {
        // A = 375, c = floor(385 / 70) = 5, g = (375 - 5*60) / 4 = 18.75.
        // Item 7: row 1, column 2 -> origin (2 * 78.75, 74 + 70) = (157.5, 144).
        let layout = try preparedLayout(.flow, size: Size(width: 375, height: 667), count: 11)
        expectClose(layout.attributes(at: ItemIndexPath(item: 7))?.center ?? .zero, Point(x: 187.5, y: 174), "item 7")
        // Item 10 starts the third row at column 0: y = 74 + 2*70.
        expectClose(layout.attributes(at: ItemIndexPath(item: 10))?.center ?? .zero, Point(x: 30, y: 74 + 140 + 30), "item 10")
        // 3 rows: 74 + 3*60 + 2*10 + 0.
        expectClose(layout.contentSize, Size(width: 375, height: 274), "contentSize")
    }

    @Test("one column is centred, in both directions")
    func singleColumnCentred() throws {
        // A = 100 - 10 - 30 = 60 fits one 50-wide item (floor(65/55) = 1): x = 10 + (60 - 50)/2.
        let vertical = try preparedLayout(
            .flow, settings(["itemSize": "50x20", "sectionInset": "5,10,7,30", "minimumInteritemSpacing": "5"]),
            size: Size(width: 100, height: 300), count: 3)
        expectClose(vertical.attributes(at: ItemIndexPath(item: 2))?.center ?? .zero, Point(x: 15 + 25, y: 5 + 2 * 30 + 10), "vertical")
        expectClose(vertical.contentSize, Size(width: 100, height: 5 + 3 * 20 + 2 * 10 + 7), "vertical contentSize")
        let horizontal = try preparedLayout(
            .flow, settings(["itemSize": "20x50", "sectionInset": "10,5,30,7", "direction": "horizontal"]),
            size: Size(width: 300, height: 100), count: 3)
        expectClose(horizontal.attributes(at: ItemIndexPath(item: 2))?.center ?? .zero, Point(x: 5 + 2 * 30 + 10, y: 15 + 25), "horizontal")
        expectClose(horizontal.contentSize, Size(width: 5 + 3 * 20 + 2 * 10 + 7, height: 100), "horizontal contentSize")
    }

    @Test("zero rows: contentSize is the two insets")
    func emptyContent() throws {
        let layout = try preparedLayout(.flow, settings(["sectionInset": "11,2,13,4"]), size: Size(width: 320, height: 480), count: 0)
        expectClose(layout.contentSize, Size(width: 320, height: 24), "vertical")
        #expect(layout.visibleAttributes.isEmpty)
        let sideways = try preparedLayout(
            .flow, settings(["sectionInset": "11,2,13,4", "direction": "horizontal"]), size: Size(width: 320, height: 480), count: 0)
        expectClose(sideways.contentSize, Size(width: 6, height: 480), "horizontal")
    }

    @Test("non-default parameters, both directions", arguments: [false, true])
    func parameters(horizontal: Bool) throws {
        let spec = FlowSpec(
            itemSize: Size(width: 250, height: 400), interitem: 12.5, line: 3,
            inset: EdgeInsets(top: 20, left: 7, bottom: 9, right: 31), horizontal: horizontal)
        for size in fixedSizes + [Size(width: 2000, height: 1500)] {
            for count in fixedCounts + [123] {
                for offset in [Point.zero, Point(x: 333, y: 777), Point(x: -50, y: -50)] {
                    try checkAgainstSpec(
                        spec, Scene(size: size, offset: offset, count: count),
                        rects: [Rect(x: 260, y: 410, width: 300, height: 5)])
                }
            }
        }
    }
}
