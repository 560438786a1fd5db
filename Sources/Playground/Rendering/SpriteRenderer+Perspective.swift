import CSDL2
import CollectionLayout
import OrbitRendering

extension SpriteRenderer {
    /// Adds a perspective quad to the batch as its tessellation (`PerspectiveQuad.tessellated()`),
    /// the texture's `source` cell spread over it; the batch is drawn first if it uses another
    /// texture. Every vertex carries `color` (tint and alpha).
    ///
    /// - Complexity: O(cells²) of the quad's tessellation.
    func appendPerspective(
        _ quad: PerspectiveQuad, texture: OpaquePointer, source: SDL_Rect?, color: SDL_Color, sheet: (width: Int, height: Int)? = nil
    ) {
        let (vertices, indices) = quad.tessellated()
        guard !indices.isEmpty else { return }
        if batchTexture != texture { flush() }
        batchTexture = texture
        let (u0, v0, u1, v1) = textureCoordinates(source, sheet: sheet)
        let base = Int32(self.vertices.count)
        for vertex in vertices {
            self.vertices.append(SDL_Vertex(
                position: SDL_FPoint(x: Float(vertex.position.x), y: Float(vertex.position.y)), color: color,
                tex_coord: SDL_FPoint(x: u0 + Float(vertex.u) * (u1 - u0), y: v0 + Float(vertex.v) * (v1 - v0))))
        }
        self.indices += indices.map { base + Int32($0) }
    }
}
