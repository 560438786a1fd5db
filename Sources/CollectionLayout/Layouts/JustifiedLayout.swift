/// Justified rows (docs/LAYOUTS.md "justified"), as Flickr's justified-layout and Google Photos
/// lay out pictures: each row is scaled so that its items, at their aspect ratios, fill the width
/// exactly; rows are broken so that their height stays near `targetRowHeight`; the last row keeps
/// the target height rather than stretching.
///
/// Aspect ratios come from the items' content (self-sizing: the content is asked for its size at
/// the target height, a picture's width there is `aspect * height`), `estimatedAspectRatio` until
/// it arrives. `prepare` is O(n) and keeps 8 bytes per item and 24 per row; `attributes(at:)` and
/// `attributes(in:)` are O(log rows + items in a row) and O(log rows + k); a preferred size
/// rebreaks the rows from its own until they fall in step with the old ones, then moves the
/// rows after: O(rows rebroken + rows after).
public struct JustifiedLayout: CollectionViewLayout {
    /// The height rows aim at, points.
    public var targetRowHeight = 160.0
    /// Gap between items of a row and between rows, points.
    public var spacing = 4.0
    public var sectionInset = EdgeInsets(all: 4)
    /// The width / height of an item whose content has not given its size yet (3:2).
    public var estimatedAspectRatio = 1.5

    public private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    private var aspects: [Double] = []
    private var rows = RowBreaks()
    /// The width rows fill (bounds less the insets), at least 1.
    private var usableWidth = 1.0

    public init() {}

    /// - Complexity: O(n).
    public mutating func prepare(_ context: LayoutContext) {
        self.context = context
        usableWidth = Swift.max(1, context.boundsSize.width - sectionInset.left - sectionInset.right)
        aspects = Array(repeating: Self.sanitized(estimatedAspectRatio, fallback: 1.5), count: context.itemCount)
        breakRows()
    }

    private mutating func breakRows() {
        let layout = self
        rows = RowBreaks(itemCount: aspects.count, start: sectionInset.top, spacing: spacing) { layout.row(from: $0) }
    }

    /// A usable aspect ratio: finite, in `1/100...100` (a sliver or a panorama still gets a row).
    static func sanitized(_ aspect: Double, fallback: Double) -> Double {
        guard aspect.isFinite, aspect > 0 else { return fallback }
        return Swift.min(Swift.max(aspect, 0.01), 100)
    }

    /// The row starting at `first`: items are added while the row, scaled to fill the width, is
    /// taller than the target; of the last two candidates (with and without the item that brought
    /// it to or below the target) the one whose height is nearer the target wins (the longer row
    /// on a tie). A row that runs out of items first is the last row: target height, not stretched.
    func row(from first: Int) -> (count: Int, height: Double) {
        let target = Swift.max(1, targetRowHeight)
        var sum = 0.0, count = 0
        while first + count < aspects.count {
            sum += aspects[first + count]
            count += 1
            let height = fillingHeight(aspectSum: sum, count: count)
            if height <= target {
                guard count > 1 else { return (1, height) }
                let shorter = fillingHeight(aspectSum: sum - aspects[first + count - 1], count: count - 1)
                return shorter - target < target - height ? (count - 1, shorter) : (count, height)
            }
        }
        return (count, target)
    }

    /// The height at which `count` items whose aspect ratios sum to `aspectSum` fill the width.
    private func fillingHeight(aspectSum: Double, count: Int) -> Double {
        Swift.max(0, usableWidth - Double(count - 1) * spacing) / aspectSum
    }

    public var contentSize: Size {
        Size(width: context.boundsSize.width, height: (aspects.isEmpty ? sectionInset.top : rows.end) + sectionInset.bottom)
    }

    public func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let item = indexPath.item
        guard indexPath.section == 0, item >= 0, item < aspects.count else { return nil }
        let row = rows.row(containing: item)
        let height = rows.heights[row], items = rows.items(ofRow: row)
        var x = sectionInset.left
        for member in items.lowerBound..<item { x += aspects[member] * height + spacing }
        // The last item of a full row ends exactly at the right inset (no rounding gap).
        let isLast = item == items.upperBound - 1 && row < rows.count - 1
        let width = isLast ? Swift.max(0, sectionInset.left + usableWidth - x) : aspects[item] * height
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: x + width / 2, y: rows.origins[row] + height / 2),
            size: Size(width: width, height: height))
    }

    /// - Complexity: O(log rows + k).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for row in rows.rows(overlapping: rect.minY, rect.maxY) {
            for item in rows.items(ofRow: row) {
                if let cell = attributes(at: ItemIndexPath(item: item)), cell.frame.intersects(rect) { result.append(cell) }
            }
        }
        return result
    }

    // MARK: - Self-sizing

    /// Every item is asked for its width at the target height: its aspect ratio.
    public func preferredSizeFitting(forItemAt indexPath: ItemIndexPath) -> SizeFitting? {
        .height(Swift.max(1, targetRowHeight))
    }

    /// Only a new aspect ratio changes the rows.
    public func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, original: LayoutAttributes) -> Bool {
        let item = original.indexPath.item
        guard item >= 0, item < aspects.count, preferred.size.height > 0 else { return false }
        return Self.sanitized(preferred.size.width / preferred.size.height, fallback: aspects[item]) != aspects[item]
    }

    /// Takes the new aspect ratios and rebreaks the rows from the first changed item.
    public mutating func invalidateLayout(with invalidation: InvalidationContext, for context: LayoutContext) {
        guard !invalidation.invalidateEverything, context.differsOnlyInOffset(from: self.context) else { return prepare(context) }
        self.context = context
        var changed: ClosedRange<Int>?
        for (indexPath, size) in invalidation.preferredItemSizes where indexPath.section == 0 && indexPath.item < aspects.count {
            guard size.height > 0 else { continue }
            aspects[indexPath.item] = Self.sanitized(size.width / size.height, fallback: aspects[indexPath.item])
            changed = changed.map { Swift.min($0.lowerBound, indexPath.item)...Swift.max($0.upperBound, indexPath.item) }
                ?? indexPath.item...indexPath.item
        }
        guard let changed else { return }
        let layout = self
        rows.rebreak(changed: changed) { layout.row(from: $0) }
    }
}
