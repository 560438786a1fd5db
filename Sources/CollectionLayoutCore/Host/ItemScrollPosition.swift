/// Where `CollectionView.scrollToItem(at:at:animated:at:)` puts an item in the view: UIKit's
/// `UICollectionView.ScrollPosition`. One vertical place (top, centred, bottom) and one horizontal
/// (left, centred, right) may be combined; an axis without one keeps its offset.
public struct ItemScrollPosition: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The item's top edge at the view's top.
    public static let top = ItemScrollPosition(rawValue: 1 << 0)
    /// The item's middle at the view's middle, vertically.
    public static let centeredVertically = ItemScrollPosition(rawValue: 1 << 1)
    /// The item's bottom edge at the view's bottom.
    public static let bottom = ItemScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the view's left.
    public static let left = ItemScrollPosition(rawValue: 1 << 3)
    /// The item's middle at the view's middle, horizontally.
    public static let centeredHorizontally = ItemScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the view's right.
    public static let right = ItemScrollPosition(rawValue: 1 << 5)
    /// Centred on both axes.
    public static let centered: ItemScrollPosition = [.centeredVertically, .centeredHorizontally]

    /// The vertical place alone.
    package var vertical: ItemScrollPosition { intersection([.top, .centeredVertically, .bottom]) }
    /// The horizontal place alone.
    package var horizontal: ItemScrollPosition { intersection([.left, .centeredHorizontally, .right]) }

    /// The content offset that puts `frame` (content coordinates) at this position in a view of
    /// `viewSize`, starting from `offset` (an axis without a place keeps it). Not clamped (pure).
    package func offset(placing frame: Rect, inViewOf viewSize: Size, from offset: Point) -> Point {
        var result = offset
        if contains(.left) { result.x = frame.minX }
        if contains(.centeredHorizontally) { result.x = frame.midX - viewSize.width / 2 }
        if contains(.right) { result.x = frame.maxX - viewSize.width }
        if contains(.top) { result.y = frame.minY }
        if contains(.centeredVertically) { result.y = frame.midY - viewSize.height / 2 }
        if contains(.bottom) { result.y = frame.maxY - viewSize.height }
        return result
    }
}
