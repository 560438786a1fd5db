import CollectionLayout
import Foundation
import OrbitTestSupport
import Testing

@testable import OrbitRendering

/// The chart of `orbit bench --plot` as data: decades, positions, ticks and dashes, checked
/// against logarithms and lengths worked out here.
@Suite struct LogLogChartTests {
    static let axis = LogLogChart.Axis(title: "items", label: { "\($0)" })

    static func chart(_ series: [LogLogChart.Series], references: [LogLogChart.Reference] = []) -> LogLogChart {
        LogLogChart(title: "t", x: axis, y: axis, series: series, references: references)
    }

    @Test func decadesCoverTheValuesWithWholePowersOfTen() {
        #expect(LogLogChart.decades([1000, 100_000]) == 3...5)
        // An exact power of ten is its own decade, not the next.
        #expect(LogLogChart.decades([1000]) == 3...4)
        #expect(LogLogChart.decades([0.5, 20]) == -1...2)
        #expect(LogLogChart.decades([999, 1001]) == 2...4)
        // Nothing to show: one decade from 1 to 10.
        #expect(LogLogChart.decades([]) == 0...1)
    }

    @Test func pointsThatLogAxesCannotShowAreLeftOut() {
        let points = [Point(x: 10, y: 1), Point(x: 0, y: 5), Point(x: -1, y: 5), Point(x: 100, y: .nan), Point(x: .infinity, y: 3), Point(x: 1000, y: 2)]
        let chart = Self.chart(
            [LogLogChart.Series(name: "a", color: .white, points: points)],
            references: [LogLogChart.Reference(y: 16.7, label: "60 fps"), LogLogChart.Reference(y: 0, label: "zero"), LogLogChart.Reference(y: -.infinity, label: "x")])
        #expect(chart.series[0].points == [Point(x: 10, y: 1), Point(x: 1000, y: 2)])
        #expect(chart.references.map(\.label) == ["60 fps"])
        // The reference line widens the y axis to include it.
        #expect(chart.xDecades == 1...3 && chart.yDecades == 0...2)
    }

    @Test func eachDecadeTakesAnEqualShareOfThePlot() {
        let chart = Self.chart([LogLogChart.Series(name: "a", color: .white, points: [Point(x: 1, y: 10), Point(x: 100, y: 1000)])])
        #expect(chart.xDecades == 0...2 && chart.yDecades == 1...3)
        let plot = Rect(x: 40, y: 20, width: 200, height: 100)
        // The corners of the data are the corners of the plot (y grows downwards).
        #expect(isWithin(chart.position(of: Point(x: 1, y: 10), in: plot), Point(x: 40, y: 120)))
        #expect(isWithin(chart.position(of: Point(x: 100, y: 1000), in: plot), Point(x: 240, y: 20)))
        // 10 is one decade of two along x; 100 one of two along y.
        #expect(isWithin(chart.position(of: Point(x: 10, y: 100), in: plot), Point(x: 140, y: 70)))
        // Between powers of ten, by the logarithm: 2 is log10(2) of a decade along.
        let two = chart.position(of: Point(x: 2, y: 10), in: plot)
        #expect(isWithin(two.x, 40 + log10(2) / 2 * 200))
    }

    @Test func majorTicksArePowersOfTenAndMinorOnesTheMultiplesBetween() {
        let major = LogLogChart.majorTicks(-1...2)
        #expect(major.count == 4 && zip(major, [0.1, 1, 10, 100]).allSatisfy { isClose($0, $1) })
        let minor = LogLogChart.minorTicks(1...3)
        #expect(minor.count == 16)
        #expect(minor.prefix(8) == [20, 30, 40, 50, 60, 70, 80, 90])
        #expect(minor.suffix(8) == [200, 300, 400, 500, 600, 700, 800, 900])
        // None at or past the last power of ten.
        #expect(minor.allSatisfy { $0 < 1000 })
        #expect(LogLogChart.minorTicks(4...4).isEmpty)
    }

    @Test func aStraightLineIsCutIntoDashesAndGaps() {
        let line = [Point(x: 0, y: 0), Point(x: 9, y: 0)]
        // 3 on, 2 off: 0–3, 5–8, and the last 1 falls in a gap.
        let dashes = LogLogChart.dashes(along: line, dash: 3, gap: 2)
        #expect(dashes.count == 2)
        #expect(isWithin(dashes[0][0], Point(x: 0, y: 0)) && isWithin(dashes[0][1], Point(x: 3, y: 0)))
        #expect(isWithin(dashes[1][0], Point(x: 5, y: 0)) && isWithin(dashes[1][1], Point(x: 8, y: 0)))
    }

    @Test func aDashTurnsCornersAlongThePolyline() throws {
        // An L of 2 then 4: the first dash of 3 runs round the corner, the gap of 1 follows, then
        // a dash that the end of the line cuts short.
        let dashes = LogLogChart.dashes(along: [Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 2, y: 4)], dash: 3, gap: 1)
        #expect(dashes.count == 2)
        let first = try #require(dashes.first), second = try #require(dashes.last)
        #expect(first.count == 3 && isWithin(first[1], Point(x: 2, y: 0)) && isWithin(first[2], Point(x: 2, y: 1)))
        #expect(isWithin(second[0], Point(x: 2, y: 2)) && isWithin(second[1], Point(x: 2, y: 4)))
        // The dashes' lengths add up to the line's less its gaps.
        func length(_ points: [Point]) -> Double { zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) } }
        #expect(isWithin(dashes.map(length).reduce(0, +), 6 - 1))
    }

    @Test func degenerateDashesDrawTheLineOrNothing() {
        let line = [Point(x: 0, y: 0), Point(x: 5, y: 5)]
        #expect(LogLogChart.dashes(along: line, dash: 0, gap: 2) == [line])
        #expect(LogLogChart.dashes(along: line, dash: 2, gap: -1) == [line])
        #expect(LogLogChart.dashes(along: [Point(x: 1, y: 1)], dash: 2, gap: 2).isEmpty)
        #expect(LogLogChart.dashes(along: [], dash: 2, gap: 2).isEmpty)
    }
}
