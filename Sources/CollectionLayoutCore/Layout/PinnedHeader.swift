/// UIKit's `sectionHeadersPinToVisibleBounds`, for any layout with sections: where a pinned header
/// starts along the scroll axis, and what a scroll invalidates.
public enum PinnedHeader {
    /// The zIndex of pinned headers (UIKit's 1024): above the cells they pass over.
    public static let zIndex = 1024

    /// The header's start, points along the scroll axis: the section's `start`, or the visible
    /// rect's leading `edge` while that lies inside the section, until `end` (the section's end, or
    /// its footer's start) leaves no room for `length`: the next section pushes it away. O(1).
    public static func origin(edge: Double, start: Double, end: Double, length: Double) -> Double {
        Swift.min(Swift.max(edge, start), Swift.max(start, end - length))
    }

    /// A pinned footer's start, points along the scroll axis (UIKit's
    /// `sectionFootersPinToVisibleBounds`, the mirror of `origin`): the section's footer start
    /// `end`, or `length` before the visible rect's trailing `edge` while that lies inside the
    /// section, never before `start` (where the section's items begin, after its header). O(1).
    public static func footerOrigin(edge: Double, start: Double, end: Double, length: Double) -> Double {
        Swift.min(end, Swift.max(edge - length, start))
    }

    /// The invalidation of a scroll that moves only pinned headers: the headers (`[s, 0]`) of
    /// `sections`, those in view before or after it. O(sections).
    public static func invalidation(ofSections sections: Range<Int>) -> InvalidationContext {
        InvalidationContext(invalidatedSupplementaryIndexPaths: [ElementKind.header: sections.map { ItemIndexPath(item: 0, section: $0) }])
    }
}
