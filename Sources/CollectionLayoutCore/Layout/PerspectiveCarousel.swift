import Foundation

/// iCarousel's model of a 3D carousel, for layouts written against the public API (Orbit's
/// coverflow, rotary, cylinder, timemachine and wheel3d are five): every item's untransformed
/// frame is centred in the view, and its `transform3D`, a function of its *offset* from the focused
/// item, carries it to its place with perspective. Scrolling by `itemPitch` points moves the focus
/// by one item.
///
/// A conforming layout supplies the transform for an offset (iCarousel's
/// `transformForItemViewWithOffset:`) and which items are shown (iCarousel's window of whole
/// items, `loadedItemCount`, or a band of offsets, `visibleOffsets`); everything else (`prepare`,
/// `contentSize`, `attributes(at:)`, `attributes(in:)` in O(k), snapping, paging by item, the
/// focus, fading, back faces) comes from the default implementations below.
///
/// Symbols (docs/reference/LAYOUTS.md, "3D carousels"): `p = offset / itemPitch` is the focused position
/// (fractional), item `i` has offset `o = i - p`; a positive offset lies after the focus.
public protocol PerspectiveCarousel: CollectionViewLayout {
    /// Settable, so that the default `prepare` can store it.
    var context: LayoutContext { get set }
    var itemSize: Size { get set }
    /// The scroll axis (iCarousel's `vertical` is `.vertical`).
    var direction: Axis { get set }
    /// The m34 entry of the perspective every item shares (`-1/d` for an eye `d` points away).
    var perspectiveM34: Double { get }
    /// Fading by offset (iCarousel's `fadeMin`, `fadeMax`, `fadeRange`, `fadeMinAlpha`).
    var fade: CarouselFade { get set }
    /// Whether items are drawn when their back faces the viewer; when not, the defaults hide an
    /// item whose `m33 <= 0` (iCarousel's test).
    var drawsBackfaces: Bool { get }
    /// Points of scrolling per item along `direction`.
    var itemPitch: Double { get }
    /// Wrap-around scrolling (iCarousel's `wrap`): the last item is followed by the first; the
    /// defaults then declare `wrapping` with a period of `n * itemPitch`. Default: false.
    var wrap: Bool { get }
    /// The offsets shown; items outside are hidden. Kept within
    /// `±PerspectiveCarouselDefaults.maximumVisibleOffset` by the defaults. Default: that maximum.
    var visibleOffsets: ClosedRange<Double> { get }
    /// iCarousel's `numberOfVisibleItems`: only a window of this many whole items about the
    /// current item is shown (`loadedItems`), instead of the items within `visibleOffsets`.
    /// Default: nil (by offset only, as Flutter's wheel).
    var loadedItemCount: Int? { get }
    /// iCarousel's `visibleItems` option: the window's length, set by the user, instead of
    /// `loadedItemCount` and past its cap of 50 (queries then cost O(this)). Default: nil.
    var visibleItems: Int? { get }
    /// Whether an item at `offset` within the shown offsets is drawn at all (Flutter stops painting
    /// an item turned past a quarter turn). Default: true.
    func isShown(atOffset offset: Double) -> Bool
    /// The transform of an item at `offset`, about the centre of the view, before the shared
    /// perspective (iCarousel's transform without its base `m34`).
    func transform(forItemOffset offset: Double) -> Transform3D
    /// The item's anchor point at `offset`, unit coordinates. Default: the centre.
    func anchorPoint(forItemOffset offset: Double) -> Point
    /// The zIndex of an item at `offset`. Default: 0, so items are ordered by depth.
    func zIndex(forItemOffset offset: Double) -> Int
    /// The scale of the item's size at `offset` (a magnifier). Default: 1.
    func scale(forItemOffset offset: Double) -> Double
}

