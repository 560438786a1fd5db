import Foundation

/// iCarousel's cover flow (docs/reference/LAYOUTS.md "coverflow"): the focused item faces the viewer, its
/// neighbours turn towards it by up to `tilt` of a quarter turn and stack up `spacing` item lengths
/// apart, pushed back half an item.
///
/// Written against the public API only: `PerspectiveCarousel` does the rest. O(k) queries.
package struct CoverFlowLayout: PerspectiveCarousel {
    package var itemSize = Size(width: 200, height: 200)
    package var direction: Axis = .horizontal
    /// Of a quarter turn, for items one or more items from the focus (iCarousel's `tilt`).
    package var tilt = 0.9
    /// Item lengths between stacked neighbours (iCarousel's `spacing`).
    package var spacing = 0.25
    /// m34 (iCarousel's `perspective`).
    package var perspective = PerspectiveCarouselDefaults.perspective
    package var fade = CarouselFade.none
    package var showBackfaces = true
    package var drawsBackfaces: Bool { showBackfaces }

    /// The window's length (iCarousel's `visibleItems`); nil for iCarousel's rule.
    package var visibleItems: Int?

    package var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    package init() {}

    /// iCarousel's item width: the item's length along the scroll axis.
    var length: Double { itemSize[direction] }

    package var itemPitch: Double { length }

    package var perspectiveM34: Double { perspective }

    /// iCarousel's window: enough items to fill the view at `spacing` item lengths apart, and two
    /// more, `ceil(L / (spacing * w)) + 2` (the most when the step is 0).
    package var loadedItemCount: Int? {
        let step = spacing * length
        let fits = step > 0 ? (context.boundsSize[direction] / step).rounded(.up) + 2 : .infinity
        return fits.isFinite ? Int(clampingTruncating: fits) : PerspectiveCarouselDefaults.maximumLoadedItems
    }

    /// With `c = clamp(o, -1, 1)`: move `(c*tilt/2 + o*spacing) * length` along the axis and
    /// `-|c| * length/2` in z, after turning by `-c * tilt * pi/2` about the cross axis.
    package func transform(forItemOffset offset: Double) -> Transform3D {
        let clamped = Swift.max(-1, Swift.min(1, offset))
        let along = (clamped * 0.5 * tilt + offset * spacing) * length
        let depth = -abs(clamped) * length * 0.5
        let angle = -clamped * .pi / 2 * tilt
        switch direction {
        case .horizontal:
            return Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
                .concatenating(Transform3D(translationX: along, y: 0, z: depth))
        case .vertical:
            return Transform3D(rotationAngle: angle, x: -1, y: 0, z: 0)
                .concatenating(Transform3D(translationX: 0, y: along, z: depth))
        }
    }

    /// Nearer the focus on top: the stacks of side items all sit at the same depth, where
    /// iCarousel breaks the tie by the distance from the focus.
    package func zIndex(forItemOffset offset: Double) -> Int { -Int(clampingTruncating: abs(offset)) }

    package var flippableDirection: Axis? { direction }
}
