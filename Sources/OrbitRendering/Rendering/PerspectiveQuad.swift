import CollectionLayout
import Foundation

/// A textured rectangle seen through a 3D transform with perspective, in window pixels: the images
/// of its top-left, top-right and bottom-left corners in homogeneous coordinates. A point of the
/// rectangle at fractions `(u, v)` of its width and height is at `a + u*(b - a) + v*(c - a)`
/// before the division by w (a plane maps linearly in homogeneous coordinates), so the quad is
/// exact at any (u, v).
///
/// SDL2 maps a texture affinely across each triangle (libsdl-org/SDL #6064), which bends a
/// perspective quad drawn as two triangles along its diagonal. `tessellated()` splits it into a
/// grid fine enough that the affine error stays under `maximumError` pixels, and clips the grid at
/// `LayoutAttributes.nearPlaneW` where the quad passes behind the eye.
public struct PerspectiveQuad: Hashable, Sendable {
    public var topLeft: HomogeneousPoint
    public var topRight: HomogeneousPoint
    public var bottomLeft: HomogeneousPoint

    public init(topLeft: HomogeneousPoint, topRight: HomogeneousPoint, bottomLeft: HomogeneousPoint) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
    }

    /// The largest misplacement of the texture an affine triangle may show, pixels.
    public static let maximumError = 0.5
    /// The finest grid: cells per side.
    public static let maximumCells = 16

    /// The homogeneous point at fractions (`u`, `v`) of the rectangle.
    public func point(u: Double, v: Double) -> HomogeneousPoint {
        HomogeneousPoint(
            x: topLeft.x + u * (topRight.x - topLeft.x) + v * (bottomLeft.x - topLeft.x),
            y: topLeft.y + u * (topRight.y - topLeft.y) + v * (bottomLeft.y - topLeft.y),
            z: topLeft.z + u * (topRight.z - topLeft.z) + v * (bottomLeft.z - topLeft.z),
            w: topLeft.w + u * (topRight.w - topLeft.w) + v * (bottomLeft.w - topLeft.w))
    }

    /// The four corners (top-left, top-right, bottom-right, bottom-left), homogeneous.
    public var corners: [HomogeneousPoint] { [topLeft, topRight, point(u: 1, v: 1), bottomLeft] }

    /// The drawn outline: the part in front of the eye, projected (window pixels).
    public var outline: [Point] {
        LayoutAttributes.clip(corners, minimumW: LayoutAttributes.nearPlaneW).map(\.projected)
    }

    /// The longest side of the drawn outline, pixels (for the texture's level of detail).
    public var drawnSide: Double {
        let bounds = Rect.bounding(outline)
        return max(bounds.width, bounds.height)
    }

    /// Cells per side: the affine error of a segment of `L` pixels whose w varies by the ratio
    /// `r = (wmax - wmin) / wmin` is about `L*r/4`, and falls with the square of the cells, so
    /// `n = ceil(sqrt(L*r / (4*maximumError)))`, from 1 (no perspective) to `maximumCells`.
    public var cellsPerSide: Int {
        let visible = LayoutAttributes.clip(corners, minimumW: LayoutAttributes.nearPlaneW)
        guard visible.count >= 3 else { return 0 }
        let ws = visible.map(\.w)
        let low = ws.min() ?? 1, high = ws.max() ?? 1
        let bounds = Rect.bounding(visible.map(\.projected))
        let length = max(bounds.width, bounds.height)
        let ratio = low > 0 ? (high - low) / low : 0
        let cells = (length * ratio / (4 * Self.maximumError)).squareRoot().rounded(.up)
        guard cells.isFinite else { return Self.maximumCells }
        return min(Self.maximumCells, max(1, Int(cells)))
    }

    /// One vertex of the tessellation: where it is drawn (window pixels) and the fractions of
    /// the rectangle it shows.
    public struct Vertex: Hashable, Sendable {
        public var position: Point
        public var u: Double
        public var v: Double

        public init(position: Point, u: Double, v: Double) {
            self.position = position
            self.u = u
            self.v = v
        }
    }

    /// The quad as a triangle list: a grid of `cellsPerSide` cells a side, each cell two
    /// triangles, clipped at the near plane. Indices refer to `vertices`.
    ///
    /// - Complexity: O(cellsPerSide²).
    public func tessellated() -> (vertices: [Vertex], indices: [Int]) {
        let cells = cellsPerSide
        guard cells > 0 else { return ([], []) }
        let near = LayoutAttributes.nearPlaneW
        var vertices: [Vertex] = []
        var indices: [Int] = []
        var grid: [HomogeneousPoint] = []
        grid.reserveCapacity((cells + 1) * (cells + 1))
        for row in 0...cells {
            for column in 0...cells {
                let u = Double(column) / Double(cells), v = Double(row) / Double(cells)
                let mapped = point(u: u, v: v)
                grid.append(mapped)
                // Behind the eye a grid point is never drawn; its slot keeps the indices regular.
                vertices.append(Vertex(position: mapped.w >= near ? mapped.projected : .zero, u: u, v: v))
            }
        }
        func slot(_ row: Int, _ column: Int) -> Int { row * (cells + 1) + column }
        for row in 0..<cells {
            for column in 0..<cells {
                let corners = [slot(row, column), slot(row, column + 1), slot(row + 1, column + 1), slot(row + 1, column)]
                for triangle in [[corners[0], corners[1], corners[2]], [corners[0], corners[2], corners[3]]] {
                    let inFront = triangle.filter { grid[$0].w >= near }.count
                    if inFront == 3 {
                        indices += triangle
                    } else if inFront > 0 {
                        appendClipped(triangle, grid: grid, vertices: &vertices, indices: &indices)
                    }
                }
            }
        }
        return (vertices, indices)
    }

    /// The part of a grid triangle in front of the near plane, as new vertices (a triangle or a
    /// quad, fanned). w is linear in (u, v), so the cut is exact.
    private func appendClipped(_ triangle: [Int], grid: [HomogeneousPoint], vertices: inout [Vertex], indices: inout [Int]) {
        let near = LayoutAttributes.nearPlaneW
        var kept: [(point: HomogeneousPoint, u: Double, v: Double)] = []
        for (position, index) in triangle.enumerated() {
            let next = triangle[(position + 1) % 3]
            let current = grid[index], following = grid[next]
            let (u0, v0) = (vertices[index].u, vertices[index].v), (u1, v1) = (vertices[next].u, vertices[next].v)
            if current.w >= near { kept.append((current, u0, v0)) }
            if (current.w >= near) != (following.w >= near) {
                let t = (near - current.w) / (following.w - current.w)
                kept.append((current.interpolated(to: following, fraction: t), u0 + t * (u1 - u0), v0 + t * (v1 - v0)))
            }
        }
        guard kept.count >= 3 else { return }
        let base = vertices.count
        for entry in kept { vertices.append(Vertex(position: entry.point.projected, u: entry.u, v: entry.v)) }
        for k in 1..<(kept.count - 1) { indices += [base, base + k, base + k + 1] }
    }
}
