/// The lines of a self-sizing flow section (`FlowLayout.estimatedItemSize`): a fixed number of
/// items per line, each line as long along the scroll axis as its longest item, an item's length
/// being its estimate until its preferred size arrives.
///
/// Line `i` spans `start + offset(i) ..< start + offset(i) + extent(i)` where `offset(i)` sums
/// `extent + spacing` of the lines before it (a `PrefixSums`), so one item's new length moves
/// every later line in O(log n). Building costs O(lines).
struct SizedLines: Sendable {
    /// Where the first line starts, content coordinates along the scroll axis.
    var start: Double
    var spacing: Double
    var itemsPerLine: Int
    var itemCount: Int
    /// The length of an item not sized yet.
    var estimate: Double
    /// Per line: its extent plus `spacing`.
    private(set) var pitches: PrefixSums
    /// The preferred lengths taken, by item (sparse: most items of a long list are never sized).
    private(set) var lengths: [Int: Double] = [:]

    init(start: Double, spacing: Double, itemsPerLine: Int, itemCount: Int, estimate: Double) {
        self.start = start
        self.spacing = spacing
        self.itemsPerLine = Swift.max(1, itemsPerLine)
        self.itemCount = itemCount
        self.estimate = estimate
        let lines = itemCount == 0 ? 0 : (itemCount - 1) / self.itemsPerLine + 1
        pitches = PrefixSums(count: lines, value: estimate + spacing)
    }

    var count: Int { pitches.count }

    /// The leading edge of line `line`. O(log n).
    func origin(of line: Int) -> Double { start + pitches.offset(of: line) }

    /// The extent of line `line` along the scroll axis. O(1).
    func extent(of line: Int) -> Double { pitches.values[line] - spacing }

    /// Lines and the spacing between them: from `start` to the end of the last line.
    var length: Double { count == 0 ? 0 : pitches.total - spacing }

    /// Item `item`'s length along the scroll axis: its preferred one, or the estimate. O(1).
    func length(ofItem item: Int) -> Double { lengths[item] ?? estimate }

    /// Whether item `item` has taken a preferred length.
    func isSized(_ item: Int) -> Bool { lengths[item] != nil }

    /// Takes `length` for item `item` (in range) and resizes its line to its longest item.
    /// O(items per line + log n).
    mutating func setLength(_ length: Double, ofItem item: Int) {
        guard item >= 0, item < itemCount, length.isFinite else { return }
        lengths[item] = Swift.max(0, length)
        let line = item / itemsPerLine
        let first = line * itemsPerLine, last = Swift.min(itemCount, first + itemsPerLine)
        var longest = 0.0
        for member in first..<last { longest = Swift.max(longest, self.length(ofItem: member)) }
        pitches.set(line, to: longest + spacing)
    }

    /// The lines that can overlap `low ..< high` (a conservative range; callers test frames).
    /// O(log n).
    func lines(overlapping low: Double, _ high: Double) -> Range<Int> {
        guard count > 0, high > low, !low.isNaN, !high.isNaN else { return 0..<0 }
        let first = pitches.index(at: low - start), last = pitches.index(at: high - start)
        return first..<(last + 1)
    }
}
