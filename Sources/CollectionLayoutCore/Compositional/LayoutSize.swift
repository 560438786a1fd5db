/// A width and a height, each a `LayoutDimension` (UIKit's `NSCollectionLayoutSize`).
public struct LayoutSize: Hashable, Sendable {
    public var widthDimension: LayoutDimension
    public var heightDimension: LayoutDimension

    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in points inside a container of `container` points.
    ///
    /// - Complexity: O(1).
    public func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    /// The dimension along `axis`.
    func dimension(_ axis: Axis) -> LayoutDimension { axis == .horizontal ? widthDimension : heightDimension }
}
