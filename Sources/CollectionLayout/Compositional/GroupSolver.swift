/// Lays a group's subitems out for one size (Apple's semantics): fractions of an item are of its
/// group's area (the group less its content insets), an item's content insets shrink it inside the
/// space its size gives it, `count:` divides the group's length among its copies after the
/// spacing, and flexible spacings share what is left over equally.
enum GroupSolver {
    /// The cells of `group` at `size` points.
    ///
    /// - Complexity: O(cells the group holds), at most `GroupTemplate.maximumCells`.
    static func template(for group: LayoutGroup, size: Size) -> GroupTemplate {
        var template = GroupTemplate()
        place(group.layoutItem, in: Rect(origin: .zero, size: size), into: &template)
        return template
    }

    /// An item in the space `slot` its size (and its group) gives it.
    private static func place(_ item: LayoutItem, in slot: Rect, into template: inout GroupTemplate) {
        switch item.content {
        case .cell:
            template.append(item.contentInsets.inset(slot))
        case .group(let group):
            layOut(group, in: slot, insets: item.contentInsets, into: &template)
        }
    }

    private static func layOut(_ group: LayoutGroup, in frame: Rect, insets: EdgeInsets, into template: inout GroupTemplate) {
        let area = insets.inset(frame)
        switch group.arrangement {
        case .custom(let provider):
            let environment = LayoutEnvironment(container: LayoutContainer(contentSize: frame.size, contentInsets: insets))
            for custom in provider(environment) {
                let local = custom.frame
                template.append(
                    Rect(x: area.minX + local.minX, y: area.minY + local.minY, width: Swift.max(0, local.width), height: Swift.max(0, local.height)),
                    zIndex: custom.zIndex)
            }
        case .along(let axis):
            layOut(group, along: axis, in: area, into: &template)
        }
    }

    /// One subitem and the length it takes along the group's axis.
    private struct Entry {
        var item: LayoutItem
        var length: Double
    }

    private static func layOut(_ group: LayoutGroup, along axis: Axis, in area: Rect, into template: inout GroupTemplate) {
        guard !group.subitems.isEmpty else { return }
        let across = axis.crossed
        let spacing = group.interItemSpacing
        let gap = spacing?.spacing ?? 0
        var entries: [Entry] = []
        if let count = group.count {
            let item = group.subitems[0]
            let edges = (item.edgeSpacing?.before(axis)?.spacing ?? 0) + (item.edgeSpacing?.after(axis)?.spacing ?? 0)
            let fixed = gap * Double(count - 1) + Double(count) * edges
            let length = Swift.max(0, (area.size[axis] - fixed) / Double(count))
            entries = Array(repeating: Entry(item: item, length: length.isFinite ? length : 0), count: Swift.min(count, GroupTemplate.maximumCells))
        } else {
            entries = repeated(group.subitems, along: axis, in: area.size, gap: gap)
        }
        // Flexible gaps: the inter-item ones and flexible edge spacings share the leftover.
        var minimums = gap * Double(entries.count - 1)
        var flexibleGaps = spacing?.isFlexibleSpacing == true ? entries.count - 1 : 0
        for entry in entries {
            minimums += entry.length
            for edge in [entry.item.edgeSpacing?.before(axis), entry.item.edgeSpacing?.after(axis)] {
                minimums += edge?.spacing ?? 0
                if edge?.isFlexibleSpacing == true { flexibleGaps += 1 }
            }
        }
        let leftover = area.size[axis] - minimums
        let share = leftover > 0 && flexibleGaps > 0 ? leftover / Double(flexibleGaps) : 0
        func extent(_ spacing: LayoutSpacing?) -> Double {
            (spacing?.spacing ?? 0) + (spacing?.isFlexibleSpacing == true ? share : 0)
        }
        var position = area.min(axis)
        for (index, entry) in entries.enumerated() {
            if index > 0 { position += extent(spacing) }
            let edges = entry.item.edgeSpacing
            position += extent(edges?.before(axis))
            let acrossLength = entry.item.layoutSize.dimension(across).resolved(in: area.size)
            let before = edges?.before(across), after = edges?.after(across)
            let acrossLeftover = area.size[across] - acrossLength - (before?.spacing ?? 0) - (after?.spacing ?? 0)
            let acrossFlexible = [before, after].filter { $0?.isFlexibleSpacing == true }.count
            let acrossShare = acrossLeftover > 0 && acrossFlexible > 0 ? acrossLeftover / Double(acrossFlexible) : 0
            let acrossPosition = area.min(across) + (before?.spacing ?? 0) + (before?.isFlexibleSpacing == true ? acrossShare : 0)
            let slot = Rect(
                origin: Point(along: axis, position, across: acrossPosition),
                size: Size(along: axis, entry.length, across: acrossLength))
            place(entry.item, in: slot, into: &template)
            position += entry.length + extent(edges?.after(axis))
        }
    }

    /// The subitems in order, then again from the first for as long as the next one fits (with
    /// the spacing before it). The first pass is kept whole even when it overflows; repeating stops
    /// when a whole pass takes no room (it would never end) or at `GroupTemplate.maximumCells`.
    private static func repeated(_ subitems: [LayoutItem], along axis: Axis, in area: Size, gap: Double) -> [Entry] {
        let limit = area[axis]
        let tolerance = 1e-9 * Swift.max(1, abs(limit))
        var entries: [Entry] = []
        var used = 0.0, passLength = 0.0
        while entries.count < GroupTemplate.maximumCells {
            let index = entries.count
            let item = subitems[index % subitems.count]
            let length = item.layoutSize.dimension(axis).resolved(in: area)
            let footprint = length + (item.edgeSpacing?.before(axis)?.spacing ?? 0) + (item.edgeSpacing?.after(axis)?.spacing ?? 0)
            let needed = used + (index > 0 ? gap : 0) + footprint
            if index >= subitems.count {
                guard passLength > 0, needed <= limit + tolerance else { break }
            } else {
                passLength += footprint + gap
            }
            entries.append(Entry(item: item, length: length))
            used = needed
        }
        return entries
    }
}
