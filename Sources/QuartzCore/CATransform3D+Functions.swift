import CoreGraphics

// Core Animation's transform functions, under their C names (which is also how Swift on iOS spells
// them). Row-vector convention: `CATransform3DConcat(a, b)` is `a * b`, i.e. `a` applied first.

/// The identity transform `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1
)

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
    var t = CATransform3DIdentity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

/// A transform that scales by `(sx, sy, sz)`: `[sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1]`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)` through the origin; the identity if the axis has zero length.
///
/// The axis need not be unit length. About `(0, 0, 1)` this equals
/// `CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))`, so `(1, 0, 0)` turns towards `(0, 1, 0)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let s = sin(angle)
    let c = cos(angle)
    let k = 1 - c
    // Rodrigues' rotation matrix, transposed for row vectors: row i is where basis vector i goes.
    return CATransform3D(
        m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
        m21: uy * ux * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
        m31: uz * ux * k + uy * s, m32: uz * uy * k - ux * s, m33: c + uz * uz * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )
}

/// `t` with a translation by `(tx, ty, tz)` points applied first: `translate(tx, ty, tz) * t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).multiplied(by: t)
}

/// `t` with a scale by `(sx, sy, sz)` applied first: `scale(sx, sy, sz) * t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).multiplied(by: t)
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
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0,
        m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1
    )
}

/// Whether `t` is exactly an affine transform embedded as `CATransform3DMakeAffineTransform` embeds one.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine transform `[m11 m12 m21 m22 m41 m42]` held in `t`; meaningful only when `CATransform3DIsAffine(t)`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
