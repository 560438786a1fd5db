import CSDL2
import CollectionLayout
import OrbitRendering

/// Draws whole frames on an SDL renderer: the backdrop, the displayed items as sprites with the
/// supplementary views and decorations between them in draw order, and the HUD.
/// The same code draws the window (`orbit play`) and headless frames (`orbit shot`).
public final class FrameRenderer {
    let renderer: OpaquePointer
    let sprites: SpriteRenderer
    let hud: HUDRenderer?
    let backdrop = Backdrop()
    let overlayRenderer: OverlayRenderer
    /// Where the HUD must not go besides the minimap, pixels of the viewport (a pane's label).
    var reservedForHUD: [Rect] = []
    let elementRenderer: ElementRenderer
    /// What items show beyond icons (`--content`); nil: icons.
    var content: ContentRenderer?

    /// The number of icons items cycle through.
    public var iconCount: Int { sprites.atlas.iconCount }

    /// - Parameters:
    ///   - icons: the icon images (see `IconLibrary.load`).
    ///   - hud: the HUD's fonts, or nil to draw no HUD.
    init(renderer: OpaquePointer, icons: IconLibrary, hud: HUDRenderer?) throws(SDLError) {
        self.renderer = renderer
        sprites = try SpriteRenderer(renderer: renderer, icons: icons)
        self.hud = hud
        overlayRenderer = OverlayRenderer(renderer: renderer)
        elementRenderer = ElementRenderer(renderer: renderer)
    }

    /// The overlays of `overlays` for `items` and `elements` through `viewport`, measured with
    /// the HUD's label font (no fonts: no labels).
    public func overlayList(
        _ overlays: Set<Overlay>, items: [DisplayedItem], elements: [DisplayedElement] = [], viewport: Viewport, state: OverlayState
    ) -> OverlayList {
        guard !overlays.isEmpty else { return OverlayList() }
        hud?.use(pixelScale: viewport.pixelScale)
        return OverlayList(overlays: overlays, items: items, elements: elements, viewport: viewport, state: state) { [hud] text in
            guard let hud else { return .zero }
            let line = hud.layout(text, .title)
            return Size(width: Double(line.width), height: Double(line.height))
        }
    }

    /// The draw list of `items` and `elements` through `viewport`, bars' labels and styled cells'
    /// titles measured with the HUD's label font (no fonts: no labels).
    func drawList(items: [DisplayedItem], elements: [DisplayedElement], viewport: Viewport, sectionItemCounts: [Int]) -> DrawList {
        let kind = content?.kind ?? .icons, style = content?.style ?? .standard
        // Labels are measured only for elements and styled cells.
        guard !elements.isEmpty || items.contains(where: { $0.attributes.style != nil }) else {
            return DrawList(items: items, viewport: viewport, iconCount: iconCount, content: kind, style: style)
        }
        hud?.use(pixelScale: viewport.pixelScale)
        let measure: ((String) -> Size)? = hud.map { hud in
            { text in
                let line = hud.layout(text, .title)
                return Size(width: Double(line.width), height: Double(line.height))
            }
        }
        return DrawList(
            items: items, elements: elements, viewport: viewport, iconCount: iconCount, sectionItemCounts: sectionItemCounts,
            content: kind, style: style, measure: measure)
    }

