import CSDL2
import OrbitRendering
import OrbitSession
import OrbitSupport

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

    /// Reads a PNG (through `PNGDecoder`; any other format SDL2_image knows through it) from a regular file (`RegularFile`: a FIFO
    /// among the icons is refused, not waited on).
    public init(contentsOfFile path: String) throws(SDLError) {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path)
        } catch {
            throw SDLError(error.message)
        }
        if bytes.starts(with: ImageHeader.pngSignature) {
            // libpng's messages in this line, not on stderr (`PNGDecoder`).
            do {
                self = try PNGDecoder.decode(bytes)
            } catch {
                throw SDLError("cannot read \(path): \(error.message)")
            }
            return
        }
        let loaded = bytes.withUnsafeBytes { buffer in
            SDL_RWFromConstMem(buffer.baseAddress, Int32(clamping: buffer.count)).flatMap { IMG_Load_RW($0, 1) }
        }
        guard let surface = loaded else { throw SDLError.last("cannot read \(path)") }
        defer { SDL_FreeSurface(surface) }
        try self.init(surface: surface)
    }

    /// Writes the image as a PNG with alpha, through `OutputFile`: a file that cannot be written
    /// whole (a full disk) is removed and named in one line.
    public func writePNG(to path: String) throws(SDLError) {
        let bytes = try pngData()
        do {
            try OutputFile.write(bytes, toPath: path)
        } catch {
            throw SDLError(error.message)
        }
    }

    /// The image encoded as a PNG with alpha, in memory: SDL_image's own file writer ignores
    /// errors when the file is flushed and closed, so it never writes a file itself.
    public func pngData() throws(SDLError) -> [UInt8] {
        let surface = try makeSurface()
        defer { SDL_FreeSurface(surface) }
        // Room for the worst case, incompressible pixels: each row's filter byte, deflate's stored
        // blocks and the chunks' own bytes are far below 1/64 of the raw size, plus the headers.
        let raw = max(1, height) * (1 + max(1, width) * 4)
        var buffer = [UInt8](repeating: 0, count: raw + raw / 64 + 4096)
        let written: Int64 = buffer.withUnsafeMutableBytes { memory in
            guard let stream = SDL_RWFromMem(memory.baseAddress, Int32(clamping: memory.count)) else { return -1 }
            defer { SDL_RWclose(stream) }
            guard IMG_SavePNG_RW(surface, stream, 0) == 0 else { return -1 }
            return SDL_RWtell(stream)
        }
        guard written > 0 else { throw SDLError.last("cannot encode a \(width)x\(height) PNG") }
        buffer.removeSubrange(Int(written)...)
        return buffer
    }
}
