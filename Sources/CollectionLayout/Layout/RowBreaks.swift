/// Rows of items broken greedily (justified rows, tag chips): where each row starts (its first
/// item), how tall it is, and where it lies along the scroll axis.
///
/// A row depends only on the items from its first onward, so when items change the rows are
/// broken again from the row of the first changed item until a new row starts where an old one
/// did, past the last changed item: from there on the old rows return unchanged, only moved.
/// Lookups are binary searches, O(log rows); a rebreak costs O(rows it breaks + rows after).
struct RowBreaks: Sendable {
    /// The first item of each row, increasing; empty without items.
    private(set) var starts: [Int] = []
    /// Each row's extent along the scroll axis.
    private(set) var heights: [Double] = []
    /// Each row's leading edge along the scroll axis.
    private(set) var origins: [Double] = []
    private(set) var itemCount = 0
    /// Where the first row starts, and the gap between rows.
    private(set) var start = 0.0
    private(set) var spacing = 0.0

    init() {}

    /// Breaks `itemCount` items into rows: `nextRow(first)` gives the number of items (at least 1)
    /// and the height of the row that starts at item `first`. O(rows).
    init(itemCount: Int, start: Double, spacing: Double, nextRow: (Int) -> (count: Int, height: Double)) {
        self.itemCount = Swift.max(0, itemCount)
        self.start = start
        self.spacing = spacing
        var first = 0
        while first < self.itemCount {
            let row = nextRow(first)
            starts.append(first)
            heights.append(row.height)
            first += Swift.max(1, row.count)
        }
        placeRows(from: 0)
    }

    var count: Int { starts.count }

    /// The end of the last row along the scroll axis (`start` without rows).
    var end: Double { count == 0 ? start : origins[count - 1] + heights[count - 1] }

    /// The items of row `row`.
    func items(ofRow row: Int) -> Range<Int> {
        starts[row]..<(row + 1 < count ? starts[row + 1] : itemCount)
    }

    /// The row holding `item` (in range). O(log rows).
    func row(containing item: Int) -> Int {
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= item { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The rows that can overlap `low ..< high` along the scroll axis. O(log rows).
    func rows(overlapping low: Double, _ high: Double) -> Range<Int> {
        guard count > 0, high > low, !low.isNaN, !high.isNaN else { return 0..<0 }
        // The first row ending at or after `low`, through the last starting before `high`.
        var first = 0, last = count
        var lo = 0, hi = count
        while lo < hi {
            let middle = (lo + hi) / 2
            if origins[middle] + heights[middle] < low { lo = middle + 1 } else { hi = middle }
        }
        first = lo
        lo = first
        hi = count
        while lo < hi {
            let middle = (lo + hi) / 2
            if origins[middle] < high { lo = middle + 1 } else { hi = middle }
        }
        last = lo
        return first < last ? first..<last : 0..<0
    }

    /// Breaks the rows again after items `changed` (lowest through highest index) changed.
    mutating func rebreak(changed: ClosedRange<Int>, nextRow: (Int) -> (count: Int, height: Double)) {
        guard count > 0, changed.lowerBound < itemCount else { return }
        let firstRow = row(containing: Swift.max(0, changed.lowerBound))
        var newStarts: [Int] = [], newHeights: [Double] = []
        var first = starts[firstRow]
        var resumeRow = count
        while first < itemCount {
            if first > changed.upperBound {
                // An old row starting here, past every change, and all after it, are as they were.
                let old = row(containing: first)
                if starts[old] == first {
                    resumeRow = old
                    break
                }
            }
            let row = nextRow(first)
            newStarts.append(first)
            newHeights.append(row.height)
            first += Swift.max(1, row.count)
        }
        starts.replaceSubrange(firstRow..<resumeRow, with: newStarts)
        heights.replaceSubrange(firstRow..<resumeRow, with: newHeights)
        origins.removeSubrange(firstRow...)
        placeRows(from: firstRow)
    }

    /// Sets the origins of rows `from...` from the row before. O(rows after).
    private mutating func placeRows(from first: Int) {
        origins.removeSubrange(Swift.min(first, origins.count)...)
        origins.reserveCapacity(count)
        var position = first == 0 ? start : origins[first - 1] + heights[first - 1] + spacing
        for index in first..<count {
            origins.append(position)
            position += heights[index] + spacing
        }
    }
}