/// The constants of the defaults.
public enum PerspectiveCarouselDefaults {
    /// At most this many items on either side of the focus are shown (iCarousel's
    /// `MAX_VISIBLE_ITEMS` is 50 on macOS): the visible query costs O(this), whatever the count.
    public static let maximumVisibleOffset = 50.0
    /// iCarousel's `MAX_VISIBLE_ITEMS` on macOS: no window of loaded items is longer.
    public static let maximumLoadedItems = 50
    /// The values the `visibleItems` parameter takes.
    public static let visibleItemsRange = 1...100_000
    /// iCarousel's default perspective, `-1/500`.
    public static let perspective = -1.0 / 500
}

/// iCarousel's fade options: an item fades once its offset passes `minimum` (before the focus) or
/// `maximum` (after it), reaching `minimumAlpha` `range` items further on.
public struct CarouselFade: Hashable, Sendable {
    /// nil: no fading before the focus (iCarousel's -infinity).
    public var minimum: Double?
    /// nil: no fading after the focus (iCarousel's +infinity).
    public var maximum: Double?
    /// Items over which an item fades; positive.
    public var range: Double
    /// The alpha faded items reach, 0…1.
    public var minimumAlpha: Double

    public init(minimum: Double? = nil, maximum: Double? = nil, range: Double = 1, minimumAlpha: Double = 0) {
        self.minimum = minimum
        self.maximum = maximum
        self.range = range
        self.minimumAlpha = minimumAlpha
    }

    /// No fading.
    public static let none = CarouselFade()

    /// iCarousel's `alphaForItemWithOffset:`: `1 - min(excess, range) / range * (1 - minimumAlpha)`
    /// where `excess` is how far `offset` lies past `minimum` or `maximum`.
    public func alpha(forOffset offset: Double) -> Double {
        var excess = 0.0
        if let maximum, offset > maximum {
            excess = offset - maximum
        } else if let minimum, offset < minimum {
            excess = minimum - offset
        }
        guard excess > 0 else { return 1 }
        guard range > 0 else { return minimumAlpha }
        return 1 - Swift.min(excess, range) / range * (1 - minimumAlpha)
    }

    /// The offsets at which the alpha is above 0 (all of them when `minimumAlpha > 0`).
    public var opaqueOffsets: ClosedRange<Double> {
        guard minimumAlpha <= 0 else { return -Double.infinity...Double.infinity }
        let low = minimum.map { $0 - range } ?? -.infinity, high = maximum.map { $0 + range } ?? .infinity
        return low <= high ? low...high : 0...0
    }
}

// MARK: - Default implementations

extension PerspectiveCarousel {
    public mutating func prepare(_ context: LayoutContext) {
        self.context = context
    }

    public var wrap: Bool { false }

    public var visibleOffsets: ClosedRange<Double> {
        -PerspectiveCarouselDefaults.maximumVisibleOffset...PerspectiveCarouselDefaults.maximumVisibleOffset
    }

    public var loadedItemCount: Int? { nil }

    public var visibleItems: Int? { nil }

    public func isShown(atOffset offset: Double) -> Bool { true }

    public func anchorPoint(forItemOffset offset: Double) -> Point { LayoutAttributes.defaultAnchorPoint }

    public func zIndex(forItemOffset offset: Double) -> Int { 0 }

    public func scale(forItemOffset offset: Double) -> Double { 1 }

    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { true }

    /// `(n - 1) * itemPitch + L` along the scroll axis (`L` the view's length there), so that
    /// offset 0 focuses the first item and the largest offset the last; the period `n * itemPitch`
    /// when wrapping. The view's size across.
    public var contentSize: Size {
        let n = context.itemCount, length = context.boundsSize[direction]
        var along = n > 0 ? Double(n - 1) * Swift.max(0, itemPitch) + length : length
        if let wrapping { along = wrapping.period }
        return Size(along: direction, along, across: context.boundsSize[direction.crossed])
    }

