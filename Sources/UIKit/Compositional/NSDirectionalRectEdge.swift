import CollectionLayout
import CoreGraphics

/// Edges of a rectangle in reading direction (UIKit's `NSDirectionalRectEdge`): Orbit lays out
/// left to right, so `leading` is the left edge and `trailing` the right one. `[]` names no edge.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    /// The same edges in the compositional engine's type.
    var orbit: DirectionalRectEdge {
        var edges: DirectionalRectEdge = []
        if contains(.top) { edges.insert(.top) }
        if contains(.leading) { edges.insert(.leading) }
        if contains(.bottom) { edges.insert(.bottom) }
        if contains(.trailing) { edges.insert(.trailing) }
        return edges
    }
}
