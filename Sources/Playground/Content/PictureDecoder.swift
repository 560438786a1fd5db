import CSDL2
import Glibc
import OrbitRendering
import OrbitSession
import OrbitSupport

/// Reads one picture into an RGBA32 surface no longer than a given side: PNG and JPEG files through
/// libpng and SDL_image (`decodeFile`), generated pictures painted. Thread-safe (SDL_image's loaders and SDL's surface
/// functions keep no shared state), so the loader calls it off the frame loop.
enum PictureDecoder {
    /// A file's pictures larger than this are refused from their header, before decoding: a
    /// 50-megapixel picture decodes to 200 MB for a moment (a 20000x20000 PNG would need 1.6 GB).
    static let maximumPixels = 50_000_000
    /// …and so are pictures longer than this on a side, pixels (SDL's texture limit on most GPUs).
    static let maximumSide = 16384
    /// …and files longer than this, bytes: a 50-megapixel PNG of noise is about 200 MB.
    static let maximumFileBytes = 256 << 20

    /// `source` decoded and scaled down (proportions kept) to at most `longSide` pixels on its
    /// longer side.
    ///
    /// - Throws: one line saying why the picture cannot be shown (unreadable, not a PNG or JPEG,
    ///   too large, damaged), without the file's name: the caller adds it.
    /// - Complexity: O(source pixels).
    static func decode(_ source: PictureSet.Source, longSide: Int) throws(OutputError) -> DecodedPicture {
        switch source {
        case .generated(let picture):
            let full = picture.pixelSize
            let image = picture.paint(longSide: min(longSide, max(full.width, full.height)))
            return DecodedPicture(surface: try image.makeSurface(), sourceWidth: full.width, sourceHeight: full.height)
        case .file, .fileWithRawName:
            // One descriptor for the header and the decode: the file checked is the file decoded,
            // and a FIFO or a device is refused without blocking (`RegularFile`); a name that is
            // not UTF-8 is opened by its bytes.
            let descriptor = try source.openFile()
            defer { _ = close(descriptor) }
            let header = try ImageHeader.read(descriptor: descriptor)
            guard header.width <= maximumSide, header.height <= maximumSide, header.width * header.height <= maximumPixels else {
                throw OutputError(
                    "\(header.width)x\(header.height) pixels, larger than the \(maximumPixels / 1_000_000)-megapixel "
                        + "(\(maximumSide) a side) limit; not decoded")
            }
            let bytes: [UInt8]
            do {
                bytes = try RegularFile.read(descriptor: descriptor, name: "", limit: maximumFileBytes)
            } catch {
                throw OutputError(error.reason)
            }
            let rgba = try decodeFile(bytes, format: header.format)
            let width = Int(rgba.pointee.w), height = Int(rgba.pointee.h)
            let scaled = try scale(rgba, longSide: longSide)
            return DecodedPicture(surface: scaled, sourceWidth: width, sourceHeight: height)
        }
    }

    /// The RGBA32 surface of a picture file's `bytes`: a PNG through libpng's simplified API
    /// (`PNGDecoder`, whose messages are this line's, not libpng's own on stderr), a JPEG through
    /// SDL_image (whose JPEG loader keeps libjpeg quiet).
    static func decodeFile(_ bytes: [UInt8], format: ImageHeader.Format) throws(OutputError) -> UnsafeMutablePointer<SDL_Surface> {
        if format == .png {
            return try PNGDecoder.decode(bytes, maximumPixels: maximumPixels).makeSurface()
        }
        let loaded = bytes.withUnsafeBytes { buffer in
            SDL_RWFromConstMem(buffer.baseAddress, Int32(clamping: buffer.count)).flatMap { IMG_Load_RW($0, 1) }
        }
        guard let loaded else { throw SDLError.last("SDL_image cannot decode this \(format.rawValue)") }
        defer { SDL_FreeSurface(loaded) }
        guard let rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw SDLError.last("cannot convert the picture to RGBA")
        }
        return rgba
    }

    /// `surface` (RGBA32, consumed) scaled so its longer side is at most `longSide`: halved with
    /// SDL's linear stretch while that stays at least as long (each halving averages 2x2 pixels,
    /// so a large photo does not alias into a thumbnail), then stretched to the exact size.
    ///
    /// - Complexity: O(pixels).
    static func scale(_ surface: UnsafeMutablePointer<SDL_Surface>, longSide: Int) throws(OutputError) -> UnsafeMutablePointer<SDL_Surface> {
        var current = surface
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        let target = PictureResolution.scaled(width: width, height: height, longSide: max(1, longSide))
        while Int(current.pointee.w) / 2 >= target.width, Int(current.pointee.h) / 2 >= target.height,
            Int(current.pointee.w) / 2 > target.width || Int(current.pointee.h) / 2 > target.height
        {
            let next = try stretch(current, width: Int(current.pointee.w) / 2, height: Int(current.pointee.h) / 2)
            SDL_FreeSurface(current)
            current = next
        }
        guard Int(current.pointee.w) != target.width || Int(current.pointee.h) != target.height else { return current }
        let final = try stretch(current, width: target.width, height: target.height)
        SDL_FreeSurface(current)
        return final
    }

    /// A new RGBA32 surface of `width` x `height` with `surface` stretched into it linearly; on
    /// failure `surface` is freed and the error thrown.
    static func stretch(_ surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int) throws(OutputError)
        -> UnsafeMutablePointer<SDL_Surface>
    {
        guard let target = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGBA32.rawValue) else {
            let error = SDLError.last("cannot allocate a \(width)x\(height) picture")
            SDL_FreeSurface(surface)
            throw error
        }
        guard SDL_SoftStretchLinear(surface, nil, target, nil) == 0 else {
            let error = SDLError.last("cannot scale the picture")
            SDL_FreeSurface(target)
            SDL_FreeSurface(surface)
            throw error
        }
        return target
    }
}
