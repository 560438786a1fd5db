import CollectionLayout

/// An agenda: one section per day, each a header (the date) that pins to the top of the view while
/// its day scrolls by, then one full-width row per event on a tinted background panel (a
/// decoration). Section `s` starts where section `s - 1` ends; rows are `rowHeight` apart plus
/// `rowSpacing`; the background spans the rows inset by `panelInset`.
///
/// `prepare` is O(s) for s sections; `attributes(in:)` O(log s + k): a binary search finds the
/// first section that reaches the rect, arithmetic its rows.
public struct AgendaLayout: CollectionViewLayout {
    public var headerHeight = 36.0
    public var rowHeight = 44.0
    public var rowSpacing = 1.0
    /// The background panel's margin around a day's rows, points.
    public var panelInset = 6.0

    public private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    /// Where each section starts along y, then the end of the content.
    private var starts: [Double] = [0]

    public init() {}

    /// The panels' colours: weekends warmer than weekdays (translucent, so the backdrop shows).
    static let weekdayPanel = StyleColor(hex: 0x3A4A6B, alpha: 0.55), weekendPanel = StyleColor(hex: 0x6B4A3A, alpha: 0.55)

    public var supportsSections: Bool { true }
    public var supplementaryElementKinds: [String] { [ElementKind.header] }
    public var decorationElementKinds: [String] { [ElementKind.background] }

    public mutating func prepare(_ context: LayoutContext) {
        self.context = context
        starts = [0]
        for section in 0..<context.numberOfSections {
            starts.append(starts[section] + sectionHeight(items: context.numberOfItems(inSection: section)))
        }
    }

    /// A header, the rows with their spacing, and the panel's margin above and below them.
    func sectionHeight(items: Int) -> Double {
        headerHeight + 2 * panelInset + Double(items) * (rowHeight + rowSpacing)
    }

    public var contentSize: Size { Size(width: context.boundsSize.width, height: starts.last ?? 0) }

    public func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let section = indexPath.section
        guard section >= 0, section < context.numberOfSections,
            indexPath.item >= 0, indexPath.item < context.numberOfItems(inSection: section)
        else { return nil }
        let top = starts[section] + headerHeight + panelInset + Double(indexPath.item) * (rowHeight + rowSpacing)
        let width = Swift.max(0, context.boundsSize.width - 4 * panelInset)
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: context.boundsSize.width / 2, y: top + rowHeight / 2),
            size: Size(width: width, height: rowHeight))
    }

    /// The day's header: at the top of its section, or pinned to the top of the view while the
    /// view's top lies in the section, until the section's end pushes it up.
    public func attributes(forSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let section = indexPath.section
        guard kind == ElementKind.header, indexPath.item == 0, section >= 0, section < context.numberOfSections else { return nil }
        let y = PinnedHeader.origin(edge: context.contentOffset.y, start: starts[section], end: starts[section + 1], length: headerHeight)
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: context.boundsSize.width / 2, y: y + headerHeight / 2),
            size: Size(width: context.boundsSize.width, height: headerHeight), zIndex: 10,
            category: .supplementary, elementKind: kind, style: ElementStyle(title: Self.title(ofDay: section)))
    }

    /// The header's text for day `section`: "Monday, week 1", "Tuesday, week 1", …
    static func title(ofDay section: Int) -> String {
        let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        return "\(weekdays[section % 7]), week \(section / 7 + 1)"
    }

    /// The day's panel behind its rows, under the cells (zIndex -1).
    public func attributes(forDecorationElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let section = indexPath.section
        guard kind == ElementKind.background, indexPath.item == 0, section >= 0, section < context.numberOfSections else { return nil }
        let top = starts[section] + headerHeight, height = starts[section + 1] - top
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: context.boundsSize.width / 2, y: top + height / 2),
            size: Size(width: Swift.max(0, context.boundsSize.width - 2 * panelInset), height: height), zIndex: -1,
            category: .decoration, elementKind: kind,
            style: ElementStyle(color: section % 7 >= 5 ? Self.weekendPanel : Self.weekdayPanel, cornerRadius: 10))
    }

    /// Cells in index-path order, then the headers and panels that meet `rect`.
    ///
    /// - Complexity: O(log s + k).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        guard rect.width > 0, rect.height > 0 else { return [] }
        var cells: [LayoutAttributes] = [], others: [LayoutAttributes] = []
        var section = firstSection(endingAfter: rect.minY)
        while section < context.numberOfSections, starts[section] < rect.maxY {
            let rowsTop = starts[section] + headerHeight + panelInset, pitch = rowHeight + rowSpacing
            let count = context.numberOfItems(inSection: section)
            let first = Swift.max(0, Int(((rect.minY - rowsTop) / pitch).rounded(.down)))
            var item = first
            while item < count, rowsTop + Double(item) * pitch < rect.maxY {
                if let cell = attributes(at: ItemIndexPath(item: item, section: section)), cell.frame.intersects(rect) {
                    cells.append(cell)
                }
                item += 1
            }
            let path = ItemIndexPath(item: 0, section: section)
            for element in [
                attributes(forSupplementaryElementOfKind: ElementKind.header, at: path),
                attributes(forDecorationElementOfKind: ElementKind.background, at: path),
            ] {
                if let element, element.frame.intersects(rect) { others.append(element) }
            }
            section += 1
        }
        return cells + others
    }

    /// The first section whose end lies below `y` (the starts never decrease).
    private func firstSection(endingAfter y: Double) -> Int {
        var low = 0, high = context.numberOfSections
        while low < high {
            let middle = (low + high) / 2
            if starts[middle + 1] <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Every scroll moves the pinned header: ask to be invalidated, but only for the headers.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        newBounds != context.visibleRect
    }

    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        guard newBounds.size == context.boundsSize else { return .everything }
        let first = firstSection(endingAfter: newBounds.minY)
        var end = first
        while end < context.numberOfSections, starts[end] < newBounds.maxY { end += 1 }
        return PinnedHeader.invalidation(ofSections: first..<end)
    }

    /// The headers read the offset when asked: taking the new context is all a scroll costs.
    public mutating func invalidateLayout(with invalidation: InvalidationContext, for context: LayoutContext) {
        guard !invalidation.invalidateEverything, context.differsOnlyInOffset(from: self.context) else { return prepare(context) }
        self.context = context
    }
}

extension LayoutDescriptor {
    public static let agenda = LayoutDescriptor(
        name: "agenda",
        summary: "one section per day: pinned date headers, event rows on a tinted panel (a decoration)",
        origin: "Orbit's examples (Examples/Sources/ExampleLayouts/AgendaLayout.swift)",
        parameters: [
            .number("headerHeight", \.headerHeight, .nonNegative),
            .number("rowHeight", \.rowHeight, .positive),
            .number("rowSpacing", \.rowSpacing, .nonNegative),
            .number("panelInset", \.panelInset, .nonNegative),
        ],
        make: { AgendaLayout() })
}
