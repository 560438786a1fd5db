import CSDL2
import CollectionLayout

/// Drains a `DrawList` into SDL: one `SDL_RenderCopyExF` per sprite, with the sprite's alpha as the
/// texture's alpha modulation and plates tinted with their icon's accent colour.
final class SpriteRenderer {
    let renderer: OpaquePointer
    let atlas: TextureAtlas

    init(renderer: OpaquePointer, icons: IconLibrary) throws(SDLError) {
        self.renderer = renderer
        atlas = try TextureAtlas(renderer: renderer, icons: icons)
    }

    /// How much of the accent colour tints a plate (0 = white plate).
    static let plateTint = 0.16

    /// Draws `list` in order.
    ///
    /// - Complexity: O(sprites).
    func draw(_ list: DrawList) {
        for sprite in list.sprites {
            let texture: OpaquePointer
            var source: SDL_Rect?
            let count = max(1, atlas.iconCount)
            let index = min(count - 1, max(0, sprite.textureIndex))
            switch sprite.layer {
            case .icon:
                texture = atlas.texture
                let level = atlas.level(forDrawnSide: max(sprite.destination.width, sprite.destination.height))
                source = atlas.cells[level][index]
                SDL_SetTextureColorMod(texture, 255, 255, 255)
            case .plate:
                guard let plate = try? atlas.plate(aspect: sprite.destination.width / sprite.destination.height) else { continue }
                texture = plate
                let tint = RGBAColor.white.mixed(with: atlas.accents[index], Self.plateTint).bytes
                SDL_SetTextureColorMod(texture, tint.0, tint.1, tint.2)
            }
            SDL_SetTextureAlphaMod(texture, UInt8(max(0, min(255, (sprite.alpha * 255).rounded()))))
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
    }
}
