import Foundation

/// iCarousel's time machine (docs/reference/LAYOUTS.md "timemachine"): the items before the focus recede into
/// the distance, `spacing` item lengths apart and drifting `tilt` of an item sideways each; the
/// items after it come towards the viewer and fade (`inverted`: the other way round).
///
/// Written against the public API only: `PerspectiveCarousel` does the rest. O(k) queries.
package struct TimeMachineLayout: PerspectiveCarousel {
    package var itemSize = Size(width: 200, height: 200)
    package var direction: Axis = .horizontal
    /// Item lengths of sideways drift per item (iCarousel's `tilt`).
    package var tilt = 0.3
    /// Item lengths of depth per item (iCarousel's `spacing`).
    package var spacing = 1.0
    /// Later items recede instead of coming forward (iCarousel's inverted time machine). Turning it
    /// mirrors the fade too (`fadeMin = -fadeMax`, `fadeMax = -fadeMin`), as iCarousel's inverted
    /// type fades the other side.
    package var inverted = false {
        didSet {
            guard inverted != oldValue else { return }
            (fade.minimum, fade.maximum) = (fade.maximum.map { -$0 }, fade.minimum.map { -$0 })
        }
    }
    /// m34 (iCarousel's `perspective`).
    package var perspective = PerspectiveCarouselDefaults.perspective
    /// iCarousel's: the items after the focus, coming towards the viewer, fade out over one item
    /// (`fadeMax` 0, `fadeRange` 1).
    package var fade = CarouselFade(maximum: 0, range: 1)
    package var showBackfaces = true
    package var drawsBackfaces: Bool { showBackfaces }

    /// The window's length (iCarousel's `visibleItems`); nil for iCarousel's rule.
    package var visibleItems: Int?

    package var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    package init() {}

    var length: Double { itemSize[direction] }

    package var itemPitch: Double { length }

    package var perspectiveM34: Double { perspective }

    /// iCarousel's window for the time machine: the most items (the fade and the eye cut the near
    /// side shorter).
    package var loadedItemCount: Int? { PerspectiveCarouselDefaults.maximumLoadedItems }

    /// Move `o * tilt * length` along the axis and `o * spacing * length` in z, towards the viewer
    /// (`-` when inverted: iCarousel negates both the offset and the tilt).
    package func transform(forItemOffset offset: Double) -> Transform3D {
        let along = offset * tilt * length
        let depth = (inverted ? -1.0 : 1.0) * offset * spacing * length
        return Transform3D(translationX: direction == .horizontal ? along : 0, y: direction == .vertical ? along : 0, z: depth)
    }

    package var flippableDirection: Axis? { direction }
}
