import CSDL2
import CollectionLayout
import OrbitRendering
import Foundation

extension HUDRenderer {
    /// The bars' box, points: one point per frame of a 240-frame history.
    static let graphBarsSize = Size(width: 240, height: 84)

    /// Draws the profiler graph (G) in the top-right corner of a `width` x `height`-pixel drawable
    /// (below the HUD's figures panel when the window is too narrow for both side by side):
    /// a panel with the last frames as stacked bars, the 16.7 and 33.3 ms guides, the frame
    /// p50/p99 and each part's p50 as of `history.summary`.
    ///
    /// Cheap by construction: the bars, guides and legend swatches are one `SDL_RenderGeometry`
    /// call from reused buffers, and the text is drawn from the glyph atlas.
    ///
    /// - Complexity: O(history.count).
    func drawFrameGraph(_ history: FrameHistory, width: Int, height: Int, pixelScale s: Double) {
        use(pixelScale: s)
        let margin = Self.margin * s, padding = Self.padding * s, gap = 4 * s
        let seconds = HUDStatus.format(Double(history.capacity) / 60, digits: 0)
        let scale = FrameGraph.scale(forLongestFrame: history.maximumFrame)
        let title = layout("frame time, last \(seconds) s (0–\(HUDStatus.format(scale, digits: 0)) ms)", .help)
        let scope = history.includesPresent ? "frame" : "before present"
        let figures: String
        if let summary = history.summary {
            figures = "\(scope) p50 \(HUDStatus.format(summary.frameP50, digits: 1)) ms\(HUDStatus.separator)p99 \(HUDStatus.format(summary.frameP99, digits: 1)) ms"
        } else {
            figures = "\(scope) p50 –\(HUDStatus.separator)p99 –"
        }
        let figuresLine = layout(figures, .body)
        // Each part's p50 beside its colour; "ms p50" once, after them, without a swatch.
        var legend: [(FrameGraph.Part?, TextLine)] = []
        for part in [FrameGraph.Part.layout, .draw, .present] {
            let value: String
            switch (part, history.summary) {
            case (.present, _) where !history.includesPresent: value = "(vsync)"
            case (.layout, let summary?): value = HUDStatus.format(summary.layoutP50, digits: 2)
            case (.draw, let summary?): value = HUDStatus.format(summary.drawP50, digits: 2)
            case (.present, let summary?): value = HUDStatus.format(summary.presentP50, digits: 2)
            default: value = "–"
            }
            legend.append((part, layout("\(part.name) \(value)", .help)))
        }
        legend.append((nil, layout("ms p50", .help)))
        let guideLabels = [layout("16.7", .help), layout("33.3", .help)]

        // Sizes, pixels. The bars shrink (never below a quarter) when the window is narrow.
        let labelColumn = gap + Double(guideLabels.map(\.width).max() ?? 0)
        let swatch = (8 * s).rounded(), swatchGap = 4 * s, legendGap = 10 * s
        let legendWidth = legend.reduce(0.0) { $0 + ($1.0 == nil ? 0 : swatch + swatchGap) + Double($1.1.width) }
            + legendGap * Double(max(0, legend.count - 1))
        let available = Double(width) - 2 * margin - 2 * padding - labelColumn
        let barsWidth = max(Self.graphBarsSize.width * s / 4, min(Self.graphBarsSize.width * s, available))
        let barsHeight = Self.graphBarsSize.height * s
        let innerWidth = max(barsWidth + labelColumn, legendWidth, Double(title.width), Double(figuresLine.width))
        let textHeight = Double(title.height + figuresLine.height + (legend.first?.1.height ?? 0))
        let innerHeight = textHeight + barsHeight + 3 * gap
        let x = (Double(width) - margin - innerWidth - 2 * padding).rounded()
        let top = Self.graphTop(left: x, margin: margin, statusPanel: statusPanel)
        let panel = Rect(x: x, y: top, width: innerWidth + 2 * padding, height: innerHeight + 2 * padding)
        fillRoundedRect(x: panel.minX, y: panel.minY, w: panel.width, h: panel.height, radius: 8 * s)

        var y = panel.minY + padding
        let left = panel.minX + padding
        draw(title, x: left, y: y, color: Self.helpColor)
        y += Double(title.height) + gap
        let graph = FrameGraph(history: history, area: Rect(x: left, y: y, width: barsWidth, height: barsHeight))
        y += barsHeight + gap
        // A darker field behind the bars keeps them readable over busy sprites.
        var quads: [(Rect, RGBAColor)] = [(graph.area, Self.panelColor)]
        quads += graph.segments(of: history.samples).map { ($0.rect, $0.part.color) }
        let line = max(1, s.rounded())
        for guide in graph.guides {
            quads.append((Rect(x: graph.area.minX, y: (guide.y - line / 2).rounded(), width: graph.area.width, height: line), guide.color))
        }
        var legendX = left
        let legendY = y + Double(figuresLine.height)
        for (part, entry) in legend {
            if let part {
                let swatchY = (legendY + (Double(entry.height) - swatch) / 2).rounded()
                quads.append((Rect(x: legendX, y: swatchY, width: swatch, height: swatch), part.color))
                legendX += swatch + swatchGap
            }
            legendX += Double(entry.width) + legendGap
        }
        fillQuads(quads)

        let guideColor = FrameGraph.Part.other.color.mixed(with: .white, 0.5)
        for (label, guide) in zip(guideLabels, graph.guides) {
            draw(label, x: graph.area.maxX + gap, y: (guide.y - Double(label.height) / 2).rounded(), color: guideColor)
        }
        draw(figuresLine, x: left, y: y, color: Self.bodyColor)
        legendX = left
        for (part, entry) in legend {
            if part != nil { legendX += swatch + swatchGap }
            draw(entry, x: legendX, y: legendY, color: part == nil ? Self.helpColor : Self.bodyColor)
            legendX += Double(entry.width) + legendGap
        }
    }

