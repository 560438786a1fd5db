import CollectionLayout

/// One textured quad of the draw list, in the terms `SDL_RenderCopyExF` takes: the destination
/// rectangle before rotation and the rotation about a centre inside it.
///
/// All lengths are window pixels (points times the display's pixel scale).
package struct Sprite: Hashable, Sendable {
    /// What the quad shows.
    package enum Layer: Hashable, Sendable {
        /// The light card under an item that is not square or is large.
        case plate
        /// The item's icon.
        case icon
        /// The item's picture (`--content photos`), or its placeholder while it loads.
        case picture
        /// The item's caption text, set in the quad (`--content captions`), over a plate.
        case caption
    }

    package var layer: Layer
    package var itemID: ItemID
    /// The icon (and plate tint): `itemID` modulo the number of icons.
    package var textureIndex: Int
    /// The quad before rotation, window pixels.
    package var destination: Rect
    /// Clockwise on screen, degrees (SDL's sense, and docs/reference/LAYOUTS.md's for positive radians).
    package var angle: Double
    /// The point the quad turns about, window pixels relative to `destination.origin`: the item's
    /// anchor point after the transform's scale.
    package var rotationCenter: Point
    /// 0…1.
    package var alpha: Double
    /// Mirrored top to bottom (a transform with a negative determinant).
    package var flipVertical: Bool
    /// A 3D item's quad with perspective; then `destination` is the quad before its transform
    /// (for the texture's aspect) and `angle` is 0.
    package var perspective: PerspectiveQuad?
    /// The quad's size in the item's untransformed frame, points: the box a caption's text is
    /// wrapped to (the same whatever the transform or the display's scale).
    package var localSize: Size = .zero

    package init(
        layer: Layer, itemID: ItemID, textureIndex: Int, destination: Rect, angle: Double, rotationCenter: Point,
        alpha: Double, flipVertical: Bool = false, perspective: PerspectiveQuad? = nil
    ) {
        self.layer = layer
        self.itemID = itemID
        self.textureIndex = textureIndex
        self.destination = destination
        self.angle = angle
        self.rotationCenter = rotationCenter
        self.alpha = alpha
        self.flipVertical = flipVertical
        self.perspective = perspective
    }

    /// The rectangle of the quad before rotation, window pixels: `destination`, or for a
    /// perspective quad the bounds of its drawn outline.
    package var drawnBounds: Rect {
        guard let perspective else { return destination }
        return Rect.bounding(perspective.outline)
    }

    /// The longest side of the quad as drawn, pixels.
    package var drawnSide: Double { perspective?.drawnSide ?? max(destination.width, destination.height) }

    /// The corners of the drawn quad (top-left, top-right, bottom-right, bottom-left of the
    /// texture), window pixels: what SDL draws, for tests and hit checks. For a perspective quad,
    /// its outline in front of the eye.
    package var drawnCorners: [Point] {
        if let perspective { return perspective.outline }
        let pivot = destination.origin + rotationCenter
        let radians = angle * .pi / 180
        let turn = Transform2D(translationX: -pivot.x, y: -pivot.y)
            .thenRotated(by: radians)
            .thenTranslated(x: pivot.x, y: pivot.y)
        let d = destination
        var corners = [
            Point(x: d.minX, y: d.minY), Point(x: d.maxX, y: d.minY), Point(x: d.maxX, y: d.maxY), Point(x: d.minX, y: d.maxY),
        ]
        if flipVertical { corners = [corners[3], corners[2], corners[1], corners[0]] }
        return corners.map(turn.apply(to:))
    }
}
