import CSDL2
import OrbitRendering

/// An SDL software renderer drawing into a surface in memory: frames without a window or a display
/// (`orbit shot`, `orbit replay --frames`, the golden-image tests).
public final class HeadlessCanvas {
    public let width: Int
    public let height: Int
    let surface: UnsafeMutablePointer<SDL_Surface>
    let renderer: OpaquePointer

    /// A canvas of `width` x `height` pixels.
    public init(width: Int, height: Int) throws(SDLError) {
        guard width > 0, height > 0 else { throw SDLError("a canvas needs a positive size, got \(width)x\(height)") }
        self.width = width
        self.height = height
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGBA32.rawValue)
        else { throw SDLError.last("cannot create a \(width)x\(height) surface") }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw SDLError.last("cannot create a software renderer")
        }
        self.surface = surface
        self.renderer = renderer
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// What has been drawn so far.
    public func image() throws(SDLError) -> PixelImage {
        SDL_RenderFlush(renderer)
        return try PixelImage(surface: surface)
    }
}
