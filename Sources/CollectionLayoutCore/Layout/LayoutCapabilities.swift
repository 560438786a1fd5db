/// How the arrow keys (and `CollectionView.page(by:at:)`) move through a scrolling layout.
public enum PagingStyle: String, Hashable, Sendable {
    /// Grids: the next line of item centres along the main scroll axis comes to the middle.
    case lines
    /// Carousels and wheels: the neighbouring item comes to the layout's focus
    /// (`contentOffset(focusingItemAt:)`, by default the middle of the view).
    case items
}

/// Paging on drag end (UIScrollView's `isPagingEnabled`, by items): when a drag ends, an offset
/// change of at least `threshold` points along `axis` moves one item forward or back from the item
/// focused when the drag began, and the view settles there; a shorter drag settles back.
public struct DragPaging: Hashable, Sendable {
    public var axis: Axis
    /// Points along `axis`.
    public var threshold: Double
    /// Points per second: a release at least this fast along `axis` turns the page even when the
    /// drag was shorter than `threshold` (a flick). nil: distance alone decides (line3d).
    public var velocityThreshold: Double?

    /// Seed 001's line3d turns the page after 100 points.
    public static let defaultThreshold = 100.0

    public init(axis: Axis, threshold: Double = DragPaging.defaultThreshold, velocityThreshold: Double? = nil) {
        self.axis = axis
        self.threshold = threshold
        self.velocityThreshold = velocityThreshold
    }

    /// The host's one-item-per-swipe paging (`CollectionView.pagesOneItemPerSwipe`): a drag of 40
    /// points, or a release at 250 points per second, moves exactly one item.
    public static func swipe(axis: Axis) -> DragPaging {
        DragPaging(axis: axis, threshold: 40, velocityThreshold: 250)
    }

    /// The page step a drag that `moved` points and ended at `velocity` points per second
    /// (both along `axis`, content offset space) takes: -1, 0 or 1.
    package func step(moved: Double, velocity: Double) -> Int {
        if Swift.abs(moved) >= threshold { return moved > 0 ? 1 : -1 }
        if let velocityThreshold, Swift.abs(velocity) >= velocityThreshold { return velocity > 0 ? 1 : -1 }
        return 0
    }
}

/// What the pinch (wheel, trackpad pinch) and rotation (right-drag, trackpad rotate) gestures do in a
/// layout. The host passes a layout that responds the gesture's values through
/// `LayoutContext.gestureScale` and `gestureRotation`; a layout that does not respond sees 1 and 0.
/// The texts are for the HUD's help line ("wheel/pinch: TEXT · right-drag: TEXT").
public struct GestureResponse: Hashable, Sendable {
    /// What a pinch does, or nil when the layout ignores pinches.
    public var pinch: String?
    /// What a rotation does, or nil when the layout ignores rotations.
    public var rotation: String?

    /// Neither gesture.
    public static let none = GestureResponse()

    public init(pinch: String? = nil, rotation: String? = nil) {
        self.pinch = pinch
        self.rotation = rotation
    }

    /// True when the layout takes neither gesture.
    public var isEmpty: Bool { pinch == nil && rotation == nil }
}

/// Wrap-around scrolling (iCarousel's `wrap`): the content repeats every `period` points along
/// `axis`, so scrolling past the last item reaches the first again. The host then keeps its offset
/// along `axis` in `0..<period` (the wrapped offset dump and traces report), neither clamps nor
/// rubber-bands it, and lets drags, flings, snapping and paging run across the seam; the layout
/// shows each item once, at the copy nearest the view (`nearestCopy(of:count:near:)` helps).
public struct Wrapping: Hashable, Sendable {
    public var axis: Axis
    /// Points; positive.
    public var period: Double

    public init(axis: Axis, period: Double) {
        self.axis = axis
        self.period = period
    }

    /// `value` reduced into `0..<period`.
    public func wrapped(_ value: Double) -> Double {
        guard period > 0, value.isFinite else { return value }
        let reduced = value - (value / period).rounded(.down) * period
        return reduced >= period || reduced < 0 ? 0 : reduced
    }

    /// `point` with its coordinate along `axis` reduced into `0..<period`.
    public func wrapped(_ point: Point) -> Point {
        var result = point
        result[axis] = wrapped(point[axis])
        return result
    }

    /// The unwrapped position `k ≡ index (mod count)` nearest `position` (both in items): where
    /// item `index` is shown when the focus is at `position`, in `[position - count/2, position + count/2)`.
    public static func nearestCopy(of index: Int, count: Int, near position: Double) -> Double {
        guard count > 0, position.isFinite else { return Double(index) }
        let n = Double(count)
        let turns = ((position - Double(index)) / n + 0.5).rounded(.down)
        return Double(index) + turns * n
    }
}
