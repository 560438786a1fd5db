/// UICollectionViewFlowLayout's grid (docs/LAYOUTS.md "flow"): lines of equal items, justified across
/// the scroll axis, a section inset around them.
///
/// Vertical scrolling fills rows left to right; horizontal fills columns top to bottom.
/// `prepare` and every query cost O(1) plus O(k) for k results.
public struct FlowLayout: CollectionViewLayout {
    public var itemSize = Size(width: 60, height: 60)
    /// Minimum gap between items of one line, points.
    public var minimumInteritemSpacing = 10.0
    /// Gap between lines, points.
    public var minimumLineSpacing = 10.0
    public var sectionInset = EdgeInsets(top: 74, left: 0, bottom: 0, right: 0)
    /// The scroll direction.
    public var direction: Axis = .vertical

    public private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    private var geometry = Geometry()

    public init() {}

    /// What `prepare` derives: the lines along the scroll axis and the slots across it.
    struct Geometry: Sendable {
        var itemsPerLine = 1
        var lines = UniformRun(start: 0, pitch: 0, extent: 0, count: 0)
        var slots = UniformRun(start: 0, pitch: 0, extent: 0, count: 1)
        var contentLength = 0.0
    }

    public mutating func prepare(_ context: LayoutContext) {
        self.context = context
        let along = direction, across = direction.crossed
        let usable = context.boundsSize[across] - sectionInset.leading(across) - sectionInset.trailing(across)
        let itemAcross = itemSize[across], itemAlong = itemSize[along]
        let fitting = ((usable + minimumInteritemSpacing) / (itemAcross + minimumInteritemSpacing)).rounded(.down)
        let perLine = fitting.isFinite ? Swift.max(1, Int(clampingTruncating: fitting)) : 1
        let lineCount = context.itemCount == 0 ? 0 : (context.itemCount - 1) / perLine + 1

        var slots: UniformRun
        if perLine > 1 {
            let gap = (usable - Double(perLine) * itemAcross) / Double(perLine - 1)
            slots = UniformRun(start: sectionInset.leading(across), pitch: itemAcross + gap, extent: itemAcross, count: perLine)
        } else {
            slots = UniformRun(start: sectionInset.leading(across) + (usable - itemAcross) / 2, pitch: 0, extent: itemAcross, count: 1)
        }
        let lines = UniformRun(
            start: sectionInset.leading(along), pitch: itemAlong + minimumLineSpacing, extent: itemAlong, count: lineCount)
        var length = sectionInset.leading(along) + sectionInset.trailing(along)
        if lineCount > 0 {
            length += Double(lineCount) * itemAlong + Double(lineCount - 1) * minimumLineSpacing
        }
        geometry = Geometry(itemsPerLine: perLine, lines: lines, slots: slots, contentLength: length)
    }

    public var contentSize: Size {
        Size(along: direction, geometry.contentLength, across: context.boundsSize[direction.crossed])
    }

    public func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let index = indexPath.item
        guard index >= 0, index < context.itemCount else { return nil }
        let line = index / geometry.itemsPerLine, slot = index % geometry.itemsPerLine
        let origin = Point(along: direction, geometry.lines.origin(of: line), across: geometry.slots.origin(of: slot))
        return LayoutAttributes(
            indexPath: indexPath,
            center: Point(x: origin.x + itemSize.width / 2, y: origin.y + itemSize.height / 2),
            size: itemSize)
    }

    /// - Complexity: O(k) for k lines times slots that meet `rect`.
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        let along = direction, across = direction.crossed
        let lineRange = geometry.lines.indices(overlapping: rect.min(along), rect.max(along))
        let slotRange = geometry.slots.indices(overlapping: rect.min(across), rect.max(across))
        var result: [LayoutAttributes] = []
        for line in lineRange {
            for slot in slotRange {
                let index = line * geometry.itemsPerLine + slot
                guard index < context.itemCount else { break }
                if let item = attributes(at: ItemIndexPath(item: index)), item.frame.intersects(rect) {
                    result.append(item)
                }
            }
        }
        return result
    }
}

extension FlowLayout {
    public var flippableDirection: Axis? { direction }
}
