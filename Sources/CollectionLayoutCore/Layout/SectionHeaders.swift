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
/// visible rect when `pinHeaders` is on (UIKit's `sectionHeadersPinToVisibleBounds`, `PinnedHeader`),
/// the footer to its trailing edge when `pinFooters` is (`sectionFootersPinToVisibleBounds`);
/// which sections a stretch of the scroll axis meets; what a scroll invalidates.
struct SectionHeaders: Sendable {
    /// The extent of each header along the scroll axis, points; 0: no headers.
    var headerHeight: Double
    /// The extent of each footer along the scroll axis, points; 0: no footers.
    var footerHeight: Double
    var pinHeaders: Bool
    var direction: Axis
    /// Per-section header extents, points: section `s` uses entry `s` when there is one,
    /// `headerHeight` otherwise (UIKit's `referenceSizeForHeaderInSection`); 0: that section has none.
    var headerHeights: [Double] = []
    /// Per-section footer extents, points, as `headerHeights` for footers.
    var footerHeights: [Double] = []
    /// Keeps the footer of a section in view at the trailing edge of the visible rect until the
    /// section's start (after its header) comes up to it (UIKit's `sectionFootersPinToVisibleBounds`).
    var pinFooters = false

    /// Section `section`'s header extent along the scroll axis, points. O(1).
    func headerLength(ofSection section: Int) -> Double {
        section >= 0 && section < headerHeights.count ? headerHeights[section] : headerHeight
    }

    /// Section `section`'s footer extent along the scroll axis, points. O(1).
    func footerLength(ofSection section: Int) -> Double {
        section >= 0 && section < footerHeights.count ? footerHeights[section] : footerHeight
    }

    /// Whether some section may have a header (a conservative answer when per-section extents are set).
    private var mayHaveHeaders: Bool { headerHeight > 0 || !headerHeights.isEmpty }

    /// Whether some section may have a footer (a conservative answer when per-section extents are set).
    private var mayHaveFooters: Bool { footerHeight > 0 || !footerHeights.isEmpty }

    /// Where `section`'s header starts along the scroll axis: at the section's start, or pinned to
    /// the visible rect's leading edge (`contentOffset`) while that lies inside the section, until
    /// the footer's start leaves no room for it. O(1).
    func headerOrigin(_ section: some StackedSection, length: Double, contentOffset: Point) -> Double {
        guard pinHeaders else { return section.start }
        return PinnedHeader.origin(edge: contentOffset[direction], start: section.start, end: section.footerStart, length: length)
    }

    /// Where a footer of `length` starts along the scroll axis: at `section`'s footer start, or
    /// with `pinFooters` pinned to the visible rect's trailing edge (`contentOffset` plus the
    /// bounds' extent) while that lies inside the section, never before the end of its header
    /// (`headerLength`). O(1).
    func footerOrigin(
        _ section: some StackedSection, length: Double, headerLength: Double, context: LayoutContext
    ) -> Double {
        guard pinFooters else { return section.footerStart }
        let edge = context.contentOffset[direction] + context.boundsSize[direction]
        return PinnedHeader.footerOrigin(
            edge: edge, start: section.start + headerLength, end: section.footerStart, length: length)
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
        case ElementKind.header where headerLength(ofSection: indexPath.section) > 0:
            let length = headerLength(ofSection: indexPath.section)
            (along, extent) = (headerOrigin(section, length: length, contentOffset: context.contentOffset), length)
            if pinHeaders { zIndex = PinnedHeader.zIndex }
        case ElementKind.footer where footerLength(ofSection: indexPath.section) > 0:
            let length = footerLength(ofSection: indexPath.section)
            let origin = footerOrigin(
                section, length: length, headerLength: headerLength(ofSection: indexPath.section), context: context)
            (along, extent) = (origin, length)
            if pinFooters { zIndex = PinnedHeader.zIndex }
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

    /// With pinned headers (footers) every scroll moves a header (footer): a resize, or a scroll
    /// when headers or footers pin.
    func shouldInvalidate(forBoundsChange newBounds: Rect, context: LayoutContext) -> Bool {
        newBounds.size != context.boundsSize
            || ((pinHeaders && mayHaveHeaders) || (pinFooters && mayHaveFooters)) && newBounds.origin != context.contentOffset
    }

    /// A resize invalidates everything; a scroll only the headers of the sections in view before
    /// or after it. O(log s + sections in view).
    func invalidationContext<S: StackedSection>(forBoundsChange newBounds: Rect, sections: [S], context: LayoutContext) -> InvalidationContext {
        guard newBounds.size == context.boundsSize else { return .everything }
        let first = Self.firstSection(endingAtOrAfter: Swift.min(newBounds.min(direction), context.visibleRect.min(direction)), in: sections)
        let high = Swift.max(newBounds.max(direction), context.visibleRect.max(direction))
        var end = first
        while end < sections.count, sections[end].start <= high { end += 1 }
        let inView = first..<Swift.max(first, end)
        var invalidation = PinnedHeader.invalidation(ofSections: inView)
        if pinFooters {
            invalidation.invalidatedSupplementaryIndexPaths[ElementKind.footer] = inView.map { ItemIndexPath(item: 0, section: $0) }
        }
        return invalidation
    }
}
