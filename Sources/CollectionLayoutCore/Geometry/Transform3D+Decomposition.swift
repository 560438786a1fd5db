import Foundation

/// A 3D transform split into parts that interpolate meaningfully (the decomposition of CSS
/// Transforms Level 2, after Graphics Gems II "unmatrix"; the rotation is read with Shepperd's method), in row-vector order: a point is
/// scaled, skewed, rotated, translated and then put through the perspective,
/// `M = scale · skew · rotation · translation · perspective`.
///
/// Animations interpolate these parts, never the matrix entries: translation, scale, skew and
/// perspective linearly, the rotation as a unit quaternion along the shorter great arc (slerp), so
/// a card turning through 3D keeps its size and turns the short way round.
public struct Transform3DComponents: Hashable, Sendable {
    /// Points along x, y, z.
    public var translation: [Double]
    /// Factors along x, y, z (all negated when the transform mirrors).
    public var scale: [Double]
    /// Shear factors xy, xz, yz.
    public var skew: [Double]
    /// The rotation as a unit quaternion `[x, y, z, w]` (of the column-vector rotation matrix).
    public var quaternion: [Double]
    /// The perspective column `[m14, m24, m34, m44]` of the perspective part: `[0, 0, -1/d, 1]`
    /// for an eye at `d` points.
    public var perspective: [Double]

    public init(translation: [Double], scale: [Double], skew: [Double], quaternion: [Double], perspective: [Double]) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.quaternion = quaternion
        self.perspective = perspective
    }

    /// The parts `fraction` of the way from `self` to `other`.
    public func interpolated(to other: Transform3DComponents, fraction: Double) -> Transform3DComponents {
        func mix(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { lerp($0, $1, fraction) } }
        return Transform3DComponents(
            translation: mix(translation, other.translation), scale: mix(scale, other.scale), skew: mix(skew, other.skew),
            quaternion: Self.slerp(quaternion, other.quaternion, fraction), perspective: mix(perspective, other.perspective))
    }

    /// Spherical interpolation of unit quaternions along the shorter arc (`q` and `-q` are the same
    /// rotation: the one nearer `from` is used).
    static func slerp(_ from: [Double], _ to: [Double], _ fraction: Double) -> [Double] {
        var dot = zip(from, to).reduce(0) { $0 + $1.0 * $1.1 }
        var target = to
        if dot < 0 {
            dot = -dot
            target = to.map { -$0 }
        }
        dot = Swift.min(1, dot)
        let angle = acos(dot)
        let sine = sin(angle)
        // Nearly equal rotations: linear blend, renormalized, avoids dividing by ~0.
        let (a, b) = sine < 1e-9
            ? (1 - fraction, fraction)
            : (sin((1 - fraction) * angle) / sine, sin(fraction * angle) / sine)
        let mixed = zip(from, target).map { a * $0 + b * $1 }
        let length = mixed.reduce(0) { $0 + $1 * $1 }.squareRoot()
        return length > 0 ? mixed.map { $0 / length } : [0, 0, 0, 1]
    }
}

