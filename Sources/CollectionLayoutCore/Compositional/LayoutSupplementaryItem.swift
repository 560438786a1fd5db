/// A view attached to an item or a group, such as a badge (UIKit's
/// `NSCollectionLayoutSupplementaryItem`). It is reported under its kind at the index path of
/// the item it is attached to (a group's: its first item's), and found by `attributes(in:)` and
/// `attributes(forSupplementaryElementOfKind:at:)` like any supplementary view.
///
/// ```swift
/// let badge = LayoutSupplementaryItem(
///     layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
///     elementKind: "badge",
///     containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
/// let item = LayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
/// ```
///
/// Placement: the container anchor names a point on the item's frame (after the item's content
/// insets; a group's whole frame), moved by the anchor's offset; the item anchor names a point on
/// the supplementary item (the container anchor's edges when nil), and the supplementary item is
/// placed so that its point lies on the container's, moved by the item anchor's offset. With the
/// same edges on both, `[.top, .trailing]` puts the item inside its container's top-right corner;
/// `[.bottom, .leading]` as item anchor puts it outside that corner.
public struct LayoutSupplementaryItem: Hashable, Sendable {
    /// Its size; fractions are of the container (the item's frame).
    public var layoutSize: LayoutSize
    public var elementKind: String
    public var containerAnchor: LayoutAnchor
    public var itemAnchor: LayoutAnchor?
    /// Higher draws on top; UIKit's default is 1 (above the cells).
    public var zIndex = 1

    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
    }

    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor)
        self.itemAnchor = itemAnchor
    }

    /// Its frame attached to `container` (points, the container's space).
    ///
    /// - Complexity: O(1).
    func frame(in container: Rect) -> Rect {
        let size = layoutSize.resolved(in: container.size)
        let attach = containerAnchor.edges.unitPoint, own = (itemAnchor ?? containerAnchor).edges.unitPoint
        let point = Point(x: container.minX + attach.x * container.width, y: container.minY + attach.y * container.height)
            + containerAnchor.offset(for: size)
        let origin = Point(x: point.x - own.x * size.width, y: point.y - own.y * size.height) + (itemAnchor?.offset(for: size) ?? .zero)
        let frame = Rect(origin: origin, size: size)
        return frame.isFinite ? frame : Rect(origin: container.origin, size: .zero)
    }
}
