import CSDL2
import CollectionLayout
import OrbitRendering

extension SpriteRenderer {
    /// Adds a perspective quad to the batch as its tessellation (`PerspectiveQuad.tessellated()`),
    /// kept within the target's guard band (`GuardBand`: a quad just in front of the eye projects
    /// millions of pixels away, which SDL's software rasterizer cannot hold), the texture's
    /// `source` cell spread over it; the batch is drawn first if it uses another texture. Every
    /// vertex carries `color` (tint and alpha).
    ///
    /// - Complexity: O(cells²) of the quad's tessellation.
    func appendPerspective(
        _ quad: PerspectiveQuad, texture: OpaquePointer, source: SDL_Rect?, color: SDL_Color, sheet: (width: Int, height: Int)? = nil
    ) {
        let tessellation = quad.tessellated()
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        let (vertices, indices) = GuardBand(targetSize: Size(width: Double(width), height: Double(height)))
            .clipped(tessellation.vertices, indices: tessellation.indices)
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
