import CollectionLayout

/// What the host shows the overlays besides the displayed items: the state they read.
public struct OverlayState: Sendable {
    /// The layout's content size, points.
    package var contentSize: Size
    /// Where the running scroll animation comes to rest (`CollectionView.scrollTarget`), content
    /// coordinates; nil when the offset is not animating.
    package var scrollTarget: Point?
    /// The pointer's recent positions, window points.
    package var trail: PointerTrail
    /// The session's time now, seconds (the trail fades by it).
    package var time: Double

    /// The index path of the item the scroll animation brings to the middle of the view (see
    /// `init(frame:overlays:trail:time:previous:)`); nil when none or not asked for.
    package var landingIndexPath: ItemIndexPath?

    package init(
        contentSize: Size, scrollTarget: Point? = nil, landingIndexPath: ItemIndexPath? = nil, trail: PointerTrail = PointerTrail(),
        time: Double = 0
    ) {
        self.contentSize = contentSize
        self.scrollTarget = scrollTarget
        self.landingIndexPath = landingIndexPath
        self.trail = trail
        self.time = time
    }

    /// What `frame` shows the overlays in `overlays` at `time`: its content size, its scroll
    /// target and, for the snap overlay, the item landing in the middle: a copy of the frame's
    /// layout is prepared at the target offset and asked for the target rect (a layout may draw
    /// items far from the middle differently, line's shrink to nothing), once per target:
    /// `previous` (the last frame's state) gives it again while the target holds.
    ///
    /// - Complexity: one `prepare` and one `attributes(in:)` when the target changes, else O(1).
    package init(frame: FrameSnapshot, overlays: Set<Overlay>, trail: PointerTrail, time: Double, previous: OverlayState? = nil) {
        let target = frame.scrollTarget
        var landing: ItemIndexPath?
        if overlays.contains(.snap), let target, target.isFinite {
            if let previous, previous.scrollTarget == target {
                landing = previous.landingIndexPath
            } else {
                var resting = frame.layout
                resting.prepare(resting.context.with(contentOffset: target))
                let bounds = frame.boundsSize
                landing = Self.landingItem(
                    among: resting.attributes(in: Rect(origin: target, size: bounds)), target: target, bounds: bounds)?.indexPath
            }
        }
        self.init(contentSize: frame.contentSize, scrollTarget: target, landingIndexPath: landing, trail: trail, time: time)
    }

    /// Among `attributes`, the visible item whose drawn centre is nearest the centre of the rect
    /// `(target, bounds)` (content coordinates); ties go to the lower index.
    ///
    /// - Complexity: O(k).
    package static func landingItem(among attributes: [LayoutAttributes], target: Point, bounds: Size) -> LayoutAttributes? {
        let middle = Rect(origin: target, size: bounds).center
        var best: (attributes: LayoutAttributes, distance: Double)?
        for item in attributes where item.isVisible && item.isFinite {
            let center = item.drawingTransform.apply(to: item.center)
            let delta = center - middle
            let distance = delta.x * delta.x + delta.y * delta.y
            if let current = best, current.distance < distance || (current.distance == distance && current.attributes.index < item.index) {
                continue
            }
            best = (item, distance)
        }
        return best?.attributes
    }
}

/// What the overlays draw this frame, window pixels: built by a pure function from the displayed
/// items, the viewport and `OverlayState`, so its geometry is tested without a display. Works for
/// any layout: it reads only the attributes and the host's state.
public struct OverlayList: Sendable {
    /// An item's, a supplementary view's or a decoration's frame through its transform.
    package struct Outline: Hashable, Sendable {
        /// The item's identity; nil for a supplementary view or decoration.
        package var itemID: ItemID?
        /// A supplementary view's or decoration's category, kind and index path; nil for an item.
        package var element: ElementKey?
        /// The untransformed frame's top-left, top-right, bottom-right and bottom-left corners
        /// through the item's transform about its anchor point.
        package var corners: [Point]
        /// The anchor point (the point the transform applies about) where it is drawn.
        package var anchor: Point
        /// The frame's centre where it is drawn.
        package var center: Point

        /// What it outlines: a cell, a supplementary view or a decoration (drawn in its colour).
        package var category: ElementCategory { element?.category ?? .cell }
    }

