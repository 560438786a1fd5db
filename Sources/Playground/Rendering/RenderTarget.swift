import CSDL2
import CollectionLayout
import Foundation

/// Where `RenderBenchmark` draws frames: an SDL renderer with a `FrameRenderer` (no HUD) on it, and
/// the call that finishes a frame.
///
/// - `software(size:)`: SDL's software renderer on a surface in memory, as `orbit shot` draws. It
///   needs no display. A frame is finished with `SDL_RenderFlush`; a renderer made with
///   `SDL_CreateSoftwareRenderer` does not batch, so each draw call rasterizes when it is issued
///   and the flush has (almost) nothing left to do: its pixels cost is in `draw`.
/// - `window(size:renderer:environment:)`: the window `orbit play` opens (`PlaygroundWindow`, the
///   renderer `--renderer` would give it, here with vsync off) and `SDL_RenderPresent`, where a
///   batching renderer such as OpenGL on Mesa llvmpipe rasterizes the frame, and the software
///   renderer copies its surface to the window.
public final class RenderTarget {
    /// "software" for the headless canvas; SDL's renderer name for the window ("opengl", …;
    /// "window-software" when the window fell back to the software renderer).
    public let name: String
    /// What finishes a frame, for the report ("SDL_RenderFlush" or "SDL_RenderPresent").
    public let finishCall: String
    /// One line for the user when the window is not what was asked for (no accelerated renderer).
    public let notice: String?
    /// A window opened with `auto`: what it chooses for flat and for 3D items ("software (flat)
    /// for flat items, opengl (3D) for 3D ones"); nil otherwise.
    public let autoChoices: String?
    /// Always set; optional only so that `deinit` can release it first.
    private(set) var frames: FrameRenderer!
    let pixelScale: Double
    private let renderer: OpaquePointer
    // Owners of the renderer, released in `deinit` after the textures and before SDL's video.
    private var headless: HeadlessRenderer?
    /// The window (`window(size:…)`); nil for the headless canvas.
    private(set) var window: PlaygroundWindow?
    private let ownsVideo: Bool

    private init(
        name: String, finishCall: String, notice: String?, frames: FrameRenderer, renderer: OpaquePointer,
        pixelScale: Double, headless: HeadlessRenderer?, window: PlaygroundWindow?, ownsVideo: Bool
    ) {
        self.name = name
        self.finishCall = finishCall
        self.notice = notice
        autoChoices = window?.openGL.map { driver in
            let flat = RendererChoice.auto.decision(openGL: driver, depth: .flat)
            let deep = RendererChoice.auto.decision(openGL: driver, depth: .perspective)
            return "\(flat.label) for flat items, \(deep.label) for 3D ones"
        }
        self.frames = frames
        self.renderer = renderer
        self.pixelScale = pixelScale
        self.headless = headless
        self.window = window
        self.ownsVideo = ownsVideo
    }

    deinit {
        // The textures go before their renderer, the renderer before the window, the window before
        // SDL's video subsystem.
        frames = nil
        headless = nil
        window = nil
        if ownsVideo { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
    }

    /// Finishes the frame drawn so far: `SDL_RenderPresent` on a window, `SDL_RenderFlush` on the
    /// headless canvas.
    func finish() {
        if window != nil {
            SDL_RenderPresent(renderer)
        } else {
            SDL_RenderFlush(renderer)
        }
    }

    /// Drains the window's events (nothing reads them; a window that never polls looks hung to
    /// some window managers); nothing on the headless canvas.
    func pumpEvents() {
        guard window != nil else { return }
        SDL_PumpEvents()
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    }

    /// SDL's software renderer on a `size`-pixel surface (one pixel per point).
    ///
    /// - Parameter icons: the icons to draw; default: `Assets/icons` with generated stand-ins.
    public static func software(size: Size, icons: IconLibrary? = nil) throws(SDLError) -> RenderTarget {
        let width = max(1, Int(size.width.rounded())), height = max(1, Int(size.height.rounded()))
        let headless = try HeadlessRenderer(width: width, height: height, icons: icons, hud: false)
        return RenderTarget(
            name: "software", finishCall: "SDL_RenderFlush", notice: nil, frames: headless.frames,
            renderer: headless.canvas.renderer, pixelScale: 1, headless: headless, window: nil, ownsVideo: false)
    }

    /// The playground's window of `size` points with vsync off, or a `PlaygroundError` whose
    /// message says why there is none (`noDisplay` when no display can be used).
    ///
    /// - Parameter environment: where `DISPLAY`, `WAYLAND_DISPLAY` and `SDL_VIDEODRIVER` are read;
    ///   with none of them set, or SDL's dummy/offscreen driver, there is no window to measure.
    public static func window(
        size: Size, icons: IconLibrary? = nil, renderer: RendererChoice = .auto,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(PlaygroundError) -> RenderTarget {
        if let reason = VideoDriver.prepare(for: environment) {
            throw .noDisplay(reason)
        }
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            throw .noDisplay("SDL cannot start video (\(String(cString: SDL_GetError())))")
        }
        if let reason = VideoDriver.startedWithoutWindow {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw .noDisplay(reason)
        }
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
        do {
            return try openWindow(size: size, icons: icons, renderer: renderer)
        } catch {
            // What `openWindow` made is released by now, before the subsystem closes.
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
    }

    private static func openWindow(size: Size, icons: IconLibrary?, renderer choice: RendererChoice) throws(PlaygroundError) -> RenderTarget {
        let window = try PlaygroundWindow(title: "Orbit bench", size: size, vsync: false, renderer: choice)
        let frames: FrameRenderer
        do {
            frames = try FrameRenderer(
                renderer: window.renderer, icons: icons ?? IconLibrary.load(from: IconSet.locateDirectory()), hud: nil)
        } catch {
            throw .output(error)
        }
        let name = window.rendererName == "software" ? "window-software" : window.rendererName
        return RenderTarget(
            name: name, finishCall: "SDL_RenderPresent", notice: window.notice ?? choice.autoNotice(window.rendererDescription), frames: frames, renderer: window.renderer,
            pixelScale: window.pixelScale, headless: nil, window: window, ownsVideo: true)
    }
}
