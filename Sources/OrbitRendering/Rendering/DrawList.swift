import CollectionLayout
import Foundation

/// What one frame draws: the sprites of the displayed items and the shapes of the displayed
/// supplementary views and decorations, in draw order (`DrawOrder`), window pixels.
///
/// Building it is pure (no SDL), so its geometry is tested without a display.
public struct DrawList: Hashable, Sendable {
    package var sprites: [Sprite]
    /// Headers, footers, backgrounds and lines, in draw order; each says before which sprite it
    /// is drawn (`ElementShape.spriteIndex`). Empty for a cells-only frame.
    package var elements: [ElementShape]
    /// Items drawn: those with at least one sprite (on screen, not hidden, not transparent, and
    /// after `culled(to:)`, not covered or over budget).
    package var visibleItemCount: Int
    /// What `culled(to:)` left out; nil before culling.
    package var levelOfDetail: LevelOfDetail?

    package init(sprites: [Sprite], visibleItemCount: Int, levelOfDetail: LevelOfDetail? = nil, elements: [ElementShape] = []) {
        self.sprites = sprites
        self.elements = elements
        self.visibleItemCount = visibleItemCount
        self.levelOfDetail = levelOfDetail
    }
}

/// Where the window is looking and how finely: the inputs of `DrawList.init(items:viewport:)`.
public struct Viewport: Hashable, Sendable {
    /// The window's size in points (the collection view's bounds).
    package var size: Size
    /// The content offset: content coordinates minus this are window points.
    package var contentOffset: Point
    /// Pixels per point (2 on a HiDPI display): drawable size / window size.
    package var pixelScale: Double

    package init(size: Size, contentOffset: Point = .zero, pixelScale: Double = 1) {
        self.size = size
        self.contentOffset = contentOffset
        self.pixelScale = pixelScale
    }

    /// The visible rect in content coordinates.
    package var visibleRect: Rect { Rect(origin: contentOffset, size: size) }
}

extension DrawList {
    /// Square items fade onto a plate, icon inset, as their longer side grows through this range
    /// (points)…
    package static let plateSideRange = 75.0...95.0
    /// …and items fade onto one as their sides' ratio departs from 1 through this range of
    /// |ln(width / height)| (about 5% to 15%). Ramps rather than thresholds, so that an item
    /// animating between a small square and a card never pops.
    package static let plateAspectRange = 0.05...0.15
    /// The icon on a plate: this fraction of the plate's shorter side…
    package static let plateIconFraction = 0.62
    /// …but never larger than this many points, so that a big card does not blow the icon up.
    package static let plateIconMaximum = 160.0

    /// The draw list of `items` seen through `viewport`, with `iconCount` icons to choose from.
    ///
    /// Geometry (docs/reference/LAYOUTS.md): the untransformed frame is centred on `center`; the transform applies
    /// about `anchorPoint * size` of that frame. The transform is decomposed into rotation, scale
    /// and translation: the scale shrinks the quad towards the anchor, the translation moves quad
    /// and anchor, and SDL turns the quad about the anchor. That is exact for every rotation-scale
    /// transform (all the built-in layouts and their animations produce). **Approximation:** a transform with
    /// shear (`TransformComponents.shear != 0`) cannot be drawn as one rotated rectangle; the shear
    /// is dropped and the quad keeps the rotation and the two axis scales.
    ///
    /// Items with a `transform3D` are drawn exactly, with perspective, as `PerspectiveQuad`s
    /// (DrawList+Perspective.swift).
    ///
    /// Items that are hidden, transparent, non-finite, collapsed to zero size or entirely outside
    /// the visible rect produce no sprite; so do single-sided items seen from behind. Order: `inDrawOrder` (zIndex, then index, then id).
    ///
    /// `content` chooses the quads (`layers(for:content:style:)`): icons on plates, a picture
    /// filling the frame, or a caption's text on a plate.
    ///
    /// - Complexity: O(k log k) for k items.
    package init(
        items: [DisplayedItem], viewport: Viewport, iconCount: Int, content: ContentKind = .icons, style: ContentStyle = .standard
    ) {
        var sprites: [Sprite] = []
        sprites.reserveCapacity(items.count)
        var visible = 0
        for item in items.inDrawOrder
        where Self.appendSprites(of: item, to: &sprites, viewport: viewport, iconCount: iconCount, content: content, style: style) {
            visible += 1
        }
        self.init(sprites: sprites, visibleItemCount: visible)
    }

    /// Appends the sprites of `item` to `sprites`; false when it has none (see
    /// `init(items:viewport:iconCount:)`).
    static func appendSprites(
        of item: DisplayedItem, to sprites: inout [Sprite], viewport: Viewport, iconCount: Int, content: ContentKind = .icons,
        style: ContentStyle = .standard
    ) -> Bool {
        let attributes = item.attributes
        guard attributes.isFinite else { return false }
        let parts = attributes.transform.decomposed
        guard parts.scaleX != 0, parts.scaleY != 0, attributes.size.width > 0, attributes.size.height > 0 else { return false }
        var layers = Self.layers(for: attributes.size, content: content, style: style)
        // A styled colour is the card (`cardShape`): the light plate would hide it.
        if attributes.style?.color != nil { layers.removeAll { $0.layer == .plate } }
        // A plate reaches past the frame by its shadow margin, scaled like the frame.
        let reach = (layers.map { max(-$0.rect.minX, -$0.rect.minY) }.max() ?? 0) * max(abs(parts.scaleX), abs(parts.scaleY))
        guard attributes.transformedFrame.insetBy(dx: -reach, dy: -reach).intersects(viewport.visibleRect) else { return false }
        let index = iconCount > 0 ? ((item.id % iconCount) + iconCount) % iconCount : 0
        for (layer, rect, opacity) in layers {
            var sprite = attributes.transform3D == nil
                ? Self.sprite(layer: layer, local: rect, item: item, textureIndex: index, parts: parts, viewport: viewport)
                : Self.perspectiveSprite(layer: layer, local: rect, item: item, textureIndex: index, viewport: viewport)
            sprite.alpha *= opacity
            sprite.localSize = rect.size
            sprites.append(sprite)
        }
        return true
    }