extension Transform3D {
    /// Splits the transform into translation, scale, skew, rotation and perspective; nil when it
    /// cannot be split (m44 is 0, or the transform flattens space: a zero scale).
    ///
    /// - Complexity: constant (one 4x4 inversion when there is perspective).
    public var decomposed: Transform3DComponents? {
        guard isFinite, m44 != 0 else { return nil }
        let normalized = Transform3D(entries: entries.map { $0 / m44 })!
        // The matrix without its perspective column: also tests the linear part for singularity.
        var flat = normalized
        flat.m14 = 0
        flat.m24 = 0
        flat.m34 = 0
        flat.m44 = 1
        guard let flatInverse = flat.inverted() else { return nil }
        var perspective = [0.0, 0, 0, 1]
        if normalized.m14 != 0 || normalized.m24 != 0 || normalized.m34 != 0 {
            // Solve flat · p = (m14, m24, m34, m44) for the perspective column p.
            let rhs = [normalized.m14, normalized.m24, normalized.m34, normalized.m44]
            perspective = (0..<4).map { row in (0..<4).reduce(0) { $0 + flatInverse[row, $1] * rhs[$1] } }
        }
        let translation = [normalized.m41, normalized.m42, normalized.m43]
        var rows = [
            [normalized.m11, normalized.m12, normalized.m13],
            [normalized.m21, normalized.m22, normalized.m23],
            [normalized.m31, normalized.m32, normalized.m33],
        ]
        var scale = [0.0, 0, 0], skew = [0.0, 0, 0]
        scale[0] = length(rows[0])
        rows[0] = normalize(rows[0])
        skew[0] = dot(rows[0], rows[1])
        rows[1] = combine(rows[1], rows[0], -skew[0])
        scale[1] = length(rows[1])
        rows[1] = normalize(rows[1])
        skew[0] /= scale[1]
        skew[1] = dot(rows[0], rows[2])
        rows[2] = combine(rows[2], rows[0], -skew[1])
        skew[2] = dot(rows[1], rows[2])
        rows[2] = combine(rows[2], rows[1], -skew[2])
        scale[2] = length(rows[2])
        rows[2] = normalize(rows[2])
        skew[1] /= scale[2]
        skew[2] /= scale[2]
        guard scale.allSatisfy({ $0 > 0 && $0.isFinite }) else { return nil }
        // A mirror: negate the scales and the rows so that the rows form a rotation.
        if dot(rows[0], cross(rows[1], rows[2])) < 0 {
            scale = scale.map { -$0 }
            rows = rows.map { $0.map { -$0 } }
        }
        // The rows are the rotation's row-vector matrix, the transpose of its column-vector one
        // `r`; Shepperd's method reads the quaternion off `r` without losing a sign at half turns.
        func r(_ row: Int, _ column: Int) -> Double { rows[column][row] }
        var quaternion: [Double]
        let trace = r(0, 0) + r(1, 1) + r(2, 2)
        if trace > 0 {
            let s = 0.5 / (trace + 1).squareRoot()
            quaternion = [(r(2, 1) - r(1, 2)) * s, (r(0, 2) - r(2, 0)) * s, (r(1, 0) - r(0, 1)) * s, 0.25 / s]
        } else if r(0, 0) > r(1, 1), r(0, 0) > r(2, 2) {
            let s = 2 * Swift.max(1e-300, 1 + r(0, 0) - r(1, 1) - r(2, 2)).squareRoot()
            quaternion = [0.25 * s, (r(0, 1) + r(1, 0)) / s, (r(0, 2) + r(2, 0)) / s, (r(2, 1) - r(1, 2)) / s]
        } else if r(1, 1) > r(2, 2) {
            let s = 2 * Swift.max(1e-300, 1 + r(1, 1) - r(0, 0) - r(2, 2)).squareRoot()
            quaternion = [(r(0, 1) + r(1, 0)) / s, 0.25 * s, (r(1, 2) + r(2, 1)) / s, (r(0, 2) - r(2, 0)) / s]
        } else {
            let s = 2 * Swift.max(1e-300, 1 + r(2, 2) - r(0, 0) - r(1, 1)).squareRoot()
            quaternion = [(r(0, 2) + r(2, 0)) / s, (r(1, 2) + r(2, 1)) / s, 0.25 * s, (r(1, 0) - r(0, 1)) / s]
        }
        let norm = quaternion.reduce(0) { $0 + $1 * $1 }.squareRoot()
        if norm > 0 { quaternion = quaternion.map { $0 / norm } }
        return Transform3DComponents(
            translation: translation, scale: scale, skew: skew, quaternion: quaternion, perspective: perspective)
    }

    /// Rebuilds a transform from its parts: `Transform3D(t.decomposed!) ≈ t`.
    public init(_ parts: Transform3DComponents) {
        let (x, y, z, w) = (parts.quaternion[0], parts.quaternion[1], parts.quaternion[2], parts.quaternion[3])
        // The transpose of the quaternion's column-vector rotation matrix.
        var rotation = Transform3D.identity
        rotation.m11 = 1 - 2 * (y * y + z * z)
        rotation.m12 = 2 * (x * y + z * w)
        rotation.m13 = 2 * (x * z - y * w)
        rotation.m21 = 2 * (x * y - z * w)
        rotation.m22 = 1 - 2 * (x * x + z * z)
        rotation.m23 = 2 * (y * z + x * w)
        rotation.m31 = 2 * (x * z + y * w)
        rotation.m32 = 2 * (y * z - x * w)
        rotation.m33 = 1 - 2 * (x * x + y * y)
        var skew = Transform3D.identity
        skew.m21 = parts.skew[0]
        skew.m31 = parts.skew[1]
        skew.m32 = parts.skew[2]
        var perspective = Transform3D.identity
        perspective.m14 = parts.perspective[0]
        perspective.m24 = parts.perspective[1]
        perspective.m34 = parts.perspective[2]
        perspective.m44 = parts.perspective[3]
        self = Transform3D(scaleX: parts.scale[0], y: parts.scale[1], z: parts.scale[2])
            .concatenating(skew)
            .concatenating(rotation)
            .concatenating(Transform3D(translationX: parts.translation[0], y: parts.translation[1], z: parts.translation[2]))
            .concatenating(perspective)
    }

    /// The transform `fraction` of the way from `self` to `other`, through their decompositions;
    /// when either cannot be decomposed (it flattens space), the transform switches half way.
    /// `fraction` 0 gives `self` and 1 gives `other` exactly.
    public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        if fraction <= 0 { return self }
        if fraction >= 1 { return other }
        guard let from = decomposed, let to = other.decomposed else { return fraction < 0.5 ? self : other }
        return Transform3D(from.interpolated(to: to, fraction: fraction))
    }
}

private func length(_ v: [Double]) -> Double { dot(v, v).squareRoot() }

private func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }

private func normalize(_ v: [Double]) -> [Double] {
    let l = length(v)
    return l > 0 ? v.map { $0 / l } : v
}

/// `a + factor * b`.
private func combine(_ a: [Double], _ b: [Double], _ factor: Double) -> [Double] {
    [a[0] + factor * b[0], a[1] + factor * b[1], a[2] + factor * b[2]]
}

private func cross(_ a: [Double], _ b: [Double]) -> [Double] {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
}
