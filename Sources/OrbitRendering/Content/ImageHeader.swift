import Foundation
import OrbitSession

/// The format and pixel size of a PNG or JPEG file, read from its first bytes without decoding it:
/// what lets the picture loader refuse a 20000x20000 PNG before SDL_image allocates 1.6 GB for it,
/// and name a text file called `.jpg` in one line.
public struct ImageHeader: Hashable, Sendable {
    public enum Format: String, Hashable, Sendable {
        case png = "PNG"
        case jpeg = "JPEG"
    }

    public var format: Format
    /// Pixels.
    public var width: Int
    public var height: Int

    public init(format: Format, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// The header of the file at `path`: PNG's IHDR chunk, or the JPEG's first frame (SOF) marker
    /// found by walking its segments (an EXIF thumbnail is skipped by its length, not scanned).
    ///
    /// - Throws: one line naming what is wrong: unreadable, not a PNG or JPEG, truncated, or a
    ///   zero size.
    /// - Complexity: O(segments before the frame header) reads of a few bytes each.
    public static func read(path: String) throws(OutputError) -> ImageHeader {
        let descriptor = try openPicture(path)
        defer { _ = close(descriptor) }
        return try read(descriptor: descriptor)
    }

    /// A picture file opened for reading (the caller closes it): a regular file only, since a
    /// FIFO named `x.png` would block the reading thread (`RegularFile`); one line otherwise.
    public static func openPicture(_ path: String) throws(OutputError) -> Int32 {
        do {
            return try RegularFile.open(path)
        } catch {
            throw OutputError(error.reason)
        }
    }

    /// The header of the file open at `descriptor` (read with `pread`: its offset is not moved).
    public static func read(descriptor: Int32) throws(OutputError) -> ImageHeader {
        try parse { offset, count in
            var bytes = [UInt8](repeating: 0, count: count)
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
            return got > 0 ? Array(bytes[..<got]) : []
        }
    }

    /// The header of `bytes`, the start of a file (at least 24 bytes for a PNG; a JPEG's segments
    /// up to its frame header).
    public static func parse(_ bytes: [UInt8]) throws(OutputError) -> ImageHeader {
        try parse { offset, count in
            guard offset < bytes.count else { return [] }
            return Array(bytes[offset..<min(bytes.count, offset + count)])
        }
    }

    package static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Parses through `read(offset, count)`, which returns up to `count` bytes at `offset` (fewer
    /// at the end of the file).
    static func parse(_ read: (Int, Int) -> [UInt8]) throws(OutputError) -> ImageHeader {
        let start = read(0, 24)
        if start.count >= 8, Array(start[0..<8]) == pngSignature {
            // The signature, then the IHDR chunk: length (4), "IHDR", width (4), height (4), big-endian.
            guard start.count >= 24, Array(start[12..<16]) == Array("IHDR".utf8) else {
                throw OutputError("a truncated PNG (no IHDR header)")
            }
            return try sized(.png, width: bigEndian(start, 16, 4), height: bigEndian(start, 20, 4))
        }
        guard start.count >= 2, start[0] == 0xFF, start[1] == 0xD8 else { throw OutputError("not a PNG or JPEG file") }
        var offset = 2
        // Segments: 0xFF, the marker (fill bytes 0xFF may precede it), then a big-endian length
        // that counts itself, except for the standalone markers.
        while true {
            let head = read(offset, 4)
            guard head.count >= 2, head[0] == 0xFF else { throw OutputError("a damaged JPEG (no frame header)") }
            let marker = head[1]
            if marker == 0xFF {
                offset += 1
                continue
            }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
                offset += 2
                continue
            }
            guard marker != 0xD9, marker != 0xDA, head.count >= 4 else { throw OutputError("a damaged JPEG (no frame header)") }
            let length = bigEndian(head, 2, 2)
            guard length >= 2 else { throw OutputError("a damaged JPEG (segment length \(length))") }
            if isFrameMarker(marker) {
                // Length (2), precision (1), height (2), width (2).
                let frame = read(offset + 4, 5)
                guard frame.count == 5 else { throw OutputError("a truncated JPEG") }
                return try sized(.jpeg, width: bigEndian(frame, 3, 2), height: bigEndian(frame, 1, 2))
            }
            offset += 2 + length
        }
    }

    /// SOF0…SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range.
    static func isFrameMarker(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }

    static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    static func sized(_ format: Format, width: Int, height: Int) throws(OutputError) -> ImageHeader {
        guard width > 0, height > 0 else { throw OutputError("a \(format.rawValue) of \(width)x\(height) pixels") }
        return ImageHeader(format: format, width: width, height: height)
    }
}
