import CSDL2
import OrbitRendering

extension PixelImage {
    /// A new SDL surface holding a copy of the pixels (RGBA32); the caller frees it.
    func makeSurface() throws(SDLError) -> UnsafeMutablePointer<SDL_Surface> {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(
            0, Int32(max(1, width)), Int32(max(1, height)), 32, SDL_PIXELFORMAT_RGBA32.rawValue)
        else { throw SDLError.last("cannot create a \(width)x\(height) surface") }
        let pitch = Int(surface.pointee.pitch)
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        bytes.withUnsafeBufferPointer { source in
            for row in 0..<height {
                (pixels + row * pitch).update(from: source.baseAddress! + row * width * 4, count: width * 4)
            }
        }
        return surface
    }

    /// The pixels of any SDL surface, converted to RGBA32.
    init(surface: UnsafeMutablePointer<SDL_Surface>) throws(SDLError) {
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw SDLError.last("cannot convert a surface to RGBA")
        }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        let pixels = converted.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        bytes.withUnsafeMutableBufferPointer { target in
            for row in 0..<h {
                (target.baseAddress! + row * w * 4).update(from: pixels + row * pitch, count: w * 4)
            }
        }
        self.init(width: w, height: h, bytes: bytes)
    }

    /// Reads a PNG (or any format SDL2_image knows).
    public init(contentsOfFile path: String) throws(SDLError) {
        guard let surface = IMG_Load(path) else { throw SDLError.last("cannot read \(path)") }
        defer { SDL_FreeSurface(surface) }
        try self.init(surface: surface)
    }

    /// Writes the image as a PNG with alpha.
    public func writePNG(to path: String) throws(SDLError) {
        let surface = try makeSurface()
        defer { SDL_FreeSurface(surface) }
        guard IMG_SavePNG(surface, path) == 0 else { throw SDLError.last("cannot write \(path)") }
    }
}
