import CSDL2
import Foundation
import OrbitRendering
import Testing

@testable import Playground

extension SDLTests {
    /// The pictures of `--content photos`: decoded off the frame loop (here drained on the test's
    /// thread, no waiting), scaled down once per size, kept within the cache's bound, and every bad
    /// file one warning and a placeholder.
    @Suite struct PictureLoaderTests {
        static var fixtures: String {
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/pictures").path
        }

        /// A folder with two good pictures and every kind of bad one.
        static func badFolder() throws -> String {
            let path = NSTemporaryDirectory() + "orbit-bad-pictures-\(UUID().uuidString)"
            let manager = FileManager.default
            try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
            try PixelImage.painted(width: 40, height: 20) { x, _ in x < 20 ? .white : .black }.writePNG(to: path + "/a-good.png")
            try manager.copyItem(atPath: fixtures + "/picture-00.jpg", toPath: path + "/b-good.jpg")
            // Text named .jpg; a PNG header claiming 20000x20000 (then nothing); a JPEG of a frame
            // header and no image data; a folder named like a picture.
            try Data("hello, I am not a picture\n".utf8).write(to: URL(fileURLWithPath: path + "/c-text.jpg"))
            var huge = [UInt8](ImageHeader.pngSignature) + [0, 0, 0, 13] + Array("IHDR".utf8)
            huge += [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0, 0, 0, 0, 0]
            try Data(huge).write(to: URL(fileURLWithPath: path + "/d-huge.png"))
            let frameOnly: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0, 17, 8, 0, 16, 0, 16, 3] + [UInt8](repeating: 0, count: 9) + [0xFF, 0xD9]
            try Data(frameOnly).write(to: URL(fileURLWithPath: path + "/e-empty.jpg"))
            try manager.createDirectory(atPath: path + "/f-folder.png", withIntermediateDirectories: true)
            // A file that cannot be read: a link to nothing (a file without read permission would
            // do, but the tests may run as root, who reads it anyway).
            try manager.createSymbolicLink(atPath: path + "/g-unreadable.jpg", withDestinationPath: path + "/gone.jpg")
            return path
        }

        /// Asks for every picture of `textures` (item i shows picture i), drains the loader, uploads.
        static func loadAll(_ textures: PictureTextures, items: Int, drawnSide: Double = 100) {
            for item in 0..<items {
                guard let picture = textures.pictures.picture(forItem: item) else { continue }
                _ = textures.texture(for: picture, drawnSide: drawnSide)
            }
            textures.loader.drain()
            textures.upload()
        }

