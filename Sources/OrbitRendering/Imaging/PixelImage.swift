/// An RGBA image in memory: 8 bits a channel, straight alpha, rows top to bottom, no padding.
///
/// The icon and plate painters draw into it; SDL surfaces and PNG files are made from it.
public struct PixelImage: Hashable, Sendable {
    package let width: Int
    package let height: Int
    /// `width * height * 4` bytes, R G B A per pixel.
    package var bytes: [UInt8]

    /// A transparent image.
    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        bytes = [UInt8](repeating: 0, count: self.width * self.height * 4)
    }

    package init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "PixelImage: \(bytes.count) bytes for \(width)x\(height)")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel at column `x`, row `y` (both in range).
    package subscript(x: Int, y: Int) -> RGBAColor {
        get {
            let i = (y * width + x) * 4
            return RGBAColor(
                red: Double(bytes[i]) / 255, green: Double(bytes[i + 1]) / 255,
                blue: Double(bytes[i + 2]) / 255, alpha: Double(bytes[i + 3]) / 255)
        }
        set {
            let i = (y * width + x) * 4
            let (r, g, b, a) = newValue.bytes
            bytes[i] = r
            bytes[i + 1] = g
            bytes[i + 2] = b
            bytes[i + 3] = a
        }
    }

    /// An image of `width` x `height` whose pixel (x, y) is `shade(x + 0.5, y + 0.5)`, the pixel's
    /// centre in pixel coordinates.
    ///
    /// - Complexity: O(width * height) calls of `shade`.
    package static func painted(width: Int, height: Int, _ shade: (Double, Double) -> RGBAColor) -> PixelImage {
        var image = PixelImage(width: width, height: height)
        image.bytes.withUnsafeMutableBufferPointer { buffer in
            var i = 0
            for y in 0..<height {
                for x in 0..<width {
                    let (r, g, b, a) = shade(Double(x) + 0.5, Double(y) + 0.5).bytes
                    buffer[i] = r
                    buffer[i + 1] = g
                    buffer[i + 2] = b
                    buffer[i + 3] = a
                    i += 4
                }
            }
        }
        return image
    }

    /// The image at half the size (rounded up), each pixel the alpha-weighted mean of a 2x2 block:
    /// a mipmap level, so that small sprites are not drawn from a texture many times their size.
    ///
    /// - Complexity: O(width * height).
    package func halved() -> PixelImage {
        let w = max(1, (width + 1) / 2), h = max(1, (height + 1) / 2)
        var result = PixelImage(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                var sum = (0.0, 0.0, 0.0, 0.0), count = 0.0
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let sx = min(width - 1, 2 * x + dx), sy = min(height - 1, 2 * y + dy)
                    let i = (sy * width + sx) * 4
                    let a = Double(bytes[i + 3])
                    sum.0 += Double(bytes[i]) * a
                    sum.1 += Double(bytes[i + 1]) * a
                    sum.2 += Double(bytes[i + 2]) * a
                    sum.3 += a
                    count += 1
                }
                let o = (y * w + x) * 4
                if sum.3 > 0 {
                    result.bytes[o] = UInt8(min(255, (sum.0 / sum.3).rounded()))
                    result.bytes[o + 1] = UInt8(min(255, (sum.1 / sum.3).rounded()))
                    result.bytes[o + 2] = UInt8(min(255, (sum.2 / sum.3).rounded()))
                }
                result.bytes[o + 3] = UInt8(min(255, (sum.3 / count).rounded()))
            }
        }
        return result
    }
}
