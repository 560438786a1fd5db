import Foundation
import OrbitSession
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

extension SplitMix64 {
    /// A random rotation axis (not zero).
    mutating func axis() -> (Double, Double, Double) {
        var axis = (decimal(-1...1), decimal(-1...1), decimal(-1...1))
        if axis == (0, 0, 0) { axis.2 = 1 }
        return axis
    }

    /// A random decomposable 3D transform: scale (mirrored when `mirrored`), rotation about a
    /// random axis, translation, and a perspective of 200…2000 points.
    mutating func transform3D(mirrored: Bool) -> Transform3D {
        let (x, y, z) = axis()
        let flip = mirrored ? -1.0 : 1.0
        return Transform3D(scaleX: decimal(0.2...3) * flip, y: decimal(0.2...3), z: decimal(0.2...3))
            .concatenating(Transform3D(rotationAngle: decimal(-3.14...3.14), x: x, y: y, z: z))
            .concatenating(Transform3D(translationX: decimal(-300...300), y: decimal(-300...300), z: decimal(-300...100)))
            .concatenating(Transform3D(perspectiveDistance: decimal(200...2000)))
    }
}

@Suite("3D transforms")
struct Transform3DTests {
    @Test("Core Animation's conventions: row vectors, translation in m41…m43, m34 = -1/d, concatenation applies self first")
    func conventions() {
        let move = Transform3D(translationX: 10, y: 20, z: 30)
        #expect(Array(move.entries[12...14]) == [10, 20, 30])
        // A quarter turn about z is clockwise on screen, as Transform2D's.
        let quarter = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        expectClose(quarter.apply(x: 1, y: 0).projected, Point(x: 0, y: 1), "z rotation")
        #expect(isClose(quarter.affine2D, Transform2D(rotationAngle: .pi / 2)))
        // About y (right-handed, y down): +x goes to -z, away from the viewer.
        let turn = Transform3D(rotationAngle: 0.3, x: 0, y: 1, z: 0).apply(x: 1, y: 0)
        expectClose(turn.x, cos(0.3), "x")
        expectClose(turn.z, -sin(0.3), "z")
        // An eye 500 points away: a point 250 points nearer is seen twice as large.
        let perspective = Transform3D(perspectiveDistance: 500)
        #expect(perspective.m34 == -1.0 / 500)
        expectClose(perspective.apply(x: 10, y: 4, z: 250).projected, Point(x: 20, y: 8), "perspective")
        // Scale then move, vs move then scale.
        let scale = Transform3D(scaleX: 2, y: 3)
        expectClose(scale.concatenating(move).apply(x: 1, y: 1).projected, Point(x: 12, y: 23), "scale then move")
        expectClose(move.concatenating(scale).apply(x: 1, y: 1).projected, Point(x: 22, y: 63), "move then scale")
        // CATransform3DTranslate(t, …) = translate · t: the translation applies first.
        expectClose(scale.translated(x: 1, y: 0).apply(x: 0, y: 0).projected, Point(x: 2, y: 0), "translated")
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
        #expect(Transform3D(perspectiveDistance: 0) == .identity)
    }

    @Test("a 2D transform as a 3D one maps the plane the same way")
    func fromTwoD() {
        var rng = SplitMix64(seed: 0x3D2D)
        for _ in 0..<100 {
            let flat = rng.transform(mirrored: rng.chance(0.5))
            let deep = Transform3D(flat)
            #expect(deep.isAffine2D)
            let point = Point(x: rng.decimal(-100...100), y: rng.decimal(-100...100))
            #expect(isClose(deep.apply(to: point).projected, flat.apply(to: point), tolerance: 1e-9))
            #expect(isClose(deep.affine2D, flat))
        }
    }

    @Test("inversion and determinant")
    func inversion() throws {
        var rng = SplitMix64(seed: 0x1E73)
        for _ in 0..<200 {
            let transform = rng.transform3D(mirrored: rng.chance(0.5))
            let inverse = try #require(transform.inverted())
            #expect(isClose(transform.concatenating(inverse), .identity, tolerance: 1e-8))
            // det(A·B) = det A · det B.
            let other = rng.transform3D(mirrored: false)
            #expect(isClose(transform.concatenating(other).determinant, transform.determinant * other.determinant, tolerance: 1e-8))
        }
        #expect(Transform3D(scaleX: 0, y: 1).inverted() == nil)
        #expect(Transform3D(scaleX: 2, y: 3, z: 4).determinant == 24)
    }

