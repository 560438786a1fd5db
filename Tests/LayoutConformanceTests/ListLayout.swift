import CollectionLayout

@testable import LayoutConformance

/// A plain vertical list for the checker to judge: full-width rows 50 points high, 10 apart, a
/// 10-point margin left and right. With `bug == .none` it keeps the whole contract; every other
/// case breaks exactly one promise, the way real layouts break them.
struct ListLayout: CollectionViewLayout {
    enum Bug: Sendable {
        case none
        /// The centre is `W * (rowWidth / W) / 2`: 0/0 in zero-width bounds.
        case nanInZeroBounds
        /// Past item 700,000 the row position overflows (as an Int32 or Float16 position would):
        /// only a huge item count finds it.
        case overflowsFarDown
        /// `attributes(in:)` stops one row short (an off-by-one in its range).
        case missesLastRow
        /// `attributes(in:)` answers bottom row first (allowed: UIKit has no order rule).
        case reversedOrder
        /// `attributes(in:)` answers its first row twice.
        case repeatsFirstRow
        /// `attributes(in:)` forgets to leave hidden rows out (every seventh row is hidden).
        case returnsHiddenRows
        /// `attributes(at:)` accepts index n (a `<=` for a `<`).
        case acceptsIndexN
        /// Snaps a fling to whole pages of `maximum / pages`: 0/0 when the content does not scroll.
        case nanTargetWhenNotScrolling
        /// Counts prepares and drifts by one point per prepare.
        case keepsStateAcrossPrepares
        /// A parallax that reads the content offset without asking to be prepared again on scroll.
        case readsOffsetWithoutInvalidating
        /// An appearing row is stretched by its aspect ratio: infinite when the row has no width.
        case infiniteAppearingInNarrowBounds
        /// `attributes(in:resolution:)` leaves out every other row, as if rows 60 points apart
        /// covered each other at a pixel.
        case thinsRowsApart
    }

    var bug: Bug = .none
    let rowHeight = 50.0, gap = 10.0, margin = 10.0
    private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    private var prepares = 0
    private var inserted: Set<Int> = []

    init(bug: Bug = .none) {
        self.bug = bug
    }

    var pitch: Double { rowHeight + gap }
    var count: Int { context.itemCount }

    mutating func prepare(_ context: LayoutContext) {
        self.context = context
        prepares += 1
    }

    var contentSize: Size {
        Size(width: context.boundsSize.width, height: Swift.max(0, Double(count) * pitch - gap))
    }

    func attributes(at indexPath: ConformanceIndexPath) -> LayoutAttributes? {
        let item = indexPath.item
        let upper = bug == .acceptsIndexN ? count + 1 : count
        guard item >= 0, item < upper else { return nil }
        let width = Swift.max(0, context.boundsSize.width - 2 * margin)
        var x = context.boundsSize.width / 2
        var y = Double(item) * pitch + rowHeight / 2
        switch bug {
        case .nanInZeroBounds: x = context.boundsSize.width * (width / context.boundsSize.width) / 2 + margin
        case .overflowsFarDown where item >= 700_000: y = .infinity
        case .keepsStateAcrossPrepares: x += Double(prepares)
        case .readsOffsetWithoutInvalidating: x += context.contentOffset.y * 0.1
        default: break
        }
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: x, y: y), size: Size(width: width, height: rowHeight),
            isHidden: bug == .returnsHiddenRows && item % 7 == 3)
    }

    /// - Complexity: O(k): the rows are found by arithmetic.
    func attributes(in rect: Rect, resolution: Double) -> [LayoutAttributes] {
        let all = attributes(in: rect)
        guard bug == .thinsRowsApart else { return all }
        return all.filter { $0.index % 2 == 1 || $0.index == count - 1 }
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        guard count > 0, rect.width > 0, rect.height > 0, rect.minY.isFinite, rect.maxY.isFinite else { return [] }
        let first = Int(Swift.max(0, Swift.min(Double(count), (rect.minY / pitch).rounded(.down))))
        let last = Int(Swift.max(-1, Swift.min(Double(count - 1), (rect.maxY / pitch).rounded(.down))))
        guard first <= last else { return [] }
        let range = bug == .missesLastRow ? first..<last : first..<(last + 1)
        var result = range.compactMap { item -> LayoutAttributes? in
            guard let attributes = attributes(at: ConformanceIndexPath(item: item)),
                bug == .returnsHiddenRows || !attributes.isHidden,
                attributes.transformedFrame.intersects(rect)
            else { return nil }
            return attributes
        }
        if bug == .reversedOrder { result.reverse() }
        if bug == .repeatsFirstRow, let first = result.first { result.append(first) }
        return result
    }

    func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        guard bug == .nanTargetWhenNotScrolling else { return proposed }
        let page = maximumContentOffset.y / 4
        return Point(x: proposed.x, y: (proposed.y / page).rounded() * page)
    }

    mutating func prepare(forUpdates updates: [UpdateItem]) {
        inserted = Set(updates.compactMap { $0.indexPathAfterUpdate?.item })
    }

    func initialAttributes(forAppearingItemAt indexPath: ConformanceIndexPath) -> LayoutAttributes? {
        guard var attributes = attributes(at: indexPath) else { return nil }
        attributes.alpha = 0
        if bug == .infiniteAppearingInNarrowBounds, inserted.contains(indexPath.item) {
            attributes.transform.d = attributes.size.height / attributes.size.width
        }
        return attributes
    }

    mutating func finalizeUpdates() {
        inserted = []
    }
}
