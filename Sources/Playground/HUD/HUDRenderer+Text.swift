import CSDL2
import OrbitRendering

/// A line of HUD text laid out from the glyph atlas. Pixels, from the line's top-left corner.
struct TextLine {
    struct PlacedGlyph {
        var source: SDL_Rect
        var x: Int32
    }

    var glyphs: [PlacedGlyph] = []
    /// From the leftmost to the rightmost pixel of the line, or to the pen if that is further.
    var width = 0
    /// The font's height, or the tallest glyph image's if that is taller.
    var height = 0
}

extension HUDRenderer {
    /// The HUD's three fonts.
    enum Font: Int, CaseIterable {
        /// The figures (13 pt).
        case body
        /// The first line (15 pt, bold).
        case title
        /// The controls and the graph's labels (12 pt).
        case help
    }

    func ttfFont(_ font: Font) -> OpaquePointer {
        switch font {
        case .body: regular
        case .title: bold
        case .help: small
        }
    }

    /// Lays `text` out in `font` from the HUD's glyph atlas (`GlyphAtlas.layout(_:font:fontIndex:)`).
    ///
    /// - Complexity: O(characters); allocates only the result's glyph array.
    func layout(_ text: String, _ font: Font) -> TextLine {
        atlas.layout(text, font: ttfFont(font), fontIndex: font.rawValue)
    }

    /// Draws `line` at `scale` times its size (the overlays' shrunk labels; linear filtering), its
    /// top-left corner at (`x`, `y`) pixels, in `color`.
    ///
    /// - Complexity: O(glyphs), one texture copy each.
    func draw(_ line: TextLine, x: Double, y: Double, color: RGBAColor, scale: Double) {
        guard scale != 1 else { return draw(line, x: x, y: y, color: color) }
        guard let texture = atlas.texture, scale > 0, scale.isFinite else { return }
        let (r, g, b, a) = color.bytes
        SDL_SetTextureColorMod(texture, r, g, b)
        SDL_SetTextureAlphaMod(texture, a)
        for glyph in line.glyphs {
            var source = glyph.source
            var destination = SDL_FRect(
                x: Float(x + Double(glyph.x) * scale), y: Float(y), w: Float(Double(source.w) * scale), h: Float(Double(source.h) * scale))
            SDL_RenderCopyF(renderer, texture, &source, &destination)
        }
    }

    /// Draws `line` with its top-left corner at (`x`, `y`) pixels in `color`, cut at
    /// `maximumWidth` pixels from its left.
    ///
    /// - Complexity: O(glyphs), one texture copy each.
    func draw(_ line: TextLine, x: Double, y: Double, color: RGBAColor, maximumWidth: Double = .infinity) {
        guard let texture = atlas.texture else { return }
        let (r, g, b, a) = color.bytes
        SDL_SetTextureColorMod(texture, r, g, b)
        SDL_SetTextureAlphaMod(texture, a)
        let left = Int32(x.rounded()), top = Int32(y.rounded())
        let limit = maximumWidth >= Double(Int32.max) ? Int32.max : Int32(max(0, maximumWidth))
        for glyph in line.glyphs {
            var source = glyph.source
            source.w = min(source.w, limit - glyph.x)
            guard source.w > 0 else { continue }
            var destination = SDL_Rect(x: left + glyph.x, y: top, w: source.w, h: source.h)
            SDL_RenderCopy(renderer, texture, &source, &destination)
        }
    }
}
