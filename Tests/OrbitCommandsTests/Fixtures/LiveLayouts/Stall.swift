// A live layout file whose `attributes(in:)` never returns once there are items, compiled with
// -O too (`bench`): it waits on the clock, a call the optimizer cannot drop as a busy loop is.
import CollectionLayout
import Foundation

struct Stall: CollectionViewLayout {
    var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    mutating func prepare(_ context: LayoutContext) { self.context = context }
    var contentSize: Size { context.boundsSize }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        while context.itemCount > 0 { usleep(10_000) }
        return []
    }

    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.item >= 0, indexPath.item < context.itemCount else { return nil }
        return LayoutAttributes(indexPath: indexPath, center: Point(x: 10, y: 10), size: Size(width: 10, height: 10))
    }
}

let orbitLayouts: [LayoutDescriptor] = [LayoutDescriptor(name: "stall", summary: "waits for ever", make: { Stall() })]
