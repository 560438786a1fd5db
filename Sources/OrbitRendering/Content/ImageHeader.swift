import Foundation

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
    /// - Throws: one line naming what is wrong: unreadable, not a PNG or JPEG, truncated, a zero
    ///   size, or a JPEG whose frame header is not within `scanLimit` bytes or `segmentLimit`
    ///   segments.
    /// - Complexity: O(bytes before the frame header), at most `scanLimit`, read `window` bytes at
    ///   a time: fill bytes are skipped in memory and a segment's body by its length, unread.
    public static func read(path: String) throws(OutputError) -> ImageHeader {
        try read(file: .file(path))
    }

    /// The header of the picture file `source` (a name that is not UTF-8 too), as `read(path:)`.
    public static func read(file source: PictureSet.Source) throws(OutputError) -> ImageHeader {
        let descriptor = try source.openFile()
        defer { _ = close(descriptor) }
        return try read(descriptor: descriptor)
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

    /// How far into a JPEG its frame header may be, bytes: past it the file is refused. A
    /// camera's JPEG has it within the first 100 KB (EXIF with its thumbnail, ICC and XMP
    /// segments of at most 64 KB each); 1 MB of fill bytes or 20 MB of empty segments are refused
    /// here, after at most 16 MB read, instead of being walked a byte at a time.
    package static let scanLimit = 16 << 20
    /// …and how many segments may come before it (a real file has tens).
    package static let segmentLimit = 4096
    /// The bytes read at a time while walking a JPEG's segments.
    static let window = 64 << 10

    /// Parses through `read(offset, count)`, which returns up to `count` bytes at `offset` (fewer
    /// at the end of the file).
    ///
    /// - Complexity: O(bytes before the frame header, at most `scanLimit`); `read` is called once
    ///   per `window` bytes of fill bytes and markers, and once per segment skipped past the window.
    static func parse(_ read: @escaping (Int, Int) -> [UInt8]) throws(OutputError) -> ImageHeader {
        let start = read(0, 24)
        if start.count >= 8, Array(start[0..<8]) == pngSignature {
            // The signature, then the IHDR chunk: length (4), "IHDR", width (4), height (4), big-endian.
            guard start.count >= 24, Array(start[12..<16]) == Array("IHDR".utf8) else {
                throw OutputError("a truncated PNG (no IHDR header)")
            }
            return try sized(.png, width: bigEndian(start, 16, 4), height: bigEndian(start, 20, 4))
        }
        guard start.count >= 2, start[0] == 0xFF, start[1] == 0xD8 else { throw OutputError("not a PNG or JPEG file") }
        var bytes = JPEGWindow(read: read, size: window)
        var offset = 2
        var segments = 0
        // Segments: 0xFF, the marker (fill bytes 0xFF may precede it), then a big-endian length
        // that counts itself, except for the standalone markers.
        while true {
            guard segments < segmentLimit else { throw OutputError("a damaged JPEG (no frame header in its first \(segmentLimit) segments)") }
            guard offset < scanLimit else { throw Self.beyondScanLimit }
            segments += 1
            guard bytes.byte(at: offset) == 0xFF else { throw OutputError("a damaged JPEG (no frame header)") }
            // Fill bytes: the run of 0xFF before the marker, skipped in memory.
            offset = bytes.skipFill(from: offset + 1, limit: scanLimit)
            guard offset < scanLimit else { throw Self.beyondScanLimit }
            guard let marker = bytes.byte(at: offset) else { throw OutputError("a damaged JPEG (no frame header)") }
            offset += 1
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
            guard marker != 0xD9, marker != 0xDA, let high = bytes.byte(at: offset), let low = bytes.byte(at: offset + 1) else {
                throw OutputError("a damaged JPEG (no frame header)")
            }
            let length = Int(high) << 8 | Int(low)
            guard length >= 2 else { throw OutputError("a damaged JPEG (segment length \(length))") }
            if isFrameMarker(marker) {
                // Length (2), precision (1), height (2), width (2).
                let frame = (offset + 3..<offset + 7).compactMap { bytes.byte(at: $0) }
                guard frame.count == 4 else { throw OutputError("a truncated JPEG") }
                return try sized(.jpeg, width: bigEndian(frame, 2, 2), height: bigEndian(frame, 0, 2))
            }
            offset += length
        }
    }

    static let beyondScanLimit = OutputError("a damaged JPEG (no frame header in its first \(scanLimit >> 20) MB)")

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

/// The bytes of a file being walked, read a window at a time, so that a JPEG's markers and fill
/// bytes cost one `read` per window rather than one per byte.
struct JPEGWindow {
    let read: (Int, Int) -> [UInt8]
    let size: Int
    private var start = 0
    private var bytes: [UInt8] = []

    init(read: @escaping (Int, Int) -> [UInt8], size: Int) {
        self.read = read
        self.size = size
    }

    /// The byte at `offset`, or nil past the end of the file.
    mutating func byte(at offset: Int) -> UInt8? {
        if offset < start || offset >= start + bytes.count {
            start = offset
            bytes = read(offset, size)
        }
        let index = offset - start
        return index < bytes.count ? bytes[index] : nil
    }

    /// The offset of the first byte at or after `offset` that is not 0xFF (the end of the file, or
    /// `limit`, when there is none before them).
    ///
    /// - Complexity: O(run length), one `read` per window.
    mutating func skipFill(from offset: Int, limit: Int) -> Int {
        var offset = offset
        while offset < limit {
            guard byte(at: offset) != nil else { return offset }
            let index = offset - start
            let end = bytes.withUnsafeBufferPointer { buffer in
                var index = index
                while index < buffer.count, buffer[index] == 0xFF { index += 1 }
                return index
            }
            offset = start + end
            if end < bytes.count { return offset }
        }
        return limit
    }
}
