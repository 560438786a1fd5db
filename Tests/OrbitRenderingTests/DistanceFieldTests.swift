import Foundation
import OrbitTestSupport
import Testing

@testable import OrbitRendering

/// The signed distances the icons are painted from, against the geometry worked out by hand:
/// negative inside, positive outside, the distance to the nearest edge either way.
@Suite struct DistanceFieldTests {
    typealias V = DistanceField.Vector
    typealias F = DistanceField

    @Test func aCircleIsTheDistanceToItsCentreLessTheRadius() {
        let center = V(3, -2)
        for (x, y) in [(3.0, -2.0), (6.0, 2.0), (0.5, -2.0), (-4.0, 7.0)] {
            let expected = hypot(x - 3, y + 2) - 1.5
            #expect(isWithin(F.circle(V(x, y), center: center, radius: 1.5), expected))
        }
        #expect(F.circle(V(3, -2), center: center, radius: 1.5) < 0)
        #expect(isWithin(F.circle(V(4.5, -2), center: center, radius: 1.5), 0))
    }

    @Test func aRoundedBoxIsFlatAlongItsSidesAndRoundAtItsCorners() {
        // 8 x 4 centred at the origin, corners of radius 1.
        let box = { (x: Double, y: Double) in F.roundedBox(V(x, y), center: V(0, 0), half: V(4, 2), radius: 1) }
        // Beside a side, the distance is to that side.
        #expect(isWithin(box(6, 0), 2))
        #expect(isWithin(box(0, -5), 3))
        // Inside, to the nearest side.
        #expect(isWithin(box(0, 0), -2))
        #expect(isWithin(box(3.5, 0), -0.5))
        // Off a corner, to the corner's circle, centred 1 in from both sides at (3, 1).
        #expect(isWithin(box(6, 5), hypot(3, 4) - 1))
        // The corner point of the sharp box lies outside the rounded one.
        #expect(isWithin(box(4, 2), 2.0.squareRoot() - 1))
        // A radius of 0 is the sharp box: its corner is on the edge.
        #expect(isWithin(F.roundedBox(V(4, 2), center: V(0, 0), half: V(4, 2), radius: 0), 0))
    }

    @Test func aSegmentIsACapsule() {
        let a = V(0, 0), b = V(10, 0)
        // Beside the middle: the perpendicular distance less the radius.
        #expect(isWithin(F.segment(V(5, 3), a, b, radius: 1), 2))
        #expect(isWithin(F.segment(V(5, 0), a, b, radius: 1), -1))
        // Past an end: the distance to that end.
        #expect(isWithin(F.segment(V(13, 4), a, b, radius: 1), 4))
        #expect(isWithin(F.segment(V(-3, -4), a, b, radius: 0.5), 4.5))
        // A segment of no length is a circle (no division by zero).
        #expect(isWithin(F.segment(V(3, 4), a, a, radius: 2), 3))
    }

    @Test func aPolygonIsExactInsideAndOutWhicheverItsWinding() {
        let square = [V(0, 0), V(4, 0), V(4, 4), V(0, 4)]
        let reversed = Array(square.reversed())
        for polygon in [square, reversed] {
            #expect(isWithin(F.polygon(V(2, 2), polygon), -2))
            #expect(isWithin(F.polygon(V(1, 2), polygon), -1))
            #expect(isWithin(F.polygon(V(7, 2), polygon), 3))
            // Off a vertex: the distance to the vertex.
            #expect(isWithin(F.polygon(V(7, 8), polygon), 5))
            #expect(isWithin(F.polygon(V(4, 2), polygon), 0))
        }
        // A concave L: the notch is outside.
        let ell = [V(0, 0), V(4, 0), V(4, 2), V(2, 2), V(2, 4), V(0, 4)]
        #expect(F.polygon(V(3, 3), ell) > 0 && isWithin(F.polygon(V(3, 3), ell), 1))
        #expect(F.polygon(V(1, 3), ell) < 0)
    }

    @Test func anEllipseIsZeroOnItsOutlineAndACircleWhenItsRadiiAgree() {
        let radii = V(5, 2)
        for angle in stride(from: 0.0, to: 2 * Double.pi, by: 0.4) {
            let onOutline = V(1 + 5 * cos(angle), -1 + 2 * sin(angle))
            #expect(isWithin(F.ellipse(onOutline, center: V(1, -1), radii: radii), 0, tolerance: 1e-9))
        }
        // Along an axis the first-order distance is exact.
        #expect(isWithin(F.ellipse(V(8, -1), center: V(1, -1), radii: radii), 2))
        #expect(isWithin(F.ellipse(V(1, 2), center: V(1, -1), radii: radii), 1))
        // Equal radii: the circle's distance everywhere; at the centre, the smaller radius inward.
        for p in [V(3, 4), V(0.5, 0.2), V(-7, 1)] {
            #expect(isWithin(F.ellipse(p, center: V(0, 0), radii: V(2, 2)), F.circle(p, center: V(0, 0), radius: 2)))
        }
        #expect(F.ellipse(V(1, -1), center: V(1, -1), radii: radii) == -2)
    }

    @Test func unionsAndDifferencesCombineDistances() {
        // Far apart (more than the blend width), the smooth union is the plain minimum.
        #expect(isWithin(F.smoothUnion(1, 5, 0.5), 1))
        #expect(isWithin(F.smoothUnion(-3, 2, 1), -3))
        // Where the two agree, the blend digs k/4 deeper: h = 1/2, lerp = a, minus k·¼.
        #expect(isWithin(F.smoothUnion(2, 2, 0.8), 2 - 0.2))
        // Never above the plain minimum.
        for (a, b) in [(0.1, 0.3), (-0.2, 0.05), (1.0, 1.2)] {
            #expect(F.smoothUnion(a, b, 0.5) <= min(a, b) + 1e-12)
        }
        // Subtracting: inside the first and outside the second.
        #expect(F.subtract(-1, 2) == -1)
        #expect(F.subtract(-1, -0.5) == 0.5)
        #expect(F.subtract(3, -5) == 5)
    }

    @Test func coverageIsHalfOnTheEdgeAndLinearAcrossOnePixel() {
        #expect(F.coverage(0) == 0.5)
        #expect(F.coverage(-0.5) == 1 && F.coverage(-10) == 1)
        #expect(F.coverage(0.5) == 0 && F.coverage(10) == 0)
        #expect(isWithin(F.coverage(0.25), 0.25))
        #expect(isWithin(F.coverage(-0.2), 0.7))
    }

    @Test func vectorsTurnClockwiseOnScreen() {
        // y grows downwards: a quarter turn takes +x to +y.
        let turned = V(2, 0).rotated(by: Double.pi / 2)
        #expect(isWithin(turned.x, 0) && isWithin(turned.y, 2))
        let back = V(3, 4).rotated(by: 0.7).rotated(by: -0.7)
        #expect(isWithin(back.x, 3) && isWithin(back.y, 4))
        #expect(isWithin(V(3, 4).rotated(by: 1.1).length, 5))
        #expect((V(1, 2) + V(3, -1) - V(0.5, 0.5)).dot(V(2, 0) * 0.5) == 3.5)
    }
}