        @Test func aBadFolderGivesOneWarningPerFileAndPlaceholders() throws {
            let folder = try Self.badFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let canvas = try HeadlessCanvas(width: 8, height: 8)
            let set = try PictureSet.folder(folder)
            let names = (0..<set.sources.count).map(set.name(of:))
            #expect(names == ["a-good.png", "b-good.jpg", "c-text.jpg", "d-huge.png", "e-empty.jpg", "f-folder.png", "g-unreadable.jpg"])
            var warnings: [String] = []
            let textures = PictureTextures(
                renderer: canvas.renderer, loader: PictureLoader(pictures: set, executor: .manual), warn: { warnings.append($0) })
            // Fourteen items: every picture twice (cycling); each bad one still warns once.
            Self.loadAll(textures, items: 14)
            Self.loadAll(textures, items: 14)
            // In the order they were decoded (the newest request first); sorted here.
            warnings.sort()
            try #require(warnings.count == 5, "\(warnings)")
            #expect(warnings.allSatisfy { !$0.contains("\n") && $0.hasSuffix("; showing a placeholder") })
            #expect(warnings[0].hasPrefix("picture c-text.jpg: not a PNG or JPEG file"))
            #expect(warnings[1].hasPrefix("picture d-huge.png: 20000x20000 pixels, larger than the 50-megapixel"))
            #expect(warnings[2].hasPrefix("picture e-empty.jpg: SDL_image cannot decode this JPEG"))
            #expect(warnings[3].hasPrefix("picture f-folder.png: a folder, not a regular file"))
            #expect(warnings[4] == "picture g-unreadable.jpg: no such file; showing a placeholder")
            #expect(textures.failed == [2, 3, 4, 5, 6])
            // The good ones are textures of their own proportions; the bad ones draw the placeholder.
            let a = try #require(textures.texture(for: 0, drawnSide: 100)), b = try #require(textures.texture(for: 1, drawnSide: 100))
            #expect((a.width, a.height) == (40, 20))
            #expect(b.width == 128 && b.height == Int((128.0 * 320 / 480).rounded()))
            for bad in 2...6 { #expect(textures.texture(for: bad, drawnSide: 100) == nil) }
            #expect(textures.loader.decodes == 7, "each picture decoded once")
            #expect(textures.takeNewSizes().map(\.picture) == [1, 0], "in the order they loaded")
        }

        @Test func anEmptyFolderHasNoPicturesToLoad() throws {
            let folder = NSTemporaryDirectory() + "orbit-empty-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let set = try PictureSet.folder(folder)
            #expect(set.isEmpty && set.picture(forItem: 5) == nil)
        }

        @Test func picturesAreScaledDownOnceToTheDrawnSizeAndAgainWhenDrawnLarger() throws {
            let canvas = try HeadlessCanvas(width: 8, height: 8)
            let set = try PictureSet.folder(Self.fixtures)
            #expect(set.sources.count == 12)
            let textures = PictureTextures(
                renderer: canvas.renderer, loader: PictureLoader(pictures: set, executor: .manual), warn: { Issue.record("\($0)") })
            // picture-00.jpg is 480x320.
            #expect(textures.texture(for: 0, drawnSide: 90) == nil, "a placeholder until it loads")
            textures.loader.drain()
            #expect(textures.upload() == 1)
            let small = try #require(textures.texture(for: 0, drawnSide: 90))
            #expect((small.width, small.height, small.longSide) == (128, 85, 128))
            // The same size again decodes nothing; a larger one decodes once more, the file's own
            // size being the most (480 < 512).
            _ = textures.texture(for: 0, drawnSide: 120)
            #expect(textures.loader.pendingCount == 0)
            #expect(textures.texture(for: 0, drawnSide: 400)?.longSide == 128, "the small one is drawn meanwhile")
            textures.loader.drain()
            textures.upload()
            let large = try #require(textures.texture(for: 0, drawnSide: 400))
            #expect((large.width, large.height) == (480, 320))
            #expect(textures.loader.decodes == 2 && textures.uploadCount == 2)
            _ = textures.texture(for: 0, drawnSide: 2000)
            #expect(textures.loader.pendingCount == 0, "never more than the file has")
        }

        @Test func theCacheStaysWithinItsBoundEvictingTheLeastRecentlyDrawn() throws {
            let canvas = try HeadlessCanvas(width: 8, height: 8)
            // Square generated pictures decoded 64 pixels a side: 16 KB each; room for three.
            let set = PictureSet.generated(aspects: [1, 1, 1, 1, 1])
            let bytes = 64 * 64 * 4
            let textures = PictureTextures(
                renderer: canvas.renderer, loader: PictureLoader(pictures: set, executor: .manual), cacheBytes: 3 * bytes + 100,
                warn: { Issue.record("\($0)") })
            Self.loadAll(textures, items: 3, drawnSide: 50)
            // Decoded newest request first: 2, 1, 0.
            #expect(textures.cache.totalBytes == 3 * bytes && textures.cache.keysByAge == [2, 1, 0])
            // Drawing 2 again makes 1 the least recently drawn: loading 3 evicts 1, loading 4 then evicts 0.
            _ = textures.texture(for: 2, drawnSide: 50)
            _ = textures.texture(for: 3, drawnSide: 50)
            textures.loader.drain()
            textures.upload()
            #expect(textures.cache.keysByAge == [0, 2, 3] && textures.cache.totalBytes <= textures.cache.capacity)
            _ = textures.texture(for: 4, drawnSide: 50)
            textures.loader.drain()
            textures.upload()
            #expect(textures.cache.keysByAge == [2, 3, 4] && textures.cache.totalBytes == 3 * bytes)
            // An evicted picture is loaded again when drawn.
            #expect(textures.texture(for: 1, drawnSide: 50) == nil)
            #expect(textures.loader.pendingCount == 1)
        }

        @Test func theNewestRequestsComeFirstAndTheOldestFallOutOfAFullQueue() throws {
            let canvas = try HeadlessCanvas(width: 8, height: 8)
            let set = PictureSet.generated(aspects: [1, 1.5, 0.5, 2])
            let loader = PictureLoader(pictures: set, executor: .manual, requestLimit: 2)
            let textures = PictureTextures(renderer: canvas.renderer, loader: loader, warn: { Issue.record("\($0)") })
            for picture in 0..<3 { _ = textures.texture(for: picture, drawnSide: 30) }
            #expect(loader.pendingCount == 2)
            loader.drain()
            let (finished, dropped) = loader.takeFinished()
            #expect(finished.map(\.request.picture) == [2, 1], "newest first")
            #expect(dropped.map(\.picture) == [0])
            // Requests the queue dropped are asked again the next time they are drawn.
            let again = PictureTextures(renderer: canvas.renderer, loader: PictureLoader(pictures: set, executor: .manual, requestLimit: 2),
                warn: { Issue.record("\($0)") })
            for picture in 0..<3 { _ = again.texture(for: picture, drawnSide: 30) }
            again.loader.drain()
            again.upload()
            #expect(again.texture(for: 0, drawnSide: 30) == nil && again.loader.pendingCount == 1)
            again.loader.drain()
            again.upload()
            #expect(again.texture(for: 0, drawnSide: 30) != nil)
            #expect(again.takeNewSizes().map(\.picture) == [2, 1, 0])
        }

        /// A FIFO named like a picture is refused by its type, without waiting for a writer (a
        /// blocked decode would hang this test, and `orbit play` at quit).
        @Test func aFIFONamedLikeAPictureIsRefusedNotWaitedOn() throws {
            let folder = NSTemporaryDirectory() + "orbit-fifo-pictures-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try FileManager.default.copyItem(atPath: Self.fixtures + "/picture-00.jpg", toPath: folder + "/a.jpg")
            #expect(mkfifo(folder + "/x.png", 0o600) == 0)
            let set = try PictureSet.folder(folder)
            #expect(set.headerAspectRatios().map { $0 == nil } == [false, true])
            let loader = PictureLoader(pictures: set, executor: .manual)
            loader.request(PictureLoader.Request(picture: 1, longSide: 64))
            loader.request(PictureLoader.Request(picture: 0, longSide: 64))
            loader.drain()
            let outcomes = loader.takeFinished().finished.map { finished in
                switch finished.outcome {
                case .success: "decoded"
                case .failure(let error): error.message
                }
            }
            #expect(outcomes == ["decoded", "a FIFO, not a regular file"])
        }

        @Test func theWorkerThreadStopsWithItsLoader() throws {
            let loader = PictureLoader(pictures: PictureSet.generated(aspects: [1]), executor: .thread)
            #expect(loader.stop(), "an idle worker ends within PictureLoader.stopLimit")
            loader.request(PictureLoader.Request(picture: 0, longSide: 64))
            #expect(loader.pendingCount == 1, "nothing decodes after stop")
        }
    }
}
