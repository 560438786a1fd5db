import CollectionLayoutCore
import Foundation

extension CGPoint {
    /// The point mapped by `t`: `(a*x + c*y + tx, b*x + d*y + ty)`, in points.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(t.orbit.apply(to: orbit))
    }
}

extension CGSize {
    /// The size mapped by `t`'s linear part only (no translation): `(a*w + c*h, b*w + d*h)`.
    ///
    /// As in Core Graphics the result may be negative (e.g. under a rotation); it is not standardized.
    // Kept here: Orbit's core maps points (with the translation), not vectors, and a zero
    // translation added to borrow `Transform2D.apply` would turn a -0 width into +0.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the four corners of this rectangle mapped by `t`.
    ///
    /// A null rectangle stays null, and an infinite one stays infinite.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        let transform = t.orbit
        let corners = [
            Point(x: Double(minX), y: Double(minY)), Point(x: Double(maxX), y: Double(minY)),
            Point(x: Double(minX), y: Double(maxY)), Point(x: Double(maxX), y: Double(maxY)),
        ]
        return CGRect(Rect.bounding(corners.map(transform.apply(to:))))
    }
}
