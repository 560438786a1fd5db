import CoreGraphics

/// The scroll view under a collection view, as a layout reads and writes it.
///
/// `contentOffset` and `bounds.origin` are the same point (UIKit's rule). A layout may write
/// `contentOffset` (the view scrolls there once the call that wrote it returns) and
/// `contentInset` (the scrollable range grows by it on each side, as in UIKit). `isPagingEnabled`
/// pages a fling by the view's width or height; `decelerationRate` sets how far a fling coasts.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The top-left of the visible rect, content coordinates, points.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            offsetWritten = true
        }
    }

    /// UIKit's animated form: Orbit scrolls there at once, as the write above does.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The scrollable size the layout reported (`collectionViewContentSize`), points.
    open internal(set) var contentSize: CGSize = .zero

    /// Extra scrollable space around the content, points: the offset can reach `-contentInset.left`
    /// and `contentSize.width + contentInset.right - bounds.width` (likewise vertically).
    open var contentInset: UIEdgeInsets = .zero

    /// `contentInset` plus the safe area, which Orbit's window does not have: `contentInset`.
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// UIKit adjusts insets for the safe area; Orbit's window has none, so every behaviour gives the same insets.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// A fling stops on a multiple of the view's size along the scroll axis (UIKit's paging).
    open var isPagingEnabled = false

    /// How quickly a fling slows: `.normal` (0.998 of the velocity kept per millisecond) or `.fast` (0.99).
    open var decelerationRate: DecelerationRate = .normal

    /// Whether the user can scroll; Orbit's playground still scrolls when false (it is a prototype tool), but tools report it.
    open var isScrollEnabled = true

    /// Orbit draws no scroll indicators; these are kept for layouts that switch them off.
    open var showsHorizontalScrollIndicator = true
    open var showsVerticalScrollIndicator = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var bounces = true

    /// Whether a finger (the mouse) is down and has moved the view; kept false by Orbit (layouts
    /// read it rarely; the host's own gesture state drives scrolling).
    open var isDragging: Bool { false }
    open var isTracking: Bool { false }
    open var isDecelerating: Bool { false }

    /// Set when the layout wrote `contentOffset` during a call; the adapter takes it.
    var offsetWritten = false

    /// UIKit's deceleration rates.
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        /// The share of the velocity kept each millisecond.
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area adjusts `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }
}

/// UIKit's Objective-C era name for `UIScrollView.DecelerationRate.normal`.
public let UIScrollViewDecelerationRateNormal = UIScrollView.DecelerationRate.normal.rawValue
/// UIKit's Objective-C era name for `UIScrollView.DecelerationRate.fast`.
public let UIScrollViewDecelerationRateFast = UIScrollView.DecelerationRate.fast.rawValue

/// What a scroll view tells its delegate; Orbit's collection view calls none of it (layouts do not).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}