    /// An item's index, drawn unrotated at its drawn centre; or a supplementary view's or
    /// decoration's kind and index path, drawn unrotated inside its drawn bounds.
    package struct Label: Hashable, Sendable {
        /// The item's identity; nil for a supplementary view or decoration.
        package var itemID: ItemID?
        /// A supplementary view's or decoration's category, kind and index path; nil for an item.
        package var element: ElementKey?
        package var text: String
        package var center: Point
        /// The text's size as drawn (after `scale`).
        package var size: Size
        /// The label font's size times this (`minimumLabelScale`…1).
        package var scale: Double

        /// The text's box, centred on `center`.
        package var frame: Rect { Rect(center: center, size: size) }

        /// What it names: a cell, a supplementary view or a decoration (drawn in its colour).
        package var category: ElementCategory { element?.category ?? .cell }
    }

    /// The content bounds in small, with the visible rect (and the snap target while animating).
    package struct Minimap: Hashable, Sendable {
        /// The minimap's box in the window.
        package var frame: Rect
        /// The content rect `(0, 0, contentSize)` mapped into `frame`.
        package var content: Rect
        /// The visible rect mapped into `frame` (at least `minimapMinimumMark` pixels a side).
        package var visible: Rect
        /// The rect that will be visible when the scroll animation rests, mapped into `frame`.
        package var target: Rect?
    }

    /// Where a scroll animation comes to rest.
    package struct SnapTarget: Hashable, Sendable {
        /// The rect that will be visible, in the window's pixels now (often partly off screen).
        package var rect: Rect
        /// Where that rect's centre will be: the point that comes to the window's centre.
        package var center: Point
        /// When `center` is off screen: the point on the window's edge (inset by the margin)
        /// towards it, where an arrow points the way; nil when it is on screen.
        package var edgeMarker: Point?
        /// The item that comes to rest in the middle: its index path (the section matters: items
        /// of several sections share item numbers), and its drawn corners now when it is
        /// displayed (empty when it is not).
        package var landingIndexPath: ItemIndexPath?
        package var landingCorners: [Point] = []

        /// What the overlay writes beside the target: `item 12`, and `item 3 · section 2` past the
        /// first section, where item numbers repeat.
        package static func caption(_ indexPath: ItemIndexPath) -> String {
            indexPath.section == 0 ? "item \(indexPath.item)" : "item \(indexPath.item) · section \(indexPath.section)"
        }
    }

    /// A piece of the pointer trail.
    package struct TrailSegment: Hashable, Sendable {
        package var from: Point
        package var to: Point
        /// 1 for the newest positions down to 0 for those `PointerTrail.duration` old.
        package var alpha: Double
        /// Drawn while a button was held (a drag).
        package var pressed: Bool
    }

    package var outlines: [Outline] = []
    package var labels: [Label] = []
    package var minimap: Minimap?
    package var snapTarget: SnapTarget?
    package var trail: [TrailSegment] = []

    /// Labels drawn smaller than this fraction of the label font are left out.
    package static let minimumLabelScale = 0.6
    /// A label takes at most this fraction of its item's shorter drawn side.
    package static let labelFill = 0.8
    /// The minimap's longer side, points, and the least its shorter side gets (the content's
    /// proportions are kept between the two).
    package static let minimapLongSide = 150.0, minimapMinimumSide = 24.0
    /// The visible rect in the minimap is at least this many pixels a side, so it shows even on a
    /// content a million items long.
    package static let minimapMinimumMark = 3.0
    /// Points from the window's edges (the HUD's margin).
    package static let margin = 12.0
    /// Points between an element's label and the edges of its drawn bounds.
    package static let labelInset = 6.0

    package init() {}

