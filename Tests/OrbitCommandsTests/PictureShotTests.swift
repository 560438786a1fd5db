import Foundation
import Testing

/// `--content`, `--images` and `--image-cache` on the command line: bad values are one line and
/// exit 2, a folder that is not one is one line and exit 1, and a folder of bad pictures still
/// makes its frame with one warning per bad file.
@Suite struct PictureShotTests {
    typealias Outcome = ProcessTests.Outcome

    static var fixtures: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PlaygroundTests/Fixtures/pictures").path
    }

    @Test(arguments: [
        (["--content", "videos"], "orbit shot: --content: unknown content 'videos' (expected one of: icons, captions, photos)"),
        (["--images", "/tmp"], "orbit shot: --images: pictures are shown with --content photos"),
        (["--content", "photos", "--image-cache", "8"], "orbit shot: --image-cache: expected 16 to 1048576 MB, got '8'"),
        (["--content", "photos", "--image-cache", "-3"], "orbit shot: --image-cache: must not be negative, got -3"),
    ])
    func badContentFlagsAreOneLine(arguments: [String], line: String) throws {
        let outcome = try ProcessTests.run(["shot", "--layout", "flow", "--out", "/tmp/never.png"] + arguments)
        #expect(outcome.status == 2)
        #expect(outcome.errorLines == [Substring(line)], "\(outcome.errors)")
    }

    @Test func aMissingFolderIsOneLineAndExitOne() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-\(UUID().uuidString).png").path
        let outcome = try ProcessTests.run(
            ["shot", "--layout", "flow", "--content", "photos", "--images", "/nonexistent/pictures", "--out", out])
        #expect(outcome.status == 1)
        #expect(outcome.errorLines == ["orbit shot: --images: no folder '/nonexistent/pictures'"])
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aFolderOfBadPicturesWarnsOncePerFileAndStillDraws() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: Self.fixtures + "/picture-01.jpg", toPath: folder.appendingPathComponent("a.jpg").path)
        try Data("not a picture".utf8).write(to: folder.appendingPathComponent("b.jpg"))
        let huge: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0]
        try Data(huge).write(to: folder.appendingPathComponent("c.png"))
        let out = folder.appendingPathComponent("frame.png").path
        // 12 items cycle through the three pictures four times: still one line per bad file.
        let outcome = try ProcessTests.run(
            ["shot", "--layout", "flow", "--items", "12", "--content", "photos", "--images", folder.path, "--out", out])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.errorLines.sorted() == [
            "orbit shot: warning: picture b.jpg: not a PNG or JPEG file; showing a placeholder",
            "orbit shot: warning: picture c.png: 20000x20000 pixels, larger than the 50-megapixel (16384 a side) limit; not decoded; showing a placeholder",
        ])
        #expect(FileManager.default.fileExists(atPath: out))

        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let none = try ProcessTests.run(["shot", "--layout", "flow", "--content", "photos", "--images", empty.path, "--out", out])
        #expect(none.status == 0)
        #expect(none.errorLines == ["orbit shot: warning: --images: no PNG or JPEG files in '\(empty.path)'; every item shows a placeholder"])
    }
}
