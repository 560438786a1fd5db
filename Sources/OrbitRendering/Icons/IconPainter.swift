import Foundation

/// Paints an `IconDesign` into pixels: a rounded-square "app icon" with a soft drop shadow, a
/// vertical gradient with a gentle highlight, a light inner rim, and the glyph in white with a
/// shadow of its own.
///
/// Everything is computed from signed distance fields, so every size is drawn sharp and
/// anti-aliased; no file or font is involved, which is what makes it the fallback for a missing
/// icon file too.
package enum IconPainter {
    /// The transparent border around the rounded square that the drop shadow falls into, as a
    /// fraction of the image side.
    package static let margin = 0.06

    /// The icon at `size` x `size` pixels.
    ///
    /// - Complexity: O(size²).
    package static func paint(_ design: IconDesign, size: Int) -> PixelImage {
        let side = Double(max(1, size))
        let body = side * (1 - 2 * margin)
        let center = DistanceField.Vector(side / 2, side / 2 - side * 0.01)
        let half = DistanceField.Vector(body / 2, body / 2)
        let corner = body * 0.225
        let shadowOffset = side * 0.022, blur = side * 0.045
        let glyphScale = body * 0.3
        let glyphShadowOffset = max(0.6, side * 0.012)

        // Yellows darken into olive; let them deepen towards orange instead.
        let yellow = (35.0...85.0).contains(design.hue)
        let top = RGBAColor(hue: design.hue - 8, saturation: design.saturation, lightness: yellow ? 0.6 : 0.64)
        let bottom = RGBAColor(
            hue: yellow ? design.hue - 22 : design.hue + 10, saturation: min(1, design.saturation + 0.08),
            lightness: yellow ? 0.46 : 0.4)
        let glyphColor = RGBAColor.white.mixed(with: top, 0.06)
        let glyphShadow = RGBAColor(hue: design.hue + 10, saturation: design.saturation, lightness: 0.18, alpha: 0.45)
        let shadowColor = RGBAColor(red: 0.02, green: 0.03, blue: 0.08)

        return PixelImage.painted(width: size, height: size) { x, y in
            let p = DistanceField.Vector(x, y)
            let bodyDistance = DistanceField.roundedBox(p, center: center, half: half, radius: corner)
            let shadowDistance = DistanceField.roundedBox(
                p, center: center + DistanceField.Vector(0, shadowOffset), half: half, radius: corner)
            var color = shadowColor.fading(0.42 * (1 - smoothstep(-blur * 0.6, blur, shadowDistance)))

            let coverage = DistanceField.coverage(bodyDistance)
            guard coverage > 0 else { return color }

            // Gradient from top to bottom of the body, then a soft highlight in the upper left.
            let t = max(0, min(1, (y - (center.y - half.y)) / body))
            var fill = top.mixed(with: bottom, t)
            let glow = max(0, 1 - (p - DistanceField.Vector(center.x - body * 0.2, center.y - body * 0.45)).length / (body * 0.8))
            fill = fill.mixed(with: .white, 0.16 * glow * glow)
            // A thin lighter rim inside the edge catches the light; darker at the bottom.
            let rim = 1 - smoothstep(0, max(1, side * 0.018), -bodyDistance)
            fill = fill.mixed(with: t < 0.5 ? .white : .black, rim * 0.22 * abs(1 - 2 * t))

            let g = DistanceField.Vector((x - center.x) / glyphScale, (y - center.y) / glyphScale)
            let glyphDistance = design.glyph.distance(g) * glyphScale
            let shadowPoint = DistanceField.Vector((x - center.x) / glyphScale, (y - center.y - glyphShadowOffset) / glyphScale)
            let glyphShadowDistance = design.glyph.distance(shadowPoint) * glyphScale
            fill = glyphShadow.fading(1 - smoothstep(-1, max(1.5, side * 0.02), glyphShadowDistance)).over(fill)
            fill = glyphColor.fading(DistanceField.coverage(glyphDistance)).over(fill)

            color = fill.fading(coverage).over(color)
            return color
        }
    }

    /// The card drawn under items that are not square or are large: a light rounded rectangle with
    /// a soft shadow, `width` x `height` pixels including a shadow margin of `margin(forShortSide:)`.
    /// It is nearly white so that SDL's colour modulation can tint it with an icon's accent.
    ///
    /// - Complexity: O(width * height), with the full shading only in the border band; pixels well
    ///   inside the card are the gradient of their row (`fullShading` turns that shortcut off, for
    ///   the test that checks both give the same pixels).
    package static func paintPlate(width: Int, height: Int, fullShading: Bool = false) -> PixelImage {
        let w = Double(max(1, width)), h = Double(max(1, height))
        let m = plateMargin * min(w, h) / (1 + 2 * plateMargin)
        let center = DistanceField.Vector(w / 2, h / 2 - m * 0.15)
        let half = DistanceField.Vector(w / 2 - m, h / 2 - m)
        let corner = min(half.x, half.y) * 0.16
        let blur = m * 0.8
        let rimWidth = max(1, m * 0.12)
        let top = RGBAColor(hex: 0xFCFDFF), bottom = RGBAColor(hex: 0xE3E8F0)
        let shadowColor = RGBAColor(red: 0.02, green: 0.03, blue: 0.08)
        let gradient = { (y: Double) in top.mixed(with: bottom, max(0, min(1, (y - (center.y - half.y)) / (2 * half.y)))) }
        // Inside the box inset by this much the distance is at most -inset: full coverage, no rim,
        // and the opaque fill hides the shadow, so the colour is the row's gradient.
        let inset = max(corner, rimWidth, 0.5)
        let insideX = (low: center.x - half.x + inset, high: center.x + half.x - inset)
        let insideY = (low: center.y - half.y + inset, high: center.y + half.y - inset)
        var row = (y: -1.0, color: top)
        return PixelImage.painted(width: width, height: height) { x, y in
            if !fullShading, x >= insideX.low, x <= insideX.high, y >= insideY.low, y <= insideY.high {
                if row.y != y { row = (y, gradient(y)) }
                return row.color
            }
            let p = DistanceField.Vector(x, y)
            let d = DistanceField.roundedBox(p, center: center, half: half, radius: corner)
            let shadow = DistanceField.roundedBox(p, center: center + DistanceField.Vector(0, m * 0.35), half: half, radius: corner)
            var color = shadowColor.fading(0.38 * (1 - smoothstep(-blur * 0.5, blur, shadow)))
            let coverage = DistanceField.coverage(d)
            guard coverage > 0 else { return color }
            var fill = gradient(y)
            let rim = 1 - smoothstep(0, rimWidth, -d)
            fill = fill.mixed(with: RGBAColor(hex: 0xAAB4C4), rim * 0.5)
            color = fill.fading(coverage).over(color)
            return color
        }
    }

    /// The plate's shadow margin on each side, as a fraction of the card's short side.
    package static let plateMargin = 0.06
}
