import Foundation

/// iCarousel's time machine (docs/LAYOUTS.md "timemachine"): the items after the focus recede into
/// the distance, `spacing` item lengths apart and drifting `tilt` of an item sideways each; the
/// items before it come towards the viewer and fade (`inverted`: the other way round).
///
/// Written against the public API only: `PerspectiveCarousel` does the rest. O(k) queries.
public struct TimeMachineLayout: PerspectiveCarousel {
    public var itemSize = Size(width: 200, height: 200)
    public var direction: Axis = .horizontal
    /// Item lengths of sideways drift per item (iCarousel's `tilt`).
    public var tilt = 0.3
    /// Item lengths of depth per item (iCarousel's `spacing`).
    public var spacing = 1.0
    /// Later items come forward instead of receding (iCarousel's inverted time machine).
    public var inverted = false
    /// m34 (iCarousel's `perspective`).
    public var perspective = PerspectiveCarouselDefaults.perspective
    /// Items passing the viewer fade out over half an item, from half an item before the focus.
    public var fade = CarouselFade(minimum: -0.5, range: 0.5)
    public var showBackfaces = true

    public var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    public init() {}

    var length: Double { itemSize[direction] }

    public var itemPitch: Double { length }

    public var perspectiveM34: Double { perspective }

    /// Up to the maximum either way; the fade and the eye cut the near side shorter.
    public var visibleOffsets: ClosedRange<Double> {
        -PerspectiveCarouselDefaults.maximumVisibleOffset...PerspectiveCarouselDefaults.maximumVisibleOffset
    }

    /// Move `o * tilt * length` along the axis and `-o * spacing * length` in z (`+` when inverted).
    public func transform(forItemOffset offset: Double) -> Transform3D {
        let along = offset * tilt * length
        let depth = (inverted ? 1.0 : -1.0) * offset * spacing * length
        return Transform3D(translationX: direction == .horizontal ? along : 0, y: direction == .vertical ? along : 0, z: depth)
    }

    public var flippableDirection: Axis? { direction }
}