    /// How much an item of `size` is drawn as a card: 0 for a small square (the icon alone), 1 for
    /// a large or oblong item (a plate with the icon inset), a smooth ramp between.
    package static func plateFraction(for size: Size) -> Double {
        let long = max(size.width, size.height)
        let bySize = smoothstep(plateSideRange.lowerBound, plateSideRange.upperBound, long)
        let byAspect = smoothstep(plateAspectRange.lowerBound, plateAspectRange.upperBound, abs(log(size.width / size.height)))
        return max(bySize, byAspect)
    }

    /// The quads an item of `size` is made of, as rectangles in the item's untransformed frame
    /// (points, origin at the frame's top-left), each with an opacity factor: the icon alone over
    /// the whole frame for small square items; a plate (extending past the frame by its shadow
    /// margin) with the icon inset for large or oblong ones; in between, the plate grows out from
    /// under the icon (always opaque, so no card is ever drawn translucent) while the icon shrinks
    /// from the frame to its inset square.
    package static func layers(for size: Size) -> [(layer: Sprite.Layer, rect: Rect, opacity: Double)] {
        layers(for: size, content: .icons)
    }

    /// The quads of an item of `size` showing `content`, as `layers(for:)`: for icons, those;
    /// a picture fills the frame (its texture is fitted to it, the proportions the layout gave);
    /// a caption is a plate over the whole frame (whatever its size or shape) and the text's box,
    /// the frame inset by `style.padding` on every side (empty when the frame is smaller).
    package static func layers(for size: Size, content: ContentKind, style: ContentStyle = .standard)
        -> [(layer: Sprite.Layer, rect: Rect, opacity: Double)]
    {
        let frame = Rect(origin: .zero, size: size)
        switch content {
        case .icons:
            break
        case .photos:
            return [(.picture, frame, 1)]
        case .captions:
            let margin = IconPainter.plateMargin * min(size.width, size.height)
            let plate = frame.insetBy(dx: -margin, dy: -margin)
            let padding = max(0, style.padding)
            let text = Rect(
                x: padding, y: padding, width: max(0, size.width - 2 * padding), height: max(0, size.height - 2 * padding))
            return [(.plate, plate, 1), (.caption, text, 1)]
        }
        let fraction = plateFraction(for: size)
        guard fraction > 0 else { return [(.icon, frame, 1)] }
        let short = min(size.width, size.height)
        let margin = IconPainter.plateMargin * short
        let plate = Rect(x: -margin, y: -margin, width: size.width + 2 * margin, height: size.height + 2 * margin)
        let side = min(short * plateIconFraction, plateIconMaximum)
        let inset = Rect(center: Point(x: size.width / 2, y: size.height / 2), size: Size(square: side))
        let icon = Rect(origin: lerp(frame.origin, inset.origin, fraction), size: lerp(frame.size, inset.size, fraction))
        // The plate grows out from under the icon, opaque: a half-faded plate reads as a grey,
        // translucent card over the dark backdrop although the item's alpha is 1.
        let grown = Rect(origin: lerp(icon.origin, plate.origin, fraction), size: lerp(icon.size, plate.size, fraction))
        return [(.plate, grown, 1), (.icon, icon, 1)]
    }

    /// One quad: `local` (a rectangle in the item's untransformed frame) through the item's
    /// transform about its anchor, then into window pixels.
    static func sprite(
        layer: Sprite.Layer, local: Rect, item: DisplayedItem, textureIndex: Int, parts: TransformComponents,
        viewport: Viewport
    ) -> Sprite {
        let a = item.attributes
        let frame = a.frame
        let anchor = a.anchorPosition
        // The scale (decomposed: scaleX > 0; scaleY < 0 mirrors) pulls the quad's edges towards
        // the anchor; the translation then moves quad and anchor together.
        let x0 = anchor.x + parts.scaleX * (frame.minX + local.minX - anchor.x)
        let x1 = anchor.x + parts.scaleX * (frame.minX + local.maxX - anchor.x)
        let y0 = anchor.y + parts.scaleY * (frame.minY + local.minY - anchor.y)
        let y1 = anchor.y + parts.scaleY * (frame.minY + local.maxY - anchor.y)
        let shift = parts.translation - viewport.contentOffset
        let s = viewport.pixelScale
        let origin = Point(x: (min(x0, x1) + shift.x) * s, y: (min(y0, y1) + shift.y) * s)
        let pivot = Point(x: (anchor.x + shift.x) * s, y: (anchor.y + shift.y) * s)
        return Sprite(
            layer: layer, itemID: item.id, textureIndex: textureIndex,
            destination: Rect(origin: origin, size: Size(width: abs(x1 - x0) * s, height: abs(y1 - y0) * s)),
            angle: parts.rotation * 180 / .pi,
            rotationCenter: pivot - origin,
            alpha: max(0, min(1, a.alpha)),
            flipVertical: parts.scaleY < 0)
    }
}
