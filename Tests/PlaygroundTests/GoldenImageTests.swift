import CollectionLayout
import OrbitRendering
import Foundation
import OrbitTestSupport
import Testing

@testable import Playground

extension SDLTests {
    /// Headless frames of several presets (what `orbit shot` draws) compared with the PNGs in
    /// `Golden/`. `ORBIT_RECORD_GOLDEN=1 swift test --filter GoldenImageTests` rewrites them.
    @Suite struct GoldenImageTests {
        struct Case: CustomTestStringConvertible, Sendable {
            var name: String
            var preset: LayoutDescriptor
            var items: Int
            var settings: [String] = []
            var offset = Point.zero
            var testDescription: String { name }
        }

        static let size = Size(width: 320, height: 240)
        /// A pixel differs when a channel is off by more than this (0…255)…
        static let channelTolerance = 12
        /// …and an image matches when at most this fraction of its pixels differ.
        static let maximumDifferingFraction = 0.01

        static let cases = [
            Case(name: "flow", preset: .flow, items: 40, settings: ["sectionInset=10,10,10,10", "itemSize=50"]),
            Case(name: "ring", preset: .ring, items: 12, settings: ["itemSize=44"]),
            Case(name: "circle-turned", preset: .circle, items: 10, settings: ["rotation=0.4", "scale=0.9", "itemSize=40"]),
            Case(name: "cards", preset: .cards, items: 6, settings: ["itemSize=150", "step=12"]),
            Case(name: "wheel", preset: .wheel, items: 20, settings: ["itemSize=60x80", "radius=200"], offset: Point(x: 210, y: 0)),
            Case(name: "line3d", preset: .line3d, items: 8, settings: ["itemSize=110x170"], offset: Point(x: 180, y: 0)),
            Case(name: "firewheel", preset: .firewheel, items: 14, settings: ["itemSize=40"], offset: Point(x: 60, y: 0)),
            Case(name: "waterfall", preset: .waterfall, items: 20, settings: ["lanes=3", "lengths=90,60,120,70,100"]),
            // Perspective quads, tessellated: turned cards, a cylinder's faces, a picker wheel.
            Case(name: "coverflow", preset: .coverFlow, items: 12, settings: ["itemSize=110"], offset: Point(x: 550, y: 0)),
            Case(name: "cylinder", preset: .cylinder, items: 12, settings: ["itemSize=96"], offset: Point(x: 450, y: 0)),
            Case(name: "wheel3d", preset: .wheel3D, items: 30, settings: ["itemSize=150x30"], offset: Point(x: 0, y: 300)),
        ]

        static var goldenFolder: URL {
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
        }

        /// The frame `orbit shot --layout … --size 320x240` draws, with the generated icons so that
        /// the result depends on no file outside the test.
        static func render(_ test: Case) throws -> (PixelImage, DrawList) {
            let settings = try test.settings.map { try LayoutSetting(parsing: $0) }
            var layout = try test.preset.makeLayout(settings)
            layout.prepare(LayoutContext(boundsSize: size, contentOffset: test.offset, itemCount: test.items))
            let items = layout.visibleAttributes.map { DisplayedItem(id: $0.index, attributes: $0) }
            let renderer = try HeadlessRenderer(
                width: Int(size.width), height: Int(size.height), icons: IconLibrary.generated(size: 64))
            let (image, list, _) = try renderer.render(items: items, viewport: Viewport(size: size, contentOffset: test.offset))
            return (image, list)
        }

        @Test(arguments: cases) func frameMatchesItsGoldenImage(_ test: Case) throws {
            let (image, list) = try Self.render(test)
            #expect(list.visibleItemCount > 0)
            let url = Self.goldenFolder.appendingPathComponent("\(test.name).png")
            if ProcessInfo.processInfo.environment["ORBIT_RECORD_GOLDEN"] == "1" {
                try FileManager.default.createDirectory(at: Self.goldenFolder, withIntermediateDirectories: true)
                try image.writePNG(to: url.path)
                return
            }
            guard FileManager.default.fileExists(atPath: url.path) else {
                Issue.record("no golden image \(url.path); run with ORBIT_RECORD_GOLDEN=1 to record it")
                return
            }
            let golden = try PixelImage(contentsOfFile: url.path)
            let difference = try #require(
                ImageDifference(image, golden, channelTolerance: Self.channelTolerance), "size differs from \(url.lastPathComponent)")
            #expect(difference.isWithin(Self.maximumDifferingFraction), "\(test.name): \(difference)")
        }

