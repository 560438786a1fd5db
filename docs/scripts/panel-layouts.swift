// Fifteen layouts for the tuning panel's benchmark (docs/guides/PLAYGROUND.md): with the built-in ones,
// the panel's layout picker lists 30. Item i is a 40 x 30 rectangle in one horizontal stripe.
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
            indexPath: indexPath, center: Point(x: 20 + Double(indexPath.item) * spacing, y: context.boundsSize.height / 2),
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
    LayoutDescriptor(name: "stripe-1", summary: "items in a stripe 40 points apart", origin: "the panel benchmark", parameters: [.number("spacing", \.spacing, .positive)], make: { Stripe(spacing: 40) }),
    LayoutDescriptor(name: "stripe-2", summary: "items in a stripe 45 points apart", origin: "the panel benchmark", parameters: [.number("spacing", \.spacing, .positive)], make: { Stripe(spacing: 45) }),
    LayoutDescriptor(name: "stripe-3", summary: "items in a stripe 50 points apart", origin: "the panel benchmark", parameters: [.number("spacing", \.spacing, .positive)], make: { Stripe(spacing: 50) }),
    LayoutDescriptor(name: "stripe-4", summary: "items in a stripe 55 points apart", origin: "the panel benchmark", parameters: [.number("spacing", \.spacing, .positive)], make: { Stripe(spacing: 55) }),
    LayoutDescriptor(name: "stripe-5", summary: "items in a stripe 60 points apart", origin: "the panel benchmark", parameters: [.number("spacing", \.spacing, .positive)], make: { Stripe(spacing: 60) }),
    LayoutDescriptor(name: "stripe-6", summary: "items in a stripe 65 points apart", origin: "the panel benchmark", parameters: [.number("spacing", \.spacing, .positive)], make: { Stripe(spacing: 65) }),
    LayoutDescriptor(name: "stripe-7", summary: "items in a stripe 70 points apart", origin: "the panel benchmark", parameters: [.number("spacing", \.spacing, .positive)], make: { Stripe(spacing: 70) }),
    LayoutDescriptor(name: "stripe-8", summary: "items in a stripe 75 points apart", origin: "the panel benchmark", parameters: [.number("spacing", \.spacing, .positive)], make: { Stripe(spacing: 75) }),
    LayoutDescriptor(name: "stripe-9", summary: "items in a stripe 80 points apart", origin: "the panel benchmark", parameters: [.number("spacing", \.spacing, .positive)], make: { Stripe(spacing: 80) }),
    LayoutDescriptor(name: "stripe-10", summary: "items in a stripe 85 points apart", origin: "the panel benchmark", parameters: [.number("spacing", \.spacing, .positive)], make: { Stripe(spacing: 85) }),
    LayoutDescriptor(name: "stripe-11", summary: "items in a stripe 90 points apart", origin: "the panel benchmark", parameters: [.number("spacing", \.spacing, .positive)], make: { Stripe(spacing: 90) }),
    LayoutDescriptor(name: "stripe-12", summary: "items in a stripe 95 points apart", origin: "the panel benchmark", parameters: [.number("spacing", \.spacing, .positive)], make: { Stripe(spacing: 95) }),
    LayoutDescriptor(name: "stripe-13", summary: "items in a stripe 100 points apart", origin: "the panel benchmark", parameters: [.number("spacing", \.spacing, .positive)], make: { Stripe(spacing: 100) }),
    LayoutDescriptor(name: "stripe-14", summary: "items in a stripe 105 points apart", origin: "the panel benchmark", parameters: [.number("spacing", \.spacing, .positive)], make: { Stripe(spacing: 105) }),
    LayoutDescriptor(name: "stripe-15", summary: "items in a stripe 110 points apart", origin: "the panel benchmark", parameters: [.number("spacing", \.spacing, .positive)], make: { Stripe(spacing: 110) })
]
