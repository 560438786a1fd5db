/// A group solved for one size: the frames of the cells it holds, relative to the group's
/// top-left, in item order. A section repeats the template for every group, so preparing a section
/// costs what its group holds, not what the section holds.
struct GroupTemplate: Sendable {
    /// Each cell's frame (after its content insets) relative to the group's origin, points.
    var frames: [Rect] = []
    /// Each cell's zIndex (a custom group's; 0 otherwise).
    var zIndices: [Int] = []
    /// Whether each cell's dimension along `estimatedAxis` is estimated (self-sizing measures it).
    var estimated: [Bool] = []
    /// The axis self-sizing measures along: the layout's scroll axis.
    var estimatedAxis = Axis.vertical
    /// Whether any cell's length along `estimatedAxis` is estimated.
    var hasEstimatedCells: Bool { estimated.contains(true) }
    /// The views attached to items and groups (`LayoutSupplementaryItem`), relative to the
    /// group's origin, each with the cell whose index path it takes.
    var supplementaries: [Supplementary] = []
    /// The smallest rect holding every frame and attached view: how far a group reaches from its
    /// origin.
    var reach = Rect(x: 0, y: 0, width: 0, height: 0)

    struct Supplementary: Sendable {
        var item: LayoutSupplementaryItem
        var frame: Rect
        /// The cell (its position in `frames`) whose index path the view takes.
        var cell: Int
    }

    /// Cells per group.
    var count: Int { frames.count }

    /// The most cells one group may hold: repeating subitems that fit (a tiny item in a huge
    /// group) stops here, so a bad size cannot make `prepare` run away.
    static let maximumCells = 100_000

    mutating func append(_ frame: Rect, zIndex: Int = 0, isEstimated: Bool = false) {
        guard frames.count < Self.maximumCells else { return }
        let safe = frame.isFinite ? frame : Rect(x: 0, y: 0, width: 0, height: 0)
        reach = frames.isEmpty && supplementaries.isEmpty ? safe : Self.union(reach, safe)
        frames.append(safe)
        zIndices.append(zIndex)
        estimated.append(isEstimated)
    }

    /// Attaches `items` to `container` (a cell's frame or a group's), under cell `cell`'s index path.
    mutating func attach(_ items: [LayoutSupplementaryItem], to container: Rect, cell: Int) {
        for item in items {
            let frame = item.frame(in: container)
            reach = frames.isEmpty && supplementaries.isEmpty ? frame : Self.union(reach, frame)
            supplementaries.append(Supplementary(item: item, frame: frame, cell: cell))
        }
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = Swift.min(a.minX, b.minX), minY = Swift.min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: Swift.max(a.maxX, b.maxX) - minX, height: Swift.max(a.maxY, b.maxY) - minY)
    }
}
