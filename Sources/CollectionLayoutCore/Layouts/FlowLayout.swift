/// UICollectionViewFlowLayout's grid (docs/reference/LAYOUTS.md "flow"): lines of equal items, justified across
/// the scroll axis, a section inset around them; with several sections, each section in turn:
/// its header, its inset items, its footer. Headers may pin to the visible rect
/// (`sectionHeadersPinToVisibleBounds`), the end of their section pushing them away; footers
/// likewise (`pinFooters`, `sectionFootersPinToVisibleBounds`).
///
/// With `itemSizes` (UIKit's `sizeForItemAt`) items have their own sizes and lines follow UIKit's
/// rules for that case (`VariedLines`): lines break where the next item no longer fits, are
/// justified across except the section's last (leading, at the minimum spacing), a lone item on
/// a line that is not the last is centred, each line is as long as its longest item and its
/// items are centred along the scroll axis. Spacings, insets, headers and footers may be set per
/// section (`sectionInsets`, `sectionLineSpacings`, `sectionInteritemSpacings`,
/// `sectionHeaderHeights`, `sectionFooterHeights`: entry `s` for section `s` when there is one,
/// the scalar otherwise).
///
/// Vertical scrolling fills rows left to right; horizontal fills columns top to bottom.
/// `prepare` costs O(s) for s sections (O(1) for one), O(n + s) for n items with `itemSizes`;
/// `attributes(at:)` O(1), O(log n) with `itemSizes`; `attributes(in:)` O(log s + k) for k
/// results (and the sections it crosses), O(log s + log n + k) with `itemSizes` (k counting the
/// items of the lines it meets).
package struct FlowLayout: CollectionViewLayout {
    /// Every item's size when `itemSizes` is empty (UIKit's `itemSize`), and the size of the items
    /// `itemSizes` leaves out, points.
    package var itemSize = Size(width: 60, height: 60)
    /// Per-item sizes (UIKit's `collectionView(_:layout:sizeForItemAt:)`), points: item `i` of
    /// section `s` is `itemSizes[s][i]`, `itemSize` for a section without an entry or an item
    /// past its entry's end. Non-empty, it switches every section to UIKit's layout for sizes a
    /// delegate gives (`VariedLines`: the last line of a section leading instead of on the grid),
    /// as UIKit does when its delegate implements `sizeForItemAt`, even if the sizes are equal;
    /// empty (the default), the equal-item grid. Ignored while self-sizing (`estimatedItemSize`).
    ///
    /// - Complexity: non-empty, `prepare` costs O(n) for n items and stores three values per
    ///   line and one per item.
    package var itemSizes: [[Size]] = []
    /// Minimum gap between items of one line, points.
    package var minimumInteritemSpacing = 10.0
    /// Per-section minimum gaps between items of a line (UIKit's
    /// `minimumInteritemSpacingForSectionAt`), points: section `s` uses entry `s` when there is
    /// one, `minimumInteritemSpacing` otherwise.
    package var sectionInteritemSpacings: [Double] = []
    /// Gap between lines, points.
    package var minimumLineSpacing = 10.0
    /// Per-section gaps between lines (UIKit's `minimumLineSpacingForSectionAt`), points:
    /// section `s` uses entry `s` when there is one, `minimumLineSpacing` otherwise.
    package var sectionLineSpacings: [Double] = []
    /// The inset of every section's items (UIKit's `sectionInset`), points.
    package var sectionInset = EdgeInsets(top: 74, left: 0, bottom: 0, right: 0)
    /// Per-section insets (UIKit's `insetForSectionAt`): section `s` uses `sectionInsets[s]` when
    /// there is one, `sectionInset` otherwise.
    package var sectionInsets: [EdgeInsets] = []
    /// The extent of each section's header along the scroll axis (a height when scrolling
    /// vertically), points; 0: no headers. Headers span the bounds across the scroll axis.
    package var headerHeight = 0.0
    /// The extent of each section's footer along the scroll axis, points; 0: no footers.
    package var footerHeight = 0.0
    /// Per-section header extents along the scroll axis (UIKit's
    /// `referenceSizeForHeaderInSection`, its height when scrolling vertically, its width when
    /// horizontally), points: section `s` uses entry `s` when there is one, `headerHeight`
    /// otherwise; 0: that section has no header element (UIKit omits zero-size headers).
    package var sectionHeaderHeights: [Double] = []
    /// Per-section footer extents along the scroll axis (UIKit's
    /// `referenceSizeForFooterInSection`), points, as `sectionHeaderHeights` for footers.
    package var sectionFooterHeights: [Double] = []
    /// Keeps the header of the section at the top of the visible rect in view (UIKit's
    /// `sectionHeadersPinToVisibleBounds`) until its section's footer, or the next header,
    /// pushes it away.
    package var pinHeaders = false
    /// Keeps the footer of a section in view at the trailing edge of the visible rect (its
    /// bottom when scrolling vertically) until the section's items, after its header, come up to
    /// it (UIKit's `sectionFootersPinToVisibleBounds`); above the cells (`pinnedHeaderZIndex`).
    package var pinFooters = false
    /// What the section insets are measured from (UIKit's `sectionInsetReference`). Orbit's view
    /// has no content inset or safe area, so `fromContentInset` and `fromSafeArea` are the bounds'
    /// edges; `fromLayoutMargins` adds `layoutMargins` to every section's inset.
    package var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// The view's layout margins, points, for `sectionInsetReference == .fromLayoutMargins`;
    /// zero by default, as Orbit's UIKit views have them.
    package var layoutMargins = EdgeInsets.zero
    /// The scroll direction.
    package var direction: Axis = .vertical
    /// Self-sizing cells (UIKit's `estimatedItemSize`): when set, lines hold as many items as fit
    /// at its extent across the scroll axis, each item fills its slot across and is as long along
    /// the scroll axis as its content prefers (a caption wrapped to the column), this estimate
    /// until its preferred size arrives; a line is as long as its longest item and its items are
    /// centred in it along the scroll axis, as UIKit centres them. Nil (the default): every item
    /// is `itemSize`.
    package var estimatedItemSize: Size?

    package private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    private var sections: [Section] = []

    package init() {}

    /// The zIndex of headers while `pinHeaders` is on (UIKit's 1024): above the cells they pass over.
    package static let pinnedHeaderZIndex = PinnedHeader.zIndex

    /// What `prepare` derives for one section: where its header, lines and footer lie along the
    /// scroll axis (content coordinates) and its slots across it.
    struct Section: StackedSection, Sendable {
        var itemCount: Int
        var start: Double
        var itemsPerLine = 1
        var lines: UniformRun
        var slots: UniformRun
        /// Where the footer starts: after the lines and the trailing inset.
        var footerStart: Double
        var end: Double
        /// The lines of a self-sizing section (`estimatedItemSize`), used instead of `lines`.
        var sized: SizedLines?
        /// The lines of a section of items with their own sizes (`itemSizes`), used instead of
        /// `lines` and `slots`.
        var varied: VariedLines?
    }

    /// Section `section`'s inset. O(1).
    func inset(ofSection section: Int) -> EdgeInsets {
        let inset = section < sectionInsets.count ? sectionInsets[section] : sectionInset
        guard sectionInsetReference == .fromLayoutMargins else { return inset }
        return EdgeInsets(
            top: inset.top + layoutMargins.top, left: inset.left + layoutMargins.left, bottom: inset.bottom + layoutMargins.bottom,
            right: inset.right + layoutMargins.right)
    }

    /// What the section insets are measured from, UIKit's `UICollectionViewFlowLayout.SectionInsetReference`.
    package enum SectionInsetReference: String, Sendable, CaseIterable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// Section `section`'s gap between lines, points. O(1).
    func lineSpacing(ofSection section: Int) -> Double {
        section < sectionLineSpacings.count ? sectionLineSpacings[section] : minimumLineSpacing
    }

    /// Section `section`'s minimum gap between the items of a line, points. O(1).
    func interitemSpacing(ofSection section: Int) -> Double {
        section < sectionInteritemSpacings.count ? sectionInteritemSpacings[section] : minimumInteritemSpacing
    }

    /// The estimate when self-sizing is on (a finite, positive `estimatedItemSize`).
    var selfSizingEstimate: Size? {
        guard let estimatedItemSize, estimatedItemSize.isFinite, estimatedItemSize.width > 0, estimatedItemSize.height > 0
        else { return nil }
        return estimatedItemSize
    }

    package mutating func prepare(_ context: LayoutContext) {
        self.context = context
        let along = direction, across = direction.crossed
        let estimate = selfSizingEstimate
        let itemAcross = (estimate ?? itemSize)[across], itemAlong = (estimate ?? itemSize)[along]
        var start = 0.0
        sections = []
        sections.reserveCapacity(context.numberOfSections)
        let headers = self.headers
        let varies = estimate == nil && !itemSizes.isEmpty
        var cached: (inset: EdgeInsets, spacing: Double, perLine: Int, slots: UniformRun)?
        for section in 0..<context.numberOfSections {
            let inset = self.inset(ofSection: section)
            let spacing = self.interitemSpacing(ofSection: section), lineSpacing = self.lineSpacing(ofSection: section)
            let across: (perLine: Int, slots: UniformRun)
            if let cached, cached.inset == inset, cached.spacing == spacing {
                across = (cached.perLine, cached.slots)
            } else {
                across = Self.slots(inset: inset, usable: context.boundsSize[direction.crossed], itemAcross: itemAcross,
                                    spacing: spacing, axis: direction.crossed)
                cached = (inset, spacing, across.perLine, across.slots)
            }
            let count = context.numberOfItems(inSection: section)
            let lineCount = count == 0 ? 0 : (count - 1) / across.perLine + 1
            let linesStart = start + headers.headerLength(ofSection: section) + inset.leading(along)
            let lines = UniformRun(start: linesStart, pitch: itemAlong + lineSpacing, extent: itemAlong, count: lineCount)
            var footerStart = linesStart + inset.trailing(along)
            var sized: SizedLines?
            var varied: VariedLines?
            if estimate != nil {
                sized = SizedLines(
                    start: linesStart, spacing: lineSpacing, itemsPerLine: across.perLine, itemCount: count, estimate: itemAlong)
                footerStart += sized?.length ?? 0
            } else if varies {
                let crossed = direction.crossed
                let lines = VariedLines(
                    start: linesStart, sizes: section < itemSizes.count ? itemSizes[section] : [], fallback: itemSize,
                    itemCount: count, leading: inset.leading(crossed),
                    usable: context.boundsSize[crossed] - inset.leading(crossed) - inset.trailing(crossed),
                    spacing: spacing, lineSpacing: lineSpacing, direction: direction)
                footerStart += lines.length
                varied = lines
            } else if lineCount > 0 {
                footerStart += Double(lineCount) * itemAlong + Double(lineCount - 1) * lineSpacing
            }
            let end = footerStart + headers.footerLength(ofSection: section)
            sections.append(Section(
                itemCount: count, start: start, itemsPerLine: across.perLine, lines: lines, slots: across.slots,
                footerStart: footerStart, end: end, sized: sized, varied: varied))
            start = end
        }
    }

    /// Items per line and their slots across the scroll axis for a section with `inset`.
    private static func slots(
        inset: EdgeInsets, usable bounds: Double, itemAcross: Double, spacing: Double, axis across: Axis
    ) -> (perLine: Int, slots: UniformRun) {
        let usable = bounds - inset.leading(across) - inset.trailing(across)
        let fitting = ((usable + spacing) / (itemAcross + spacing)).rounded(.down)
        let perLine = fitting.isFinite ? Swift.max(1, Int(clampingTruncating: fitting)) : 1
        if perLine > 1 {
            let gap = (usable - Double(perLine) * itemAcross) / Double(perLine - 1)
            return (perLine, UniformRun(start: inset.leading(across), pitch: itemAcross + gap, extent: itemAcross, count: perLine))
        }
        return (1, UniformRun(start: inset.leading(across) + (usable - itemAcross) / 2, pitch: 0, extent: itemAcross, count: 1))
    }

    package var contentSize: Size {
        Size(along: direction, sections.last?.end ?? 0, across: context.boundsSize[direction.crossed])
    }

    package func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let section = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
        return cell(at: indexPath, in: section)
    }

    /// The cell at `indexPath` (in range) of `section`, its section. The rect query calls it with
    /// the section it already holds: taking the section from the array for every item copied it
    /// (its run of sized lines included, retained and released), which made flow's query several
    /// times slower. O(log n) with sized lines, O(1) otherwise.
    private func cell(at indexPath: ItemIndexPath, in section: Section) -> LayoutAttributes {
        let index = indexPath.item
        if let varied = section.varied {
            return cell(at: indexPath, line: varied.line(ofItem: index), in: varied)
        }
        let line = index / section.itemsPerLine, slot = index % section.itemsPerLine
        if let sized = section.sized {
            // UIKit centres a self-sized item in its line along the scroll axis (the line is as
            // long as its longest item): the shorter ones sit `(line - item) / 2` in.
            let length = sized.length(ofItem: index)
            let origin = Point(
                along: direction, sized.origin(of: line) + (sized.extent(of: line) - length) / 2, across: section.slots.origin(of: slot))
            let size = Size(along: direction, length, across: section.slots.extent)
            return LayoutAttributes(
                indexPath: indexPath, center: Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2), size: size)
        }
        let origin = Point(along: direction, section.lines.origin(of: line), across: section.slots.origin(of: slot))
        return LayoutAttributes(
            indexPath: indexPath,
            center: Point(x: origin.x + itemSize.width / 2, y: origin.y + itemSize.height / 2),
            size: itemSize)
    }

    /// The cell of item `indexPath` (in range) of a section of `varied` lines, on its `line`. O(1).
    private func cell(at indexPath: ItemIndexPath, line: Int, in varied: VariedLines) -> LayoutAttributes {
        let (origin, size) = varied.frame(ofItem: indexPath.item, line: line, direction: direction)
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2), size: size)
    }

    /// Headers and footers at `[section, 0]`; a pinned header (footer) where the visible rect has it.
    package func attributes(forSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        headers.attributes(ofKind: kind, at: indexPath, in: sections, context: context)
    }

    /// The sections' headers and footers as the properties set them.
    var headers: SectionHeaders {
        SectionHeaders(
            headerHeight: headerHeight, footerHeight: footerHeight, pinHeaders: pinHeaders, direction: direction,
            headerHeights: sectionHeaderHeights, footerHeights: sectionFooterHeights, pinFooters: pinFooters)
    }

    package var supplementaryElementKinds: [String] { [ElementKind.header, ElementKind.footer] }

    package var supportsSections: Bool { true }

    /// - Complexity: O(log s + k) for s sections and k lines times slots that meet `rect`.
    package func attributes(in rect: Rect) -> [LayoutAttributes] {
        let along = direction, across = direction.crossed
        let low = rect.min(along), high = rect.max(along)
        var result: [LayoutAttributes] = []
        var supplementary: [LayoutAttributes] = []
        var index = SectionHeaders.firstSection(endingAtOrAfter: low, in: sections)
        while index < sections.count, sections[index].start <= high {
            let section = sections[index]
            if let varied = section.varied {
                appendCells(of: varied, section: index, in: rect, to: &result)
                supplementary += headers.elements(in: rect, section: index, of: sections, context: context)
                index += 1
                continue
            }
            let lineRange = section.sized?.lines(overlapping: low, high) ?? section.lines.indices(overlapping: low, high)
            let slotRange = section.slots.indices(overlapping: rect.min(across), rect.max(across))
            // Attributes are large values: growing the array by doubling moved them several times.
            let needed = result.count + lineRange.count * slotRange.count
            if needed > result.capacity { result.reserveCapacity(Swift.max(needed, 2 * result.capacity)) }
            for line in lineRange {
                for slot in slotRange {
                    let item = line * section.itemsPerLine + slot
                    guard item < section.itemCount else { break }
                    let cell = cell(at: ItemIndexPath(item: item, section: index), in: section)
                    if cell.frame.intersects(rect) { result.append(cell) }
                }
            }
            supplementary += headers.elements(in: rect, section: index, of: sections, context: context)
            index += 1
        }
        result.append(contentsOf: supplementary)
        return result
    }

    /// The cells of `varied` lines (section `section`) that meet `rect`, appended to `result`.
    /// O(log lines + items of the lines that meet the rect's span along the scroll axis).
    private func appendCells(of varied: VariedLines, section: Int, in rect: Rect, to result: inout [LayoutAttributes]) {
        for line in varied.lines(overlapping: rect.min(direction), rect.max(direction)) {
            for item in varied.items(ofLine: line) {
                let cell = cell(at: ItemIndexPath(item: item, section: section), line: line, in: varied)
                if cell.frame.intersects(rect) { result.append(cell) }
            }
        }
    }

    /// With pinned headers every scroll moves a header: the layout asks to be invalidated, but
    /// only for the headers in view (`invalidationContext(forBoundsChange:)`).
    package func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        headers.shouldInvalidate(forBoundsChange: newBounds, context: context)
    }

    /// A resize invalidates everything; a scroll only the headers of the sections in view.
    ///
    /// - Complexity: O(log s + sections in view).
    package func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        headers.invalidationContext(forBoundsChange: newBounds, sections: sections, context: context)
    }

    /// A scroll that moves only pinned headers takes the new offset and nothing else: the headers
    /// are placed from it when asked (`SectionHeaders.headerOrigin`). O(1).
    package mutating func invalidateLayout(with invalidation: InvalidationContext, for context: LayoutContext) {
        guard !invalidation.invalidateEverything, context.differsOnlyInOffset(from: self.context) else { return prepare(context) }
        self.context = context
        if !invalidation.preferredItemSizes.isEmpty { takePreferredSizes(invalidation.preferredItemSizes) }
    }
}

