import Foundation
import CollectionLayout

extension DrawList {
    /// The draw list of `items` and `elements` (supplementary views and decorations, content
    /// coordinates) seen through `viewport`: the items' sprites as `init(items:viewport:iconCount:)`
    /// makes them, with each element's shape between them in `DrawOrder` (zIndex, then
    /// decorations under cells under supplementary views).
    ///
    /// An element is drawn as `ElementAppearance` says: a supplementary view as an opaque bar
    /// labelled with its section (and the section's item count from `sectionItemCounts` when the
    /// section is in range), a decoration as a tinted panel or, when thin, a line at least one
    /// pixel wide. Hidden, transparent, non-finite, empty and off-screen elements are left out,
    /// as items are. With no elements, the list is `init(items:viewport:iconCount:)`'s.
    ///
    /// - Parameter measure: the size, pixels, of a label's text at the full label font; nil
    ///   (no fonts) draws the bars without labels.
    /// - Complexity: O(k log k + e log e) for k items and e elements, plus a `measure` call per
    ///   candidate label text.
    package init(
        items: [DisplayedItem], elements: [DisplayedElement], viewport: Viewport, iconCount: Int, sectionItemCounts: [Int] = [],
        content: ContentKind = .icons, style: ContentStyle = .standard, measure: ((String) -> Size)? = nil
    ) {
        guard !elements.isEmpty || items.contains(where: { $0.attributes.style != nil }) else {
            self.init(items: items, viewport: viewport, iconCount: iconCount, content: content, style: style)
            return
        }
        var sprites: [Sprite] = []
        sprites.reserveCapacity(items.count)
        var shapes: [ElementShape] = []
        var visible = 0
        for drawable in DrawOrder.merged(items: items, elements: elements) {
            switch drawable {
            case .item(let item):
                let under = Self.cardShape(of: item, viewport: viewport, spriteIndex: sprites.count)
                if Self.appendSprites(of: item, to: &sprites, viewport: viewport, iconCount: iconCount, content: content, style: style) {
                    visible += 1
                    if let under { shapes.append(under) }
                    if item.attributes.style != nil {
                        shapes += Self.overShapes(of: item, viewport: viewport, spriteIndex: sprites.count, measure: measure)
                    }
                }
            case .element(let element):
                let section = element.attributes.indexPath.section
                let count = sectionItemCounts.indices.contains(section) ? sectionItemCounts[section] : nil
                if let shape = Self.shape(of: element, viewport: viewport, itemCount: count, spriteIndex: sprites.count, measure: measure) {
                    shapes.append(shape)
                }
            }
        }
        self.init(sprites: sprites, visibleItemCount: visible, elements: shapes)
    }

