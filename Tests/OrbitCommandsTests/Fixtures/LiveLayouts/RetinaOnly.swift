// A live layout file whose `prepare` traps unless the display scale is 2: checked at scale 1 it
// fails, at `--scale 2` it passes. Item i is a 20 x 20 square centred at (10 + 20 i, 10).
import CollectionLayout

struct RetinaOnly: CollectionViewLayout {
    var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    mutating func prepare(_ context: LayoutContext) {
        precondition(context.displayScale == 2, "drawn for a 2x screen only")
        self.context = context
    }

    var contentSize: Size { Size(width: Double(context.itemCount) * 20, height: 20) }

    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < context.itemCount else { return nil }
        return LayoutAttributes(indexPath: indexPath, center: Point(x: 10 + Double(indexPath.item) * 20, y: 10), size: Size(square: 20))
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] { allAttributes.filter { $0.frame.intersects(rect) } }
}

let orbitLayouts: [LayoutDescriptor] = [LayoutDescriptor(name: "retina-only", summary: "traps off 2x", make: { RetinaOnly() })]
