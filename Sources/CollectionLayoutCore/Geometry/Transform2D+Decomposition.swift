import Foundation

/// An affine transform split into parts that interpolate meaningfully: the linear part is
/// `rotation(rotation) * [[scaleX, shear], [0, scaleY]]` (column vectors), then the translation.
///
/// Animations interpolate these parts, never the matrix entries, so that a turning item keeps its
/// size and a rotation takes the shortest arc.
public struct TransformComponents: Hashable, Sendable {
    /// Radians, in (-pi, pi].
    public var rotation: Double
    public var scaleX: Double
    /// Negative when the transform mirrors.
    public var scaleY: Double
    public var shear: Double
    public var translation: Point

    public init(rotation: Double, scaleX: Double, scaleY: Double, shear: Double, translation: Point) {
        self.rotation = rotation
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.shear = shear
        self.translation = translation
    }
}

extension Transform2D {
    /// Splits the transform into rotation, scale, shear and translation.
    ///
    /// A transform whose first column is zero has no defined rotation; it decomposes with rotation 0.
    public var decomposed: TransformComponents {
        let scaleX = (a * a + b * b).squareRoot()
        let rotation = scaleX > 0 ? atan2(b, a) : 0
        let cosine = cos(rotation), sine = sin(rotation)
        // The second column (c, d) is rotation * (shear, scaleY); undo the rotation to read them.
        let shear = c * cosine + d * sine
        let scaleY = -c * sine + d * cosine
        return TransformComponents(
            rotation: rotation, scaleX: scaleX, scaleY: scaleY, shear: shear, translation: Point(x: tx, y: ty))
    }

    /// Rebuilds a transform from its parts; `Transform2D(t.decomposed) ≈ t` for every `t`.
    public init(_ parts: TransformComponents) {
        let cosine = cos(parts.rotation), sine = sin(parts.rotation)
        self.init(
            a: parts.scaleX * cosine,
            b: parts.scaleX * sine,
            c: parts.shear * cosine - parts.scaleY * sine,
            d: parts.shear * sine + parts.scaleY * cosine,
            tx: parts.translation.x,
            ty: parts.translation.y
        )
    }

    /// The transform `fraction` of the way from `self` to `other`: rotation along the shortest arc,
    /// scale, shear and translation linearly. `fraction` 0 gives `self`, 1 gives `other` exactly;
    /// beyond 1 the components extrapolate.
    public func interpolated(to other: Transform2D, fraction: Double) -> Transform2D {
        if fraction <= 0 { return self }
        // Past 1 (a spring's overshoot) the components extrapolate.
        if fraction == 1 || !fraction.isFinite { return other }
        let from = decomposed, to = other.decomposed
        let turn = shortestArc(from: from.rotation, to: to.rotation)
        return Transform2D(TransformComponents(
            rotation: from.rotation + turn * fraction,
            scaleX: lerp(from.scaleX, to.scaleX, fraction),
            scaleY: lerp(from.scaleY, to.scaleY, fraction),
            shear: lerp(from.shear, to.shear, fraction),
            translation: lerp(from.translation, to.translation, fraction)
        ))
    }
}

/// The signed angle in [-pi, pi] that turns `from` onto `to` the short way round.
public func shortestArc(from: Double, to: Double) -> Double {
    let twoPi = 2 * Double.pi
    var delta = (to - from).truncatingRemainder(dividingBy: twoPi)
    if delta > .pi { delta -= twoPi }
    if delta < -.pi { delta += twoPi }
    return delta
}

/// Linear interpolation: `from` at 0, `to` at 1.
@inlinable public func lerp(_ from: Double, _ to: Double, _ fraction: Double) -> Double {
    from + (to - from) * fraction
}

/// Linear interpolation of points.
@inlinable public func lerp(_ from: Point, _ to: Point, _ fraction: Double) -> Point {
    Point(x: lerp(from.x, to.x, fraction), y: lerp(from.y, to.y, fraction))
}

/// Linear interpolation of sizes.
@inlinable public func lerp(_ from: Size, _ to: Size, _ fraction: Double) -> Size {
    Size(width: lerp(from.width, to.width, fraction), height: lerp(from.height, to.height, fraction))
}
