import CSDL2
import CollectionLayout
import OrbitRendering

/// Drains a `DrawList` into SDL, with each sprite's alpha as its opacity and plates tinted with
/// their icon's accent colour.
///
/// Two paths draw the same pixels:
/// - `SDL_RenderCopyExF` per sprite (rotation about the sprite's centre point, alpha and tint as the
///   texture's modulation): the software renderer's fast path, used for headless frames.
/// - Perspective quads (3D items) always go through `SDL_RenderGeometry`, tessellated
///   (SpriteRenderer+Perspective.swift).
/// - Batched `SDL_RenderGeometry`: consecutive sprites from the same texture become one triangle
///   list (the quad's corners from `Sprite.drawnCorners`, alpha and tint as vertex colours). On the
///   OpenGL renderer every `RenderCopyEx` is a draw call of its own, and on Mesa's llvmpipe the
///   per-call cost, not the pixels, dominates a frame of many small sprites; the icons of a whole
///   frame come from one atlas texture, so they are usually one call.
final class SpriteRenderer {
    let renderer: OpaquePointer
    let atlas: TextureAtlas
    /// Whether to batch into `SDL_RenderGeometry` (every renderer but the software one). The
    /// backdrop makes the same choice.
    var batches: Bool

    // Shared with SpriteRenderer+Perspective.swift.
    var vertices: [SDL_Vertex] = []
    var indices: [Int32] = []
    var batchTexture: OpaquePointer?

    init(renderer: OpaquePointer, icons: IconLibrary) throws(SDLError) {
        self.renderer = renderer
        atlas = try TextureAtlas(renderer: renderer, icons: icons)
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        batches = info.flags & SDL_RENDERER_SOFTWARE.rawValue == 0
            && (info.name.map { String(cString: $0) } ?? "software") != "software"
    }

    /// How much of the accent colour tints a plate (0 = white plate).
    static let plateTint = 0.16

    /// Draws `list`'s sprites in order (its elements are `ElementRenderer`'s); `content` gives
    /// pictures and captions their textures and text (SpriteRenderer+Content.swift), `pixelScale`
    /// is the display's (captions' glyph size).
    ///
    /// - Complexity: O(sprites), plus the captions' characters.
    func draw(_ list: DrawList, content: ContentRenderer? = nil, pixelScale: Double = 1) {
        draw(list.sprites[...], content: content, pixelScale: pixelScale)
    }

    /// Draws `sprites` in order, the last batch included.
    ///
    /// - Complexity: O(sprites), plus the captions' characters.
    func draw(_ sprites: ArraySlice<Sprite>, content: ContentRenderer? = nil, pixelScale: Double = 1) {
        for sprite in sprites {
            let count = max(1, atlas.iconCount)
            let index = min(count - 1, max(0, sprite.textureIndex))
            let texture: OpaquePointer
            let source: SDL_Rect?
            let tint: (UInt8, UInt8, UInt8)
            // The size of `texture` when it is not the atlas (a picture), for texture coordinates.
            var sheet: (width: Int, height: Int)?
            switch sprite.layer {
            case .icon:
                texture = atlas.texture
                let level = atlas.level(forDrawnSide: sprite.drawnSide)
                source = atlas.cells[level][index]
                tint = (255, 255, 255)
            case .plate:
                guard let plate = try? atlas.plate(aspect: sprite.destination.width / sprite.destination.height) else { continue }
                texture = plate
                source = nil
                let color = RGBAColor.white.mixed(with: atlas.accents[index], Self.plateTint).bytes
                tint = (color.0, color.1, color.2)
            case .picture:
                guard let picture = pictureTexture(sprite, content: content) else { continue }
                (texture, source, tint, sheet) = picture
            case .caption:
                appendCaption(sprite, content: content, pixelScale: pixelScale, alpha: UInt8(max(0, min(255, (sprite.alpha * 255).rounded()))))
                continue
            }
            let alpha = UInt8(max(0, min(255, (sprite.alpha * 255).rounded())))
            if let quad = sprite.perspective {
                appendPerspective(
                    quad, texture: texture, source: source, color: SDL_Color(r: tint.0, g: tint.1, b: tint.2, a: alpha), sheet: sheet)
                if !batches { flush() }
            } else if batches {
                append(sprite, texture: texture, source: source, color: SDL_Color(r: tint.0, g: tint.1, b: tint.2, a: alpha), sheet: sheet)
            } else {
                copy(sprite, texture: texture, source: source, tint: tint, alpha: alpha)
            }
        }
        flush()
    }

