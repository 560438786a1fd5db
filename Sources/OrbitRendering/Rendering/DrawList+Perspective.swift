import CollectionLayout

extension DrawList {
    /// One quad of a 3D item: `local` (a rectangle in the item's untransformed frame, points from
    /// its top-left) through the item's `drawingTransform3D`, then into window pixels. The window
    /// mapping (minus the content offset, times the pixel scale) is affine, so it applies to the
    /// homogeneous coordinates with w unchanged.
    static func perspectiveSprite(
        layer: Sprite.Layer, local: Rect, item: DisplayedItem, textureIndex: Int, viewport: Viewport
    ) -> Sprite {
        let a = item.attributes
        let mapping = a.drawingTransform3D
        let origin = a.frame.origin
        let s = viewport.pixelScale, offset = viewport.contentOffset
        func window(_ x: Double, _ y: Double) -> HomogeneousPoint {
            var point = mapping.apply(x: origin.x + x, y: origin.y + y)
            point.x = (point.x - offset.x * point.w) * s
            point.y = (point.y - offset.y * point.w) * s
            return point
        }
        let quad = PerspectiveQuad(
            topLeft: window(local.minX, local.minY), topRight: window(local.maxX, local.minY),
            bottomLeft: window(local.minX, local.maxY))
        return Sprite(
            layer: layer, itemID: item.id, textureIndex: textureIndex,
            destination: Rect(x: 0, y: 0, width: local.width * s, height: local.height * s),
            angle: 0, rotationCenter: .zero, alpha: max(0, min(1, a.alpha)), perspective: quad)
    }
}
