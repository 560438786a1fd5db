/// One of Orbit's own icons: a glyph on a rounded square filled with a gradient of one hue.
public struct IconDesign: Hashable, Sendable {
    package var glyph: Glyph
    /// Degrees on the colour wheel.
    package var hue: Double
    /// 0…1; a few hues look better a little less saturated.
    package var saturation: Double

    package init(glyph: Glyph, hue: Double, saturation: Double = 0.72) {
        self.glyph = glyph
        self.hue = hue
        self.saturation = saturation
    }

    /// The file name in the assets folder, e.g. `icon-03-bolt.png`.
    package func fileName(at index: Int) -> String {
        let number = index < 10 ? "0\(index)" : "\(index)"
        return "icon-\(number)-\(glyph.rawValue).png"
    }

    /// The colour the icon reads as: the middle of its gradient. The renderer tints plates with it.
    package var accent: RGBAColor { RGBAColor(hue: hue, saturation: saturation, lightness: 0.55) }

    /// Orbit's icon set, in texture-index order. Neighbours differ in hue by about 140°, so the
    /// items next to each other in a layout (ids i and i+1) never look alike.
    public static let standard: [IconDesign] = {
        let glyphs = Glyph.allCases
        return glyphs.indices.map { i in
            let hue = (Double(i) * 137.5).truncatingRemainder(dividingBy: 360)
            // Yellows need more saturation to stay golden; greens and cyans turn garish with it.
            let saturation = (35.0...85.0).contains(hue) ? 0.82 : (85.0...190.0).contains(hue) ? 0.6 : 0.74
            return IconDesign(glyph: glyphs[i], hue: hue, saturation: saturation)
        }
    }()
}
