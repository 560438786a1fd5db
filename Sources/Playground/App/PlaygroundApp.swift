import CSDL2
import CollectionLayout
import OrbitSession
import OrbitRendering
import Foundation
import LiveLayouts

/// `orbit play`: the window, the 60 Hz loop, and the glue between SDL and a `PlaygroundSession`.
///
/// Each frame: translate and handle the pending SDL events at the current simulation time, advance
/// the session in fixed 1/60 s steps for the real time that passed (clamped), draw
/// `session.displayedItems` and the HUD, present. Without vsync the loop sleeps to the next 1/60 s.
public final class PlaygroundApp {
    let options: PlaygroundOptions
    let window: PlaygroundWindow
    let frames: FrameRenderer
    var session: PlaygroundSession
    var clock = FixedTimestep()
    var stats = FrameStats()
    /// The profiler graph's frames (G shows it).
    var history = FrameHistory()
    var showProfiler = false
    var graphStamp = -Double.infinity
    var recorded: [TimedInputEvent] = []
    /// `--profile` and `--trace-events`: told about every frame, input event and reload.
    let observers: [any FrameObserver]
    /// When the loop started, on the `Stopwatch` clock: the observers' time 0.
    var loopStart = 0.0
    var showHUD = true
    /// H's second press: the HUD on one line (the third hides it, the fourth brings it back whole).
    var hudOneLine = false
    /// The overlays shown (L, F, M, S, T) and the pointer's trail they may draw.
    var overlays: Set<Overlay> = []
    var trail = PointerTrail()
    var lastOverlayState: OverlayState?
    var running = true
    var minimized = false
    var screenshotRequested = false
    var screenshotCount = 0
    let say: (String) -> Void

    /// The HUD's figures are refreshed this often (seconds), so its text is not re-rendered every frame.
    static let hudRefresh = 0.25
    var hudStatus: HUDStatus?
    var hudStamp = -Double.infinity
    var lastCost = (layout: 0.0, draw: 0.0, present: 0.0)
    /// What filling pixels costs here: the sprite budget of each frame.
    var fillCost = FillCostModel()
    /// The coverage test's cells for the next frame, pixels (`LevelOfDetail.nextGrid`).
    var cullingGrid = 1
    /// The last frame over `SlowFrame.threshold` and when it ended (Stopwatch milliseconds).
    var slowFrame: (frame: SlowFrame, end: Double)?
    let warn: (String) -> Void

    /// Seconds added to the fixed-step clock: the end of the replayed session after `--resume`.
    var timeOffset = 0.0
    /// The session time now.
    var now: Double { timeOffset + clock.time }
    /// The running record for `--resume`.
    var journal: SessionJournal?
    /// `--watch`: the failed version's panel, the HUD's reload line, and the reload waiting for its first frame.
    var overlay: ReloadOverlay?
    var reloadLine: String?
    var pendingReloadFrame: (reload: LayoutReloader.Reload, taken: Double)?
    var liveVersion = 0
    /// `--watch`: the session's memory after each reload, and the HUD's warning while it climbs.
    var memoryGrowth = MemoryGrowthDetector()
    var lastMemorySample = -Double.infinity
    var memoryWarning: String?
    /// The tuning panel (E), made on first use, and whether it shows (`PlaygroundApp+Panel.swift`).
    var tuningPanel: TuningPanel?
    var panelShown = false
    /// V's recording to a video, its file, and the number of videos so far (`PlaygroundApp+Recording.swift`).
    var recorder: FrameRecorder?
    var recordingPath: String?
    var videoCount = 0

