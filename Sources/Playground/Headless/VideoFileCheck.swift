import Glibc
import OrbitSession
import OrbitSupport

/// Whether a video ffmpeg says it wrote is whole: ffmpeg can exit 0 over an MP4 cut short by a
/// full disk ("moov atom not found" in any player), so `VideoEncoder` reads the file back.
enum VideoFileCheck {
    /// What is wrong with the video at `path`, nil when it is whole: an MP4 must be a sequence of
    /// boxes that ends exactly at the end of the file and holds `ftyp` and `moov`; a GIF must
    /// start with its signature and end with its trailer byte.
    ///
    /// - Complexity: O(boxes) reads of 16 bytes for an MP4, two for a GIF.
    static func problem(path: String, format: VideoEncoder.Format) -> String? {
        let descriptor: Int32
        do {
            descriptor = try RegularFile.open(path)
        } catch {
            return error.reason
        }
        defer { _ = close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return FileError.describe(errno) }
        let length = Int(status.st_size)
        let read = { (offset: Int, count: Int) -> [UInt8] in
            var bytes = [UInt8](repeating: 0, count: count)
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
            return got > 0 ? Array(bytes[..<got]) : []
        }
        guard length > 0 else { return "the file is empty" }
        switch format {
        case .gif:
            guard read(0, 4) == Array("GIF8".utf8) else { return "not a GIF" }
            return read(length - 1, 1) == [0x3B] ? nil : "the GIF is cut short (no trailer)"
        case .mp4:
            return mp4Problem(length: length, read: read)
        }
    }

    /// What is wrong with the boxes of an MP4 file of `length` bytes, read through `read(offset,
    /// count)`; nil when they are whole.
    static func mp4Problem(length: Int, read: (Int, Int) -> [UInt8]) -> String? {
        var offset = 0
        var types: Set<String> = []
        while offset < length {
            let head = read(offset, 16)
            guard head.count >= 8 else { return "the MP4 is cut short (\(length) bytes)" }
            var size = bigEndian(head, 0, 4)
            let type = String(decoding: head[4..<8], as: UTF8.self)
            if size == 1 {
                // A 64-bit size follows the type.
                guard head.count >= 16 else { return "the MP4 is cut short (\(length) bytes)" }
                size = bigEndian(head, 8, 8)
            } else if size == 0 {
                // The last box, to the end of the file.
                size = length - offset
            }
            guard size >= 8 else { return "the MP4 is damaged (a box of \(size) bytes)" }
            guard size <= length - offset else { return "the MP4 is cut short (\(length) bytes, its '\(type)' box is not whole)" }
            types.insert(type)
            offset += size
        }
        guard types.contains("ftyp") else { return "not an MP4 (no ftyp box)" }
        guard types.contains("moov") else { return "the MP4 is cut short (no moov atom)" }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        var value = 0
        for index in offset..<offset + count { value = value << 8 | Int(bytes[index]) }
        return value
    }
}
