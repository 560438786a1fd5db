/// A masonry (docs/reference/LAYOUTS.md "waterfall", seed 001 §1), with sections as iOS waterfall layouts
/// have them: equal lanes across the scroll axis, items of uneven length stacked in them; with
/// several sections, each in turn: its header, its inset items, its footer.
///
/// Every section takes the layout's properties (`lanes`, `columnSpacing`, `rowSpacing`, `margin`,
/// `placement`, `headerHeight`, …) unless `sectionStyle` says otherwise for it (what an iOS
/// waterfall's delegate answers per section).
///
/// `prepare` places every item once, O(n) (O(n log lanes) for `shortest`), and keeps 16 bytes per
/// item: its origin along the scroll axis, its lane, and its slot in the lane's index. Queries
/// binary-search the sections, then each lane of the sections they meet: O(log s + lanes * log n + k).
package struct WaterfallLayout: CollectionViewLayout {
    /// How an item chooses its lane (`itemRenderDirection` on iOS, under the seed's name).
    package enum Placement: String, Sendable, CaseIterable {
        /// The lane whose end is nearest the start, lowest index on ties.
        case shortest
        /// Lane `i % lanes`, the seed's rule.
        case roundRobin
        /// Lane `lanes - 1 - i % lanes`: right to left (bottom to top when horizontal).
        case rightToLeft
    }

    /// iOS waterfall names for `Placement`.
    package enum ItemRenderDirection: String, Sendable, CaseIterable {
        case shortestFirst, leftToRight, rightToLeft

        init(_ placement: Placement) {
            switch placement {
            case .shortest: self = .shortestFirst
            case .roundRobin: self = .leftToRight
            case .rightToLeft: self = .rightToLeft
            }
        }

        var placement: Placement {
            switch self {
            case .shortestFirst: .shortest
            case .leftToRight: .roundRobin
            case .rightToLeft: .rightToLeft
            }
        }
    }

    /// One section's metrics, the per-section values of an iOS waterfall. Spacings keep the layout's axes:
    /// `minimumColumnSpacing` is the horizontal gap and `minimumInteritemSpacing` the vertical one
    /// (between lanes and along a lane when vertical, the other way round when horizontal).
    package struct SectionStyle: Hashable, Sendable {
        /// Lanes (columns when vertical, rows when horizontal), at least 1.
        package var columnCount: Int
        /// Horizontal gap between items, points (`columnSpacing`).
        package var minimumColumnSpacing: Double
        /// Vertical gap between items, points (`rowSpacing`).
        package var minimumInteritemSpacing: Double
        /// Around the section's items (`sectionInset` on iOS, the seed's `margin`), points.
        package var sectionInset: EdgeInsets
        /// The header's extent along the scroll axis, points; 0: no header.
        package var headerHeight: Double
        /// The footer's extent along the scroll axis, points; 0: no footer.
        package var footerHeight: Double
        /// Around the header: its leading inset comes before it even without a header, the
        /// trailing one only after a header; the sides narrow it.
        package var headerInset: EdgeInsets
        /// Around the footer, as `headerInset`.
        package var footerInset: EdgeInsets
        package var itemRenderDirection: ItemRenderDirection

        package init(
            columnCount: Int = 2, minimumColumnSpacing: Double = 5, minimumInteritemSpacing: Double = 5,
            sectionInset: EdgeInsets = EdgeInsets(all: 5), headerHeight: Double = 0, footerHeight: Double = 0,
            headerInset: EdgeInsets = .zero, footerInset: EdgeInsets = .zero, itemRenderDirection: ItemRenderDirection = .shortestFirst
        ) {
            self.columnCount = columnCount
            self.minimumColumnSpacing = minimumColumnSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.sectionInset = sectionInset
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.headerInset = headerInset
            self.footerInset = footerInset
            self.itemRenderDirection = itemRenderDirection
        }
    }

    /// The scroll direction: vertical stacks items in columns, horizontal in rows.
    package var direction: Axis = .vertical
    /// Columns when vertical, rows when horizontal.
    package var lanes = 2
    /// Gap between columns (vertical) or along a row (horizontal), points.
    package var columnSpacing = 5.0
    /// Gap along a column (vertical) or between rows (horizontal), points.
    package var rowSpacing = 5.0
    /// Around every section's items (`sectionInset` on iOS), points.
    package var margin = EdgeInsets(all: 5)
    /// Column width when vertical; nil derives it from the bounds (in every section).
    package var laneWidth: Double?
    /// Row height when horizontal; nil derives it from the bounds (in every section).
    package var laneHeight: Double?
    package var placement: Placement = .shortest
    /// Item lengths along the scroll axis, cycled over each section's items; empty uses the
    /// context's per-item lengths (in item order over all sections), then the seed's pattern
    /// (twice the lane thickness, 20 less for item 1 of each section).
    package var lengths: [Double] = []
    /// Each section's header extent along the scroll axis, points; 0: no headers. A header spans
    /// the bounds across the scroll axis less `headerInset`'s sides.
    package var headerHeight = 0.0
    /// Each section's footer extent along the scroll axis, points; 0: no footers.
    package var footerHeight = 0.0
    /// Around each header, points (`SectionStyle.headerInset`).
    package var headerInset = EdgeInsets.zero
    /// Around each footer, points.
    package var footerInset = EdgeInsets.zero
    /// Per-section values (column count, spacings, insets, header and footer heights and insets,
    /// as an iOS waterfall's delegate gives them): section `s` takes entry `s` when
    /// there is one, the scalar property otherwise (`--set columnCount=2,3,4` sets both, the
    /// scalar to the last value, so the last repeats). Empty: every section takes the scalar.
    package var sectionColumnCounts: [Int] = []
    package var sectionColumnSpacings: [Double] = []
    package var sectionInteritemSpacings: [Double] = []
    package var sectionInsets: [EdgeInsets] = []
    package var sectionHeaderHeights: [Double] = []
    package var sectionFooterHeights: [Double] = []
    package var sectionHeaderInsets: [EdgeInsets] = []
    package var sectionFooterInsets: [EdgeInsets] = []
    /// Per-section lane choice (`itemRenderDirection` per section, as the scalar's list).
    package var sectionItemRenderDirections: [ItemRenderDirection] = []
    /// Item sizes (UIKit's `sizeForItemAt`), points: item `i` of
    /// section `s` takes `itemSizes[s][i]`, cycling over the section's list like `lengths`, the
    /// last list serving the sections past the end; it is as long along the scroll axis as the
    /// size's proportion makes it at the lane's thickness (`height * laneWidth / width` when
    /// vertical; 0 for a size without area). A section whose list is empty takes the
    /// other rules. Non-empty, self-sizing is off (the sizes are given).
    package var itemSizes: [[Size]] = []
    /// The least content length along the scroll axis, points (`minimumContentHeight` on iOS).
    package var minimumContentHeight = 0.0
    /// Floors lane thickness and item lengths to the context's device pixels
    /// (`LayoutContext.flooredToPixels`), as iOS waterfalls that round to the screen do. Off by
    /// default: the seed's masonry is exact arithmetic.
    package var roundsToPixels = false
    /// The style of section `section`, given the one the properties above make (an iOS
    /// waterfall's delegate); nil: every section takes that one. Called once per section in `prepare`.
    package var sectionStyle: (@Sendable (_ section: Int, _ base: SectionStyle) -> SectionStyle)?

    /// `columnCount` (the iOS name): `lanes`.
    package var columnCount: Int {
        get { lanes }
        set { lanes = newValue }
    }

    /// `minimumColumnSpacing` (the iOS name): `columnSpacing`.
    package var minimumColumnSpacing: Double {
        get { columnSpacing }
        set { columnSpacing = newValue }
    }

    /// `minimumInteritemSpacing` (the iOS name): `rowSpacing`.
    package var minimumInteritemSpacing: Double {
        get { rowSpacing }
        set { rowSpacing = newValue }
    }

    /// `itemRenderDirection` (the iOS name): `placement`.
    package var itemRenderDirection: ItemRenderDirection {
        get { ItemRenderDirection(placement) }
        set { placement = newValue.placement }
    }

    /// The style the properties make, before `sectionStyle`.
    package var baseStyle: SectionStyle {
        SectionStyle(
            columnCount: lanes, minimumColumnSpacing: columnSpacing, minimumInteritemSpacing: rowSpacing, sectionInset: margin,
            headerHeight: headerHeight, footerHeight: footerHeight, headerInset: headerInset, footerInset: footerInset,
            itemRenderDirection: itemRenderDirection)
    }

    package private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    private var index = Index()
    /// Self-sizing: lengths along the scroll axis the items' content preferred (a picture at its
    /// aspect ratio across the lane), by item; a full `prepare` drops them (WaterfallLayout+SelfSizing).
    var preferredLengths: [Int: Double] = [:]
    var keepsPreferredLengths = false

    package init() {}

    /// The placed items, laid out for search.
    struct Index: Sendable {
        /// Leading edge of each item along the scroll axis, by item over all sections in order.
        var origins: [Double] = []
        /// Lane of each item, in the same order.
        var laneOfItem: [Int32] = []
        var sections: [PlacedSection] = []
        var contentLength = 0.0
    }

    /// One section as `prepare` placed it: along the scroll axis its header, items and footer
    /// (content coordinates), across it its lanes.
    struct PlacedSection: Sendable {
        /// Where the section's items start in `Index.origins`.
        var firstItem: Int
        var itemCount: Int
        var style: SectionStyle
        var laneThickness: Double
        /// Gap between lanes.
        var laneSpacing: Double
        /// The section's items by lane, in placement order (item indices in the section): origins
        /// and ends increase along each list.
        var itemsOfLane: [[Int32]]
        /// Where the section starts (before its header's leading inset).
        var start: Double
        var headerOrigin: Double
        var footerOrigin: Double
        /// Where the next section starts.
        var end: Double
    }

    /// The resolved style of `section`.
    private func style(of section: Int) -> SectionStyle {
        var base = baseStyle
        if section < sectionColumnCounts.count { base.columnCount = sectionColumnCounts[section] }
        if section < sectionColumnSpacings.count { base.minimumColumnSpacing = sectionColumnSpacings[section] }
        if section < sectionInteritemSpacings.count { base.minimumInteritemSpacing = sectionInteritemSpacings[section] }
        if section < sectionInsets.count { base.sectionInset = sectionInsets[section] }
        if section < sectionHeaderHeights.count { base.headerHeight = sectionHeaderHeights[section] }
        if section < sectionFooterHeights.count { base.footerHeight = sectionFooterHeights[section] }
        if section < sectionHeaderInsets.count { base.headerInset = sectionHeaderInsets[section] }
        if section < sectionFooterInsets.count { base.footerInset = sectionFooterInsets[section] }
        if section < sectionItemRenderDirections.count { base.itemRenderDirection = sectionItemRenderDirections[section] }
        var style = sectionStyle?(section, base) ?? base
        style.columnCount = Swift.max(1, style.columnCount)
        return style
    }

    /// - Complexity: O(s + n log lanes) for s sections.
    package mutating func prepare(_ context: LayoutContext) {
        self.context = context
        if !keepsPreferredLengths { preferredLengths = [:] }
        let along = direction, across = direction.crossed
        let explicitThickness = direction == .vertical ? laneWidth : laneHeight
        var index = Index()
        let total = context.itemCount
        // Appending into reserved storage writes each element once (no zero fill first).
        index.origins.reserveCapacity(total)
        index.laneOfItem.reserveCapacity(total)
        index.sections.reserveCapacity(context.numberOfSections)

        var top = 0.0
        for section in 0..<context.numberOfSections {
            let style = style(of: section)
            let laneCount = style.columnCount
            // The seed's axes: columnSpacing is horizontal, rowSpacing vertical.
            let laneSpacing = direction == .vertical ? style.minimumColumnSpacing : style.minimumInteritemSpacing
            let itemSpacing = direction == .vertical ? style.minimumInteritemSpacing : style.minimumColumnSpacing
            let inset = style.sectionInset
            let derived = (context.boundsSize[across] - inset.leading(across) - inset.trailing(across)
                - laneSpacing * Double(laneCount - 1)) / Double(laneCount)
            let exact = Swift.max(0, explicitThickness ?? derived)
            // The lane's thickness is what rounds, not the span it was shared out of.
            let thickness = roundsToPixels ? context.flooredToPixels(exact) : exact

            // The header's leading inset always, the header and its trailing inset if it has one.
            let sectionStart = top
            top += style.headerInset.leading(along)
            let headerOrigin = top
            if style.headerHeight > 0 { top += style.headerHeight + style.headerInset.trailing(along) }

            let count = context.numberOfItems(inSection: section)
            let firstItem = index.origins.count
            var itemsOfLane = [[Int32]](repeating: [], count: laneCount)
            for lane in 0..<laneCount { itemsOfLane[lane].reserveCapacity(count / laneCount + 1) }
            let start = top + inset.leading(along)
            var lastEnd = [Double?](repeating: nil, count: laneCount)
            var queue = LaneQueue(lanes: laneCount, start: start)
            for item in 0..<count {
                let lane = switch style.itemRenderDirection {
                case .shortestFirst: queue.shortest
                case .leftToRight: item % laneCount
                case .rightToLeft: laneCount - 1 - item % laneCount
                }
                let origin = queue.end(of: lane)
                let end = origin + length(of: item, section: section, flatIndex: firstItem + item, thickness: thickness)
                index.origins.append(origin)
                index.laneOfItem.append(Int32(lane))
                itemsOfLane[lane].append(Int32(item))
                lastEnd[lane] = end
                queue.setEnd(of: lane, to: end + itemSpacing)
            }
            // The longest lane and the trailing inset; an empty lane ends where the items start.
            // An empty section among several: its lanes stand at the start, and the item spacing
            // is taken back from the longest before the trailing inset is added. A
            // lone section keeps the seed's rule (an empty masonry ends at its top margin).
            top = count == 0 && context.numberOfSections > 1 ? start - itemSpacing + inset.trailing(along)
                : lastEnd.map { end in end.map { $0 + inset.trailing(along) } ?? start }.max() ?? start

            top += style.footerInset.leading(along)
            let footerOrigin = top
            if style.footerHeight > 0 { top += style.footerHeight + style.footerInset.trailing(along) }
            index.sections.append(PlacedSection(
                firstItem: firstItem, itemCount: count, style: style, laneThickness: thickness, laneSpacing: laneSpacing,
                itemsOfLane: itemsOfLane, start: sectionStart, headerOrigin: headerOrigin, footerOrigin: footerOrigin, end: top))
        }
        index.contentLength = top
        self.index = index
    }

    /// The length of `item` of `section` (`flatIndex` over all sections) along the scroll axis,
    /// never negative, floored to device pixels with `roundsToPixels` (every item's length is): a preferred length (self-sizing) first, then `itemSizes`, `lengths`, the
    /// context's lengths and the seed's pattern.
    private func length(of item: Int, section: Int, flatIndex: Int, thickness: Double) -> Double {
        let exact = unroundedLength(of: item, section: section, flatIndex: flatIndex, thickness: thickness)
        return roundsToPixels ? context.flooredToPixels(exact) : exact
    }

    private func unroundedLength(of item: Int, section: Int, flatIndex: Int, thickness: Double) -> Double {
        if !preferredLengths.isEmpty, let preferred = preferredLengths[flatIndex] { return Swift.max(0, preferred) }
        if let sizes = itemSizes.isEmpty ? nil : itemSizes[Swift.min(section, itemSizes.count - 1)], !sizes.isEmpty {
            // The size's proportion at the lane's thickness; 0 for a size without area.
            let size = sizes[item % sizes.count], across = direction.crossed
            guard size[direction] > 0, size[across] > 0 else { return 0 }
            return size[direction] * thickness / size[across]
        }
        if !lengths.isEmpty { return Swift.max(0, lengths[item % lengths.count]) }
        if flatIndex < context.itemLengths.count { return Swift.max(0, context.itemLengths[flatIndex]) }
        return Swift.max(0, 2 * thickness - (item == 1 ? 20 : 0))
    }

    /// The bytes the search index holds (by capacity), for the benchmark's bytes-per-item figure.
    package var indexByteCount: Int {
        index.origins.capacity * MemoryLayout<Double>.stride
            + index.laneOfItem.capacity * MemoryLayout<Int32>.stride
            + index.sections.capacity * MemoryLayout<PlacedSection>.stride
            + index.sections.reduce(0) { sum, section in
                sum + section.itemsOfLane.reduce(0) { $0 + $1.capacity * MemoryLayout<Int32>.stride }
            }
    }

    /// The bounds across the scroll axis; along it, the end of the last section or
    /// `minimumContentHeight`, whichever is longer.
    package var contentSize: Size {
        Size(along: direction, Swift.max(index.contentLength, minimumContentHeight), across: context.boundsSize[direction.crossed])
    }

    /// The leading edge of `lane` of `section` across the scroll axis.
    private func laneOrigin(_ lane: Int, in section: PlacedSection) -> Double {
        section.style.sectionInset.leading(direction.crossed) + Double(lane) * (section.laneThickness + section.laneSpacing)
    }

    package func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < index.sections.count else { return nil }
        let section = index.sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
        return cell(at: indexPath, in: section)
    }

    /// The position of `indexPath` among all items of all sections (what `preferredLengths` and
    /// `context.itemLengths` are indexed by), or nil out of range. O(1).
    func flatIndex(of indexPath: ItemIndexPath) -> Int? {
        guard indexPath.section >= 0, indexPath.section < index.sections.count, indexPath.item >= 0,
            indexPath.item < index.sections[indexPath.section].itemCount
        else { return nil }
        return index.sections[indexPath.section].firstItem + indexPath.item
    }

    /// The cell at `indexPath` (in range) of `section`, its section. The rect query calls it with
    /// the section it holds: taking the section from the index for every item copied it (its
    /// lanes' arrays retained and released). O(1).
    private func cell(at indexPath: ItemIndexPath, in section: PlacedSection) -> LayoutAttributes {
        let item = indexPath.item
        let flat = section.firstItem + item
        let thickness = section.laneThickness
        let length = length(of: item, section: indexPath.section, flatIndex: flat, thickness: thickness)
        let size = Size(along: direction, length, across: thickness)
        let origin = Point(along: direction, index.origins[flat], across: laneOrigin(Int(index.laneOfItem[flat]), in: section))
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2), size: size)
    }

    /// Headers and footers at `[section, 0]`, where the section's style has them.
    package func attributes(forSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.item == 0, indexPath.section >= 0, indexPath.section < index.sections.count else { return nil }
        let section = index.sections[indexPath.section], style = section.style
        let along: Double, extent: Double, inset: EdgeInsets
        switch kind {
        case ElementKind.header where style.headerHeight > 0:
            (along, extent, inset) = (section.headerOrigin, style.headerHeight, style.headerInset)
        case ElementKind.footer where style.footerHeight > 0:
            (along, extent, inset) = (section.footerOrigin, style.footerHeight, style.footerInset)
        default:
            return nil
        }
        let across = direction.crossed
        let size = Size(
            along: direction, extent,
            across: Swift.max(0, context.boundsSize[across] - inset.leading(across) - inset.trailing(across)))
        let origin = Point(along: direction, along, across: inset.leading(across))
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2), size: size,
            category: .supplementary, elementKind: kind)
    }

    package var supplementaryElementKinds: [String] { [ElementKind.header, ElementKind.footer] }

    package var supportsSections: Bool { true }

    /// Cells in index-path order, then headers and footers.
    ///
    /// - Complexity: O(log s + lanes * log n + k) for s sections and k results (and the sections
    ///   `rect` crosses).
    package func attributes(in rect: Rect) -> [LayoutAttributes] {
        let along = direction, across = direction.crossed
        let low = rect.min(along), high = rect.max(along)
        var result: [LayoutAttributes] = []
        var supplementary: [LayoutAttributes] = []
        var sectionIndex = firstSection(endingAtOrAfter: low)
        while sectionIndex < index.sections.count, index.sections[sectionIndex].start <= high {
            let section = index.sections[sectionIndex]
            let cellsStart = result.count
            for (lane, items) in section.itemsOfLane.enumerated() {
                let laneLow = laneOrigin(lane, in: section)
                guard laneLow < rect.max(across), laneLow + section.laneThickness > rect.min(across) else { continue }
                // First item of the lane whose end is past `low`: ends increase along the lane.
                let lower = partitionPoint(in: 0..<items.count) { position in
                    let item = Int(items[position]), flat = section.firstItem + item
                    return index.origins[flat] + length(of: item, section: sectionIndex, flatIndex: flat, thickness: section.laneThickness) <= low
                }
                for position in lower..<items.count {
                    let item = Int(items[position])
                    if index.origins[section.firstItem + item] >= high { break }
                    let attributes = cell(at: ItemIndexPath(item: item, section: sectionIndex), in: section)
                    if attributes.frame.intersects(rect) { result.append(attributes) }
                }
            }
            result[cellsStart...].sort { $0.indexPath.item < $1.indexPath.item }
            for kind in [ElementKind.header, ElementKind.footer] where section.style.headerHeight > 0 || section.style.footerHeight > 0 {
                if let element = attributes(forSupplementaryElementOfKind: kind, at: ItemIndexPath(item: 0, section: sectionIndex)),
                    element.frame.intersects(rect)
                {
                    supplementary.append(element)
                }
            }
            sectionIndex += 1
        }
        result.append(contentsOf: supplementary)
        return result
    }

    /// The first section whose end is at or after `position` along the scroll axis (binary search:
    /// the ends never decrease); the section count when none.
    private func firstSection(endingAtOrAfter position: Double) -> Int {
        partitionPoint(in: 0..<index.sections.count) { index.sections[$0].end < position }
    }
}

