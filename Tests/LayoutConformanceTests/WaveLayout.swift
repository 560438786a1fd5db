import CollectionLayout
import Foundation

/// A newcomer's layout (issue 23): a horizontal wave, items `spacing` points apart along x, their
/// centres' y following a sine of the x, paging by item and snapping flings to whole items. It
/// leaves the focus methods to their defaults, as docs/guides/CUSTOM-LAYOUTS.md lets it; with
/// `misfocuses` it names its own focus and gets it wrong by one item every fifth (a layout whose
/// `focusedItemPosition(at:)` disagrees with its `contentOffset(focusingItemAt:)`).
struct WaveLayout: CollectionViewLayout {
    var spacing = 70.0
    var itemSize = Size(width: 56, height: 56)
    /// Points above and below the middle of the view.
    var amplitude = 180.0
    /// Points along x per full wave.
    var wavelength = 420.0
    var misfocuses = false
    private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    mutating func prepare(_ context: LayoutContext) {
        self.context = context
    }

    var contentSize: Size {
        Size(width: Double(context.itemCount) * spacing, height: context.boundsSize.height)
    }

    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.item >= 0, indexPath.item < context.itemCount else { return nil }
        let x = (Double(indexPath.item) + 0.5) * spacing
        let y = context.boundsSize.height / 2 + amplitude * sin(2 * Double.pi * x / wavelength)
        return LayoutAttributes(indexPath: indexPath, center: Point(x: x, y: y), size: itemSize)
    }

    /// - Complexity: O(k): the columns that can meet `rect` are found by arithmetic.
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        let count = context.itemCount
        guard count > 0, rect.size.width > 0, rect.size.height > 0 else { return [] }
        let first = Swift.max(0, Int(((rect.minX - itemSize.width / 2) / spacing).rounded(.down)))
        let last = Swift.min(count - 1, Int(((rect.maxX + itemSize.width / 2) / spacing).rounded(.down)))
        guard first <= last else { return [] }
        return (first...last).compactMap { attributes(at: ItemIndexPath(item: $0)) }.filter { $0.transformedFrame.intersects(rect) }
    }

    func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        Point(x: (proposed.x / spacing).rounded() * spacing, y: 0)
    }

    var paging: PagingStyle { .items }

    func contentOffset(focusingItemAt index: Int) -> Point? {
        guard misfocuses else { return nil }
        return Point(x: (Double(index) + 0.5) * spacing - context.boundsSize.width / 2, y: 0)
    }

    func focusedItemPosition(at offset: Point) -> Double? {
        guard misfocuses else { return nil }
        let position = (offset.x + context.boundsSize.width / 2) / spacing - 0.5
        // Off by one item every fifth: the arrows skip there.
        return Int(position.rounded()) % 5 == 2 ? position + 1 : position
    }
}
