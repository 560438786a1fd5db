import CollectionLayout
import OrbitRendering
import Foundation
import Playground
import Testing

@testable import OrbitCommands

/// `orbit bench --plot`: the log-log chart's geometry, its labels, and the picture it draws.
@Suite(.serialized) struct BenchPlotTests {
    static func result(_ layout: LayoutDescriptor, items: Int, query: Double, seedWay: Double) -> LayoutBenchmark.Result {
        LayoutBenchmark.Result(
            layout: layout, items: items, prepareMilliseconds: 0, queryMicrosecondsP50: query, queryMicrosecondsP99: query,
            returnedAverage: 1, seedWayMicrosecondsP50: seedWay, seedWayFrames: 3, residentMegabytes: 1, bytesPerItem: nil)
    }

    /// Two layouts at three counts: one flat (a culled query), one linear in n (every item each frame).
    static let results = [1000, 100_000, 1_000_000].flatMap { n in
        [
            result(.flow, items: n, query: 8, seedWay: Double(n) / 5),
            result(.ring, items: n, query: Double(n) / 4, seedWay: Double(n) / 6),
        ]
    }

    @Test func decadesCoverTheDataFromPowerToPowerOfTen() {
        #expect(LogLogChart.decades([1000, 1_000_000]) == 3...6)
        #expect(LogLogChart.decades([999, 1001]) == 2...4)
        #expect(LogLogChart.decades([0.44, 330_000]) == -1...6)
        #expect(LogLogChart.decades([50]) == 1...2)
        #expect(LogLogChart.decades([100]) == 2...3)
        #expect(LogLogChart.decades([]) == 0...1)
    }

    /// Equal ratios are equal distances, the ends of the decades are the plot's edges, and y grows upwards.
    @Test func positionsAreLogarithmic() {
        let chart = BenchPlot.chart(Self.results, bounds: Size(width: 1280, height: 800))
        #expect(chart.xDecades == 3...6)
        #expect(chart.yDecades == 0...6)
        let plot = Rect(x: 100, y: 50, width: 600, height: 300)
        let corner = chart.position(of: Point(x: 1000, y: 1), in: plot)
        #expect(abs(corner.x - 100) < 1e-9 && abs(corner.y - 350) < 1e-9)
        let top = chart.position(of: Point(x: 1_000_000, y: 1_000_000), in: plot)
        #expect(abs(top.x - 700) < 1e-9 && abs(top.y - 50) < 1e-9)
        let a = chart.position(of: Point(x: 2000, y: 3), in: plot), b = chart.position(of: Point(x: 20000, y: 30), in: plot)
        let c = chart.position(of: Point(x: 200_000, y: 300), in: plot)
        #expect(abs((b.x - a.x) - (c.x - b.x)) < 1e-9 && abs((b.x - a.x) - 200) < 1e-9)
        #expect(abs((a.y - b.y) - 50) < 1e-9)
    }

    @Test func eachLayoutIsOneColourWithItsSeedWayDashed() {
        let chart = BenchPlot.chart(Self.results, bounds: Size(width: 1280, height: 800))
        #expect(chart.series.map(\.name) == ["flow", "flow (seeds' way)", "ring", "ring (seeds' way)"])
        #expect(chart.series.map(\.style) == [.solid, .dashed, .solid, .dashed])
        #expect(chart.series[0].color == chart.series[1].color && chart.series[0].color != chart.series[2].color)
        #expect(chart.series.filter(\.isInLegend).map(\.name) == ["flow", "ring"])
        #expect(chart.series[2].points == [Point(x: 1000, y: 250), Point(x: 100_000, y: 25_000), Point(x: 1_000_000, y: 250_000)])
        #expect(chart.references.map(\.y) == [1_000_000.0 / 60])
    }

    /// A log axis has no 0: such figures are left out of the chart and counted for the warning.
    @Test func zerosAreLeftOutAndCounted() {
        let results = Self.results + [Self.result(.cards, items: 0, query: 1, seedWay: 1), Self.result(.cards, items: 10, query: 0, seedWay: 5)]
        #expect(BenchPlot.unplottable(results) == 3)
        let chart = BenchPlot.chart(results, bounds: Size(width: 1280, height: 800))
        #expect(chart.series.first { $0.name == "cards" }?.points.isEmpty == true)
        #expect(chart.series.first { $0.name == "cards (seeds' way)" }?.points == [Point(x: 10, y: 5)])
    }

