import CoreGraphics

/// A layer's geometry and appearance, as data.
///
/// Orbit draws items from their layout attributes, not from layers: a layer is what a layout
/// computes and hands on (a mask stored in custom attributes for the cell's `apply(_:)`, a
/// transform it sets on a cell's content view), and nothing reads it to draw. Its geometry
/// follows Core Animation's rules: `position` is where `anchorPoint` (unit coordinates of
/// `bounds`) sits in the superlayer, and `frame` is derived from `bounds`, `position`,
/// `anchorPoint` and `transform`.
open class CALayer: NSObject {
    /// The layer's own coordinate space: origin and size, points.
    open var bounds: CGRect = .zero
    /// Where `anchorPoint` sits in the superlayer's coordinates, points.
    open var position: CGPoint = .zero
    /// The point of `bounds` that `position` names and `transform` turns about, in unit
    /// coordinates ((0.5, 0.5), the default, is the centre).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The anchor point's z, points.
    open var anchorPointZ: CGFloat = 0
    /// The layer's z position among its siblings.
    open var zPosition: CGFloat = 0
    /// The transform applied about the anchor point.
    open var transform: CATransform3D = CATransform3DIdentity
    /// The transform applied to the sublayers.
    open var sublayerTransform: CATransform3D = CATransform3DIdentity
    /// Opacity, 0 to 1.
    open var opacity: Float = 1
    open var isHidden = false
    /// Whether the back of the layer shows when it faces away.
    open var isDoubleSided = true
    /// A layer whose alpha masks this one.
    open var mask: CALayer?
    open var masksToBounds = false
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowPath: CGPath?
    /// Pixels per point of the layer's content.
    open var contentsScale: CGFloat = 1
    open var name: String?
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?

    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties (Core Animation's presentation copies).
    public init(layer: Any) {
        super.init()
        guard let layer = layer as? CALayer else { return }
        bounds = layer.bounds
        position = layer.position
        anchorPoint = layer.anchorPoint
        anchorPointZ = layer.anchorPointZ
        zPosition = layer.zPosition
        transform = layer.transform
        sublayerTransform = layer.sublayerTransform
        opacity = layer.opacity
        isHidden = layer.isHidden
        isDoubleSided = layer.isDoubleSided
        mask = layer.mask
        masksToBounds = layer.masksToBounds
        cornerRadius = layer.cornerRadius
        borderWidth = layer.borderWidth
        shadowOpacity = layer.shadowOpacity
        shadowRadius = layer.shadowRadius
        shadowOffset = layer.shadowOffset
        shadowPath = layer.shadowPath
        contentsScale = layer.contentsScale
        name = layer.name
    }

    /// The layer's rectangle in the superlayer: the smallest rect holding `bounds` turned by the
    /// affine part of `transform` about the anchor point and placed at `position`. Setting it sets
    /// `bounds.size` and `position` (Core Animation leaves it undefined with a non-identity transform).
    open var frame: CGRect {
        get {
            let size = bounds.size
            let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
            return local.applying(affineTransform()).offsetBy(dx: position.x, dy: position.y)
        }
        set {
            let frame = newValue.standardized
            bounds.size = frame.size
            position = CGPoint(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
        }
    }

    /// The affine part of `transform`.
    open func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets `transform` to the affine transform `m`.
    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// Orbit draws no layers: nothing to redraw.
    open func setNeedsDisplay() {}

    /// Orbit lays out no layers: nothing to lay out.
    open func setNeedsLayout() {}

    open func layoutIfNeeded() {}
}

/// A layer drawn from a path, as data: the path a layout computes (a cell's slanted outline, a
/// mask), never drawn by Orbit.
open class CAShapeLayer: CALayer {
    /// The shape's outline, in the layer's coordinates.
    open var path: CGPath?
    open var lineWidth: CGFloat = 1
    /// The part of the outline stroked, 0 to 1.
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let layer = layer as? CAShapeLayer else { return }
        path = layer.path
        lineWidth = layer.lineWidth
        strokeStart = layer.strokeStart
        strokeEnd = layer.strokeEnd
    }
}
