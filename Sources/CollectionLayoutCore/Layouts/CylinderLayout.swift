import Foundation

/// iCarousel's cylinder (docs/reference/LAYOUTS.md "cylinder"): items are the faces of a cylinder about the
/// cross axis, turned with it, the focused face towards the viewer (the inside of the cylinder,
/// seen from its centre, when `inverted`).
///
/// Written against the public API only: `PerspectiveCarousel` does the rest. O(k) queries.
package struct CylinderLayout: CircularCarouselLayout {
    package var itemSize = Size(width: 200, height: 200)
    package var direction: Axis = .horizontal
    /// Item lengths between neighbouring faces (iCarousel's `spacing`).
    package var spacing = 1.0
    /// The angle the `count` faces span, radians (iCarousel's `arc`).
    package var arc = 2 * Double.pi
    /// The cylinder's radius, points; nil derives it (iCarousel's `radius`).
    package var radius: Double?
    /// Faces on the arc; nil derives it from the view (iCarousel's `count`).
    package var count: Int?
    /// Seen from inside (iCarousel's inverted cylinder).
    package var inverted = false
    /// m34 (iCarousel's `perspective`).
    package var perspective = PerspectiveCarouselDefaults.perspective
    package var fade = CarouselFade.none
    /// Whether faces turned away are drawn; nil (`auto`): iCarousel's default, hidden for the
    /// inverted cylinder only.
    package var showBackfaces: Bool?

    /// The last item is followed by the first (iCarousel's `wrap`, on by default for circles).
    package var wrap = true

    /// The window's length (iCarousel's `visibleItems`); nil for iCarousel's rule.
    package var visibleItems: Int?

    package var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    package init() {}

    package var drawsBackfaces: Bool { showBackfaces ?? !inverted }

    package var minimumRadius: Double { 0.01 }

    /// `angle = o / count * arc`: move `r + 0.01` towards the viewer, turn by `angle` about the
    /// cross axis, move `r` back (radius and angle negated when inverted).
    package func transform(forItemOffset offset: Double) -> Transform3D {
        let circle = circle
        let sign = inverted ? -1.0 : 1.0
        let radius = sign * circle.radius, angle = sign * circle.angle(forOffset: offset)
        let turn = direction == .horizontal
            ? Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
            : Transform3D(rotationAngle: angle, x: -1, y: 0, z: 0)
        return Transform3D(translationX: 0, y: 0, z: radius + 0.01)
            .concatenating(turn)
            .concatenating(Transform3D(translationX: 0, y: 0, z: -radius))
    }
}
