import Foundation
import OrbitTestSupport
import Testing

@testable import OrbitCommands

/// Pictures made to cost time or to make libpng talk (issue 31, item 4): each is refused, or
/// shown, with Orbit's one warning line and nothing else on standard error.
@Suite struct HostilePictureTests {
    static func picture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: PictureShotTests.fixtures + "/" + name)))
    }

    /// A PNG chunk: length, type, data, and a CRC that is right only when `goodCRC`.
    static func chunk(_ type: String, _ data: [UInt8], goodCRC: Bool) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc = goodCRC ? ~crc : 0
        func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).reversed().map { UInt8((value >> (8 * UInt32($0))) & 0xFF) } }
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }

    @Test func hostilePicturesAreOneWarningEachAndLibpngSaysNothing() throws {
        let folder = try FullDiskTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pictures = folder + "/pictures"
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        func write(_ bytes: [UInt8], _ name: String) throws { try Data(bytes).write(to: URL(fileURLWithPath: pictures + "/" + name)) }
        let png = try Self.picture("picture-02.png")
        // A damaged IDAT (a critical chunk's CRC): libpng's error, in Orbit's line.
        var damaged = png
        damaged[damaged.count / 2] ^= 0xFF
        try write(damaged, "damaged.png")
        // A text chunk with a wrong CRC after IHDR: libpng's warning; the picture is shown.
        try write(Array(png[0..<33]) + Self.chunk("tEXt", Array("Comment\0hi".utf8), goodCRC: false) + Array(png[33...]), "warned.png")
        // 1 MB of fill bytes before the frame header, and 20 MB of empty comment segments.
        let frame: [UInt8] = [0xFF, 0xC0, 0, 17, 8, 0, 4, 0, 4, 3] + [UInt8](repeating: 0, count: 9) + [0xFF, 0xD9]
        try write([0xFF, 0xD8] + [UInt8](repeating: 0xFF, count: 1 << 20) + frame, "fill.jpg")
        try write([0xFF, 0xD8] + repeatedBytes([0xFF, 0xFE, 0, 2], count: 5 << 20), "segments.jpg")
        let shot = try FullDiskTests.run([
            "shot", "--layout", "flow", "--items", "4", "--content", "photos", "--images", pictures, "--out", folder + "/s.png",
        ])
        #expect(shot.status == 0, "\(shot.errors)")
        #expect(!shot.errors.contains("libpng error") && !shot.errors.contains("libpng warning"), "\(shot.errors)")
        let warnings = shot.errorLines.map(String.init).sorted()
        #expect(warnings.count == 3, "\(shot.errors)")
        #expect(warnings.contains { $0.hasPrefix("orbit shot: warning: picture damaged.png: a damaged PNG (libpng: ") })
        #expect(warnings.contains { $0.hasPrefix("orbit shot: warning: picture fill.jpg: ") })
        #expect(warnings.contains(
            "orbit shot: warning: picture segments.jpg: a damaged JPEG (no frame header in its first 4096 segments); showing a placeholder"))
    }
}
