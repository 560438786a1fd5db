/// What `CompositionalLayout.prepare` derives for one section: its group's template, where the
/// groups go, its boundary items and decorations, all in content coordinates (points). Along is
/// the layout's scroll axis, across the other.
struct SolvedSection: Sendable {
    /// A boundary supplementary item where it lies at rest.
    struct BoundaryItem: Sendable {
        var item: LayoutBoundarySupplementaryItem
        var frame: Rect
        /// -1 on the leading edge along the scroll axis, 1 on the trailing one, 0 neither.
        var edge: Int
    }

    var itemCount: Int
    /// The group solved at its estimated size: every group's, until self-sizing measures one
    /// (`sizing`).
    var template: GroupTemplate
    var groupCount: Int
    var behavior: OrthogonalScrollingBehavior
    /// Group 0's origin before any orthogonal scrolling.
    var firstGroupOrigin: Point
    /// From one group's origin to the next at their estimated sizes: along the scroll axis, or
    /// across it in a section that scrolls orthogonally.
    var pitch: Double
    var groupSize: Size
    /// The section's extent along the scroll axis: from its leading boundary items to its trailing
    /// ones (the spacing to the next section excluded).
    var start: Double
    var end: Double
    /// Where the groups start (after the leading boundary items and inset) and where the trailing
    /// boundary items start (after the groups and the trailing inset): what pins a header between.
    var contentStart: Double
    var trailingStart: Double
    /// Everything the section may draw, along the scroll axis (cells that overflow included).
    var reachLow: Double
    var reachHigh: Double
    var boundaryItems: [BoundaryItem]
    var decorations: [(item: LayoutDecorationItem, frame: Rect)]
    /// The largest orthogonal offset: the groups' extent across (with the insets) less the bounds.
    var orthogonalRange: Double
    var handler: LayoutSection.VisibleItemsInvalidationHandler?
    /// The groups self-sizing has measured, with their templates and lengths.
    var sizing = GroupSizing()

    /// What placing the groups again needs (after sizes arrive or an earlier section grows).
    private let group: LayoutGroup
    private let axis: Axis
    private let bounds: Size
    private let insets: EdgeInsets
    private let spacing: Double
    private let sizedBoundaries: [(item: LayoutBoundarySupplementaryItem, size: Size)]
    private let decorationItems: [LayoutDecorationItem]

    /// Solves `section` with `itemCount` items starting at `start` along `axis` in `bounds`.
    ///
    /// - Complexity: O(cells of one group + boundary and decoration items).
    init(_ section: LayoutSection, itemCount: Int, start: Double, bounds: Size, axis along: Axis) {
        let across = along.crossed
        let insets = section.contentInsets.finite
        let content = LayoutContainer(contentSize: bounds, contentInsets: insets).effectiveContentSize
        self.itemCount = itemCount
        behavior = section.orthogonalScrollingBehavior
        handler = section.visibleItemsInvalidationHandler
        group = section.group
        axis = along
        self.bounds = bounds
        self.insets = insets
        groupSize = section.group.layoutSize.resolved(in: content)
        template = GroupSolver.template(for: section.group, size: groupSize, axis: along).template
        let perGroup = template.count
        groupCount = perGroup == 0 || itemCount == 0 ? 0 : (itemCount - 1) / perGroup + 1
        spacing = section.interGroupSpacing.isFinite ? section.interGroupSpacing : 0
        // Boundary items: their size is of the content area.
        sizedBoundaries = section.boundarySupplementaryItems.map { item in (item: item, size: item.layoutSize.resolved(in: content)) }
        decorationItems = section.decorationItems

        var centring = 0.0
        if behavior.scrollsOrthogonally {
            if behavior == .groupPagingCentered { centring = Swift.max(0, (content[across] - groupSize[across]) / 2) }
            pitch = groupSize[across] + spacing
            let groupsAcross = groupCount == 0 ? 0 : Double(groupCount) * groupSize[across] + Double(groupCount - 1) * spacing
            let extentAcross = insets.leading(across) + 2 * centring + groupsAcross + insets.trailing(across)
            orthogonalRange = Swift.max(0, extentAcross - bounds[across])
        } else {
            pitch = groupSize[along] + spacing
            orthogonalRange = 0
        }
        firstGroupOrigin = Point(along: along, 0, across: insets.leading(across) + centring)
        // Set by `place(at:)`.
        self.start = start
        end = start
        contentStart = start
        trailingStart = start
        reachLow = start
        reachHigh = start
        boundaryItems = []
        decorations = []
        place(at: start)
    }

