import CollectionLayoutCore
import Foundation

// Core Graphics' values in Orbit's core geometry and back: the same layout and axes (points, origin
// top-left, y down, row vectors), CGFloat entries against Double ones. The transform arithmetic
// (products, inverses, rotations, applying to a point, bounding boxes) is done once, by the core's
// `Transform2D`, `Transform3D` and `Rect`; Core Graphics and Core Animation convert at the boundary.
//
// `package`, not `public`: QuartzCore and UIKit share these conversions, while a layout's
// `import UIKit` still sees none of Orbit's names (`Point`, `Rect`, `Transform2D`, …).

extension CGPoint {
    /// The point with Double coordinates.
    package var orbit: Point { Point(x: Double(x), y: Double(y)) }

    /// The point with CGFloat coordinates.
    package init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
}

extension CGSize {
    /// The size with Double dimensions.
    package var orbit: Size { Size(width: Double(width), height: Double(height)) }

    /// The size with CGFloat dimensions.
    package init(_ size: Size) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
}

extension CGRect {
    /// The rectangle with CGFloat coordinates (as it stands: origin and size, not standardized).
    package init(_ rect: Rect) {
        self.init(x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }

    /// The rectangle with Double coordinates, standardized first: Core Graphics reads a rect of
    /// negative width or height as the one it spans (a layout may query `(49, 0, -48, 50)`),
    /// Orbit's geometry as empty. The null rect stays as it is.
    package var orbit: Rect {
        let rect = isNull ? self : standardized
        return Rect(origin: rect.origin.orbit, size: rect.size.orbit)
    }
}

extension CGAffineTransform {
    /// The transform with Double entries: the same six entries in the same places.
    package var orbit: Transform2D {
        Transform2D(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }

    /// The transform with CGFloat entries: the same six entries in the same places.
    package init(_ t: Transform2D) {
        self.init(a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }
}
