// A live layout file that puts item 3 at NaN: its x divides zero by zero.
import CollectionLayout

struct Drifting: CollectionViewLayout {
    var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    mutating func prepare(_ context: LayoutContext) { self.context = context }
    var contentSize: Size { context.boundsSize }

    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.item >= 0, indexPath.item < context.itemCount else { return nil }
        let zero = Double(indexPath.item - 3)
        let x = indexPath.item == 3 ? zero / zero : 30 * Double(indexPath.item) + 15
        return LayoutAttributes(indexPath: indexPath, center: Point(x: x, y: 15), size: Size(width: 20, height: 20))
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        (0..<context.itemCount).compactMap { attributes(at: ItemIndexPath(item: $0)) }.filter { $0.transformedFrame.intersects(rect) }
    }
}

let orbitLayouts: [LayoutDescriptor] = [LayoutDescriptor(name: "drifting", summary: "item 3 at NaN", make: { Drifting() })]
