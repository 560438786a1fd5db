/// UICollectionViewCompositionalLayout: sections built from items, groups and boundary items,
/// declared by a section provider that reads the layout environment, so sections adapt to the
/// bounds. It is a `CollectionViewLayout` like any other. The UIKit names map one to one (see
/// docs/guides/CUSTOM-LAYOUTS.md): `NSCollectionLayoutSize` is `LayoutSize`, `NSCollectionLayoutItem`
/// `LayoutItem`, `NSCollectionLayoutGroup` `LayoutGroup`, `NSCollectionLayoutSection`
/// `LayoutSection`, and so on without the prefix.
///
/// ```swift
/// let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
/// let group = LayoutGroup.horizontal(
///     layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item])
/// let layout = CompositionalLayout(section: LayoutSection(group: group))
/// ```
///
/// Sections follow one another along `configuration.scrollDirection`, `interSectionSpacing` apart,
/// after the global leading items and before the global trailing ones. A section that scrolls
/// orthogonally lays its groups out in one line across, shifted by its entry in
/// `orthogonalContentOffsets`.
///
/// `prepare` costs O(s + cells of one group per section) for s sections, whatever the item count
/// (a section repeats one solved group); `attributes(at:)` O(1); `attributes(in:)` O(log s + k)
/// for k results (a binary search over the sections, then over the groups of each).
public struct CompositionalLayout: CollectionViewLayout, OrthogonalScrollingLayout {
    /// Makes section `index`'s layout for the environment (the bounds). nil lays the section out as
    /// a plain list (full-width rows 44 points high) rather than failing.
    public typealias SectionProvider = @Sendable (_ index: Int, _ environment: LayoutEnvironment) -> LayoutSection?

    public var configuration: CompositionalLayoutConfiguration
    public let sectionProvider: SectionProvider
    /// How far each orthogonally scrolling section has scrolled across the layout's scroll axis,
    /// points, by section index; a missing section is at 0. Clamped when read to the section's range
    /// widened by the bounds' width across (how far a rubber band reaches past either end).
    /// Setting it runs the visible-items handlers again for the new offsets (no `prepare`).
    public var orthogonalContentOffsets: [Int: Double] = [:] {
        didSet { runHandlers() }
    }

    public private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    private(set) var sections: [SolvedSection] = []
    /// Running maximum of the sections' far reach, and running minimum (from the end) of their
    /// near reach, for the binary search.
    private var reachHighPrefix: [Double] = []
    private var reachLowSuffix: [Double] = []
    private var globalItems: [SolvedSection.BoundaryItem] = []
    private var globalEnd = 0.0
    private var contentEnd = 0.0
    /// The cells a visible-items handler changed, at the prepared offset.
    private var handled: [ItemIndexPath: LayoutAttributes] = [:]
    private var kinds: (supplementary: [String], decoration: [String]) = ([], [])

