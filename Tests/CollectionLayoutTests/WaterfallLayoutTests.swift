import Foundation
@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// docs/reference/LAYOUTS.md "waterfall", written out as a direct simulation of the lanes.
struct WaterfallSpec: SeedLayoutSpec {
    var horizontal = false
    var lanes = 2
    var columnSpacing = 5.0
    var rowSpacing = 5.0
    var margin = EdgeInsets(all: 5)
    /// `laneWidth` (vertical) or `laneHeight` (horizontal) when set.
    var laneThickness: Double?
    var roundRobin = false
    var lengths: [Double] = []

    var preset: LayoutDescriptor { .waterfall }

    var settings: [LayoutSetting] {
        var result: [LayoutSetting] = []
        if horizontal { result.append(LayoutSetting(key: "direction", value: "horizontal")) }
        if lanes != 2 { result.append(LayoutSetting(key: "lanes", value: String(lanes))) }
        if columnSpacing != 5 { result.append(LayoutSetting(key: "columnSpacing", value: text(columnSpacing))) }
        if rowSpacing != 5 { result.append(LayoutSetting(key: "rowSpacing", value: text(rowSpacing))) }
        if margin != EdgeInsets(all: 5) {
            let value = [margin.top, margin.left, margin.bottom, margin.right].map(text).joined(separator: ",")
            result.append(LayoutSetting(key: "margin", value: value))
        }
        if let laneThickness {
            result.append(LayoutSetting(key: horizontal ? "laneHeight" : "laneWidth", value: text(laneThickness)))
        }
        if roundRobin { result.append(LayoutSetting(key: "placement", value: "roundRobin")) }
        if !lengths.isEmpty { result.append(LayoutSetting(key: "lengths", value: lengths.map(text).joined(separator: ","))) }
        return result
    }

    /// Lane width (vertical) or height (horizontal): the parameter, else the bounds shared out.
    /// Negative (bounds smaller than the margins) is read as 0: sizes are never negative.
    func thickness(_ scene: Scene) -> Double {
        if let laneThickness { return laneThickness }
        let across = horizontal
            ? scene.H - margin.top - margin.bottom - rowSpacing * Double(lanes - 1)
            : scene.W - margin.left - margin.right - columnSpacing * Double(lanes - 1)
        return Swift.max(0, across / Double(lanes))
    }

    /// The length of item `i` along the scroll axis: `lengths` cycled, else `2*thickness`, 20 less
    /// for item 1 (never below 0).
    func length(_ i: Int, _ scene: Scene) -> Double {
        if !lengths.isEmpty { return lengths[i % lengths.count] }
        return Swift.max(0, 2 * thickness(scene) - (i == 1 ? 20 : 0))
    }

    /// Every item's frame and the content length, by placing the items one by one.
    func place(_ scene: Scene) -> (frames: [Rect], contentLength: Double) {
        let w = thickness(scene)
        let start = horizontal ? margin.left : margin.top
        let end = horizontal ? margin.right : margin.bottom
        let crossStart = horizontal ? margin.top : margin.left
        let laneGap = horizontal ? rowSpacing : columnSpacing
        let itemGap = horizontal ? columnSpacing : rowSpacing
        var bottoms = [Double](repeating: start, count: lanes)
        var lastMax = [Double?](repeating: nil, count: lanes)
        var frames: [Rect] = []
        frames.reserveCapacity(scene.n)
        for i in 0..<scene.n {
            var lane = i % lanes
            if !roundRobin {
                // The smallest bottom, lowest index on ties.
                lane = 0
                for candidate in 1..<lanes where bottoms[candidate] < bottoms[lane] { lane = candidate }
            }
            let along = bottoms[lane], across = crossStart + Double(lane) * (w + laneGap)
            let length = length(i, scene)
            frames.append(horizontal
                ? Rect(x: along, y: across, width: length, height: w)
                : Rect(x: across, y: along, width: w, height: length))
            lastMax[lane] = along + length
            bottoms[lane] = along + length + itemGap
        }
        let contentLength = lastMax.map { $0.map { $0 + end } ?? start }.max() ?? start
        return (frames, contentLength)
    }

    func contentSize(_ scene: Scene) -> Size {
        let length = place(scene).contentLength
        return horizontal ? Size(width: length, height: scene.H) : Size(width: scene.W, height: length)
    }

    func attributes(_ i: Int, _ scene: Scene) -> LayoutAttributes { allAttributes(scene)[i] }

    func allAttributes(_ scene: Scene) -> [LayoutAttributes] {
        place(scene).frames.enumerated().map { i, frame in
            LayoutAttributes(indexPath: ItemIndexPath(item: i), center: frame.center, size: frame.size)
        }
    }

