/// An axis-aligned rectangle in points; `size` is expected to be non-negative.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle of `size` whose centre is `center`.
    public init(center: Point, size: Size) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(x: midX, y: midY) }

    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// The smallest coordinate along `axis`.
    public func min(_ axis: Axis) -> Double { axis == .horizontal ? minX : minY }

    /// The largest coordinate along `axis`.
    public func max(_ axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }

    /// True when the interiors overlap. Rectangles that only touch along an edge do not intersect,
    /// as with `CGRect.intersects`; neither does a rectangle of zero width or height.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
            && width > 0 && height > 0 && other.width > 0 && other.height > 0
    }

    /// True when `point` lies inside or on the edge.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: Swift.max(0, width - 2 * dx), height: Swift.max(0, height - 2 * dy))
    }

    /// The smallest rectangle containing all `points`; `.zero` when there are none.
    public static func bounding(_ points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var low = first, high = first
        for point in points.dropFirst() {
            low.x = Swift.min(low.x, point.x)
            low.y = Swift.min(low.y, point.y)
            high.x = Swift.max(high.x, point.x)
            high.y = Swift.max(high.y, point.y)
        }
        return Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }
}
