/// Insets in points, in UIKit's order: top, left, bottom, right.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    public static let zero = EdgeInsets(all: 0)

    /// The inset where `axis` starts (top for vertical, left for horizontal).
    public func leading(_ axis: Axis) -> Double { axis == .horizontal ? left : top }

    /// The inset where `axis` ends (bottom for vertical, right for horizontal).
    public func trailing(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }
}
