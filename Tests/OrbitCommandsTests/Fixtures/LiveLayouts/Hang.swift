// A live layout file whose `attributes(in:)` never returns once there are items.
import CollectionLayout

struct Endless: CollectionViewLayout {
    var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    mutating func prepare(_ context: LayoutContext) { self.context = context }
    var contentSize: Size { context.boundsSize }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        var turn = 0
        while context.itemCount > 0, turn >= 0 { turn = (turn + 1) % 7 }
        return []
    }

    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.item >= 0, indexPath.item < context.itemCount else { return nil }
        return LayoutAttributes(indexPath: indexPath, center: Point(x: 10, y: 10), size: Size(width: 10, height: 10))
    }
}

let orbitLayouts: [LayoutDescriptor] = [LayoutDescriptor(name: "endless", summary: "loops forever", make: { Endless() })]
