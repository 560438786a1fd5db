import CollectionLayout
import CoreGraphics

/// A point on a rectangle named by its edges and moved by an offset (UIKit's
/// `NSCollectionLayoutAnchor`): where a supplementary item (a badge) attaches to its item.
///
/// ```swift
/// let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject {
    /// The engine's value this anchor stands for.
    let orbit: LayoutAnchor

    /// The point `edges` name, not moved.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(orbit: LayoutAnchor(edges: edges.orbit))
    }

    /// The point `edges` name, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(orbit: LayoutAnchor(edges: edges.orbit, absoluteOffset: absoluteOffset.orbit))
    }

    /// The point `edges` name, moved by `fractionalOffset` times the supplementary item's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(orbit: LayoutAnchor(edges: edges.orbit, fractionalOffset: fractionalOffset.orbit))
    }

    init(orbit: LayoutAnchor) {
        self.orbit = orbit
        super.init()
    }

    open var edges: NSDirectionalRectEdge {
        var edges: NSDirectionalRectEdge = []
        if orbit.edges.contains(.top) { edges.insert(.top) }
        if orbit.edges.contains(.leading) { edges.insert(.leading) }
        if orbit.edges.contains(.bottom) { edges.insert(.bottom) }
        if orbit.edges.contains(.trailing) { edges.insert(.trailing) }
        return edges
    }

    /// Points (`isAbsoluteOffset`) or fractions of the supplementary item's size (`isFractionalOffset`).
    open var offset: CGPoint { CGPoint(orbit.offset) }
    open var isAbsoluteOffset: Bool { orbit.isAbsoluteOffset }
    open var isFractionalOffset: Bool { orbit.isFractionalOffset }
}
