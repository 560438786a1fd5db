/// How a layout wants one of its elements drawn beyond its geometry: a header that reads
/// "March 2026", a cell tinted by its category, rounded corners, a count in a badge. A UIKit app
/// keeps such things in a `UICollectionViewLayoutAttributes` subclass or in the cell it
/// configures; a layout gives them to Orbit here (`LayoutAttributes.style`), the playground and
/// `orbit shot` draw them, and `orbit dump` and traces print them (only when present).
///
/// Every field is optional: what a style leaves nil is drawn as without one.
public struct ElementStyle: Hashable, Sendable {
    /// The text the element shows: a header's or footer's title in place of "Section 2 · 14
    /// items", a cell's label over its content.
    public var title: String?
    /// The element's fill: a header's or decoration's colour, a cell's card colour.
    public var color: StyleColor?
    /// The corner radius, points (in the element's own, untransformed frame); at most half its
    /// shorter side is drawn.
    public var cornerRadius: Double?
    /// A count drawn in a badge at the element's top-trailing corner (a `badge` element shows it
    /// in place of the playground's own count). Zero or less draws no badge.
    public var badgeCount: Int?

    public init(title: String? = nil, color: StyleColor? = nil, cornerRadius: Double? = nil, badgeCount: Int? = nil) {
        self.title = title
        self.color = color
        self.cornerRadius = cornerRadius
        self.badgeCount = badgeCount
    }

    /// True when every number is finite (the conformance kit's `finite values` check).
    public var isFinite: Bool { (cornerRadius?.isFinite ?? true) && (color?.isFinite ?? true) }
}

/// A colour of an `ElementStyle`: sRGB channels and straight (not premultiplied) alpha, each 0…1.
public struct StyleColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from `0xRRGGBB`, as design tools write it.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, each channel rounded to 8 bits: how dumps and
    /// traces write it.
    public var hexString: String {
        let channels = [red, green, blue] + (alpha < 1 ? [alpha] : [])
        return "#" + channels.map { channel in
            let byte = Int((Swift.min(Swift.max(channel, 0), 1) * 255).rounded())
            return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }.joined()
    }

    var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}

/// An `ElementStyle` behind one reference, so that attributes without a style (nearly all) pay
/// 8 bytes for it rather than the style's 60-odd. Immutable: attributes stay values.
final class ElementStyleBox: Hashable, Sendable {
    let style: ElementStyle

    init(_ style: ElementStyle) { self.style = style }

    static func == (lhs: ElementStyleBox, rhs: ElementStyleBox) -> Bool { lhs === rhs || lhs.style == rhs.style }

    func hash(into hasher: inout Hasher) { hasher.combine(style) }
}
