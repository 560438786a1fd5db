// A live layout file with a type error: `spacing` does not exist.
import CollectionLayout

struct Misnamed: CollectionViewLayout {
    var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    mutating func prepare(_ context: LayoutContext) { self.context = context }
    var contentSize: Size { Size(width: Double(context.itemCount) * spacing, height: 10) }
    func attributes(in rect: Rect) -> [LayoutAttributes] { [] }
    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? { nil }
}

let orbitLayouts: [LayoutDescriptor] = [LayoutDescriptor(name: "misnamed", summary: "never compiles", make: { Misnamed() })]
