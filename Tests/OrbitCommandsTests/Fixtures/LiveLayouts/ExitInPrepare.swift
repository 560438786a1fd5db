// A live layout file whose `prepare` ends the process once there are more than three items.
import CollectionLayout

#if canImport(Glibc)
import Glibc
#endif

struct Quitter: CollectionViewLayout {
    var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    mutating func prepare(_ context: LayoutContext) {
        if context.itemCount > 3 { exit(0) }
        self.context = context
    }

    var contentSize: Size { context.boundsSize }
    func attributes(in rect: Rect) -> [LayoutAttributes] { [] }
    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? { nil }
}

let orbitLayouts: [LayoutDescriptor] = [LayoutDescriptor(name: "quitter", summary: "exits in prepare", make: { Quitter() })]
