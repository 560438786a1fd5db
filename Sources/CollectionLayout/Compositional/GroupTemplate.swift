/// A group solved for one size: the frames of the cells it holds, relative to the group's
/// top-left, in item order. A section repeats the template for every group, so preparing a section
/// costs what its group holds, not what the section holds.
struct GroupTemplate: Sendable {
    /// Each cell's frame (after its content insets) relative to the group's origin, points.
    var frames: [Rect] = []
    /// Each cell's zIndex (a custom group's; 0 otherwise).
    var zIndices: [Int] = []
    /// The smallest rect holding every frame: how far a group's cells reach from its origin.
    var reach = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Cells per group.
    var count: Int { frames.count }

    /// The most cells one group may hold: repeating subitems that fit (a tiny item in a huge
    /// group) stops here, so a bad size cannot make `prepare` run away.
    static let maximumCells = 100_000

    mutating func append(_ frame: Rect, zIndex: Int = 0) {
        guard frames.count < Self.maximumCells else { return }
        let safe = frame.isFinite ? frame : Rect(x: 0, y: 0, width: 0, height: 0)
        reach = frames.isEmpty ? safe : Self.union(reach, safe)
        frames.append(safe)
        zIndices.append(zIndex)
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = Swift.min(a.minX, b.minX), minY = Swift.min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: Swift.max(a.maxX, b.maxX) - minX, height: Swift.max(a.maxY, b.maxY) - minY)
    }
}
