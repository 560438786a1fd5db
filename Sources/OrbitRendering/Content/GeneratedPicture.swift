import Foundation

/// A picture painted in memory, so that `--content photos` works without `--images`: a landscape
/// (sky gradient, a sun, two rows of hills) in colours chosen by its index, in the proportions the
/// session's content gives it (the core's stand-in pictures), the same on every machine.
public struct GeneratedPicture: Hashable, Sendable {
    public let index: Int
    /// Width / height.
    public let aspect: Double

    /// Picture `index` of `aspect` (width / height; a non-finite or non-positive one is square).
    public init(index: Int, aspect: Double) {
        self.index = index
        self.aspect = aspect.isFinite && aspect > 0 ? aspect : 1
    }

    /// The size of the picture as if it were a file, pixels: 1200 on its longer side.
    public var pixelSize: (width: Int, height: Int) { size(longSide: Self.nominalLongSide) }

    static let nominalLongSide = 1200

    /// Its size with `longSide` pixels on its longer side (at least 1 a side).
    public func size(longSide: Int) -> (width: Int, height: Int) {
        let long = Double(max(1, longSide))
        return aspect >= 1
            ? (Int(long), max(1, Int((long / aspect).rounded())))
            : (max(1, Int((long * aspect).rounded())), Int(long))
    }

    /// The picture painted with `longSide` pixels on its longer side.
    ///
    /// - Complexity: O(pixels).
    public func paint(longSide: Int) -> PixelImage {
        let (width, height) = size(longSide: longSide)
        // The golden angle spreads the hues of consecutive pictures around the wheel.
        let hue = Double(index) * 137.508
        let skyTop = RGBAColor(hue: hue, saturation: 0.55, lightness: 0.32)
        let skyBottom = RGBAColor(hue: hue + 40, saturation: 0.65, lightness: 0.72)
        let sun = RGBAColor(hue: hue + 70, saturation: 0.9, lightness: 0.82)
        let far = RGBAColor(hue: hue + 160, saturation: 0.35, lightness: 0.42)
        let near = RGBAColor(hue: hue + 190, saturation: 0.45, lightness: 0.24)
        let w = Double(width), h = Double(height), unit = min(w, h)
        let sunX = w * (0.25 + 0.5 * Double((index * 7) % 10) / 10), sunY = h * 0.38, sunRadius = unit * 0.12
        let phase = Double(index) * 0.9
        return PixelImage.painted(width: width, height: height) { x, y in
            let u = x / w
            let farRidge = h * (0.62 + 0.07 * sin(u * 7 + phase) + 0.03 * sin(u * 19 + 2 * phase))
            let nearRidge = h * (0.78 + 0.06 * sin(u * 5 - phase) + 0.02 * sin(u * 23 + phase))
            if y > nearRidge { return near }
            if y > farRidge { return far }
            let distance = ((x - sunX) * (x - sunX) + (y - sunY) * (y - sunY)).squareRoot()
            let sky = skyTop.mixed(with: skyBottom, y / h)
            // One pixel of antialiasing on the sun's edge.
            return sky.mixed(with: sun, max(0, min(1, sunRadius - distance + 0.5)))
        }
    }
}
