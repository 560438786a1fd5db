/// The sections of a layout that breaks its items into rows across the width (justified, tags),
/// scrolling vertically: each section in turn its header, its rows inside its inset, its footer
/// (`SectionHeaders`, as flow's sections); one value per item (an aspect ratio, a chip's size),
/// an estimate until self-sizing replaces it.
///
/// Building costs O(n + s) for n items and s sections; a row's place O(log n + items in it); new
/// values rebreak only their sections' rows from the first changed one until they fall in step
/// (`RowBreaks.rebreak`) and move the sections after in O(s).
struct RowSections<Value: Sendable>: Sendable {
    /// The number of items and the height of the row of `values` that starts at item `first`,
    /// in a section whose rows are `usableWidth` wide.
    typealias NextRow = (_ values: [Value], _ usableWidth: Double, _ first: Int) -> (count: Int, height: Double)

    struct Section: StackedSection, Sendable {
        var values: [Value]
        var rows: RowBreaks
        var inset: EdgeInsets
        /// The width rows fill or wrap at (bounds less the insets' sides), at least 1.
        var usableWidth: Double
        var start = 0.0
        var footerStart = 0.0
        var end = 0.0
    }

    /// A row as placed: its section, its items, where it starts and how tall it is, and whether it
    /// is its section's last.
    struct PlacedRow {
        var section: Int
        var items: Range<Int>
        var origin: Double
        var height: Double
        var isLast: Bool
    }

    private(set) var sections: [Section] = []
    private(set) var headers = SectionHeaders(headerHeight: 0, footerHeight: 0, pinHeaders: false, direction: .vertical)
    /// The gap between rows, points.
    private(set) var rowSpacing = 0.0

    init() {}

    /// Every section of `context`, its items at `estimate(usableWidth)`, broken into rows.
    /// `inset(section)` is the section's inset. O(n + s).
    init(
        context: LayoutContext, headers: SectionHeaders, rowSpacing: Double, inset: (Int) -> EdgeInsets,
        estimate: (_ usableWidth: Double) -> Value, nextRow: NextRow
    ) {
        self.headers = headers
        self.rowSpacing = rowSpacing
        sections.reserveCapacity(context.numberOfSections)
        var start = 0.0
        for index in 0..<context.numberOfSections {
            let inset = inset(index)
            let usableWidth = Swift.max(1, context.boundsSize.width - inset.left - inset.right)
            let values = Array(repeating: estimate(usableWidth), count: context.numberOfItems(inSection: index))
            let rows = RowBreaks(itemCount: values.count, start: 0, spacing: rowSpacing) { nextRow(values, usableWidth, $0) }
            var section = Section(values: values, rows: rows, inset: inset, usableWidth: usableWidth)
            place(&section, at: start)
            sections.append(section)
            start = section.end
        }
    }

    /// Puts `section` at `start`: its header, its rows after the inset's top, its footer after the
    /// inset's bottom. O(1).
    private func place(_ section: inout Section, at start: Double) {
        section.start = start
        section.rows.start = start + headers.headerHeight + section.inset.top
        section.footerStart = section.rows.end + section.inset.bottom
        section.end = section.footerStart + headers.footerHeight
    }

    /// The end of the last section (0 without sections).
    var end: Double { sections.last?.end ?? 0 }

