import CollectionLayout

/// Where the HUD's pieces go in a window, so that the HUD never hides what it describes: pure,
/// from sizes the renderer measured (pixels), tested without SDL.
///
/// - The key list (help) runs along the bottom, centred, when it fits in `maximumHelpLines`
///   lines; otherwise a one-line notice takes its place, or nothing when that does not fit either.
/// - The status panel goes to the corner where it covers the least content (the items' drawn
///   bounds), never over a header or footer while a corner, or a place at the left or right
///   edge just below one, is clear of them: the full panel when a corner leaves it covering at most `coveredFraction` of its
///   area, else one line (`compact`) in the least covered corner; nothing when even one line does
///   not fit. A corner keeps the panel until another covers clearly less (`hysteresis`), so it does
///   not jump while the content scrolls.
/// - No two pieces overlap, and each lies inside the window, `margin` from its edges.
package struct HUDLayout: Sendable {
    package enum Corner: Int, CaseIterable, Hashable, Sendable {
        case topLeft, topRight, bottomLeft, bottomRight
    }

    package enum Form: Hashable, Sendable {
        /// Every line of the status.
        case full
        /// The status on one line.
        case compact
    }

    /// The status panel: where, in which form, at which corner.
    package var status: (rect: Rect, form: Form, corner: Corner)?
    /// The key list's panel, or nil.
    package var help: Rect?
    /// The one-line notice shown instead of the key list when it does not fit, or nil.
    package var notice: Rect?

    /// What the pieces measure, pixels (panels with their padding).
    package struct Sizes: Hashable, Sendable {
        package var full: Size
        package var compact: Size
        /// The key list wrapped to the window's width (nil: no key list, as in `orbit shot --hud`).
        package var help: Size?
        package var helpLines: Int
        package var notice: Size?

        package init(full: Size, compact: Size, help: Size? = nil, helpLines: Int = 0, notice: Size? = nil) {
            self.full = full
            self.compact = compact
            self.help = help
            self.helpLines = helpLines
            self.notice = notice
        }
    }

    /// The key list is shown on at most this many lines.
    package static let maximumHelpLines = 4
    /// …and takes at most this fraction of the window's height.
    package static let maximumHelpHeight = 0.25
    /// A full panel may cover this fraction of its area with content.
    package static let coveredFraction = 0.02
    /// At most this many headers and footers give the status places below them (O(labels · content) a frame).
    static let maximumLabelPlaces = 16
    /// The panel leaves its corner when another covers less by this fraction of the panel's area.
    package static let hysteresis = 0.05

    /// The arrangement in a `window`-pixel window.
    ///
    /// - Parameters:
    ///   - content: the items' drawn bounds, pixels.
    ///   - labels: content the status must not cover while any other place is clear of it
    ///     (headers and footers: text the user reads, often pinned where a corner is), pixels.
    ///   - reserved: other panels the HUD must keep clear of (the minimap), pixels.
    ///   - form: `.compact` asks for one line whatever the content (H's second press).
    ///   - previous: the corner the panel was in last frame.
    ///   - margin: pixels from the window's edges and between pieces.
    /// - Complexity: O(content) per candidate corner (8 at most).
    package static func arrange(
        window: Size, sizes: Sizes, content: [Rect], labels: [Rect] = [], reserved: [Rect] = [], form: Form = .full,
        previous: Corner? = nil, margin: Double
    ) -> HUDLayout {
        var layout = HUDLayout(status: nil, help: nil, notice: nil)
        let inner = Rect(x: margin, y: margin, width: window.width - 2 * margin, height: window.height - 2 * margin)
        guard inner.width > 0, inner.height > 0 else { return layout }
        func fits(_ size: Size) -> Bool { size.width <= inner.width + 1e-9 && size.height <= inner.height + 1e-9 }
        func bottomCentre(_ size: Size) -> Rect {
            Rect(x: ((window.width - size.width) / 2).rounded(), y: window.height - margin - size.height, width: size.width, height: size.height)
        }
        if let help = sizes.help {
            if sizes.helpLines <= maximumHelpLines, help.height <= maximumHelpHeight * window.height, fits(help) {
                layout.help = bottomCentre(help)
            } else if let notice = sizes.notice, fits(notice), notice.height <= maximumHelpHeight * window.height {
                layout.notice = bottomCentre(notice)
            }
        }
        let bottomPiece = layout.help ?? layout.notice
        let obstacles = reserved + (bottomPiece.map { [$0] } ?? [])

        func candidate(_ size: Size, _ corner: Corner, _ top: Double?) -> Rect? {
            guard fits(size) else { return nil }
            let x = corner == .topLeft || corner == .bottomLeft ? margin : window.width - margin - size.width
            let y = top ?? (corner == .topLeft || corner == .topRight ? margin : window.height - margin - size.height)
            let rect = Rect(x: x, y: y, width: size.width, height: size.height)
            guard rect.maxY <= window.height - margin + 1e-9 else { return nil }
            // Clear of the other pieces by the margin.
            guard !obstacles.contains(where: { $0.insetBy(dx: -margin / 2, dy: -margin / 2).intersects(rect) }) else { return nil }
            return rect
        }
        func covered(_ rect: Rect) -> Double {
            content.reduce(0) { $0 + overlap(rect, $1) }
        }
        func best(_ size: Size) -> (rect: Rect, corner: Corner, covered: Double)? {
            var choice: (rect: Rect, corner: Corner, covered: Double)?
            var kept: (rect: Rect, corner: Corner, covered: Double)?
            for (corner, rect) in places(for: size, labels: labels, margin: margin, candidate: candidate) {
                let option = (rect, corner, covered(rect))
                if corner == previous { kept = option }
                if choice == nil || option.2 < choice!.covered { choice = option }
            }
            if let kept, let choice, kept.covered <= choice.covered + hysteresis * size.width * size.height { return kept }
            return choice
        }
        if form == .full, let full = best(sizes.full), full.covered <= coveredFraction * sizes.full.width * sizes.full.height {
            layout.status = (full.rect, .full, full.corner)
        } else if let compact = best(sizes.compact) {
            layout.status = (compact.rect, .compact, compact.corner)
        }
        return layout
    }

    /// Where a status of `size` may go: the corners `candidate` allows, those clear of `labels`
    /// first. A header under the status is worse than any number of items; with headers in every
    /// corner (a pinned one across the top, the next section's across the bottom), the left and
    /// right edges just below a header, where a section's first line or the gap before it begins.
    /// All of them when none is clear of labels.
    static func places(
        for size: Size, labels: [Rect], margin: Double, candidate: (Size, Corner, Double?) -> Rect?
    ) -> [(Corner, Rect)] {
        func clear(_ places: [(Corner, Rect)]) -> [(Corner, Rect)] { places.filter { place in !labels.contains { $0.intersects(place.1) } } }
        var places = Corner.allCases.compactMap { corner in candidate(size, corner, nil).map { (corner, $0) } }
        let corners = clear(places)
        guard corners.isEmpty else { return corners }
        for label in labels.prefix(maximumLabelPlaces) {
            for corner in [Corner.topLeft, .topRight] {
                if let rect = candidate(size, corner, label.maxY + margin / 2) { places.append((corner, rect)) }
            }
        }
        let edges = clear(places)
        return edges.isEmpty ? places : edges
    }

    /// The area `a` and `b` share.
    static func overlap(_ a: Rect, _ b: Rect) -> Double {
        let w = Swift.min(a.maxX, b.maxX) - Swift.max(a.minX, b.minX)
        let h = Swift.min(a.maxY, b.maxY) - Swift.max(a.minY, b.minY)
        return w > 0 && h > 0 ? w * h : 0
    }
}