    /// One section for every section index.
    public init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init()) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration = .init()) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
    }

    /// What a nil section becomes: a list of full-width rows 44 points high.
    static let fallbackSection = LayoutSection(group: .horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        subitems: [LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))

    private var along: Axis { configuration.scrollDirection }

    /// The environment the section provider and the handlers get: the bounds.
    public var environment: LayoutEnvironment {
        LayoutEnvironment(container: LayoutContainer(contentSize: context.boundsSize))
    }

    public mutating func prepare(_ context: LayoutContext) {
        self.context = context
        let bounds = context.boundsSize, along = self.along
        let environment = self.environment
        var supplementary: [String] = [], decoration: [String] = []
        func note(_ kind: String, in list: inout [String]) { if !list.contains(kind) { list.append(kind) } }

        // Global items: leading ones before the first section, trailing ones after the last.
        let global = configuration.boundarySupplementaryItems
        let globalLeading = global.filter { $0.alignment.edge(along) < 0 && $0.extendsBoundary }.map { $0.layoutSize.resolved(in: bounds)[along] }.max() ?? 0
        var position = globalLeading
        sections = []
        sections.reserveCapacity(context.numberOfSections)
        let interSection = configuration.interSectionSpacing.isFinite ? configuration.interSectionSpacing : 0
        for index in 0..<context.numberOfSections {
            let section = sectionProvider(index, environment) ?? Self.fallbackSection
            if index > 0 { position += interSection }
            let solved = SolvedSection(section, itemCount: context.numberOfItems(inSection: index), start: position, bounds: bounds, axis: along)
            for item in section.boundarySupplementaryItems { note(item.elementKind, in: &supplementary) }
            for item in section.decorationItems { note(item.elementKind, in: &decoration) }
            for attached in solved.template.supplementaries { note(attached.item.elementKind, in: &supplementary) }
            sections.append(solved)
            position = solved.end
        }
        contentEnd = position
        for item in global { note(item.elementKind, in: &supplementary) }
        kinds = (supplementary, decoration)
        placeGlobalItems()
        indexReach(from: 0)
        runHandlers()
    }

    /// The configuration's global items around the content (`contentEnd` set): leading ones
    /// before the first section, trailing ones after the last; `globalEnd` after them.
    private mutating func placeGlobalItems() {
        let bounds = context.boundsSize, along = self.along
        let globalSized = configuration.boundarySupplementaryItems.map { (item: $0, size: $0.layoutSize.resolved(in: bounds)) }
        globalItems = globalSized.map { item, size in
            let edge = item.alignment.edge(along)
            let alongOrigin = edge < 0 ? 0 : edge > 0 ? (item.extendsBoundary ? contentEnd : contentEnd - size[along]) : (contentEnd - size[along]) / 2
            let across = bounds[along.crossed] - size[along.crossed]
            let acrossOrigin = item.alignment.edge(along.crossed) < 0 ? 0 : item.alignment.edge(along.crossed) > 0 ? across : across / 2
            let offset = item.absoluteOffset.isFinite ? item.absoluteOffset : .zero
            let frame = Rect(origin: Point(along: along, alongOrigin, across: acrossOrigin) + offset, size: size)
            return SolvedSection.BoundaryItem(item: item, frame: item.contentInsets.inset(frame), edge: edge)
        }
        let globalTrailing = globalSized.filter { $0.item.alignment.edge(along) > 0 && $0.item.extendsBoundary }.map { $0.size[along] }.max() ?? 0
        globalEnd = contentEnd + globalTrailing
    }

    /// The running maximum of the sections' far reach from section `first` on, and the running
    /// minimum of their near reach from the end, for the binary search. O(s).
    private mutating func indexReach(from first: Int) {
        reachHighPrefix.removeSubrange(Swift.min(first, reachHighPrefix.count)...)
        reachHighPrefix.reserveCapacity(sections.count)
        var high = reachHighPrefix.last ?? -Double.infinity
        for section in sections[first...] {
            high = Swift.max(high, section.reachHigh)
            reachHighPrefix.append(high)
        }
        reachLowSuffix = Array(repeating: 0, count: sections.count)
        var low = Double.infinity
        for index in sections.indices.reversed() {
            low = Swift.min(low, sections[index].reachLow)
            reachLowSuffix[index] = low
        }
    }

    /// Self-sizing: takes measured lengths along the scroll axis (`sizes`' extent on it, by index
    /// path) for the cells whose dimension there is estimated, solves their groups again, and moves
    /// every later section by what its section grew or shrank.
    ///
    /// - Complexity: O(k · cells of one group + m + s) for k sizes, m measured groups in the
    ///   sections they touch and s sections.
    mutating func takePreferredSizes(_ sizes: [ItemIndexPath: Size]) {
        var bySection: [Int: [Int: Double]] = [:]
        for (indexPath, size) in sizes where indexPath.section >= 0 && indexPath.section < sections.count {
            bySection[indexPath.section, default: [:]][indexPath.item] = size[along]
        }
        var first = sections.count
        for (index, lengths) in bySection where sections[index].takeLengths(lengths) { first = Swift.min(first, index) }
        guard first < sections.count else { return }
        let interSection = configuration.interSectionSpacing.isFinite ? configuration.interSectionSpacing : 0
        var position = sections[first].end
        for index in (first + 1)..<sections.count {
            position += interSection
            if sections[index].start != position { sections[index].place(at: position) }
            position = sections[index].end
        }
        contentEnd = position
        placeGlobalItems()
        indexReach(from: first)
        runHandlers()
    }

    public var contentSize: Size {
        Size(along: along, globalEnd, across: context.boundsSize[along.crossed])
    }

    // MARK: Cells

    /// Section `index`'s orthogonal offset, clamped to its range widened by the bounds' width
    /// across (a rubber band's reach: the host pulls a section past its ends while dragged); 0
    /// for a section that does not scroll orthogonally.
    public func orthogonalOffset(inSection index: Int) -> Double {
        guard index >= 0, index < sections.count, sections[index].behavior.scrollsOrthogonally else { return 0 }
        let offset = orthogonalContentOffsets[index] ?? 0
        let reach = context.boundsSize[along.crossed]
        return offset.isFinite ? Swift.min(Swift.max(offset, -reach), sections[index].orthogonalRange + reach) : 0
    }

    /// The largest orthogonal offset of section `index`: how far its groups reach past the
    /// bounds across the scroll axis; 0 for a section that does not scroll orthogonally.
    public func orthogonalRange(inSection index: Int) -> Double {
        index >= 0 && index < sections.count ? sections[index].orthogonalRange : 0
    }

    /// Group `group`'s origin in section `index`, orthogonal offset applied. Reads the section in
    /// place (a copy of a `SolvedSection` retains every array it holds: the queries' hot path).
    private func groupOrigin(_ group: Int, section index: Int) -> Point {
        guard sections[index].behavior.scrollsOrthogonally else { return sections[index].origin(ofGroup: group) }
        var origin = sections[index].firstGroupOrigin
        origin[along.crossed] += Double(group) * sections[index].pitch - orthogonalOffset(inSection: index)
        return origin
    }

    /// A cell as the template places it (its group's measured one, if any), before any
    /// visible-items handler.
    private func placedCell(_ indexPath: ItemIndexPath) -> LayoutAttributes {
        let perGroup = sections[indexPath.section].template.count
        guard perGroup > 0 else {
            // A group with no cells (an empty custom group) cannot show its items.
            return LayoutAttributes(indexPath: indexPath, center: sections[indexPath.section].firstGroupOrigin, size: .zero, isHidden: true)
        }
        let group = indexPath.item / perGroup
        let origin = groupOrigin(group, section: indexPath.section)
        let (frame, zIndex) = sections[indexPath.section].cell(indexPath.item % perGroup, ofGroup: group)
        return LayoutAttributes(
            indexPath: indexPath,
            center: Point(x: origin.x + frame.midX, y: origin.y + frame.midY),
            size: frame.size,
            zIndex: zIndex)
    }

    public func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].itemCount
        else { return nil }
        return handled[indexPath] ?? placedCell(indexPath)
    }

    // MARK: Supplementary views and decorations

    /// A boundary item where the visible rect puts it: pinned ones stay in view while their
    /// section is (the whole content for a global one), leading ones until the section's trailing
    /// boundary pushes them away, trailing ones until its leading boundary does.
    private func placed(_ boundary: SolvedSection.BoundaryItem, in section: SolvedSection?, indexPath: ItemIndexPath) -> LayoutAttributes {
        var frame = boundary.frame
        if boundary.item.pinToVisibleBounds, boundary.edge != 0 {
            let visible = context.visibleRect, extent = frame.size[along]
            let natural = frame.min(along)
            var origin = natural
            if boundary.edge < 0 {
                origin = Swift.max(natural, visible.min(along))
                if let section { origin = Swift.min(origin, Swift.max(natural, section.trailingStart - extent)) }
            } else {
                origin = Swift.min(natural, visible.max(along) - extent)
                if let section { origin = Swift.max(origin, Swift.min(natural, section.contentStart)) }
            }
            frame.origin[along] = origin
        }
        return LayoutAttributes(
            indexPath: indexPath, center: frame.center, size: frame.size, zIndex: boundary.item.zIndex,
            category: .supplementary, elementKind: boundary.item.elementKind)
    }

    /// An item's (or group's) supplementary view: `attached` of the group holding `indexPath`.
    private func placedSupplementary(_ attached: GroupTemplate.Supplementary, at indexPath: ItemIndexPath) -> LayoutAttributes {
        let origin = groupOrigin(indexPath.item / sections[indexPath.section].template.count, section: indexPath.section)
        let frame = attached.frame
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: origin.x + frame.midX, y: origin.y + frame.midY), size: frame.size,
            zIndex: attached.item.zIndex, category: .supplementary, elementKind: attached.item.elementKind)
    }

    /// Section boundary items at `[section, 0]`; the configuration's global items at `[0, 0]`;
    /// items' supplementary views (badges) at their item's index path.
    ///
    /// - Complexity: O(boundary items + supplementary views of one group).
    public func attributes(forSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0 else { return nil }
        let perGroup = sections[indexPath.section].template.count
        if indexPath.item < sections[indexPath.section].itemCount, perGroup > 0,
            let attached = sections[indexPath.section].template(ofGroup: indexPath.item / perGroup).supplementaries.first(where: {
                $0.item.elementKind == kind && $0.cell == indexPath.item % perGroup
            })
        {
            return placedSupplementary(attached, at: indexPath)
        }
        guard indexPath.item == 0 else { return nil }
        if let boundary = sections[indexPath.section].boundaryItems.first(where: { $0.item.elementKind == kind }) {
            return placed(boundary, in: sections[indexPath.section], indexPath: indexPath)
        }
        if indexPath.section == 0, let boundary = globalItems.first(where: { $0.item.elementKind == kind }) {
            return placed(boundary, in: nil, indexPath: indexPath)
        }
        return nil
    }

    /// Section decorations at `[section, 0]`.
    public func attributes(forDecorationElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.item == 0, indexPath.section >= 0, indexPath.section < sections.count,
            let decoration = sections[indexPath.section].decorations.first(where: { $0.item.elementKind == kind })
        else { return nil }
        return LayoutAttributes(
            indexPath: indexPath, center: decoration.frame.center, size: decoration.frame.size, zIndex: decoration.item.zIndex,
            category: .decoration, elementKind: kind)
    }

    public var supplementaryElementKinds: [String] { kinds.supplementary }

    public var decorationElementKinds: [String] { kinds.decoration }

    public var supportsSections: Bool { true }

    // MARK: Queries

    /// - Complexity: O(log s + k) for s sections and k elements that meet `rect` (plus the
    ///   groups at the edges of each section crossed).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        var cells: [LayoutAttributes] = []
        var others: [LayoutAttributes] = []
        let low = rect.min(along), high = rect.max(along)
        var index = firstSection(reachingPast: low)
        while index < sections.count, reachLowSuffix[index] < high {
            let section = sections[index]
            if section.reachLow < high, section.reachHigh > low {
                appendCells(of: index, in: rect, to: &cells, supplementaries: &others)
                let header = ItemIndexPath(item: 0, section: index)
                for boundary in section.boundaryItems {
                    let element = placed(boundary, in: section, indexPath: header)
                    if element.frame.intersects(rect) { others.append(element) }
                }
                for decoration in section.decorations where decoration.frame.intersects(rect) {
                    if let element = attributes(forDecorationElementOfKind: decoration.item.elementKind, at: header) { others.append(element) }
                }
            }
            index += 1
        }
        if !handled.isEmpty {
            cells += handled.values.filter { !$0.isHidden && $0.transformedFrame.intersects(rect) }
            cells.sort { $0.indexPath < $1.indexPath }
        }
        if !sections.isEmpty {
            for boundary in globalItems {
                let element = placed(boundary, in: nil, indexPath: ItemIndexPath(item: 0, section: 0))
                if element.frame.intersects(rect) { others.append(element) }
            }
        }
        return cells + others
    }

    /// The cells of section `index` whose frames meet `rect`, in item order, leaving out those a
    /// handler changed (the caller adds them by where they are drawn).
    private func appendCells(of index: Int, in rect: Rect, to cells: inout [LayoutAttributes]) {
        var unused: [LayoutAttributes] = []
        appendCells(of: index, in: rect, to: &cells, supplementaries: &unused, withSupplementaries: false)
    }

    /// The cells as above and, `withSupplementaries`, the items' supplementary views (badges)
    /// that meet `rect`, in item order.
    ///
    /// - Complexity: O(log g + k) for g groups in the section and k groups that meet `rect`.
    private func appendCells(
        of index: Int, in rect: Rect, to cells: inout [LayoutAttributes], supplementaries: inout [LayoutAttributes],
        withSupplementaries: Bool = true
    ) {
        let section = sections[index]
        let perGroup = section.template.count
        guard section.groupCount > 0, perGroup > 0 else { return }
        let groups: Range<Int>
        if section.behavior.scrollsOrthogonally {
            let step = along.crossed
            let run = UniformRun(
                start: groupOrigin(0, section: index)[step] + section.template.reach.min(step), pitch: section.pitch,
                extent: section.template.reach.size[step], count: section.groupCount)
            groups = run.indices(overlapping: rect.min(step), rect.max(step))
        } else {
            groups = section.groups(overlapping: rect.min(along), rect.max(along))
        }
        let checksHandled = section.handler != nil && !handled.isEmpty
        for group in groups {
            let first = group * perGroup
            for item in first..<Swift.min(first + perGroup, section.itemCount) {
                let indexPath = ItemIndexPath(item: item, section: index)
                if checksHandled, handled[indexPath] != nil { continue }
                let cell = placedCell(indexPath)
                if cell.frame.intersects(rect) { cells.append(cell) }
            }
            guard withSupplementaries else { continue }
            for attached in section.template(ofGroup: group).supplementaries where first + attached.cell < section.itemCount {
                let element = placedSupplementary(attached, at: ItemIndexPath(item: first + attached.cell, section: index))
                if element.frame.intersects(rect) { supplementaries.append(element) }
            }
        }
    }

    /// The first section whose elements can reach past `position` along the scroll axis (binary
    /// search over the running maximum); `sections.count` when none.
    private func firstSection(reachingPast position: Double) -> Int {
        partitionPoint(in: 0..<reachHighPrefix.count) { reachHighPrefix[$0] <= position }
    }

    // MARK: Visible-items handlers

    /// Runs each handler of a section in view on its cells that meet the visible rect, keeping
    /// what it changed in `handled`.
    ///
    /// - Complexity: O(log s + visible cells of sections with a handler), plus the handlers' own.
    private mutating func runHandlers() {
        handled = [:]
        guard sections.contains(where: { $0.handler != nil }) else { return }
        let visible = context.visibleRect
        var index = firstSection(reachingPast: visible.min(along))
        while index < sections.count, reachLowSuffix[index] < visible.max(along) {
            if let handler = sections[index].handler {
                var cells: [LayoutAttributes] = []
                appendCells(of: index, in: visible, to: &cells)
                let scrolled = sections[index].behavior.scrollsOrthogonally
                let offset = scrolled ? Point(along: along.crossed, orthogonalOffset(inSection: index), across: 0) : context.contentOffset
                let shift = scrolled ? offset : .zero
                var items = cells.map { LayoutVisibleItem($0, center: $0.center + shift) }
                handler(&items, offset, environment)
                var changed: [ItemIndexPath: LayoutVisibleItem] = [:]
                for item in items { changed[item.indexPath] = item }
                for var cell in cells {
                    guard let item = changed[cell.indexPath] else { continue }
                    let candidate = (center: item.center - shift, transform: item.transform, alpha: item.alpha)
                    guard candidate.center.isFinite, candidate.transform.isFinite, candidate.alpha.isFinite else { continue }
                    cell.center = candidate.center
                    cell.transform = candidate.transform
                    cell.alpha = Swift.min(Swift.max(candidate.alpha, 0), 1)
                    cell.zIndex = item.zIndex
                    cell.isHidden = item.isHidden
                    handled[cell.indexPath] = cell
                }
            }
            index += 1
        }
    }

    // MARK: Scrolling

    /// Pinned boundary items and visible-items handlers depend on the offset.
    private var dependsOnOffset: Bool {
        globalItems.contains { $0.item.pinToVisibleBounds }
            || sections.contains { section in section.handler != nil || section.boundaryItems.contains { $0.item.pinToVisibleBounds } }
    }

    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.size != context.boundsSize || (newBounds.origin != context.contentOffset && dependsOnOffset)
    }

    /// A resize invalidates everything; a scroll the pinned items and the cells of sections with
    /// a handler, which `invalidateLayout(with:for:)` recomputes without solving the sections again.
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        guard newBounds.size == context.boundsSize else { return .everything }
        var pinned: [String: [ItemIndexPath]] = [:]
        for item in globalItems where item.item.pinToVisibleBounds {
            pinned[item.item.elementKind, default: []].append(ItemIndexPath(item: 0, section: 0))
        }
        let low = Swift.min(newBounds.min(along), context.visibleRect.min(along))
        let high = Swift.max(newBounds.max(along), context.visibleRect.max(along))
        var index = firstSection(reachingPast: low)
        while index < sections.count, reachLowSuffix[index] < high {
            for boundary in sections[index].boundaryItems where boundary.item.pinToVisibleBounds {
                pinned[boundary.item.elementKind, default: []].append(ItemIndexPath(item: 0, section: index))
            }
            index += 1
        }
        // The cells the handlers changed at the old offset; the new offset's are found by running them.
        let items = handled.keys.sorted()
        return InvalidationContext(invalidatedItemIndexPaths: items, invalidatedSupplementaryIndexPaths: pinned)
    }

    /// A scroll takes the new offset and runs the handlers of the sections then in view; the
    /// sections are not solved again. O(log s + visible cells).
    public mutating func invalidateLayout(with invalidation: InvalidationContext, for context: LayoutContext) {
        guard !invalidation.invalidateEverything, context.differsOnlyInOffset(from: self.context) else { return prepare(context) }
        self.context = context
        if invalidation.preferredItemSizes.isEmpty { runHandlers() } else { takePreferredSizes(invalidation.preferredItemSizes) }
    }
}
