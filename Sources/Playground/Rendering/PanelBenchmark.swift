import CSDL2
import CollectionLayout
import OrbitSession
import OrbitRendering

/// What the tuning panel adds to a frame (`orbit bench --render --panel`): the playground's frame
/// in a window, the panel hidden, then shown.
///
/// Each frame: a rotation step turns the ring (`items` items of `itemSize`, so every sprite moves),
/// the displayed items are drawn (`FrameRenderer.render`, no HUD) in the content's part of the
/// window, the panel is drawn in its dock beside it when shown (`TuningPanel.draw`: Dear ImGui's
/// frame, its widgets for the ring's parameters and the feel, and the picker listing every layout
/// of the catalog, 31 built in), and the frame is presented. With the panel shown, the session's
/// bounds are the content's part (`TuningPanelLayout.split`), as in `orbit play` after E. Time
/// comes from `now` (milliseconds, monotonic).
public struct PanelBenchmark {
    public struct Configuration: Sendable {
        /// The window's size, points.
        public var boundsSize = Size(width: 1280, height: 800)
        /// Timed frames per run.
        public var frames = 240
        /// Untimed frames before them (texture uploads, ImGui's first layout).
        public var warmUpFrames = 20
        /// The ring's items and their side, points.
        public var items = 100
        public var itemSize = 64.0
        /// How far the ring turns each frame, radians.
        public var turnPerFrame = 2 * Double.pi / 240

        public init() {}
    }

    public struct Result: Sendable, Equatable {
        /// The target's name ("window-software", "opengl").
        public var renderer: String
        public var panelShown: Bool
        /// The layouts the picker lists.
        public var layouts: Int
        public var frames: Int
        /// The whole frame, from before the layout to after present.
        public var frame: RenderBenchmark.Percentiles
        /// Drawing the panel (ImGui's frame and its triangles' draw calls); 0 when hidden.
        public var panel: RenderBenchmark.Percentiles
        public var present: RenderBenchmark.Percentiles
        /// Timed frames that drew the panel's triangles rather than copying its kept pixels.
        public var panelRedraws: Int
    }

    public var configuration = Configuration()
    /// Milliseconds on a monotonic clock.
    public var now: () -> Double

    public init(now: @escaping () -> Double = Stopwatch.now) {
        self.now = now
    }

    /// Draws `warmUpFrames + frames` frames on `target`'s window, the panel shown or not, its
    /// picker listing `catalog`.
    ///
    /// - Throws: one line when `target` has no window, the window is too narrow for the panel, or
    ///   Dear ImGui cannot start.
    /// - Complexity: O((warmUpFrames + frames) × (items + catalog's layouts)), plus the renderer's fill cost.
    public func run(on target: RenderTarget, panelShown: Bool, catalog: LayoutCatalog = .builtIn) throws(PlaygroundError) -> Result {
        guard let window = target.window else { throw .window("the panel benchmark needs a window") }
        let scale = target.pixelScale
        var split: (content: Size, panel: Rect)?
        var panel: TuningPanel?
        if panelShown {
            guard let made = TuningPanelLayout.split(window: configuration.boundsSize) else {
                throw .window("a \(Int(configuration.boundsSize.width))-point window is too narrow for the tuning panel")
            }
            split = made
            panel = TuningPanel(window: window.window, renderer: window.renderer, fontPath: FontLocator.locate()?.regular, pixelScale: scale)
            guard panel != nil else { throw .window("Dear ImGui could not make its font texture") }
        }
        defer { panel?.hide() }
        let bounds = split?.content ?? configuration.boundsSize
        var session: Session
        do {
            session = try Session(
                layout: .ring, settings: [LayoutSetting(key: "itemSize", value: String(configuration.itemSize))], catalog: catalog,
                itemCount: configuration.items, boundsSize: bounds)
        } catch {
            throw .session(error)
        }
        var viewport = Viewport(size: bounds, pixelScale: scale)
        var content = SDL_Rect(x: 0, y: 0, w: Int32((bounds.width * scale).rounded()), h: Int32((bounds.height * scale).rounded()))
        var frameTimes: [Double] = [], panelTimes: [Double] = [], presentTimes: [Double] = []
        var redrawsBefore = 0
        for frame in -configuration.warmUpFrames..<configuration.frames {
            let time = Double(frame + configuration.warmUpFrames + 1) / 60
            if frame == 0 { redrawsBefore = TuningPanel.redraws }
            target.pumpEvents()
            let start = now()
            session.send(.rotate(angle: configuration.turnPerFrame), at: time)
            let items = session.displayedItems
            viewport.contentOffset = session.contentOffset
            if split != nil { SDL_RenderSetViewport(window.renderer, &content) }
            target.frames.render(items: items, viewport: viewport)
            SDL_RenderSetViewport(window.renderer, nil)
            let panelStart = now()
            if let panel, let split { _ = panel.draw(in: split.panel, session: session) }
            let drawn = now()
            target.finish()
            let end = now()
            guard frame >= 0 else { continue }
            frameTimes.append(end - start)
            panelTimes.append(drawn - panelStart)
            presentTimes.append(end - drawn)
        }
        return Result(
            renderer: target.name, panelShown: panelShown, layouts: session.catalog.entries.count, frames: frameTimes.count,
            frame: .init(frameTimes), panel: .init(panelShown ? panelTimes : []), present: .init(presentTimes),
            panelRedraws: panelShown ? TuningPanel.redraws - redrawsBefore : 0)
    }
}
