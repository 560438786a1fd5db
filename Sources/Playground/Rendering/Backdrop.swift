import CSDL2
import Foundation

/// The window's background: a subtle vertical gradient with a faint glow behind the middle, drawn
/// as two `SDL_RenderGeometry` calls (no texture).
struct Backdrop {
    var top = RGBAColor(hex: 0x232A3B)
    var bottom = RGBAColor(hex: 0x0F121A)
    var glow = RGBAColor(hex: 0x5B6B95, alpha: 0.22)

    /// Fills a drawable of `width` x `height` pixels.
    func draw(renderer: OpaquePointer, width: Int, height: Int) {
        let w = Float(width), h = Float(height)
        func vertex(_ x: Float, _ y: Float, _ color: RGBAColor) -> SDL_Vertex {
            let (r, g, b, a) = color.bytes
            return SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: SDL_Color(r: r, g: g, b: b, a: a), tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        let quad = [vertex(0, 0, top), vertex(w, 0, top), vertex(w, h, bottom), vertex(0, h, bottom)]
        let quadIndices: [Int32] = [0, 1, 2, 0, 2, 3]
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_RenderGeometry(renderer, nil, quad, Int32(quad.count), quadIndices, Int32(quadIndices.count))

        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        // An ellipse fan: the glow's colour at the centre fading to nothing at the rim.
        let segments = 48
        let cx = w / 2, cy = h * 0.46, rx = w * 0.62, ry = h * 0.62
        var fan = [vertex(cx, cy, glow)]
        var indices: [Int32] = []
        for i in 0...segments {
            let angle = Double(i) / Double(segments) * 2 * Double.pi
            fan.append(vertex(cx + rx * Float(cos(angle)), cy + ry * Float(sin(angle)), glow.fading(0)))
            if i > 0 { indices += [0, Int32(i), Int32(i + 1)] }
        }
        SDL_RenderGeometry(renderer, nil, fan, Int32(fan.count), indices, Int32(indices.count))
    }
}