    @Test("decomposition round trip: rotations about any axis, half turns, mirrors, perspective")
    func decomposition() throws {
        var rng = SplitMix64(seed: 0xDEC3)
        for round in 0..<400 {
            let transform = rng.transform3D(mirrored: round % 3 == 0)
            let parts = try #require(transform.decomposed)
            // The parts describe the matrix normalized to m44 = 1: the same projective map.
            let normalized = Transform3D(entries: transform.entries.map { $0 / transform.m44 })!
            #expect(isClose(Transform3D(parts), normalized, tolerance: 1e-8), "round \(round)")
            let norm = parts.quaternion.reduce(0) { $0 + $1 * $1 }
            expectClose(norm, 1, "unit quaternion")
        }
        // Half turns, where a quaternion read from signs alone picks the wrong axis.
        for (x, y, z) in [(1.0, -1.0, 0.0), (0.0, 1.0, -1.0), (1.0, 0.0, -1.0), (1.0, 1.0, 1.0), (0.0, 0.0, 1.0)] {
            let half = Transform3D(rotationAngle: .pi, x: x, y: y, z: z)
            let parts = try #require(half.decomposed)
            #expect(isClose(Transform3D(parts), half, tolerance: 1e-9), "half turn about \(x),\(y),\(z)")
        }
        #expect(Transform3D(scaleX: 0, y: 1).decomposed == nil, "a flattened transform does not decompose")
        let perspective = try #require(Transform3D(perspectiveDistance: 400).decomposed)
        #expect(perspective.perspective == [0, 0, -1.0 / 400, 1])
    }

    @Test("interpolation: exact ends, shortest arc, a turning card keeps its size, perspective linearly")
    func interpolation() throws {
        let from = Transform3D(rotationAngle: 0.2, x: 0, y: 1, z: 0), to = Transform3D(rotationAngle: 1.4, x: 0, y: 1, z: 0)
        #expect(from.interpolated(to: to, fraction: 0) == from)
        #expect(from.interpolated(to: to, fraction: 1) == to)
        // Half way is the rotation by the mean angle; the rows stay unit length (no shrinking).
        let half = from.interpolated(to: to, fraction: 0.5)
        #expect(isClose(half, Transform3D(rotationAngle: 0.8, x: 0, y: 1, z: 0), tolerance: 1e-9))
        expectClose((half.m11 * half.m11 + half.m13 * half.m13).squareRoot(), 1, "unit row")
        // From 170° to -170° the short way passes 180°, not 0°.
        let a = Transform3D(rotationAngle: 170 * .pi / 180, x: 0, y: 1, z: 0)
        let b = Transform3D(rotationAngle: -170 * .pi / 180, x: 0, y: 1, z: 0)
        #expect(isClose(a.interpolated(to: b, fraction: 0.5), Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0), tolerance: 1e-9))
        // Perspective and translation go linearly.
        let near = Transform3D(translationX: 100, y: 0).concatenating(Transform3D(perspectiveDistance: 500))
        let far = Transform3D(translationX: -300, y: 0).concatenating(Transform3D(perspectiveDistance: 250))
        let parts = try #require(near.interpolated(to: far, fraction: 0.25).decomposed)
        expectClose(parts.translation[0], 0, "x")
        expectClose(parts.perspective[2], -0.75 / 500 - 0.25 / 250, "m34")
        // A transform that flattens space cannot be decomposed: the switch happens half way.
        let flat = Transform3D(scaleX: 0, y: 1)
        #expect(from.interpolated(to: flat, fraction: 0.4) == from)
        #expect(from.interpolated(to: flat, fraction: 0.6) == flat)
    }
}

@Suite("3D attributes")
struct Attributes3DTests {
    /// A 200x100 card centred at (400, 300), turned `angle` about y with an eye 500 points away.
    func card(angle: Double, z: Double = 0, doubleSided: Bool = true) -> LayoutAttributes {
        LayoutAttributes(
            indexPath: ItemIndexPath(item: 0), center: Point(x: 400, y: 300), size: Size(width: 200, height: 100),
            transform3D: Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
                .concatenating(Transform3D(translationX: 0, y: 0, z: z))
                .concatenating(Transform3D(perspectiveDistance: 500)),
            isDoubleSided: doubleSided)
    }

    @Test("the drawn outline is the projection about the anchor: the near edge grows, the far edge shrinks")
    func projection() {
        let angle = Double.pi / 3
        let attributes = card(angle: angle)
        let outline = attributes.projectedOutline
        #expect(outline.count == 4)
        // The right edge: x = 100 cos a, z = -100 sin a (away), w = 1 - z/500.
        let right = 100 * cos(angle), rightW = 1 + 100 * sin(angle) / 500
        expectClose(outline[1], Point(x: 400 + right / rightW, y: 300 - 50 / rightW), "top-right")
        let leftW = 1 - 100 * sin(angle) / 500
        expectClose(outline[0], Point(x: 400 - right / leftW, y: 300 - 50 / leftW), "top-left")
        #expect(isClose(attributes.transformedFrame, Rect.bounding(outline)))
        #expect(attributes.isFacingViewer)
        expectClose(attributes.drawnCentre ?? .zero, Point(x: 400, y: 300), "centre")
    }

