/// Edges of a rect in reading direction (UIKit's `NSDirectionalRectEdge`): left to right,
/// `leading` is the left edge and `trailing` the right one.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    /// The point these edges name on a rect, as fractions of its size: 0 on the leading (top)
    /// edge, 1 on the trailing (bottom) one, 0.5 when neither or both of an axis's edges are named.
    var unitPoint: Point {
        func fraction(_ low: DirectionalRectEdge, _ high: DirectionalRectEdge) -> Double {
            switch (contains(low), contains(high)) {
            case (true, false): 0
            case (false, true): 1
            default: 0.5
            }
        }
        return Point(x: fraction(.leading, .trailing), y: fraction(.top, .bottom))
    }
}
