/// A section laid out as flow, justified and tags lay them out: along the scroll axis its header,
/// its inset items, its footer; the next section starts at its end.
protocol StackedSection {
    /// Where the section (its header) starts along the scroll axis, content coordinates.
    var start: Double { get }
    /// Where its footer starts: after its items and their trailing inset.
    var footerStart: Double { get }
    /// Where the next section starts.
    var end: Double { get }
}

/// The headers and footers of stacked sections (`StackedSection`): one header and one footer per
/// section at `[section, 0]`, spanning the bounds across the scroll axis, the header pinned to the
/// visible rect when `pinHeaders` is on (UIKit's `sectionHeadersPinToVisibleBounds`, `PinnedHeader`);
/// which sections a stretch of the scroll axis meets; what a scroll invalidates.
struct SectionHeaders: Sendable {
    /// The extent of each header along the scroll axis, points; 0: no headers.
    var headerHeight: Double
    /// The extent of each footer along the scroll axis, points; 0: no footers.
    var footerHeight: Double
    var pinHeaders: Bool
    var direction: Axis

    /// Where `section`'s header starts along the scroll axis: at the section's start, or pinned to
    /// the visible rect's leading edge (`contentOffset`) while that lies inside the section, until
    /// the footer's start leaves no room for it. O(1).
    func headerOrigin(_ section: some StackedSection, contentOffset: Point) -> Double {
        guard pinHeaders else { return section.start }
        return PinnedHeader.origin(edge: contentOffset[direction], start: section.start, end: section.footerStart, length: headerHeight)
    }

    /// The header or footer (`kind`) at `indexPath` (`[section, 0]`), nil for another kind, item,
    /// section, or one of no extent. O(1).
    func attributes<S: StackedSection>(
        ofKind kind: String, at indexPath: ItemIndexPath, in sections: [S], context: LayoutContext
    ) -> LayoutAttributes? {
        guard indexPath.item == 0, indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let section = sections[indexPath.section]
        let along: Double, extent: Double
        var zIndex = 0
        switch kind {
        case ElementKind.header where headerHeight > 0:
            (along, extent) = (headerOrigin(section, contentOffset: context.contentOffset), headerHeight)
            if pinHeaders { zIndex = PinnedHeader.zIndex }
        case ElementKind.footer where footerHeight > 0:
            (along, extent) = (section.footerStart, footerHeight)
        default:
            return nil
        }
        let size = Size(along: direction, extent, across: context.boundsSize[direction.crossed])
        let origin = Point(along: direction, along, across: 0)
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2), size: size,
            zIndex: zIndex, category: .supplementary, elementKind: kind)
    }

    /// Section `section`'s header and footer that meet `rect`. O(1).
    func elements<S: StackedSection>(in rect: Rect, section: Int, of sections: [S], context: LayoutContext) -> [LayoutAttributes] {
        [ElementKind.header, ElementKind.footer].compactMap { kind in
            attributes(ofKind: kind, at: ItemIndexPath(item: 0, section: section), in: sections, context: context)
                .flatMap { $0.frame.intersects(rect) ? $0 : nil }
        }
    }

    /// The first section whose end is at or after `position` along the scroll axis (binary search:
    /// the ends never decrease); `sections.count` when none. O(log s).
    static func firstSection<S: StackedSection>(endingAtOrAfter position: Double, in sections: [S]) -> Int {
        partitionPoint(in: 0..<sections.count) { sections[$0].end < position }
    }

    /// The sections that meet `low ... high` along the scroll axis. O(log s + sections met).
    static func sections<S: StackedSection>(overlapping low: Double, _ high: Double, in sections: [S]) -> Range<Int> {
        let first = firstSection(endingAtOrAfter: low, in: sections)
        var end = first
        while end < sections.count, sections[end].start <= high { end += 1 }
        return first..<end
    }

    /// With pinned headers every scroll moves a header: a resize, or a scroll when headers pin.
    func shouldInvalidate(forBoundsChange newBounds: Rect, context: LayoutContext) -> Bool {
        newBounds.size != context.boundsSize || (pinHeaders && headerHeight > 0 && newBounds.origin != context.contentOffset)
    }

    /// A resize invalidates everything; a scroll only the headers of the sections in view before
    /// or after it. O(log s + sections in view).
    func invalidationContext<S: StackedSection>(forBoundsChange newBounds: Rect, sections: [S], context: LayoutContext) -> InvalidationContext {
        guard newBounds.size == context.boundsSize else { return .everything }
        let first = Self.firstSection(endingAtOrAfter: Swift.min(newBounds.min(direction), context.visibleRect.min(direction)), in: sections)
        let high = Swift.max(newBounds.max(direction), context.visibleRect.max(direction))
        var end = first
        while end < sections.count, sections[end].start <= high { end += 1 }
        return PinnedHeader.invalidation(ofSections: first..<Swift.max(first, end))
    }
}
