import CSDL2
import CollectionLayout
import OrbitRendering
import Foundation

/// Draws a `LogLogChart` into an image with SDL's software renderer and the HUD's fonts: title,
/// gridlines at every power of ten (and fainter ones at 2…9 times it), labelled ticks, the series
/// as thick lines with point markers, reference lines, and a legend with one colour per series.
///
/// It draws at twice the requested size and halves the result (each pixel the mean of four), so
/// lines and text come out anti-aliased although the software renderer does not anti-alias.
public enum ChartRenderer {
    /// Sizes in points (at 1x).
    static let margin = 24.0, gap = 10.0, lineWidth = 2.5, markerRadius = 3.5, swatchWidth = 26.0
    static let dash = 7.0, dashGap = 5.0
    /// Drawing density before halving.
    static let supersampling = 2.0

    public static let background = RGBAColor(hex: 0x0E1220)
    static let plotBackground = RGBAColor(hex: 0x141A2C)
    static let majorGrid = RGBAColor(hex: 0x8090B8, alpha: 0.35)
    static let minorGrid = RGBAColor(hex: 0x8090B8, alpha: 0.12)
    /// Reference lines are grey, so they never pass for a series.
    static let referenceColor = RGBAColor(hex: 0xD8DEEA, alpha: 0.7)

    /// Distinct colours for up to twelve series (then they repeat), bright enough on the dark
    /// background.
    public static let palette: [RGBAColor] = [
        0x4C9BE8, 0xF28E2B, 0x59C26A, 0xE15759, 0xB07AE0, 0xC9A26B, 0xF08BC8, 0xA0A7B4, 0xD4D44A, 0x40C8D8, 0xFFFFFF, 0x8C6D31,
    ].map { RGBAColor(hex: $0) }

    /// The chart as a `width` x `height`-pixel image.
    ///
    /// - Parameter fontPaths: DejaVu Sans regular and bold (default: `FontLocator.locate()`).
    /// - Throws: `SDLError` when the fonts cannot be opened (a chart without labels would mislead)
    ///   or the canvas cannot be made.
    /// - Complexity: O(points + width × height).
    public static func image(
        _ chart: LogLogChart, width: Int, height: Int, fontPaths: (regular: String, bold: String)?? = .none
    ) throws(SDLError) -> PixelImage {
        try render(chart, width: width, height: height, fontPaths: fontPaths).image
    }

    /// The chart's image and its plot rectangle (pixels of the image; nil when the image is too
    /// small for one), where `chart.position(of:in:)` places the points.
    public static func render(
        _ chart: LogLogChart, width: Int, height: Int, fontPaths: (regular: String, bold: String)?? = .none
    ) throws(SDLError) -> (image: PixelImage, plot: Rect?) {
        let s = supersampling
        let canvas = try HeadlessCanvas(width: Int(Double(width) * s), height: Int(Double(height) * s))
        let (made, warning) = HUDRenderer.make(renderer: canvas.renderer, fontPaths: fontPaths ?? FontLocator.locate(), pixelScale: s)
        guard let text = made else { throw SDLError("cannot label the plot: \(warning ?? "no font")") }
        let (r, g, b, _) = background.bytes
        SDL_SetRenderDrawColor(canvas.renderer, r, g, b, 255)
        SDL_RenderClear(canvas.renderer)
        let plot = Drawing(chart: chart, text: text, size: Size(width: Double(canvas.width), height: Double(canvas.height)), scale: s).draw()
        text.endFrame()
        return (try canvas.image().halved(), plot.map { Rect(x: $0.minX / s, y: $0.minY / s, width: $0.width / s, height: $0.height / s) })
    }

    /// One drawing of a chart, pixels at `scale` pixels per point.
    struct Drawing {
        let chart: LogLogChart
        let text: HUDRenderer
        let size: Size
        let scale: Double

