import CSDL2
import CollectionLayout
import OrbitRendering
import Foundation

/// Draws an `OverlayList` on an SDL renderer: lines, dots and boxes as vertex-coloured triangles
/// (one `SDL_RenderGeometry` call per layer, from buffers kept between frames) and the labels'
/// text from the HUD's glyph atlas (no fonts: no labels).
final class OverlayRenderer {
    let renderer: OpaquePointer
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []

    static let outlineColor = RGBAColor(hex: 0x5CE1E6, alpha: 0.95)
    /// Supplementary views' (headers, footers) outlines and labels: amber.
    static let supplementaryColor = RGBAColor(hex: 0xFFC24B, alpha: 0.95)
    /// Decorations' outlines and labels: lilac.
    static let decorationColor = RGBAColor(hex: 0xC59BFF, alpha: 0.95)
    static let anchorColor = RGBAColor(hex: 0xFF5C8A)
    static let centerColor = RGBAColor(hex: 0xFFFFFF, alpha: 0.95)
    static let labelBackground = RGBAColor(hex: 0x0A0D16, alpha: 0.78)
    static let labelColor = RGBAColor(hex: 0xFFFFFF)
    static let panelColor = RGBAColor(hex: 0x0A0D16, alpha: 0.72)
    static let contentColor = RGBAColor(hex: 0x8090B8, alpha: 0.45)
    static let visibleColor = RGBAColor(hex: 0xF2F4F8)
    static let targetColor = RGBAColor(hex: 0xFFB347)
    static let dragTrailColor = RGBAColor(hex: 0xFFD166)
    static let hoverTrailColor = RGBAColor(hex: 0xB8C4E0)

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// Draws `list` (window pixels); `hud` draws the labels' text. `s` is the pixel scale (line
    /// widths and dots are in points).
    ///
    /// - Complexity: O(outlines + labels' glyphs + trail segments).
    func draw(_ list: OverlayList, hud: HUDRenderer?, pixelScale s: Double) {
        guard !list.isEmpty else { return }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        if let target = list.snapTarget { drawSnapTarget(target, hud: hud, scale: s) }
        if !list.outlines.isEmpty {
            let width = max(1, 1.5 * s), dot = 2.5 * s
            for outline in list.outlines {
                let color = Self.color(of: outline.category)
                for (index, corner) in outline.corners.enumerated() {
                    line(corner, outline.corners[(index + 1) % outline.corners.count], width: width, color: color)
                    square(corner, side: dot, color: color)
                }
                let arm = 4 * s
                line(outline.center - Point(x: arm, y: 0), outline.center + Point(x: arm, y: 0), width: width, color: Self.centerColor)
                line(outline.center - Point(x: 0, y: arm), outline.center + Point(x: 0, y: arm), width: width, color: Self.centerColor)
                diamond(outline.anchor, radius: 3.5 * s, color: Self.anchorColor)
            }
            flush()
        }
        if !list.trail.isEmpty {
            let width = 3 * s
            for segment in list.trail {
                var color = segment.pressed ? Self.dragTrailColor : Self.hoverTrailColor
                color.alpha *= segment.alpha
                line(segment.from, segment.to, width: width, color: color)
                square(segment.to, side: width, color: color)
            }
            flush()
        }
        if let hud, !list.labels.isEmpty { drawLabels(list.labels, hud: hud, scale: s) }
        if let minimap = list.minimap { drawMinimap(minimap, scale: s) }
    }

    private func drawSnapTarget(_ target: OverlayList.SnapTarget, hud: HUDRenderer?, scale s: Double) {
        // The landing item, ringed where it is now.
        for (index, corner) in target.landingCorners.enumerated() {
            line(corner, target.landingCorners[(index + 1) % target.landingCorners.count], width: 3 * s, color: Self.targetColor)
        }
        outline(target.rect.insetBy(dx: 1.5 * s, dy: 1.5 * s), width: 3 * s, color: Self.targetColor)
        let arm = 14 * s
        line(target.center - Point(x: arm, y: 0), target.center + Point(x: arm, y: 0), width: 2 * s, color: Self.targetColor)
        line(target.center - Point(x: 0, y: arm), target.center + Point(x: 0, y: arm), width: 2 * s, color: Self.targetColor)
        if let marker = target.edgeMarker {
            // A triangle at the edge pointing towards the target's centre.
            let delta = target.center - marker
            let length = max(1e-9, (delta.x * delta.x + delta.y * delta.y).squareRoot())
            let direction = delta * (1 / length), normal = Point(x: -direction.y, y: direction.x)
            // Dark under amber, so that it reads over an item of any colour.
            let size = 22 * s, back = marker - direction * (size * 0.45)
            quad(
                back + Point(x: 0, y: -size * 0.75), back + Point(x: size * 0.75, y: 0), back + Point(x: 0, y: size * 0.75),
                back + Point(x: -size * 0.75, y: 0), color: Self.panelColor)
            triangle(marker, marker - direction * size + normal * (size * 0.5), marker - direction * size - normal * (size * 0.5), color: Self.targetColor)
        }
        flush()
        // "item N" beside the arrow, or under the cross when the centre is on screen.
        if let hud, let indexPath = target.landingIndexPath {
            let text = hud.layout(OverlayList.SnapTarget.caption(indexPath), .body)
            let width = Double(text.width), height = Double(text.height), pad = 4 * s
            var origin: Point
            if let marker = target.edgeMarker {
                let delta = target.center - marker
                let length = max(1e-9, (delta.x * delta.x + delta.y * delta.y).squareRoot())
                // Back from the arrow, inside the window.
                let back = marker - delta * ((30 * s + max(width, height) / 2) / length)
                origin = Point(x: back.x - width / 2, y: back.y - height / 2)
            } else {
                origin = Point(x: target.center.x - width / 2, y: target.center.y + 18 * s)
            }
            origin = Point(x: origin.x.rounded(), y: origin.y.rounded())
            rect(Rect(x: origin.x - pad, y: origin.y - pad / 2, width: width + 2 * pad, height: height + pad), color: Self.panelColor)
            flush()
            hud.draw(text, x: origin.x, y: origin.y, color: Self.targetColor)
        }
    }

