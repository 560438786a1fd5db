import CollectionLayoutCore

/// The positions of some attributes bucketed by the square cell (of side `cellSide`, content
/// coordinates) their centre lies in: every item whose centre is less than `cellSide` from a point
/// lies in the point's cell or one of its eight neighbours. The thinned-query check asks it which
/// returned items can cover a left-out one, instead of comparing every pair (a million-item circle
/// leaves out about a million items against 1,800 returned).
struct CentreGrid {
    private struct Cell: Hashable {
        let x: Int, y: Int
    }

    private var cells: [Cell: [Int]] = [:]
    /// Positions whose centre has no cell (non-finite or beyond ±2^52 cells): candidates everywhere.
    private var unplaced: [Int] = []
    private let cellSide: Double

    /// O(k) for k attributes.
    init(_ attributes: [LayoutAttributes], cellSide: Double) {
        self.cellSide = cellSide
        for (position, element) in attributes.enumerated() {
            if let cell = cell(of: element.center) { cells[cell, default: []].append(position) } else { unplaced.append(position) }
        }
    }

    /// The positions of the attributes whose centre may lie less than `cellSide` from `point`, in
    /// no particular order: those in its cell and the eight around it (all of them when `point`
    /// has no cell).
    func candidates(near point: Point) -> [Int] {
        guard let centre = cell(of: point) else { return Array(cells.values.joined()) + unplaced }
        var found = unplaced
        for dx in -1...1 {
            for dy in -1...1 { found += cells[Cell(x: centre.x + dx, y: centre.y + dy)] ?? [] }
        }
        return found
    }

    private func cell(of point: Point) -> Cell? {
        let x = (point.x / cellSide).rounded(.down), y = (point.y / cellSide).rounded(.down)
        let limit = 4_503_599_627_370_496.0  // 2^52: exactly representable, far from Int's end
        guard cellSide > 0, x.isFinite, y.isFinite, abs(x) < limit, abs(y) < limit else { return nil }
        return Cell(x: Int(x), y: Int(y))
    }
}
