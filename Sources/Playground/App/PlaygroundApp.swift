import CSDL2
import CollectionLayout
import OrbitSession
import OrbitSupport
import OrbitRendering
import Foundation
import LiveLayouts

/// `orbit play`: the window, the 60 Hz loop, and the glue between SDL and the panes' sessions.
///
/// Each frame (`loop`): handle the pending SDL events at the current simulation time, follow the
/// window's size, poll the live reload, flush the journal, advance every pane's session in fixed
/// 1/60 s steps for the real time that passed (clamped), lay out, draw what each pane displays, the
/// overlays and the HUD, present, and record the frame. Without vsync the loop sleeps to the
/// next 1/60 s. The work is done by collaborators, one file each: `FrameClock` (time and frame
/// statistics), `EventRouter` (where each input goes, and its record), `DetailGovernor` (level of
/// detail), `HeadsUpDisplay`, `OverlayController`, `PlaygroundReloader` (`--watch`),
/// `SessionRecorder` (script, journal, profile, trace events), `WindowCapture` (screenshots and
/// video) and the tuning panel (`PlaygroundApp+Panel.swift`).
public final class PlaygroundApp {
    let options: PlaygroundOptions
    let window: PlaygroundWindow
    let frames: FrameRenderer
    /// One pane, or two side by side with `--compare` or `--compare-versions`, left to right; the
    /// lead pane (`[Pane].lead`) is the one the reloader, the journal and the HUD's status follow.
    var panes: [Pane]
    var clock: FrameClock
    var detail = DetailGovernor()
    var hud = HeadsUpDisplay()
    var overlays = OverlayController()
    /// `--watch`; nil without it.
    let reloader: PlaygroundReloader?
    /// Sends each input to the panel, the window or the panes, and records it (it holds the recorder).
    var router: EventRouter
    var capture = WindowCapture()
    var panel = PanelDock()
    var running = true
    var minimized = false
    let say: (String) -> Void