/// The end of every lane with the shortest one at hand: a binary min-heap ordered by (end, lane),
/// so ties go to the lowest lane.
struct LaneQueue {
    private var ends: [Double]
    private var heap: [Int]
    private var position: [Int]

    init(lanes: Int, start: Double) {
        ends = Array(repeating: start, count: lanes)
        heap = Array(0..<lanes)
        position = Array(0..<lanes)
    }

    /// The lane with the smallest end, lowest index on ties. O(1).
    var shortest: Int { heap[0] }

    func end(of lane: Int) -> Double { ends[lane] }

    /// Moves a lane's end; ends only grow in a waterfall, so the lane sinks. O(log lanes).
    mutating func setEnd(of lane: Int, to end: Double) {
        ends[lane] = end
        var slot = position[lane]
        while slot > 0, precedes(heap[slot], heap[(slot - 1) / 2]) {
            swapSlots(slot, (slot - 1) / 2)
            slot = (slot - 1) / 2
        }
        while true {
            let left = 2 * slot + 1, right = left + 1
            var best = slot
            if left < heap.count, precedes(heap[left], heap[best]) { best = left }
            if right < heap.count, precedes(heap[right], heap[best]) { best = right }
            if best == slot { return }
            swapSlots(slot, best)
            slot = best
        }
    }

    private func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
        ends[lhs] < ends[rhs] || (ends[lhs] == ends[rhs] && lhs < rhs)
    }

    private mutating func swapSlots(_ i: Int, _ j: Int) {
        heap.swapAt(i, j)
        position[heap[i]] = i
        position[heap[j]] = j
    }
}

extension WaterfallLayout {
    package var flippableDirection: Axis? { direction }
}

extension WaterfallLayout: LayoutMemoryReporting {}
