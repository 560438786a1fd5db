extension LayoutAttributes {
    /// Points with `w` below this are treated as behind the eye: an item's outline is clipped at
    /// `w = nearPlaneW`, where it is drawn 1/0.05 = 20 times its size. The renderers clip the same
    /// way, so what is drawn, hit and culled agree.
    package static let nearPlaneW = 0.05

    /// The full 3D mapping from untransformed content coordinates (z = 0) to drawn content
    /// coordinates (before the division by w): move the anchor to the origin, apply `transform3D`
    /// (or the 2D `transform`), move back. The perspective's vanishing point is thus the anchor.
    package var drawingTransform3D: Transform3D {
        let anchor = anchorPosition
        let transform = transform3D ?? Transform3D(self.transform)
        return Transform3D(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: anchor.x, y: anchor.y))
    }

    /// The frame's corners (top-left, top-right, bottom-right, bottom-left) through
    /// `drawingTransform3D`, before the division by w.
    package var homogeneousCorners: [HomogeneousPoint] {
        let mapping = drawingTransform3D
        return frameCorners.map(mapping.apply(to:))
    }

    /// The drawn outline of a 3D item, content coordinates: its corners clipped to the part in
    /// front of the eye (`w >= nearPlaneW`), then projected. Empty when the whole item is behind
    /// the eye; up to five points, in the corners' order.
    package var projectedOutline: [Point] {
        Self.clip(homogeneousCorners, minimumW: Self.nearPlaneW).map(\.projected)
    }

    /// Where the point `point` of the untransformed frame (content coordinates) is drawn; nil when
    /// it lies behind the eye.
    package func drawnPoint(_ point: Point) -> Point? {
        let mapped = drawingTransform3D.apply(to: point)
        guard mapped.w >= Self.nearPlaneW else { return nil }
        return mapped.projected
    }

    /// Where the centre of the frame is drawn, content coordinates; nil when it lies behind the
    /// eye. A 2D item's goes through `drawingTransform` exactly.
    package var drawnCentre: Point? {
        guard transform3D != nil else { return drawingTransform.apply(to: center) }
        return drawnPoint(center)
    }

    /// The depth used to order items with equal `zIndex`: z of the frame's centre after the
    /// transform, points towards the viewer (0 for 2D items). Larger is drawn later, on top.
    package var depth: Double {
        guard transform3D != nil else { return 0 }
        return drawingTransform3D.apply(to: center).z
    }

    /// The depth the draw order compares among items of equal `zIndex` (larger on top):
    /// iCarousel's depth-order sample, the z of the point (1, 1, 1) of the item's own space
    /// (one point right, down and towards the viewer of its anchor) after `transform3D`,
    /// `m13 + m23 + m33 + m43`; 0 for 2D items. Off the centre by the item's own (1, 1, 1) (about
    /// a point for an unscaled item), it orders items as `depth` does except where their centres
    /// lie at nearly the same depth, such as two faces of a circle either side of the focus,
    /// which it orders as iCarousel draws them. O(1).
    package var drawOrderDepth: Double {
        guard let t = transform3D else { return 0 }
        return t.m13 + t.m23 + t.m33 + t.m43
    }

    /// Whether the front of the item faces the viewer: its drawn outline keeps the corners'
    /// clockwise order on screen. Always true for 2D items; false for a 3D item wholly behind the
    /// eye.
    package var isFacingViewer: Bool {
        guard transform3D != nil else { return true }
        return Self.signedArea(projectedOutline) > 0
    }

    // MARK: - Polygons

    /// `polygon` clipped to the half-space `w >= minimumW` (Sutherland–Hodgman against one plane):
    /// the part of a planar polygon in front of the eye, in the same order.
    ///
    /// - Complexity: O(vertices).
    package static func clip(_ polygon: [HomogeneousPoint], minimumW: Double) -> [HomogeneousPoint] {
        guard polygon.contains(where: { $0.w < minimumW }) else { return polygon }
        var result: [HomogeneousPoint] = []
        for (index, current) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            let currentInside = current.w >= minimumW, nextInside = next.w >= minimumW
            if currentInside { result.append(current) }
            if currentInside != nextInside {
                let fraction = (minimumW - current.w) / (next.w - current.w)
                result.append(current.interpolated(to: next, fraction: fraction))
            }
        }
        return result
    }

    /// Twice the signed area of `polygon` with y down: positive when its points run clockwise on
    /// screen (as a frame's corners do).
    package static func signedArea(_ polygon: [Point]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var sum = 0.0
        for (index, point) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            sum += point.x * next.y - next.x * point.y
        }
        return sum
    }

    /// Whether `point` lies inside or on the convex polygon `polygon` (either winding).
    package static func convexPolygon(_ polygon: [Point], contains point: Point) -> Bool {
        guard polygon.count >= 3 else { return false }
        var sign = 0.0
        for (index, a) in polygon.enumerated() {
            let b = polygon[(index + 1) % polygon.count]
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            guard cross.isFinite else { return false }
            if cross == 0 { continue }
            if sign == 0 {
                sign = cross
            } else if (sign > 0) != (cross > 0) {
                return false
            }
        }
        return sign != 0
    }
}