    /// The drawable's size in pixels: the viewport's when one narrows it (the tuning panel's dock).
    var outputSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(renderer, &viewport)
        if viewport.w > 0, viewport.h > 0 { return (Int(min(w, viewport.w)), Int(min(h, viewport.h))) }
        return (Int(w), Int(h))
    }

    /// Clears and draws one frame (without presenting it) and says what it cost.
    ///
    /// - Parameters:
    ///   - items: what the session displays, content coordinates.
    ///   - elements: the supplementary views and decorations it displays, content coordinates.
    ///   - sectionItemCounts: the items of each section, for the headers' labels.
    ///   - viewport: the window's size in points, the content offset and the pixel scale.
    ///   - status: the HUD's figures; nil (or no fonts) draws no HUD.
    ///   - graph: the recent frames for the profiler graph (G); nil (or no fonts) draws none.
    ///   - overlays: drawn over the items, under the HUD (`overlayList(_:items:viewport:state:)`).
    ///   - budget: what the sprites may cost (`DrawList.culled(to:startGrid:)`); sprites covered
    ///     at the same pixels are left out whatever the budget.
    ///   - startGrid: the coverage test's first cells, pixels (the last frame's `nextGrid`).
    /// - Returns: the draw list (for its visible count and level of detail) and the cost of
    ///   building and drawing it.
    @discardableResult
    public func render(
        items: [DisplayedItem], elements: [DisplayedElement] = [], sectionItemCounts: [Int] = [], viewport: Viewport,
        status: HUDStatus? = nil, graph: FrameHistory? = nil, overlay: ReloadOverlay? = nil, overlays: OverlayList? = nil,
        budget: SpriteBudget = .unlimited, startGrid: Int = 1
    ) -> (DrawList, FrameCost) {
        let start = Stopwatch.now()
        let list = drawList(items: items, elements: elements, viewport: viewport, sectionItemCounts: sectionItemCounts)
            .culled(to: budget, startGrid: startGrid)
        let built = Stopwatch.now()
        let size = outputSize
        backdrop.draw(renderer: renderer, width: size.width, height: size.height, software: !sprites.batches, target: sprites.atlas.targetFormat)
        draw(list, pixelScale: viewport.pixelScale)
        content?.endFrame()
        if let overlays { overlayRenderer.draw(overlays, hud: hud, pixelScale: viewport.pixelScale) }
        if let hud {
            if let status {
                hud.draw(
                    status, visibleCount: list.visibleItemCount, levelOfDetail: list.levelOfDetail, width: size.width, height: size.height,
                    pixelScale: viewport.pixelScale, content: Self.content(of: list), labels: Self.labels(of: list),
                    reserved: (overlays?.minimap.map { [$0.frame.insetBy(dx: -4 * viewport.pixelScale, dy: -4 * viewport.pixelScale)] } ?? [])
                        + reservedForHUD)
            }
            if let graph {
                hud.drawFrameGraph(graph, width: size.width, height: size.height, pixelScale: viewport.pixelScale)
            }
            if let overlay {
                hud.drawOverlay(overlay, width: size.width, height: size.height, pixelScale: viewport.pixelScale)
            }
            hud.endFrame()
        }
        let drawn = Stopwatch.now()
        return (list, FrameCost(drawListMilliseconds: built - start, drawMilliseconds: drawn - built))
    }

    /// Draws the sprites and, between them where they belong, the elements of `list`.
    ///
    /// - Complexity: O(sprites + elements).
    func draw(_ list: DrawList, pixelScale: Double = 1) {
        var next = 0
        for shape in list.elements {
            let upTo = min(max(next, shape.spriteIndex), list.sprites.count)
            if upTo > next { sprites.draw(list.sprites[next..<upTo], content: content, pixelScale: pixelScale) }
            next = upTo
            elementRenderer.draw(shape, hud: hud)
        }
        sprites.draw(list.sprites[next...], content: content, pixelScale: pixelScale)
    }

    /// What the HUD keeps clear of, window pixels: every sprite's drawn bounds and every bar's
    /// (a header's label is content; a background panel or a line is not).
    static func content(of list: DrawList) -> [Rect] {
        list.sprites.map { Rect.bounding($0.drawnCorners) } + labels(of: list)
    }

    /// The headers and footers of `list` (its bars), pixels: what the HUD keeps clear of first.
    static func labels(of list: DrawList) -> [Rect] {
        list.elements.filter { $0.style == .bar }.map(\.bounds)
    }
}
