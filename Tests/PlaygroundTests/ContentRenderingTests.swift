import CSDL2
import CollectionLayout
import Foundation
import OrbitRendering
import Testing

@testable import Playground

extension SDLTests {
    /// Captions measured with SDL_ttf and drawn in their items, and pictures drawn headless.
    @Suite struct ContentRenderingTests {
        static func measurer() throws -> TTFTextMeasurer {
            let (measurer, warning) = TTFTextMeasurer.located()
            return try #require(measurer, "\(warning ?? "")")
        }

        /// The width SDL_ttf gives `text` at `points`, from a font opened here, apart from the measurer.
        static func ttfWidth(_ text: String, points: Int, path: String) throws -> (width: Int, lineSkip: Int) {
            let font = try #require(TTF_OpenFont(path, Int32(points)))
            defer { TTF_CloseFont(font) }
            TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
            var w: Int32 = 0, h: Int32 = 0
            _ = TTF_SizeUTF8(font, text, &w, &h)
            return (Int(w), Int(TTF_FontLineSkip(font)))
        }

        @Test func captionsAreMeasuredAsSDLTTFSetsThem() throws {
            let measurer = try Self.measurer()
            let path = measurer.fontPath
            let whole = try Self.ttfWidth("orbit layout", points: 14, path: path)
            let orbit = try Self.ttfWidth("orbit", points: 14, path: path), layout = try Self.ttfWidth("layout", points: 14, path: path)
            // On one line when it fits, exactly.
            #expect(measurer.size(of: "orbit layout", fontSize: 14, wrappedTo: .infinity)
                == Size(width: Double(whole.width), height: Double(whole.lineSkip)))
            #expect(measurer.size(of: "orbit layout", fontSize: 14, wrappedTo: Double(whole.width)).height == Double(whole.lineSkip))
            // A pixel narrower: two lines, as wide as the wider word.
            #expect(measurer.size(of: "orbit layout", fontSize: 14, wrappedTo: Double(whole.width - 1))
                == Size(width: Double(max(orbit.width, layout.width)), height: Double(2 * whole.lineSkip)))
            // A word wider than the line is broken between characters; nothing is lost.
            let (lines, lineHeight) = measurer.lines(of: "self-sizing", fontSize: 14, wrappedTo: 30)
            #expect(lines.count > 1 && lines.joined() == "self-sizing" && lineHeight == Double(whole.lineSkip))
            for line in lines.dropLast() { #expect(try Self.ttfWidth(line, points: 14, path: path).width <= 30) }
            // Empty text is one empty line.
            #expect(measurer.size(of: "", fontSize: 14, wrappedTo: 100) == Size(width: 0, height: Double(whole.lineSkip)))
        }

        /// Two measurers (as the window and a headless replay each have) agree on every caption.
        @Test func measurementIsDeterministic() throws {
            let a = try Self.measurer(), b = try #require(TTFTextMeasurer(fontPath: try Self.measurer().fontPath))
            for identity in 0..<200 {
                let text = CaptionText.text(seed: 1, identity: identity)
                for width in [80.0, 164, 300] {
                    let size = a.size(of: text, fontSize: 14, wrappedTo: width)
                    #expect(size == b.size(of: text, fontSize: 14, wrappedTo: width))
                    #expect(size.width <= width || !text.contains(" "))
                    let (lines, lineHeight) = a.lines(of: text, fontSize: 14, wrappedTo: width)
                    #expect(size.height == Double(lines.count) * lineHeight)
                    // Every character is kept, in order; only the spaces between lines go.
                    #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
                }
            }
        }

        static let size = Size(width: 320, height: 240)

        /// A flow of items 140 x 100 points at the top-left.
        static func items(_ count: Int = 4) throws -> [DisplayedItem] {
            var layout = try LayoutDescriptor.flow.makeLayout([try LayoutSetting(parsing: "itemSize=140x100")])
            layout.prepare(LayoutContext(boundsSize: size, contentOffset: .zero, itemCount: count))
            return layout.visibleAttributes.map { DisplayedItem(id: $0.index, attributes: $0) }
        }

        static func render(_ content: ContentOptions, items: [DisplayedItem]) throws -> (PixelImage, [String]) {
            let renderer = try HeadlessRenderer(width: Int(size.width), height: Int(size.height), icons: IconLibrary.generated(size: 64))
            var warnings: [String] = []
            if content.kind != .icons { _ = try renderer.useContent(content, seed: 1, warn: { warnings.append($0) }) }
            return (try renderer.render(items: items, viewport: Viewport(size: size)).image, warnings)
        }

