import CollectionLayout
import OrbitTestSupport
import Testing

@testable import OrbitRendering

/// The icons and plates as painted, without files or a display.
@Suite struct IconPainterTests {
    /// The plate painter's shortcut for the card's inside gives exactly the fully shaded pixels.
    @Test(arguments: [(256, 256), (256, 1536), (1536, 256), (300, 257), (40, 90), (3, 700), (1, 1)])
    func plateInteriorShortcutMatchesFullShading(size: (width: Int, height: Int)) {
        let fast = IconPainter.paintPlate(width: size.width, height: size.height)
        let full = IconPainter.paintPlate(width: size.width, height: size.height, fullShading: true)
        #expect(fast == full)
    }

    @Test func thereAreAtLeastTwelveDistinctIcons() {
        let designs = IconDesign.standard
        #expect(designs.count >= 12)
        #expect(Set(designs.map(\.glyph)).count == designs.count)
        let images = designs.map { IconPainter.paint($0, size: 48) }
        #expect(Set(images).count == images.count)
        // Neighbouring items (ids i, i+1) get clearly different hues.
        for (a, b) in zip(designs, designs.dropFirst()) {
            #expect(abs(shortestArc(from: a.hue * .pi / 180, to: b.hue * .pi / 180)) > .pi / 4)
        }
    }

    @Test func anIconIsARoundedSquareWithAGlyphAndTransparentCorners() {
        for design in IconDesign.standard {
            let image = IconPainter.paint(design, size: 128)
            #expect(image.width == 128 && image.height == 128)
            #expect(image[0, 0].alpha == 0, "\(design.glyph) corner")
            #expect(image[3, 3].alpha < 0.2, "\(design.glyph) rounded corner")
            #expect(image[64, 20].alpha == 1, "\(design.glyph) body")
            // The glyph: some pixels are near white, and the body's colour has the design's hue.
            var whiteish = 0
            for y in 30..<98 {
                for x in 30..<98 {
                    let pixel = image[x, y]
                    if pixel.red > 0.9, pixel.green > 0.9, pixel.blue > 0.9 { whiteish += 1 }
                }
            }
            #expect(whiteish > 300, "\(design.glyph) has \(whiteish) glyph pixels")
        }
    }

    @Test func halvingAveragesByAlpha() {
        var image = PixelImage(width: 2, height: 2)
        image[0, 0] = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)
        let half = image.halved()
        #expect(half.width == 1 && half.height == 1)
        // A transparent neighbour does not darken the colour, only the alpha.
        #expect(half[0, 0].red == 1 && isWithin(half[0, 0].alpha, 0.25, tolerance: 0.01))
    }
}
