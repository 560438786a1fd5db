import CollectionLayout

/// Keeps a triangle list within a rectangle around the target, so that a rasterizer with integer
/// coordinates never sees a vertex it cannot hold.
///
/// SDL 2.26's software renderer (Debian 12's) converts each vertex to an `int` of half pixels and
/// multiplies coordinate differences in `int`: a vertex millions of pixels away (a 3D item just in
/// front of the eye, projected) overflows, and the rasterizer then writes outside the window's
/// surface (a soak crashed with SIGSEGV in `SDL_RenderGeometry` after 23,000 frames). A triangle
/// with every vertex inside `bounds` is kept as it is, so a frame without such a triangle draws
/// the same pixels; one that reaches outside is cut to `bounds` (Sutherland–Hodgman) and fanned.
/// The texture fractions are interpolated linearly in screen space, which is how a rasterizer maps
/// them across a triangle anyway, so the part inside is drawn as before.
public struct GuardBand: Hashable, Sendable {
    /// Window pixels.
    public var bounds: Rect

    /// Pixels kept around the target: wide enough that no ordinary frame is cut, narrow enough
    /// that SDL's `int` products of half-pixel differences stay below 2^31 for a target up to
    /// 8,192 pixels a side.
    public static let margin = 2_048.0

    /// The band around a target of `size` pixels.
    public init(targetSize: Size) {
        bounds = Rect(
            x: -Self.margin, y: -Self.margin, width: targetSize.width + 2 * Self.margin, height: targetSize.height + 2 * Self.margin)
    }

    public init(bounds: Rect) {
        self.bounds = bounds
    }

    /// `vertices` and `indices` (a triangle list) with every triangle that reaches outside
    /// `bounds` replaced by its part inside (none when it lies wholly outside). Triangles inside
    /// keep their indices; the cut ones' vertices are appended (pure).
    ///
    /// - Complexity: O(t) for t triangles.
    public func clipped(_ vertices: [PerspectiveQuad.Vertex], indices: [Int]) -> (vertices: [PerspectiveQuad.Vertex], indices: [Int]) {
        guard vertices.contains(where: { !contains($0.position) }) else { return (vertices, indices) }
        var outVertices = vertices
        var outIndices: [Int] = []
        outIndices.reserveCapacity(indices.count)
        var start = 0
        while start + 2 < indices.count {
            let triangle = [indices[start], indices[start + 1], indices[start + 2]]
            start += 3
            if triangle.allSatisfy({ contains(vertices[$0].position) }) {
                outIndices += triangle
                continue
            }
            let polygon = clip(triangle.map { vertices[$0] })
            guard polygon.count >= 3 else { continue }
            let base = outVertices.count
            outVertices += polygon
            for k in 1..<(polygon.count - 1) { outIndices += [base, base + k, base + k + 1] }
        }
        return (outVertices, outIndices)
    }

    func contains(_ point: Point) -> Bool {
        point.x >= bounds.minX && point.x <= bounds.maxX && point.y >= bounds.minY && point.y <= bounds.maxY
    }

    /// The polygon cut to `bounds`, one edge of it at a time. Non-finite vertices make it empty.
    func clip(_ polygon: [PerspectiveQuad.Vertex]) -> [PerspectiveQuad.Vertex] {
        guard polygon.allSatisfy({ $0.position.isFinite }) else { return [] }
        let edges: [(inside: (Point) -> Bool, cut: (Point, Point) -> Double)] = [
            ({ $0.x >= bounds.minX }, { a, b in (bounds.minX - a.x) / (b.x - a.x) }),
            ({ $0.x <= bounds.maxX }, { a, b in (bounds.maxX - a.x) / (b.x - a.x) }),
            ({ $0.y >= bounds.minY }, { a, b in (bounds.minY - a.y) / (b.y - a.y) }),
            ({ $0.y <= bounds.maxY }, { a, b in (bounds.maxY - a.y) / (b.y - a.y) }),
        ]
        var result = polygon
        for edge in edges {
            let input = result
            result = []
            for (position, current) in input.enumerated() {
                let next = input[(position + 1) % input.count]
                let currentIn = edge.inside(current.position), nextIn = edge.inside(next.position)
                if currentIn { result.append(current) }
                if currentIn != nextIn {
                    let t = edge.cut(current.position, next.position)
                    result.append(PerspectiveQuad.Vertex(
                        position: Point(
                            x: current.position.x + t * (next.position.x - current.position.x),
                            y: current.position.y + t * (next.position.y - current.position.y)),
                        u: current.u + t * (next.u - current.u), v: current.v + t * (next.v - current.v)))
                }
            }
            if result.isEmpty { return [] }
        }
        return result
    }
}
