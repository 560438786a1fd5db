import CollectionLayout
@testable import OrbitSession
import OrbitRendering
import OrbitTestSupport
import Testing

@testable import Playground

/// The overlay keys: app commands, so the playground's.
@Suite struct OverlayKeyTests {
    @Test func eachOverlayHasItsOwnKeyThatNoOtherCommandUses() {
        for overlay in Overlay.allCases {
            guard case .host(let command)? = KeyBindings.playground.binding(forKey: overlay.key) else {
                Issue.record("\(overlay.key) is not an app key")
                continue
            }
            #expect(Overlay(toggledBy: command) == overlay)
        }
        #expect(Set(Overlay.allCases.map(\.key)).count == Overlay.allCases.count)
        #expect(Overlay(toggledBy: .toggleHUD) == nil)
    }
}

extension SDLTests {
    @Suite struct OverlayRenderingTests {
        @Test func anOutlineIsDrawnAlongTheItemsTurnedEdges() throws {
            let renderer = try HeadlessRenderer(width: 200, height: 200, icons: IconLibrary.generated(size: 32))
            let viewport = Viewport(size: Size(width: 200, height: 200))
            // 80 x 80 centred on (100, 100), turned 45°: a diamond with corners 56.6 points out.
            let turned = DisplayedItem(
                id: 0,
                attributes: LayoutAttributes(
                    indexPath: ItemIndexPath(item: 0), center: Point(x: 100, y: 100), size: Size(square: 80),
                    transform: Transform2D(rotationAngle: .pi / 4), alpha: 0.0001))
            let overlays = renderer.overlayList([.frames], items: [turned], viewport: viewport, state: OverlayState(contentSize: .zero))
            let image = try renderer.render(items: [turned], viewport: viewport, overlays: overlays).image
            let plain = try renderer.render(items: [turned], viewport: viewport).image
            // The midpoint of the top-right edge: halfway between (100, 43.4) and (156.6, 100).
            let edge = image[128, 72], background = plain[128, 72]
            #expect(edge.green > 0.6 && edge.blue > 0.6 && edge.red < 0.6, "\(edge)")
            #expect(background.green < 0.4, "\(background)")
            // Inside the diamond, away from the centre's cross, nothing is drawn.
            #expect(image[80, 120] == plain[80, 120])
        }

        @Test func theSnapTargetsRectIsDrawnWhereTheViewWillRest() throws {
            let renderer = try HeadlessRenderer(width: 400, height: 300, icons: IconLibrary.generated(size: 32))
            let viewport = Viewport(size: Size(width: 400, height: 300), contentOffset: Point(x: 100, y: 0))
            let state = OverlayState(contentSize: Size(width: 2000, height: 300), scrollTarget: Point(x: 400, y: 0))
            let overlays = renderer.overlayList([.snap], items: [], viewport: viewport, state: state)
            let image = try renderer.render(items: [], viewport: viewport, overlays: overlays).image
            // The rect's left edge is 300 points in; its centre (500, 150) is off screen: an arrow at the right edge.
            let edge = image[301, 100]
            #expect(edge.red > 0.8 && edge.green > 0.5 && edge.blue < 0.5, "\(edge)")
            #expect(image[200, 100].red < 0.3)
            let arrow = image[385, 150]
            #expect(arrow.red > 0.8 && arrow.blue < 0.5, "\(arrow)")
        }
    }
}
