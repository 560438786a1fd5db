import CollectionLayout
import QuartzCore

// Conversions between UIKit's geometry (CGFloat) and Orbit's (Double); both are points in the
// same axes (origin top-left, y down).

extension CGPoint {
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
    var orbit: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGSize {
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
    var orbit: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGRect {
    init(_ rect: Rect) { self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height) }
    /// Standardized first: Core Graphics reads a rect of negative width or height as the one it
    /// spans (a layout may query `(49, 0, -48, 50)`), Orbit's engines as empty.
    var orbit: Rect {
        let rect = isNull ? self : standardized
        return Rect(origin: rect.origin.orbit, size: rect.size.orbit)
    }
}

extension UIEdgeInsets {
    init(_ insets: EdgeInsets) { self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right) }
    var orbit: EdgeInsets { EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right)) }
}

extension IndexPath {
    init(_ indexPath: ItemIndexPath) { self.init(indexes: [indexPath.section, indexPath.item]) }
    /// nil for an index path that is not `[section, item]`.
    var orbit: ItemIndexPath? { count == 2 ? ItemIndexPath(item: self[1], section: self[0]) : nil }
}

extension CATransform3D {
    init(_ transform: Transform3D) {
        self.init(
            m11: CGFloat(transform.m11), m12: CGFloat(transform.m12), m13: CGFloat(transform.m13), m14: CGFloat(transform.m14),
            m21: CGFloat(transform.m21), m22: CGFloat(transform.m22), m23: CGFloat(transform.m23), m24: CGFloat(transform.m24),
            m31: CGFloat(transform.m31), m32: CGFloat(transform.m32), m33: CGFloat(transform.m33), m34: CGFloat(transform.m34),
            m41: CGFloat(transform.m41), m42: CGFloat(transform.m42), m43: CGFloat(transform.m43), m44: CGFloat(transform.m44))
    }

    var orbit: Transform3D {
        Transform3D(
            m11: Double(m11), m12: Double(m12), m13: Double(m13), m14: Double(m14),
            m21: Double(m21), m22: Double(m22), m23: Double(m23), m24: Double(m24),
            m31: Double(m31), m32: Double(m32), m33: Double(m33), m34: Double(m34),
            m41: Double(m41), m42: Double(m42), m43: Double(m43), m44: Double(m44))
    }
}

extension CGAffineTransform {
    var orbit: Transform2D { Transform2D(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty)) }
}
