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

extension SDL_Vertex: GuardBandVertex {
    public var windowPosition: Point { Point(x: Double(position.x), y: Double(position.y)) }

    public func interpolated(to other: SDL_Vertex, fraction t: Double) -> SDL_Vertex {
        func mix(_ a: Float, _ b: Float) -> Float { a + Float(t) * (b - a) }
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8(max(0, min(255, (Double(a) + t * (Double(b) - Double(a))).rounded()))) }
        return SDL_Vertex(
            position: SDL_FPoint(x: mix(self.position.x, other.position.x), y: mix(self.position.y, other.position.y)),
            color: SDL_Color(r: mix(color.r, other.color.r), g: mix(color.g, other.color.g), b: mix(color.b, other.color.b), a: mix(color.a, other.color.a)),
            tex_coord: SDL_FPoint(x: mix(tex_coord.x, other.tex_coord.x), y: mix(tex_coord.y, other.tex_coord.y)))
    }
}
