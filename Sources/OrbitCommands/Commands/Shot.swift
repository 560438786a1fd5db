import ArgumentParser
import CollectionLayout
import Foundation
import Playground

/// `orbit shot`: one frame of a layout rendered headless to a PNG file.
struct Shot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render one frame of a layout to a PNG file, without a window.",
        discussion: """
            Uses SDL's software renderer on a surface in memory, so no display is needed \
            (SDL_VIDEODRIVER=dummy works). The frame shows the items of attributes(in:) for the visible \
            rect, item i drawn with icon i modulo the number of icons.
            """)

    @Option(help: "The layout: \(CommandContext.layoutNames).")
    var layout: String

    @Option(parsing: .unconditional, help: "The number of items (0 or more).")
    var items = "30"

    @Option(help: "The frame size, WIDTHxHEIGHT in points (= pixels at --scale 1).")
    var size = "800x600"

    @Option(parsing: .unconditional, help: "The content offset, X,Y in points.")
    var offset = "0,0"

    @Option(name: .customLong("set"), help: "A layout parameter, KEY=VALUE (repeatable).")
    var settings: [String] = []

    @Option(parsing: .unconditional, help: "Pixels per point (1 to 4), as on a HiDPI display.")
    var scale = "1"

    @Flag(help: "Draw the HUD (layout, counts, costs, controls).")
    var hud = false

    @Option(help: "The PNG file to write.")
    var out: String

    func run() throws {
        let (descriptor, _, made) = try ArgumentParsing.layout(layout, settings: settings)
        let count = try ArgumentParsing.itemCount(items)
        let bounds = try ArgumentParsing.size(size)
        let contentOffset = try ArgumentParsing.point(offset, flag: "--offset")
        let pixelScale = try ArgumentParsing.number(scale, flag: "--scale")
        guard (1...4).contains(pixelScale) else { throw CommandLineError("--scale: expected 1 to 4, got '\(scale)'") }
        guard out.lowercased().hasSuffix(".png") else { throw CommandLineError("--out: expected a .png file, got '\(out)'") }
        let width = Int((bounds.width * pixelScale).rounded()), height = Int((bounds.height * pixelScale).rounded())
        guard width >= 1, height >= 1 else {
            throw CommandLineError("--size: \(size) at --scale \(scale) is less than one pixel a side")
        }
        guard width * height <= 64_000_000 else {
            throw CommandLineError("--size: \(width)x\(height) pixels is too large for a headless frame")
        }

        let start = Stopwatch.now()
        var layout = made
        layout.prepare(LayoutContext(boundsSize: bounds, contentOffset: contentOffset, itemCount: count))
        let displayed = layout.visibleAttributes.map { DisplayedItem(id: $0.index, attributes: $0) }
        let layoutMilliseconds = Stopwatch.now() - start

        do {
            let renderer = try HeadlessRenderer(width: width, height: height, hud: hud)
            for warning in renderer.warnings { OrbitMain.warn(warning, command: "shot") }
            let viewport = Viewport(size: bounds, contentOffset: contentOffset, pixelScale: pixelScale)
            var status: HUDStatus?
            if hud {
                // The first frame paints plate textures on demand; measure the second, then draw
                // the third with the figure in the HUD.
                _ = try renderer.render(items: displayed, viewport: viewport)
                let (_, _, cost) = try renderer.render(items: displayed, viewport: viewport)
                status = HUDStatus(
                    layout: descriptor, itemCount: count, layoutMilliseconds: layoutMilliseconds,
                    drawMilliseconds: cost.drawListMilliseconds + cost.drawMilliseconds, contentOffset: contentOffset)
            }
            let (image, _, _) = try renderer.render(items: displayed, viewport: viewport, status: status)
            try image.writePNG(to: out)
        } catch {
            throw RuntimeFailure(error.message)
        }
    }
}
