import Foundation

/// The counter-clockwise "fire wheel" (docs/reference/LAYOUTS.md "firewheel", seed 004): items on a circle round
/// the middle of the visible rect, each turned to face outwards; scrolling turns the wheel so items
/// enter at the start angle and leave past the 3 o'clock side, fading at both ends.
///
/// Only the items with a non-zero alpha are returned; their indices follow from the angle
/// directly: O(k).
package struct FireWheelLayout: CollectionViewLayout {
    package var itemSize = Size(width: 55, height: 55)
    /// Space left between the circle's items and the view's sides, points.
    package var margin = 5.0
    /// Angle between neighbours, radians.
    package var anglePerItem = Double.pi / 4
    /// How many items the wheel shows at once; the scroll range turns the rest through.
    package var visibleSlots = 7
    /// Angle of item 0 at offset 0, radians clockwise from 3 o'clock (pi + pi/4: upper left).
    package var startAngle = Double.pi + Double.pi / 4
    /// Angle over which an item fades in or out, radians.
    package var fade = Double.pi / 6

    package private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    package init() {}

    package mutating func prepare(_ context: LayoutContext) {
        self.context = context
    }

    package func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { true }

    /// `(W - 2*itemWidth - 2*margin) / 2`, points.
    package var radius: Double { (context.boundsSize.width - 2 * itemSize.width - 2 * margin) / 2 }

    package var contentSize: Size {
        Size(width: Double(context.itemCount) * itemSize.width, height: context.boundsSize.height)
    }

    /// How far the wheel has turned at the current offset, radians (0 … -total).
    package var offsetAngle: Double {
        let scrollable = contentSize.width - context.boundsSize.width
        guard scrollable > 0 else { return 0 }
        let total = Double(Swift.max(0, context.itemCount - visibleSlots)) * anglePerItem
        return -total * context.contentOffset.x / scrollable
    }

    /// The angle of item `index`, radians clockwise from 3 o'clock.
    package func angle(of index: Int) -> Double {
        -(anglePerItem * Double(index) + offsetAngle - startAngle)
    }

    /// The alpha at `angle`: fading in past `-fade`, out past `startAngle`, clamped to 0…1.
    package func alpha(atAngle angle: Double) -> Double {
        let raw: Double
        if angle <= -fade {
            raw = (2 * fade + angle) / fade
        } else if angle > startAngle {
            raw = (startAngle + fade - angle) / fade
        } else {
            raw = 1
        }
        return raw.isFinite ? Swift.min(1, Swift.max(0, raw)) : 0
    }

    package func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let item = indexPath.item
        guard item >= 0, item < context.itemCount else { return nil }
        let angle = angle(of: item), alpha = alpha(atAngle: angle)
        let hub = context.visibleCenter
        return LayoutAttributes(
            indexPath: indexPath,
            center: Point(x: hub.x + radius * cos(angle), y: hub.y + radius * sin(angle)),
            size: itemSize,
            transform: Transform2D(rotationAngle: angle),
            alpha: alpha,
            zIndex: Int(clampingTruncating: angle * 1_000_000),
            isHidden: alpha <= 0)
    }

    /// The indices whose angle lies inside the faded arc `(-2*fade, max(startAngle + fade, -fade))`:
    /// beyond it the alpha is 0. Conservative by one item at each end; callers filter exactly.
    var candidateRange: ClosedRange<Int>? {
        let n = context.itemCount
        guard n > 0, anglePerItem > 0 else { return n > 0 ? 0...(n - 1) : nil }
        // The fade-in rule (`a <= -fade`) wins over the fade-out one, so with `startAngle` below
        // `-2*fade` items up to `-fade` still show although the fade-out ends earlier.
        let upper = Swift.max(startAngle + fade, -fade)
        // angle(i) = startAngle - offsetAngle - anglePerItem * i, decreasing in i.
        let first = Int(clampingTruncating: ((startAngle - offsetAngle - upper) / anglePerItem).rounded(.down))
        let last = Int(clampingTruncating: ((startAngle - offsetAngle + 2 * fade) / anglePerItem).rounded(.up))
        let low = Swift.max(0, first), high = Swift.min(n - 1, last)
        return low <= high ? low...high : nil
    }

    /// - Complexity: O(k) for the k items on the visible arc.
    package func attributes(in rect: Rect) -> [LayoutAttributes] {
        guard let range = candidateRange else { return [] }
        return range.compactMap { item in
            guard let attributes = attributes(at: ItemIndexPath(item: item)), attributes.isVisible,
                attributes.transformedFrame.intersects(rect)
            else { return nil }
            return attributes
        }
    }

    // MARK: - Host capabilities

    package var paging: PagingStyle { .items }

    /// The items that turn past the fixed slots: `max(0, n - visibleSlots)`.
    private var turningItems: Int { Swift.max(0, context.itemCount - visibleSlots) }

    /// Item `k` sits at the start angle when `offsetAngle == -k * anglePerItem`, that is at
    /// `ox = k * scrollable / turningItems`; with nothing to turn the offset stays.
    package func contentOffset(focusingItemAt index: Int) -> Point? {
        guard turningItems > 0 else { return context.contentOffset }
        return Point(x: Double(index) * maximumContentOffset.x / Double(turningItems), y: context.contentOffset.y)
    }

    package func focusedItemPosition(at offset: Point) -> Double? {
        let scrollable = maximumContentOffset.x
        guard scrollable > 0 else { return nil }
        return offset.x / scrollable * Double(turningItems)
    }
}