// MARK: - Self-sizing

extension FlowLayout {
    /// With `estimatedItemSize`: the slot's extent across the scroll axis is fixed, the content
    /// chooses its length along it.
    package func preferredSizeFitting(forItemAt indexPath: ItemIndexPath) -> SizeFitting? {
        guard selfSizingEstimate != nil, indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let extent = sections[indexPath.section].slots.extent
        return direction == .vertical ? .width(extent) : .height(extent)
    }

    /// Only a new length along the scroll axis changes anything (items fill their slots across).
    package func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, original: LayoutAttributes) -> Bool {
        selfSizingEstimate != nil && preferred.size[direction] != original.size[direction]
    }

    /// Each item's line takes its new length; the lines after it, the sections after it and
    /// their headers and footers move by what that line grew or shrank.
    ///
    /// - Complexity: O(k (items per line + log n) + s) for k sizes and s sections.
    mutating func takePreferredSizes(_ sizes: [ItemIndexPath: Size]) {
        var first = sections.count
        // In index-path order: the sums then round the same way in every process (a dictionary's
        // order is not).
        for (indexPath, size) in sizes.sorted(by: { $0.key < $1.key }) {
            let section = indexPath.section
            guard section >= 0, section < sections.count, sections[section].sized != nil else { continue }
            sections[section].sized?.setLength(size[direction], ofItem: indexPath.item)
            first = Swift.min(first, section)
        }
        guard first < sections.count else { return }
        // Restack from the first changed section: each starts where the previous one ends.
        var start = sections[first].start
        for index in first..<sections.count {
            let shift = start - sections[index].start
            var section = sections[index]
            section.start = start
            section.lines.start += shift
            section.sized?.start += shift
            section.varied?.start += shift
            let inset = self.inset(ofSection: index)
            if let sized = section.sized {
                section.footerStart = sized.start + sized.length + inset.trailing(direction)
            } else {
                section.footerStart += shift
            }
            section.end = section.footerStart + headers.footerLength(ofSection: index)
            sections[index] = section
            start = section.end
        }
    }

    /// Whether item `indexPath` still has its estimated size (self-sizing on, no preferred size taken).
    package func isEstimated(itemAt indexPath: ItemIndexPath) -> Bool {
        guard indexPath.section >= 0, indexPath.section < sections.count, let sized = sections[indexPath.section].sized else { return false }
        return !sized.isSized(indexPath.item)
    }
}

extension FlowLayout {
    package var flippableDirection: Axis? { direction }
}
