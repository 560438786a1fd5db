import CollectionLayout

/// How the playground shows supplementary views and decorations: the style a category takes,
/// the colours (one accent hue per section), and a bar's label text.
///
/// Sections are numbered as index paths number them, from 0: the numbers `orbit dump`, scripts
/// and the L overlay show.
package enum ElementAppearance {
    /// A decoration whose thinner drawn side is at most this many points is a line; thicker, a panel.
    package static let lineThickness = 4.0
    /// A bar's label is drawn at the label font's size when it fits, shrunk down to this fraction,
    /// else replaced by a shorter text (`labelTexts`), else left out.
    package static let minimumLabelScale = 0.6
    /// A label takes at most this fraction of its bar's thickness.
    package static let labelFill = 0.8
    /// Points between a bar's leading edge and its label, and the accent stripe's width.
    package static let labelInset = 12.0, stripeWidth = 4.0

    /// The style of an element with `attributes` (a supplementary view or a decoration).
    package static func style(of attributes: LayoutAttributes) -> ElementShape.Style {
        guard attributes.category == .decoration else { return attributes.elementKind == ElementKind.badge ? .badge : .bar }
        return thinSide(of: attributes) <= lineThickness ? .line : .panel
    }

    /// The thinner side as drawn, points: the size through the 2D transform's scale (a 3D
    /// element's untransformed size).
    static func thinSide(of attributes: LayoutAttributes) -> Double {
        guard attributes.transform3D == nil else { return Swift.min(attributes.size.width, attributes.size.height) }
        let parts = attributes.transform.decomposed
        return Swift.min(attributes.size.width * Swift.abs(parts.scaleX), attributes.size.height * Swift.abs(parts.scaleY))
    }

    /// Section `section`'s accent: hues a golden angle apart, so neighbouring sections differ.
    package static func accent(section: Int) -> RGBAColor {
        RGBAColor(hue: 205 + Double(section % 360) * 137.508, saturation: 0.62, lightness: 0.6)
    }

    /// The fill of an element of `style` and `key` (alpha before the element's own).
    package static func fill(_ style: ElementShape.Style, key: ElementKey) -> RGBAColor {
        let accent = accent(section: key.indexPath.section)
        switch style {
        case .bar:
            // Headers stand out a little more than footers and other kinds.
            return key.kind == ElementKind.header
                ? RGBAColor(hex: 0x2B3550).mixed(with: accent, 0.22) : RGBAColor(hex: 0x222939).mixed(with: accent, 0.12)
        case .badge:
            // A warm marker that stands out from every section's cool accent.
            return RGBAColor(hex: 0xE5484D)
        case .panel:
            return accent.fading(0.2)
        case .line:
            return accent.mixed(with: .white, 0.3).fading(0.6)
        }
    }

    /// Corners of a badge's round outline.
    package static let badgeCorners = 20
    /// A badge's count is drawn at the label font shrunk to fit, down to this fraction (a badge is
    /// small: 20 points in Apple's sample).
    package static let minimumBadgeLabelScale = 0.2

    /// The count a badge shows: 1 to 3 by item (Apple's sample shows each model's count; the
    /// playground has no model, so the item decides).
    package static func badgeCount(for key: ElementKey) -> Int {
        key.indexPath.item % 3 + 1
    }

    /// A bar's text colour.
    package static func labelColor(key: ElementKey) -> RGBAColor {
        key.kind == ElementKind.header ? .white : RGBAColor(hex: 0xC9D1E3)
    }

    /// A bar's label, longest first: the first that fits its bar is drawn. A header reads
    /// "Section 2 · 14 items", then "Section 2", then "2"; a footer "End of section 2 · 14 items",
    /// "End of section 2", "2"; another kind "badge · section 2" (", item 3" when not item 0), then
    /// the kind. `itemCount` is the section's item count, nil when unknown (the count is left out).
    package static func labelTexts(for key: ElementKey, itemCount: Int?) -> [String] {
        let section = key.indexPath.section
        let count = itemCount.map { " · \(HUDStatus.grouped($0)) item\($0 == 1 ? "" : "s")" } ?? ""
        switch key.kind {
        case ElementKind.header:
            return ["Section \(section)\(count)", "Section \(section)", "\(section)"]
        case ElementKind.footer:
            return ["End of section \(section)\(count)", "End of section \(section)", "\(section)"]
        default:
            let kind = key.kind ?? key.category.rawValue
            let item = key.indexPath.item == 0 ? "" : ", item \(key.indexPath.item)"
            return ["\(kind) · section \(section)\(item)", kind]
        }
    }
}
