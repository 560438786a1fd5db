import Foundation

/// An immutable graphics path: subpaths of lines and Bézier curves, in points.
///
/// Layouts build paths for masks and shapes they hand to their cells (a slanted cell's outline in
/// a `CAShapeLayer`, a curve items follow). Orbit draws items from their attributes, so a path is
/// data a layout computes with (`boundingBox`, `currentPoint`, `isEmpty`), never drawn. Arcs and
/// ellipses are stored as cubic Bézier curves, as Core Graphics stores them. Two paths are equal
/// when they hold the same elements (Core Graphics' `CFEqual`).
open class CGPath: Hashable, @unchecked Sendable {
    /// One element of a path: what `applyWithBlock(_:)` enumerates.
    enum Element: Hashable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    /// The elements, in order.
    var elements: [Element] = []

    init(elements: [Element]) {
        self.elements = elements
    }

    /// A path holding a rectangle: a closed subpath from the rect's origin, counterclockwise in
    /// UIKit's y-down axes (min x min y, max x min y, max x max y, min x max y), as Core Graphics
    /// adds it.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: CGPath.rectElements(rect, transform?.pointee))
    }

    /// A path holding the ellipse inscribed in `rect` (four cubic curves, starting at the right-most point).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: CGPath.ellipseElements(rect, transform?.pointee))
    }

    /// A path holding a rectangle with rounded corners of radii `cornerWidth` × `cornerHeight`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: CGPath.roundedRectElements(rect, cornerWidth, cornerHeight, transform?.pointee))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Whether the path is exactly one rectangle; `rect` receives it.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        let corners: [CGPoint]
        switch elements.count {
        case 4, 5:
            guard case .move(let a) = elements[0], case .line(let b) = elements[1], case .line(let c) = elements[2],
                case .line(let d) = elements[3]
            else { return false }
            if elements.count == 5, elements[4] != .close { return false }
            corners = [a, b, c, d]
        default:
            return false
        }
        let xs = Set(corners.map(\.x)), ys = Set(corners.map(\.y))
        guard xs.count <= 2, ys.count <= 2,
            zip(corners, corners.dropFirst() + [corners[0]]).allSatisfy({ $0.x == $1.x || $0.y == $1.y })
        else { return false }
        rect?.pointee = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return true
    }

    /// The end point of the last element (the start of the subpath after a close); `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                start = point
                current = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
                current = point
            case .close:
                current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included; `.null`
    /// for an empty path.
    public var boundingBox: CGRect {
        CGPath.bounds(of: elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .quadCurve(let p, let c): [p, c]
            case .curve(let p, let c1, let c2): [p, c1, c2]
            case .close: []
            }
        })
    }

    /// The smallest rectangle holding every point of the path, control points excluded (the
    /// curves' extremes are found exactly); `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                points.append(p)
                current = p
            case .quadCurve(let p, let c):
                // As a cubic: the same curve.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                points += CGPath.cubicExtremes(current, c1, c2, p)
                current = p
            case .curve(let p, let c1, let c2):
                points += CGPath.cubicExtremes(current, c1, c2, p)
                current = p
            case .close:
                break
            }
        }
        return CGPath.bounds(of: points)
    }

    /// Calls `block` with each element, in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        for element in elements {
            var points: [CGPoint]
            let type: CGPathElementType
            switch element {
            case .move(let p): (type, points) = (.moveToPoint, [p])
            case .line(let p): (type, points) = (.addLineToPoint, [p])
            case .quadCurve(let p, let c): (type, points) = (.addQuadCurveToPoint, [c, p])
            case .curve(let p, let c1, let c2): (type, points) = (.addCurveToPoint, [c1, c2, p])
            case .close: (type, points) = (.closeSubpath, [])
            }
            // A close has no points; its pointer still points at storage.
            if points.isEmpty { points = [.zero] }
            points.withUnsafeMutableBufferPointer { buffer in
                var pathElement = CGPathElement(type: type, points: buffer.baseAddress!)
                withUnsafePointer(to: &pathElement) { block($0) }
            }
        }
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A copy with every point transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: CGPath.transformed(elements, transform?.pointee))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A mutable copy with every point transformed by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(elements: CGPath.transformed(elements, transform?.pointee))
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    // MARK: - Building elements

    static func transformed(_ elements: [Element], _ transform: CGAffineTransform?) -> [Element] {
        guard let t = transform else { return elements }
        return elements.map { element in
            switch element {
            case .move(let p): .move(p.applying(t))
            case .line(let p): .line(p.applying(t))
            case .quadCurve(let p, let c): .quadCurve(p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2): .curve(p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .close: .close
            }
        }
    }

    static func rectElements(_ rect: CGRect, _ transform: CGAffineTransform?) -> [Element] {
        let r = rect.standardized
        return transformed(
            [.move(CGPoint(x: r.minX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.maxY)),
             .line(CGPoint(x: r.minX, y: r.maxY)), .close], transform)
    }

    /// The cubic that approximates a quarter of the unit circle: control points at this fraction of the radius.
    static let kappa: CGFloat = 0.5522847498307936

    static func ellipseElements(_ rect: CGRect, _ transform: CGAffineTransform?) -> [Element] {
        let r = rect.standardized
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2, kx = kappa * rx, ky = kappa * ry
        return transformed(
            [
                .move(CGPoint(x: cx + rx, y: cy)),
                .curve(CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky), control2: CGPoint(x: cx + kx, y: cy + ry)),
                .curve(CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ky)),
                .curve(CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky), control2: CGPoint(x: cx - kx, y: cy - ry)),
                .curve(CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ky)),
                .close,
            ], transform)
    }

    static func roundedRectElements(_ rect: CGRect, _ cw: CGFloat, _ ch: CGFloat, _ transform: CGAffineTransform?) -> [Element] {
        let r = rect.standardized
        let w = min(max(cw, 0), r.width / 2), h = min(max(ch, 0), r.height / 2)
        guard w > 0, h > 0 else { return rectElements(r, transform) }
        let kw = kappa * w, kh = kappa * h
        return transformed(
            [
                .move(CGPoint(x: r.minX + w, y: r.minY)),
                .line(CGPoint(x: r.maxX - w, y: r.minY)),
                .curve(CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + kw, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + h - kh)),
                .line(CGPoint(x: r.maxX, y: r.maxY - h)),
                .curve(CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + kh), control2: CGPoint(x: r.maxX - w + kw, y: r.maxY)),
                .line(CGPoint(x: r.minX + w, y: r.maxY)),
                .curve(CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - kw, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - h + kh)),
                .line(CGPoint(x: r.minX, y: r.minY + h)),
                .curve(CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - kh), control2: CGPoint(x: r.minX + w - kw, y: r.minY)),
                .close,
            ], transform)
    }

    /// Cubic curves for the arc of the circle around `center` from `start` to `end` (radians,
    /// measured from +x towards +y), each spanning at most a quarter turn.
    static func arcCurves(center: CGPoint, radius: CGFloat, from start: CGFloat, to end: CGFloat) -> [Element] {
        let sweep = end - start
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4) * radius
        var curves: [Element] = []
        for piece in 0..<pieces {
            let a0 = start + CGFloat(piece) * step, a1 = a0 + step
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let c1 = CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
            let c2 = CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))
            curves.append(.curve(p1, control1: c1, control2: c2))
        }
        return curves
    }

    static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The cubic's end points and the points where it turns along x or y.
    static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        func point(_ t: CGFloat) -> CGPoint {
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
        /// Roots in (0, 1) of the derivative of the cubic with these coordinates.
        func turns(_ v0: CGFloat, _ v1: CGFloat, _ v2: CGFloat, _ v3: CGFloat) -> [CGFloat] {
            let a = -v0 + 3 * v1 - 3 * v2 + v3, b = 2 * (v0 - 2 * v1 + v2), c = v1 - v0
            var roots: [CGFloat] = []
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { roots.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    roots += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                }
            }
            return roots.filter { $0 > 0 && $0 < 1 }
        }
        return [p0, p3] + (turns(p0.x, p1.x, p2.x, p3.x) + turns(p0.y, p1.y, p2.y, p3.y)).map(point)
    }
}