    /// The overlays in `overlays` for `items` and `elements` (supplementary views and
    /// decorations; content coordinates, as the session displays them) seen through `viewport`.
    /// Frames and labels cover elements as they do items, in the frame's draw order (`DrawOrder`).
    ///
    /// - Parameters:
    ///   - measure: the size, pixels, of a label's text at the full label font.
    /// - Complexity: O(k log k) for k items and elements (draw order), plus O(k·l) for l placed
    ///   labels when labels are on (each is checked against those placed before it).
    package init(
        overlays: Set<Overlay>, items: [DisplayedItem], elements: [DisplayedElement] = [], viewport: Viewport, state: OverlayState,
        measure: (String) -> Size
    ) {
        let wantsItems = overlays.contains(.frames) || overlays.contains(.labels)
        let ordered = wantsItems ? DrawOrder.merged(items: items, elements: elements) : []
        if overlays.contains(.frames) { outlines = Self.outlines(ordered, viewport: viewport) }
        if overlays.contains(.labels) { labels = Self.labels(ordered, viewport: viewport, measure: measure) }
        if overlays.contains(.minimap) { minimap = Self.minimap(viewport: viewport, state: state) }
        if overlays.contains(.snap), let target = state.scrollTarget {
            snapTarget = Self.snapTarget(target, viewport: viewport)
            if let indexPath = state.landingIndexPath {
                snapTarget?.landingIndexPath = indexPath
                // Where it is drawn now, when it is on screen and has a size there.
                if let item = items.first(where: { $0.attributes.indexPath == indexPath && $0.phase != .disappearing }),
                    item.attributes.isFinite, item.attributes.isVisible
                {
                    let corners = item.attributes.transformedCorners.map { Self.pixels($0, viewport) }
                    let bounds = Rect.bounding(corners)
                    if bounds.width >= 1 || bounds.height >= 1 { snapTarget?.landingCorners = corners }
                }
            }
        }
        if overlays.contains(.trail) { trail = Self.trail(state.trail, at: state.time, pixelScale: viewport.pixelScale) }
    }

    /// Whether it draws nothing.
    package var isEmpty: Bool {
        outlines.isEmpty && labels.isEmpty && minimap == nil && snapTarget == nil && trail.isEmpty
    }

    // MARK: - Pieces

    /// Content coordinates to window pixels.
    static func pixels(_ point: Point, _ viewport: Viewport) -> Point {
        (point - viewport.contentOffset) * viewport.pixelScale
    }

    /// The window, pixels.
    static func window(_ viewport: Viewport) -> Rect {
        Rect(origin: .zero, size: Size(width: viewport.size.width * viewport.pixelScale, height: viewport.size.height * viewport.pixelScale))
    }

    /// The outlines of the items and elements (in draw order) whose drawn frame reaches into the window.
    ///
    /// - Complexity: O(k).
    static func outlines(_ items: [Drawable], viewport: Viewport) -> [Outline] {
        let window = window(viewport)
        var result: [Outline] = []
        for item in items where item.attributes.isFinite {
            let a = item.attributes
            let mapping = a.drawingTransform
            let corners = a.transformedCorners.map { pixels($0, viewport) }
            let bounds = Rect.bounding(corners)
            // A zero-size item still has a place: grow the test box so it is not dropped.
            guard bounds.insetBy(dx: -1, dy: -1).intersects(window) else { continue }
            result.append(Outline(
                itemID: item.itemID, element: item.elementKey, corners: corners, anchor: pixels(mapping.apply(to: a.anchorPosition), viewport),
                center: pixels(mapping.apply(to: a.center), viewport)))
        }
        return result
    }

    /// Index labels: each at its item's drawn centre, at the full label size when it fits in
    /// `labelFill` of the item's shorter drawn side, shrunk down to `minimumLabelScale`, else
    /// left out; where labels would overlap, the topmost item's wins. Returned in draw order.
    ///
    /// An element's label is its kind and section ("header 2", "badge 2.3" when not item 0),
    /// shrunk to fit across its drawn bounds on screen and placed inside them, away from where
    /// the cells' labels and a bar's own text sit: a supplementary view's at its trailing end, a
    /// line's at its leading end, a panel's at its bottom-left corner (a pinned header covers
    /// the top); all kept inside the window. A label whose centre an opaque bar drawn above it
    /// hides (a pinned header over the cells scrolling under it) is left out.
    ///
    /// - Complexity: O(k·l) for k items and elements and l labels placed.
    static func labels(_ items: [Drawable], viewport: Viewport, measure: (String) -> Size) -> [Label] {
        let window = window(viewport)
        var placed: [Label] = []
        // The opaque bars met so far (window pixels): what lies under them is hidden, so is its label.
        var bars: [Rect] = []
        // Topmost first, so that where labels collide the one on top is kept.
        for item in items.reversed() where item.attributes.isFinite {
            let a = item.attributes
            let text = labelText(a)
            let full = measure(text)
            guard full.width > 0, full.height > 0, let (scale, center) = labelPlace(a, text: full, viewport: viewport) else { continue }
            let label = Label(
                itemID: item.itemID, element: item.elementKey, text: text, center: center,
                size: Size(width: full.width * scale, height: full.height * scale), scale: scale)
            let hidden = bars.contains { $0.contains(center) }
            if let bar = opaqueBar(a, viewport: viewport) { bars.append(bar) }
            guard window.contains(center), !hidden, !placed.contains(where: { $0.frame.intersects(label.frame) }) else { continue }
            placed.append(label)
        }
        return placed.reversed()
    }