    public func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let item = indexPath.item
        guard item >= 0, item < context.itemCount else { return nil }
        return attributes(item: item, offset: offset(of: item))
    }

    /// The shown items whose drawn frame meets `rect`, in index order: those in `loadedItems`, or
    /// else those within `shownOffsets` of the focus; when wrapping, each item once, at its copy
    /// nearest the focus.
    ///
    /// - Complexity: O(k) for the k ≤ 2 * maximumVisibleOffset + 1 items in the window.
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        let n = context.itemCount, position = focusPosition, window = shownOffsets
        guard n > 0, position.isFinite else { return [] }
        let items: [Int]
        if let loaded = loadedItems {
            let indices = (loaded.start..<(loaded.start + loaded.count))
            items = wrapping != nil ? indices.map { (($0 % n) + n) % n }.sorted() : Array(indices)
        } else {
            var low = Int(clampingTruncating: (position + window.lowerBound).rounded(.up))
            var high = Int(clampingTruncating: (position + window.upperBound).rounded(.down))
            if wrapping != nil {
                guard low <= high else { return [] }
                // A window as wide as the circle holds every item; a narrower one, each at most once.
                items = high - low + 1 >= n ? Array(0..<n) : (low...high).map { (($0 % n) + n) % n }.sorted()
            } else {
                low = Swift.max(0, low)
                high = Swift.min(n - 1, high)
                guard low <= high else { return [] }
                items = Array(low...high)
            }
        }
        return items.compactMap { item in
            let attributes = attributes(item: item, offset: offset(of: item))
            return !attributes.isHidden && attributes.transformedFrame.intersects(rect) ? attributes : nil
        }
    }

    /// Snaps to the nearest whole item.
    public func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        guard itemPitch > 0, proposed[direction].isFinite else { return proposed }
        var target = proposed
        target[direction] = (proposed[direction] / itemPitch).rounded() * itemPitch
        return target
    }

    public var paging: PagingStyle { .items }

    /// Item `index` is focused at `index * itemPitch` along the scroll axis.
    public func contentOffset(focusingItemAt index: Int) -> Point? {
        Point(along: direction, Double(index) * itemPitch, across: 0)
    }

    public func focusedItemPosition(at offset: Point) -> Double? {
        itemPitch > 0 ? offset[direction] / itemPitch : nil
    }

    /// With `wrap`, the period `n * itemPitch` along the scroll axis (nil without items).
    public var wrapping: Wrapping? {
        let period = Double(context.itemCount) * itemPitch
        return wrap && period > 0 && period.isFinite ? Wrapping(axis: direction, period: period) : nil
    }
}

// MARK: - API

extension PerspectiveCarousel {
    /// The focused position `p = offset / itemPitch` (fractional item index); 0 without a pitch.
    public var focusPosition: Double {
        itemPitch > 0 ? context.contentOffset[direction] / itemPitch : 0
    }

    /// Item `item`'s offset from the focus, `item - p`; when wrapping, iCarousel's
    /// `offsetForItemAtIndex:`: `item - (p mod n)`, moved by `n` only when it lies beyond half the
    /// items (`> n/2` or `< -n/2`), so it falls in `[-n/2, n/2]` and an item exactly half way keeps
    /// the side of `item - (p mod n)`.
    public func offset(of item: Int) -> Double {
        let position = focusPosition
        guard wrapping != nil else { return Double(item) - position }
        let n = Double(context.itemCount)
        var offset = Double(item) - (position - (position / n).rounded(.down) * n)
        if offset > n / 2 {
            offset -= n
        } else if offset < -n / 2 {
            offset += n
        }
        return offset
    }

    /// iCarousel's current item: `round(p)`, taken modulo `n` when wrapping and kept in `0..<n`
    /// otherwise (0 without items). When wrapping, `p` is reduced modulo `n` first, as iCarousel
    /// keeps its scroll offset (so -0.5 of 40 items rounds 39.5 up to item 0, not down to 39).
    public var currentItem: Int {
        let n = context.itemCount
        guard n > 0 else { return 0 }
        var position = focusPosition
        if wrapping != nil { position -= (position / Double(n)).rounded(.down) * Double(n) }
        let rounded = Int(clampingTruncating: position.rounded())
        return wrapping != nil ? ((rounded % n) + n) % n : Swift.min(n - 1, Swift.max(0, rounded))
    }

