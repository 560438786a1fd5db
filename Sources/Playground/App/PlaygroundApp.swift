import CSDL2
import CollectionLayout
import OrbitSession
import OrbitSupport
import OrbitRendering
import Foundation
import LiveLayouts

/// `orbit play`: the window, the 60 Hz loop, and the glue between SDL and a `Session`.
///
/// Each frame (`loop`): handle the pending SDL events at the current simulation time, follow the
/// window's size, poll the live reload, flush the journal, advance the session in fixed 1/60 s
/// steps for the real time that passed (clamped), lay out, draw `session.displayedItems`, the
/// overlays and the HUD, present, and record the frame. Without vsync the loop sleeps to the
/// next 1/60 s. The work is done by collaborators, one file each: `FrameClock` (time and frame
/// statistics), `DetailGovernor` (level of detail), `HeadsUpDisplay`, `OverlayController`,
/// `PlaygroundReloader` (`--watch`), `SessionRecorder` (script, journal, profile, trace events),
/// `WindowCapture` (screenshots and video) and the tuning panel (`PlaygroundApp+Panel.swift`).
public final class PlaygroundApp {
    let options: PlaygroundOptions
    let window: PlaygroundWindow
    let frames: FrameRenderer
    var session: Session
    var clock: FrameClock
    var detail = DetailGovernor()
    var hud = HeadsUpDisplay()
    var overlays = OverlayController()
    /// `--watch`; nil without it.
    let reloader: PlaygroundReloader?
    let recorder: SessionRecorder
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
            session = try Session(
                layout: options.layout, settings: options.settings, catalog: options.catalog,
                sectionItemCounts: options.sectionItemCounts ?? [options.itemCount],
                boundsSize: Self.startingBounds(options, window: window.size), seed: options.seed)
            panel.compare = try Self.makeCompareDock(options, session: session, area: window.size)
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
            if content != nil { session.setTextMeasurer(measurer) }
            // The folder's pictures, aspect ratios unknown until each loads (`receivePictures`).
            if let pictures = content?.pictures?.pictures, options.imagesPath != nil, !pictures.isEmpty {
                session.setPictures(count: pictures.sources.count)
            }
        } catch {
            throw .output(error)
        }
        clock = FrameClock(hasVsync: window.hasVsync)
        recorder = SessionRecorder(options: options, windowSize: session.boundsSize, observers: observers)
        if let spring = options.spring { session.send(.timing(spring), at: session.time) }
        Self.applyStartingPhysics(options, to: &session, recorder: recorder)
        if options.content != .icons {
            session.send(.content(options.content), at: session.time)
            recorder.record(.content(options.content), at: 0)
        }
        Self.applyStartingOrthogonalOffsets(options, to: &session, recorder: recorder)
        clock.timeOffset = recorder.startJournal(options, session: &session, windowSize: session.boundsSize, say: say, warn: warn)
        let layoutName = session.layoutName
        reloader = options.reloader.map {
            PlaygroundReloader($0, failure: options.watchFailure, layoutName: layoutName, say: report, warn: warn)
        }
        resumePartner()
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
            clock.advance(&session, partner: &compare, by: elapsed)
            if clock.hasRun(for: options.duration) { break }
            if minimized || window.isMinimized {
                // Nothing to draw; keep the simulation going and do not spin.
                SDL_Delay(16)
                continue
            }
            let frame = layOut()
            let drawn = draw(frame)
            present()
            endFrame(drawn, items: frame.items.count)
            clock.waitForNextFrame()
        }
        capture.stopVideo(say: say)
        try recorder.finish()
    }

    /// Handles every pending SDL event at the current simulation time.
    func handleEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if panelTakes(&event) { continue }
            guard let meaning = SDLEventTranslator.translate(event, windowSize: { self.contentSize }) else { continue }
            switch meaning {
            case .quit: running = false
            case .minimized: minimized = true
            case .restored: minimized = false
            case .key("backspace") where reloader?.panel != nil: reloader?.dismissPanel()
            case .key(let name): handleKey(name)
            case .input(let input): handle(input)
            }
        }
    }

    /// Pointer input from the user: the overlays' trail, the session, the record.
    func handle(_ input: PointerInput) {
        let now = clock.now
        if case .pointerDown(_, let point) = input { compare?.focus(pressAt: point) }
        let input = mirrored(input)
        overlays.record(input, at: now)
        session.send(input, at: now)
        partnerHandles(.input(input), at: now)
        recorder.handled(.event(.input(input)), at: now, observed: clock.sinceLoopStart)
        updateTitle()
    }

    /// A key from the user, through `KeyBindings`: its action goes to the panes, its host command
    /// to the window (Esc cancels a drag to reorder instead of quitting while one runs). The
    /// record keeps the key as pressed, as journals always have.
    func handleKey(_ name: String) {
        let now = clock.now
        let binding = KeyBindings.playground.binding(forKey: name)
        var action: SessionAction?
        if case .action(let bound)? = binding { action = bound }
        if name == KeyBindings.cancelKey, session.movementStatus != nil { action = .cancelMovement }
        if let action {
            session.send(action, at: now)
            partnerHandles(.action(action), at: now)
        }
        recorder.handled(.key(name), at: now, observed: clock.sinceLoopStart)
        if action == nil, case .host(let command)? = binding { perform(command) }
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
        case .toggleRecording: capture.toggleVideo(layoutName: session.layoutName, size: frames.outputSize, say: say)
        case .toggleLabels, .toggleFrames, .toggleMinimap, .toggleSnapTarget, .toggleTrail:
            overlays.toggle(for: command)
        }
    }

    /// F11 and window managers resize the window; without a window manager (Xvfb) no resize
    /// event may come, so the session follows the window's actual size, checked every frame.
    /// The resize reaches the observers (`--trace-events`) as the user's input does.
    func followWindowSize() {
        let event = mirrored(.resize(contentSize))
        guard event != .resize(session.boundsSize) else { return }
        session.send(event, at: clock.now)
        partnerHandles(.input(event), at: clock.now)
        recorder.handled(.event(.input(event)), at: clock.now, observed: clock.sinceLoopStart)
    }

    /// `--watch`: swaps in what the reloader finished since the last frame.
    func pollReloader() {
        guard let reloader else { return }
        let clock = clock
        if Self.poll(reloader, session: &session, compare: &panel.compare, now: clock.now, recorder: recorder, observed: { clock.sinceLoopStart }) {
            updateTitle()
        }
    }

    /// Pictures the loader finished since the last frame become textures (a few a frame, so that a
    /// burst of them never makes one frame long), and the aspect ratios of those that loaded for
    /// the first time go to the session, which re-sizes their items (`--content photos`).
    func receivePictures() {
        guard let content = frames.content else { return }
        for (picture, aspectRatio) in content.beginFrame(uploadLimit: Self.picturesPerFrame) {
            session.setPictureAspectRatio(aspectRatio, forPicture: picture)
        }
    }

    /// Textures made from loaded pictures per frame, at most: a 512-pixel picture takes about a
    /// millisecond to upload on Mesa's llvmpipe.
    static let picturesPerFrame = 4

    /// The session's frame to draw: the items (the layout may leave out what is covered at the
    /// cells the renderer tests), the supplementary views and decorations, and what the overlays
    /// and the HUD read; side by side, the partner's frame goes in the dock.
    func layOut() -> FrameSnapshot {
        session.displayResolution = detail.displayResolution(pixelScale: window.pixelScale)
        // UIKit's displayScale: the window's pixel density unless --scale says otherwise (no
        // change, no work: the session prepares the layout only when the scale moves).
        session.setDisplayScale(options.displayScale ?? window.pixelScale)
        // One query of the layout feeds the items and the elements.
        let frame = FrameSnapshot(session)
        if compare != nil {
            compare!.partner.displayResolution = session.displayResolution
            compare!.partner.setDisplayScale(session.collectionView.displayScale)
            compare!.partnerFrame = FrameSnapshot(compare!.partner)
        }
        clock.layoutDone()
        return frame
    }

    /// Draws the items, the overlays, the reload panel, the HUD and the graph into the back buffer
    /// (inside the content's part while the tuning panel shows), then the panel; the screenshot and
    /// the video's frame are taken from it.
    func draw(_ frame: FrameSnapshot) -> Drawn {
        let viewport = frame.viewport(pixelScale: window.pixelScale)
        let start = clock.marks.start
        let status = hud.status(
            now: start, frame: frame, clock: clock, rendererName: rendererLine(frame.items), reloadLine: reloader?.line,
            memoryWarning: reloader?.memoryWarning ?? recorder.journalWarning)
        let graph = hud.graph(&clock, now: start)
        let output = frames.outputSize
        let screenPixels = Double(output.width * output.height)
        let budget = detail.budget(screenPixels: screenPixels)
        // Side by side, each pane's overlays are made as it is drawn (`drawPanes`).
        let overlayList = compare == nil ? overlays.list(frames, frame: frame, pixelScale: window.pixelScale, time: clock.now) : nil
        clock.drawStarts()
        beginContentViewport()
        let (list, cost) =
            compare.map { drawPanes(paneFrames(frame, partner: $0), status: status, graph: graph, overlay: reloader?.panel, budget: budget) }
            ?? frames.render(
                items: frame.items, elements: frame.elements, sectionItemCounts: frame.sectionItemCounts, viewport: viewport, status: status,
                graph: graph, overlay: reloader?.panel, overlays: overlayList, budget: budget, startGrid: detail.cullingGrid)
        drawPanel()
        capture.capture(from: window, layoutName: session.layoutName, say: say)
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
        recorder.frameEnded(clock.timing(visible: drawn.list.visibleItemCount, leftOut: leftOut), session: session)
    }

    /// A frame drawn into the back buffer: its draw list and cost, the sprite budget it was drawn
    /// under, and the renderer's output, pixels.
    typealias Drawn = (list: DrawList, cost: FrameCost, budget: SpriteBudget, screenPixels: Double)

    func updateTitle() {
        let title = compare == nil ? session.layoutName : paneSessions.map(\.layoutName).joined(separator: " | ")
        SDL_SetWindowTitle(window.window, "Orbit — \(title)")
    }
}
