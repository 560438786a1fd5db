@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// docs/reference/LAYOUTS.md "planner": days in turn, each a header, `hourHeight` points per hour from
/// `startHour`, an hour line on every hour and events placed by start time and duration.
@Suite("planner: a day planner with hour lines and pinned day headers")
struct PlannerLayoutTests {
    let bounds = Size(width: 420, height: 640)

    func planner(_ settings: [String] = [], sections: [Int], offset: Point = .zero) throws -> any CollectionViewLayout {
        var layout = try LayoutDescriptor.planner.makeLayout(settings.map { try LayoutSetting(parsing: $0) })
        layout.prepare(LayoutContext(boundsSize: bounds, contentOffset: offset, sectionItemCounts: sections))
        return layout
    }

    /// The spec's numbers, computed here: the hours of a day and where each day starts.
    struct Expected {
        var hourHeight = 60.0, startHour = 8, endHour = 20, header = 32.0, gutter = 48.0, columns = 2, gap = 4.0, daySpacing = 16.0

        func hours(_ events: Int) -> Int { Swift.max(endHour - startHour, Int((Double(events) / Double(columns)).rounded(.up))) }

        func dayTops(_ counts: [Int]) -> [Double] {
            var tops = [0.0]
            for count in counts { tops.append(tops.last! + header + Double(hours(count)) * hourHeight + daySpacing) }
            return tops
        }

        /// Event `i` of day `s`: quarter-hour steps of the index, start minutes after `startHour`.
        func event(_ i: Int, day s: Int, top: Double, width: Double) -> Rect {
            let q = (3 * i + s) % 4
            let duration = 15.0 * Double(q + 1)
            let start = 60.0 * Double(i / columns) + 15.0 * Double((5 * i + 2 * s) % (4 - q))
            let columnWidth = (width - gutter - gap * Double(columns - 1)) / Double(columns)
            return Rect(
                x: gutter + Double(i % columns) * (columnWidth + gap), y: top + header + start / 60 * hourHeight,
                width: columnWidth, height: duration / 60 * hourHeight)
        }
    }

    @Test("events: frames from start time and duration, each inside its hour, none overlapping")
    func events() throws {
        let counts = [7, 30, 0, 13]
        let layout = try planner(sections: counts)
        let expected = Expected()
        let tops = expected.dayTops(counts)
        #expect(isClose(layout.contentSize.height, tops.last!))
        var durations = Set<Double>()
        for (day, count) in counts.enumerated() {
            var frames: [Rect] = []
            for i in 0..<count {
                let frame = try #require(layout.attributes(at: ItemIndexPath(item: i, section: day))).frame
                expectFrame(frame, expected.event(i, day: day, top: tops[day], width: bounds.width), "event [\(day), \(i)]")
                // Within its hour row (i / columns) of the day's timeline, and within the day.
                let rowTop = tops[day] + expected.header + Double(i / expected.columns) * expected.hourHeight
                #expect(frame.minY >= rowTop - 1e-9 && frame.maxY <= rowTop + expected.hourHeight + 1e-9)
                #expect(frame.maxY <= tops[day + 1])
                durations.insert(frame.height)
                frames.append(frame)
            }
            for (a, first) in frames.enumerated() {
                for second in frames[(a + 1)...] {
                    let width = Swift.min(first.maxX, second.maxX) - Swift.max(first.minX, second.minX)
                    let height = Swift.min(first.maxY, second.maxY) - Swift.max(first.minY, second.minY)
                    #expect(width <= 1e-9 || height <= 1e-9, "events of day \(day) overlap")
                }
            }
        }
        // Varying length: every quarter-hour duration from 15 to 60 minutes occurs.
        #expect(durations == [15, 30, 45, 60])
        // Day 1 has 30 events in 2 columns: 15 hours, 3 more than 8…20 shows.
        #expect(isClose(tops[2] - tops[1], 32 + 15 * 60 + 16))
    }

