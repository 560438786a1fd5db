import QuartzCore

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

    /// The view's layer, as data (Orbit draws no layers): made with the view, holding its bounds.
    /// A layout may set its transform, anchor point or mask, for instance on a cell's content
    /// view; nothing draws from it.
    open var layer: CALayer {
        if let made = madeLayer { return made }
        let made = CALayer()
        made.bounds = CGRect(origin: .zero, size: bounds.size)
        made.position = center
        made.setAffineTransform(transform)
        madeLayer = made
        return made
    }

    private var madeLayer: CALayer?

    /// The transform applied about the view's centre (its layer's affine transform), as data.
    open var transform: CGAffineTransform {
        get { madeLayer?.affineTransform() ?? storedTransform }
        set {
            storedTransform = newValue
            madeLayer?.setAffineTransform(newValue)
        }
    }

    private var storedTransform = CGAffineTransform.identity

    /// Opacity, 0 to 1, as data.
    open var alpha: CGFloat = 1

    open var isHidden = false

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