    /// The scale and centre (pixels) of the label of `a` whose text measures `full` at the full
    /// font; nil when it does not fit. A cell's label fits in `labelFill` of its shorter drawn
    /// side; an element's along its drawn bounds on screen (a line's label lies on the line).
    static func labelPlace(_ a: LayoutAttributes, text full: Size, viewport: Viewport) -> (scale: Double, center: Point)? {
        let parts = a.transform.decomposed
        if a.isCell {
            let side = Swift.min(a.size.width * Swift.abs(parts.scaleX), a.size.height * Swift.abs(parts.scaleY)) * viewport.pixelScale
            guard side > 0 else { return nil }
            let scale = Swift.min(1, labelFill * side / Swift.max(full.width, full.height))
            guard scale >= minimumLabelScale else { return nil }
            return (scale, pixels(a.drawingTransform.apply(to: a.center), viewport))
        }
        let window = window(viewport)
        let drawn = Rect.bounding(a.transformedCorners.map { pixels($0, viewport) })
        let minX = Swift.max(drawn.minX, window.minX), maxX = Swift.min(drawn.maxX, window.maxX)
        let minY = Swift.max(drawn.minY, window.minY), maxY = Swift.min(drawn.maxY, window.maxY)
        let inset = labelInset * viewport.pixelScale
        let scale = Swift.min(1, (maxX - minX - 2 * inset) / full.width)
        guard scale >= minimumLabelScale else { return nil }
        let size = Size(width: full.width * scale, height: full.height * scale)
        let down = Swift.min(inset, Swift.max(0, (maxY - minY - size.height) / 2))
        switch ElementAppearance.style(of: a) {
        case .bar, .badge: return (scale, Point(x: maxX - inset - size.width / 2, y: (minY + maxY) / 2))
        case .line: return (scale, Point(x: minX + inset + size.width / 2, y: (minY + maxY) / 2))
        case .panel: return (scale, Point(x: minX + inset + size.width / 2, y: maxY - down - size.height / 2))
        }
    }

    /// The drawn bounds (window pixels) of `a` when it is an opaque, unturned bar (a supplementary
    /// view drawn at full alpha with no rotation): it hides what lies under it. Nil otherwise.
    static func opaqueBar(_ a: LayoutAttributes, viewport: Viewport) -> Rect? {
        guard a.category == .supplementary, a.isVisible, a.alpha >= 254.5 / 255, a.transform3D == nil,
            a.transform.decomposed.rotation == 0
        else { return nil }
        return Rect.bounding(a.transformedCorners.map { pixels($0, viewport) })
    }

    /// A label's text: a cell's index; an element's kind and section (and item when not 0).
    static func labelText(_ attributes: LayoutAttributes) -> String {
        guard !attributes.isCell else { return String(attributes.index) }
        let path = attributes.indexPath
        let kind = attributes.elementKind ?? attributes.category.rawValue
        return path.item == 0 ? "\(kind) \(path.section)" : "\(kind) \(path.section).\(path.item)"
    }