        @Test func theComparisonTellsDifferentFramesApart() throws {
            let (ring, _) = try Self.render(Self.cases[1])
            var moved = Self.cases[1]
            moved.settings = ["itemSize=48"]
            let (bigger, _) = try Self.render(moved)
            let difference = try #require(ImageDifference(ring, bigger, channelTolerance: Self.channelTolerance))
            #expect(!difference.isWithin(Self.maximumDifferingFraction), "\(difference)")
            #expect(try #require(ImageDifference(ring, ring, channelTolerance: 0)).differingPixels == 0)
        }

        @Test func aSpriteLandsWhereTheDrawListPutsIt() throws {
            // One opaque square item in the middle of an otherwise empty frame: the pixel at its
            // centre has the icon's colour, a pixel well outside it the backdrop's.
            let renderer = try HeadlessRenderer(width: 200, height: 100, icons: IconLibrary.generated(size: 64))
            let viewport = Viewport(size: Size(width: 200, height: 100))
            let (empty, _, _) = try renderer.render(items: [], viewport: viewport)
            let item = DisplayedItem(
                id: 0, attributes: LayoutAttributes(indexPath: ItemIndexPath(item: 0), center: Point(x: 150, y: 50), size: Size(square: 80)))
            let (image, _, _) = try renderer.render(items: [item], viewport: viewport)
            let body = image[150, 22], outside = image[40, 50]
            #expect(body != empty[150, 22])
            #expect(outside == empty[40, 50])
            let accent = IconDesign.standard[0].accent
            #expect(abs(body.red - accent.red) < 0.25 && abs(body.green - accent.green) < 0.25, "\(body) vs \(accent)")
        }

        @Test func alphaFadesASprite() throws {
            let renderer = try HeadlessRenderer(width: 100, height: 100, icons: IconLibrary.generated(size: 64))
            let viewport = Viewport(size: Size(width: 100, height: 100))
            func frame(alpha: Double) throws -> RGBAColor {
                let item = DisplayedItem(
                    id: 0,
                    attributes: LayoutAttributes(
                        indexPath: ItemIndexPath(item: 0), center: Point(x: 50, y: 50), size: Size(square: 60), alpha: alpha))
                // One sprite (a 60-point item is its icon alone): its alpha blends it with what is under it.
                return try renderer.render(items: [item], viewport: viewport).image[50, 30]
            }
            let background = try renderer.render(items: [], viewport: viewport).image[50, 20]
            let full = try frame(alpha: 1), half = try frame(alpha: 0.5)
            #expect(abs(half.red - (full.red + background.red) / 2) < 0.03)
        }
    }
}

extension SDLTests {
    @Suite struct BatchedGeometryTests {
        @Test func batchedGeometryDrawsWhatRenderCopyExDraws() throws {
            // The accelerated path (one SDL_RenderGeometry per texture run) run on the software
            // renderer, against the RenderCopyExF path: the same quads in the same places, up to
            // the two rasterizers' different sampling along the edges.
            let test = GoldenImageTests.cases[4]  // the wheel: rotated plates and icons, far anchors
            let settings = try test.settings.map { try LayoutSetting(parsing: $0) }
            var layout = try test.preset.makeLayout(settings)
            let size = GoldenImageTests.size
            layout.prepare(LayoutContext(boundsSize: size, contentOffset: test.offset, itemCount: test.items))
            let items = layout.visibleAttributes.map { DisplayedItem(id: $0.index, attributes: $0) }
            let viewport = Viewport(size: size, contentOffset: test.offset)
            let renderer = try HeadlessRenderer(width: Int(size.width), height: Int(size.height), icons: IconLibrary.generated(size: 64))
            #expect(!renderer.frames.sprites.batches)
            let copied = try renderer.render(items: items, viewport: viewport).image
            renderer.frames.sprites.batches = true
            let batched = try renderer.render(items: items, viewport: viewport).image
            let difference = try #require(ImageDifference(copied, batched, channelTolerance: 40))
            #expect(difference.isWithin(0.03), "\(difference)")
            let empty = try renderer.render(items: [], viewport: viewport).image
            #expect(!(try #require(ImageDifference(copied, empty, channelTolerance: 40))).isWithin(0.03))
        }
    }
}
