/// A tag cloud (docs/LAYOUTS.md "tags"): chips as wide as their captions, left-aligned in lines
/// that wrap at the right inset; a line is as tall as its tallest chip.
///
/// Chip sizes come from the items' content (self-sizing at their natural size, no wider than the
/// line), `estimatedItemSize` until they arrive. `prepare` is O(n) and keeps 16 bytes per item
/// and 24 per line; `attributes(at:)` is O(log lines + chips in a line), `attributes(in:)`
/// O(log lines + k); a preferred size rewraps the lines from its own until they fall in step
/// with the old ones, then moves the lines after.
public struct TagsLayout: CollectionViewLayout {
    /// The size of a chip whose content has not given its size yet, points.
    public var estimatedItemSize = Size(width: 80, height: 30)
    /// Gap between chips of a line, points.
    public var interitemSpacing = 8.0
    /// Gap between lines, points.
    public var lineSpacing = 8.0
    public var sectionInset = EdgeInsets(all: 10)

    public private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    private var sizes: [Size] = []
    private var lines = RowBreaks()
    /// The width lines wrap at (bounds less the insets), at least 1.
    private var usableWidth = 1.0

    public init() {}

    /// - Complexity: O(n).
    public mutating func prepare(_ context: LayoutContext) {
        self.context = context
        usableWidth = Swift.max(1, context.boundsSize.width - sectionInset.left - sectionInset.right)
        sizes = Array(repeating: chip(estimatedItemSize), count: context.itemCount)
        let layout = self
        lines = RowBreaks(itemCount: sizes.count, start: sectionInset.top, spacing: lineSpacing) { layout.line(from: $0) }
    }

    /// A chip size as laid out: finite, non-negative, no wider than a line.
    private func chip(_ size: Size) -> Size {
        Size(
            width: size.width.isFinite ? Swift.min(Swift.max(0, size.width), usableWidth) : 0,
            height: size.height.isFinite ? Swift.max(0, size.height) : 0)
    }

    /// The line starting at `first`: chips while they fit in the width with the spacing between
    /// them (always at least one); as tall as its tallest chip.
    func line(from first: Int) -> (count: Int, height: Double) {
        var width = 0.0, height = 0.0, count = 0
        while first + count < sizes.count {
            let size = sizes[first + count]
            let needed = count == 0 ? size.width : width + interitemSpacing + size.width
            if count > 0, needed > usableWidth { break }
            width = needed
            height = Swift.max(height, size.height)
            count += 1
        }
        return (count, height)
    }

    public var contentSize: Size {
        Size(width: context.boundsSize.width, height: (sizes.isEmpty ? sectionInset.top : lines.end) + sectionInset.bottom)
    }

    public func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let item = indexPath.item
        guard indexPath.section == 0, item >= 0, item < sizes.count else { return nil }
        let line = lines.row(containing: item)
        var x = sectionInset.left
        for member in lines.items(ofRow: line).lowerBound..<item { x += sizes[member].width + interitemSpacing }
        let size = sizes[item]
        // Chips share the line's top edge.
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: x + size.width / 2, y: lines.origins[line] + size.height / 2), size: size)
    }

    /// - Complexity: O(log lines + k).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for line in lines.rows(overlapping: rect.minY, rect.maxY) {
            for item in lines.items(ofRow: line) {
                if let cell = attributes(at: ItemIndexPath(item: item)), cell.frame.intersects(rect) { result.append(cell) }
            }
        }
        return result
    }

    // MARK: - Self-sizing

    /// Chips take their natural size, wrapped only when wider than a line.
    public func preferredSizeFitting(forItemAt indexPath: ItemIndexPath) -> SizeFitting? {
        .natural(maximumWidth: usableWidth)
    }

    /// Takes the new chip sizes and rewraps the lines from the first changed chip.
    public mutating func invalidateLayout(with invalidation: InvalidationContext, for context: LayoutContext) {
        guard !invalidation.invalidateEverything, context.differsOnlyInOffset(from: self.context) else { return prepare(context) }
        self.context = context
        var changed: ClosedRange<Int>?
        for (indexPath, size) in invalidation.preferredItemSizes where indexPath.section == 0 && indexPath.item < sizes.count {
            sizes[indexPath.item] = chip(size)
            changed = changed.map { Swift.min($0.lowerBound, indexPath.item)...Swift.max($0.upperBound, indexPath.item) }
                ?? indexPath.item...indexPath.item
        }
        guard let changed else { return }
        let layout = self
        lines.rebreak(changed: changed) { layout.line(from: $0) }
    }
}
