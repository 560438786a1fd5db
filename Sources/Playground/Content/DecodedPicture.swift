import CSDL2
import OrbitRendering

/// A picture decoded and scaled on the loader's thread: an RGBA32 surface, freed with the object.
/// Handed once from the loader's thread to the render thread, which makes a texture of it; nothing
/// else touches the surface, hence `@unchecked Sendable`.
final class DecodedPicture: @unchecked Sendable {
    let surface: UnsafeMutablePointer<SDL_Surface>
    /// The picture's size in its file (or as generated), pixels: its aspect ratio, and how far it
    /// may be decoded.
    let sourceWidth: Int
    let sourceHeight: Int

    init(surface: UnsafeMutablePointer<SDL_Surface>, sourceWidth: Int, sourceHeight: Int) {
        self.surface = surface
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
    }

    deinit {
        SDL_FreeSurface(surface)
    }

    /// The decoded size, pixels.
    var width: Int { Int(surface.pointee.w) }
    var height: Int { Int(surface.pointee.h) }
    /// What a texture of it holds: 4 bytes a pixel.
    var bytes: Int { width * height * 4 }
}
