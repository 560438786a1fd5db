import Foundation
import Testing

@testable import Playground

/// `VideoFileCheck`: an MP4 that ffmpeg left without its index, or cut inside a box, is not a video.
@Suite struct VideoFileCheckTests {
    /// A box of `type` with `body` bytes.
    static func box(_ type: String, _ body: Int) -> [UInt8] {
        let size = 8 + body
        return [UInt8(size >> 24 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)] + Array(type.utf8)
            + [UInt8](repeating: 0, count: body)
    }

    static func problem(_ bytes: [UInt8]) -> String? {
        VideoFileCheck.mp4Problem(length: bytes.count) { offset, count in
            offset < bytes.count ? Array(bytes[offset..<min(bytes.count, offset + count)]) : []
        }
    }

    @Test func wholeAndBrokenMP4s() {
        let whole = Self.box("ftyp", 16) + Self.box("moov", 40) + Self.box("mdat", 100)
        #expect(Self.problem(whole) == nil)
        #expect(Self.problem(Self.box("ftyp", 16) + Self.box("mdat", 100)) == "the MP4 is cut short (no moov atom)")
        #expect(Self.problem(Array(whole.dropLast(10))) == "the MP4 is cut short (170 bytes, its 'mdat' box is not whole)")
        #expect(Self.problem(Array(whole.prefix(4))) == "the MP4 is cut short (4 bytes)")
        #expect(Self.problem(Self.box("moov", 8)) == "not an MP4 (no ftyp box)")
    }

    @Test func gifsNeedTheirTrailer() throws {
        let folder = NSTemporaryDirectory() + "orbit-gif-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Array("GIF89a".utf8) + [0, 0, 0x3B]).write(to: URL(fileURLWithPath: folder + "/a.gif"))
        try Data(Array("GIF89a".utf8) + [0, 0]).write(to: URL(fileURLWithPath: folder + "/b.gif"))
        #expect(VideoFileCheck.problem(path: folder + "/a.gif", format: .gif) == nil)
        #expect(VideoFileCheck.problem(path: folder + "/b.gif", format: .gif) == "the GIF is cut short (no trailer)")
        #expect(VideoFileCheck.problem(path: folder + "/none.gif", format: .gif) == "no such file")
    }
}

/// The output reaches ffmpeg as a file, whatever its name: `-y.mp4` is not an option, `pipe:1.gif`
/// not a protocol (issue 31).
@Suite struct VideoOutputNameTests {
    @Test func theOutputIsAlwaysAFileToFfmpeg() {
        for (format, name) in [(VideoEncoder.Format.mp4, "-y.mp4"), (.gif, "pipe:1.gif"), (.mp4, "clips/a.mp4")] {
            let arguments = VideoEncoder.arguments(format: format, width: 10, height: 10, framesPerSecond: 60, output: name)
            #expect(arguments.last == "file:" + name)
            #expect(!arguments.dropLast().contains(name))
        }
    }
}