    /// iCarousel's loaded views (`loadUnloadViews`): `count = min(visibleItems ?? min(loadedItemCount,
    /// 50), n)` items from `start = currentItem - count/2` (whole division); without wrapping the
    /// window is moved inside `0..<n`, so at the ends it reaches further on the other side. When
    /// wrapping, the indices are taken modulo `n`. nil when the layout shows items by offset.
    public var loadedItems: (start: Int, count: Int)? {
        guard let automatic = loadedItemCount else { return nil }
        let n = context.itemCount
        let wanted = visibleItems ?? Swift.min(automatic, PerspectiveCarouselDefaults.maximumLoadedItems)
        let count = Swift.max(0, Swift.min(wanted, n))
        var start = currentItem - count / 2
        if wrapping == nil { start = Swift.max(0, Swift.min(n - count, start)) }
        return (start, count)
    }

    /// Whether `item` is in `loadedItems` (always true for a layout shown by offset). O(1).
    public func isLoaded(_ item: Int) -> Bool {
        guard let loaded = loadedItems else { return true }
        let n = context.itemCount
        guard n > 0 else { return false }
        if wrapping != nil { return (((item - loaded.start) % n) + n) % n < loaded.count }
        return item >= loaded.start && item < loaded.start + loaded.count
    }

    /// `visibleOffsets` within the maximum window and where the fade leaves some alpha.
    public var shownOffsets: ClosedRange<Double> {
        let limit = PerspectiveCarouselDefaults.maximumVisibleOffset
        let faded = fade.opaqueOffsets
        let low = Swift.max(-limit, visibleOffsets.lowerBound, faded.lowerBound)
        let high = Swift.min(limit, visibleOffsets.upperBound, faded.upperBound)
        return low <= high ? low...high : 0...0
    }

    /// The whole transform of an item at `offset`: its scale, `transform(forItemOffset:)`, then
    /// the shared perspective.
    public func itemTransform(forOffset offset: Double) -> Transform3D {
        var perspective = Transform3D.identity
        perspective.m34 = perspectiveM34
        let scale = scale(forItemOffset: offset)
        return Transform3D(scaleX: scale, y: scale)
            .concatenating(transform(forItemOffset: offset))
            .concatenating(perspective)
    }

    /// The attributes of item `item` at `offset` from the focus. Shown when it is loaded (or
    /// within `shownOffsets`), `isShown(atOffset:)`, not faded out, and, without `drawsBackfaces`,
    /// facing the viewer by iCarousel's test (`m33 > 0`, the item's normal turned towards the
    /// viewer); the layout culls its back faces itself, so the attributes are double-sided.
    public func attributes(item: Int, offset: Double) -> LayoutAttributes {
        let alpha = fade.alpha(forOffset: offset)
        let transform = itemTransform(forOffset: offset)
        let inWindow: Bool
        if loadedItemCount != nil {
            inWindow = isLoaded(item)
        } else {
            let window = shownOffsets
            inWindow = offset >= window.lowerBound && offset <= window.upperBound
        }
        let shown = inWindow && alpha > 0 && isShown(atOffset: offset) && (drawsBackfaces || transform.m33 > 0)
        var attributes = LayoutAttributes(
            indexPath: ItemIndexPath(item: item),
            center: context.visibleCenter,
            size: itemSize,
            anchorPoint: anchorPoint(forItemOffset: offset),
            alpha: alpha,
            zIndex: zIndex(forItemOffset: offset),
            isHidden: !shown,
            transform3D: transform)
        attributes.depthTieBreak = depthTieBreak(transform)
        return attributes
    }

    /// iCarousel's depth-order tie-break for an item of this transform: minus the distance
    /// along the scroll axis between its point (1, 1, 1) and the current item's (the sum of the
    /// matrix's x column, or y when vertical), so that of two items at the same depth the one
    /// nearer the current item draws on top. O(1).
    func depthTieBreak(_ transform: Transform3D) -> Double {
        guard context.itemCount > 0 else { return 0 }
        let current = itemTransform(forOffset: offset(of: currentItem))
        func along(_ t: Transform3D) -> Double { direction == .vertical ? t.m12 + t.m22 + t.m32 + t.m42 : t.m11 + t.m21 + t.m31 + t.m41 }
        return -abs(along(transform) - along(current))
    }
}