/// A path that can be added to.
open class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    override init(elements: [Element]) {
        super.init(elements: elements)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.line(point.applying(transform)))
    }

    /// A subpath through `points`: a move to the first, then lines.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.quadCurve(end.applying(transform), control: control.applying(transform)))
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.curve(end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }

    /// A closed rectangular subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        elements += CGPath.rectElements(rect, transform)
    }

    /// A closed rectangular subpath for each rect.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed subpath: the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        elements += CGPath.ellipseElements(rect, transform)
    }

    /// A closed subpath: `rect` with rounded corners.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        elements += CGPath.roundedRectElements(rect, cornerWidth, cornerHeight, transform)
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle` (radians, from +x
    /// towards +y), going clockwise in Core Graphics' y-up sense when `clockwise` (towards −y in
    /// UIKit's flipped axes, i.e. decreasing angles), with a line from the current point to its
    /// start (a move when the path is empty).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity) {
        var end = endAngle
        let turn = 2 * CGFloat.pi
        if clockwise {
            while end > startAngle { end -= turn }
        } else {
            while end < startAngle { end += turn }
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle)).applying(transform)
        elements.append(elements.isEmpty ? .move(start) : .line(start))
        elements += CGPath.transformed(CGPath.arcCurves(center: center, radius: radius, from: startAngle, to: end), transform)
    }

    /// An arc of `delta` radians around `center`, starting at `startAngle`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle)).applying(transform)
        elements.append(elements.isEmpty ? .move(start) : .line(start))
        elements += CGPath.transformed(CGPath.arcCurves(center: center, radius: radius, from: startAngle, to: startAngle + delta), transform)
    }

    /// Appends `path`'s elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += CGPath.transformed(path.elements, transform)
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        elements.append(.close)
    }
}

/// What a path element is.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path, as `CGPath.applyWithBlock(_:)` hands it: its type and its points (the
/// control points first, then the end point; none for a close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
