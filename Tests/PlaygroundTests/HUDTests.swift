import CollectionLayout
import Testing

@testable import Playground

@Suite struct HUDStatusTests {
    @Test func linesShowPresetCountsCostsAndGestures() {
        let status = HUDStatus(
            preset: .ring, itemCount: 30, framesPerSecond: 59.7, frameP50: 3.14, frameP99: 9.9, layoutMilliseconds: 0.123,
            drawMilliseconds: 1.5, contentOffset: Point(x: 0, y: -0.2), scale: 1.25, rotation: .pi / 2, note: "slow motion ×0.25")
        let lines = status.lines(visibleCount: 12)
        #expect(lines == [
            "ring  —  seed 000: hangge's ring (LoopCollectionViewLayout)",
            "30 items  ·  12 visible  ·  60 fps",
            "frame p50 3.1 ms, p99 9.9 ms  ·  layout 0.12 ms  ·  draw 1.50 ms",
            "offset 0, 0  ·  scale 1.25  ·  rotation 90°",
            "slow motion ×0.25",
        ])
    }

    @Test func unmeasuredFiguresAreLeftOut() {
        let lines = HUDStatus(preset: .flow, itemCount: 0).lines(visibleCount: 0)
        #expect(lines.count == 3)
        #expect(lines[1] == "0 items  ·  0 visible")
        #expect(HUDStatus.format(.nan, digits: 1) == "–")
        var vsynced = HUDStatus(preset: .flow, itemCount: 0, frameP50: 1, frameP99: 2)
        vsynced.frameIncludesPresent = false
        #expect(vsynced.lines(visibleCount: 0)[2] == "frame before present p50 1.0 ms, p99 2.0 ms")
    }
}

extension SDLTests {
    @Suite struct HUDRenderingTests {
        let viewport = Viewport(size: Size(width: 400, height: 300))
        let status = HUDStatus(preset: .wheel, itemCount: 7, layoutMilliseconds: 0.5, drawMilliseconds: 1)

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

        @Test func theHUDDrawsTextAndRendersUnchangedLinesOnce() throws {
            let fonts = try #require(FontLocator.locate(environment: [:]), "fonts-dejavu-core is needed for this test")
            let renderer = try HeadlessRenderer(
                width: 400, height: 300, icons: IconLibrary.generated(size: 32), hud: true, fontPaths: .some(fonts))
            #expect(renderer.hasHUD && renderer.warnings.isEmpty)
            let plain = try renderer.render(items: [], viewport: viewport).image
            let first = try renderer.render(items: [], viewport: viewport, status: status).image
            let difference = try #require(ImageDifference(plain, first, channelTolerance: 8))
            #expect(difference.differingPixels > 500, "\(difference)")
            let cache = try #require(renderer.frames.hud?.cache)
            let rendered = cache.renderCount
            let second = try renderer.render(items: [], viewport: viewport, status: status).image
            #expect(cache.renderCount == rendered)
            #expect(second == first)
            var changed = status
            changed.itemCount = 8
            _ = try renderer.render(items: [], viewport: viewport, status: changed)
            #expect(cache.renderCount == rendered + 1)
        }
    }
}