    /// Runs the playground until the window closes, Esc/Q, or `options.duration` passes.
    ///
    /// - Parameters:
    ///   - warn: one-line warnings (missing icons or font, software fallback).
    ///   - say: one-line messages (screenshots saved).
    ///   - report: one-line reports beside the warnings (each `--watch` reload's figures, on
    ///     standard error in `orbit play`, so that every save says how it went in one stream); nil: `say`.
    ///   - environment: where `DISPLAY`, `WAYLAND_DISPLAY` and `SDL_VIDEODRIVER` are read.
    public static func run(
        _ options: PlaygroundOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
        warn: @escaping (String) -> Void, say: @escaping (String) -> Void, report: ((String) -> Void)? = nil
    ) throws(PlaygroundError) {
        if let reason = VideoDriver.prepare(for: environment) {
            throw .noDisplay(because: reason)
        }
        // Checked before the window opens, so that a typo does not cost a session.
        var observers: [any FrameObserver] = []
        do throws(SDLError) {
            if let path = options.profilePath { observers.append(try ProfileWriter(path: path)) }
            if let path = options.traceEventsPath {
                observers.append(try TraceEventRecorder.file(atPath: path, processName: "orbit play", clock: "wall"))
            }
            if let path = options.recordPath {
                do {
                    try OutputFile(path: path).close()
                } catch {
                    throw SDLError("cannot write the script file '\(path)': \(error.reason)")
                }
            }
        } catch {
            throw .output(error)
        }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw .noDisplay(because: String(cString: SDL_GetError()))
        }
        defer {
            TTF_Quit()
            SDL_Quit()
        }
        if let reason = VideoDriver.startedWithoutWindow {
            throw .noDisplay(because: reason)
        }
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
        // Everything SDL-owned is released when `app` goes, before SDL_Quit.
        let app = try PlaygroundApp(options: options, observers: observers, warn: warn, say: say, report: report ?? say)
        try app.loop()
    }

    init(
        options: PlaygroundOptions, observers: [any FrameObserver], warn: @escaping (String) -> Void, say: @escaping (String) -> Void,
        report: @escaping (String) -> Void
    ) throws(PlaygroundError) {
        self.options = options
        self.say = say
        window = try PlaygroundWindow(
            title: "Orbit", size: options.windowSize, vsync: observers.isEmpty, renderer: options.renderer, depth: Self.startingDepth(options),
            fitsDisplay: true)
        if let notice = window.notice { warn(notice) }
        let icons = IconLibrary.load(from: IconSet.locateDirectory())
        icons.warnings.forEach(warn)
        let (hud, warning) = HUDRenderer.make(renderer: window.renderer, fontPaths: FontLocator.locate(), pixelScale: window.pixelScale)
        if let warning { warn(warning) }
        do {
            frames = try FrameRenderer(renderer: window.renderer, icons: icons, hud: hud)
            let lead = try Session(
                layout: options.layout, settings: options.settings, catalog: options.catalog,
                sectionItemCounts: options.sectionItemCounts ?? [options.itemCount],
                boundsSize: Self.startingBounds(options, window: window.size), seed: options.seed)
            panes = try Self.makePanes(options, lead: lead, area: window.size)
        } catch let error as SDLError {
            throw .output(error)
        } catch let error as any DescribedError {
            throw .session(error)
        } catch {
            throw .session(OutputError("\(error)"))
        }
        do throws(OutputError) {
            let (content, _, measurer) = try ContentRenderer.make(
                options.contentOptions, seed: options.seed, renderer: window.renderer, executor: .thread, warn: warn)
            frames.content = content
            for index in panes.indices {
                if content != nil { panes[index].session.setTextMeasurer(measurer) }
                // The folder's pictures, aspect ratios unknown until each loads (`receivePictures`).
                if let pictures = content?.pictures?.pictures, options.imagesPath != nil, !pictures.isEmpty {
                    panes[index].session.setPictures(count: pictures.sources.count)
                }
            }
        } catch {
            throw .output(error)
        }
        clock = FrameClock(hasVsync: window.hasVsync)
        let recorder = SessionRecorder(options: options, windowSize: panes.lead.session.boundsSize, observers: observers)
        router = EventRouter(panes: panes, area: window.size, recorder: recorder)
        Self.applyStartingOptions(options, to: &panes, recorder: recorder)
        let bounds = panes.lead.session.boundsSize
        clock.timeOffset = recorder.startJournal(options, session: &panes.lead.session, windowSize: bounds, say: say, warn: warn)
        let layoutName = panes.lead.session.layoutName
        reloader = options.reloader.map {
            PlaygroundReloader($0, failure: options.watchFailure, layoutName: layoutName, say: report, warn: warn)
        }
        resumeComparedPane()
        updateTitle()
    }

    /// The frame's steps, one call each, until the window closes, Esc/Q, or `options.duration` passes.
    func loop() throws(PlaygroundError) {
        clock.startLoop()
        while running {
            let elapsed = clock.beginFrame()
            handleEvents()
            guard running else { break }
            followWindowSize()
            pollReloader()
            receivePictures()
            recorder.flush(now: clock.marks.start / 1000)
            clock.advance(&panes, by: elapsed)
            if clock.hasRun(for: options.duration) { break }
            if minimized || window.isMinimized {
                // Nothing to draw; keep the simulation going and do not spin.
                SDL_Delay(16)
                continue
            }
            layOut()
            let drawn = draw()
            present()
            endFrame(drawn, items: panes.lead.frame.items.count)
            clock.waitForNextFrame()
        }
        capture.stopVideo(say: say)
        try recorder.finish()
    }

    /// Handles every pending SDL event at the current simulation time, each where the router sends it.
    func handleEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            let shownPanel = panelSplit != nil ? panel.view : nil
            dispatch(router.route(&event, panel: shownPanel, contentSize: { self.contentSize }, context: routingContext))
        }
    }

    /// What the router's decisions read, as the app is when an input arrives.
    var routingContext: EventRouter.Context {
        EventRouter.Context(
            movementRuns: panes.contains { $0.session.movementStatus != nil }, reloadPanelShows: reloader?.panel != nil)
    }

    /// Where the router records input.
    var recorder: SessionRecorder { router.recorder }

    /// Carries out `routing` at the current simulation time: pointer input joins the overlays'
    /// trail, the panes handle the event and the recorder keeps it (`EventRouter.deliver`), then
    /// the window does its part.
    func dispatch(_ routing: EventRouter.Routing) {
        guard routing != .none else { return }
        let now = clock.now
        if case .input(let input)? = routing.event { overlays.record(input, at: now) }
        let clock = clock
        router.deliver(routing, to: &panes, at: now, observed: { clock.sinceLoopStart })
        switch routing.window {
        case .command(let command)?: perform(command)
        case .minimized?: minimized = true
        case .restored?: minimized = false
        case .dismissReloadPanel?: reloader?.dismissPanel()
        case nil: break
        }
        updateTitle()
    }

    func perform(_ command: AppCommand) {
        switch command {
        case .toggleHUD: hud.toggle()
        case .toggleProfiler: hud.toggleProfiler()
        case .screenshot: capture.screenshots.request()
        case .toggleFullscreen: window.toggleFullscreen()
        case .quit: running = false
        case .togglePanel: togglePanel()
        case .copyCommand: copyCommand()
        case .toggleRecording: capture.toggleVideo(layoutName: panes.lead.session.layoutName, size: frames.outputSize, say: say)
        case .toggleLabels, .toggleFrames, .toggleMinimap, .toggleSnapTarget, .toggleTrail:
            overlays.toggle(for: command)
        }
    }

    /// F11 and window managers resize the window; without a window manager (Xvfb) no resize
    /// event may come, so the panes follow the window's actual size, checked every frame.
    /// The resize reaches the observers (`--trace-events`) as the user's input does.
    func followWindowSize() {
        dispatch(router.route(contentSize: contentSize, paneBounds: panes.lead.session.boundsSize))
    }

    /// `--watch`: swaps in what the reloader finished since the last frame.
    func pollReloader() {
        guard let reloader else { return }
        let clock = clock
        if Self.poll(reloader, panes: &panes, now: clock.now, recorder: recorder, observed: { clock.sinceLoopStart }) {
            updateTitle()
        }
    }

    /// Pictures the loader finished since the last frame become textures (a few a frame, so that a
    /// burst of them never makes one frame long), and the aspect ratios of those that loaded for
    /// the first time go to every pane's session (each took the folder's pictures), which
    /// re-sizes their items (`--content photos`).
    func receivePictures() {
        guard let content = frames.content else { return }
        for (picture, aspectRatio) in content.beginFrame(uploadLimit: Self.picturesPerFrame) {
            for index in panes.indices { panes[index].session.setPictureAspectRatio(aspectRatio, forPicture: picture) }
        }
    }

    /// Textures made from loaded pictures per frame, at most: a 512-pixel picture takes about a
    /// millisecond to upload on Mesa's llvmpipe.
    static let picturesPerFrame = 4

    /// What each pane displays this frame: the items to draw (the layout may leave out what is
    /// covered at the cells the renderer tests) and the supplementary views and decorations.
    func layOut() {
        let resolution = detail.displayResolution(pixelScale: window.pixelScale)
        // UIKit's displayScale: the window's pixel density unless --scale says otherwise.
        let scale = options.displayScale ?? window.pixelScale
        for index in panes.indices { panes[index].layOut(displayResolution: resolution, displayScale: scale) }
        clock.layoutDone()
    }

    /// Draws the panes' items, the overlays, the reload panel, the HUD and the graph into the back
    /// buffer (inside the content's part while the tuning panel shows), then the panel; the
    /// screenshot and the video's frame are taken from it. The HUD's full status is the lead pane's.
    func draw() -> Drawn {
        let lead = panes.lead.frame
        let viewport = lead.viewport(pixelScale: window.pixelScale)
        let start = clock.marks.start
        let status = hud.status(
            now: start, frame: lead, clock: clock, rendererName: rendererLine(lead.items), reloadLine: reloader?.line,
            memoryWarning: reloader?.memoryWarning ?? recorder.journalWarning)
        let graph = hud.graph(&clock, now: start)
        let output = frames.outputSize
        let screenPixels = Double(output.width * output.height)
        let budget = detail.budget(screenPixels: screenPixels)
        // Side by side, each pane's overlays are made as it is drawn (`drawPanes`).
        let overlayList = router.split == nil ? overlays.list(frames, frame: lead, pixelScale: window.pixelScale, time: clock.now) : nil
        clock.drawStarts()
        beginContentViewport()
        let (list, cost) =
            router.split.map { drawPanes(in: $0, status: status, graph: graph, overlay: reloader?.panel, budget: budget) }
            ?? frames.render(
                items: lead.items, elements: lead.elements, sectionItemCounts: lead.sectionItemCounts, viewport: viewport,
                status: status, graph: graph, overlay: reloader?.panel, overlays: overlayList, budget: budget, startGrid: detail.cullingGrid)
        drawPanel()
        capture.capture(from: window, layoutName: panes.lead.session.layoutName, say: say)
        clock.presentStarts(drawMilliseconds: cost.drawListMilliseconds + cost.drawMilliseconds)
        return Drawn(list: list, cost: cost, budget: budget, screenPixels: screenPixels)
    }

    /// What the items of the layout the window opens with are, for `--renderer auto`: the layout
    /// laid out at the window's size with at most 200 items in each of at most 20 sections (a 3D
    /// layout's transforms do not depend on the count), without content sizing; `.flat` for the
    /// other choices, which do not weigh it.
    static func startingDepth(_ options: PlaygroundOptions) -> SceneDepth {
        guard options.renderer == .auto else { return .flat }
        let sample = (options.sectionItemCounts ?? [options.itemCount]).prefix(20).map { min($0, 200) }
        guard let session = try? Session(
            layout: options.layout, settings: options.settings, catalog: options.catalog, sectionItemCounts: sample,
            boundsSize: startingBounds(options, window: options.windowSize), seed: options.seed)
        else { return .flat }
        return SceneDepth(items: session.displayedItems)
    }

    /// The HUD's renderer: how it was chosen, and whether `items` (this frame's) still suit it.
    func rendererLine(_ items: [DisplayedItem]) -> String {
        window.decision?.hudLabel(showing: SceneDepth(items: items)) ?? window.rendererDescription
    }

    func present() {
        SDL_RenderPresent(window.renderer)
    }

    /// After present: the reload's report, the frame's statistics, the level of detail for the
    /// next frame, and the observers.
    func endFrame(_ drawn: Drawn, items: Int) {
        if clock.endFrame(drawn.list, items: items) { hud.refreshSoon() }
        reloader?.framePresented()
        // CPU time beside the wall clock: a frame the machine made slow must not lower the budget.
        detail.frameDrawn(
            drawn.list, budget: drawn.budget, fillMilliseconds: drawn.cost.drawMilliseconds + clock.marks.presentMilliseconds,
            cpuMilliseconds: clock.fillCPUMilliseconds(listMilliseconds: drawn.cost.drawListMilliseconds),
            screenPixels: drawn.screenPixels, at: clock.marks.end / 1000)
        let leftOut = drawn.list.levelOfDetail.map { $0.coveredItems + $0.overBudgetItems } ?? 0
        recorder.frameEnded(clock.timing(visible: drawn.list.visibleItemCount, leftOut: leftOut), session: panes.lead.session)
    }

    /// A frame drawn into the back buffer: its draw list and cost, the sprite budget it was drawn
    /// under, and the renderer's output, pixels.
    typealias Drawn = (list: DrawList, cost: FrameCost, budget: SpriteBudget, screenPixels: Double)

    /// "Orbit — ring", or side by side "Orbit — ring | carousel" (the panes left to right). Asked
    /// after every input; the window is told only of a change (`PlaygroundWindow.setTitle`).
    func updateTitle() {
        window.setTitle("Orbit — " + panes.map(\.session.layoutName).joined(separator: " | "))
    }
}
