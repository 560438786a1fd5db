import Foundation

extension CGPoint {
    /// The point mapped by `t`: `(a*x + c*y + tx, b*x + d*y + ty)`, in points.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by `t`'s linear part only (no translation): `(a*w + c*h, b*w + d*h)`.
    ///
    /// As in Core Graphics the result may be negative (e.g. under a rotation); it is not standardized.
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
        let corners = [
            CGPoint(x: minX, y: minY).applying(t),
            CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t),
            CGPoint(x: maxX, y: maxY).applying(t),
        ]
        var low = corners[0]
        var high = corners[0]
        for corner in corners.dropFirst() {
            low.x = Swift.min(low.x, corner.x)
            low.y = Swift.min(low.y, corner.y)
            high.x = Swift.max(high.x, corner.x)
            high.y = Swift.max(high.y, corner.y)
        }
        return CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }
}
