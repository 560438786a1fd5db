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
    var template: GroupTemplate
    var groupCount: Int
    var behavior: OrthogonalScrollingBehavior
    /// Group 0's origin before any orthogonal scrolling.
    var firstGroupOrigin: Point
    /// From one group's origin to the next: along the scroll axis, or across it in a section that
    /// scrolls orthogonally.
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

    /// Solves `section` with `itemCount` items starting at `start` along `axis` in `bounds`.
    ///
    /// - Complexity: O(cells of one group + boundary and decoration items).
    init(_ section: LayoutSection, itemCount: Int, start: Double, bounds: Size, axis along: Axis) {
        let across = along.crossed
        let insets = section.contentInsets.finite
        let content = LayoutContainer(contentSize: bounds, contentInsets: insets).effectiveContentSize
        let acrossLow = insets.leading(across), acrossHigh = bounds[across] - insets.trailing(across)
        self.itemCount = itemCount
        behavior = section.orthogonalScrollingBehavior
        handler = section.visibleItemsInvalidationHandler
        groupSize = section.group.layoutSize.resolved(in: content)
        template = GroupSolver.template(for: section.group, size: groupSize)
        let perGroup = template.count
        groupCount = perGroup == 0 || itemCount == 0 ? 0 : (itemCount - 1) / perGroup + 1
        let spacing = section.interGroupSpacing.isFinite ? section.interGroupSpacing : 0

        // Boundary items: their size is of the content area; leading ones that extend push the
        // content on, trailing ones that extend push the section's end on.
        let sized = section.boundarySupplementaryItems.map { item in (item: item, size: item.layoutSize.resolved(in: content)) }
        let leadingExtent = sized.filter { $0.item.alignment.edge(along) < 0 && $0.item.extendsBoundary }.map { $0.size[along] }.max() ?? 0
        let trailingExtent = sized.filter { $0.item.alignment.edge(along) > 0 && $0.item.extendsBoundary }.map { $0.size[along] }.max() ?? 0

        self.start = start
        contentStart = start + leadingExtent + insets.leading(along)
        var centring = 0.0
        if behavior.scrollsOrthogonally {
            if behavior == .groupPagingCentered { centring = Swift.max(0, (content[across] - groupSize[across]) / 2) }
            pitch = groupSize[across] + spacing
            firstGroupOrigin = Point(along: along, contentStart, across: acrossLow + centring)
            let groupsAcross = groupCount == 0 ? 0 : Double(groupCount) * groupSize[across] + Double(groupCount - 1) * spacing
            let extentAcross = insets.leading(across) + 2 * centring + groupsAcross + insets.trailing(across)
            orthogonalRange = Swift.max(0, extentAcross - bounds[across])
            trailingStart = contentStart + (groupCount == 0 ? 0 : groupSize[along]) + insets.trailing(along)
        } else {
            pitch = groupSize[along] + spacing
            firstGroupOrigin = Point(along: along, contentStart, across: acrossLow)
            orthogonalRange = 0
            let groupsAlong = groupCount == 0 ? 0 : Double(groupCount) * groupSize[along] + Double(groupCount - 1) * spacing
            trailingStart = contentStart + groupsAlong + insets.trailing(along)
        }
        end = trailingStart + trailingExtent

        var boundaryItems: [BoundaryItem] = []
        for (item, size) in sized {
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
        decorations = section.decorationItems.map { ($0, $0.contentInsets.inset(sectionFrame)) }

        // How far anything reaches along the scroll axis, for the queries' binary search.
        var low = start, high = end
        if groupCount > 0, perGroup > 0 {
            let lastAlong = behavior.scrollsOrthogonally ? 0 : Double(groupCount - 1) * pitch
            low = Swift.min(low, contentStart + template.reach.min(along))
            high = Swift.max(high, contentStart + lastAlong + template.reach.max(along))
        }
        for element in boundaryItems.map(\.frame) + decorations.map(\.frame) {
            low = Swift.min(low, element.min(along))
            high = Swift.max(high, element.max(along))
        }
        reachLow = low
        reachHigh = high
    }
}