        /// The sum of the channels' differences (alpha aside).
        static func distance(_ a: RGBAColor, _ b: RGBAColor) -> Double {
            let red = abs(a.red - b.red), green = abs(a.green - b.green), blue = abs(a.blue - b.blue)
            return red + green + blue
        }

        /// Pixels near the caption colour inside `rect` (points = pixels here).
        static func textPixels(_ image: PixelImage, in rect: Rect) -> Int {
            let text = CaptionRenderer.textColor
            var count = 0
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) where x >= 0 && y >= 0 && x < image.width && y < image.height {
                    if Self.distance(image[x, y], text) < 0.15 { count += 1 }
                }
            }
            return count
        }

        @Test func captionsDrawTheirTextInsideTheirItems() throws {
            let items = try Self.items()
            let (icons, _) = try Self.render(.icons, items: items)
            let (captions, warnings) = try Self.render(ContentOptions(kind: .captions), items: items)
            #expect(warnings.isEmpty)
            #expect(icons != captions)
            let padding = ContentStyle.standard.padding
            for item in items {
                let frame = item.attributes.frame
                let box = frame.insetBy(dx: padding, dy: padding)
                // Text inside the padded box, none in the left padding (away from the plate's
                // rounded corners, where the dark backdrop shows).
                #expect(Self.textPixels(captions, in: box) > 20, "item \(item.id)")
                let strip = Rect(x: frame.minX + 1, y: frame.minY + 16, width: padding - 2, height: frame.height - 32)
                #expect(Self.textPixels(captions, in: strip) == 0)
                #expect(Self.textPixels(icons, in: box) == 0)
            }
        }

        @Test func photosDrawTheirPicturesCroppedToTheItem() throws {
            let items = try Self.items(2)
            let (photos, warnings) = try Self.render(ContentOptions(kind: .photos), items: items)
            #expect(warnings.isEmpty)
            // Item i shows generated picture i in the proportions of the core's stand-ins: its
            // centre pixel is the picture's centre (aspect fill keeps the centre).
            let aspects = ContentSource.syntheticPictures(seed: 1)
            for item in items {
                let picture = GeneratedPicture(index: item.id, aspect: aspects[item.id] ?? 1).paint(longSide: 256)
                let expected = picture[picture.width / 2, picture.height / 2]
                let centre = item.attributes.center
                let drawn = photos[Int(centre.x), Int(centre.y)]
                #expect(Self.distance(drawn, expected) < 0.1, "item \(item.id): \(drawn) vs \(expected)")
            }
            // An empty folder: the placeholder, a plate in the placeholder's grey, and one warning.
            let empty = NSTemporaryDirectory() + "orbit-empty-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: empty) }
            let (placeholders, emptyWarnings) = try Self.render(ContentOptions(kind: .photos, imagesPath: empty), items: items)
            #expect(emptyWarnings.count == 1)
            let tint = ContentRenderer.placeholderTint
            for item in items {
                let centre = placeholders[Int(item.attributes.center.x), Int(item.attributes.center.y)]
                // The plate is near white; tinted, it is the tint's hue and not far from its lightness.
                #expect(Self.distance(centre, tint) < 0.3, "\(centre)")
            }
        }

        /// Replayed frames draw the session's content, which a script's `content` event switches.
        @Test func replayedFramesFollowTheSessionsContent() throws {
            let items = try Self.items()
            let frames = FrameImageRenderer()
            let icons = try frames.render(items: items, bounds: Self.size, contentOffset: .zero)
            let captions = try frames.render(items: items, bounds: Self.size, contentOffset: .zero, content: .captions, seed: 1)
            let photos = try frames.render(items: items, bounds: Self.size, contentOffset: .zero, content: .photos, seed: 1)
            #expect(icons != captions && captions != photos && icons != photos)
            #expect(try frames.render(items: items, bounds: Self.size, contentOffset: .zero, content: .captions, seed: 1) == captions)
            #expect(try frames.render(items: items, bounds: Self.size, contentOffset: .zero) == icons)
        }

        @Test func aspectFillCropsTheLongerSideAboutTheCentre() {
            let wide = SpriteRenderer.aspectFill(width: 400, height: 200, aspect: 1)
            #expect((wide.x, wide.y, wide.w, wide.h) == (100, 0, 200, 200))
            let tall = SpriteRenderer.aspectFill(width: 300, height: 600, aspect: 1.5)
            #expect((tall.x, tall.y, tall.w, tall.h) == (0, 200, 300, 200))
            let same = SpriteRenderer.aspectFill(width: 300, height: 200, aspect: 1.5)
            #expect((same.x, same.y, same.w, same.h) == (0, 0, 300, 200))
        }
    }
}
