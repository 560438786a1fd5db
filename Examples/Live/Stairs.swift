import CollectionLayout

struct Stairs: CollectionViewLayout {  // items down a staircase: orbit play --layout-file Stairs.swift
    var step = 60.0, context = LayoutContext(boundsSize: .zero, itemCount: 0)
    mutating func prepare(_ context: LayoutContext) { self.context = context }
    var contentSize: Size { Size(width: Double(context.itemCount) * step + 40, height: Double(context.itemCount) * step + 40) }
    func attributes(at path: ItemIndexPath) -> LayoutAttributes? {
        guard (0..<context.itemCount).contains(path.item) else { return nil }
        let xy = 20 + step * (Double(path.item) + 0.5)
        return LayoutAttributes(indexPath: path, center: Point(x: xy, y: xy), size: Size(width: 50, height: 50))
    }
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        let first = max(0, Int((max(rect.minX, rect.minY) - 45) / step)), last = min(context.itemCount - 1, Int((min(rect.maxX, rect.maxY) + 5) / step))
        return first > last ? [] : (first...last).compactMap { attributes(at: ItemIndexPath(item: $0)) }.filter { $0.frame.intersects(rect) }
    }
}
let orbitLayouts: [LayoutDescriptor] = [LayoutDescriptor(name: "stairs", summary: "items down a staircase", parameters: [.number("step", \.step, .positive)], make: { Stairs() })]
