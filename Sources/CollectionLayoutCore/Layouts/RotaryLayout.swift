import Foundation

/// iCarousel's rotary carousel (docs/reference/LAYOUTS.md "rotary"): items face the viewer on a circle
/// that turns about the cross axis, the focused item at the front (at the back when `inverted`).
///
/// Written against the public API only: `PerspectiveCarousel` does the rest. O(k) queries.
public struct RotaryLayout: CircularCarouselLayout {
    public var itemSize = Size(width: 200, height: 200)
    public var direction: Axis = .horizontal
    /// Item lengths between neighbours on the circle (iCarousel's `spacing`).
    public var spacing = 1.0
    /// The angle the `count` items span, radians (iCarousel's `arc`).
    public var arc = 2 * Double.pi
    /// The circle's radius, points; nil derives it (iCarousel's `radius`).
    public var radius: Double?
    /// Items on the arc; nil derives it from the view (iCarousel's `count`).
    public var count: Int?
    /// The focus at the back of the circle (iCarousel's inverted rotary).
    public var inverted = false
    /// m34 (iCarousel's `perspective`).
    public var perspective = PerspectiveCarouselDefaults.perspective
    public var fade = CarouselFade.none
    public var showBackfaces = true
    public var drawsBackfaces: Bool { showBackfaces }

    /// The last item is followed by the first (iCarousel's `wrap`, on by default for circles).
    public var wrap = true

    /// The window's length (iCarousel's `visibleItems`); nil for iCarousel's rule.
    public var visibleItems: Int?

    public var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    public init() {}

    /// Half a spaced item: the items never overlap on the circle.
    public var minimumRadius: Double { itemPitch * spacing / 2 }

    /// `angle = o / count * arc`; move `r*sin(angle)` along the axis and `r*cos(angle) - r` in z
    /// (radius and angle negated when inverted).
    public func transform(forItemOffset offset: Double) -> Transform3D {
        let circle = circle
        let sign = inverted ? -1.0 : 1.0
        let radius = sign * circle.radius, angle = sign * circle.angle(forOffset: offset)
        let along = radius * sin(angle), depth = radius * cos(angle) - radius
        return Transform3D(translationX: direction == .horizontal ? along : 0, y: direction == .vertical ? along : 0, z: depth)
    }
}
