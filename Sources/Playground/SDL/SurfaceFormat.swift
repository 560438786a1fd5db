import CSDL2

/// Pixel formats for SDL's software renderer, chosen so that its blits take SDL's fast paths.
///
/// The software renderer draws a texture by blitting its surface into the target surface. When
/// the two share a channel layout, an alpha blend is SDL's same-layout blitter and an opaque copy
/// of the target's own format is a `memcpy`; when they differ (RGBA32 textures into a window's
/// XRGB8888 surface under X11), every blit converts per pixel, and a scaled one first stretches
/// into a temporary surface allocated for the call. The pixels are the same either way: only the
/// byte order of the channels changes.
enum SurfaceFormat {
    /// The format of the surface `renderer` draws into when it is the software renderer of a
    /// window (the window's surface); nil for any other renderer, and for a software renderer on a
    /// surface of its own (the headless canvas, RGBA32 like the textures already).
    static func target(of renderer: OpaquePointer) -> UInt32? {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, info.name.map({ String(cString: $0) }) == "software",
            let window = SDL_RenderGetWindow(renderer), let surface = SDL_GetWindowSurface(window)
        else { return nil }
        return surface.pointee.format.pointee.format
    }

    /// The 32-bit format with alpha whose colour channels sit where `format`'s do (XRGB8888 gives
    /// ARGB8888), so that blending into a `format` surface needs no conversion; nil when `format`
    /// is not one of SDL's 8888 layouts.
    static func withAlpha(_ format: UInt32) -> UInt32? {
        switch format {
        case SDL_PIXELFORMAT_RGB888.rawValue, SDL_PIXELFORMAT_ARGB8888.rawValue: SDL_PIXELFORMAT_ARGB8888.rawValue
        case SDL_PIXELFORMAT_BGR888.rawValue, SDL_PIXELFORMAT_ABGR8888.rawValue: SDL_PIXELFORMAT_ABGR8888.rawValue
        case SDL_PIXELFORMAT_RGBX8888.rawValue, SDL_PIXELFORMAT_RGBA8888.rawValue: SDL_PIXELFORMAT_RGBA8888.rawValue
        case SDL_PIXELFORMAT_BGRX8888.rawValue, SDL_PIXELFORMAT_BGRA8888.rawValue: SDL_PIXELFORMAT_BGRA8888.rawValue
        default: nil
        }
    }

    /// A new surface with `surface`'s pixels in `format` (`surface` itself, not a copy, when it
    /// already is); the caller frees a new one.
    static func converted(_ surface: UnsafeMutablePointer<SDL_Surface>, to format: UInt32) throws(SDLError) -> UnsafeMutablePointer<SDL_Surface> {
        guard surface.pointee.format.pointee.format != format else { return surface }
        guard let converted = SDL_ConvertSurfaceFormat(surface, format, 0) else {
            throw SDLError.last("cannot convert a \(surface.pointee.w)x\(surface.pointee.h) surface")
        }
        return converted
    }
}
