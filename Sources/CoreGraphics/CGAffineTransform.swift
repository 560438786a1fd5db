import CollectionLayoutCore
import Foundation

/// A 2D affine transformation matrix, laid out as Core Graphics lays it out.
///
/// The matrix is `[a b 0; c d 0; tx ty 1]` and points are row vectors: a point
/// `(x, y)` maps to `(a*x + c*y + tx, b*x + d*y + ty)`. Translations are in points,
/// angles in radians; in UIKit's y-down coordinates a positive angle turns the +x
/// axis towards +y (clockwise on screen), exactly as on iOS.
public struct CGAffineTransform: Hashable, Sendable {
    /// The entry at row 1, column 1 (x scale when there is no rotation).
    public var a: CGFloat
    /// The entry at row 1, column 2.
    public var b: CGFloat
    /// The entry at row 2, column 1.
    public var c: CGFloat
    /// The entry at row 2, column 2 (y scale when there is no rotation).
    public var d: CGFloat
    /// The x translation, in points.
    public var tx: CGFloat
    /// The y translation, in points.
    public var ty: CGFloat

    /// Creates a transform with every entry zero, as the imported C struct's `init()` does.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a transform from its six entries, unlabelled, in the order `a, b, c, d, tx, ty`.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A transform that moves points by `(x, y)` points: `[1 0 0 1 x y]`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(Transform2D(translationX: Double(tx), y: Double(ty)))
    }

    /// A transform that scales x by `sx` and y by `sy`: `[sx 0 0 sy 0 0]`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(Transform2D(scaleX: Double(sx), y: Double(sy)))
    }

    /// A transform that rotates by `angle` radians: `[cos sin -sin cos 0 0]`.
    public init(rotationAngle angle: CGFloat) {
        self.init(Transform2D(rotationAngle: Double(angle)))
    }

    /// The identity transform `[1 0 0 1 0 0]`.
    public static let identity = CGAffineTransform(.identity)

    /// Whether every entry equals the identity's exactly.
    public var isIdentity: Bool { self == .identity }

    /// This transform with a translation applied first: `[1 0 0 1 tx ty] * self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// This transform with a scale applied first: `[sx 0 0 sy 0 0] * self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// This transform with a rotation by `angle` radians applied first: `rotation * self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform, or `self` unchanged when the determinant is zero (as Core Graphics does).
    public func inverted() -> CGAffineTransform {
        // The core answers nil for a singular (or non-finite) determinant; Core Graphics, the input.
        orbit.inverted().map(CGAffineTransform.init(_:)) ?? self
    }

    /// `self` then `t2`: the matrix product `self * t2`, so a point is mapped by `self` first.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(orbit.concatenating(t2.orbit))
    }
}

extension CGAffineTransform: Codable {
    /// Decodes the six entries from an unkeyed container, in the order `a, b, c, d, tx, ty`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let a = try container.decode(CGFloat.self)
        let b = try container.decode(CGFloat.self)
        let c = try container.decode(CGFloat.self)
        let d = try container.decode(CGFloat.self)
        let tx = try container.decode(CGFloat.self)
        let ty = try container.decode(CGFloat.self)
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Encodes the six entries into an unkeyed container, in the order `a, b, c, d, tx, ty`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(a)
        try container.encode(b)
        try container.encode(c)
        try container.encode(d)
        try container.encode(tx)
        try container.encode(ty)
    }
}

extension CGAffineTransform: CustomStringConvertible {
    /// The entries as `CGAffineTransform(a: …, b: …, c: …, d: …, tx: …, ty: …)`.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}
