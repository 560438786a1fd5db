import CollectionLayout
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
    package var core: Point { Point(x: Double(x), y: Double(y)) }

    /// The point with CGFloat coordinates.
    package init(core point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
}

extension CGRect {
    /// The rectangle with CGFloat coordinates (as it stands: origin and size, not standardized).
    package init(core rect: Rect) {
        self.init(x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
}

extension CGAffineTransform {
    /// The transform with Double entries: the same six entries in the same places.
    package var core: Transform2D {
        Transform2D(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }

    /// The transform with CGFloat entries: the same six entries in the same places.
    package init(core t: Transform2D) {
        self.init(a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }
}
