import CoreGraphics

/// A view, as far as a layout sees one: the collection view is one. Orbit draws no views of its
/// own: it draws each element from the attributes the layout returns.
@preconcurrency @MainActor
open class UIView: NSObject {
    /// Points, in the superview's coordinates (the collection view's frame is its bounds size at
    /// the origin).
    open var frame: CGRect {
        get { CGRect(origin: .zero, size: bounds.size) }
        set { bounds.size = newValue.size }
    }

    /// Points; for a scroll view, its origin is the content offset.
    open var bounds: CGRect = .zero

    open var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// Orbit's window has no safe area: zero.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// Orbit's window has no layout margins: zero.
    open var layoutMargins: UIEdgeInsets { .zero }

    open var directionalLayoutMargins: NSDirectionalEdgeInsets { .zero }

    /// The traits of the screen the view is drawn on (`displayScale`).
    open var traitCollection: UITraitCollection { UITraitCollection(displayScale: CGFloat(displayScale)) }

    /// Left to right.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Pixels per point of the screen the view is drawn on.
    var displayScale = 1.0

    public override init() {
        super.init()
    }

    public init(frame: CGRect) {
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }
}
