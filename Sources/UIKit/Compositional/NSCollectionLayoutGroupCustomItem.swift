import CollectionLayout
import CoreGraphics

/// One frame a custom group's item provider returns (UIKit's `NSCollectionLayoutGroupCustomItem`):
/// where a cell goes, points, relative to the group's area (its top-left less its `contentInsets`).
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject {
    open private(set) var frame: CGRect
    /// Higher draws on top.
    open private(set) var zIndex: Int

    /// A cell at `frame` (the group's area's coordinates, points), zIndex 0.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// A cell at `frame` (the group's area's coordinates, points) drawn at `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    /// The engine's custom item.
    var orbit: LayoutGroupCustomItem { LayoutGroupCustomItem(frame: frame.orbit, zIndex: zIndex) }
}
