import CollectionLayout
import OrbitRendering
import OrbitSession

extension FrameImageRenderer {
    /// `panes` side by side (`orbit replay --compare`), each `paneSize` points at one pixel a
    /// point, with its label; `states[i]` is what pane i's overlays read (nil: none); `content` is
    /// what the items show, captions seeded with `seed`, as `render`'s. The renderer (with fonts,
    /// for the labels) is kept while the size stays; a replay draws one pane or two throughout, so
    /// the renderer of one pane (a different size) is never reused here.
    public func renderPanes(
        _ panes: [PaneFrame], states: [OverlayState?], paneSize: Size, content: ContentKind = .icons, seed: UInt64 = 1
    ) throws(SDLError) -> PixelImage {
        let area = ComparePanes.area(paneSize: paneSize)
        let width = max(1, Int(area.width.rounded())), height = max(1, Int(area.height.rounded()))
        if renderer == nil || renderer?.canvas.width != width || renderer?.canvas.height != height {
            renderer = try HeadlessRenderer(width: width, height: height, icons: icons, hud: true)
            rendererChanged()
        }
        guard let renderer else { return PixelImage(width: width, height: height) }
        try use(content, seed: seed, on: renderer)
        var drawn = panes
        for index in drawn.indices {
            guard index < states.count, let state = states[index], !overlays.isEmpty else { continue }
            drawn[index].overlays = renderer.paneOverlayList(
                overlays, items: drawn[index].items, paneSize: paneSize, contentOffset: drawn[index].contentOffset, state: state)
        }
        return try renderer.renderPanes(drawn, paneSize: paneSize).image
    }
}
