import Foundation
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

extension SplitMix64 {
    /// A random non-singular transform; mirrored (negative determinant) when `mirrored`.
    mutating func transform(mirrored: Bool) -> Transform2D {
        let angle = decimal(-3.14...3.14), sx = decimal(0.1...4), sy = decimal(0.1...4) * (mirrored ? -1 : 1)
        let shear = decimal(-2...2)
        // rotation * [[sx, shear], [0, sy]] in column form, written as CGAffineTransform entries.
        let cosine = cos(angle), sine = sin(angle)
        return Transform2D(
            a: sx * cosine, b: sx * sine, c: shear * cosine - sy * sine, d: shear * sine + sy * cosine,
            tx: decimal(-500...500), ty: decimal(-500...500))
    }
}

@Suite("geometry")
struct GeometryTests {
    @Test("concatenating applies self first, then the argument (CGAffineTransform semantics)")
    func concatenationOrder() {
        let scale = Transform2D(scaleX: 2, y: 3), move = Transform2D(translationX: 10, y: -4)
        // Scale, then move: (1, 1) -> (2, 3) -> (12, -1).
        expectClose(scale.concatenating(move).apply(to: Point(x: 1, y: 1)), Point(x: 12, y: -1), "scale then move")
        // Move, then scale: (1, 1) -> (11, -3) -> (22, -9).
        expectClose(move.concatenating(scale).apply(to: Point(x: 1, y: 1)), Point(x: 22, y: -9), "move then scale")
        // A quarter turn is clockwise on screen: x axis -> y axis, matching [cos, sin, -sin, cos].
        let quarter = Transform2D(rotationAngle: .pi / 2)
        expectClose(quarter.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1), "clockwise")
        expectClose(quarter, Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), "entries")
        var rng = SplitMix64(seed: 0xC0C0A)
        for _ in 0..<200 {
            let first = rng.transform(mirrored: rng.chance(0.5)), second = rng.transform(mirrored: rng.chance(0.5))
            let point = Point(x: rng.decimal(-100...100), y: rng.decimal(-100...100))
            let both = first.concatenating(second).apply(to: point)
            #expect(isClose(both, second.apply(to: first.apply(to: point)), tolerance: 1e-9))
        }
    }

    @Test("inversion round trip; singular transforms have no inverse")
    func inversion() throws {
        var rng = SplitMix64(seed: 0x1E7)
        for _ in 0..<200 {
            let transform = rng.transform(mirrored: rng.chance(0.5))
            let inverse = try #require(transform.inverted())
            #expect(isClose(transform.concatenating(inverse), .identity, tolerance: 1e-9))
            #expect(isClose(inverse.concatenating(transform), .identity, tolerance: 1e-9))
        }
        #expect(Transform2D(scaleX: 0, y: 2).inverted() == nil)
        #expect(Transform2D(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6).inverted() == nil)
    }

    @Test("decomposition round trip, mirrored transforms included")
    func decomposition() {
        var rng = SplitMix64(seed: 0xDEC0)
        for round in 0..<300 {
            let mirrored = round % 2 == 1
            let transform = rng.transform(mirrored: mirrored)
            let parts = transform.decomposed
            #expect(isClose(Transform2D(parts), transform, tolerance: 1e-9), "\(transform)")
            #expect(parts.rotation > -.pi && parts.rotation <= .pi)
            #expect(parts.scaleX > 0)
            #expect((parts.scaleY < 0) == mirrored, "a mirror shows as a negative scaleY")
        }
        // A pure rotation and scale read back as themselves.
        let parts = Transform2D(scaleX: 2, y: 3).concatenating(Transform2D(rotationAngle: 0.7)).decomposed
        expectClose(parts.rotation, 0.7, "rotation")
        expectClose(parts.scaleX, 2, "scaleX")
        expectClose(parts.scaleY, 3, "scaleY")
        expectClose(parts.shear, 0, "shear")
    }

    @Test("interpolation: exact endpoints, rotation along the shortest arc, scale linear")
    func interpolation() {
        var rng = SplitMix64(seed: 0x1E4)
        for _ in 0..<100 {
            let from = rng.transform(mirrored: false), to = rng.transform(mirrored: rng.chance(0.3))
            #expect(from.interpolated(to: to, fraction: 0) == from)
            #expect(from.interpolated(to: to, fraction: 1) == to)
            #expect(from.interpolated(to: to, fraction: -0.5) == from)
        }
        // Past 1 (a spring's overshoot) it goes on: half again of a quarter turn is 135 degrees.
        expectClose(
            Transform2D.identity.interpolated(to: Transform2D(rotationAngle: .pi / 2), fraction: 1.5),
            Transform2D(rotationAngle: 3 * .pi / 4), "overshoot")
        // 170 degrees to -170 degrees goes through 180, not through 0.
        let from = Transform2D(rotationAngle: 170 * .pi / 180), to = Transform2D(rotationAngle: -170 * .pi / 180)
        expectClose(from.interpolated(to: to, fraction: 0.5), Transform2D(rotationAngle: .pi), "through 180")
        expectClose(from.interpolated(to: to, fraction: 0.25), Transform2D(rotationAngle: 175 * .pi / 180), "a quarter")
        expectClose(to.interpolated(to: from, fraction: 0.5), Transform2D(rotationAngle: .pi), "and back")
        // A quarter turn one way, three quarters the other: 0.5 of the way is 45 degrees back.
        let turned = Transform2D(rotationAngle: -.pi / 2)
        expectClose(Transform2D.identity.interpolated(to: turned, fraction: 0.5), Transform2D(rotationAngle: -.pi / 4), "short way")
        // Scale moves linearly, not through the matrix: a half turn at half scale, half way.
        let spun = Transform2D(scaleX: 3, y: 3).concatenating(Transform2D(rotationAngle: 1.2))
        let half = Transform2D.identity.interpolated(to: spun, fraction: 0.5)
        expectClose(half, Transform2D(scaleX: 2, y: 2).concatenating(Transform2D(rotationAngle: 0.6)), "scale and turn")
        expectClose(shortestArc(from: 3, to: -3), 2 * .pi - 6, "shortestArc")
    }

    @Test("LayoutAttributes interpolation: ends exact, alpha linear, a hidden end fades")
    func attributesInterpolation() {
        let from = LayoutAttributes(indexPath: ItemIndexPath(item: 3), center: Point(x: 0, y: 0), size: Size(square: 10), alpha: 1)
        var to = LayoutAttributes(
            indexPath: ItemIndexPath(item: 3), center: Point(x: 100, y: 50), size: Size(square: 30),
            transform: Transform2D(rotationAngle: 1), alpha: 1, zIndex: 5, isHidden: true)
        #expect(from.interpolated(to: to, fraction: 0) == from)
        #expect(from.interpolated(to: to, fraction: 1) == to)
        let middle = from.interpolated(to: to, fraction: 0.5)
        expectClose(middle.center, Point(x: 50, y: 25), "centre")
        expectClose(middle.size, Size(square: 20), "size")
        expectClose(middle.alpha, 0.5, "hidden end fades")
        expectClose(middle.transform, Transform2D(rotationAngle: 0.5), "rotation")
        to.isHidden = false
        expectClose(from.interpolated(to: to, fraction: 0.5).alpha, 1, "alpha")
    }

    @Test("transformedFrame and hitTest honour transform and anchor: a wheel card")
    func wheelCardHitTest() throws {
        let layout = try preparedLayout(.wheel, size: Size(width: 400, height: 600), count: 10)
        let card = try #require(layout.attributes(at: ItemIndexPath(item: 1)))
        let angle = atan(133.0 / 500)
        // The hub is the anchor: 500 points below the screen centre (200, 300).
        let hub = Point(x: 200, y: 800)
        func drawn(_ p: Point) -> Point {
            let v = p - hub
            return Point(x: hub.x + v.x * cos(angle) - v.y * sin(angle), y: hub.y + v.x * sin(angle) + v.y * cos(angle))
        }
        let corners = [Point(x: 133.5, y: 213.5), Point(x: 266.5, y: 213.5), Point(x: 266.5, y: 386.5), Point(x: 133.5, y: 386.5)]
        for (actual, expected) in zip(card.transformedCorners, corners.map(drawn)) { expectClose(actual, expected, "corner") }
        let xs = corners.map(drawn).map(\.x), ys = corners.map(drawn).map(\.y)
        let box = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        #expect(isClose(card.transformedFrame, box), "\(card.transformedFrame) vs \(box)")
        // The drawn centre is hit; the untransformed centre is not (the card swung about 130 points right).
        #expect(card.hitTest(drawn(Point(x: 200, y: 300))))
        #expect(!card.hitTest(Point(x: 140, y: 300)))
        // Just inside and just outside the drawn top-left corner.
        #expect(card.hitTest(drawn(Point(x: 134.5, y: 214.5))))
        #expect(!card.hitTest(drawn(Point(x: 132.5, y: 212.5))))
        var hidden = card
        hidden.isHidden = true
        #expect(!hidden.hitTest(drawn(Point(x: 200, y: 300))))
        #expect(!card.with(alpha: 0).hitTest(drawn(Point(x: 200, y: 300))))
    }

    @Test("transformedFrame of scaled, translated and rotated items about the default anchor")
    func transformedFrame() {
        let scaled = LayoutAttributes(
            indexPath: ItemIndexPath(item: 0), center: Point(x: 100, y: 100), size: Size(width: 40, height: 20),
            transform: Transform2D(scaleX: 0.5, y: 0.5))
        #expect(isClose(scaled.transformedFrame, Rect(x: 90, y: 95, width: 20, height: 10)))
        let moved = LayoutAttributes(
            indexPath: ItemIndexPath(item: 0), center: Point(x: 100, y: 100), size: Size(width: 40, height: 20),
            transform: Transform2D(translationX: 0, y: 30))
        #expect(isClose(moved.transformedFrame, Rect(x: 80, y: 120, width: 40, height: 20)))
        let quarter = LayoutAttributes(
            indexPath: ItemIndexPath(item: 0), center: Point(x: 100, y: 100), size: Size(width: 40, height: 20),
            transform: Transform2D(rotationAngle: .pi / 2))
        #expect(isClose(quarter.transformedFrame, Rect(x: 90, y: 80, width: 20, height: 40)))
        #expect(quarter.hitTest(Point(x: 95, y: 82)))
        #expect(!quarter.hitTest(Point(x: 82, y: 95)))
    }

    @Test("Rect.intersects is strict: touching edges and empty rects do not intersect")
    func strictIntersects() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.intersects(Rect(x: 9.5, y: 9.5, width: 1, height: 1)))
        #expect(!rect.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
        #expect(!rect.intersects(Rect(x: 2, y: 2, width: 0, height: 5)))
    }
}
