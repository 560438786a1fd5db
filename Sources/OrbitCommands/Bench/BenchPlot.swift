import CollectionLayout
import OrbitRendering
import Foundation
import Playground

/// `orbit bench --plot FILE.png`: the layout benchmark's figures as a picture, per-frame cost
/// against item count on log-log axes, one colour per layout.
enum BenchPlot {
    /// The picture's size, pixels.
    static let width = 1200, height = 720

    /// One frame at 60 fps, microseconds: the budget the reference line shows.
    static let frameBudgetMicroseconds = 1_000_000.0 / 60

    /// The chart of `results`: per layout, the culled query's p50 (solid, with markers) and the
    /// same frames computed the seeds' way (dashed, same colour), against the item count.
    ///
    /// - Parameter bounds: the benchmark's bounds size, for the subtitle.
    static func chart(_ results: [LayoutBenchmark.Result], bounds: Size) -> LogLogChart {
        var names: [String] = []
        for result in results where !names.contains(result.layout.name) { names.append(result.layout.name) }
        var series: [LogLogChart.Series] = []
        for (index, name) in names.enumerated() {
            let color = ChartRenderer.palette[index % ChartRenderer.palette.count]
            let rows = results.filter { $0.layout.name == name }.sorted { $0.items < $1.items }
            series.append(LogLogChart.Series(
                name: name, color: color, points: rows.map { Point(x: Double($0.items), y: $0.queryMicrosecondsP50) }))
            series.append(LogLogChart.Series(
                name: name + " (seeds' way)", color: color, style: .dashed,
                points: rows.map { Point(x: Double($0.items), y: $0.seedWayMicrosecondsP50) }, isInLegend: false))
        }
        return LogLogChart(
            title: "Layout cost per frame against item count",
            subtitle: "orbit bench: attributes(in:) of the visible rect while sweeping the content, p50, "
                + "\(Int(bounds.width))x\(Int(bounds.height)) points",
            x: LogLogChart.Axis(title: "items", label: countLabel),
            y: LogLogChart.Axis(title: "time per frame", label: durationLabel),
            series: series,
            references: [LogLogChart.Reference(y: frameBudgetMicroseconds, label: "one frame at 60 fps (16.7 ms)")],
            note: "solid: the layout's query\ndashed: the seeds' way (every\nitem's attributes, then filter)")
    }

    /// The points `chart(_:)` leaves out: figures of 0 or items 0, which a log axis cannot show.
    static func unplottable(_ results: [LayoutBenchmark.Result]) -> Int {
        results.reduce(0) { count, result in
            count + [result.queryMicrosecondsP50, result.seedWayMicrosecondsP50].filter {
                !LogLogChart.isPlottable(Point(x: Double(result.items), y: $0))
            }.count
        }
    }

    /// A power of ten of items: `1`, `100`, `10k`, `1M`.
    static func countLabel(_ value: Double) -> String {
        let exponent = Int(log10(value).rounded())
        switch exponent {
        case ..<0: return String(value)
        case 0..<3: return String(Int(value.rounded()))
        case 3..<6: return "\(Int(pow(10, Double(exponent - 3))))k"
        case 6..<9: return "\(Int(pow(10, Double(exponent - 6))))M"
        default: return "1e\(exponent)"
        }
    }

    /// A power of ten of microseconds: `100 ns`, `1 µs`, `10 ms`, `1 s`.
    static func durationLabel(_ microseconds: Double) -> String {
        let exponent = Int(log10(microseconds).rounded())
        let (unit, base): (String, Int) =
            switch exponent {
            case ..<0: ("ns", -3)
            case 0..<3: ("µs", 0)
            case 3..<6: ("ms", 3)
            default: ("s", 6)
            }
        let value = pow(10, Double(exponent - base))
        return value >= 1 ? "\(Int(value.rounded())) \(unit)" : "\(value) \(unit)"
    }

    /// Draws `results` and writes the PNG.
    static func write(_ results: [LayoutBenchmark.Result], bounds: Size, to path: String) throws(CommandFailure) {
        do {
            try ChartRenderer.image(chart(results, bounds: bounds), width: width, height: height).writePNG(to: path)
        } catch {
            throw CommandFailure.runtime("--plot: \(error.message)")
        }
    }
}
