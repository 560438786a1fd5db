import CSDL2
import CollectionLayout
import OrbitRendering

/// Frames without a window: a `HeadlessCanvas` and a `FrameRenderer` on it, kept together so that a
/// sequence of frames (a replay) loads the icons and fonts once.
public final class HeadlessRenderer {
    // Stored properties are destroyed in declaration order: the frame renderer's textures must go
    // before the canvas destroys its SDL renderer (which frees every texture made on it; a
    // texture destroyed after that is a use after free).
    let frames: FrameRenderer
    public let canvas: HeadlessCanvas
    /// Problems met while loading icons and fonts, one line each, for the caller to print.
    public let warnings: [String]

    /// - Parameters:
    ///   - width, height: pixels (the viewport's points times `pixelScale`).
    ///   - icons: the icons to draw; default: `Assets/icons` with generated stand-ins.
    ///   - hud: whether to open the fonts for the HUD, the overlays' labels and the headers'
    ///     labels (a missing font turns them off with a warning).
    ///   - fontPaths: the fonts; default: `FontLocator.locate()`.
    public init(
        width: Int, height: Int, icons: IconLibrary? = nil, hud: Bool = false,
        fontPaths: (regular: String, bold: String)?? = .none
    ) throws(SDLError) {
        canvas = try HeadlessCanvas(width: width, height: height)
        let library = icons ?? IconLibrary.load(from: IconSet.locateDirectory())
        var warnings = library.warnings
        var hudRenderer: HUDRenderer?
        if hud {
            let (made, warning) = HUDRenderer.make(renderer: canvas.renderer, fontPaths: fontPaths ?? FontLocator.locate())
            hudRenderer = made
            if let warning { warnings.append(warning) }
        }
        frames = try FrameRenderer(renderer: canvas.renderer, icons: library, hud: hudRenderer)
        self.warnings = warnings
    }

    /// Draws items with `options`' content from now on (`--content`, `--images`), pictures
    /// decoded on this thread when a frame needs them, and returns the session's content (for
    /// `CollectionView.setContent`) and the captions' measurer. A folder's pictures have their
    /// aspect ratios from their headers at once, so that frames do not depend on load order.
    ///
    /// - Throws: one line when `--images` is not a readable folder.
    public func useContent(_ options: ContentOptions, seed: UInt64, warn: @escaping (String) -> Void) throws(OutputError)
        -> (ContentSource, any TextMeasuring)
    {
        let (content, source, measurer) = try ContentRenderer.make(
            options, seed: seed, renderer: canvas.renderer, executor: .manual, knownAspects: true, warn: warn)
        // Icons: nil, the plain draw list.
        frames.content = content
        return (source, measurer)
    }

    /// Draws a frame; when it asked for pictures that are not loaded, decodes them now and draws
    /// it again, so that a headless frame shows every picture (or its placeholder when it cannot
    /// be shown), never one still loading.
    func drawFrame(
        items: [DisplayedItem], elements: [DisplayedElement] = [], sectionItemCounts: [Int] = [], viewport: Viewport,
        status: HUDStatus?, graph: FrameHistory?, overlays: OverlayList?
    ) -> (DrawList, FrameCost) {
        func draw() -> (DrawList, FrameCost) {
            frames.render(
                items: items, elements: elements, sectionItemCounts: sectionItemCounts, viewport: viewport, status: status, graph: graph,
                overlays: overlays)
        }
        _ = frames.content?.beginFrame()
        let drawn = draw()
        guard let pictures = frames.content?.pictures, pictures.loader.pendingCount > 0 else { return drawn }
        pictures.loader.drain()
        _ = frames.content?.beginFrame()
        return draw()
    }

    /// Whether the HUD's fonts are open.
    public var hasHUD: Bool { frames.hud != nil }

    /// The number of icons items cycle through.
    public var iconCount: Int { frames.iconCount }

    /// Draws one frame and returns its pixels, draw list and cost; `elements` adds the
    /// supplementary views and decorations (headers labelled with `sectionItemCounts` when the
    /// fonts are open), `graph` the profiler graph, `overlays` (`overlayList(_:items:viewport:state:)`)
    /// the overlays.
    public func render(
        items: [DisplayedItem], elements: [DisplayedElement] = [], sectionItemCounts: [Int] = [], viewport: Viewport,
        status: HUDStatus? = nil, graph: FrameHistory? = nil, overlays: OverlayList? = nil
    ) throws(SDLError) -> (image: PixelImage, list: DrawList, cost: FrameCost) {
        let (list, cost) = drawFrame(
            items: items, elements: elements, sectionItemCounts: sectionItemCounts, viewport: viewport, status: status, graph: graph,
            overlays: overlays)
        SDL_RenderFlush(canvas.renderer)
        return (try canvas.image(), list, cost)
    }

    /// The overlays of `overlays` for `items` and `elements` through `viewport`, labels measured
    /// with the HUD's font (opened with `hud: true`; without it, no labels).
    public func overlayList(
        _ overlays: Set<Overlay>, items: [DisplayedItem], elements: [DisplayedElement] = [], viewport: Viewport, state: OverlayState
    ) -> OverlayList {
        frames.overlayList(overlays, items: items, elements: elements, viewport: viewport, state: state)
    }

    /// Draws one frame without copying its pixels out (a soak checks what accumulates, not the
    /// pixels); returns its draw list and cost.
    public func draw(items: [DisplayedItem], viewport: Viewport, status: HUDStatus? = nil, graph: FrameHistory? = nil)
        -> (list: DrawList, cost: FrameCost)
    {
        let drawn = drawFrame(items: items, viewport: viewport, status: status, graph: graph, overlays: nil)
        SDL_RenderFlush(canvas.renderer)
        return drawn
    }
}
