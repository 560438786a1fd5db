import CSDL2
import CollectionLayout
import OrbitRendering

/// Draws whole frames on an SDL renderer: the backdrop, the displayed items as sprites, and the HUD.
/// The same code draws the window (`orbit play`) and headless frames (`orbit shot`).
public final class FrameRenderer {
    let renderer: OpaquePointer
    let sprites: SpriteRenderer
    let hud: HUDRenderer?
    let backdrop = Backdrop()
    let overlayRenderer: OverlayRenderer
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
    }

    /// The overlays of `overlays` for `items` through `viewport`, measured with the HUD's label
    /// font (no fonts: no labels).
    public func overlayList(
        _ overlays: Set<Overlay>, items: [DisplayedItem], viewport: Viewport, state: OverlayState
    ) -> OverlayList {
        guard !overlays.isEmpty else { return OverlayList() }
        hud?.use(pixelScale: viewport.pixelScale)
        return OverlayList(overlays: overlays, items: items, viewport: viewport, state: state) { [hud] text in
            guard let hud else { return .zero }
            let line = hud.layout(text, .title)
            return Size(width: Double(line.width), height: Double(line.height))
        }
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
        items: [DisplayedItem], viewport: Viewport, status: HUDStatus? = nil, graph: FrameHistory? = nil, overlay: ReloadOverlay? = nil,
        overlays: OverlayList? = nil, budget: SpriteBudget = .unlimited, startGrid: Int = 1
    ) -> (DrawList, FrameCost) {
        let start = Stopwatch.now()
        let list = DrawList(
            items: items, viewport: viewport, iconCount: iconCount, content: content?.kind ?? .icons, style: content?.style ?? .standard
        ).culled(to: budget, startGrid: startGrid)
        let built = Stopwatch.now()
        let size = outputSize
        backdrop.draw(renderer: renderer, width: size.width, height: size.height, software: !sprites.batches)
        sprites.draw(list, content: content, pixelScale: viewport.pixelScale)
        content?.endFrame()
        if let overlays { overlayRenderer.draw(overlays, hud: hud, pixelScale: viewport.pixelScale) }
        if let hud {
            if let status {
                hud.draw(
                    status, visibleCount: list.visibleItemCount, levelOfDetail: list.levelOfDetail, width: size.width, height: size.height,
                    pixelScale: viewport.pixelScale, content: list.sprites.map { Rect.bounding($0.drawnCorners) },
                    reserved: overlays?.minimap.map { [$0.frame.insetBy(dx: -4 * viewport.pixelScale, dy: -4 * viewport.pixelScale)] } ?? [])
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
}
