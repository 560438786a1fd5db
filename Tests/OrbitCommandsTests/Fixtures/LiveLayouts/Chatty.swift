// A good live layout that prints: 3,000 lines in every `prepare`, one in every
// `attributes(in:)` query and one `debugPrint` of a string and a number per `prepare`. Item i is a 20 x 20 square centred at (10 + 20 i, 10).
import CollectionLayout

struct Chatty: CollectionViewLayout {
    var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    mutating func prepare(_ context: LayoutContext) {
        self.context = context
        for line in 0..<3000 { print("prepare line", line) }
        debugPrint("items", context.itemCount, separator: "|")
    }

    var contentSize: Size { Size(width: Double(context.itemCount) * 20, height: 20) }

    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.item >= 0, indexPath.item < context.itemCount else { return nil }
        return LayoutAttributes(indexPath: indexPath, center: Point(x: 10 + Double(indexPath.item) * 20, y: 10), size: Size(square: 20))
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        print("query", rect.minX)
        return allAttributes.filter { $0.frame.intersects(rect) }
    }
}

let orbitLayouts: [LayoutDescriptor] = [LayoutDescriptor(name: "chatty", summary: "prints a lot", make: { Chatty() })]
