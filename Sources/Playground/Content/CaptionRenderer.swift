import CSDL2
import CollectionLayout
import OrbitRendering

/// Sets caption text inside items (`--content captions`): each caption broken into the lines the
/// session measured it with (`TTFTextMeasurer`, points), each line's glyphs from a glyph atlas of
/// the playground's font at the display's pixel size, and every glyph's quad carried through the
/// item's transform (rotation, scale, mirror or perspective), so text turns and shrinks with its
/// item.
final class CaptionRenderer {
    let renderer: OpaquePointer
    let measurer: TTFTextMeasurer
    let style: ContentStyle
    let atlas: GlyphAtlas
    private var font: OpaquePointer?
    private(set) var pixelScale = 0.0
    /// Wrapped lines by caption text and width (points, to a sixteenth): the same captions are
    /// drawn frame after frame, and breaking them costs a measurement per word.
    private var wrapped: [WrapKey: (lines: [String], lineHeight: Double)] = [:]
    /// Beyond this many entries the wrap cache starts over (a long session meets many widths).
    static let wrapCacheLimit = 4096

    struct WrapKey: Hashable {
        var text: String
        var width: Int
    }

    /// Dark text on the light plate.
    static let textColor = RGBAColor(hex: 0x1C2233)

    /// A glyph's quad as drawn: its four corners in window pixels (the texture's top-left,
    /// top-right, bottom-right, bottom-left) and its place in the atlas.
    struct GlyphQuad {
        var corners: [Point]
        var source: SDL_Rect
    }

    init(renderer: OpaquePointer, measurer: TTFTextMeasurer, style: ContentStyle) {
        self.renderer = renderer
        self.measurer = measurer
        self.style = style
        atlas = GlyphAtlas(renderer: renderer)
    }

    deinit {
        if let font { TTF_CloseFont(font) }
    }

    /// Opens the drawing font at `pixelScale` pixels a point (again when it changes).
    func use(pixelScale: Double) {
        guard pixelScale != self.pixelScale || font == nil else { return }
        if let font { TTF_CloseFont(font) }
        font = TTF_OpenFont(measurer.fontPath, Int32(TTFTextMeasurer.pointSize(style.fontSize * pixelScale)))
        if let font { TTF_SetFontHinting(font, TTF_HINTING_LIGHT) }
        self.pixelScale = pixelScale
        atlas.reset(lineHeight: font.map { Int(TTF_FontHeight($0)) } ?? 16)
    }

    /// `text` broken into lines for a caption `width` points wide (cached).
    func lines(of text: String, width: Double) -> (lines: [String], lineHeight: Double) {
        let key = WrapKey(text: text, width: Int((width * 16).rounded()))
        if let lines = wrapped[key] { return lines }
        if wrapped.count >= Self.wrapCacheLimit { wrapped.removeAll(keepingCapacity: true) }
        let lines = measurer.lines(of: text, fontSize: style.fontSize, wrappedTo: width)
        wrapped[key] = lines
        return lines
    }

    /// The glyph quads of `text` set in `sprite` (a caption layer: its `localSize` is the text's
    /// box in points), lines from the top-left, cut at the box's bottom (an item still at its
    /// estimated size shows the lines that fit).
    ///
    /// - Complexity: O(characters).
    func glyphQuads(_ text: String, in sprite: Sprite, pixelScale: Double) -> [GlyphQuad] {
        use(pixelScale: pixelScale)
        guard let font, sprite.localSize.width > 0, sprite.localSize.height > 0 else { return [] }
        let (lines, lineHeight) = lines(of: text, width: sprite.localSize.width)
        // Pixels of the item as laid out -> pixels of the quad as drawn (the transform's scale).
        let box = Size(width: sprite.localSize.width * pixelScale, height: sprite.localSize.height * pixelScale)
        let sx = sprite.destination.width / box.width, sy = sprite.destination.height / box.height
        let map = Self.mapping(sprite)
        var quads: [GlyphQuad] = []
        for (number, text) in lines.enumerated() {
            let top = Double(number) * lineHeight * pixelScale
            let line = atlas.layout(text, font: font, fontIndex: 0)
            guard top + Double(line.height) <= box.height + 1 else { break }
            for glyph in line.glyphs {
                let x0 = Double(glyph.x), x1 = x0 + Double(glyph.source.w)
                let y0 = top, y1 = top + Double(glyph.source.h)
                let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)].compactMap { map(Point(x: $0.0 * sx, y: $0.1 * sy)) }
                guard corners.count == 4 else { continue }
                quads.append(GlyphQuad(corners: corners, source: glyph.source))
            }
        }
        return quads
    }

    /// Ends a frame: a full atlas starts over.
    func endFrame() {
        atlas.endFrame()
    }

    /// Where a point of the sprite's quad before its transform (pixels from the destination's
    /// top-left) lands in the window: turned about the rotation centre (mirrored first when the
    /// sprite is), or through the perspective quad; nil behind the eye.
    static func mapping(_ sprite: Sprite) -> (Point) -> Point? {
        let d = sprite.destination
        if let quad = sprite.perspective {
            return { p in
                let h = quad.point(u: p.x / max(1e-9, d.width), v: p.y / max(1e-9, d.height))
                return h.w > LayoutAttributes.nearPlaneW ? h.projected : nil
            }
        }
        let radians = sprite.angle * .pi / 180
        let (c, s) = (cos(radians), sin(radians))
        let pivot = sprite.rotationCenter
        return { p in
            let local = Point(x: p.x, y: sprite.flipVertical ? d.height - p.y : p.y)
            let dx = local.x - pivot.x, dy = local.y - pivot.y
            return Point(x: d.minX + pivot.x + dx * c - dy * s, y: d.minY + pivot.y + dx * s + dy * c)
        }
    }
}
