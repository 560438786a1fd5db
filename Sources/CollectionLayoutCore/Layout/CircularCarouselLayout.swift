/// A perspective carousel whose items stand on a circle about the cross axis, with iCarousel's
/// circle options (rotary, cylinder). It gives the circle (`CircularCarousel`), the visible
/// offsets, the pitch, the perspective and the flippable direction from those options; a layout
/// adds only how an item sits at its angle (`transform(forItemOffset:)`).
public protocol CircularCarouselLayout: PerspectiveCarousel {
    /// Item lengths between neighbours on the circle (iCarousel's `spacing`).
    var spacing: Double { get set }
    /// The angle the `count` items span, radians (iCarousel's `arc`).
    var arc: Double { get set }
    /// The circle's radius, points; nil derives it (iCarousel's `radius`).
    var radius: Double? { get set }
    /// Items on the arc; nil derives it from the view (iCarousel's `count`).
    var count: Int? { get set }
    /// iCarousel's inverted variant.
    var inverted: Bool { get set }
    /// m34 (iCarousel's `perspective`).
    var perspective: Double { get set }
    /// The last item is followed by the first (`wrap`; iCarousel's default for circles is true).
    var wrap: Bool { get set }
    /// The smallest radius the automatic rule gives, points.
    var minimumRadius: Double { get }
    /// iCarousel's `visibleItems` option (see `PerspectiveCarousel`); nil for the window's own rule.
    var visibleItems: Int? { get set }
}

extension CircularCarouselLayout {
    /// The item's length along the scroll axis, points.
    public var itemPitch: Double { itemSize[direction] }

    public var perspectiveM34: Double { perspective }

    /// The items on the arc and the radius.
    package var circle: CircularCarousel {
        CircularCarousel(
            itemCount: context.itemCount, viewLength: context.boundsSize[direction], itemLength: itemPitch,
            spacing: spacing, arc: arc, count: count, radius: radius, minimumRadius: minimumRadius)
    }

    /// iCarousel's window of loaded items: the items on the arc, `count`, or half of them,
    /// `ceil(count / 2)`, for the inverted variants. Without wrapping, the items past half a turn
    /// at the ends then stand on the far side of the circle, as in iCarousel.
    public var loadedItemCount: Int? {
        let count = circle.count
        return inverted ? (count + 1) / 2 : count
    }

    public var flippableDirection: Axis? { direction }
}
