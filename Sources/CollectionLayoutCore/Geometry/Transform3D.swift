import Foundation

/// A 4x4 transform with CATransform3D's layout and conventions: points are row vectors
/// `[x y z 1]` multiplied on the left, so `x' = x*m11 + y*m21 + z*m31 + m41` (likewise `y'`, `z'`)
/// and `w' = x*m14 + y*m24 + z*m34 + m44`; the drawn point is `(x'/w', y'/w')`.
///
/// Axes are UIKit's (x right, y down, points) with z towards the viewer. Perspective is
/// `m34 = -1/d`: a point at depth `z` is seen from an eye `d` points in front of the plane z = 0,
/// so it is scaled by `1 / (1 - z/d)`. Angles are radians; a rotation about z by a positive angle
/// turns clockwise on screen, as `Transform2D(rotationAngle:)` does.
///
/// Like a layer's transform, an item's `transform3D` applies about its anchor point, so the
/// vanishing point of its perspective sits at the anchor (docs/reference/LAYOUTS.md, "3D transforms").
public struct Transform3D: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// A transform from its 16 entries in row order `m11, m12, …, m44` (the order of `entries`);
    /// nil unless there are exactly 16.
    public init?(entries: [Double]) {
        guard entries.count == 16 else { return nil }
        let e = entries
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// The 16 entries in row order `m11, m12, m13, m14, m21, …, m44` (`orbit dump`'s `transform3D`).
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Entry `(row, column)`, both in `0..<4`.
    public subscript(row: Int, column: Int) -> Double { entries[row * 4 + column] }

    public var isIdentity: Bool { self == .identity }

    public var isFinite: Bool { entries.allSatisfy(\.isFinite) }

    /// True when the transform maps the plane z = 0 like a 2D affine transform: no perspective and
    /// no z in the result (it may still scale or translate z).
    public var isAffine2D: Bool {
        m13 == 0 && m23 == 0 && m31 == 0 && m32 == 0 && m14 == 0 && m24 == 0 && m34 == 0 && m43 == 0 && m44 == 1
    }

    // MARK: - Making transforms

    /// A translation by (`tx`, `ty`, `tz`) points (CATransform3DMakeTranslation).
    public init(translationX tx: Double, y ty: Double, z tz: Double = 0) {
        self = .identity
        m41 = tx
        m42 = ty
        m43 = tz
    }

    /// A scale about the origin (CATransform3DMakeScale).
    public init(scaleX sx: Double, y sy: Double, z sz: Double = 1) {
        self = .identity
        m11 = sx
        m22 = sy
        m33 = sz
    }

    /// A rotation by `angle` radians about the axis (`x`, `y`, `z`) through the origin
    /// (CATransform3DMakeRotation): right-handed about the axis, so about (0, 0, 1) it turns
    /// clockwise on screen. A zero axis gives the identity.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite, angle.isFinite else {
            self = .identity
            return
        }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        // The transpose of Rodrigues' column-vector matrix, as row vectors need.
        self.init(
            m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The perspective of an eye `distance` points in front of the plane z = 0: `m34 = -1/distance`.
    /// A distance that is not positive and finite gives no perspective.
    public init(perspectiveDistance distance: Double) {
        self = .identity
        if distance > 0, distance.isFinite { m34 = -1 / distance }
    }

    /// The affine transform `transform` acting on the plane z = 0 (z passes through unchanged).
    public init(_ transform: Transform2D) {
        self = .identity
        m11 = transform.a
        m12 = transform.b
        m21 = transform.c
        m22 = transform.d
        m41 = transform.tx
        m42 = transform.ty
    }

    /// The 2D affine part (entries m11, m12, m21, m22, m41, m42): exact when `isAffine2D`.
    public var affine2D: Transform2D {
        Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    // MARK: - Combining

    /// The transform that applies `self` first and then `other`: the row-vector product
    /// `self * other` (CATransform3DConcat(self, other)).
    ///
    /// - Complexity: 64 multiplications.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = entries, b = other.entries
        var product = [Double](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += a[row * 4 + k] * b[k * 4 + column] }
                product[row * 4 + column] = sum
            }
        }
        return Transform3D(entries: product)!
    }

    /// A translation applied first, then `self` (CATransform3DTranslate).
    public func translated(x: Double, y: Double, z: Double = 0) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation applied first, then `self` (CATransform3DRotate).
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied first, then `self` (CATransform3DScale).
    public func scaled(x: Double, y: Double, z: Double = 1) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// The inverse, or nil when the transform is singular or not finite.
    ///
    /// - Complexity: a 4x4 Gauss-Jordan elimination with partial pivoting.
    public func inverted() -> Transform3D? {
        guard isFinite else { return nil }
        var left = entries
        var right = Transform3D.identity.entries
        for column in 0..<4 {
            var pivot = column
            for row in column + 1..<4 where abs(left[row * 4 + column]) > abs(left[pivot * 4 + column]) { pivot = row }
            let value = left[pivot * 4 + column]
            guard value != 0, value.isFinite else { return nil }
            if pivot != column {
                for k in 0..<4 {
                    left.swapAt(pivot * 4 + k, column * 4 + k)
                    right.swapAt(pivot * 4 + k, column * 4 + k)
                }
            }
            for k in 0..<4 {
                left[column * 4 + k] /= value
                right[column * 4 + k] /= value
            }
            for row in 0..<4 where row != column {
                let factor = left[row * 4 + column]
                guard factor != 0 else { continue }
                for k in 0..<4 {
                    left[row * 4 + k] -= factor * left[column * 4 + k]
                    right[row * 4 + k] -= factor * right[column * 4 + k]
                }
            }
        }
        let inverse = Transform3D(entries: right)!
        return inverse.isFinite ? inverse : nil
    }

    /// The determinant.
    public var determinant: Double {
        // Laplace expansion along the first row with 2x2 minors of the bottom two rows.
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    // MARK: - Applying

    /// The point (`x`, `y`, `z`, 1) through the transform, before the division by w.
    public func apply(x: Double, y: Double, z: Double = 0) -> HomogeneousPoint {
        HomogeneousPoint(
            x: x * m11 + y * m21 + z * m31 + m41,
            y: x * m12 + y * m22 + z * m32 + m42,
            z: x * m13 + y * m23 + z * m33 + m43,
            w: x * m14 + y * m24 + z * m34 + m44)
    }

    /// A point of the plane z = 0 through the transform, before the division by w.
    public func apply(to point: Point) -> HomogeneousPoint { apply(x: point.x, y: point.y) }
}

/// A point in homogeneous coordinates: what a `Transform3D` makes of `(x, y, z, 1)`. The drawn
/// point is `(x/w, y/w)`; `w <= 0` means the point lies at or behind the eye.
public struct HomogeneousPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var z: Double
    public var w: Double

    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// The point on screen, `(x/w, y/w)`; meaningful only when `w > 0`.
    public var projected: Point { Point(x: x / w, y: y / w) }

    /// The depth after the division by w (larger is nearer the viewer).
    public var projectedDepth: Double { z / w }

    /// `self` moved `fraction` of the way to `other`, linearly in homogeneous coordinates (which
    /// is linear along the 3D segment between them).
    public func interpolated(to other: HomogeneousPoint, fraction: Double) -> HomogeneousPoint {
        HomogeneousPoint(
            x: lerp(x, other.x, fraction), y: lerp(y, other.y, fraction), z: lerp(z, other.z, fraction),
            w: lerp(w, other.w, fraction))
    }
}
