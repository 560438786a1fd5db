/// Rows of items broken greedily (justified rows, tag chips): which items start a row, how tall
/// each row is, and where it lies along the scroll axis.
///
/// Kept by item, not by row: a row's height, and its pitch (the height plus the spacing after it),
/// sit at its first item and 0 at the others, the pitches in a `PrefixSums`. A row starts at
/// `start + pitches.offset(of: first)`, so a row that changes height, or rows that merge or split,
/// move every row after them in O(log n), and no row is ever renumbered.
///
/// A row depends only on its own items and the one after them (the item that no longer fitted, or
/// that a justified row weighed and left out), so when items change the rows are broken again from
/// the row holding the item before the first changed one until a new row starts where an old one
/// did, past the last changed item: from there on the old rows stand as they were, moved by the
/// sums. The
/// result is exactly (to the last bit) what breaking every row again gives: the same rows, and the
/// sums do not depend on the order they were set in.
///
/// Memory: 25 bytes an item. Costs: building O(n); a row's first item or its items O(items in the
/// row); its origin O(log n); a rebreak O(items rebroken + rows rebroken · log² n), at most
/// O(n) when the rows never fall in step again (a change that shifts a run of equal estimates by
/// part of a row shifts every row after it: a full relayout would break them so too).
struct RowBreaks: Sendable {
    private(set) var itemCount = 0
    /// Where the first row starts along the scroll axis, content coordinates; moving it moves
    /// every row (a section moved by the sections before it), O(1).
    var start = 0.0
    /// The gap between rows, points.
    private(set) var spacing = 0.0
    /// The number of rows.
    private(set) var count = 0
    /// Per item: whether a row starts at it.
    private var isFirst: [Bool] = []
    /// Per item: the height of the row starting at it, 0 at the others.
    private var heights: [Double] = []
    /// Per item: the row's height plus `spacing` at its first item, 0 at the others.
    private var pitches = PrefixSums(count: 0, value: 0)

    init() {}

    /// Breaks `itemCount` items into rows: `nextRow(first)` gives the number of items (at least 1)
    /// and the height of the row that starts at item `first`. O(n).
    init(itemCount: Int, start: Double, spacing: Double, nextRow: (Int) -> (count: Int, height: Double)) {
        self.itemCount = Swift.max(0, itemCount)
        self.start = start
        self.spacing = spacing
        isFirst = Array(repeating: false, count: self.itemCount)
        heights = Array(repeating: 0, count: self.itemCount)
        var values = Array(repeating: 0.0, count: self.itemCount)
        var first = 0
        while first < self.itemCount {
            let row = nextRow(first)
            isFirst[first] = true
            heights[first] = row.height
            values[first] = row.height + spacing
            count += 1
            first += Swift.max(1, row.count)
        }
        pitches = PrefixSums(values)
    }

    /// The end of the last row along the scroll axis (`start` without rows).
    var end: Double { count == 0 ? start : start + pitches.total - spacing }

    /// The first item of the row holding `item` (in range). O(items before it in its row).
    func rowStart(containing item: Int) -> Int {
        var first = item
        while first > 0, !isFirst[first] { first -= 1 }
        return first
    }

    /// The items of the row starting at item `first`. O(items in the row).
    func items(ofRowStartingAt first: Int) -> Range<Int> {
        var end = first + 1
        while end < itemCount, !isFirst[end] { end += 1 }
        return first..<end
    }

    /// The leading edge of the row starting at item `first`, content coordinates. O(log n).
    func origin(ofRowStartingAt first: Int) -> Double { start + pitches.offset(of: first) }

    /// The extent of the row starting at item `first` along the scroll axis. O(1).
    func height(ofRowStartingAt first: Int) -> Double { heights[first] }

    /// The rows that can overlap `low ..< high` along the scroll axis, as their items, in order:
    /// from the row holding `low` (and any before it ending at `low`) through the last starting
    /// before `high`.
    ///
    /// - Complexity: O(log n) a row plus O(items in them).
    func rows(overlapping low: Double, _ high: Double) -> [Range<Int>] {
        guard count > 0, high > low, !low.isNaN, !high.isNaN else { return [] }
        var first = rowStart(containing: pitches.index(at: low - start))
        // A row ending exactly at `low` (or rows of no extent there) still counts, as a frame
        // test would have it.
        while first > 0 {
            let previous = rowStart(containing: first - 1)
            guard origin(ofRowStartingAt: previous) + heights[previous] >= low else { break }
            first = previous
        }
        var result: [Range<Int>] = []
        while first < itemCount, origin(ofRowStartingAt: first) < high {
            let items = items(ofRowStartingAt: first)
            result.append(items)
            first = items.upperBound
        }
        return result
    }

    /// Breaks the rows again after items `changed` (lowest through highest index) changed: from
    /// the row holding the item before the first (which weighed the first when it is a row's
    /// first) until a row would start where an old one does past the last.
    mutating func rebreak(changed: ClosedRange<Int>, nextRow: (Int) -> (count: Int, height: Double)) {
        guard count > 0, changed.lowerBound < itemCount else { return }
        var first = rowStart(containing: Swift.max(0, Swift.min(itemCount - 1, changed.lowerBound - 1)))
        // The new pitches, set together at the end (a rebreak that never falls in step, a run of
        // estimates shifted by a row, sets them all: `PrefixSums.set(_:)` then sums the tree once).
        var changes: [(index: Int, value: Double)] = []
        while first < itemCount {
            // Only items before `first` have been touched: `isFirst[first]` is still the old rows'.
            if first > changed.upperBound, isFirst[first] { break }
            let row = nextRow(first)
            let next = Swift.min(itemCount, first + Swift.max(1, row.count))
            if !isFirst[first] {
                isFirst[first] = true
                count += 1
            }
            heights[first] = row.height
            changes.append((first, row.height + spacing))
            // Old rows starting inside the new one are merged into it.
            for member in (first + 1)..<next where isFirst[member] {
                isFirst[member] = false
                count -= 1
                heights[member] = 0
                changes.append((member, 0))
            }
            first = next
        }
        pitches.set(changes)
    }
}
