import QuartzCore

/// UIKit's path object over a `CGPath`, as data: layouts build one for a cell's mask or outline
/// (`cgPath`, `bounds`) and Orbit draws none. Angles are in radians in UIKit's y-down axes: a
/// `clockwise` arc goes from +x towards +y, as on screen.
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with every corner rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// An open arc of the circle around `center`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A copy of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// The path as Core Graphics holds it (a copy: later changes to this object do not show in it).
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The rectangle holding every point of the path, control points included.
    open var bounds: CGRect { path.boundingBox }

    open var isEmpty: Bool { path.isEmpty }

    open var currentPoint: CGPoint { path.currentPoint }

    open var lineWidth: CGFloat = 1

    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// An arc from `startAngle` to `endAngle`, with a line to its start from the current point.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's clockwise (y down) is Core Graphics' counterclockwise (y up).
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// Closes the current subpath.
    open func close() {
        path.closeSubpath()
    }

    open func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? CGMutablePath()
    }
}
