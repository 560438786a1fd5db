import CollectionLayoutCore
import CoreGraphics

// Core Animation's transform functions, under their C names (which is also how Swift on iOS spells
// them). Row-vector convention: `CATransform3DConcat(a, b)` is `a * b`, i.e. `a` applied first.

/// The identity transform `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D(.identity)

/// Whether `t` is exactly the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Whether every entry of `a` equals the matching entry of `b`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// A transform that moves points by `(tx, ty, tz)` points: `[1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(translationX: Double(tx), y: Double(ty), z: Double(tz)))
}

/// A transform that scales by `(sx, sy, sz)`: `[sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1]`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(scaleX: Double(sx), y: Double(sy), z: Double(sz)))
}

/// A rotation by `angle` radians about the axis `(x, y, z)` through the origin; the identity if the axis has zero length.
///
/// The axis need not be unit length. About `(0, 0, 1)` this equals
/// `CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))`, so `(1, 0, 0)` turns towards `(0, 1, 0)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    // The core answers the identity for a non-finite angle; Core Animation's arithmetic carries the
    // NaN into every entry of the rotation block (a zero or non-finite axis is the identity in both).
    guard angle.isFinite || !(length > 0 && length.isFinite) else {
        let nan = CGFloat.nan
        return CATransform3D(
            m11: nan, m12: nan, m13: nan, m14: 0,
            m21: nan, m22: nan, m23: nan, m24: 0,
            m31: nan, m32: nan, m33: nan, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }
    return CATransform3D(Transform3D(rotationAngle: Double(angle), x: Double(x), y: Double(y), z: Double(z)))
}

/// `t` with a translation by `(tx, ty, tz)` points applied first: `translate(tx, ty, tz) * t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(t.orbit.translated(x: Double(tx), y: Double(ty), z: Double(tz)))
}

/// `t` with a scale by `(sx, sy, sz)` applied first: `scale(sx, sy, sz) * t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(t.orbit.scaled(x: Double(sx), y: Double(sy), z: Double(sz)))
}

/// `t` with a rotation by `angle` radians about `(x, y, z)` applied first: `rotation(angle, x, y, z) * t`.
///
/// A zero-length axis rotates by nothing and returns `t` (Core Animation leaves this case undefined).
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).multiplied(by: t)
}

/// `a * b`: `a` applied first, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.multiplied(by: b)
}

/// The inverse of `t`, or `t` unchanged when it has no inverse (as Core Animation does).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverse() ?? t
}

/// The 3D transform with the same effect on the z = 0 plane as the affine transform `m`.
///
/// `a, b, c, d` go to `m11, m12, m21, m22`, `tx, ty` to `m41, m42`; `m33` and `m44` are 1.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(Transform3D(m.orbit))
}

/// Whether `t` is exactly an affine transform embedded as `CATransform3DMakeAffineTransform` embeds one.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    // The core's `isAffine2D` lets z be scaled (m33 free); Core Animation's affine embedding has m33 = 1.
    t.orbit.isAffine2D && t.m33 == 1
}

/// The affine transform `[m11 m12 m21 m22 m41 m42]` held in `t`; meaningful only when `CATransform3DIsAffine(t)`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(t.orbit.affine2D)
}
