import CollectionLayout

/// Keeps a triangle list within a rectangle just around the target, so that SDL's software
/// rasterizer only ever sees triangles about the target's size.
///
/// SDL 2.26's software renderer (Debian 12's) converts each vertex to an `int` of half pixels and
/// multiplies coordinate differences in `int`, so a vertex millions of pixels away (a 3D item just
/// in front of the eye, projected; a sprite a pinch scaled up a thousandfold) does not fit; and its
/// geometry path crashed outright (SIGSEGV, `orbit soak --seed 1` after about 23,000 frames) on a
/// textured quad of 1,532 pixels a side over a 320 x 200 target, with every texture coordinate in
/// range. Cut to the target and `margin`, the same soak runs 25,000 frames. A triangle with every
/// vertex inside `bounds` is kept as it is, so a frame without such a triangle draws the same
/// pixels; one that reaches outside is cut to `bounds` (Sutherland–Hodgman) and fanned.
public struct GuardBand: Hashable, Sendable {
    /// Window pixels.
    public var bounds: Rect

    /// Pixels kept around the target: enough that an edge antialiased or rounded at the border
    /// is drawn as before; everything beyond is never on screen.
    public static let margin = 64.0

    /// The band around a target of `size` pixels.
    public init(targetSize: Size) {
        bounds = Rect(
            x: -Self.margin, y: -Self.margin, width: targetSize.width + 2 * Self.margin, height: targetSize.height + 2 * Self.margin)
    }

    public init(bounds: Rect) {
        self.bounds = bounds
    }

    /// `vertices` and `indices` (a triangle list, any integer index type: SDL's `Int32` as it is)
    /// with every triangle that reaches outside `bounds` replaced by its part inside (none when it
    /// lies wholly outside). Triangles inside keep their indices; the cut ones' vertices are
    /// appended. When every vertex is inside, the arrays come back as they were, uncopied: the
    /// caller needs no check of its own first (pure).
    ///
    /// - Complexity: O(v) for v vertices when all are inside, else O(v + t) for t triangles.
    public func clipped<Vertex: GuardBandVertex, Index: BinaryInteger>(
        _ vertices: [Vertex], indices: [Index]
    ) -> (vertices: [Vertex], indices: [Index]) {
        guard vertices.contains(where: { !contains($0.windowPosition) }) else { return (vertices, indices) }
        var outVertices = vertices
        var outIndices: [Index] = []
        outIndices.reserveCapacity(indices.count)
        var start = 0
        while start + 2 < indices.count {
            let triangle = indices[start..<(start + 3)]
            start += 3
            if triangle.allSatisfy({ contains(vertices[Int($0)].windowPosition) }) {
                outIndices += triangle
                continue
            }
            let polygon = clip(triangle.map { vertices[Int($0)] })
            guard polygon.count >= 3 else { continue }
            let base = outVertices.count
            outVertices += polygon
            for k in 1..<(polygon.count - 1) { outIndices += [Index(base), Index(base + k), Index(base + k + 1)] }
        }
        return (outVertices, outIndices)
    }

    /// Whether `point` (window pixels) is inside the band.
    public func contains(_ point: Point) -> Bool {
        point.x >= bounds.minX && point.x <= bounds.maxX && point.y >= bounds.minY && point.y <= bounds.maxY
    }

    /// The polygon cut to `bounds`, one edge of it at a time. Non-finite vertices make it empty.
    func clip<Vertex: GuardBandVertex>(_ polygon: [Vertex]) -> [Vertex] {
        guard polygon.allSatisfy({ $0.windowPosition.isFinite }) else { return [] }
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
                let currentIn = edge.inside(current.windowPosition), nextIn = edge.inside(next.windowPosition)
                if currentIn { result.append(current) }
                if currentIn != nextIn {
                    result.append(current.interpolated(to: next, fraction: edge.cut(current.windowPosition, next.windowPosition)))
                }
            }
            if result.isEmpty { return [] }
        }
        return result
    }
}

/// A vertex `GuardBand` can cut between: its position in window pixels, and everything it carries
/// (texture fractions, colour) interpolated linearly along an edge.
public protocol GuardBandVertex {
    /// Window pixels.
    var windowPosition: Point { get }
    /// The vertex `fraction` of the way to `other` (0: this one, 1: `other`).
    func interpolated(to other: Self, fraction: Double) -> Self
}

extension PerspectiveQuad.Vertex: GuardBandVertex {
    public var windowPosition: Point { position }

    public func interpolated(to other: Self, fraction t: Double) -> Self {
        PerspectiveQuad.Vertex(
            position: Point(x: position.x + t * (other.position.x - position.x), y: position.y + t * (other.position.y - position.y)),
            u: u + t * (other.u - u), v: v + t * (other.v - v))
    }
}
