/// A point on a rect, named by its edges and moved by an offset (UIKit's
/// `NSCollectionLayoutAnchor`): where a `LayoutSupplementaryItem` attaches to its item.
///
/// ```swift
/// let anchor = LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3))
/// ```
public struct LayoutAnchor: Hashable, Sendable {
    public let edges: DirectionalRectEdge
    /// Points (`isAbsoluteOffset`) or fractions of the supplementary item's own size
    /// (`isFractionalOffset`): `(0.3, -0.3)` moves a 20-point badge 6 points right and 6 up.
    public let offset: Point
    public let isFractionalOffset: Bool

    public var isAbsoluteOffset: Bool { !isFractionalOffset }

    /// The point `edges` name, no offset.
    public init(edges: DirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    /// The point `edges` name, moved by `absoluteOffset` points.
    public init(edges: DirectionalRectEdge, absoluteOffset: Point) {
        self.edges = edges
        offset = absoluteOffset
        isFractionalOffset = false
    }

    /// The point `edges` name, moved by `fractionalOffset` times the supplementary item's size.
    public init(edges: DirectionalRectEdge, fractionalOffset: Point) {
        self.edges = edges
        offset = fractionalOffset
        isFractionalOffset = true
    }

    /// The offset in points for a supplementary item of `size` points; a non-finite one reads as 0.
    func offset(for size: Size) -> Point {
        let points = isFractionalOffset ? Point(x: offset.x * size.width, y: offset.y * size.height) : offset
        return points.isFinite ? points : .zero
    }
}