    @Test("hour lines: one per hour, both ends, centred on the hour under the events")
    func hourLines() throws {
        let counts = [3, 40]
        let layout = try planner(["hourHeight=45", "startHour=6", "endHour=18"], sections: counts)
        var expected = Expected()
        expected.hourHeight = 45
        expected.startHour = 6
        expected.endHour = 18
        let tops = expected.dayTops(counts)
        for (day, count) in counts.enumerated() {
            let hours = expected.hours(count)
            #expect(layout.elementCount(ofKind: PlannerLayout.hourLineKind, inSection: day) == hours + 1)
            for hour in 0...hours {
                let line = try #require(layout.attributes(forDecorationElementOfKind: "hourLine", at: ItemIndexPath(item: hour, section: day)))
                #expect(line.category == .decoration && line.elementKind == "hourLine" && line.zIndex < 0)
                expectFrame(line.frame, Rect(x: 0, y: tops[day] + 32 + Double(hour) * 45 - 0.5, width: bounds.width, height: 1), "line \(hour)")
            }
            #expect(layout.attributes(forDecorationElementOfKind: "hourLine", at: ItemIndexPath(item: hours + 1, section: day)) == nil)
        }
        // The rect query returns exactly the lines that meet it.
        let rect = Rect(x: 0, y: tops[1] + 100, width: bounds.width, height: 200)
        let lines = layout.attributes(in: rect).filter { $0.category == .decoration }.map(\.indexPath.item)
        // Lines 32 + 45h ± 0.5 below the day's top that meet 100…300: h = 2…5.
        let meeting = (0...expected.hours(40)).filter { 32 + 45 * Double($0) + 0.5 > 100 && 32 + 45 * Double($0) - 0.5 < 300 }
        #expect(meeting == [2, 3, 4, 5])
        #expect(lines == meeting)
    }

    @Test("pinned headers: exactly one at the top of the visible rect, pushed away by the next day")
    func pinnedHeader() throws {
        let counts = [10, 10, 10]
        let tops = Expected().dayTops(counts)
        for oy in stride(from: 0.0, through: tops[3] - bounds.height, by: 37) {
            let layout = try planner(sections: counts, offset: Point(x: 0, y: oy))
            let visible = Rect(x: 0, y: oy, width: bounds.width, height: bounds.height)
            let headers = layout.attributes(in: visible).filter { $0.elementKind == ElementKind.header }
            let day = tops.lastIndex { $0 <= oy }!
            let pinned = try #require(headers.first { $0.indexPath.section == day }, "offset \(oy)")
            // At the top edge, unless the next day's start has pushed it up against itself.
            let expectedY = Swift.min(oy, tops[day + 1] - 32)
            #expect(isClose(pinned.frame.minY, expectedY), "offset \(oy)")
            #expect(pinned.frame.maxY > oy, "the pinned header is inside the visible rect")
            #expect(pinned.zIndex > 0)
            #expect(headers.filter { $0.frame.minY <= oy && $0.frame.maxY > oy }.count == 1, "offset \(oy)")
        }
        // Unpinned, the header stays at its day's top.
        let unpinned = try planner(["pinHeaders=false"], sections: counts, offset: Point(x: 0, y: 300))
        #expect(unpinned.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: 0))?.frame.minY == 0)
        #expect(!unpinned.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 310, width: bounds.width, height: bounds.height)))
    }

    @Test("a scroll invalidates the headers only, and answers as a fresh prepare")
    func partialInvalidation() throws {
        var layout = try planner(sections: [12, 12, 12])
        let moved = Rect(x: 0, y: 900, width: bounds.width, height: bounds.height)
        #expect(layout.shouldInvalidate(forBoundsChange: moved))
        let invalidation = layout.invalidationContext(forBoundsChange: moved)
        #expect(!invalidation.invalidateEverything)
        #expect(invalidation.invalidatedSupplementaryIndexPaths[ElementKind.header]?.isEmpty == false)
        layout.invalidateLayout(with: invalidation, for: layout.context.with(contentOffset: moved.origin))
        let fresh = try planner(sections: [12, 12, 12], offset: moved.origin)
        #expect(layout.attributes(in: moved) == fresh.attributes(in: moved))
    }

    @Test("bad bounds and settings stay finite")
    func degenerate() throws {
        var layout = try LayoutDescriptor.planner.makeLayout([LayoutSetting(key: "startHour", value: "23"), LayoutSetting(key: "endHour", value: "1")])
        layout.prepare(LayoutContext(boundsSize: Size(width: 10, height: 0), sectionItemCounts: [0, 1_000_000, 3]))
        #expect(layout.contentSize.height.isFinite)
        let all = layout.attributes(in: Rect(x: -1e12, y: -1e12, width: 2e12, height: 1000))
        #expect(all.allSatisfy { $0.isFinite })
        #expect(throws: LayoutConfigurationError.self) { try LayoutDescriptor.planner.makeLayout([LayoutSetting(key: "hourHeight", value: "0")]) }
    }
}