    static func random(_ rng: inout SplitMix64) -> WaterfallSpec {
        var spec = WaterfallSpec()
        spec.horizontal = rng.chance(0.5)
        if rng.chance(0.7) { spec.lanes = rng.integer(1...7, wide: 1...60) }
        if rng.chance(0.5) { spec.columnSpacing = rng.decimal(0...30, wide: 0...400) }
        if rng.chance(0.5) { spec.rowSpacing = rng.decimal(0...30, wide: 0...400) }
        if rng.chance(0.5) {
            spec.margin = EdgeInsets(
                top: rng.decimal(0...40, wide: 0...900), left: rng.decimal(0...40, wide: 0...900), bottom: rng.decimal(0...40, wide: 0...900), right: rng.decimal(0...40, wide: 0...900))
        }
        if rng.chance(0.3) { spec.laneThickness = rng.decimal(1...300, wide: 0.01...3000) }
        spec.roundRobin = rng.chance(0.5)
        if rng.chance(0.6) { spec.lengths = (0..<Int.random(in: 1...6, using: &rng)).map { _ in rng.decimal(1...400, wide: 0.01...3000) } }
        return spec
    }
}

@Suite("waterfall")
struct WaterfallLayoutTests {
    @Test("defaults: two lanes, shortest placement, the seed's uneven pattern")
    func defaults() throws {
        for size in fixedSizes {
            for count in fixedCounts + [101] {
                let length = WaterfallSpec().contentSize(Scene(size: size, count: count)).height
                for oy in [0, length / 3, -25, length + 5] {
                    try checkAgainstSpec(
                        WaterfallSpec(), Scene(size: size, offset: Point(x: 0, y: oy), count: count),
                        rects: [Rect(x: 10, y: oy + 100, width: size.width, height: 1)])
                }
            }
        }
    }

    @Test("a worked example: 375 wide, item 1 is 20 shorter and item 2 goes under it")
    func workedExample() throws {
        // laneWidth = (375 - 5 - 5 - 5) / 2 = 180; item 0: 360 tall in lane 0, item 1: 340 in lane 1.
        // Item 2 goes to lane 1 (bottom 5 + 340 + 5 = 350 < 370): origin (190, 350), 360 tall.
        let layout = try preparedLayout(.waterfall, size: Size(width: 375, height: 667), count: 3)
        expectClose(layout.attributes(at: ItemIndexPath(item: 1))?.size ?? .zero, Size(width: 180, height: 340), "item 1")
        expectClose(layout.attributes(at: ItemIndexPath(item: 2))?.center ?? .zero, Point(x: 190 + 90, y: 350 + 180), "item 2")
        // Lane 0 ends at 365, lane 1 at 710: contentSize.height = 710 + 5.
        expectClose(layout.contentSize, Size(width: 375, height: 715), "contentSize")
        // Round robin sends item 2 to lane 0 instead: y = 370.
        let robin = try preparedLayout(
            .waterfall, settings(["placement": "roundRobin"]), size: Size(width: 375, height: 667), count: 3)
        expectClose(robin.attributes(at: ItemIndexPath(item: 2))?.center ?? .zero, Point(x: 5 + 90, y: 370 + 180), "round robin")
    }

    @Test("empty lanes count as the top margin in contentSize")
    func emptyLanes() throws {
        let spec = WaterfallSpec(lanes: 5, margin: EdgeInsets(top: 17, left: 1, bottom: 3, right: 2), lengths: [40])
        try checkAgainstSpec(spec, Scene(size: Size(width: 400, height: 300), count: 0))
        try checkAgainstSpec(spec, Scene(size: Size(width: 400, height: 300), count: 2))
        let layout = try spec.layout(Scene(size: Size(width: 400, height: 300), count: 0))
        expectClose(layout.contentSize.height, 17, "n = 0")
        let two = try spec.layout(Scene(size: Size(width: 400, height: 300), count: 2))
        expectClose(two.contentSize.height, 17 + 40 + 3, "n = 2")
    }

    @Test(
        "placements, directions, lengths cycling, lane overrides",
        arguments: [false, true], [false, true])
    func parameters(horizontal: Bool, roundRobin: Bool) throws {
        let specs = [
            WaterfallSpec(horizontal: horizontal, lanes: 3, roundRobin: roundRobin, lengths: [120, 80, 200]),
            WaterfallSpec(
                horizontal: horizontal, lanes: 4, columnSpacing: 0, rowSpacing: 12,
                margin: EdgeInsets(top: 3, left: 8, bottom: 13, right: 21), laneThickness: 90, roundRobin: roundRobin,
                lengths: [50, 50, 170.25, 3]),
            WaterfallSpec(horizontal: horizontal, lanes: 1, laneThickness: 333, roundRobin: roundRobin),
            WaterfallSpec(horizontal: horizontal, lanes: 6, columnSpacing: 2.5, rowSpacing: 0, roundRobin: roundRobin),
        ]
        for spec in specs {
            for size in fixedSizes {
                for count in fixedCounts + [200] {
                    for offset in [Point.zero, Point(x: 400, y: 900), Point(x: -30, y: -30)] {
                        try checkAgainstSpec(
                            spec, Scene(size: size, offset: offset, count: count),
                            rects: [Rect(x: offset.x + 20, y: offset.y + 40, width: 250, height: 250)])
                    }
                }
            }
        }
    }
}
