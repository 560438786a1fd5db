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

    /// Seed 001's line3d turns the page after 100 points.
    public static let defaultThreshold = 100.0

    public init(axis: Axis, threshold: Double = DragPaging.defaultThreshold) {
        self.axis = axis
        self.threshold = threshold
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
