import Foundation

/// The spinning wheel (docs/reference/LAYOUTS.md "wheel", seed 002): every card hangs from a hub `radius` below
/// the middle of the view and turns about it; scrolling turns the wheel.
///
/// Every card's untransformed centre is the middle of the visible rect; its anchor point lies at
/// the hub, so `transform` (a rotation) swings it round. Only the cards the culling angle lets
/// through are returned: O(k).
package struct WheelLayout: CollectionViewLayout {
    package var itemSize = Size(width: 133, height: 173)
    /// From the hub to the inner edge of a card, points.
    package var radius = 500.0

    package private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    package init() {}

    package mutating func prepare(_ context: LayoutContext) {
        self.context = context
    }

    package func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { true }

    /// The angle between neighbouring cards, radians.
    package var anglePerItem: Double { atan(itemSize.width / radius) }

    package var contentSize: Size {
        Size(width: Double(context.itemCount) * itemSize.width, height: context.boundsSize.height)
    }

    /// The wheel's angle when scrolled to the far end: `-(n - 1) * anglePerItem`.
    package var angleAtExtreme: Double {
        context.itemCount == 0 ? 0 : -Double(context.itemCount - 1) * anglePerItem
    }

    /// The wheel's angle at the current offset; 0 when the content does not scroll.
    package var currentAngle: Double {
        let scrollable = contentSize.width - context.boundsSize.width
        guard scrollable > 0 else { return 0 }
        return angleAtExtreme * context.contentOffset.x / scrollable
    }

    package func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let item = indexPath.item
        guard item >= 0, item < context.itemCount else { return nil }
        return LayoutAttributes(
            indexPath: indexPath,
            center: context.visibleCenter,
            size: itemSize,
            transform: Transform2D(rotationAngle: anglePerItem * Double(item) + currentAngle),
            anchorPoint: Point(x: 0.5, y: (radius + itemSize.height / 2) / itemSize.height),
            zIndex: item)
    }

    /// The indices the culling angle lets through (docs/reference/LAYOUTS.md): the cards within `theta` of the top
    /// of the wheel, or all of them when the whole wheel fits on screen.
    package var visibleRange: ClosedRange<Int>? {
        let n = context.itemCount
        guard n > 0 else { return nil }
        let reach = radius + itemSize.height / 2 - context.boundsSize.height / 2
        guard reach > 0 else { return 0...(n - 1) }
        let theta = atan((context.boundsSize.width / 2) / reach)
        let angle = currentAngle, step = anglePerItem
        let start = angle < -theta ? Int(clampingTruncating: (-angle - theta) / step) : 0
        let end = Swift.min(n - 1, Int(clampingTruncating: ((-angle + theta) / step).rounded(.up)))
        let first = Swift.max(0, start)
        return first <= end ? first...end : nil
    }

    /// The culled range of the visible rect. The range follows the content offset, not `rect`:
    /// the wheel is only ever shown at its own offset.
    ///
    /// - Complexity: O(k) for the k cards in the culled range.
    package func attributes(in rect: Rect) -> [LayoutAttributes] {
        guard let range = visibleRange else { return [] }
        return range.compactMap { attributes(at: ItemIndexPath(item: $0)) }
    }

    /// Snaps to a whole card: rounds the card count under the proposed offset up when flung
    /// forward, down when flung back, to the nearest at rest.
    package func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        let scrollable = contentSize.width - context.boundsSize.width
        guard scrollable > 0, anglePerItem > 0 else { return proposed }
        let factor = -angleAtExtreme / scrollable
        guard factor > 0 else { return proposed }
        let cards = proposed.x * factor / anglePerItem
        let snapped: Double
        if velocity.x > 0 {
            snapped = cards.rounded(.up)
        } else if velocity.x < 0 {
            snapped = cards.rounded(.down)
        } else {
            snapped = cards.rounded()
        }
        return Point(x: snapped * anglePerItem / factor, y: proposed.y)
    }

    // MARK: - Host capabilities

    package var paging: PagingStyle { .items }

    /// Card `k` is upright at the top when `currentAngle == -k * anglePerItem`, that is at
    /// `ox = k * scrollable / (n - 1)`.
    package func contentOffset(focusingItemAt index: Int) -> Point? {
        let n = context.itemCount
        guard n > 1 else { return .zero }
        return Point(x: Double(index) * maximumContentOffset.x / Double(n - 1), y: context.contentOffset.y)
    }

    package func focusedItemPosition(at offset: Point) -> Double? {
        let n = context.itemCount, scrollable = maximumContentOffset.x
        guard scrollable > 0, n > 1 else { return nil }
        return offset.x / scrollable * Double(n - 1)
    }
}