    @Test("hit testing goes through the projection")
    func hitTesting() {
        let attributes = card(angle: 0.5)
        let outline = attributes.projectedOutline
        // Just inside the near (left) edge, which is taller than the flat frame.
        let nearEdge = Point(x: outline[0].x + 3, y: 247)
        #expect(attributes.frame.contains(nearEdge) == false)
        #expect(attributes.hitTest(nearEdge))
        // Inside the flat frame but past the far (right) edge, which the turn pulled in.
        let pastFar = Point(x: outline[1].x + 3, y: 300)
        #expect(attributes.frame.contains(pastFar))
        #expect(!attributes.hitTest(pastFar))
    }

    @Test("back faces: a half-turned card faces away; single-sided it is neither drawn nor hit")
    func backFaces() {
        let front = card(angle: 0.3), back = card(angle: .pi - 0.3)
        #expect(front.isFacingViewer)
        #expect(!back.isFacingViewer)
        #expect(back.isVisible && back.hitTest(Point(x: 400, y: 300)))
        let single = card(angle: .pi - 0.3, doubleSided: false)
        #expect(!single.isVisible)
        #expect(!single.hitTest(Point(x: 400, y: 300)))
    }

    @Test("clipping behind the eye: part of the card is cut at w = nearPlaneW, a card wholly behind has an empty frame")
    func clipping() {
        // Turned 80° and moved 450 points towards an eye at 500: the near edge passes the eye.
        let crossing = card(angle: 80 * .pi / 180, z: 450)
        let corners = crossing.homogeneousCorners
        #expect(corners.contains { $0.w < 0 } && corners.contains { $0.w > 0 })
        let outline = crossing.projectedOutline
        #expect(outline.count == 4)
        #expect(outline.allSatisfy { $0.isFinite })
        #expect(crossing.transformedFrame.isFinite)
        let behind = card(angle: 0, z: 600)
        #expect(behind.projectedOutline.isEmpty)
        #expect(behind.transformedFrame.size == .zero)
        #expect(!behind.isFacingViewer)
        #expect(behind.drawnCentre == nil)
    }

    @Test("draw order: zIndex first, then depth (nearer on top), then index")
    func drawOrder() {
        var near = card(angle: 0, z: 50), far = card(angle: 0, z: -50), flat = card(angle: 0)
        near.indexPath = ItemIndexPath(item: 0)
        far.indexPath = ItemIndexPath(item: 1)
        flat.indexPath = ItemIndexPath(item: 2)
        flat.transform3D = nil
        let items = [near, far, flat].enumerated().map { DisplayedItem(id: $0.offset, attributes: $0.element) }
        #expect(items.inDrawOrder.map(\.id) == [1, 2, 0])
        var raised = items
        raised[1].attributes.zIndex = 1
        #expect(raised.inDrawOrder.map(\.id) == [2, 0, 1])
    }

    @Test("interpolating attributes: 2D to 3D goes through the decomposition; 2D to 2D stays 2D")
    func attributeInterpolation() {
        let flat = LayoutAttributes(
            indexPath: ItemIndexPath(item: 0), center: Point(x: 400, y: 300), size: Size(width: 200, height: 100),
            transform: Transform2D(scaleX: 0.5, y: 0.5))
        let turned = card(angle: 1)
        let half = flat.interpolated(to: turned, fraction: 0.5)
        let expected = Transform3D(flat.transform).interpolated(to: turned.transform3D!, fraction: 0.5)
        #expect(half.transform3D.map { isClose($0, expected) } == true)
        #expect(half.transform == .identity)
        #expect(flat.interpolated(to: flat.with(alpha: 0.5), fraction: 0.5).transform3D == nil)
    }

    @Test("dump JSON: transform3D (16 entries) and doubleSided only for the items that have them")
    func json() {
        let json = FormatEncoder.text(DumpItem(card(angle: 0, doubleSided: false)))
        #expect(json.contains("\"transform3D\":[1.0,0.0,0.0,0.0,0.0,1.0,0.0,0.0,0.0,0.0,1.0,-0.002,0.0,0.0,0.0,1.0]"))
        #expect(json.contains("\"doubleSided\":false"))
        let flat = FormatEncoder.text(DumpItem(LayoutAttributes(indexPath: ItemIndexPath(item: 0), center: .zero, size: Size(square: 1))))
        #expect(!flat.contains("transform3D") && !flat.contains("doubleSided"))
    }
}
