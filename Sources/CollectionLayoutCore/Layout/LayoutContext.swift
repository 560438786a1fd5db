/// Everything a layout reads from its collection view, as one immutable value.
///
/// A layout is prepared with a context; comparing the new context with the one it was prepared
/// with tells the host whether to prepare again.
public struct LayoutContext: Equatable, Sendable {
    /// The collection view's bounds size, points.
    public let boundsSize: Size
    /// The top-left of the visible rect in content coordinates, points.
    public let contentOffset: Point
    /// Items in all sections together: the items of section 0 for a layout that uses one section.
    public let itemCount: Int
    /// Items per section, in section order; always at least one section (`[itemCount]` for a
    /// single-section context).
    public let sectionItemCounts: [Int]
    /// Per-item lengths along the scroll axis, for layouts that size items individually (waterfall),
    /// in item order; an item past the end uses the layout's own rule. Empty: every item does.
    public let itemLengths: [Double]
    /// The pinch scale the gestures have committed times the live pinch (1 = none).
    public let gestureScale: Double
    /// The rotation the gestures have committed plus the live rotation, radians clockwise.
    public let gestureRotation: Double
    /// Device pixels per point of the screen the layout is shown on (UIKit's
    /// `traitCollection.displayScale`): 1 unless the host says otherwise (`--scale`, the
    /// playground's pixel density). Layouts that round to device pixels read it (waterfall with
    /// `roundsToPixels`, flooring to whole device pixels; UIKit layouts via
    /// `traitCollection.displayScale` and `UIScreen.main.scale`); the others ignore it.
    public let displayScale: Double

    public init(
        boundsSize: Size,
        contentOffset: Point = .zero,
        itemCount: Int,
        itemLengths: [Double] = [],
        gestureScale: Double = 1,
        gestureRotation: Double = 0,
        displayScale: Double = 1
    ) {
        self.boundsSize = boundsSize
        self.contentOffset = contentOffset
        self.itemCount = Swift.max(0, itemCount)
        sectionItemCounts = [self.itemCount]
        self.itemLengths = itemLengths
        self.gestureScale = gestureScale
        self.gestureRotation = gestureRotation
        self.displayScale = Self.sanitizedScale(displayScale)
    }

    /// A context of several sections with `sectionItemCounts` items each (negative counts read as
    /// 0; no sections reads as one empty section). `itemCount` is their sum.
    public init(
        boundsSize: Size,
        contentOffset: Point = .zero,
        sectionItemCounts: [Int],
        itemLengths: [Double] = [],
        gestureScale: Double = 1,
        gestureRotation: Double = 0,
        displayScale: Double = 1
    ) {
        // The host passes its own array every frame: keep it (no copy) unless a count needs clamping.
        let counts = sectionItemCounts.isEmpty ? [0]
            : sectionItemCounts.allSatisfy { $0 >= 0 } ? sectionItemCounts : sectionItemCounts.map { Swift.max(0, $0) }
        self.boundsSize = boundsSize
        self.contentOffset = contentOffset
        self.sectionItemCounts = counts
        itemCount = counts.reduce(0, +)
        self.itemLengths = itemLengths
        self.gestureScale = gestureScale
        self.gestureRotation = gestureRotation
        self.displayScale = Self.sanitizedScale(displayScale)
    }

    /// A usable display scale: a positive finite one, 1 otherwise (a scale of 0 or NaN would make
    /// every rounded length 0 or NaN).
    static func sanitizedScale(_ scale: Double) -> Double {
        scale.isFinite && scale > 0 ? scale : 1
    }

    /// UICollectionView's `numberOfSections`: at least 1.
    public var numberOfSections: Int { sectionItemCounts.count }

    /// UICollectionView's `numberOfItems(inSection:)`; 0 for a section out of range.
    public func numberOfItems(inSection section: Int) -> Int {
        section >= 0 && section < sectionItemCounts.count ? sectionItemCounts[section] : 0
    }

    /// The visible rect `(ox, oy, W, H)` in content coordinates.
    public var visibleRect: Rect { Rect(origin: contentOffset, size: boundsSize) }

    /// The centre of the visible rect in content coordinates.
    public var visibleCenter: Point {
        Point(x: contentOffset.x + boundsSize.width / 2, y: contentOffset.y + boundsSize.height / 2)
    }

    /// A copy with another content offset (the only thing that changes while scrolling).
    public func with(contentOffset: Point) -> LayoutContext {
        LayoutContext(
            boundsSize: boundsSize, contentOffset: contentOffset, sectionItemCounts: sectionItemCounts,
            itemLengths: itemLengths, gestureScale: gestureScale, gestureRotation: gestureRotation, displayScale: displayScale)
    }

    /// `value` floored to this context's device pixels (the largest multiple of 1/`displayScale`
    /// not above it), as iOS layouts that round to the screen do. O(1).
    public func flooredToPixels(_ value: Double) -> Double {
        (value * displayScale).rounded(.down) / displayScale
    }

    /// True when `other` differs from `self` in nothing but the content offset.
    public func differsOnlyInOffset(from other: LayoutContext) -> Bool {
        boundsSize == other.boundsSize && sectionItemCounts == other.sectionItemCounts && itemLengths == other.itemLengths
            && gestureScale == other.gestureScale && gestureRotation == other.gestureRotation && displayScale == other.displayScale
    }
}