    /// Places the groups, boundary items and decorations for a section starting at `start`:
    /// leading boundary items that extend push the content on, trailing ones the section's end.
    ///
    /// - Complexity: O(boundary and decoration items + groups measured).
    mutating func place(at start: Double) {
        let along = axis, across = along.crossed
        let acrossLow = insets.leading(across), acrossHigh = bounds[across] - insets.trailing(across)
        let leadingExtent = sizedBoundaries.filter { $0.item.alignment.edge(along) < 0 && $0.item.extendsBoundary }.map { $0.size[along] }.max() ?? 0
        let trailingExtent = sizedBoundaries.filter { $0.item.alignment.edge(along) > 0 && $0.item.extendsBoundary }.map { $0.size[along] }.max() ?? 0

        self.start = start
        contentStart = start + leadingExtent + insets.leading(along)
        firstGroupOrigin[along] = contentStart
        if behavior.scrollsOrthogonally {
            trailingStart = contentStart + bandLength + insets.trailing(along)
        } else {
            let groupsAlong = groupCount == 0 ? 0 : Double(groupCount) * groupSize[along] + Double(groupCount - 1) * spacing + sizing.totalShift
            trailingStart = contentStart + groupsAlong + insets.trailing(along)
        }
        end = trailingStart + trailingExtent

        var boundaryItems: [BoundaryItem] = []
        for (item, size) in sizedBoundaries {
            let edge = item.alignment.edge(along)
            let alongOrigin: Double
            switch edge {
            case ..<0: alongOrigin = start
            case 1...: alongOrigin = item.extendsBoundary ? trailingStart : trailingStart - size[along]
            default: alongOrigin = contentStart + (trailingStart - insets.trailing(along) - contentStart - size[along]) / 2
            }
            let acrossOrigin: Double
            switch item.alignment.edge(across) {
            case ..<0: acrossOrigin = acrossLow
            case 1...: acrossOrigin = acrossHigh - size[across]
            default: acrossOrigin = acrossLow + (acrossHigh - acrossLow - size[across]) / 2
            }
            let offset = item.absoluteOffset.isFinite ? item.absoluteOffset : .zero
            let frame = Rect(origin: Point(along: along, alongOrigin, across: acrossOrigin) + offset, size: size)
            boundaryItems.append(BoundaryItem(item: item, frame: item.contentInsets.inset(frame), edge: edge))
        }
        self.boundaryItems = boundaryItems

        let sectionFrame = Rect(origin: Point(along: along, start, across: 0), size: Size(along: along, end - start, across: bounds[across]))
        decorations = decorationItems.map { ($0, $0.contentInsets.inset(sectionFrame)) }

        // How far anything reaches along the scroll axis, for the queries' binary search.
        var low = start, high = end
        if groupCount > 0, template.count > 0 {
            let lastAlong = behavior.scrollsOrthogonally ? 0 : Double(groupCount - 1) * pitch + sizing.totalShift
            low = Swift.min(low, contentStart + template.reach.min(along) - sizing.reachBefore)
            high = Swift.max(high, contentStart + lastAlong + template.reach.max(along) + sizing.reachAfter)
        }
        for element in boundaryItems.map(\.frame) + decorations.map(\.frame) {
            low = Swift.min(low, element.min(along))
            high = Swift.max(high, element.max(along))
        }
        reachLow = low
        reachHigh = high
    }

