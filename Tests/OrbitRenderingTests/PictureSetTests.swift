import Foundation
import Testing

@testable import OrbitRendering

/// The picture list: a folder's PNG and JPEG files in name order, cycling over the items.
@Suite struct PictureSetTests {
    static func folder(_ names: [String]) throws -> String {
        let path = NSTemporaryDirectory() + "orbit-pictures-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for name in names { _ = FileManager.default.createFile(atPath: (path as NSString).appendingPathComponent(name), contents: Data()) }
        return path
    }

    @Test func listsPicturesByNameAndSkipsOtherFiles() throws {
        let path = try Self.folder(["b.png", "a.JPG", "notes.txt", "c.jpeg", "A2.png", "sub.gif"])
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FileManager.default.createDirectory(atPath: path + "/folder.png", withIntermediateDirectories: true)
        let set = try PictureSet.folder(path)
        // Unicode order: upper case before lower case. A folder named like a picture is listed
        // (it fails when loaded, with a placeholder), as any unreadable file.
        #expect(set.sources.map { set.name(of: set.sources.firstIndex(of: $0)!) } == ["A2.png", "a.JPG", "b.png", "c.jpeg", "folder.png"])
    }

    @Test func aNameThatIsNotUTF8IsOpenedByItsBytes() throws {
        let folder = try Self.folder(["b.png"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // `caf\xE9.png`: a Latin-1 é, which is not UTF-8, so no String names the file.
        let name = Array("caf".utf8) + [0xE9] + Array(".png".utf8)
        let descriptor = open((Array((folder + "/").utf8) + name).map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
        try #require(descriptor >= 0)
        let header = ImageHeaderTests.png(width: 40, height: 20)
        #expect(write(descriptor, header, header.count) == header.count)
        close(descriptor)
        let set = try PictureSet.folder(folder)
        #expect((0..<set.sources.count).map(set.name(of:)) == ["b.png", "caf\\xE9.png"])
        // Its header is read through the file's own name (it was "no such file"); the empty `b.png` has none.
        #expect(set.headerAspectRatios() == [nil, 2])
        #expect(try ImageHeader.read(file: set.sources[1]) == ImageHeader(format: .png, width: 40, height: 20))
    }

    @Test func itemsCycleThroughThePictures() throws {
        let set = PictureSet.generated(aspects: [1, 2, 0.5])
        #expect((0..<7).map { set.picture(forItem: $0) } == [0, 1, 2, 0, 1, 2, 0])
        #expect(set.picture(forItem: 3001) == 3001 % 3)
        #expect(PictureSet.generated(aspects: []).picture(forItem: 4) == nil)
    }

    static func message(_ folder: String) -> String? {
        do { _ = try PictureSet.folder(folder) } catch { return error.message }
        return nil
    }

    @Test func aMissingFolderOrAFileIsOneLine() throws {
        #expect(Self.message("/nonexistent/orbit") == "--images: no folder '/nonexistent/orbit'")
        let path = try Self.folder(["x.png"])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = path + "/x.png"
        #expect(Self.message(file) == "--images: '\(file)' is a file, not a folder")
        let empty = try Self.folder([])
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(try PictureSet.folder(empty).isEmpty)
    }

    @Test func decodedSidesArePowersOfTwoCoveringTheDrawnSide() {
        #expect(PictureResolution.longSide(forDrawnSide: 10) == 64)
        #expect(PictureResolution.longSide(forDrawnSide: 64) == 64)
        #expect(PictureResolution.longSide(forDrawnSide: 64.5) == 128)
        #expect(PictureResolution.longSide(forDrawnSide: 300) == 512)
        #expect(PictureResolution.longSide(forDrawnSide: 90000) == PictureResolution.largest)
        // Never larger than the file.
        #expect(PictureResolution.longSide(forDrawnSide: 300, sourceSide: 200) == 200)
        #expect(PictureResolution.scaled(width: 4000, height: 3000, longSide: 512) == (512, 384))
        #expect(PictureResolution.scaled(width: 30, height: 9000, longSide: 256) == (1, 256))
        #expect(PictureResolution.scaled(width: 100, height: 50, longSide: 256) == (100, 50))
    }

    @Test func generatedPicturesHaveTheirProportions() {
        for aspect in [1.5, 0.75, 1, 16.0 / 9] {
            let picture = GeneratedPicture(index: 3, aspect: aspect)
            let image = picture.paint(longSide: 96)
            #expect(max(image.width, image.height) == 96)
            #expect(abs(Double(image.width) / Double(image.height) - aspect) < 2.0 / 96 * max(aspect, 1))
        }
        // Deterministic, and different pictures differ.
        #expect(GeneratedPicture(index: 1, aspect: 1).paint(longSide: 32) == GeneratedPicture(index: 1, aspect: 1).paint(longSide: 32))
        #expect(GeneratedPicture(index: 1, aspect: 1).paint(longSide: 32) != GeneratedPicture(index: 2, aspect: 1).paint(longSide: 32))
        #expect(GeneratedPicture(index: 0, aspect: .nan).aspect == 1)
    }
}
