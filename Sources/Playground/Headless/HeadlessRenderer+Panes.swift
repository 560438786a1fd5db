import CSDL2
import CollectionLayout
import OrbitRendering
import OrbitSession

extension HeadlessRenderer {
    /// Draws `panes` side by side as `ComparePanes` places them, each `paneSize` points, on a
    /// canvas of `ComparePanes.area(paneSize:)` points times `pixelScale` (the caller makes the
    /// canvas that size): `orbit shot --compare` and `orbit replay --compare`.
    ///
    /// - Returns: the image, and each pane's label plate in pixels of the image (nil when no font
    ///   could draw it).
    /// - Complexity: O(items + characters) over the panes.
    public func renderPanes(_ panes: [PaneFrame], paneSize: Size, pixelScale: Double = 1) throws(SDLError)
        -> (image: PixelImage, labels: [Rect?])
    {
        let layout = ComparePanes(area: ComparePanes.area(paneSize: paneSize))
        func draw() -> [(list: DrawList, cost: FrameCost, label: Rect?)] {
            frames.renderPanes(panes, in: layout.frames.map { $0.scaled(by: pixelScale) }, pixelScale: pixelScale)
        }
        // As `drawFrame`: pictures a pane asked for are decoded now and the frame drawn again.
        _ = frames.content?.beginFrame()
        var drawn = draw()
        if let pictures = frames.content?.pictures, pictures.loader.pendingCount > 0 {
            pictures.loader.drain()
            _ = frames.content?.beginFrame()
            drawn = draw()
        }
        SDL_RenderFlush(canvas.renderer)
        return (try canvas.image(), drawn.map(\.label))
    }

    /// The overlays of `overlays` for one pane of `paneSize` points (`PaneFrame.overlays`).
    public func paneOverlayList(
        _ overlays: Set<Overlay>, items: [DisplayedItem], paneSize: Size, contentOffset: Point, pixelScale: Double = 1, state: OverlayState
    ) -> OverlayList {
        overlayList(overlays, items: items, viewport: Viewport(size: paneSize, contentOffset: contentOffset, pixelScale: pixelScale), state: state)
    }
}
