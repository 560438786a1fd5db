import CSDL2
import CollectionLayout
import OrbitRendering
import Testing

@testable import Playground

extension SDLTests {
    @Suite struct HUDRenderingTests {
        let viewport = Viewport(size: Size(width: 400, height: 300))
        let status = HUDStatus(layout: .wheel, itemCount: 7, layoutMilliseconds: 0.5, drawMilliseconds: 1)

        @Test func withoutTheFontTheHUDIsOffWithOneWarningAndFramesStillDraw() throws {
            let missing = try HeadlessRenderer(
                width: 400, height: 300, icons: IconLibrary.generated(size: 32), hud: true,
                fontPaths: .some((regular: "/nonexistent/DejaVuSans.ttf", bold: "/nonexistent/DejaVuSans-Bold.ttf")))
            #expect(!missing.hasHUD)
            #expect(missing.warnings.count == 1 && missing.warnings[0].contains("HUD is off"))
            let notFound = try HeadlessRenderer(width: 400, height: 300, icons: IconLibrary.generated(size: 32), hud: true, fontPaths: .some(nil))
            #expect(!notFound.hasHUD && notFound.warnings.count == 1)
            let withStatus = try missing.render(items: [], viewport: viewport, status: status).image
            let without = try missing.render(items: [], viewport: viewport).image
            #expect(withStatus == without)
        }

        @Test func theHUDDrawsTextAndRendersEachGlyphOnce() throws {
            let fonts = try #require(FontLocator.locate(environment: [:]), "fonts-dejavu-core is needed for this test")
            let renderer = try HeadlessRenderer(
                width: 400, height: 300, icons: IconLibrary.generated(size: 32), hud: true, fontPaths: .some(fonts))
            #expect(renderer.hasHUD && renderer.warnings.isEmpty)
            let plain = try renderer.render(items: [], viewport: viewport).image
            let first = try renderer.render(items: [], viewport: viewport, status: status).image
            let difference = try #require(ImageDifference(plain, first, channelTolerance: 8))
            #expect(difference.differingPixels > 500, "\(difference)")
            let atlas = try #require(renderer.frames.hud?.atlas)
            let rendered = atlas.renderCount
            let second = try renderer.render(items: [], viewport: viewport, status: status).image
            #expect(atlas.renderCount == rendered, "the same text again renders no glyph")
            #expect(second == first)
            // Figures that change every frame render only characters not seen before, then nothing.
            var changed = status
            for count in [8, 9, 10, 77, 98] {
                changed.itemCount = count
                _ = try renderer.render(items: [], viewport: viewport, status: changed)
            }
            #expect(atlas.renderCount - rendered <= 3, "digits 8, 9 and 0 at most")
            let settled = atlas.renderCount
            for count in [19, 80, 890, 7] {
                changed.itemCount = count
                _ = try renderer.render(items: [], viewport: viewport, status: changed)
            }
            #expect(atlas.renderCount == settled)
        }

        /// The glyph-by-glyph text draws what SDL_ttf's rendering of the whole line draws: the same
        /// glyph images over the same extent. (SDL_ttf places glyphs at HarfBuzz's sixty-fourths
        /// of a pixel and the atlas at measured sixteenths, so a glyph may sit a pixel apart.)
        @Test func atlasTextMatchesSDLTTFLineRendering() throws {
            let fonts = try #require(FontLocator.locate(environment: [:]), "fonts-dejavu-core is needed for this test")
            let text = "AVA Ty, Wo. frame p50 3.1 ms · jij ×0.25 — 90°"
            for scale in [1.0, 2.0] {
                let canvas = try HeadlessCanvas(width: 900, height: 80)
                let hud = try #require(HUDRenderer.make(renderer: canvas.renderer, fontPaths: fonts, pixelScale: scale).0)
                for font in HUDRenderer.Font.allCases {
                    SDL_SetRenderDrawColor(canvas.renderer, 0, 0, 0, 255)
                    SDL_RenderClear(canvas.renderer)
                    let line = hud.layout(text, font)
                    hud.draw(line, x: 10, y: 10, color: .white)
                    let ours = try canvas.image()

                    SDL_RenderClear(canvas.renderer)
                    let surface = try #require(TTF_RenderUTF8_Blended(hud.ttfFont(font), text, SDL_Color(r: 255, g: 255, b: 255, a: 255)))
                    defer { SDL_FreeSurface(surface) }
                    let texture = try #require(SDL_CreateTextureFromSurface(canvas.renderer, surface))
                    defer { SDL_DestroyTexture(texture) }
                    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
                    var destination = SDL_Rect(x: 10, y: 10, w: surface.pointee.w, h: surface.pointee.h)
                    SDL_RenderCopy(canvas.renderer, texture, nil, &destination)
                    let theirs = try canvas.image()

                    let context = "\(font) at \(scale)x"
                    #expect(line.height == Int(surface.pointee.h), "\(context)")
                    #expect(abs(line.width - Int(surface.pointee.w)) <= 1, "\(context): \(line.width) vs \(surface.pointee.w)")
                    let (ourInk, theirInk) = (Self.ink(ours), Self.ink(theirs))
                    #expect(ourInk.total == theirInk.total, "\(context): the same glyph images")
                    #expect(ourInk.rows == theirInk.rows, "\(context)")
                    #expect(abs(ourInk.columns.lowerBound - theirInk.columns.lowerBound) <= 1, "\(context)")
                    #expect(abs(ourInk.columns.upperBound - theirInk.columns.upperBound) <= 1, "\(context)")
                }
            }
        }

        /// The sum of the red channel, and the rows and columns with any of it.
        static func ink(_ image: PixelImage) -> (total: Int, rows: ClosedRange<Int>, columns: ClosedRange<Int>) {
            var total = 0, top = Int.max, bottom = -1, left = Int.max, right = -1
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let red = Int(image[x, y].bytes.0)
                    guard red > 0 else { continue }
                    total += red
                    (top, bottom, left, right) = (min(top, y), max(bottom, y), min(left, x), max(right, x))
                }
            }
            return (total, top...max(top, bottom), left...max(left, right))
        }

        @Test func aFullAtlasSkipsWhatDoesNotFitAndStartsOverNextFrame() throws {
            let fonts = try #require(FontLocator.locate(environment: [:]), "fonts-dejavu-core is needed for this test")
            let canvas = try HeadlessCanvas(width: 200, height: 50)
            let hud = try #require(HUDRenderer.make(renderer: canvas.renderer, fontPaths: fonts).0)
            // Several thousand distinct characters cannot all fit in a 512 x 256 atlas.
            let many = String(String.UnicodeScalarView((0x4E00..<0x5E00).compactMap(Unicode.Scalar.init)))
            let line = hud.layout(many, .body)
            #expect(line.glyphs.count > 100 && line.glyphs.count < 4096)
            hud.draw(line, x: 0, y: 0, color: .white)
            hud.endFrame()
            #expect(hud.atlas.glyphCount == 0, "a full atlas starts over")
            let digits = hud.layout("0123456789", .body)
            #expect(digits.glyphs.count == 10 && hud.atlas.glyphCount == 10)
        }

        @Test func atlasTextureGrowsWithTheLineHeightWithinBounds() {
            #expect(GlyphAtlas.textureWidth(forLineHeight: 0) == 256)
            #expect(GlyphAtlas.textureWidth(forLineHeight: 18) == 512)
            #expect(GlyphAtlas.textureWidth(forLineHeight: 70) == 2048)
            #expect(GlyphAtlas.textureWidth(forLineHeight: 100_000) == 4096)
        }
    }
}
