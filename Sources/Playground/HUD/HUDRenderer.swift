import CSDL2
import CollectionLayout
import OrbitRendering
import Foundation

/// Draws the HUD: a translucent panel with the layout and the figures in the corner with the least
/// content (one line when every corner is busy), and the controls along the bottom, in DejaVu Sans
/// (`HUDLayout` arranges them).
final class HUDRenderer {
    let renderer: OpaquePointer
    let fontPaths: (regular: String, bold: String)
    private(set) var regular: OpaquePointer
    private(set) var bold: OpaquePointer
    private(set) var small: OpaquePointer
    private(set) var pixelScale: Double
    /// The glyphs of the three fonts at the current pixel scale.
    let atlas: GlyphAtlas
    /// The profiler graph's vertex buffers, kept between frames so drawing it allocates nothing.
    var graphVertices: [SDL_Vertex] = []
    var graphIndices: [Int32] = []
    /// The figures panel drawn this frame (pixels), so the profiler graph can keep clear of it.
    var statusPanel: Rect?
    /// The corner the status panel was in last frame (it stays unless another is clearly emptier).
    var lastCorner: HUDLayout.Corner?
    /// The controls wrapped to a width (pixels), kept while the text, the width and the atlas's
    /// glyphs stay the same: wrapping lays the text out once per part.
    private var wrappedHelp: (help: String, available: Double, atlasGeneration: Int, lines: [TextLine])?

    /// Sizes in points.
    static let titleSize = 15.0, bodySize = 13.0, helpSize = 12.0
    static let margin = 12.0, padding = 10.0

    static let titleColor = RGBAColor(hex: 0xFFFFFF)
    static let bodyColor = RGBAColor(hex: 0xC9D1E3)
    static let helpColor = RGBAColor(hex: 0x9AA4BA)
    /// Slow frames: amber, readable on the dark panel.
    static let warningColor = RGBAColor(hex: 0xFFB347)
    static let panelColor = RGBAColor(hex: 0x0A0D16, alpha: 0.66)
    static let panelEdge = RGBAColor(hex: 0x8090B8, alpha: 0.25)

    /// A HUD with the fonts at `fontPaths`, or nil and a one-line reason when they cannot be
    /// opened (the app then runs without a HUD).
    static func make(renderer: OpaquePointer, fontPaths: (regular: String, bold: String)?, pixelScale: Double = 1)
        -> (HUDRenderer?, warning: String?)
    {
        guard let fontPaths else {
            return (nil, "DejaVu Sans not found (install fonts-dejavu-core or set ORBIT_FONT); the HUD is off")
        }
        if TTF_WasInit() == 0, TTF_Init() != 0 {
            return (nil, "SDL2_ttf cannot start (\(String(cString: SDL_GetError()))); the HUD is off")
        }
        guard let fonts = openFonts(fontPaths, pixelScale: pixelScale) else {
            return (nil, "cannot open the font \(fontPaths.regular) (\(String(cString: SDL_GetError()))); the HUD is off")
        }
        return (HUDRenderer(renderer: renderer, fontPaths: fontPaths, fonts: fonts, pixelScale: pixelScale), nil)
    }

    private init(
        renderer: OpaquePointer, fontPaths: (regular: String, bold: String),
        fonts: (OpaquePointer, OpaquePointer, OpaquePointer), pixelScale: Double
    ) {
        self.renderer = renderer
        self.fontPaths = fontPaths
        (regular, bold, small) = fonts
        self.pixelScale = pixelScale
        atlas = GlyphAtlas(renderer: renderer)
        atlas.reset(lineHeight: Int(TTF_FontHeight(bold)))
    }

    deinit {
        TTF_CloseFont(regular)
        TTF_CloseFont(bold)
        TTF_CloseFont(small)
    }

    private static func openFonts(_ paths: (regular: String, bold: String), pixelScale: Double)
        -> (OpaquePointer, OpaquePointer, OpaquePointer)?
    {
        func open(_ path: String, _ points: Double) -> OpaquePointer? {
            TTF_OpenFont(path, Int32(max(1, min(400, (points * pixelScale).rounded()))))
        }
        guard let regular = open(paths.regular, bodySize) else { return nil }
        guard let bold = open(paths.bold, titleSize) ?? open(paths.regular, titleSize), let small = open(paths.regular, helpSize)
        else {
            TTF_CloseFont(regular)
            return nil
        }
        for font in [regular, bold, small] { TTF_SetFontHinting(font, TTF_HINTING_LIGHT) }
        return (regular, bold, small)
    }

