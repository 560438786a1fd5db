import Foundation

/// iCarousel's rotary carousel (docs/reference/LAYOUTS.md "rotary"): items face the viewer on a circle
/// that turns about the cross axis, the focused item at the front (at the back when `inverted`).
///
/// Written against the public API only: `PerspectiveCarousel` does the rest. O(k) queries.
package struct RotaryLayout: CircularCarouselLayout {
    package var itemSize = Size(width: 200, height: 200)
    package var direction: Axis = .horizontal
    /// Item lengths between neighbours on the circle (iCarousel's `spacing`).
    package var spacing = 1.0
    /// The angle the `count` items span, radians (iCarousel's `arc`).
    package var arc = 2 * Double.pi
    /// The circle's radius, points; nil derives it (iCarousel's `radius`).
    package var radius: Double?
    /// Items on the arc; nil derives it from the view (iCarousel's `count`).
    package var count: Int?
    /// The focus at the back of the circle (iCarousel's inverted rotary).
    package var inverted = false
    /// m34 (iCarousel's `perspective`).
    package var perspective = PerspectiveCarouselDefaults.perspective
    package var fade = CarouselFade.none
    package var showBackfaces = true
    package var drawsBackfaces: Bool { showBackfaces }

    /// The last item is followed by the first (iCarousel's `wrap`, on by default for circles).
    package var wrap = true

    /// The window's length (iCarousel's `visibleItems`); nil for iCarousel's rule.
    package var visibleItems: Int?

    package var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    package init() {}

    /// Half a spaced item: the items never overlap on the circle.
    package var minimumRadius: Double { itemPitch * spacing / 2 }

    /// `angle = o / count * arc`; move `r*sin(angle)` along the axis and `r*cos(angle) - r` in z
    /// (radius and angle negated when inverted).
    package func transform(forItemOffset offset: Double) -> Transform3D {
        let circle = circle
        let sign = inverted ? -1.0 : 1.0
        let radius = sign * circle.radius, angle = sign * circle.angle(forOffset: offset)
        let along = radius * sin(angle), depth = radius * cos(angle) - radius
        return Transform3D(translationX: direction == .horizontal ? along : 0, y: direction == .vertical ? along : 0, z: depth)
    }
}
