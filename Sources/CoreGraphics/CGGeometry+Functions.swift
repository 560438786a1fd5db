import Foundation

// The C names of Core Graphics' geometry functions and constants, for older Swift code that still
// uses them. On iOS the Swift compiler marks these unavailable in favour of the members named in each
// comment; here they stay available so that such code compiles unchanged. Units are points.

/// The rectangle at the origin with zero size; the member spelling is `CGRect.zero`.
public let CGRectZero = CGRect.zero
/// The null rectangle (no area, infinite origin); the member spelling is `CGRect.null`.
public let CGRectNull = CGRect.null
/// The infinite rectangle; the member spelling is `CGRect.infinite`.
public let CGRectInfinite = CGRect.infinite
/// The point `(0, 0)`; the member spelling is `CGPoint.zero`.
public let CGPointZero = CGPoint.zero
/// The size `(0, 0)`; the member spelling is `CGSize.zero`.
public let CGSizeZero = CGSize.zero

/// Returns the point `(x, y)`; same as `CGPoint(x:y:)`.
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    CGPoint(x: x, y: y)
}

/// Returns the size `(width, height)`; same as `CGSize(width:height:)`.
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize {
    CGSize(width: width, height: height)
}

/// Returns the rectangle with origin `(x, y)` and size `(width, height)`; same as `CGRect(x:y:width:height:)`.
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// The smallest x of `rect`; same as `rect.minX`.
public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }
/// The x of `rect`'s centre; same as `rect.midX`.
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }
/// The largest x of `rect`; same as `rect.maxX`.
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }
/// The smallest y of `rect`; same as `rect.minY`.
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }
/// The y of `rect`'s centre; same as `rect.midY`.
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }
/// The largest y of `rect`; same as `rect.maxY`.
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }
/// The width of `rect`, never negative; same as `rect.width`.
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }
/// The height of `rect`, never negative; same as `rect.height`.
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }

/// Whether the two rectangles overlap; same as `rect1.intersects(rect2)`.
public func CGRectIntersectsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool {
    rect1.intersects(rect2)
}

/// Whether `point` lies in `rect`; same as `rect.contains(point)`.
public func CGRectContainsPoint(_ rect: CGRect, _ point: CGPoint) -> Bool {
    rect.contains(point)
}

/// Whether `rect2` lies entirely in `rect1`; same as `rect1.contains(rect2)`.
public func CGRectContainsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool {
    rect1.contains(rect2)
}

/// Returns `rect` shrunk by `dx` on the left and right and `dy` on the top and bottom; same as `rect.insetBy(dx:dy:)`.
public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect {
    rect.insetBy(dx: dx, dy: dy)
}

/// Returns `rect` moved by `(dx, dy)`; same as `rect.offsetBy(dx:dy:)`.
public func CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect {
    rect.offsetBy(dx: dx, dy: dy)
}

/// Returns the smallest rectangle containing both; same as `r1.union(r2)`.
public func CGRectUnion(_ r1: CGRect, _ r2: CGRect) -> CGRect {
    r1.union(r2)
}

/// Returns the overlap of the two rectangles, or the null rectangle; same as `r1.intersection(r2)`.
public func CGRectIntersection(_ r1: CGRect, _ r2: CGRect) -> CGRect {
    r1.intersection(r2)
}

/// Returns `rect` with non-negative width and height; same as `rect.standardized`.
public func CGRectStandardize(_ rect: CGRect) -> CGRect {
    rect.standardized
}

/// Returns the smallest rectangle with integral coordinates containing `rect`; same as `rect.integral`.
public func CGRectIntegral(_ rect: CGRect) -> CGRect {
    rect.integral
}

/// Whether `rect` has zero width or height, or is null; same as `rect.isEmpty`.
public func CGRectIsEmpty(_ rect: CGRect) -> Bool {
    rect.isEmpty
}

/// Whether `rect` is the null rectangle; same as `rect.isNull`.
public func CGRectIsNull(_ rect: CGRect) -> Bool {
    rect.isNull
}

/// Whether `rect` is the infinite rectangle; same as `rect.isInfinite`.
public func CGRectIsInfinite(_ rect: CGRect) -> Bool {
    rect.isInfinite
}

/// Whether the two rectangles have equal origin and size once standardized, or are both null; same as `rect1.equalTo(rect2)`.
public func CGRectEqualToRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool {
    rect1.equalTo(rect2)
}

/// Whether the two points are equal; same as `point1.equalTo(point2)`.
public func CGPointEqualToPoint(_ point1: CGPoint, _ point2: CGPoint) -> Bool {
    point1.equalTo(point2)
}

/// Whether the two sizes are equal; same as `size1.equalTo(size2)`.
public func CGSizeEqualToSize(_ size1: CGSize, _ size2: CGSize) -> Bool {
    size1.equalTo(size2)
}
