import CSDL2
import OrbitRendering

/// The HUD's glyphs, each rendered once in white into one texture and drawn tinted from there.
///
/// Why not a texture per line: the HUD's figures change every frame while the user scrolls, and a
/// texture per changed line meant a font rendering and a texture allocation per frame, of sizes
/// that vary with the text and the display scale (one of the churns behind `orbit soak`'s memory
/// growth, docs/design/RELIABILITY.md). With the atlas, text that changes allocates nothing once its
/// characters have been seen, and the texture's size changes only with the display scale.
///
/// Glyphs are packed in rows (shelves) left to right. When the texture is full, the glyphs that do
/// not fit are skipped for the rest of the frame and the atlas starts over at `endFrame()`, so a
/// frame never draws from a slot that was overwritten while it was being drawn.
final class GlyphAtlas {
    /// A glyph in the atlas. Pixels.
    struct Glyph {
        /// Where the glyph's image is in the texture.
        var source: SDL_Rect
        /// The image's left edge relative to the pen position (negative for glyphs reaching left).
        var offset: Int32
        /// How far the pen moves after the glyph, in pixels with a fraction (as SDL_ttf's HarfBuzz
        /// shaping advances, so that a line is as wide as SDL_ttf would make it).
        var advance: Double
    }

    struct Key: Hashable {
        var font: Int
        var scalar: UInt32
    }

    let renderer: OpaquePointer
    private(set) var texture: OpaquePointer?
    /// The texture's size, pixels.
    private(set) var width: Int32 = 0, height: Int32 = 0
    private var glyphs: [Key: Glyph] = [:]
    /// The next free position: the current shelf's top and left, and its height so far.
    private var shelfX: Int32 = 0, shelfY: Int32 = 0, shelfHeight: Int32 = 0
    private var isFull = false
    /// Counts the times the atlas was emptied: text laid out before a change of generation points
    /// at slots that may hold other glyphs now.
    private(set) var generation = 0
    /// Glyphs rendered since creation (tests check that text already seen is not rendered again).
    private(set) var renderCount = 0
    /// Transparent pixels around each glyph, so that filtering never picks up a neighbour.
    static let padding: Int32 = 1

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
    }

    var glyphCount: Int { glyphs.count }

    /// Empties the atlas and sizes its texture for fonts whose tallest line is `lineHeight` pixels:
    /// room for several hundred glyphs, more than the HUD's three fonts use.
    func reset(lineHeight: Int) {
        let side = Self.textureWidth(forLineHeight: lineHeight)
        if side != width || texture == nil {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), side, side / 2)
            if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) }
            (width, height) = texture == nil ? (0, 0) : (side, side / 2)
        }
        clear()
    }

    /// A power of two about 24 lines wide, from 256 to 4096 pixels (the texture is half as tall).
    static func textureWidth(forLineHeight lineHeight: Int) -> Int32 {
        var side: Int32 = 256
        while side < 4096, Int(side) < 24 * lineHeight { side *= 2 }
        return side
    }

    /// Ends a frame: a full atlas starts over, to be filled again by the next frame's text.
    func endFrame() {
        if isFull { clear() }
    }

    private func clear() {
        generation += 1
        glyphs.removeAll(keepingCapacity: true)
        shelfX = 0
        shelfY = 0
        shelfHeight = 0
        isFull = false
    }

    /// The glyph of `scalar` in `font` (numbered `fontIndex` by the caller), rendered into the
    /// atlas now if it is not there yet; nil when it cannot be rendered or does not fit.
    ///
    /// - Complexity: O(1) when the glyph is in the atlas.
    func glyph(_ scalar: Unicode.Scalar, font: OpaquePointer, fontIndex: Int) -> Glyph? {
        let key = Key(font: fontIndex, scalar: scalar.value)
        if let glyph = glyphs[key] { return glyph }
        guard let texture, !isFull else { return nil }
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        guard TTF_GlyphMetrics32(font, scalar.value, &minX, &maxX, &minY, &maxY, &advance) == 0 else { return nil }
        // SDL_ttf renders the glyph as a one-character line: the font's height tall, starting at
        // the pen, or at the glyph's left edge when that is left of the pen.
        guard let surface = TTF_RenderGlyph32_Blended(font, scalar.value, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        let w = surface.pointee.w, h = surface.pointee.h
        guard let origin = place(width: w + 2 * Self.padding, height: h + 2 * Self.padding) else {
            isFull = true
            return nil
        }
        var source = SDL_Rect(x: origin.x + Self.padding, y: origin.y + Self.padding, w: w, h: h)
        guard SDL_UpdateTexture(texture, &source, surface.pointee.pixels, surface.pointee.pitch) == 0 else { return nil }
        renderCount += 1
        let glyph = Glyph(source: source, offset: min(0, minX), advance: Self.fractionalAdvance(of: scalar, in: font) ?? Double(advance))
        glyphs[key] = glyph
        return glyph
    }

    /// The glyph's advance with its fraction: SDL_ttf gives whole pixels per glyph but lays out
    /// lines at fractional advances, so this measures a run of the glyph against a single one.
    /// Nil when SDL_ttf cannot measure it.
    static func fractionalAdvance(of scalar: Unicode.Scalar, in font: OpaquePointer) -> Double? {
        let one = String(Character(scalar)), run = String(repeating: one, count: 1 + fractionRun)
        var single: Int32 = 0, many: Int32 = 0, height: Int32 = 0
        guard TTF_SizeUTF8(font, one, &single, &height) == 0, TTF_SizeUTF8(font, run, &many, &height) == 0 else { return nil }
        return Double(many - single) / Double(fractionRun)
    }

    /// Glyphs in the run that measures an advance: enough for sixteenths of a pixel.
    static let fractionRun = 16

    /// Lays `text` out in `font` (numbered `fontIndex` by the caller) as SDL_ttf lays out a line
    /// (fractional advances, no pair kerning: SDL_ttf's HarfBuzz shaping applies none to DejaVu
    /// here, and the atlas text matches it), with glyphs from the atlas, rendered there the first
    /// time they are met. Control characters take no space.
    ///
    /// - Complexity: O(characters); allocates only the result's glyph array.
    func layout(_ text: String, font: OpaquePointer, fontIndex: Int) -> TextLine {
        var line = TextLine(height: Int(TTF_FontHeight(font)))
        line.glyphs.reserveCapacity(text.unicodeScalars.count)
        var pen = 0.0, right: Int32 = 0
        for scalar in text.unicodeScalars where scalar.value >= 0x20 && scalar.value != 0x7F {
            guard let glyph = glyph(scalar, font: font, fontIndex: fontIndex) else { continue }
            let x = Int32(pen.rounded()) + glyph.offset
            line.glyphs.append(TextLine.PlacedGlyph(source: glyph.source, x: x))
            pen += glyph.advance
            right = max(right, x + glyph.source.w)
            line.height = max(line.height, Int(glyph.source.h))
        }
        line.width = max(Int(pen.rounded()), Int(right))
        return line
    }

    /// Reserves a `width` x `height` slot on the current shelf or a new one below it.
    private func place(width w: Int32, height h: Int32) -> (x: Int32, y: Int32)? {
        guard w <= width, h <= height else { return nil }
        if shelfX + w > width {
            shelfY += shelfHeight
            shelfX = 0
            shelfHeight = 0
        }
        guard shelfY + h <= height else { return nil }
        defer {
            shelfX += w
            shelfHeight = max(shelfHeight, h)
        }
        return (shelfX, shelfY)
    }
}