    /// The graph panel's top edge (pixels) for a panel starting at `left`: the top margin, or
    /// below the figures panel when the two would touch.
    static func graphTop(left: Double, margin: Double, statusPanel: Rect?) -> Double {
        // Below the status panel only when that sits at the top, in the graph's way.
        guard let statusPanel, statusPanel.minY <= margin + 1, left < statusPanel.maxX + margin else { return margin }
        return (statusPanel.maxY + margin).rounded()
    }

    /// Solid rectangles, each in its colour, as one vertex-coloured `SDL_RenderGeometry` call.
    ///
    /// - Complexity: O(quads).
    func fillQuads(_ quads: [(Rect, RGBAColor)]) {
        fillPolygons(quads.map { rect, color in
            ([Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)], color)
        })
    }

    /// Solid convex polygons (pixels), each in its colour, as one vertex-coloured
    /// `SDL_RenderGeometry` call (each polygon a fan of triangles from its first corner).
    ///
    /// - Complexity: O(corners).
    func fillPolygons(_ polygons: [(corners: [Point], color: RGBAColor)]) {
        guard !polygons.isEmpty else { return }
        graphVertices.removeAll(keepingCapacity: true)
        graphIndices.removeAll(keepingCapacity: true)
        for (corners, color) in polygons where corners.count >= 3 {
            let (r, g, b, a) = color.bytes
            let sdlColor = SDL_Color(r: r, g: g, b: b, a: a)
            let base = Int32(graphVertices.count)
            for corner in corners {
                graphVertices.append(SDL_Vertex(
                    position: SDL_FPoint(x: Float(corner.x), y: Float(corner.y)), color: sdlColor, tex_coord: SDL_FPoint()))
            }
            for i in 1..<Int32(corners.count - 1) { graphIndices += [base, base + i, base + i + 1] }
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_RenderGeometry(renderer, nil, graphVertices, Int32(graphVertices.count), graphIndices, Int32(graphIndices.count))
    }
}
