import Foundation

/// Flutter's ListWheelScrollView (docs/reference/LAYOUTS.md "wheel3d"): items of a fixed extent on the face
/// of a cylinder seen with perspective, the focused item flat in the middle; `offAxisFraction`
/// moves the cylinder's axis sideways and `magnification` enlarges the focused item.
///
/// Written against the public API only: `PerspectiveCarousel` does the rest. O(k) queries.
package struct Wheel3DLayout: PerspectiveCarousel {
    /// The extent along the scroll axis is Flutter's `itemExtent`.
    package var itemSize = Size(width: 240, height: 50)
    package var direction: Axis = .vertical
    /// The cylinder's diameter over the view's length (Flutter's `diameterRatio`).
    package var diameterRatio = 2.0
    /// Flutter's `perspective`: m34 is its negative, so the eye is `1/perspective` points away.
    package var perspective = 0.003
    /// The cylinder's axis moved across by this fraction of the view's width (Flutter's
    /// `offAxisFraction`).
    package var offAxisFraction = 0.0
    /// The focused item's scale (Flutter's `magnification`; 1 is no magnifier).
    package var magnification = 1.0
    /// The wheel's angular compactness (Flutter's `squeeze`).
    package var squeeze = 1.0
    package var fade = CarouselFade.none
    package var showBackfaces = true
    package var drawsBackfaces: Bool { showBackfaces }

    /// The last item is followed by the first (iCarousel's and Orbit's `wrap`).
    package var wrap = false

    package var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    package init() {}

    var extent: Double { itemSize[direction] }

    package var itemPitch: Double { extent }

    package var perspectiveM34: Double { -perspective }

    /// Flutter's `_maxVisibleRadian`: the angle at the view's edge.
    package var maximumVisibleAngle: Double { diameterRatio < 1 ? .pi / 2 : asin(1 / diameterRatio) }

    /// The cylinder's radius, `L * diameterRatio / 2`, points.
    package var radius: Double { context.boundsSize[direction] * diameterRatio / 2 }

    /// The angle of an item `offset` items from the focus: `(o * extent / L) * 2 * maxAngle / squeeze`.
    package func angle(forOffset offset: Double) -> Double {
        let length = context.boundsSize[direction]
        guard length > 0, squeeze > 0 else { return offset == 0 ? 0 : .pi }
        return offset * extent / length * 2 * maximumVisibleAngle / squeeze
    }

    /// The items Flutter lays out (`performLayout`, `renderChildrenOutsideViewport: false`): those
    /// whose slot `[o*e, (o+1)*e)` meets the band `L * squeeze` long centred on the focused slot,
    /// `|o| < L * squeeze / (2 * extent) + 1/2`, an open bound (a slot that only touches the band's
    /// end is left out).
    package var visibleOffsets: ClosedRange<Double> {
        guard extent > 0 else { return 0...0 }
        let reach = context.boundsSize[direction] * squeeze / (2 * extent) + 0.5
        guard reach.isFinite, reach > 0 else { return 0...0 }
        return -reach.nextDown...reach.nextDown
    }

    /// Flutter paints no item turned past a quarter turn: `|angle| <= pi/2`.
    package func isShown(atOffset offset: Double) -> Bool {
        abs(angle(forOffset: offset)) <= .pi / 2
    }

    /// Later items on top: Flutter paints its children in index order, whatever their depth.
    package func zIndex(forItemOffset offset: Double) -> Int {
        Int(clampingTruncating: offset.rounded(.down))
    }

    /// Flutter's `createCylindricalProjectionTransform` in row-vector form: move `r` towards the
    /// viewer, turn by the item's angle about the cross axis (away from the viewer for items after
    /// the focus), move `r` back; the shared perspective follows.
    package func transform(forItemOffset offset: Double) -> Transform3D {
        let angle = angle(forOffset: offset), radius = radius
        let turn = direction == .vertical
            ? Transform3D(rotationAngle: -angle, x: 1, y: 0, z: 0)
            : Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
        return Transform3D(translationX: 0, y: 0, z: radius)
            .concatenating(turn)
            .concatenating(Transform3D(translationX: 0, y: 0, z: -radius))
    }

    /// The transform's origin, `offAxisFraction` of the view's width across from the middle.
    package func anchorPoint(forItemOffset offset: Double) -> Point {
        let across = direction.crossed, size = itemSize[across]
        guard size > 0 else { return LayoutAttributes.defaultAnchorPoint }
        let shifted = 0.5 - offAxisFraction * context.boundsSize[across] / size
        return Point(along: direction, 0.5, across: shifted)
    }

    /// `1 + (magnification - 1) * max(0, 1 - |o|)`: the magnifier's band, as a ramp over one item.
    package func scale(forItemOffset offset: Double) -> Double {
        1 + (magnification - 1) * Swift.max(0, 1 - abs(offset))
    }

    package var flippableDirection: Axis? { direction }
}