    /// Reopens the fonts at `pixelScale` when it changed (the window moved to another display).
    func use(pixelScale: Double) {
        guard pixelScale != self.pixelScale, let fonts = Self.openFonts(fontPaths, pixelScale: pixelScale) else { return }
        TTF_CloseFont(regular)
        TTF_CloseFont(bold)
        TTF_CloseFont(small)
        (regular, bold, small) = fonts
        self.pixelScale = pixelScale
        atlas.reset(lineHeight: Int(TTF_FontHeight(bold)))
    }

    /// Ends a frame of HUD drawing.
    func endFrame() {
        atlas.endFrame()
        statusPanel = nil
    }

    /// Draws `status` on a drawable of `width` x `height` pixels, arranged by `HUDLayout` so that it
    /// keeps clear of `content` (the items' drawn bounds, pixels), of `labels` (headers and footers)
    /// first, and of `reserved` (the minimap).
    ///
    /// - Complexity: O(text + content).
    func draw(
        _ status: HUDStatus, visibleCount: Int, levelOfDetail: LevelOfDetail? = nil, width: Int, height: Int, pixelScale: Double,
        content: [Rect] = [], labels: [Rect] = [], reserved: [Rect] = []
    ) {
        use(pixelScale: pixelScale)
        let s = pixelScale
        let margin = Self.margin * s, padding = Self.padding * s, gap = 3 * s
        let window = Size(width: Double(width), height: Double(height))
        let available = max(0, window.width - 2 * margin - 2 * padding)
        // The full panel: every line, each cut at the window's width.
        let texts = status.lines(visibleCount: visibleCount, levelOfDetail: levelOfDetail)
        let rendered = texts.enumerated().map { index, text in layout(text, index == 0 ? .title : .body) }
        let innerWidth = min(available, Double(rendered.map(\.width).max() ?? 0))
        let innerHeight = rendered.reduce(0.0) { $0 + Double($1.height) } + gap * Double(max(0, rendered.count - 1))
        let full = Size(width: innerWidth + 2 * padding, height: innerHeight + 2 * padding)
        // One line: as many parts as fit.
        let compactText = status.compactLine(visibleCount: visibleCount, levelOfDetail: levelOfDetail) { Double(layout($0, .body).width) <= available }
        let compact = layout(compactText, .body)
        let compactSize = Size(width: min(available, Double(compact.width)) + 2 * padding, height: Double(compact.height) + padding)
        // The key list, wrapped; the notice that replaces it in a small window.
        let helpPadding = 6 * s
        var helpLines: [TextLine] = []
        var sizes = HUDLayout.Sizes(full: full, compact: compactSize)
        if let help = status.help {
            helpLines = wrap(help, available: window.width - 2 * margin - 2 * helpPadding)
            let helpWidth = Double(helpLines.map(\.width).max() ?? 0), helpHeight = helpLines.reduce(0.0) { $0 + Double($1.height) }
            sizes.help = Size(width: helpWidth + 2 * helpPadding, height: helpHeight + 2 * helpPadding)
            sizes.helpLines = helpLines.count
            let notice = layout(HUDStatus.smallWindowNotice, .help)
            sizes.notice = Size(width: Double(notice.width) + 2 * helpPadding, height: Double(notice.height) + 2 * helpPadding)
        }
        let arrangement = HUDLayout.arrange(
            window: window, sizes: sizes, content: content, labels: labels, reserved: reserved, form: status.oneLine ? .compact : .full,
            previous: lastCorner, margin: margin)
        lastCorner = arrangement.status?.corner
        if let (panel, form, _) = arrangement.status {
            fillRoundedRect(x: panel.minX, y: panel.minY, w: panel.width, h: panel.height, radius: min(8 * s, panel.height / 2))
            statusPanel = panel
            switch form {
            case .full:
                var y = panel.minY + padding
                for (index, line) in rendered.enumerated() {
                    let color = index == 0 ? Self.titleColor : index == 1 && status.warning != nil ? Self.warningColor : Self.bodyColor
                    draw(line, x: panel.minX + padding, y: y, color: color, maximumWidth: innerWidth)
                    y += Double(line.height) + gap
                }
            case .compact:
                let color = status.warning != nil ? Self.warningColor : Self.titleColor
                draw(compact, x: panel.minX + padding, y: panel.minY + padding / 2, color: color, maximumWidth: panel.width - 2 * padding)
            }
        }
        drawHelp(arrangement, lines: helpLines, padding: helpPadding, pixelScale: s)
    }

