/// A day planner (docs/reference/LAYOUTS.md "planner"): a vertical timeline with one section per day. Each
/// day is a header (pinned to the top of the view while its day scrolls by, pushed away by the
/// next one), then `hourHeight` points per hour from `startHour` on, an hour line (a decoration of
/// kind `hourLine`) on every hour, and its events as items of varying length in `columns` side by
/// side, each placed from its start time and duration.
///
/// Event `i` of day `s` (minutes): duration `15 * (q + 1)` with `q = (3i + s) % 4`; start
/// `60 * (i / columns) + 15 * ((5i + 2s) % (4 - q))` after `startHour`, so it ends within its
/// hour; column `i % columns`. A day shows `endHour - startHour` hours, more when its events need
/// them (one hour per `columns` events). All geometry is in points, content coordinates.
///
/// `prepare` is O(s) for s sections; `attributes(at:)` O(1); `attributes(in:)` O(log s + k): a
/// binary search finds the first day that reaches the rect, arithmetic its hours and events.
package struct PlannerLayout: CollectionViewLayout {
    /// The decoration kind of the hour lines, at `[day, hour]` for hours `0...hours(day)`.
    package static let hourLineKind = "hourLine"
    /// The hour lines' thickness, points: they are centred on the hour.
    package static let hourLineThickness = 1.0
    /// The zIndex of the hour lines: under the events.
    package static let hourLineZIndex = -1

    /// Points per hour along y.
    package var hourHeight = 60.0
    /// The first hour a day shows (its top line), 0…23.
    package var startHour = 8
    /// The hour a day's timeline reaches at least (its last line), `startHour + 1`…24.
    package var endHour = 20
    /// The day header's height, points; 0: no headers.
    package var headerHeight = 32.0
    /// The gutter left of the events where the hour labels go, points.
    package var timeColumnWidth = 48.0
    /// Events side by side in an hour.
    package var columns = 2
    /// The gap between columns of events, points.
    package var columnSpacing = 4.0
    /// The gap after each day's last hour line, points.
    package var daySpacing = 16.0
    /// Keeps the header of the day at the top of the view in view until the next day's header
    /// pushes it away (UIKit's `sectionHeadersPinToVisibleBounds`).
    package var pinHeaders = true

    package private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    /// Where each day starts along y, then the end of the content: `s + 1` values.
    private var starts: [Double] = [0]

    package init() {}

    package var supportsSections: Bool { true }
    package var supplementaryElementKinds: [String] { [ElementKind.header] }
    package var decorationElementKinds: [String] { [Self.hourLineKind] }

    /// The hours a day with `events` events shows: `endHour - startHour` (at least 1), more when
    /// its rows of `columns` events need them.
    package func hours(events: Int) -> Int {
        let perHour = Swift.max(1, columns)
        return Swift.max(Swift.max(1, endHour - startHour), (events + perHour - 1) / perHour)
    }

    /// One day's height: its header, its hours and `daySpacing`.
    private func dayHeight(events: Int) -> Double {
        headerHeight + Double(hours(events: events)) * hourHeight + daySpacing
    }

    /// - Complexity: O(s).
    package mutating func prepare(_ context: LayoutContext) {
        self.context = context
        starts = [0]
        starts.reserveCapacity(context.numberOfSections + 1)
        for section in 0..<context.numberOfSections {
            starts.append(starts[section] + dayHeight(events: context.numberOfItems(inSection: section)))
        }
    }

    package var contentSize: Size { Size(width: context.boundsSize.width, height: starts.last ?? 0) }

    /// When event `item` of day `section` starts, minutes after `startHour`, and how long it
    /// lasts, minutes: a pattern of the index, so every run shows the same week.
    package func schedule(item: Int, section: Int) -> (start: Int, duration: Int) {
        let quarters = (3 * item + section) % 4
        let offset = (5 * item + 2 * section) % (4 - quarters)
        return (60 * (item / Swift.max(1, columns)) + 15 * offset, 15 * (quarters + 1))
    }

    /// The top of day `section`'s timeline (its `startHour` line), y.
    private func timelineTop(_ section: Int) -> Double { starts[section] + headerHeight }

    /// The width of one column of events, never negative.
    private var columnWidth: Double {
        let count = Swift.max(1, columns)
        return Swift.max(0, (context.boundsSize.width - timeColumnWidth - columnSpacing * Double(count - 1)) / Double(count))
    }

    private func contains(_ section: Int) -> Bool { section >= 0 && section < context.numberOfSections }

    package func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let section = indexPath.section, item = indexPath.item
        guard contains(section), item >= 0, item < context.numberOfItems(inSection: section) else { return nil }
        let (start, duration) = schedule(item: item, section: section)
        let width = columnWidth, column = item % Swift.max(1, columns)
        let x = timeColumnWidth + Double(column) * (width + columnSpacing)
        let y = timelineTop(section) + Double(start) / 60 * hourHeight
        let height = Double(duration) / 60 * hourHeight
        return LayoutAttributes(indexPath: indexPath, center: Point(x: x + width / 2, y: y + height / 2), size: Size(width: width, height: height))
    }

    /// The day's header at `[day, 0]`: at the top of its day, or pinned to the top of the view
    /// while that lies in the day, until the next day's start pushes it up.
    package func attributes(forSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let section = indexPath.section
        guard kind == ElementKind.header, headerHeight > 0, indexPath.item == 0, contains(section) else { return nil }
        var y = starts[section]
        if pinHeaders {
            y = PinnedHeader.origin(edge: context.contentOffset.y, start: starts[section], end: starts[section + 1], length: headerHeight)
        }
        let width = context.boundsSize.width
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: width / 2, y: y + headerHeight / 2), size: Size(width: width, height: headerHeight),
            zIndex: pinHeaders ? FlowLayout.pinnedHeaderZIndex : 0, category: .supplementary, elementKind: kind)
    }

    /// Hour line `[day, h]`: the bounds' width, centred on `startHour + h` of that day.
    package func attributes(forDecorationElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let section = indexPath.section, hour = indexPath.item
        guard kind == Self.hourLineKind, contains(section), hour >= 0,
            hour <= hours(events: context.numberOfItems(inSection: section))
        else { return nil }
        let width = context.boundsSize.width
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: width / 2, y: timelineTop(section) + Double(hour) * hourHeight),
            size: Size(width: width, height: Self.hourLineThickness), zIndex: Self.hourLineZIndex, category: .decoration,
            elementKind: kind)
    }

    /// Headers: one a day; hour lines: one an hour, both ends included.
    package func elementCount(ofKind kind: String, inSection section: Int) -> Int {
        guard contains(section) else { return 0 }
        return kind == Self.hourLineKind ? hours(events: context.numberOfItems(inSection: section)) + 1 : 1
    }

    /// Events in index-path order, then the headers and hour lines that meet `rect`.
    ///
    /// - Complexity: O(log s + k) for k results (and the days `rect` crosses).
    package func attributes(in rect: Rect) -> [LayoutAttributes] {
        guard rect.width > 0, rect.height > 0, hourHeight > 0 else { return [] }
        var cells: [LayoutAttributes] = [], others: [LayoutAttributes] = []
        var section = firstSection(endingAfter: rect.minY)
        while section < context.numberOfSections, starts[section] < rect.maxY {
            let top = timelineTop(section), count = context.numberOfItems(inSection: section), perHour = Swift.max(1, columns)
            // Every event lies within its hour row: the rows that meet the rect hold all that can.
            let firstRow = Swift.max(0, hourIndex(rect.minY - top))
            var item = firstRow * perHour
            while item < count, top + Double(item / perHour) * hourHeight < rect.maxY {
                if let cell = attributes(at: ItemIndexPath(item: item, section: section)), cell.frame.intersects(rect) { cells.append(cell) }
                item += 1
            }
            let lastHour = hours(events: count), half = Self.hourLineThickness / 2
            var hour = Swift.max(0, hourIndex(rect.minY - half - top))
            while hour <= lastHour, top + Double(hour) * hourHeight - half < rect.maxY {
                if let line = attributes(forDecorationElementOfKind: Self.hourLineKind, at: ItemIndexPath(item: hour, section: section)),
                    line.frame.intersects(rect)
                {
                    others.append(line)
                }
                hour += 1
            }
            if let header = attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: section)),
                header.frame.intersects(rect)
            {
                others.append(header)
            }
            section += 1
        }
        return cells + others
    }

    /// The hour row that `offset` points below a timeline's top falls in (may be negative), clamped
    /// so that huge rects cannot overflow `Int`.
    private func hourIndex(_ offset: Double) -> Int {
        let row = (offset / hourHeight).rounded(.down)
        return row.isFinite ? Int(Swift.max(-1, Swift.min(row, Double(Int32.max)))) : 0
    }

    /// The first day whose end lies below `y` (the starts never decrease).
    private func firstSection(endingAfter y: Double) -> Int {
        partitionPoint(in: 0..<context.numberOfSections) { starts[$0 + 1] <= y }
    }

    /// With pinned headers every scroll moves a header: ask to be invalidated, for the headers only.
    package func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.size != context.boundsSize || (pinHeaders && headerHeight > 0 && newBounds.origin != context.contentOffset)
    }

    /// A resize invalidates everything; a scroll the headers of the days in view before or after it.
    ///
    /// - Complexity: O(log s + days in view).
    package func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        guard newBounds.size == context.boundsSize else { return .everything }
        let first = firstSection(endingAfter: Swift.min(newBounds.minY, context.visibleRect.minY))
        let high = Swift.max(newBounds.maxY, context.visibleRect.maxY)
        var end = first
        while end < context.numberOfSections, starts[end] < high { end += 1 }
        return PinnedHeader.invalidation(ofSections: first..<Swift.max(first, end))
    }

    /// The headers read the offset when asked: taking the new context is all a scroll costs. O(1).
    package mutating func invalidateLayout(with invalidation: InvalidationContext, for context: LayoutContext) {
        guard !invalidation.invalidateEverything, context.differsOnlyInOffset(from: self.context) else { return prepare(context) }
        self.context = context
    }
}
