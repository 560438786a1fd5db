import CollectionLayout
import Foundation

/// Signed distance functions of 2D shapes: negative inside, positive outside, in the units of the
/// point passed in. The icon painters combine them (min = union, max = intersection) and turn a
/// distance in pixels into anti-aliased coverage.
enum DistanceField {
    struct Vector: Sendable {
        var x: Double
        var y: Double

        init(_ x: Double, _ y: Double) {
            self.x = x
            self.y = y
        }

        static func - (l: Vector, r: Vector) -> Vector { Vector(l.x - r.x, l.y - r.y) }
        static func + (l: Vector, r: Vector) -> Vector { Vector(l.x + r.x, l.y + r.y) }
        static func * (l: Vector, r: Double) -> Vector { Vector(l.x * r, l.y * r) }
        func dot(_ o: Vector) -> Double { x * o.x + y * o.y }
        var length: Double { (x * x + y * y).squareRoot() }

        /// Turned by `angle` radians, clockwise on screen (y down).
        func rotated(by angle: Double) -> Vector {
            let c = cos(angle), s = sin(angle)
            return Vector(c * x - s * y, s * x + c * y)
        }
    }

    static func circle(_ p: Vector, center: Vector, radius: Double) -> Double {
        (p - center).length - radius
    }

    /// A rectangle with rounded corners: `half` is half its size, `radius` the corner radius.
    static func roundedBox(_ p: Vector, center: Vector, half: Vector, radius: Double) -> Double {
        let q = Vector(abs(p.x - center.x) - half.x + radius, abs(p.y - center.y) - half.y + radius)
        let outside = Vector(max(q.x, 0), max(q.y, 0)).length
        return outside + min(max(q.x, q.y), 0) - radius
    }

    /// A capsule: the segment from `a` to `b` thickened by `radius`.
    static func segment(_ p: Vector, _ a: Vector, _ b: Vector, radius: Double) -> Double {
        let pa = p - a, ba = b - a
        let h = max(0, min(1, pa.dot(ba) / max(ba.dot(ba), 1e-12)))
        return (pa - ba * h).length - radius
    }

    /// A simple polygon (any winding), exact distance.
    ///
    /// - Complexity: O(vertices).
    static func polygon(_ p: Vector, _ v: [Vector]) -> Double {
        var d = (p - v[0]).dot(p - v[0])
        var sign = 1.0
        var j = v.count - 1
        for i in 0..<v.count {
            let e = v[j] - v[i], w = p - v[i]
            let h = max(0, min(1, w.dot(e) / max(e.dot(e), 1e-12)))
            let b = w - e * h
            d = min(d, b.dot(b))
            let c1 = p.y >= v[i].y, c2 = p.y < v[j].y, c3 = e.x * w.y > e.y * w.x
            if (c1 && c2 && c3) || (!c1 && !c2 && !c3) { sign = -sign }
            j = i
        }
        return sign * d.squareRoot()
    }

    /// An axis-aligned ellipse; an approximation of the distance that is exact on the boundary's
    /// normal direction to first order, which is all anti-aliasing needs.
    static func ellipse(_ p: Vector, center: Vector, radii: Vector) -> Double {
        let q = Vector((p.x - center.x) / radii.x, (p.y - center.y) / radii.y)
        let k = q.length
        guard k > 1e-9 else { return -min(radii.x, radii.y) }
        // Gradient length of k(p) gives the first-order correction.
        let gradient = Vector(q.x / (k * radii.x), q.y / (k * radii.y)).length
        return (k - 1) / max(gradient, 1e-9)
    }

    /// Union with a smooth blend of width `k` (polynomial smooth minimum).
    static func smoothUnion(_ a: Double, _ b: Double, _ k: Double) -> Double {
        let h = max(0, min(1, 0.5 + 0.5 * (b - a) / k))
        return lerp(b, a, h) - k * h * (1 - h)
    }

    static func subtract(_ a: Double, _ b: Double) -> Double { max(a, -b) }

    /// Coverage of a pixel by a shape whose distance at the pixel's centre is `d` pixels.
    @inline(__always) static func coverage(_ d: Double) -> Double { max(0, min(1, 0.5 - d)) }
}
