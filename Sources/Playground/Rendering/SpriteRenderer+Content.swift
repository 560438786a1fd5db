import CSDL2
import CollectionLayout
import OrbitRendering

extension SpriteRenderer {
    /// A picture sprite's texture: the picture's, untinted, cropped about its centre to the item's
    /// proportions (aspect fill: a layout that sized the item from the picture crops nothing), or
    /// the placeholder (a plate of the item's proportions in `ContentRenderer.placeholderTint`)
    /// while it loads. With the texture's size when it is a picture.
    func pictureTexture(_ sprite: Sprite, content: ContentRenderer?)
        -> (OpaquePointer, SDL_Rect?, (UInt8, UInt8, UInt8), (width: Int, height: Int)?)?
    {
        let aspect = sprite.localSize.width / max(1e-9, sprite.localSize.height)
        if let picture = content?.picture(forItem: sprite.itemID, drawnSide: sprite.drawnSide) {
            let crop = Self.aspectFill(width: picture.width, height: picture.height, aspect: aspect)
            return (picture.texture, crop, (255, 255, 255), (picture.width, picture.height))
        }
        guard let plate = try? atlas.plate(aspect: aspect) else { return nil }
        let tint = ContentRenderer.placeholderTint.bytes
        return (plate, nil, (tint.0, tint.1, tint.2), nil)
    }

    /// The centred part of a `width` x `height` texture with proportions `aspect` (width /
    /// height), texels, at least one a side.
    static func aspectFill(width: Int, height: Int, aspect: Double) -> SDL_Rect {
        guard aspect.isFinite, aspect > 0, width > 0, height > 0 else { return SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height)) }
        if Double(width) / Double(height) > aspect {
            let w = max(1, min(width, Int((Double(height) * aspect).rounded())))
            return SDL_Rect(x: Int32((width - w) / 2), y: 0, w: Int32(w), h: Int32(height))
        }
        let h = max(1, min(height, Int((Double(width) / aspect).rounded())))
        return SDL_Rect(x: 0, y: Int32((height - h) / 2), w: Int32(width), h: Int32(h))
    }

    /// Adds a caption sprite's glyphs to the batch (the captions' glyph atlas as its texture), in
    /// the caption colour at `alpha`; drawn at once on the software renderer, as perspective
    /// quads are.
    ///
    /// - Complexity: O(characters of the caption).
    func appendCaption(_ sprite: Sprite, content: ContentRenderer?, pixelScale: Double, alpha: UInt8) {
        guard let content, let captions = content.captions, let text = content.caption(forItem: sprite.itemID) else { return }
        let quads = captions.glyphQuads(text, in: sprite, pixelScale: pixelScale)
        guard let texture = captions.atlas.texture, !quads.isEmpty else { return }
        if batchTexture != texture { flush() }
        batchTexture = texture
        let w = Float(max(1, captions.atlas.width)), h = Float(max(1, captions.atlas.height))
        let (r, g, b, _) = CaptionRenderer.textColor.bytes
        let color = SDL_Color(r: r, g: g, b: b, a: alpha)
        for quad in quads {
            let s = quad.source
            let u0 = Float(s.x) / w, v0 = Float(s.y) / h, u1 = Float(s.x + s.w) / w, v1 = Float(s.y + s.h) / h
            let uvs = [SDL_FPoint(x: u0, y: v0), SDL_FPoint(x: u1, y: v0), SDL_FPoint(x: u1, y: v1), SDL_FPoint(x: u0, y: v1)]
            let base = Int32(vertices.count)
            for (corner, uv) in zip(quad.corners, uvs) {
                vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(corner.x), y: Float(corner.y)), color: color, tex_coord: uv))
            }
            indices += [base, base + 1, base + 2, base, base + 2, base + 3]
        }
        if !batches { flush() }
    }
}
