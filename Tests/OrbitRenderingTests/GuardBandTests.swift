import CollectionLayout
import OrbitRendering
import Testing

/// `GuardBand`: triangle lists kept where SDL's software rasterizer can hold them.
@Suite struct GuardBandTests {
    typealias Vertex = PerspectiveQuad.Vertex

    static let band = GuardBand(bounds: Rect(x: 0, y: 0, width: 100, height: 100))

    /// The texture fractions the triangle `a, b, c` maps to `point` (affine, by barycentric weights).
    static func fractions(at point: Point, in a: Vertex, _ b: Vertex, _ c: Vertex) -> (u: Double, v: Double) {
        let area = (b.position.x - a.position.x) * (c.position.y - a.position.y) - (b.position.y - a.position.y) * (c.position.x - a.position.x)
        let wb = ((point.x - a.position.x) * (c.position.y - a.position.y) - (point.y - a.position.y) * (c.position.x - a.position.x)) / area
        let wc = ((b.position.x - a.position.x) * (point.y - a.position.y) - (b.position.y - a.position.y) * (point.x - a.position.x)) / area
        let wa = 1 - wb - wc
        return (wa * a.u + wb * b.u + wc * c.u, wa * a.v + wb * b.v + wc * c.v)
    }

    /// `signedArea` is twice the area (the shoelace sum).
    static func area(_ polygon: [Point]) -> Double { abs(LayoutAttributes.signedArea(polygon)) / 2 }

    @Test func trianglesInsideAreLeftAsTheyAre() {
        let vertices = [
            Vertex(position: Point(x: 0, y: 0), u: 0, v: 0), Vertex(position: Point(x: 100, y: 0), u: 1, v: 0),
            Vertex(position: Point(x: 100, y: 100), u: 1, v: 1), Vertex(position: Point(x: 0, y: 100), u: 0, v: 1),
        ]
        let result = Self.band.clipped(vertices, indices: [0, 1, 2, 0, 2, 3])
        #expect(result.vertices == vertices)
        #expect(result.indices == [0, 1, 2, 0, 2, 3])
    }

    @Test func aTriangleReachingMillionsOfPixelsAwayIsCutToTheBandAndMapsTheTextureAsBefore() {
        // One corner 10 million pixels to the right (a corner just in front of the eye).
        let a = Vertex(position: Point(x: 10, y: 10), u: 0, v: 0)
        let b = Vertex(position: Point(x: 1e7, y: 50), u: 1, v: 0)
        let c = Vertex(position: Point(x: 10, y: 90), u: 0, v: 1)
        let inside = Vertex(position: Point(x: 20, y: 20), u: 0, v: 0)
        let result = Self.band.clipped([a, b, c, inside], indices: [0, 1, 2, 0, 3, 2])
        // Every index refers to a vertex in the band (the far corner stays in the list, unused).
        #expect(result.indices.allSatisfy { Self.band.bounds.insetBy(dx: -1e-9, dy: -1e-9).contains(result.vertices[$0].position) })
        #expect(result.indices.count % 3 == 0)
        // The second triangle lay inside: kept as it was, after the first one's cut pieces.
        #expect(result.indices.suffix(3) == [0, 3, 2])
        // The cut triangles cover the part of the original inside the band: the trapezoid between
        // x = 10 and 100 whose top and bottom edges run from (10, 10) and (10, 90) towards (1e7, 50).
        var covered = 0.0
        var start = 0
        while start < result.indices.count {
            let triangle = result.indices[start..<(start + 3)].map { result.vertices[$0] }
            start += 3
            if triangle.contains(inside) { continue }
            covered += Self.area(triangle.map(\.position))
            // Each cut vertex shows the texture where the original triangle put it.
            for vertex in triangle {
                let expected = Self.fractions(at: vertex.position, in: a, b, c)
                #expect(abs(vertex.u - expected.u) < 1e-9 && abs(vertex.v - expected.v) < 1e-9)
            }
        }
        let slopeTop = 40 / (1e7 - 10), slopeBottom = -40 / (1e7 - 10)
        let heightAt = { (x: Double) in (90 + slopeBottom * (x - 10)) - (10 + slopeTop * (x - 10)) }
        let expectedArea = (heightAt(10) + heightAt(100)) / 2 * 90
        #expect(abs(covered - expectedArea) < 1e-6)
    }

    @Test func aTriangleWhollyOutsideOrNotFiniteIsDropped() {
        let outside = [
            Vertex(position: Point(x: 200, y: 200), u: 0, v: 0), Vertex(position: Point(x: 300, y: 200), u: 1, v: 0),
            Vertex(position: Point(x: 200, y: 300), u: 0, v: 1),
        ]
        #expect(Self.band.clipped(outside, indices: [0, 1, 2]).indices.isEmpty)
        let broken = [
            Vertex(position: Point(x: 10, y: 10), u: 0, v: 0), Vertex(position: Point(x: .infinity, y: 20), u: 1, v: 0),
            Vertex(position: Point(x: 10, y: 50), u: 0, v: 1),
        ]
        #expect(Self.band.clipped(broken, indices: [0, 1, 2]).indices.isEmpty)
    }

    @Test func aCardJustInFrontOfTheEyeStaysInTheBandOfAWindow() throws {
        // A card whose near edge is a hair in front of the near plane projects far outside.
        let quad = PerspectiveQuad(
            topLeft: HomogeneousPoint(x: -40_000, y: -300, z: 0, w: LayoutAttributes.nearPlaneW),
            topRight: HomogeneousPoint(x: 40_000, y: -300, z: 0, w: LayoutAttributes.nearPlaneW),
            bottomLeft: HomogeneousPoint(x: -400, y: 300, z: 0, w: 1))
        let tessellation = quad.tessellated()
        #expect(tessellation.vertices.contains { abs($0.position.x) > 100_000 }, "the case the band is for")
        let band = GuardBand(targetSize: Size(width: 1280, height: 800))
        let kept = band.clipped(tessellation.vertices, indices: tessellation.indices)
        #expect(!kept.indices.isEmpty)
        #expect(kept.indices.allSatisfy { band.bounds.insetBy(dx: -1e-6, dy: -1e-6).contains(kept.vertices[$0].position) })
    }
}
