/// The lines of a flow section whose items each have their own size (`FlowLayout.itemSizes`, UIKit's
/// `collectionView(_:layout:sizeForItemAt:)`), laid out by UIKit's rules for that case:
///
/// - Breaking: a line takes items while the sum of their extents across the scroll axis plus
///   `spacing` between each two fits the usable extent (the bounds less the section's insets);
///   the first item of a line is taken even when it alone is wider.
/// - Across, a line that is not the section's last is justified: its items start at the leading
///   inset and the gaps between them are equal and fill the usable extent (each at least
///   `spacing`); a line of one item centres it. The LAST line of the section is left-aligned
///   (leading): its items start at the leading inset, `spacing` apart, one item included.
/// - Along, a line is as long as its longest item; each item is centred in it.
///
/// Sources: Apple's Collection View Programming Guide for iOS ("Specifying the Size of Items in
/// the Flow Layout": "the flow layout object centers items vertically on the same line ... the
/// overall height or width of the line is then determined by the largest item in that dimension");
/// `minimumInteritemSpacing`'s reference (the actual spacing may be greater); PSTCollectionView's
/// `PSTGridLayoutSection.computeLayout` (breaking) and `PSTGridLayoutRow.layoutRow` (justify,
/// one-item rows centred, `lastRowHorizontalAlignment`); steipete's rdar://20825965 ("the last
/// row is left-aligned by default if items have a non-uniform size" since iOS 6, which the private
/// `UIFlowLayoutLastRowHorizontalAlignmentKey` controls), and answers observing that UIKit centres
/// a lone item on any line but the last and leaves the last line at the minimum spacing.
///
/// Stored compactly: per item its origin across the scroll axis; per line its first item, its
/// leading edge along the scroll axis (relative to `start`) and its extent. Building costs O(n).
struct VariedLines: Sendable {
    /// Where the first line starts, content coordinates along the scroll axis, points.
    var start: Double
    /// The items' sizes (the section's `itemSizes` entry, shared, not copied); items past its end
    /// are `fallback`.
    let sizes: [Size]
    let fallback: Size
    let itemCount: Int
    /// Per item: its leading edge across the scroll axis, content coordinates, points.
    private(set) var across: [Double]
    /// Per line: the index of its first item (increasing).
    private(set) var firstItems: [Int]
    /// Per line: its leading edge along the scroll axis relative to `start`, points (increasing).
    private(set) var offsets: [Double]
    /// Per line: its extent along the scroll axis (its longest item), points.
    private(set) var extents: [Double]
    /// From the first line's leading edge to the last line's trailing edge, points; 0 without lines.
    private(set) var length = 0.0

    /// Lays out `itemCount` items of `sizes` (then `fallback`) in lines across `usable` points
    /// from `leading` (content coordinates across the scroll axis), `spacing` the minimum gap
    /// between items of a line, `lineSpacing` the gap between lines, `direction` the scroll axis.
    ///
    /// - Complexity: O(n) for n items.
    init(
        start: Double, sizes: [Size], fallback: Size, itemCount: Int, leading: Double, usable: Double,
        spacing: Double, lineSpacing: Double, direction: Axis
    ) {
        self.start = start
        self.sizes = sizes
        self.fallback = fallback
        self.itemCount = itemCount
        let alongAxis = direction, acrossAxis = direction.crossed
        across = [Double](repeating: 0, count: itemCount)
        firstItems = []
        offsets = []
        extents = []
        func size(_ item: Int) -> Size { item < sizes.count ? sizes[item] : fallback }
        var item = 0, lineStart = 0.0
        while item < itemCount {
            let first = item
            var widths = size(item)[acrossAxis], used = widths, longest = size(item)[alongAxis]
            item += 1
            while item < itemCount {
                let next = size(item)
                guard used + spacing + next[acrossAxis] <= usable else { break }
                used += spacing + next[acrossAxis]
                widths += next[acrossAxis]
                longest = Swift.max(longest, next[alongAxis])
                item += 1
            }
            let count = item - first
            if item == itemCount {
                // The section's last line: leading, at the minimum spacing.
                var position = leading
                for member in first..<item {
                    across[member] = position
                    position += size(member)[acrossAxis] + spacing
                }
            } else if count == 1 {
                across[first] = leading + (usable - widths) / 2
            } else {
                let gap = (usable - widths) / Double(count - 1)
                var position = leading
                for member in first..<item {
                    across[member] = position
                    position += size(member)[acrossAxis] + gap
                }
            }
            firstItems.append(first)
            offsets.append(lineStart)
            extents.append(longest)
            length = lineStart + longest
            lineStart += longest + lineSpacing
        }
    }

    var lineCount: Int { firstItems.count }

    /// Item `item`'s size (in range), points. O(1).
    func size(ofItem item: Int) -> Size { item < sizes.count ? sizes[item] : fallback }

    /// The line holding item `item` (in range). O(log lines).
    func line(ofItem item: Int) -> Int {
        partitionPoint(in: 0..<firstItems.count) { firstItems[$0] <= item } - 1
    }

    /// The items of line `line`.
    func items(ofLine line: Int) -> Range<Int> {
        firstItems[line]..<(line + 1 < firstItems.count ? firstItems[line + 1] : itemCount)
    }

    /// Item `item`'s frame (item in range, `line` its line), content coordinates: centred along
    /// the scroll axis in its line. O(1).
    func frame(ofItem item: Int, line: Int, direction: Axis) -> (origin: Point, size: Size) {
        let size = self.size(ofItem: item)
        let along = start + offsets[line] + (extents[line] - size[direction]) / 2
        return (Point(along: direction, along, across: across[item]), size)
    }

    /// The lines that meet `low ... high` along the scroll axis (binary search on their trailing
    /// edges, which increase while the line spacing is not negative). O(log lines + lines met).
    func lines(overlapping low: Double, _ high: Double) -> Range<Int> {
        guard !low.isNaN, !high.isNaN, high >= low else { return 0..<0 }
        let first = partitionPoint(in: 0..<offsets.count) { start + offsets[$0] + extents[$0] < low }
        var end = first
        while end < offsets.count, start + offsets[end] <= high { end += 1 }
        return first..<end
    }
}
