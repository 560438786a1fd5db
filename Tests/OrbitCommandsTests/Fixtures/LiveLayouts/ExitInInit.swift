// A live layout file whose layout's initialiser ends the process with status 3.
import CollectionLayout

#if canImport(Glibc)
import Glibc
#endif

struct InitQuitter: CollectionViewLayout {
    var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    init() { exit(3) }

    mutating func prepare(_ context: LayoutContext) { self.context = context }
    var contentSize: Size { context.boundsSize }
    func attributes(in rect: Rect) -> [LayoutAttributes] { [] }
    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? { nil }
}

let orbitLayouts: [LayoutDescriptor] = [LayoutDescriptor(name: "init-quitter", summary: "exits in init", make: { InitQuitter() })]
