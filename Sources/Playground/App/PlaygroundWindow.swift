import CSDL2
import CollectionLayout
import OrbitRendering
import Foundation

/// The playground's SDL window and renderer: resizable and HiDPI-aware, accelerated with vsync
/// when it can be, the software renderer otherwise.
final class PlaygroundWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    /// Whether `SDL_RenderPresent` waits for the display's refresh.
    let hasVsync: Bool
    /// The renderer's name ("opengl", "software", …).
    let rendererName: String
    /// How the renderer was chosen, for the HUD: "software (flat)", "opengl (3D)", "opengl (GPU)",
    /// or the name alone when asked for by name.
    let rendererDescription: String
    /// Why this renderer (`RendererChoice.decision`); nil when asked for by name.
    let decision: RendererDecision?
    /// The OpenGL driver `auto` weighed; nil for the other choices.
    let openGL: OpenGLDriver?
    /// One line for the user when the accelerated renderer was not available.
    let notice: String?
    /// The title as last set (`setTitle`).
    private var title = ""
    private(set) var isFullscreen = false
    /// Where the window was before fullscreen (points), to go back to.
    private var windowedFrame: SDL_Rect?

    /// Opens a window of `size` points titled `title`.
    ///
    /// - Parameters:
    ///   - vsync: ask for vsync (off when profiling: its wait would count as present time).
    ///   - renderer: which renderer draws (`RendererChoice`); the default picks by the GL driver
    ///     and, on a software one, by `depth`.
    ///   - depth: what the window's first frame shows, for `auto`.
    ///   - fitsDisplay: open at most as large as the display (`fitted(_:display:)`), saying so in
    ///     `notice`; `orbit play` asks for it, the benchmarks measure the size they are given.
    init(
        title: String, size requested: Size, vsync: Bool, renderer choice: RendererChoice = .auto, depth: SceneDepth = .flat,
        fitsDisplay: Bool = false
    ) throws(PlaygroundError) {
        let flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centered = orbit_SDL_WINDOWPOS_CENTERED()
        let (size, fitNotice) = fitsDisplay ? Self.fittedToDisplay(requested) : (requested, nil)
        guard let window = SDL_CreateWindow(title, centered, centered, Int32(size.width), Int32(size.height), flags) else {
            throw .noDisplay("cannot open a window: \(String(cString: SDL_GetError()))")
        }
        SDL_SetWindowMinimumSize(window, 1, 1)
        var rendererFlags = SDL_RENDERER_ACCELERATED.rawValue
        if vsync { rendererFlags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        var notice: String?
        var renderer: OpaquePointer?
        var decision: RendererDecision?
        var openGL: OpenGLDriver?
        switch choice {
        case .software:
            Self.presentWithoutOpenGL()
            renderer = SDL_CreateRenderer(window, Self.driverIndex("software"), SDL_RENDERER_SOFTWARE.rawValue)
        case .opengl:
            renderer = SDL_CreateRenderer(window, Self.driverIndex("opengl"), rendererFlags)
            if renderer == nil { notice = "no OpenGL renderer (\(String(cString: SDL_GetError()))); using the software renderer" }
        case .auto:
            renderer = SDL_CreateRenderer(window, -1, rendererFlags)
            let driver = renderer.map(Self.openGLDriver) ?? .none
            if renderer == nil {
                notice = "no accelerated renderer (\(String(cString: SDL_GetError()))); using the software renderer"
            }
            let decided = choice.decision(openGL: driver, depth: depth)
            if let made = renderer, decided.renderer == .software {
                // OpenGL on the CPU with flat items: SDL's software renderer into the window surface is faster.
                SDL_DestroyRenderer(made)
                Self.presentWithoutOpenGL()
                renderer = SDL_CreateRenderer(window, Self.driverIndex("software"), SDL_RENDERER_SOFTWARE.rawValue)
            }
            decision = decided
            openGL = driver
        }
        if renderer == nil {
            Self.presentWithoutOpenGL()
            renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        guard let renderer else {
            SDL_DestroyWindow(window)
            throw .window("cannot create a renderer: \(String(cString: SDL_GetError()))")
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        self.window = window
        self.renderer = renderer
        hasVsync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        self.decision = decision
        self.openGL = openGL
        rendererDescription = decision?.label ?? rendererName
        self.notice = fitNotice.map { fit in notice.map { "\(fit); \($0)" } ?? fit } ?? notice
    }

    /// `requested` fitted to the display (`fitted(_:display:)`), with the line that says so when it
    /// was cut.
    static func fittedToDisplay(_ requested: Size) -> (size: Size, notice: String?) {
        guard let display = displaySize(), let fitted = fitted(requested, display: display) else { return (requested, nil) }
        return (
            fitted,
            "--size \(Int(requested.width))x\(Int(requested.height)) is larger than the display "
                + "(\(Int(display.width))x\(Int(display.height))): the window opens at \(Int(fitted.width))x\(Int(fitted.height))"
        )
    }

    /// `requested` cut to `display` on each side where it is larger, nil when it fits (pure). A
    /// window larger than its display cannot be seen whole, and each of its frames costs the whole
    /// size: at 16384x16384, a gigabyte of pixels drawn, copied and sent to the X server per frame
    /// (the first frame took 35 s, so `--duration 1` or Esc ended the session only after it).
    static func fitted(_ requested: Size, display: Size) -> Size? {
        guard requested.width > display.width || requested.height > display.height else { return nil }
        return Size(width: min(requested.width, display.width), height: min(requested.height, display.height))
    }

    /// The usable size of the first display, points; nil without a real one (the dummy and
    /// offscreen drivers make up a size: nothing limits their windows).
    static func displaySize() -> Size? {
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        guard driver != "dummy", driver != "offscreen" else { return nil }
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &bounds) == 0 || SDL_GetDisplayBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0
        else { return nil }
        return Size(width: Double(bounds.w), height: Double(bounds.h))
    }

    /// Makes the software renderer's window surface the video driver's own framebuffer (X11: a
    /// shared-memory image put to the window), unless `SDL_FRAMEBUFFER_ACCELERATION` says otherwise.
    ///
    /// Left alone, SDL 2 on X11 backs a window surface with a texture of an accelerated renderer:
    /// on a software OpenGL such as llvmpipe each present then uploads the whole frame, draws it
    /// as a quad and swaps, which costs more than drawing 1,000 sprites. SDL decides once per video
    /// start, when the first window surface is made, so this comes before the software renderer.
    static func presentWithoutOpenGL() {
        SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT)
    }

    /// The index of SDL's render driver called `name` ("software", "opengl"), -1 (SDL's choice)
    /// when it has none.
    static func driverIndex(_ name: String) -> Int32 {
        var info = SDL_RendererInfo()
        for index in 0..<max(0, SDL_GetNumRenderDrivers()) where SDL_GetRenderDriverInfo(index, &info) == 0 {
            if let driver = info.name, String(cString: driver) == name { return index }
        }
        return -1
    }

    /// The OpenGL driver `renderer` runs on when it is SDL's OpenGL renderer (its `GL_RENDERER`
    /// string); `.none` for another renderer. The renderer's context is current after
    /// `SDL_CreateRenderer`, so `glGetString` answers for it.
    static func openGLDriver(_ renderer: OpaquePointer) -> OpenGLDriver {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name, String(cString: name).hasPrefix("opengl"),
            let address = SDL_GL_GetProcAddress("glGetString")
        else { return .none }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glRenderer: UInt32 = 0x1F01
        guard let text = unsafeBitCast(address, to: GetString.self)(glRenderer) else { return .none }
        return OpenGLDriver(glRenderer: String(cString: text))
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// The window's size in points (what mouse coordinates and the session use), at least 1x1.
    var size: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(width: Double(max(1, w)), height: Double(max(1, h)))
    }

    /// Drawable pixels per window point (2 on a HiDPI display).
    var pixelScale: Double {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        let scale = Double(w) / size.width
        return scale.isFinite && scale > 0 ? scale : 1
    }

    /// Sets the title bar's text when it differs from what it shows: the app asks after every
    /// input, and a pointer move, which changes nothing, need not reach the window manager.
    func setTitle(_ text: String) {
        guard text != title else { return }
        title = text
        SDL_SetWindowTitle(window, text)
    }

    var isMinimized: Bool { SDL_GetWindowFlags(window) & SDL_WINDOW_MINIMIZED.rawValue != 0 }

    /// F11: fullscreen on the window's display, and back to where and how large it was.
    func toggleFullscreen() {
        if isFullscreen { leaveFullscreen() } else { enterFullscreen() }
    }

    /// Whether a window manager decorates the window. Fullscreen is a request to it: without one
    /// (a bare X server such as Xvfb) SDL reports the display's size while the window stays as it
    /// was, and the frame is drawn for a size it does not have.
    var hasWindowManager: Bool {
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        guard driver == "x11" || driver == "dummy" || driver == "offscreen" else { return true }
        var top: Int32 = 0, left: Int32 = 0, bottom: Int32 = 0, right: Int32 = 0
        return SDL_GetWindowBordersSize(window, &top, &left, &bottom, &right) == 0 && top + left + bottom + right > 0
    }

    private func enterFullscreen() {
        var frame = SDL_Rect()
        SDL_GetWindowPosition(window, &frame.x, &frame.y)
        SDL_GetWindowSize(window, &frame.w, &frame.h)
        windowedFrame = frame
        isFullscreen = true
        if hasWindowManager {
            SDL_SetWindowFullscreen(window, SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
            return
        }
        // Nobody would act on the request: cover the display with a borderless window instead
        // (the X server itself resizes a window no manager holds).
        var bounds = SDL_Rect()
        guard SDL_GetDisplayBounds(max(0, SDL_GetWindowDisplayIndex(window)), &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return }
        SDL_SetWindowBordered(window, SDL_FALSE)
        SDL_SetWindowPosition(window, bounds.x, bounds.y)
        SDL_SetWindowSize(window, bounds.w, bounds.h)
    }

    private func leaveFullscreen() {
        isFullscreen = false
        if SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0 { SDL_SetWindowFullscreen(window, 0) }
        SDL_SetWindowBordered(window, SDL_TRUE)
        // Set explicitly: leaving fullscreen alone does not bring the old size back everywhere.
        guard let frame = windowedFrame else { return }
        SDL_SetWindowSize(window, frame.w, frame.h)
        SDL_SetWindowPosition(window, frame.x, frame.y)
    }

    /// The frame drawn so far (call before present), as pixels.
    func readPixels() throws(SDLError) -> PixelImage {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        guard w > 0, h > 0,
            let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32.rawValue)
        else { throw SDLError.last("cannot read the window's pixels") }
        defer { SDL_FreeSurface(surface) }
        guard SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, surface.pointee.pixels, surface.pointee.pitch) == 0
        else { throw SDLError.last("cannot read the window's pixels") }
        var image = try PixelImage(surface: surface)
        // The window has no transparency; the read-back alpha may be anything.
        for i in stride(from: 3, to: image.bytes.count, by: 4) { image.bytes[i] = 255 }
        return image
    }
}