    @Test func ticksAreLabelledInUnitsAPersonReads() {
        #expect([1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 1e9].map(BenchPlot.countLabel)
            == ["1", "10", "100", "1k", "10k", "100k", "1M", "10M", "1e9"])
        #expect([0.1, 1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000].map(BenchPlot.durationLabel)
            == ["100 ns", "1 µs", "10 µs", "100 µs", "1 ms", "10 ms", "100 ms", "1 s", "10 s"])
        #expect(LogLogChart.majorTicks(3...5) == [1000, 10_000, 100_000])
        #expect(LogLogChart.minorTicks(0...1) == [2, 3, 4, 5, 6, 7, 8, 9])
    }

    /// Dashes cut a polyline into pieces of the dash length, gaps between, across its corners.
    @Test func dashesFollowThePolyline() {
        let line = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)]
        let dashes = LogLogChart.dashes(along: line, dash: 4, gap: 2)
        #expect(dashes.count == 4)
        #expect(dashes[0] == [Point(x: 0, y: 0), Point(x: 4, y: 0)])
        #expect(dashes[1] == [Point(x: 6, y: 0), Point(x: 10, y: 0)])
        #expect(dashes[2] == [Point(x: 10, y: 2), Point(x: 10, y: 6)])
        #expect(dashes[3] == [Point(x: 10, y: 8), Point(x: 10, y: 10)])
        let length = dashes.flatMap { zip($0, $0.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) } }.reduce(0, +)
        #expect(abs(length - 14) < 1e-9)
    }

    /// The picture: each layout's colour is at its markers' pixels, and the background is elsewhere.
    @Test func theImageShowsEachSeriesInItsColour() throws {
        let chart = BenchPlot.chart(Self.results, bounds: Size(width: 1280, height: 800))
        let (image, frame) = try ChartRenderer.render(chart, width: BenchPlot.width, height: BenchPlot.height)
        #expect(image.width == BenchPlot.width && image.height == BenchPlot.height)
        let plot = try #require(frame)
        for series in chart.series where series.style == .solid {
            for point in series.points {
                let at = chart.position(of: point, in: plot)
                let pixel = image[Int(at.x), Int(at.y)]
                #expect(pixel.distance(to: series.color) < 0.1, "\(series.name) at \(point): \(pixel)")
            }
        }
        #expect(image[2, 2].distance(to: ChartRenderer.background) < 0.02)
    }

    @Test func plotFlagsAreChecked() throws {
        #expect(throws: (any Error).self) { try OrbitMain.parse(["bench", "--plot", "x.jpg"]) }
        #expect(throws: (any Error).self) { try OrbitMain.parse(["bench", "--render", "--plot", "x.png"]) }
        let outcome = try ProcessTests.run(["bench", "--layout", "flow", "--items", "10", "--plot", "/nonexistent/dir/p.png"])
        #expect(outcome.status == 1 && outcome.errors == "orbit bench: --plot: cannot write '/nonexistent/dir/p.png': no such file or directory\n")
        #expect(outcome.output.isEmpty)
    }

    /// Through the binary: the table as usual, and a PNG of the requested size that reads back.
    @Test func benchWritesThePlot() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-plot-\(UUID().uuidString).png").path
        let outcome = try ProcessTests.run(
            ["bench", "--layout", "flow,cards", "--items", "10,1000", "--frames", "3", "--runs", "1", "--plot", path],
            environment: ProcessInfo.processInfo.environment.merging(["SDL_VIDEODRIVER": "dummy"]) { $1 })
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.output.split(separator: "\n").count == 5)
        let image = try PixelImage(contentsOfFile: path)
        #expect(image.width == BenchPlot.width && image.height == BenchPlot.height)
    }
}

extension RGBAColor {
    /// The largest difference of the red, green and blue channels (0…1).
    func distance(to other: RGBAColor) -> Double {
        max(abs(red - other.red), abs(green - other.green), abs(blue - other.blue))
    }
}
