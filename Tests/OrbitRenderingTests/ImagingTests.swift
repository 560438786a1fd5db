import CollectionLayout
import OrbitTestSupport
import Testing

@testable import OrbitRendering

/// Colours by the sRGB and Porter-Duff formulas, images by their pixels.
@Suite struct RGBAColorTests {
    static func isNear(_ a: RGBAColor, _ b: RGBAColor, tolerance: Double = 1e-9) -> Bool {
        isWithin(a.red, b.red, tolerance: tolerance) && isWithin(a.green, b.green, tolerance: tolerance)
            && isWithin(a.blue, b.blue, tolerance: tolerance) && isWithin(a.alpha, b.alpha, tolerance: tolerance)
    }

    @Test func huesGoRoundTheWheelAndWrap() {
        let red = RGBAColor(red: 1, green: 0, blue: 0), green = RGBAColor(red: 0, green: 1, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)
        #expect(Self.isNear(RGBAColor(hue: 0, saturation: 1, lightness: 0.5), red))
        #expect(Self.isNear(RGBAColor(hue: 120, saturation: 1, lightness: 0.5), green))
        #expect(Self.isNear(RGBAColor(hue: 240, saturation: 1, lightness: 0.5), blue))
        // Yellow halfway between red and green; any hue a whole turn away is the same colour.
        #expect(Self.isNear(RGBAColor(hue: 60, saturation: 1, lightness: 0.5), RGBAColor(red: 1, green: 1, blue: 0)))
        #expect(Self.isNear(RGBAColor(hue: 420, saturation: 1, lightness: 0.5), RGBAColor(hue: 60, saturation: 1, lightness: 0.5)))
        #expect(Self.isNear(RGBAColor(hue: -120, saturation: 1, lightness: 0.5), blue))
        // No saturation: a grey of the lightness, whatever the hue.
        #expect(Self.isNear(RGBAColor(hue: 200, saturation: 0, lightness: 0.3), RGBAColor(red: 0.3, green: 0.3, blue: 0.3)))
        // Lightness 0 and 1 are black and white.
        #expect(Self.isNear(RGBAColor(hue: 30, saturation: 1, lightness: 0), .black))
        #expect(Self.isNear(RGBAColor(hue: 30, saturation: 1, lightness: 1, alpha: 0.5), RGBAColor.white.fading(0.5)))
    }

    @Test func hexIsRedGreenBlueFromTheHighByte() {
        let color = RGBAColor(hex: 0x336699, alpha: 0.5)
        #expect(Self.isNear(color, RGBAColor(red: 51.0 / 255, green: 102.0 / 255, blue: 153.0 / 255, alpha: 0.5)))
        #expect(color.bytes == (0x33, 0x66, 0x99, 128))
    }

    @Test func mixingIsLinearPerChannel() {
        let a = RGBAColor(red: 0.2, green: 0.4, blue: 1, alpha: 1), b = RGBAColor(red: 1, green: 0, blue: 0.5, alpha: 0)
        #expect(Self.isNear(a.mixed(with: b, 0), a) && Self.isNear(a.mixed(with: b, 1), b))
        #expect(Self.isNear(a.mixed(with: b, 0.25), RGBAColor(red: 0.4, green: 0.3, blue: 0.875, alpha: 0.75)))
        #expect(Self.isNear(a.fading(0.5), RGBAColor(red: 0.2, green: 0.4, blue: 1, alpha: 0.5)))
    }

    @Test func overIsPorterDuffWithStraightAlpha() {
        let background = RGBAColor(red: 0, green: 0, blue: 1, alpha: 1)
        // Opaque on top hides what is below; clear on top shows it unchanged.
        #expect(Self.isNear(RGBAColor(red: 1, green: 0, blue: 0).over(background), RGBAColor(red: 1, green: 0, blue: 0)))
        #expect(Self.isNear(RGBAColor.clear.over(background), background))
        // Half red over opaque blue: half of each, opaque.
        #expect(Self.isNear(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5).over(background), RGBAColor(red: 0.5, green: 0, blue: 0.5)))
        // Half over half: alpha 0.5 + 0.5 × 0.5; the colours weighted 0.5 and 0.25.
        let both = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5).over(RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(Self.isNear(both, RGBAColor(red: 0.5 / 0.75, green: 0, blue: 0.25 / 0.75, alpha: 0.75)))
        // Nothing over nothing is nothing (no division by zero).
        #expect(RGBAColor.clear.over(.clear) == .clear)
    }

    @Test func bytesAreRoundedAndClamped() {
        #expect(RGBAColor(red: 1.5, green: -0.2, blue: 0.5, alpha: 1).bytes == (255, 0, 128, 255))
        #expect(RGBAColor(red: 0.499 / 255, green: 0.501 / 255, blue: 254.6 / 255, alpha: 0).bytes == (0, 1, 255, 0))
    }

    @Test func smoothstepIsAHermiteStepBetweenItsEdges() {
        #expect(smoothstep(2, 4, 1) == 0 && smoothstep(2, 4, 5) == 1)
        #expect(smoothstep(2, 4, 3) == 0.5)
        // t = 1/4: 3t² − 2t³.
        #expect(isWithin(smoothstep(2, 4, 2.5), 3.0 / 16 - 2.0 / 64))
    }
}

