// Live layouts that crash in the ways a layout can, one layout each, in one file so that the
// tests compile it once. Each crashing line ends with a `// crash: NAME` marker the tests look up.
import CollectionLayout

struct Crashing: CollectionViewLayout {
    var kind: String
    var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    var heights: [Double] = []
    var first: Double?
    var hoard: [[Double]] = []

    mutating func prepare(_ context: LayoutContext) {
        self.context = context
        heights = Array(repeating: 10, count: context.itemCount)
        if kind == "fatal", context.itemCount > 2 { fatalError("too many items") }  // crash: fatal
        while kind == "hungry", context.itemCount > 2 { hoard.append(Array(repeating: 1, count: 1 << 20)) }  // crash: hungry
    }

    var contentSize: Size {
        if kind == "unwrap", context.itemCount > 0 { return Size(width: first!, height: 10) }  // crash: unwrap
        if kind == "deep", context.itemCount > 0 { return Size(width: depth(0), height: 10) }
        return context.boundsSize
    }

    func depth(_ n: Int) -> Double {
        n < 0 ? 0 : depth(n + 1) + 1  // crash: deep
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        guard kind == "index", context.itemCount > 0 else { return [] }
        let last = heights[context.itemCount]  // crash: index
        return [LayoutAttributes(indexPath: ItemIndexPath(item: 0), center: Point(x: last, y: 0), size: Size(square: 10))]
    }

    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? { nil }
}

let orbitLayouts: [LayoutDescriptor] = ["index", "unwrap", "fatal", "deep", "hungry"].map { kind in
    LayoutDescriptor(name: kind, summary: "crashes: \(kind)", make: { Crashing(kind: kind) })
}