    /// The shape of `element` through `viewport`, drawn before sprite `spriteIndex`; nil when it
    /// is not drawn. `itemCount`: its section's item count for the label, nil when unknown.
    package static func shape(
        of element: DisplayedElement, viewport: Viewport, itemCount: Int?, spriteIndex: Int, measure: ((String) -> Size)?
    ) -> ElementShape? {
        let a = element.attributes
        guard a.isVisible, a.isFinite, !a.isCell, a.size.width > 0, a.size.height > 0 else { return nil }
        let style = ElementAppearance.style(of: a)
        let s = viewport.pixelScale
        var corners = a.transformedCorners.map { ($0 - viewport.contentOffset) * s }
        guard corners.count >= 3 else { return nil }
        if style == .line, a.transform3D == nil { corners = widenedLine(corners, minimum: 1) }
        if style != .line, style != .badge, let radius = a.style?.cornerRadius, let rounded = roundedOutline(of: a, radius: radius, viewport: viewport) {
            corners = rounded
        }
        let window = Rect(origin: .zero, size: Size(width: viewport.size.width * s, height: viewport.size.height * s))
        let bounds = Rect.bounding(corners)
        guard bounds.intersects(window) else { return nil }
        if style == .badge { corners = roundOutline(corners) }
        var shape = ElementShape(
            key: element.key, style: style, corners: corners,
            color: (a.style?.color ?? ElementAppearance.fill(style, key: element.key)).fading(Swift.max(0, Swift.min(1, a.alpha))),
            spriteIndex: spriteIndex)
        if style == .badge, let measure {
            let count = a.style?.badgeCount ?? ElementAppearance.badgeCount(for: element.key)
            shape.label = count > 0 ? badgeLabel("\(count)", in: bounds, alpha: shape.color.alpha, measure: measure) : nil
        }
        guard style == .bar else { return shape }
        // An unturned bar (a translation, maybe a scale) gets a stripe and a label from its
        // leading edge; a turned one a label at its centre.
        let upright = a.transform3D == nil && a.transform.decomposed.rotation == 0 && a.transform.decomposed.shear == 0
        if upright {
            let width = Swift.min(ElementAppearance.stripeWidth * s, bounds.width / 4)
            shape.stripe = Rect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height)
            shape.stripeColor = ElementAppearance.accent(section: element.key.indexPath.section).fading(shape.color.alpha)
        }
        if let measure {
            let texts = a.style?.title.map { [$0] } ?? ElementAppearance.labelTexts(for: element.key, itemCount: itemCount)
            shape.label = label(
                texts, color: ElementAppearance.labelColor(key: element.key), in: bounds, upright: upright,
                thickness: ElementAppearance.thinSide(of: a) * s, window: window, pixelScale: s, alpha: shape.color.alpha, measure: measure)
        }
        return shape
    }

    /// The first of `texts` (longest first) that fits a bar of `bounds` (pixels) at
    /// `minimumLabelScale` or more: for an unturned bar (`upright`) in its part inside the window,
    /// from that part's leading edge; for a turned one along its longer side, centred. Nil when
    /// none fits.
    static func label(
        _ texts: [String], color: RGBAColor, in bounds: Rect, upright: Bool, thickness: Double, window: Rect, pixelScale s: Double,
        alpha: Double, measure: (String) -> Size
    ) -> ElementShape.Label? {
        let inset = ElementAppearance.labelInset * s
        // An upright bar's text fits in its part on screen: a bar scrolling off gets shorter text.
        let length = upright
            ? Swift.min(bounds.maxX, window.maxX) - Swift.max(bounds.minX, window.minX) - 2 * inset
            : Swift.max(bounds.width, bounds.height) - 2 * inset
        for text in texts {
            let full = measure(text)
            guard full.width > 0, full.height > 0 else { continue }
            let scale = Swift.min(1, ElementAppearance.labelFill * thickness / full.height, length / full.width)
            guard scale >= ElementAppearance.minimumLabelScale else { continue }
            let size = Size(width: full.width * scale, height: full.height * scale)
            var origin: Point
            if upright {
                // From the leading edge, or the window's while that is off screen, but never past the bar's end.
                let x = Swift.min(Swift.max(bounds.minX, window.minX) + inset, bounds.maxX - inset - size.width)
                origin = Point(x: x, y: bounds.midY - size.height / 2)
            } else {
                origin = Point(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
            }
            origin = Point(x: origin.x.rounded(), y: origin.y.rounded())
            return ElementShape.Label(text: text, origin: origin, size: size, scale: scale, color: color.fading(alpha))
        }
        return nil
    }

    /// The ellipse inscribed in a quad's bounds, as `ElementAppearance.badgeCorners` corners
    /// (a badge is drawn round; its outline stays convex).
    static func roundOutline(_ corners: [Point]) -> [Point] {
        let bounds = Rect.bounding(corners)
        let count = ElementAppearance.badgeCorners
        return (0..<count).map { index in
            let angle = 2 * Double.pi * Double(index) / Double(count)
            return Point(x: bounds.midX + bounds.width / 2 * cos(angle), y: bounds.midY + bounds.height / 2 * sin(angle))
        }
    }

    /// A badge's count `text`, centred, as large as `labelFill` of the badge allows; nil when it
    /// would be smaller than `minimumBadgeLabelScale`.
    static func badgeLabel(_ text: String, in bounds: Rect, alpha: Double, measure: (String) -> Size) -> ElementShape.Label? {
        let full = measure(text)
        guard full.width > 0, full.height > 0 else { return nil }
        let scale = Swift.min(1, ElementAppearance.labelFill * bounds.height / full.height, ElementAppearance.labelFill * bounds.width / full.width)
        guard scale >= ElementAppearance.minimumBadgeLabelScale else { return nil }
        let size = Size(width: full.width * scale, height: full.height * scale)
        let origin = Point(x: (bounds.midX - size.width / 2).rounded(), y: (bounds.midY - size.height / 2).rounded())
        return ElementShape.Label(text: text, origin: origin, size: size, scale: scale, color: RGBAColor.white.fading(alpha))
    }

    /// A thin quad (top-left, top-right, bottom-right, bottom-left) as its centre line widened
    /// to at least `minimum` pixels: a hairline stays visible. The centre line runs between the
    /// middles of the two shorter sides.
    static func widenedLine(_ corners: [Point], minimum: Double) -> [Point] {
        guard corners.count == 4 else { return corners }
        let across = (corners[3] - corners[0]).length, along = (corners[1] - corners[0]).length
        // The thin direction is the shorter pair of sides.
        let (a, b, thickness) = across <= along
            ? ((corners[0] + corners[3]) * 0.5, (corners[1] + corners[2]) * 0.5, across)
            : ((corners[0] + corners[1]) * 0.5, (corners[3] + corners[2]) * 0.5, along)
        guard thickness < minimum else { return corners }
        let direction = b - a, length = direction.length
        guard length > 0, length.isFinite else { return corners }
        let half = Point(x: -direction.y / length, y: direction.x / length) * (minimum / 2)
        return [a - half, b - half, b + half, a + half]
    }
}