        /// Draws the chart; returns its plot rectangle (nil when there is no room for one).
        func draw() -> Rect? {
            let s = scale, margin = ChartRenderer.margin * s, gap = ChartRenderer.gap * s
            // Title block.
            var y = margin
            let title = text.layout(chart.title, .title)
            text.draw(title, x: margin, y: y, color: HUDRenderer.titleColor)
            y += Double(title.height) + 2 * s
            if !chart.subtitle.isEmpty {
                let subtitle = text.layout(chart.subtitle, .help)
                text.draw(subtitle, x: margin, y: y, color: HUDRenderer.helpColor)
                y += Double(subtitle.height)
            }
            y += gap
            let yTitle = text.layout(chart.y.title, .help)

            // The legend's column on the right.
            let legend = chart.series.filter(\.isInLegend).map { ($0, text.layout($0.name, .body)) }
            let noteLines = chart.note.split(separator: "\n").map { text.layout(String($0), .help) }
            let swatch = ChartRenderer.swatchWidth * s
            let legendWidth = ([0] + legend.map { swatch + gap / 2 + Double($0.1.width) } + noteLines.map { Double($0.width) }).max()!

            // The plot rectangle, leaving room for the tick labels and the axis titles.
            let xDecades = chart.xDecades, yDecades = chart.yDecades
            let yLabels = LogLogChart.majorTicks(yDecades).map { ($0, text.layout(chart.y.label($0), .help)) }
            let xLabels = LogLogChart.majorTicks(xDecades).map { ($0, text.layout(chart.x.label($0), .help)) }
            let yLabelWidth = Double(yLabels.map(\.1.width).max() ?? 0)
            let labelHeight = Double(xLabels.first?.1.height ?? 0)
            let xTitle = text.layout(chart.x.title, .help)
            let plotTop = y + Double(yTitle.height) + gap
            let plot = Rect(
                x: margin + yLabelWidth + gap, y: plotTop,
                width: size.width - margin - legendWidth - 2 * gap - (margin + yLabelWidth + gap),
                height: size.height - margin - Double(xTitle.height) - labelHeight - gap - plotTop)
            guard plot.width > 0, plot.height > 0 else { return nil }
            text.draw(yTitle, x: plot.minX, y: y, color: HUDRenderer.bodyColor)

            // Background, grid and tick labels.
            let hairline = max(1, s)
            var quads: [(Rect, RGBAColor)] = [(plot, ChartRenderer.plotBackground)]
            for value in LogLogChart.minorTicks(xDecades) {
                let x = chart.position(of: Point(x: value, y: 1), in: plot).x
                quads.append((Rect(x: x - hairline / 2, y: plot.minY, width: hairline, height: plot.height), ChartRenderer.minorGrid))
            }
            for value in LogLogChart.minorTicks(yDecades) {
                let y = chart.position(of: Point(x: 1, y: value), in: plot).y
                quads.append((Rect(x: plot.minX, y: y - hairline / 2, width: plot.width, height: hairline), ChartRenderer.minorGrid))
            }
            for (value, _) in xLabels {
                let x = chart.position(of: Point(x: value, y: 1), in: plot).x
                quads.append((Rect(x: x - hairline / 2, y: plot.minY, width: hairline, height: plot.height + gap / 2), ChartRenderer.majorGrid))
            }
            for (value, _) in yLabels {
                let y = chart.position(of: Point(x: 1, y: value), in: plot).y
                quads.append((Rect(x: plot.minX - gap / 2, y: y - hairline / 2, width: plot.width + gap / 2, height: hairline), ChartRenderer.majorGrid))
            }
            text.fillQuads(quads)
            for (value, label) in xLabels {
                let x = chart.position(of: Point(x: value, y: 1), in: plot).x
                text.draw(label, x: (x - Double(label.width) / 2).rounded(), y: plot.maxY + gap / 2 + 2 * s, color: HUDRenderer.bodyColor)
            }
            for (value, label) in yLabels {
                let y = chart.position(of: Point(x: 1, y: value), in: plot).y
                text.draw(
                    label, x: plot.minX - gap - Double(label.width), y: (y - Double(label.height) / 2).rounded(), color: HUDRenderer.bodyColor)
            }
            text.draw(
                xTitle, x: plot.midX - Double(xTitle.width) / 2, y: plot.maxY + gap / 2 + 2 * s + labelHeight + gap / 2,
                color: HUDRenderer.bodyColor)

            // Reference lines, labelled at the plot's right end.
            var shapes: [(corners: [Point], color: RGBAColor)] = []
            for reference in chart.references {
                let y = chart.position(of: Point(x: 1, y: reference.y), in: plot).y
                let line = [Point(x: plot.minX, y: y), Point(x: plot.maxX, y: y)]
                for dash in LogLogChart.dashes(along: line, dash: ChartRenderer.dash * s, gap: ChartRenderer.dashGap * s) {
                    shapes += stroke(dash, width: 1.5 * s, color: ChartRenderer.referenceColor)
                }
            }
            // The series: dashed ones first, so the solid ones (the subject) lie on top.
            for series in chart.series.sorted(by: { $0.style == .dashed && $1.style == .solid }) {
                let points = series.points.map { chart.position(of: $0, in: plot) }
                let width = ChartRenderer.lineWidth * s * (series.style == .dashed ? 0.7 : 1)
                let pieces = series.style == .dashed
                    ? LogLogChart.dashes(along: points, dash: ChartRenderer.dash * s, gap: ChartRenderer.dashGap * s) : [points]
                var color = series.color
                if series.style == .dashed { color.alpha *= 0.8 }
                for piece in pieces { shapes += stroke(piece, width: width, color: color) }
                if series.style == .solid {
                    for point in points { shapes.append((circle(point, radius: ChartRenderer.markerRadius * s), series.color)) }
                }
            }
            text.fillPolygons(shapes)
            // Their labels on a patch of the plot's background, over any line that passes.
            let references = chart.references.map { reference in
                let label = text.layout(reference.label, .help)
                let y = chart.position(of: Point(x: 1, y: reference.y), in: plot).y
                return (label, Point(x: plot.maxX - Double(label.width) - gap, y: y - Double(label.height) - 2 * s))
            }
            text.fillQuads(references.map { label, at in
                (Rect(x: at.x - 3 * s, y: at.y, width: Double(label.width) + 6 * s, height: Double(label.height)), ChartRenderer.plotBackground)
            })
            for (label, at) in references { text.draw(label, x: at.x, y: at.y, color: HUDRenderer.bodyColor) }

            // The legend.
            var legendY = plot.minY
            let legendX = plot.maxX + 2 * gap
            var swatches: [(corners: [Point], color: RGBAColor)] = []
            for (series, label) in legend {
                let middle = legendY + Double(label.height) / 2
                let line = [Point(x: legendX, y: middle), Point(x: legendX + swatch, y: middle)]
                swatches += stroke(line, width: ChartRenderer.lineWidth * s, color: series.color)
                swatches.append((circle(Point(x: legendX + swatch / 2, y: middle), radius: ChartRenderer.markerRadius * s), series.color))
                text.draw(label, x: legendX + swatch + gap / 2, y: legendY, color: HUDRenderer.bodyColor)
                legendY += Double(label.height) + 3 * s
            }
            text.fillPolygons(swatches)
            legendY += gap
            for line in noteLines {
                text.draw(line, x: legendX, y: legendY, color: HUDRenderer.helpColor)
                legendY += Double(line.height)
            }
            return plot
        }

        /// A polyline `width` pixels thick: one quad per segment and a disc at each joint.
        func stroke(_ points: [Point], width: Double, color: RGBAColor) -> [(corners: [Point], color: RGBAColor)] {
            var shapes: [(corners: [Point], color: RGBAColor)] = []
            for (a, b) in zip(points, points.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                guard length > 0 else { continue }
                let nx = -(b.y - a.y) / length * width / 2, ny = (b.x - a.x) / length * width / 2
                shapes.append((
                    [Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny), Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny)],
                    color))
            }
            for joint in points.dropFirst().dropLast() { shapes.append((circle(joint, radius: width / 2), color)) }
            return shapes
        }

        /// A disc as a 16-sided polygon.
        func circle(_ center: Point, radius: Double) -> [Point] {
            (0..<16).map { i in
                let angle = Double(i) * .pi / 8
                return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            }
        }
    }
}
