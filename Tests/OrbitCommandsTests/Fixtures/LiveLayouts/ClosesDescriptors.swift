// A live layout file whose `prepare` closes descriptors 3-63 (what a careless daemonising helper
// does), then lays out its items in a row.
import CollectionLayout

#if canImport(Glibc)
import Glibc
#endif

struct Closer: CollectionViewLayout {
    var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    mutating func prepare(_ context: LayoutContext) {
        for descriptor in Int32(3)...63 { close(descriptor) }
        self.context = context
    }

    var contentSize: Size { Size(width: Double(context.itemCount) * 10, height: 10) }
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        (0..<context.itemCount).compactMap { attributes(at: ItemIndexPath(item: $0)) }
    }
    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.item >= 0, indexPath.item < context.itemCount else { return nil }
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: 5 + Double(indexPath.item) * 10, y: 5), size: Size(width: 10, height: 10), zIndex: 0)
    }
}

let orbitLayouts: [LayoutDescriptor] = [LayoutDescriptor(name: "closer", summary: "closes descriptors 3-63", make: { Closer() })]
