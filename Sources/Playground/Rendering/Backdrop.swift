import CSDL2
import Foundation

/// The window's background: a subtle vertical gradient with a faint glow behind the middle.
///
/// It is painted once per drawable size into a texture and copied each frame: one opaque copy is
/// cheap on every renderer, while full-screen `SDL_RenderGeometry` costs milliseconds on the
/// software one.
final class Backdrop {
    var top = RGBAColor(hex: 0x232A3B)
    var bottom = RGBAColor(hex: 0x0F121A)
    var glow = RGBAColor(hex: 0x5B6B95)
    /// How strongly the glow lightens the middle.
    var glowStrength = 0.2

    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
    }

    /// The backdrop's pixels for a drawable of `width` x `height`, painted at a quarter of the
    /// resolution (it is smooth; the linear filter scales it up invisibly).
    ///
    /// - Complexity: O(width * height / 16).
    func image(width: Int, height: Int) -> PixelImage {
        let w = max(1, (width + 3) / 4), h = max(1, (height + 3) / 4)
        let cx = Double(w) / 2, cy = Double(h) * 0.46
        let rx = Double(w) * 0.62, ry = Double(h) * 0.62
        return PixelImage.painted(width: w, height: h) { x, y in
            let t = y / Double(h)
            let d = (((x - cx) / rx) * ((x - cx) / rx) + ((y - cy) / ry) * ((y - cy) / ry)).squareRoot()
            let glowAmount = glowStrength * max(0, 1 - d) * max(0, 1 - d)
            return top.mixed(with: bottom, t).mixed(with: glow, glowAmount)
        }
    }

    /// Fills a drawable of `width` x `height` pixels.
    func draw(renderer: OpaquePointer, width: Int, height: Int) {
        if texture == nil || textureSize != (width, height) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = try? TextureAtlas.makeTexture(image(width: width, height: height), renderer: renderer)
            if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE) }
            textureSize = (width, height)
        }
        if let texture {
            SDL_RenderCopy(renderer, texture, nil, nil)
        } else {
            let (r, g, b, _) = bottom.bytes
            SDL_SetRenderDrawColor(renderer, r, g, b, 255)
            SDL_RenderClear(renderer)
        }
    }
}
