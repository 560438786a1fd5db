import Foundation
import OrbitTestSupport
import Testing

@testable import OrbitRendering

/// PNG and JPEG sizes read from the bytes the formats' specifications lay out, and bad files named.
@Suite struct ImageHeaderTests {
    /// A PNG's first 33 bytes: the signature, then the IHDR chunk (length 13, type, width, height,
    /// depth, colour type, compression, filter, interlace, CRC).
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        ImageHeader.pngSignature + [0, 0, 0, 13] + Array("IHDR".utf8) + bigEndian(width, 4) + bigEndian(height, 4)
            + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    static func bigEndian(_ value: UInt32, _ count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8((value >> (8 * UInt32($0))) & 0xFF) }
    }

    /// SOI, an APP1 segment of `appBytes` payload (an EXIF thumbnail's place), a DQT, then SOF
    /// (`marker`) with the size, then the rest.
    static func jpeg(width: UInt32, height: UInt32, marker: UInt8 = 0xC0, appBytes: Int = 0) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xE1] + bigEndian(UInt32(appBytes + 2), 2) + [UInt8](repeating: 0xC0, count: appBytes)
        bytes += [0xFF, 0xDB] + bigEndian(67, 2) + [UInt8](repeating: 1, count: 65)
        bytes += [0xFF, 0xFF, marker] + bigEndian(17, 2) + [8] + bigEndian(height, 2) + bigEndian(width, 2) + [3]
            + [UInt8](repeating: 0, count: 9)
        return bytes + [0xFF, 0xDA, 0, 2, 0xFF, 0xD9]
    }

    @Test func readsAPNGsSizeFromIHDR() throws {
        #expect(try ImageHeader.parse(Self.png(width: 20000, height: 20000)) == ImageHeader(format: .png, width: 20000, height: 20000))
        #expect(try ImageHeader.parse(Self.png(width: 3, height: 70000)) == ImageHeader(format: .png, width: 3, height: 70000))
    }

    @Test func readsAJPEGsSizeFromItsFrameHeaderPastOtherSegments() throws {
        // Baseline and progressive frames; an APP1 segment whose payload looks like markers is skipped by length.
        #expect(try ImageHeader.parse(Self.jpeg(width: 640, height: 480)) == ImageHeader(format: .jpeg, width: 640, height: 480))
        #expect(try ImageHeader.parse(Self.jpeg(width: 300, height: 4000, marker: 0xC2, appBytes: 5000)).width == 300)
        // DHT (C4) is not a frame header.
        var withTable = Self.jpeg(width: 10, height: 20)
        withTable.insert(contentsOf: [0xFF, 0xC4, 0, 4, 0, 0], at: 2)
        #expect(try ImageHeader.parse(withTable) == ImageHeader(format: .jpeg, width: 10, height: 20))
    }

    @Test func namesWhatIsWrongWithABadFile() {
        func message(_ bytes: [UInt8]) -> String? {
            do { _ = try ImageHeader.parse(bytes) } catch { return error.message }
            return nil
        }
        #expect(message(Array("this is text, not a picture\n".utf8)) == "not a PNG or JPEG file")
        #expect(message([]) == "not a PNG or JPEG file")
        #expect(message(Array(Self.png(width: 5, height: 5)[0..<20])) == "a truncated PNG (no IHDR header)")
        #expect(message(Self.png(width: 0, height: 5)) == "a PNG of 0x5 pixels")
        #expect(message([0xFF, 0xD8, 0xFF, 0xDA, 0, 2]) == "a damaged JPEG (no frame header)")
        #expect(message(Array(Self.jpeg(width: 5, height: 5)[0..<80])) == "a truncated JPEG")
        #expect(message(Array(Self.jpeg(width: 5, height: 5)[0..<40])) == "a damaged JPEG (no frame header)")
    }

    /// Fill bytes and segments cost a read per window, not per byte, and the walk stops at a cap
    /// (issue 31: a 1 MB JPEG of fill bytes took 10 s to refuse, 20 MB of empty segments 40 s).
    @Test func fillBytesAndSegmentsAreWalkedAWindowAtATimeUpToACap() throws {
        func parse(_ bytes: [UInt8]) -> (header: Result<ImageHeader, OutputError>, reads: Int) {
            var reads = 0
            let header = Result { () throws(OutputError) in
                try ImageHeader.parse { offset, count in
                    reads += 1
                    guard offset < bytes.count else { return [] }
                    return Array(bytes[offset..<min(bytes.count, offset + count)])
                }
            }
            return (header, reads)
        }
        // 1 MB of fill bytes before the frame header: found, in about 16 reads of 64 KB.
        var filled = Self.jpeg(width: 640, height: 480)
        filled.insert(contentsOf: [UInt8](repeating: 0xFF, count: 1 << 20), at: 2)
        let fill = parse(filled)
        #expect(try fill.header.get() == ImageHeader(format: .jpeg, width: 640, height: 480))
        #expect(fill.reads <= (1 << 20) / ImageHeader.window + 4)
        // 20 MB of empty segments: refused at the segment cap, having read one window.
        let segments = [0xFF, 0xD8] + repeatedBytes([0xFF, 0xFE, 0, 2], count: 5 << 20)
        let empty = parse(segments)
        #expect(empty.header.failure?.message == "a damaged JPEG (no frame header in its first 4096 segments)")
        #expect(empty.reads <= 2)
        // 17 MB of fill bytes: refused at the scan cap.
        let endless = parse([0xFF, 0xD8] + [UInt8](repeating: 0xFF, count: 17 << 20))
        #expect(endless.header.failure?.message == "a damaged JPEG (no frame header in its first 16 MB)")
        #expect(endless.reads <= ImageHeader.scanLimit / ImageHeader.window + 4)
        // Segments skipped by their length are not read: a 60 KB APP segment costs no extra read.
        let skipped = parse(Self.jpeg(width: 3, height: 4, appBytes: 60_000))
        #expect(try skipped.header.get().height == 4 && skipped.reads <= 3)
    }

    @Test func readsTheHeaderFromAFile() throws {
        let path = NSTemporaryDirectory() + "orbit-header-\(getpid()).jpg"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(Self.jpeg(width: 1234, height: 567, appBytes: 30000)).write(to: URL(fileURLWithPath: path))
        #expect(try ImageHeader.read(path: path) == ImageHeader(format: .jpeg, width: 1234, height: 567))
        #expect(throws: OutputError.self) { try ImageHeader.read(path: path + ".missing") }
    }
}

extension Result {
    /// The error, nil on success.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
