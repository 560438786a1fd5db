import CollectionLayout
import Foundation

/// The renderer's colours are the core's `StyleColor` (sRGB, straight alpha, every channel 0…1):
/// one colour type, so a layout's `ElementStyle` colour is drawn as it is.
public typealias RGBAColor = StyleColor

extension StyleColor {
    package static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    package static let white = RGBAColor(red: 1, green: 1, blue: 1)
    package static let black = RGBAColor(red: 0, green: 0, blue: 0)

    /// A colour from hue (degrees, any value; wraps), saturation and lightness (0…1).
    package init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 60
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) =
            switch Int(h) {
            case 0: (chroma, x, 0)
            case 1: (x, chroma, 0)
            case 2: (0, chroma, x)
            case 3: (0, x, chroma)
            case 4: (x, 0, chroma)
            default: (chroma, 0, x)
            }
        let m = lightness - chroma / 2
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// The colour `fraction` of the way to `other`, every channel linearly.
    package func mixed(with other: RGBAColor, _ fraction: Double) -> RGBAColor {
        RGBAColor(
            red: lerp(red, other.red, fraction), green: lerp(green, other.green, fraction),
            blue: lerp(blue, other.blue, fraction), alpha: lerp(alpha, other.alpha, fraction))
    }

    /// A copy with alpha multiplied by `factor`.
    package func fading(_ factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// `self` composited over `below` (Porter-Duff "over" with straight alpha).
    package func over(_ below: RGBAColor) -> RGBAColor {
        let a = alpha + below.alpha * (1 - alpha)
        guard a > 0 else { return .clear }
        func channel(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * below.alpha * (1 - alpha)) / a
        }
        return RGBAColor(
            red: channel(red, below.red), green: channel(green, below.green), blue: channel(blue, below.blue), alpha: a)
    }

    /// The channels as bytes, rounded and clamped.
    package var bytes: (UInt8, UInt8, UInt8, UInt8) {
        func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
        return (byte(red), byte(green), byte(blue), byte(alpha))
    }
}

/// 0 below `edge0`, 1 above `edge1`, a smooth Hermite step between.
@inline(__always) func smoothstep(_ edge0: Double, _ edge1: Double, _ x: Double) -> Double {
    let t = max(0, min(1, (x - edge0) / (edge1 - edge0)))
    return t * t * (3 - 2 * t)
}