@Suite struct PixelImageTests {
    @Test func pixelsAreRowsOfFourBytesFromTheTopLeft() {
        var image = PixelImage(width: 3, height: 2)
        #expect(image.bytes.count == 3 * 2 * 4 && image.bytes.allSatisfy { $0 == 0 })
        image[2, 1] = RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        // Row 1, column 2: the sixth pixel, bytes 20…23.
        #expect(Array(image.bytes[20..<24]) == [255, 128, 0, 255])
        #expect(image.bytes[0..<20].allSatisfy { $0 == 0 })
        #expect(image[2, 1].bytes == (255, 128, 0, 255))
        // Sizes below zero make an empty image.
        #expect(PixelImage(width: -3, height: 4).bytes.isEmpty)
    }

    @Test func paintingShadesEachPixelAtItsCentre() {
        var centres: [Point] = []
        let image = PixelImage.painted(width: 4, height: 3) { x, y in
            centres.append(Point(x: x, y: y))
            return RGBAColor(red: x / 4, green: y / 3, blue: 0)
        }
        #expect(centres.count == 12)
        #expect(centres.first == Point(x: 0.5, y: 0.5) && centres.last == Point(x: 3.5, y: 2.5))
        for y in 0..<3 {
            for x in 0..<4 {
                #expect(image[x, y].bytes == RGBAColor(red: (Double(x) + 0.5) / 4, green: (Double(y) + 0.5) / 3, blue: 0).bytes)
            }
        }
    }

    @Test func halvingRoundsOddSizesUpAndAveragesOpaqueBlocks() {
        // 3 x 3: halved to 2 x 2, the last column and row averaged with themselves.
        var image = PixelImage(width: 3, height: 3)
        let values: [[Double]] = [[0, 0.2, 1], [0.4, 0.6, 1], [0.8, 0.8, 0.5]]
        for y in 0..<3 { for x in 0..<3 { image[x, y] = RGBAColor(red: values[y][x], green: 0, blue: 0) } }
        let half = image.halved()
        #expect(half.width == 2 && half.height == 2)
        func byte(_ value: Double) -> Double { (value * 255).rounded() }
        // The top-left block: the mean of four opaque bytes.
        let mean = (byte(0) + byte(0.2) + byte(0.4) + byte(0.6)) / 4
        #expect(Double(half.bytes[0]) == mean.rounded())
        // The bottom-right "block" is one pixel counted four times.
        #expect(half[1, 1].bytes == image[2, 2].bytes)
        // The right column: (2, 0) and (2, 1), each twice.
        #expect(Double(half[1, 0].bytes.0) == ((byte(1) + byte(1)) / 2).rounded())
        #expect((0..<4).allSatisfy { half.bytes[$0 * 4 + 3] == 255 })
        // A 1 x 1 image stays 1 x 1.
        #expect(PixelImage(width: 1, height: 1).halved().width == 1)
    }
}

@Suite struct GlyphTests {
    typealias V = DistanceField.Vector

    /// The share of a grid of points over the glyph square [-1, 1]² inside the glyph.
    static func fill(_ glyph: Glyph, steps: Int = 40) -> Double {
        var inside = 0
        for row in 0..<steps {
            for column in 0..<steps {
                let p = V(-1 + (Double(column) + 0.5) * 2 / Double(steps), -1 + (Double(row) + 0.5) * 2 / Double(steps))
                if glyph.distance(p) < 0 { inside += 1 }
            }
        }
        return Double(inside) / Double(steps * steps)
    }

    @Test(arguments: Glyph.allCases)
    func everyGlyphIsAShapeInsideItsSquare(glyph: Glyph) {
        // Some of the square, never most of it: a pictogram, not a blob or nothing.
        let fill = Self.fill(glyph)
        #expect(fill > 0.08 && fill < 0.75, "\(glyph) fills \(fill)")
        // Well outside the square every glyph is outside, and the distance grows outwards.
        for p in [V(1.6, 0), V(-1.6, 0), V(0, 1.6), V(0, -1.6), V(1.5, 1.5)] {
            let near = glyph.distance(p), far = glyph.distance(p * 2)
            #expect(near > 0 && far > near, "\(glyph) at (\(p.x), \(p.y))")
        }
    }

    @Test func glyphsAreDifferentShapes() {
        // No two glyphs cover the same sample points.
        var masks: Set<[Bool]> = []
        for glyph in Glyph.allCases {
            let mask = (0..<400).map { i in glyph.distance(V(-1 + Double(i % 20) / 10 + 0.05, -1 + Double(i / 20) / 10 + 0.05)) < 0 }
            masks.insert(mask)
        }
        #expect(masks.count == Glyph.allCases.count)
    }

    @Test func designsNameTheirFilesAndReadAsTheirHue() {
        let design = IconDesign(glyph: .bolt, hue: 200, saturation: 0.5)
        #expect(design.fileName(at: 3) == "icon-03-bolt.png")
        #expect(design.fileName(at: 12) == "icon-12-bolt.png")
        #expect(design.accent == RGBAColor(hue: 200, saturation: 0.5, lightness: 0.55))
        // The standard set: one design per glyph, in order, hues 137.5° apart round the wheel.
        #expect(IconDesign.standard.map(\.glyph) == Glyph.allCases)
        for (index, design) in IconDesign.standard.enumerated() {
            #expect(isWithin(design.hue, (Double(index) * 137.5).truncatingRemainder(dividingBy: 360)))
            #expect(design.saturation > 0 && design.saturation <= 1)
        }
    }
}