    /// The key list in the panel `arrangement` gave it, its `lines` centred, `padding` pixels
    /// inside; or, when the window is too small for it, the notice that replaces it.
    private func drawHelp(_ arrangement: HUDLayout, lines: [TextLine], padding: Double, pixelScale s: Double) {
        if let rect = arrangement.help {
            fillRoundedRect(x: rect.minX, y: rect.minY, w: rect.width, h: rect.height, radius: rect.height / 2 > 14 * s ? 8 * s : rect.height / 2)
            var top = rect.minY + padding
            for entry in lines {
                draw(entry, x: (rect.minX + (rect.width - Double(entry.width)) / 2).rounded(), y: top, color: Self.helpColor)
                top += Double(entry.height)
            }
        } else if let rect = arrangement.notice {
            fillRoundedRect(x: rect.minX, y: rect.minY, w: rect.width, h: rect.height, radius: rect.height / 2)
            draw(layout(HUDStatus.smallWindowNotice, .help), x: rect.minX + padding, y: rect.minY + padding, color: Self.helpColor)
        }
    }

    /// `help` in lines no wider than `available` pixels, broken at the separators; the last
    /// result again when nothing changed.
    private func wrap(_ help: String, available: Double) -> [TextLine] {
        if let wrapped = wrappedHelp, wrapped.help == help, wrapped.available == available,
            wrapped.atlasGeneration == atlas.generation
        {
            return wrapped.lines
        }
        var lines: [TextLine] = []
        var current: TextLine?
        var currentText = ""
        for part in help.components(separatedBy: HUDStatus.separator) {
            let candidateText = currentText.isEmpty ? part : currentText + HUDStatus.separator + part
            let candidate = layout(candidateText, .help)
            if let line = current, Double(candidate.width) > available {
                lines.append(line)
                (current, currentText) = (layout(part, .help), part)
            } else {
                (current, currentText) = (candidate, candidateText)
            }
        }
        if let current { lines.append(current) }
        wrappedHelp = (help, available, atlas.generation, lines)
        return lines
    }

    /// A translucent rounded rectangle as one triangle fan (`SDL_RenderGeometry`).
    func fillRoundedRect(x: Double, y: Double, w: Double, h: Double, radius: Double) {
        let r = max(0, min(radius, min(w, h) / 2))
        let (cr, cg, cb, ca) = Self.panelColor.bytes
        let color = SDL_Color(r: cr, g: cg, b: cb, a: ca)
        var vertices = [SDL_Vertex(position: SDL_FPoint(x: Float(x + w / 2), y: Float(y + h / 2)), color: color, tex_coord: SDL_FPoint())]
        var outline: [SDL_FPoint] = []
        let corners = [(x + w - r, y + r, -Double.pi / 2), (x + w - r, y + h - r, 0.0), (x + r, y + h - r, Double.pi / 2), (x + r, y + r, Double.pi)]
        for (cx, cy, start) in corners {
            for step in 0...6 {
                let angle = start + Double(step) / 6 * Double.pi / 2
                let point = SDL_FPoint(x: Float(cx + r * cos(angle)), y: Float(cy + r * sin(angle)))
                vertices.append(SDL_Vertex(position: point, color: color, tex_coord: SDL_FPoint()))
                outline.append(point)
            }
        }
        var indices: [Int32] = []
        let rim = Int32(vertices.count - 1)
        for i in 1...rim { indices += [0, i, i == rim ? 1 : i + 1] }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
        let (er, eg, eb, ea) = Self.panelEdge.bytes
        SDL_SetRenderDrawColor(renderer, er, eg, eb, ea)
        outline.append(outline[0])
        SDL_RenderDrawLinesF(renderer, outline, Int32(outline.count))
    }
}
