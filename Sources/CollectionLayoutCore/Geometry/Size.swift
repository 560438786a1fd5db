/// A width and height in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A square of side `side`.
    public init(square side: Double) {
        self.init(width: side, height: side)
    }

    public static let zero = Size(width: 0, height: 0)

    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// The extent along `axis`: width for horizontal, height for vertical.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size from an extent along `axis` and one across it.
    public init(along axis: Axis, _ along: Double, across: Double) {
        self = axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }
}
