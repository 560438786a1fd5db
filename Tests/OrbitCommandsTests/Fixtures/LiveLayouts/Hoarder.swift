// A live layout file whose `prepare` allocates 8 MB arrays and keeps them, without end.
import CollectionLayout

nonisolated(unsafe) var hoard: [[UInt8]] = []

struct Hoarder: CollectionViewLayout {
    var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    mutating func prepare(_ context: LayoutContext) {
        while true { hoard.append([UInt8](repeating: 1, count: 8 << 20)) }
    }

    var contentSize: Size { context.boundsSize }
    func attributes(in rect: Rect) -> [LayoutAttributes] { [] }
    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? { nil }
}

let orbitLayouts: [LayoutDescriptor] = [LayoutDescriptor(name: "hoarder", summary: "allocates without end", make: { Hoarder() })]