    // MARK: Groups

    /// How long the groups of a section that scrolls orthogonally are along the scroll axis: the
    /// longest (0 without groups).
    var bandLength: Double {
        groupCount == 0 ? 0 : Swift.max(groupSize[axis], sizing.longest)
    }

    /// Group `index`'s template: measured, or the estimated one.
    func template(ofGroup index: Int) -> GroupTemplate {
        sizing.groups[index]?.template ?? template
    }

    /// Cell `cell` of group `index`: its frame relative to the group's origin and its zIndex.
    /// O(1); reads the template in place.
    func cell(_ cell: Int, ofGroup index: Int) -> (frame: Rect, zIndex: Int) {
        if !sizing.groups.isEmpty, let measured = sizing.groups[index] {
            return (measured.template.frames[cell], measured.template.zIndices[cell])
        }
        return (template.frames[cell], template.zIndices[cell])
    }

    /// Group `index`'s length along the scroll axis: measured, or the estimated one.
    func length(ofGroup index: Int) -> Double {
        sizing.groups[index]?.length ?? groupSize[axis]
    }

    /// Group `index`'s origin before any orthogonal scrolling. O(log m) for m measured groups.
    func origin(ofGroup index: Int) -> Point {
        var origin = firstGroupOrigin
        if behavior.scrollsOrthogonally {
            origin[axis.crossed] += Double(index) * pitch
        } else {
            origin[axis] += Double(index) * pitch + sizing.shift(before: index)
        }
        return origin
    }

    /// The groups whose elements can meet `low..<high` along the scroll axis of a section that
    /// does not scroll orthogonally (a conservative range: callers test each element).
    ///
    /// - Complexity: O(1) with no measured group, else O(log g · log m).
    func groups(overlapping low: Double, _ high: Double) -> Range<Int> {
        guard groupCount > 0, high > low else { return 0..<0 }
        guard !sizing.groups.isEmpty else {
            let run = UniformRun(
                start: contentStart + template.reach.min(axis), pitch: pitch, extent: template.reach.size[axis], count: groupCount)
            return run.indices(overlapping: low, high)
        }
        let before = sizing.reachBefore - Swift.min(0, template.reach.min(axis))
        let after = Swift.max(sizing.reachAfter, template.reach.max(axis) - groupSize[axis])
        // The first group whose far reach passes `low`, then every group that starts before `high`.
        let first = partitionPoint(in: 0..<groupCount) { origin(ofGroup: $0)[axis] + length(ofGroup: $0) + after <= low }
        let lower = partitionPoint(in: first..<groupCount) { origin(ofGroup: $0)[axis] - before < high }
        return first..<Swift.max(first, lower)
    }

    /// Takes measured lengths along the scroll axis (`lengths` by item) and solves the groups
    /// that hold them again; returns whether any group changed. The section is placed again at
    /// its start.
    ///
    /// - Complexity: O(k · cells of one group + m) for k items and m measured groups.
    mutating func takeLengths(_ lengths: [Int: Double]) -> Bool {
        let perGroup = template.count
        guard perGroup > 0 else { return false }
        var touched = Set<Int>()
        for (item, length) in lengths where item >= 0 && item < itemCount && template.estimated[item % perGroup] {
            guard length.isFinite, length >= 0, sizing.lengths[item] != length else { continue }
            sizing.lengths[item] = length
            touched.insert(item / perGroup)
        }
        guard !touched.isEmpty else { return false }
        for index in touched.sorted() {
            var cells: [Int: Double] = [:]
            let first = index * perGroup
            for cell in 0..<perGroup { if let length = sizing.lengths[first + cell] { cells[cell] = length } }
            let solved = GroupSolver.template(
                for: group, size: groupSize, axis: axis, preferred: GroupSolver.Preferred(axis: axis, lengths: cells))
            sizing.set(group: index, template: solved.template, length: solved.length, estimate: groupSize[axis])
        }
        place(at: start)
        return true
    }
}
