import CollectionLayout
import Foundation

/// How a cell's `ElementStyle` is drawn (a supplementary view's or decoration's is drawn by
/// `shape(of:viewport:itemCount:spriteIndex:measure:)`): its colour as the card under the item's
/// icon or picture in place of the light plate, rounded by its corner radius; its title on a dark
/// pill along the card's bottom edge; its badge count in a red disc at the top-trailing corner.
extension DrawList {
    /// A title takes at most this fraction of its cell's width…
    static let titleWidthFraction = 0.9
    /// …and of its height, and is not drawn below `minimumTitleScale` of the label font.
    static let titleHeightFraction = 0.3, minimumTitleScale = 0.35
    /// A cell's badge disc: this fraction of the cell's shorter side, at least `minimumBadgeSide` points.
    static let badgeFraction = 0.3, minimumBadgeSide = 16.0
    /// Segments drawn for each rounded corner.
    static let cornerSegments = 6

    /// The card of a styled cell with a colour, drawn before its sprites (`spriteIndex`): the
    /// drawn outline, rounded by the style's corner radius; nil without a colour.
    static func cardShape(of item: DisplayedItem, viewport: Viewport, spriteIndex: Int) -> ElementShape? {
        let a = item.attributes
        guard let style = a.style, let color = style.color, a.isFinite else { return nil }
        let s = viewport.pixelScale
        let corners = style.cornerRadius.flatMap { roundedOutline(of: a, radius: $0, viewport: viewport) }
            ?? a.transformedCorners.map { ($0 - viewport.contentOffset) * s }
        guard corners.count >= 3 else { return nil }
        return ElementShape(
            key: a.elementKey, style: .panel, corners: corners, color: color.fading(Swift.max(0, Swift.min(1, a.alpha))),
            spriteIndex: spriteIndex)
    }

    /// What a styled cell draws over its sprites (`spriteIndex`: the first sprite after them): its
    /// title and its badge, each when set and when it fits; none without fonts (`measure` nil).
    static func overShapes(of item: DisplayedItem, viewport: Viewport, spriteIndex: Int, measure: ((String) -> Size)?) -> [ElementShape] {
        let a = item.attributes
        guard let style = a.style, let measure, a.isFinite else { return [] }
        let bounds = Rect.bounding(a.transformedCorners.map { ($0 - viewport.contentOffset) * viewport.pixelScale })
        let alpha = Swift.max(0, Swift.min(1, a.alpha))
        var shapes: [ElementShape] = []
        if let title = style.title, !title.isEmpty, let label = titleLabel(title, in: bounds, alpha: alpha, measure: measure) {
            let pad = label.size.height * 0.25
            let pill = label.frame.insetBy(dx: -2 * pad, dy: -pad)
            shapes.append(ElementShape(
                key: a.elementKey, style: .panel, corners: roundedRect(pill, radius: pill.height / 2),
                color: RGBAColor.black.fading(0.45 * alpha), label: label, spriteIndex: spriteIndex))
        }
        if let count = style.badgeCount, count > 0 {
            let side = Swift.max(minimumBadgeSide * viewport.pixelScale, badgeFraction * Swift.min(bounds.width, bounds.height))
            let disc = Rect(x: bounds.maxX - side * 0.85, y: bounds.minY - side * 0.15, width: side, height: side)
            let corners = roundOutline([disc.origin, Point(x: disc.maxX, y: disc.maxY)])
            var badge = ElementShape(
                key: a.elementKey, style: .badge, corners: corners, color: RGBAColor(hex: 0xE5484D).fading(alpha), spriteIndex: spriteIndex)
            badge.label = badgeLabel("\(count)", in: disc, alpha: alpha, measure: measure)
            shapes.append(badge)
        }
        return shapes
    }

    /// `title` centred along the bottom of a cell drawn in `bounds` (pixels), shrunk to fit; nil
    /// when it would be smaller than `minimumTitleScale`.
    static func titleLabel(_ title: String, in bounds: Rect, alpha: Double, measure: (String) -> Size) -> ElementShape.Label? {
        let full = measure(title)
        guard full.width > 0, full.height > 0 else { return nil }
        let scale = Swift.min(
            1, titleWidthFraction * bounds.width / (full.width * 1.2), titleHeightFraction * bounds.height / (full.height * 1.5))
        guard scale >= minimumTitleScale else { return nil }
        let size = Size(width: full.width * scale, height: full.height * scale)
        let origin = Point(x: (bounds.midX - size.width / 2).rounded(), y: (bounds.maxY - size.height * 1.6).rounded())
        return ElementShape.Label(text: title, origin: origin, size: size, scale: scale, color: RGBAColor.white.fading(alpha))
    }

    /// The drawn outline of `a` with its corners rounded by `radius` points (at most half the
    /// shorter side), window pixels: the rounded frame through the element's 2D transform. Nil
    /// for a 3D element (its outline stays the projected quad) or a radius of 0 or less.
    static func roundedOutline(of a: LayoutAttributes, radius: Double, viewport: Viewport) -> [Point]? {
        guard a.transform3D == nil, radius.isFinite, radius > 0 else { return nil }
        let mapping = a.drawingTransform
        return roundedRect(a.frame, radius: radius).map { (mapping.apply(to: $0) - viewport.contentOffset) * viewport.pixelScale }
    }

    /// The outline of `rect` with corners rounded by `radius` (at most half its shorter side),
    /// clockwise from the top-left corner's end, `cornerSegments` segments a corner. Convex.
    static func roundedRect(_ rect: Rect, radius: Double) -> [Point] {
        let r = Swift.min(radius, rect.width / 2, rect.height / 2)
        guard r > 0 else { return [rect.origin, Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)] }
        // Corner centres with the angle each quarter starts at (y grows downwards).
        let quarters = [
            (Point(x: rect.minX + r, y: rect.minY + r), Double.pi), (Point(x: rect.maxX - r, y: rect.minY + r), 1.5 * .pi),
            (Point(x: rect.maxX - r, y: rect.maxY - r), 0), (Point(x: rect.minX + r, y: rect.maxY - r), 0.5 * .pi),
        ]
        return quarters.flatMap { centre, start in
            (0...cornerSegments).map { step in
                let angle = start + 0.5 * .pi * Double(step) / Double(cornerSegments)
                return Point(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle))
            }
        }
    }
}
