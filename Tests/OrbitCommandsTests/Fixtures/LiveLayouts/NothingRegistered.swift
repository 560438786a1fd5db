// A live layout file that compiles but registers no layouts (no top-level layout list).
import CollectionLayout

struct Unlisted: CollectionViewLayout {
    var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    mutating func prepare(_ context: LayoutContext) { self.context = context }
    var contentSize: Size { context.boundsSize }
    func attributes(in rect: Rect) -> [LayoutAttributes] { [] }
    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? { nil }
}
