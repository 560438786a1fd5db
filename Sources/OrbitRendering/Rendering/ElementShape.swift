import CollectionLayout

/// How one supplementary view or decoration is drawn this frame: a filled convex outline, window
/// pixels, with for a bar an accent stripe and a label. Built by `DrawList` (pure), drained by
/// the playground's renderer.
package struct ElementShape: Hashable, Sendable {
    /// What the element looks like (`ElementAppearance.style(of:)`).
    package enum Style: Hashable, Sendable {
        /// A header, a footer or any other supplementary view: an opaque bar with a label.
        case bar
        /// An item's badge (`ElementKind.badge`): a round marker with a count.
        case badge
        /// A decoration: a translucent panel tinted with its section's colour.
        case panel
        /// A decoration at most `ElementAppearance.lineThickness` points thick: a line, at least
        /// one pixel wide whatever its size.
        case line
    }

    /// A bar's text, drawn unrotated.
    package struct Label: Hashable, Sendable {
        package var text: String
        /// The text's top-left corner, window pixels.
        package var origin: Point
        /// The text's size as drawn (after `scale`), pixels.
        package var size: Size
        /// The label font's size times this (`ElementAppearance.minimumLabelScale`…1).
        package var scale: Double
        package var color: RGBAColor

        /// The text's box, window pixels.
        package var frame: Rect { Rect(origin: origin, size: size) }
    }

    /// Category, kind and index path.
    package var key: ElementKey
    package var style: Style
    /// The drawn outline, window pixels: the frame's corners through the transform (top-left,
    /// top-right, bottom-right, bottom-left), the projected outline for a 3D element, or for a
    /// line its centre line widened to at least one pixel. Convex.
    package var corners: [Point]
    /// The fill, its alpha times the element's.
    package var color: RGBAColor
    /// A bar's accent stripe along its leading edge, window pixels (axis-aligned bars only).
    package var stripe: Rect?
    package var stripeColor: RGBAColor
    package var label: Label?
    /// The element is drawn just before `DrawList.sprites[spriteIndex]` (after every sprite when
    /// it equals their count); elements with the same index draw in list order.
    package var spriteIndex: Int

    package init(
        key: ElementKey, style: Style, corners: [Point], color: RGBAColor, stripe: Rect? = nil, stripeColor: RGBAColor = .clear,
        label: Label? = nil, spriteIndex: Int
    ) {
        self.key = key
        self.style = style
        self.corners = corners
        self.color = color
        self.stripe = stripe
        self.stripeColor = stripeColor
        self.label = label
        self.spriteIndex = spriteIndex
    }

    /// The outline's bounds, window pixels.
    package var bounds: Rect { Rect.bounding(corners) }

    /// Opaque enough to hide what lies under it.
    package var isOpaque: Bool { color.alpha >= 254.5 / 255 }
}