    /// Item `indexPath`'s value, nil out of range.
    func value(at indexPath: ItemIndexPath) -> Value? {
        guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].values.count
        else { return nil }
        return sections[indexPath.section].values[indexPath.item]
    }

    /// The row holding `indexPath`, nil out of range. O(log n + items in the row).
    func row(of indexPath: ItemIndexPath) -> PlacedRow? {
        guard value(at: indexPath) != nil else { return nil }
        let rows = sections[indexPath.section].rows
        return placed(rows.items(ofRowStartingAt: rows.rowStart(containing: indexPath.item)), section: indexPath.section)
    }

    private func placed(_ items: Range<Int>, section: Int) -> PlacedRow {
        let rows = sections[section].rows
        return PlacedRow(
            section: section, items: items, origin: rows.origin(ofRowStartingAt: items.lowerBound),
            height: rows.height(ofRowStartingAt: items.lowerBound), isLast: items.upperBound == rows.itemCount)
    }

    /// The rows that can meet `low ..< high` vertically, in order, and the sections they are in
    /// (also those met without rows, for their headers and footers).
    ///
    /// - Complexity: O(log s + sections met + log n a row + items in them).
    func rows(overlapping low: Double, _ high: Double) -> (rows: [PlacedRow], sections: Range<Int>) {
        let met = SectionHeaders.sections(overlapping: low, high, in: sections)
        var result: [PlacedRow] = []
        for index in met {
            for items in sections[index].rows.rows(overlapping: low, high) { result.append(placed(items, section: index)) }
        }
        return (result, met)
    }

    /// Sets item values (`changes`, in index-path order; out of range ignored), breaks the rows of
    /// their sections again from the first changed item until they fall in step, and moves the
    /// sections after. O(items rebroken + rows rebroken · log² n + s).
    mutating func take(_ changes: [(indexPath: ItemIndexPath, value: Value)], nextRow: NextRow) {
        var changed: [Int: ClosedRange<Int>] = [:]
        for (indexPath, value) in changes where self.value(at: indexPath) != nil {
            sections[indexPath.section].values[indexPath.item] = value
            let item = indexPath.item
            changed[indexPath.section] = changed[indexPath.section].map { Swift.min($0.lowerBound, item)...Swift.max($0.upperBound, item) }
                ?? item...item
        }
        guard let first = changed.keys.min() else { return }
        for (index, range) in changed {
            let values = sections[index].values, usableWidth = sections[index].usableWidth
            sections[index].rows.rebreak(changed: range) { nextRow(values, usableWidth, $0) }
        }
        // Restack from the first changed section, each where the one before ends.
        var start = sections[first].start
        for index in first..<sections.count {
            place(&sections[index], at: start)
            start = sections[index].end
        }
    }
    // MARK: - What the layouts answer with

    /// The element at `indexPath` of the row that holds it, made by `elements` (a row's elements,
    /// left to right). O(log n + items in its row).
    func attributes(at indexPath: ItemIndexPath, elements: (PlacedRow) -> [LayoutAttributes]) -> LayoutAttributes? {
        guard let row = row(of: indexPath) else { return nil }
        return elements(row)[indexPath.item - row.items.lowerBound]
    }

    /// The items (made by `elements` a row), then the headers and footers, that meet `rect`.
    /// O(log s + log n a row + k).
    func attributes(in rect: Rect, context: LayoutContext, elements: (PlacedRow) -> [LayoutAttributes]) -> [LayoutAttributes] {
        let (rows, met) = rows(overlapping: rect.minY, rect.maxY)
        var result = rows.flatMap { elements($0).filter { $0.frame.intersects(rect) } }
        for section in met { result += headers.elements(in: rect, section: section, of: sections, context: context) }
        return result
    }

    /// Headers and footers at `[section, 0]`; a pinned header where the visible rect has it.
    func supplementary(ofKind kind: String, at indexPath: ItemIndexPath, context: LayoutContext) -> LayoutAttributes? {
        headers.attributes(ofKind: kind, at: indexPath, in: sections, context: context)
    }

    /// Whether a bounds change moves a header (a resize, or a scroll with pinned headers).
    func shouldInvalidate(forBoundsChange newBounds: Rect, context: LayoutContext) -> Bool {
        headers.shouldInvalidate(forBoundsChange: newBounds, context: context)
    }

    /// A resize invalidates everything; a scroll only the headers of the sections in view.
    func invalidationContext(forBoundsChange newBounds: Rect, context: LayoutContext) -> InvalidationContext {
        headers.invalidationContext(forBoundsChange: newBounds, sections: sections, context: context)
    }
}
