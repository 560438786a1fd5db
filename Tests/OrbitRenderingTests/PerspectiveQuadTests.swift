import CollectionLayout
import Foundation
import OrbitTestSupport
import Testing

@testable import OrbitRendering

/// The perspective sprite path: quads from 3D attributes and their tessellation.
@Suite struct PerspectiveQuadTests {
    /// A 200x120 card at (400, 300) turned `angle` about y with an eye `distance` points away,
    /// moved `z` towards the viewer.
    func card(angle: Double, distance: Double = 500, z: Double = 0) -> LayoutAttributes {
        LayoutAttributes(
            indexPath: ItemIndexPath(item: 0), center: Point(x: 400, y: 300), size: Size(width: 200, height: 120),
            transform3D: Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
                .concatenating(Transform3D(translationX: 0, y: 0, z: z))
                .concatenating(Transform3D(perspectiveDistance: distance)))
    }

    func perspectiveQuad(_ attributes: LayoutAttributes, viewport: Viewport = Viewport(size: Size(width: 800, height: 600))) throws -> PerspectiveQuad {
        let list = DrawList(items: [DisplayedItem(id: 0, attributes: attributes)], viewport: viewport, iconCount: 16)
        return try #require(list.sprites.last?.perspective)
    }

    @Test func aThreeDItemBecomesAPerspectiveQuadOnItsProjectedOutline() throws {
        var attributes = card(angle: 0.7)
        attributes.size = Size(square: 60)  // small and square: the icon alone, over the frame
        let viewport = Viewport(size: Size(width: 800, height: 600), contentOffset: Point(x: 30, y: 20), pixelScale: 2)
        let list = DrawList(items: [DisplayedItem(id: 0, attributes: attributes)], viewport: viewport, iconCount: 16)
        let sprite = try #require(list.sprites.first)
        #expect(list.sprites.count == 1 && sprite.layer == .icon && sprite.perspective != nil)
        let expected = attributes.projectedOutline.map { ($0 - viewport.contentOffset) * 2 }
        for (drawn, corner) in zip(sprite.drawnCorners, expected) {
            #expect(abs(drawn.x - corner.x) < 1e-9 && abs(drawn.y - corner.y) < 1e-9, "\(drawn) vs \(corner)")
        }
    }

    @Test func withoutPerspectiveOneCellDoes() throws {
        let flat = LayoutAttributes(
            indexPath: ItemIndexPath(item: 0), center: Point(x: 400, y: 300), size: Size(width: 200, height: 120),
            transform3D: Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1))
        #expect(try perspectiveQuad(flat).cellsPerSide == 1)
        #expect(try perspectiveQuad(card(angle: 0)).cellsPerSide == 1, "facing the viewer, w is the same everywhere")
    }

    @Test func cellsGrowWithTheTurnAndTheSize() throws {
        let small = try perspectiveQuad(card(angle: 0.3)).cellsPerSide, large = try perspectiveQuad(card(angle: 1.2)).cellsPerSide
        #expect(small >= 2 && large > small)
        #expect(try perspectiveQuad(card(angle: 1.2, distance: 200)).cellsPerSide > large)
    }

    /// The test that matters: inside every drawn triangle SDL spreads the texture affinely. At the
    /// triangle's centroid it shows the mean of the vertices' (u, v); where that texel truly lies
    /// (the projection of that (u, v)) must be within `maximumError` pixels.
    @Test(arguments: [0.3, 0.8, 1.2, 1.45])
    func theAffineErrorInEveryTriangleStaysUnderHalfAPixel(angle: Double) throws {
        for distance in [250.0, 500, 1000] {
            let quad = try perspectiveQuad(card(angle: angle, distance: distance))
            let (vertices, indices) = quad.tessellated()
            #expect(indices.count == 6 * quad.cellsPerSide * quad.cellsPerSide)
            var worst = 0.0
            for start in stride(from: 0, to: indices.count, by: 3) {
                let corners = indices[start..<start + 3].map { vertices[$0] }
                let centroid = Point(
                    x: corners.map(\.position.x).reduce(0, +) / 3, y: corners.map(\.position.y).reduce(0, +) / 3)
                let u = corners.map(\.u).reduce(0, +) / 3, v = corners.map(\.v).reduce(0, +) / 3
                worst = max(worst, (quad.point(u: u, v: v).projected - centroid).length)
            }
            #expect(worst <= PerspectiveQuad.maximumError, "angle \(angle), eye \(distance): \(worst) px")
            // Two triangles alone would show the bend SDL #6064 describes.
            if quad.cellsPerSide > 2 {
                let whole = [quad.point(u: 0, v: 0), quad.point(u: 1, v: 0), quad.point(u: 1, v: 1)].map(\.projected)
                let centroid = Point(x: whole.map(\.x).reduce(0, +) / 3, y: whole.map(\.y).reduce(0, +) / 3)
                #expect((quad.point(u: 2.0 / 3, v: 1.0 / 3).projected - centroid).length > 1)
            }
        }
    }

    @Test func vertexPositionsAreTheExactProjection() throws {
        let quad = try perspectiveQuad(card(angle: 1.0))
        let (vertices, _) = quad.tessellated()
        for vertex in vertices {
            #expect((quad.point(u: vertex.u, v: vertex.v).projected - vertex.position).length < 1e-9)
        }
    }

    @Test func aQuadCrossingTheEyeIsClippedThere() throws {
        // Turned 80° and 450 points nearer an eye at 500: its near edge is behind the eye.
        let attributes = card(angle: 80 * .pi / 180, z: 450)
        #expect(attributes.homogeneousCorners.contains { $0.w < 0 })
        let quad = try perspectiveQuad(attributes)
        let (vertices, indices) = quad.tessellated()
        #expect(!indices.isEmpty)
        for index in indices {
            let vertex = vertices[index]
            #expect(vertex.position.isFinite)
            #expect(quad.point(u: vertex.u, v: vertex.v).w >= LayoutAttributes.nearPlaneW - 1e-12)
        }
        // Wholly behind the eye: nothing to draw.
        #expect(try perspectiveQuad(card(angle: 0, z: 600)).tessellated().indices.isEmpty)
    }

    @Test func pixelCullingComparesPerspectiveQuadsWhereTheyAreDrawn() throws {
        // A coverflow's side items share their flat size; only where they are drawn tells them apart.
        var layout = try LayoutDescriptor.coverFlow.makeLayout()
        layout.prepare(LayoutContext(boundsSize: Size(width: 800, height: 600), contentOffset: Point(x: 1000, y: 0), itemCount: 12))
        let items = layout.visibleAttributes.map { DisplayedItem(id: $0.index, attributes: $0) }
        let list = DrawList(items: items, viewport: Viewport(size: Size(width: 800, height: 600), contentOffset: Point(x: 1000, y: 0)), iconCount: 16)
        #expect(list.visibleItemCount == items.count)
        #expect(list.culled().sprites.count == list.sprites.count)
        // The same quad twice, opaque: the lower one is covered.
        let twice = DrawList(sprites: [list.sprites[1], list.sprites[1]], visibleItemCount: 1).culled()
        #expect(twice.sprites.count == 1)
    }
}
