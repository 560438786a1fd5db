import Foundation

/// A 2D affine transform with CGAffineTransform's layout and conventions:
/// `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`.
///
/// Angles are radians; a positive angle turns clockwise on screen (y points down).
public struct Transform2D: Hashable, Sendable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `angle` radians about the origin.
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A scale by `sx` along x and `sy` along y about the origin.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation by (`tx`, `ty`) points.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// The six entries in CGAffineTransform order `[a, b, c, d, tx, ty]`.
    public var components: [Double] { [a, b, c, d, tx, ty] }

    public var isIdentity: Bool { self == .identity }

    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The determinant of the linear part; zero when the transform collapses the plane.
    public var determinant: Double { a * d - b * c }

    /// Applies the transform to a point.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The transform that applies `self` first and then `other` (CGAffineTransform's `concatenating`).
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// The inverse transform, or nil when the transform is singular (determinant 0).
    public func inverted() -> Transform2D? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return Transform2D(
            a: d / det,
            b: -b / det,
            c: -c / det,
            d: a / det,
            tx: (c * ty - d * tx) / det,
            ty: (b * tx - a * ty) / det
        )
    }

    /// `self` followed by a rotation (CGAffineTransform's `rotated(by:)` applies it before; this
    /// name says the order explicitly).
    public func thenRotated(by angle: Double) -> Transform2D { concatenating(Transform2D(rotationAngle: angle)) }

    /// `self` followed by a translation.
    public func thenTranslated(x dx: Double, y dy: Double) -> Transform2D {
        concatenating(Transform2D(translationX: dx, y: dy))
    }
}
