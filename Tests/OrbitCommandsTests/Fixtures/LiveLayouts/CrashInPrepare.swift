// A live layout file whose `prepare` traps once there are more than two items.
import CollectionLayout

struct Brittle: CollectionViewLayout {
    var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    mutating func prepare(_ context: LayoutContext) {
        if context.itemCount > 2 { fatalError("prepare gave up") }
        self.context = context
    }

    var contentSize: Size { context.boundsSize }
    func attributes(in rect: Rect) -> [LayoutAttributes] { [] }
    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? { nil }
}

let orbitLayouts: [LayoutDescriptor] = [LayoutDescriptor(name: "brittle", summary: "traps in prepare", make: { Brittle() })]