    /// Runs the playground until the window closes, Esc/Q, or `options.duration` passes.
    ///
    /// - Parameters:
    ///   - warn: one-line warnings (missing icons or font, software fallback).
    ///   - say: one-line messages (screenshots saved).
    ///   - environment: where `DISPLAY`, `WAYLAND_DISPLAY` and `SDL_VIDEODRIVER` are read.
    public static func run(
        _ options: PlaygroundOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
        warn: @escaping (String) -> Void, say: @escaping (String) -> Void
    ) throws(PlaygroundError) {
        if let reason = VideoDriver.prepare(for: environment) {
            throw PlaygroundError("\(PlaygroundError.noDisplayAdvice) (\(reason))", noDisplay: true)
        }
        // Checked before the window opens, so that a typo does not cost a session.
        var observers: [any FrameObserver] = []
        do throws(SDLError) {
            if let path = options.profilePath { observers.append(try ProfileWriter(path: path)) }
            if let path = options.traceEventsPath {
                observers.append(try TraceEventRecorder.file(atPath: path, processName: "orbit play", clock: "wall"))
            }
            if let path = options.recordPath, !FileManager.default.createFile(atPath: path, contents: nil) {
                throw SDLError("cannot write the script file '\(path)'")
            }
        } catch {
            throw PlaygroundError(error.message)
        }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw PlaygroundError("\(PlaygroundError.noDisplayAdvice) (\(String(cString: SDL_GetError())))", noDisplay: true)
        }
        defer {
            TTF_Quit()
            SDL_Quit()
        }
        if let reason = VideoDriver.startedWithoutWindow {
            throw PlaygroundError("\(PlaygroundError.noDisplayAdvice) (\(reason))", noDisplay: true)
        }
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
        // Everything SDL-owned is released when `app` goes, before SDL_Quit.
        let app = try PlaygroundApp(options: options, observers: observers, warn: warn, say: say)
        try app.loop()
    }

    init(options: PlaygroundOptions, observers: [any FrameObserver], warn: @escaping (String) -> Void, say: @escaping (String) -> Void) throws(PlaygroundError) {
        self.options = options
        self.observers = observers
        self.say = say
        self.warn = warn
        window = try PlaygroundWindow(title: "Orbit", size: options.windowSize, vsync: observers.isEmpty)
        if let notice = window.notice { warn(notice) }
        let icons = IconLibrary.load(from: IconSet.locateDirectory())
        icons.warnings.forEach(warn)
        let (hud, warning) = HUDRenderer.make(renderer: window.renderer, fontPaths: FontLocator.locate(), pixelScale: window.pixelScale)
        if let warning { warn(warning) }
        do {
            frames = try FrameRenderer(renderer: window.renderer, icons: icons, hud: hud)
            session = try PlaygroundSession(
                layout: options.layout, settings: options.settings, catalog: options.catalog, itemCount: options.itemCount,
                boundsSize: window.size, seed: options.seed)
        } catch let error as SDLError {
            throw PlaygroundError(error.message)
        } catch {
            throw PlaygroundError("\(error)")
        }
        // The script starts with what the window started with, so a replay with other options
        // still begins in the same state.
        recorded = [
            TimedInputEvent(time: 0, event: .resize(window.size)),
            TimedInputEvent(time: 0, event: .selectLayout(options.layout.name)),
            TimedInputEvent(time: 0, event: .setItemCount(options.itemCount)),
        ]
        if let spring = options.spring {
            session.setSpring(spring)
            recorded.append(TimedInputEvent(time: 0, event: .timing(spring)))
        }
        applyStartingPhysics()
        startJournal()
        if let reloader = options.reloader { startWatching(reloader) }
        SDL_SetWindowTitle(window.window, "Orbit — \(session.layoutName)")
        history.includesPresent = !window.hasVsync
    }

    func loop() throws(PlaygroundError) {
        let start = Stopwatch.now()
        loopStart = start
        var last = start
        var frame = 0
        while running {
            let frameStart = Stopwatch.now()
            let elapsed = (frameStart - last) / 1000
            last = frameStart
            pollEvents()
            guard running else { break }
            followWindowSize()
            pollReloader()
            sampleMemory()
            journal?.flush(recorded, now: frameStart / 1000)
            let eventsMilliseconds = Stopwatch.now() - frameStart

            let layoutStart = Stopwatch.now()
            for time in clock.feed(elapsed) { session.advance(to: timeOffset + time) }
            if let duration = options.duration, (frameStart - start) / 1000 >= duration { break }
            if minimized || window.isMinimized {
                // Nothing to draw; keep the simulation going and do not spin.
                SDL_Delay(16)
                continue
            }
            // The layout may leave out what is covered at the cells the renderer tests.
            session.displayResolution = Double(cullingGrid) / window.pixelScale
            let items = session.displayedItems
            let layoutMilliseconds = Stopwatch.now() - layoutStart

            let viewport = Viewport(size: session.boundsSize, contentOffset: session.contentOffset, pixelScale: window.pixelScale)
            let status = showHUD ? currentStatus(now: frameStart) : nil
            if showProfiler, frameStart - graphStamp >= Self.hudRefresh * 1000 {
                graphStamp = frameStart
                history.refreshSummary()
            }
            let output = frames.outputSize
            let screenPixels = Double(output.width * output.height)
            let budget = fillCost.budget(screenPixels: screenPixels)
            let overlayList = overlays.isEmpty ? nil : frames.overlayList(
                overlays, items: items, viewport: viewport,
                state: overlayState(now: now))
            let drawStart = Stopwatch.now()
            beginContentViewport()
            let (list, cost) = frames.render(
                items: items, viewport: viewport, status: status, graph: showProfiler ? history : nil, overlay: overlay,
                overlays: overlayList, budget: budget, startGrid: cullingGrid)
            drawPanel()
            recordFrame()
            if screenshotRequested {
                screenshotRequested = false
                saveScreenshot()
            }
            let presentStart = Stopwatch.now()
            SDL_RenderPresent(window.renderer)
            let end = Stopwatch.now()
            if pendingReloadFrame != nil { reportReloadFrame() }

            // The frame's wall-clock time, present (and with vsync its wait) included: what the user sees.
            let frameMilliseconds = end - frameStart
            stats.record(frameMilliseconds, endingAt: end)
            lastCost = (layoutMilliseconds, cost.drawListMilliseconds + cost.drawMilliseconds, end - presentStart)
            let spritePixels = DrawList.area(of: list.sprites)
            cullingGrid = list.levelOfDetail?.nextGrid(drawnPixels: spritePixels, budget: budget) ?? 1
            fillCost.record(milliseconds: cost.drawMilliseconds + lastCost.present, spritePixels: spritePixels, screenPixels: screenPixels)
            let parts = SlowFrame.Parts(
                events: eventsMilliseconds, layout: layoutMilliseconds, draw: lastCost.draw, present: lastCost.present,
                items: items.count, sprites: list.sprites.count, pixels: spritePixels)
            if let slow = SlowFrame(milliseconds: frameMilliseconds, parts: parts) {
                slowFrame = (slow, end)
                hudStamp = -.infinity
            }
            // With vsync, present is mostly the wait for the display: left out, as in the HUD's figures.
            history.append(FrameSample(
                layout: layoutMilliseconds, draw: lastCost.draw, present: window.hasVsync ? 0 : end - presentStart,
                frame: window.hasVsync ? presentStart - frameStart : frameMilliseconds))
            let timing = FrameTiming(
                frame: frame, start: frameStart - start, end: end - start,
                phases: [
                    .init(FrameTiming.PhaseName.events, start: frameStart - start, end: layoutStart - start),
                    .init(FrameTiming.PhaseName.layout, start: layoutStart - start, end: layoutStart - start + layoutMilliseconds),
                    .init(FrameTiming.PhaseName.draw, start: drawStart - start, end: drawStart - start + lastCost.draw),
                    .init(FrameTiming.PhaseName.present, start: presentStart - start, end: end - start),
                ], visible: list.visibleItemCount)
            for observer in observers { observer.frameEnded(timing, session: session) }
            frame += 1
            if !window.hasVsync {
                let remaining = frameStart + clock.step * 1000 - Stopwatch.now()
                if remaining >= 1 { SDL_Delay(UInt32(remaining)) }
            }
        }
        try finish()
    }

    /// Handles every pending SDL event at the current simulation time.
    func pollEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if panelTakes(&event) { continue }
            guard let meaning = SDLEventTranslator.translate(event, windowSize: { self.window.size }) else { continue }
            switch meaning {
            case .quit:
                running = false
            case .minimized:
                minimized = true
            case .restored:
                minimized = false
            case .input(.key("backspace")) where overlay != nil:
                overlay = nil
            case .input(let input):
                trail.record(input, at: now)
                session.handle(input, at: now)
                recorded.append(TimedInputEvent(time: now, event: input))
                let observed = Stopwatch.now() - loopStart
                for observer in observers { observer.handled(input, at: observed) }
                for command in session.takeUnhandledKeys().compactMap(AppCommand.init(key:)) { perform(command) }
                SDL_SetWindowTitle(window.window, "Orbit — \(session.layoutName)")
            }
        }
    }

    func perform(_ command: AppCommand) {
        switch command {
        case .toggleHUD:
            // Full, one line, hidden, full again.
            if showHUD, !hudOneLine {
                hudOneLine = true
            } else if showHUD {
                (showHUD, hudOneLine) = (false, false)
            } else {
                showHUD = true
            }
        case .toggleProfiler:
            showProfiler.toggle()
            graphStamp = -.infinity
        case .screenshot: screenshotRequested = true
        case .toggleFullscreen: window.toggleFullscreen()
        case .quit: running = false
        case .togglePanel: togglePanel()
        case .toggleRecording: toggleRecording()
        case .toggleLabels, .toggleFrames, .toggleMinimap, .toggleSnapTarget, .toggleTrail:
            toggleOverlay(for: command)
        }
    }

    /// F11 and window managers resize the window; without a window manager (Xvfb) no resize
    /// event may come, so the session follows the window's actual size, checked every frame.
    func followWindowSize() {
        let size = contentSize
        guard size != session.boundsSize else { return }
        let event = InputEvent.resize(size)
        session.handle(event, at: now)
        recorded.append(TimedInputEvent(time: now, event: event))
    }

    /// The HUD's figures: counts and gestures every frame, timings refreshed every `hudRefresh`.
    func currentStatus(now: Double) -> HUDStatus {
        if hudStatus == nil || now - hudStamp >= Self.hudRefresh * 1000 {
            hudStamp = now
            hudStatus = HUDStatus(
                layout: session.descriptor, itemCount: session.itemCount, framesPerSecond: stats.framesPerSecond,
                frameP50: stats.percentile(0.5), frameP99: stats.percentile(0.99), layoutMilliseconds: lastCost.layout,
                drawMilliseconds: lastCost.draw)
            hudStatus?.presentMilliseconds = stats.lastFrame.map { _ in lastCost.present }
            hudStatus?.presentIncludesVsync = window.hasVsync
            if let slowFrame, now - slowFrame.end < SlowFrame.shownFor { hudStatus?.warning = slowFrame.frame.text }
        }
        var status = hudStatus!
        status.layout = session.descriptor
        status.itemCount = session.itemCount
        status.contentOffset = session.contentOffset
        status.scale = session.gestureScale
        status.rotation = session.gestureRotation
        var notes = [session.gestureHelp]
        if let spring = session.spring {
            notes.append("spring \(HUDStatus.format(spring.dampingRatio, digits: 2)), \(HUDStatus.format(spring.response, digits: 2)) s")
        }
        if session.animationSpeed != 1 { notes.append("animation speed ×\(HUDStatus.format(session.animationSpeed, digits: 2))") }
        if window.rendererName != "opengl" { notes.append("renderer: \(window.rendererName)") }
        status.note = notes.joined(separator: HUDStatus.separator)
        status.reload = reloadLine
        if let memoryWarning { status.warning = memoryWarning }
        status.oneLine = hudOneLine
        if status.help != nil { status.help = HUDStatus.help(flipsDirection: session.canFlipDirection) }
        return status
    }

    /// P: the frame as drawn so far, to `orbit-LAYOUT-N.png` in the working directory.
    func saveScreenshot() {
        screenshotCount += 1
        let path = "orbit-\(session.layoutName)-\(screenshotCount).png"
        do {
            try window.readPixels().writePNG(to: path)
            say("saved screenshot \(path)")
        } catch {
            say("screenshot failed: \(error.message)")
        }
    }

    /// Writes the recorded script and the profile.
    func finish() throws(PlaygroundError) {
        stopRecording()
        journal?.flush(recorded, now: 0, force: true)
        if let path = options.recordPath {
            do {
                try Script.text(for: recorded).write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw PlaygroundError("cannot write the script file '\(path)': \(error.localizedDescription)")
            }
        }
        do {
            for observer in observers { try observer.finish() }
        } catch {
            throw PlaygroundError(error.message)
        }
    }
}