    /// The minimap, bottom-right in the window, when the content is larger than the bounds on an
    /// axis (the layout scrolls); nil otherwise. It maps the union of the content rect, the
    /// visible rect (rubber-banding goes past the content) and the snap target's rect into a box
    /// whose longer side is `minimapLongSide` points, keeping the proportions unless the shorter
    /// side would be under `minimapMinimumSide`.
    static func minimap(viewport: Viewport, state: OverlayState) -> Minimap? {
        let bounds = viewport.size, content = state.contentSize
        guard content.isFinite, viewport.contentOffset.isFinite,
            content.width > bounds.width + 0.5 || content.height > bounds.height + 0.5
        else { return nil }
        let contentRect = Rect(origin: .zero, size: Size(width: Swift.max(0, content.width), height: Swift.max(0, content.height)))
        let visibleRect = viewport.visibleRect
        let targetRect = state.scrollTarget.flatMap { $0.isFinite ? Rect(origin: $0, size: bounds) : nil }
        var world = union(contentRect, visibleRect)
        if let targetRect { world = union(world, targetRect) }
        guard world.width > 0, world.height > 0 else { return nil }
        let s = viewport.pixelScale
        let long = minimapLongSide * s, least = minimapMinimumSide * s
        var size: Size
        if world.width >= world.height {
            size = Size(width: long, height: Swift.max(least, long * world.height / world.width))
        } else {
            size = Size(width: Swift.max(least, long * world.width / world.height), height: long)
        }
        // A window too small for the minimap shrinks it to fit.
        let window = window(viewport), margin = margin * s
        let fit = Swift.min(1, (window.width - 2 * margin) / size.width, (window.height - 2 * margin) / size.height)
        guard fit > 0.2 else { return nil }
        size = Size(width: size.width * fit, height: size.height * fit)
        let frame = Rect(x: window.maxX - margin - size.width, y: window.maxY - margin - size.height, width: size.width, height: size.height)
        func map(_ rect: Rect) -> Rect {
            Rect(
                x: frame.minX + (rect.minX - world.minX) / world.width * frame.width,
                y: frame.minY + (rect.minY - world.minY) / world.height * frame.height,
                width: rect.width / world.width * frame.width, height: rect.height / world.height * frame.height)
        }
        var visible = map(visibleRect)
        let mark = minimapMinimumMark * s
        if visible.width < mark || visible.height < mark {
            visible = Rect(center: visible.center, size: Size(width: Swift.max(mark, visible.width), height: Swift.max(mark, visible.height)))
        }
        return Minimap(frame: frame, content: map(contentRect), visible: visible, target: targetRect.map(map))
    }

    /// The snap target of a scroll animation resting at `target` (content coordinates).
    static func snapTarget(_ target: Point, viewport: Viewport) -> SnapTarget? {
        guard target.isFinite, viewport.contentOffset.isFinite else { return nil }
        let s = viewport.pixelScale
        let origin = pixels(target, viewport)
        let rect = Rect(origin: origin, size: Size(width: viewport.size.width * s, height: viewport.size.height * s))
        let window = window(viewport)
        let inner = window.insetBy(dx: margin * s, dy: margin * s)
        var marker: Point?
        if !window.contains(rect.center), inner.width > 0, inner.height > 0 {
            // Along the ray from the window's centre towards the target's, to the inner box's edge.
            let from = window.center, delta = rect.center - from
            let tx = delta.x == 0 ? Double.infinity : (inner.width / 2) / Swift.abs(delta.x)
            let ty = delta.y == 0 ? Double.infinity : (inner.height / 2) / Swift.abs(delta.y)
            marker = from + delta * Swift.min(tx, ty, 1)
        }
        return SnapTarget(rect: rect, center: rect.center, edgeMarker: marker)
    }

    /// The trail's segments at `time`, oldest first; a press starts a new stroke.
    static func trail(_ trail: PointerTrail, at time: Double, pixelScale: Double) -> [TrailSegment] {
        let recent = trail.recent(at: time)
        var segments: [TrailSegment] = []
        for (previous, next) in zip(recent, recent.dropFirst()) where !next.sample.startsStroke {
            let alpha = Swift.max(0, 1 - previous.age / PointerTrail.duration)
            guard alpha > 0 else { continue }
            segments.append(TrailSegment(
                from: previous.sample.point * pixelScale, to: next.sample.point * pixelScale, alpha: alpha,
                pressed: next.sample.pressed))
        }
        return segments
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = Swift.min(a.minX, b.minX), minY = Swift.min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: Swift.max(a.maxX, b.maxX) - minX, height: Swift.max(a.maxY, b.maxY) - minY)
    }
}
