import CPNG

/// Decodes a PNG held in memory into RGBA pixels through libpng's simplified API.
///
/// Why not SDL_image: its PNG loader creates libpng's reader without error handlers, so libpng
/// prints `libpng error: …` and `libpng warning: …` to standard error from whichever thread
/// decodes, beside Orbit's own line. Capturing descriptor 2 around the call would take every
/// other thread's errors with it, and validating the chunks first would still leave libpng's
/// warnings (an ICC profile it dislikes) and its errors deep in the image data. The simplified API
/// keeps its message in the `png_image`, so the one line is Orbit's: `a damaged PNG (libpng:
/// IDAT: CRC error)`. Warnings on a picture that decodes are dropped: the picture is shown.
public enum PNGDecoder {
    /// The pixels of the PNG `bytes`, 8-bit sRGB RGBA (16-bit files taken as sRGB too, as
    /// SDL_image strips them), at most `maximumPixels`.
    ///
    /// - Throws: one line: not a PNG, larger than `maximumPixels`, or libpng's own message.
    /// - Complexity: O(pixels).
    public static func decode(_ bytes: [UInt8], maximumPixels: Int = 50_000_000) throws(OutputError) -> PixelImage {
        // libpng reads `bytes` from begin to finish: one borrow holds them for both.
        try bytes.withUnsafeBytes { buffer in Result { () throws(OutputError) in try decode(buffer, maximumPixels: maximumPixels) } }.get()
    }

    private static func decode(_ buffer: UnsafeRawBufferPointer, maximumPixels: Int) throws(OutputError) -> PixelImage {
        var image = png_image()
        image.version = orbit_png_image_version()
        guard png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0 else { throw failure(&image) }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width * height <= maximumPixels else {
            png_image_free(&image)
            throw OutputError("a PNG of \(width)x\(height) pixels; not decoded")
        }
        image.format = orbit_png_format_rgba()
        image.flags |= orbit_png_flag_16bit_srgb()
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil) }
        // finish_read frees libpng's reader whether or not it succeeded.
        guard finished != 0 else { throw failure(&image) }
        return PixelImage(width: width, height: height, bytes: pixels)
    }

    /// libpng's message for a failed read, in Orbit's words.
    static func failure(_ image: inout png_image) -> OutputError {
        let message = String(cString: orbit_png_message(&image))
        return OutputError(message.isEmpty ? "a damaged PNG" : "a damaged PNG (libpng: \(message))")
    }
}
