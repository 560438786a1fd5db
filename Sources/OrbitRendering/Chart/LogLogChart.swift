import CollectionLayout
import Foundation

/// A line chart on logarithmic axes, as data: series of positive (x, y) points, the axes' decades
/// and ticks, and where each point lands in a plot rectangle. Pure; `ChartRenderer` draws it.
public struct LogLogChart: Sendable {
    /// One line of the chart.
    package struct Series: Sendable {
        package enum Style: Sendable { case solid, dashed }

        package var name: String
        package var color: RGBAColor
        package var style: Style
        /// Points with x and y > 0, drawn in this order.
        package var points: [Point]
        /// Whether it has an entry in the legend.
        package var isInLegend: Bool

        package init(name: String, color: RGBAColor, style: Style = .solid, points: [Point], isInLegend: Bool = true) {
            self.name = name
            self.color = color
            self.style = style
            self.points = points
            self.isInLegend = isInLegend
        }
    }

    /// An axis: its title and how a tick value (a power of ten) is labelled.
    package struct Axis: Sendable {
        package var title: String
        package var label: @Sendable (Double) -> String

        package init(title: String, label: @escaping @Sendable (Double) -> String) {
            self.title = title
            self.label = label
        }
    }

    /// A horizontal line across the plot at `y`, labelled (a budget such as one 60 fps frame).
    package struct Reference: Sendable {
        package var y: Double
        package var label: String

        package init(y: Double, label: String) {
            self.y = y
            self.label = label
        }
    }

    package var title: String
    package var subtitle: String
    package var x: Axis
    package var y: Axis
    package var series: [Series]
    package var references: [Reference]
    /// A line under the legend (what solid and dashed mean).
    package var note: String

    package init(
        title: String, subtitle: String = "", x: Axis, y: Axis, series: [Series], references: [Reference] = [], note: String = ""
    ) {
        self.title = title
        self.subtitle = subtitle
        self.x = x
        self.y = y
        self.series = series.map { series in
            var kept = series
            kept.points = series.points.filter(Self.isPlottable)
            return kept
        }
        self.references = references.filter { $0.y.isFinite && $0.y > 0 }
        self.note = note
    }

    /// Whether a point can be drawn on log axes: both coordinates finite and positive.
    package static func isPlottable(_ point: Point) -> Bool {
        point.x.isFinite && point.y.isFinite && point.x > 0 && point.y > 0
    }

    /// The decades the x axis spans: from the power of ten at or below the smallest x to the one
    /// at or above the largest (at least one decade).
    package var xDecades: ClosedRange<Int> { Self.decades(series.flatMap { $0.points.map(\.x) }) }

    /// The decades the y axis spans, references included.
    package var yDecades: ClosedRange<Int> { Self.decades(series.flatMap { $0.points.map(\.y) } + references.map(\.y)) }

    /// The smallest range of whole powers of ten covering `values` (all > 0), at least one decade
    /// wide; 0...1 when there are none.
    ///
    /// - Complexity: O(values.count).
    package static func decades(_ values: [Double]) -> ClosedRange<Int> {
        guard let smallest = values.min(), let largest = values.max() else { return 0...1 }
        // The epsilon keeps an exact power of ten (1000 → 3) from rounding to the next decade.
        let low = Int((log10(smallest) + 1e-9).rounded(.down)), high = Int((log10(largest) - 1e-9).rounded(.up))
        return low...Swift.max(high, low + 1)
    }

    /// Where `point` lands in `plot` (pixels, y down): each decade the same width and height.
    package func position(of point: Point, in plot: Rect) -> Point {
        Point(
            x: plot.minX + Self.fraction(point.x, in: xDecades) * plot.width,
            y: plot.maxY - Self.fraction(point.y, in: yDecades) * plot.height)
    }

    /// How far `value` is along `decades`, 0 at the low power of ten and 1 at the high one.
    static func fraction(_ value: Double, in decades: ClosedRange<Int>) -> Double {
        (log10(value) - Double(decades.lowerBound)) / Double(decades.upperBound - decades.lowerBound)
    }

    /// The major ticks: each power of ten of `decades`.
    package static func majorTicks(_ decades: ClosedRange<Int>) -> [Double] {
        decades.map { pow(10, Double($0)) }
    }

    /// The minor ticks: 2…9 times each power of ten below the last.
    package static func minorTicks(_ decades: ClosedRange<Int>) -> [Double] {
        decades.dropLast().flatMap { decade in (2...9).map { Double($0) * pow(10, Double(decade)) } }
    }

    /// `points` of a dashed series cut into dashes of `dash` pixels with `gap` between, along the
    /// polyline, each dash a polyline of its own.
    ///
    /// - Complexity: O(points + dashes).
    package static func dashes(along points: [Point], dash: Double, gap: Double) -> [[Point]] {
        guard points.count > 1, dash > 0, gap > 0 else { return points.count > 1 ? [points] : [] }
        var result: [[Point]] = []
        var current: [Point] = [points[0]]
        var drawing = true
        var left = dash
        for (from, to) in zip(points, points.dropFirst()) {
            let length = hypot(to.x - from.x, to.y - from.y)
            var travelled = 0.0
            // A dash that ends exactly at a corner ends there (left is never 0 here: dash, gap > 0).
            while length - travelled >= left {
                travelled += left
                let t = travelled / length
                let cut = Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                if drawing {
                    current.append(cut)
                    result.append(current)
                } else {
                    current = [cut]
                }
                drawing.toggle()
                left = drawing ? dash : gap
            }
            left -= length - travelled
            if drawing { current.append(to) }
        }
        if drawing, current.count > 1 { result.append(current) }
        return result
    }
}
