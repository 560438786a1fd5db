import CollectionLayout
import OrbitRendering
import Foundation
import OrbitTestSupport
import Testing

@testable import Playground

@Suite struct FrameGraphPlacementTests {
    @Test func theGraphMovesBelowTheFiguresPanelWhenTheyWouldTouch() {
        let figures = Rect(x: 12, y: 12, width: 500, height: 120)
        #expect(HUDRenderer.graphTop(left: 700, margin: 12, statusPanel: figures) == 12)
        #expect(HUDRenderer.graphTop(left: 500, margin: 12, statusPanel: figures) == 144)
        #expect(HUDRenderer.graphTop(left: 500, margin: 12, statusPanel: nil) == 12)
    }
}

extension SDLTests {
    @Suite struct FrameGraphRenderingTests {
        /// Four seconds of made-up frames: a steady 9 ms with a few 24 ms and one 38 ms hitch.
        static func syntheticHistory() -> FrameHistory {
            var history = FrameHistory()
            for frame in 0..<300 {
                let wobble = sin(Double(frame) / 9) * 1.5
                var present = 6.5 + wobble
                if frame % 47 == 0 { present += 15 }
                if frame == 260 { present += 30 }
                history.append(FrameSample(layout: 0.4 + 0.1 * cos(Double(frame) / 5), draw: 1.6, present: present, frame: 8.8 + wobble + (present - 6.5 - wobble)))
            }
            history.refreshSummary()
            return history
        }

        @Test func theGraphDrawsBarsAndGuidesAndRendersUnchangedTextOnce() throws {
            let fonts = try #require(FontLocator.locate(environment: [:]), "fonts-dejavu-core is needed for this test")
            let renderer = try HeadlessRenderer(
                width: 800, height: 500, icons: IconLibrary.generated(size: 32), hud: true, fontPaths: .some(fonts))
            let viewport = Viewport(size: Size(width: 800, height: 500))
            let history = Self.syntheticHistory()
            let plain = try renderer.render(items: [], viewport: viewport).image
            let drawn = try renderer.render(items: [], viewport: viewport, graph: history).image
            if let path = ProcessInfo.processInfo.environment["ORBIT_GRAPH_PNG"] { try drawn.writePNG(to: path) }

            // The panel is in the top-right corner and nowhere else.
            let difference = try #require(ImageDifference(plain, drawn, channelTolerance: 8))
            #expect(difference.differingPixels > 10_000, "\(difference)")
            #expect(drawn[100, 400] == plain[100, 400])
            // Bars: the present part of a hitch is the present colour, over the panel.
            let present = FrameGraph.Part.present.color.bytes
            var presentPixels = 0
            for y in 0..<200 {
                for x in 400..<800 {
                    let p = drawn[x, y].bytes
                    if abs(Int(p.0) - Int(present.0)) < 6, abs(Int(p.1) - Int(present.1)) < 6, abs(Int(p.2) - Int(present.2)) < 6 { presentPixels += 1 }
                }
            }
            #expect(presentPixels > 1_000)

            let atlas = try #require(renderer.frames.hud?.atlas)
            let rendered = atlas.renderCount
            var next = history
            next.append(FrameSample(layout: 1, draw: 1, present: 1, frame: 3))
            let again = try renderer.render(items: [], viewport: viewport, graph: next).image
            #expect(atlas.renderCount == rendered, "new bars, same summary: no glyph is rendered again")
            #expect(again != drawn)
        }
    }
}
