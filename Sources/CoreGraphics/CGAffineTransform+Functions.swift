import Foundation

// The C names of Core Graphics' affine-transform functions, for older Swift code that still calls
// them. On iOS the Swift compiler marks most of these unavailable in favour of the members named in
// each comment; here they stay available so that such code compiles unchanged.

/// The identity transform; the member spelling is `CGAffineTransform.identity`.
public let CGAffineTransformIdentity = CGAffineTransform.identity

/// Returns the transform `[a b c d tx ty]`; same as `CGAffineTransform(a:b:c:d:tx:ty:)`.
public func CGAffineTransformMake(
    _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat
) -> CGAffineTransform {
    CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
}

/// Returns a rotation by `angle` radians; same as `CGAffineTransform(rotationAngle:)`.
public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle)
}

/// Returns a scale by `(sx, sy)`; same as `CGAffineTransform(scaleX:y:)`.
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy)
}

/// Returns a translation by `(tx, ty)` points; same as `CGAffineTransform(translationX:y:)`.
public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty)
}

/// Returns `t` with a translation applied first; same as `t.translatedBy(x:y:)`.
public func CGAffineTransformTranslate(_ t: CGAffineTransform, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    t.translatedBy(x: tx, y: ty)
}

/// Returns `t` with a scale applied first; same as `t.scaledBy(x:y:)`.
public func CGAffineTransformScale(_ t: CGAffineTransform, _ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    t.scaledBy(x: sx, y: sy)
}

/// Returns `t` with a rotation by `angle` radians applied first; same as `t.rotated(by:)`.
public func CGAffineTransformRotate(_ t: CGAffineTransform, _ angle: CGFloat) -> CGAffineTransform {
    t.rotated(by: angle)
}

/// Returns `t1 * t2` (`t1` then `t2`); same as `t1.concatenating(t2)`.
public func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform {
    t1.concatenating(t2)
}

/// Returns the inverse of `t`, or `t` unchanged when it cannot be inverted; same as `t.inverted()`.
public func CGAffineTransformInvert(_ t: CGAffineTransform) -> CGAffineTransform {
    t.inverted()
}

/// Whether `t` is exactly the identity; same as `t.isIdentity`.
public func CGAffineTransformIsIdentity(_ t: CGAffineTransform) -> Bool {
    t.isIdentity
}

/// Whether every entry of `t1` equals `t2`'s; same as `t1 == t2`.
public func CGAffineTransformEqualToTransform(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> Bool {
    t1 == t2
}

/// Returns `point` mapped by `t`; same as `point.applying(t)`.
public func CGPointApplyAffineTransform(_ point: CGPoint, _ t: CGAffineTransform) -> CGPoint {
    point.applying(t)
}

/// Returns `size` mapped by the linear part of `t`; same as `size.applying(t)`.
public func CGSizeApplyAffineTransform(_ size: CGSize, _ t: CGAffineTransform) -> CGSize {
    size.applying(t)
}

/// Returns the bounding box of `rect` mapped by `t`; same as `rect.applying(t)`.
public func CGRectApplyAffineTransform(_ rect: CGRect, _ t: CGAffineTransform) -> CGRect {
    rect.applying(t)
}
