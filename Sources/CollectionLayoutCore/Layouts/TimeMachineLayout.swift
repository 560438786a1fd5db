import Foundation

/// iCarousel's time machine (docs/reference/LAYOUTS.md "timemachine"): the items before the focus recede into
/// the distance, `spacing` item lengths apart and drifting `tilt` of an item sideways each; the
/// items after it come towards the viewer and fade (`inverted`: the other way round).
///
/// Written against the public API only: `PerspectiveCarousel` does the rest. O(k) queries.
public struct TimeMachineLayout: PerspectiveCarousel {
    public var itemSize = Size(width: 200, height: 200)
    public var direction: Axis = .horizontal
    /// Item lengths of sideways drift per item (iCarousel's `tilt`).
    public var tilt = 0.3
    /// Item lengths of depth per item (iCarousel's `spacing`).
    public var spacing = 1.0
    /// Later items recede instead of coming forward (iCarousel's inverted time machine). Turning it
    /// mirrors the fade too (`fadeMin = -fadeMax`, `fadeMax = -fadeMin`), as iCarousel's inverted
    /// type fades the other side.
    public var inverted = false {
        didSet {
            guard inverted != oldValue else { return }
            (fade.minimum, fade.maximum) = (fade.maximum.map { -$0 }, fade.minimum.map { -$0 })
        }
    }
    /// m34 (iCarousel's `perspective`).
    public var perspective = PerspectiveCarouselDefaults.perspective
    /// iCarousel's: the items after the focus, coming towards the viewer, fade out over one item
    /// (`fadeMax` 0, `fadeRange` 1).
    public var fade = CarouselFade(maximum: 0, range: 1)
    public var showBackfaces = true
    public var drawsBackfaces: Bool { showBackfaces }

    /// The window's length (iCarousel's `visibleItems`); nil for iCarousel's rule.
    public var visibleItems: Int?

    public var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    public init() {}

    var length: Double { itemSize[direction] }

    public var itemPitch: Double { length }

    public var perspectiveM34: Double { perspective }

    /// iCarousel's window for the time machine: the most items (the fade and the eye cut the near
    /// side shorter).
    public var loadedItemCount: Int? { PerspectiveCarouselDefaults.maximumLoadedItems }

    /// Move `o * tilt * length` along the axis and `o * spacing * length` in z, towards the viewer
    /// (`-` when inverted: iCarousel negates both the offset and the tilt).
    public func transform(forItemOffset offset: Double) -> Transform3D {
        let along = offset * tilt * length
        let depth = (inverted ? -1.0 : 1.0) * offset * spacing * length
        return Transform3D(translationX: direction == .horizontal ? along : 0, y: direction == .vertical ? along : 0, z: depth)
    }

    public var flippableDirection: Axis? { direction }
}
