// A good live layout for the --layout-file tests: item i is a 40 x 30 rectangle centred at
// (20 + i * spacing, 100), in one horizontal stripe that scrolls sideways.
import CollectionLayout

struct Stripe: CollectionViewLayout {
    var spacing = 50.0
    var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    mutating func prepare(_ context: LayoutContext) { self.context = context }

    var contentSize: Size {
        Size(width: max(context.boundsSize.width, Double(context.itemCount) * spacing), height: context.boundsSize.height)
    }

    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.item >= 0, indexPath.item < context.itemCount else { return nil }
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: 20 + Double(indexPath.item) * spacing, y: 100),
            size: Size(width: 40, height: 30), zIndex: indexPath.item)
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        guard context.itemCount > 0 else { return [] }
        let first = max(0, Int(((rect.minX - 40) / spacing).rounded(.down)))
        let last = min(context.itemCount - 1, Int(((rect.maxX + 40) / spacing).rounded(.up)))
        guard first <= last else { return [] }
        return (first...last).compactMap { attributes(at: ItemIndexPath(item: $0)) }.filter { $0.transformedFrame.intersects(rect) }
    }
}

let orbitLayouts: [LayoutDescriptor] = [
    LayoutDescriptor(
        name: "stripe", summary: "items in one horizontal stripe", origin: "the --layout-file tests",
        parameters: [.number("spacing", \.spacing, .positive)],
        make: { Stripe() }),
    LayoutDescriptor(name: "stripe-wide", summary: "a wider stripe", make: { Stripe(spacing: 80) }),
]
