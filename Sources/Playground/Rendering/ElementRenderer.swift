import CSDL2
import CollectionLayout
import OrbitRendering

/// Draws the supplementary views and decorations of a `DrawList`: each shape as a vertex-coloured
/// convex polygon (`SDL_RenderGeometry`, blended), a bar's accent stripe over it, and its label's
/// text from the HUD's glyph atlas (no fonts: no labels; `DrawList` then makes none).
final class ElementRenderer {
    let renderer: OpaquePointer
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// Draws `shape` now (the sprites under it must be drawn already).
    ///
    /// - Complexity: O(corners + label's glyphs).
    func draw(_ shape: ElementShape, hud: HUDRenderer?) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        polygon(shape.corners, color: shape.color)
        if let stripe = shape.stripe {
            let corners = [
                stripe.origin, Point(x: stripe.maxX, y: stripe.minY), Point(x: stripe.maxX, y: stripe.maxY), Point(x: stripe.minX, y: stripe.maxY),
            ]
            polygon(corners, color: shape.stripeColor)
        }
        flush()
        if let hud, let label = shape.label {
            let line = hud.layout(label.text, .title)
            hud.draw(line, x: label.origin.x, y: label.origin.y, color: label.color, scale: label.scale)
        }
    }

    /// A convex polygon as a fan of triangles from its first corner.
    private func polygon(_ corners: [Point], color: RGBAColor) {
        guard corners.count >= 3 else { return }
        let (r, g, b, a) = color.bytes
        let base = Int32(vertices.count)
        for corner in corners {
            vertices.append(SDL_Vertex(
                position: SDL_FPoint(x: Float(corner.x), y: Float(corner.y)), color: SDL_Color(r: r, g: g, b: b, a: a),
                tex_coord: SDL_FPoint()))
        }
        for index in 1..<Int32(corners.count - 1) { indices += [base, base + index, base + index + 1] }
    }

    private func flush() {
        guard !indices.isEmpty else { return }
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }
}