    private func copy(_ sprite: Sprite, texture: OpaquePointer, source: SDL_Rect?, tint: (UInt8, UInt8, UInt8), alpha: UInt8) {
        SDL_SetTextureColorMod(texture, tint.0, tint.1, tint.2)
        SDL_SetTextureAlphaMod(texture, alpha)
        var destination = SDL_FRect(
            x: Float(sprite.destination.minX), y: Float(sprite.destination.minY),
            w: Float(sprite.destination.width), h: Float(sprite.destination.height))
        var center = SDL_FPoint(x: Float(sprite.rotationCenter.x), y: Float(sprite.rotationCenter.y))
        let flip = sprite.flipVertical ? SDL_FLIP_VERTICAL : SDL_FLIP_NONE
        if var source {
            SDL_RenderCopyExF(renderer, texture, &source, &destination, sprite.angle, &center, flip)
        } else {
            SDL_RenderCopyExF(renderer, texture, nil, &destination, sprite.angle, &center, flip)
        }
    }

    /// Adds the sprite's quad to the batch, drawing the batch first if it uses another texture.
    private func append(_ sprite: Sprite, texture: OpaquePointer, source: SDL_Rect?, color: SDL_Color, sheet: (width: Int, height: Int)? = nil) {
        if batchTexture != texture { flush() }
        batchTexture = texture
        let (u0, v0, u1, v1) = textureCoordinates(source, sheet: sheet)
        // drawnCorners follow the texture's corners: top-left, top-right, bottom-right, bottom-left.
        let corners = sprite.drawnCorners
        let uvs = [SDL_FPoint(x: u0, y: v0), SDL_FPoint(x: u1, y: v0), SDL_FPoint(x: u1, y: v1), SDL_FPoint(x: u0, y: v1)]
        let base = Int32(vertices.count)
        for (corner, uv) in zip(corners, uvs) {
            vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(corner.x), y: Float(corner.y)), color: color, tex_coord: uv))
        }
        indices += [base, base + 1, base + 2, base, base + 2, base + 3]
    }

    /// The texture coordinates of `source` in the atlas, or in a texture of `sheet` pixels (the
    /// whole texture when nil): left, top, right, bottom.
    func textureCoordinates(_ source: SDL_Rect?, sheet: (width: Int, height: Int)? = nil) -> (Float, Float, Float, Float) {
        guard let source else { return (0, 0, 1, 1) }
        let size = sheet ?? atlas.sheetSize
        let w = Float(max(1, size.width)), h = Float(max(1, size.height))
        return (Float(source.x) / w, Float(source.y) / h, Float(source.x + source.w) / w, Float(source.y + source.h) / h)
    }

    /// Draws the pending batch.
    func flush() {
        guard let texture = batchTexture, !vertices.isEmpty else {
            batchTexture = nil
            return
        }
        // Vertex colours carry tint and alpha; the texture's own modulation must not add to them.
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture, 255)
        // Within the target's guard band: a quad just in front of the eye, or a sprite scaled up a
        // thousandfold, reaches vertices SDL's software rasterizer cannot hold (`GuardBand`).
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        let band = GuardBand(targetSize: Size(width: Double(width), height: Double(height)))
        let kept = band.clipped(vertices, indices: indices)
        SDL_RenderGeometry(renderer, texture, kept.vertices, Int32(kept.vertices.count), kept.indices, Int32(kept.indices.count))
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        batchTexture = nil
    }
}

