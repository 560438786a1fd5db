/// One frame a custom group returns (UIKit's `NSCollectionLayoutGroupCustomItem`): where a cell
/// goes, relative to the group's area (its origin is the group's top-left less its
/// `contentInsets`), points.
public struct LayoutGroupCustomItem: Hashable, Sendable {
    public var frame: Rect
    public var zIndex: Int

    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