    private func drawLabels(_ labels: [OverlayList.Label], hud: HUDRenderer, scale s: Double) {
        let pad = 3 * s
        for label in labels {
            rect(label.frame.insetBy(dx: -pad * label.scale, dy: -pad * label.scale * 0.4), color: Self.labelBackground)
        }
        flush()
        for label in labels {
            let line = hud.layout(label.text, .title)
            let color = label.category == .cell ? Self.labelColor : Self.color(of: label.category)
            hud.draw(line, x: label.frame.minX, y: label.frame.minY, color: color, scale: label.scale)
        }
    }

    /// The outline colour of an element of `category`: cyan cells, amber supplementary views,
    /// lilac decorations.
    static func color(of category: ElementCategory) -> RGBAColor {
        switch category {
        case .cell: outlineColor
        case .supplementary: supplementaryColor
        case .decoration: decorationColor
        }
    }

    private func drawMinimap(_ minimap: OverlayList.Minimap, scale s: Double) {
        let pad = 4 * s
        rect(minimap.frame.insetBy(dx: -pad, dy: -pad), color: Self.panelColor)
        rect(minimap.content, color: Self.contentColor)
        if let target = minimap.target { outline(target, width: max(1, 1.5 * s), color: Self.targetColor) }
        var fill = Self.visibleColor
        fill.alpha = 0.25
        rect(minimap.visible, color: fill)
        outline(minimap.visible, width: max(1, 1.5 * s), color: Self.visibleColor)
        flush()
    }

    // MARK: - Triangles

    private func vertex(_ point: Point, _ color: RGBAColor) -> SDL_Vertex {
        let (r, g, b, a) = color.bytes
        return SDL_Vertex(position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: SDL_Color(r: r, g: g, b: b, a: a), tex_coord: SDL_FPoint())
    }

    private func quad(_ a: Point, _ b: Point, _ c: Point, _ d: Point, color: RGBAColor) {
        let base = Int32(vertices.count)
        vertices += [vertex(a, color), vertex(b, color), vertex(c, color), vertex(d, color)]
        indices += [base, base + 1, base + 2, base, base + 2, base + 3]
    }

    private func triangle(_ a: Point, _ b: Point, _ c: Point, color: RGBAColor) {
        let base = Int32(vertices.count)
        vertices += [vertex(a, color), vertex(b, color), vertex(c, color)]
        indices += [base, base + 1, base + 2]
    }

    private func line(_ from: Point, _ to: Point, width: Double, color: RGBAColor) {
        let delta = to - from
        let length = (delta.x * delta.x + delta.y * delta.y).squareRoot()
        guard length > 1e-9, length.isFinite else { return }
        let normal = Point(x: -delta.y / length, y: delta.x / length) * (width / 2)
        quad(from + normal, to + normal, to - normal, from - normal, color: color)
    }

    private func square(_ center: Point, side: Double, color: RGBAColor) {
        rect(Rect(center: center, size: Size(square: side)), color: color)
    }

    private func diamond(_ center: Point, radius r: Double, color: RGBAColor) {
        quad(center - Point(x: 0, y: r), center + Point(x: r, y: 0), center + Point(x: 0, y: r), center - Point(x: r, y: 0), color: color)
    }

    private func rect(_ rect: Rect, color: RGBAColor) {
        quad(
            rect.origin, Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
            color: color)
    }

    /// The edges of `rect` as bands of `width` pixels centred on them.
    private func outline(_ rect: Rect, width w: Double, color: RGBAColor) {
        let h = w / 2
        self.rect(Rect(x: rect.minX - h, y: rect.minY - h, width: rect.width + w, height: w), color: color)
        self.rect(Rect(x: rect.minX - h, y: rect.maxY - h, width: rect.width + w, height: w), color: color)
        self.rect(Rect(x: rect.minX - h, y: rect.minY + h, width: w, height: max(0, rect.height - w)), color: color)
        self.rect(Rect(x: rect.maxX - h, y: rect.minY + h, width: w, height: max(0, rect.height - w)), color: color)
    }

    private func flush() {
        guard !indices.isEmpty else { return }
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }
}
