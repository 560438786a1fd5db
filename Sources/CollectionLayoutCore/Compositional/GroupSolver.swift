/// Lays a group's subitems out for one size (Apple's semantics): fractions of an item are of its
/// group's area (the group less its content insets), an item's content insets shrink it inside the
/// space its size gives it, `count:` divides the group's length among its copies after the
/// spacing, and flexible spacings share what is left over equally.
///
/// Estimated dimensions (self-sizing): the template is first solved with the estimates, which
/// fix how many cells a group holds. Measured lengths along one axis (`Preferred`) then replace the
/// estimates of the cells whose dimension on that axis is estimated (their content insets on
/// that axis are ignored, as UIKit ignores them), and a group whose dimension on that axis is
/// estimated takes the length its content needs: the tallest of its subitems side by side, their
/// sum one after the other (items sized as a fraction of that same length do not count).
enum GroupSolver {
    /// Measured lengths along `axis`, points, by cell (its position in the template).
    struct Preferred {
        var axis: Axis
        var lengths: [Int: Double]
    }

    /// The cells of `group` at `size` points, with `axis` the one whose estimated dimensions
    /// self-sizing may change (the layout's scroll axis); `preferred` the lengths measured so far.
    /// `length` is the group's own length along `preferred.axis` (its size's without `preferred`).
    ///
    /// - Complexity: O(cells the group holds), at most `GroupTemplate.maximumCells`, times two per
    ///   level of nested groups with estimated lengths when `preferred` is given.
    static func template(for group: LayoutGroup, size: Size, axis: Axis, preferred: Preferred? = nil) -> (template: GroupTemplate, length: Double) {
        var template = GroupTemplate()
        template.estimatedAxis = axis
        let length = place(group.layoutItem, in: Rect(origin: .zero, size: size), into: &template, preferred: preferred)
        return (template, preferred == nil ? size[axis] : length)
    }

    /// An item in the space `slot` its size (and its group) gives it; returns the length it takes
    /// along `preferred.axis` (the slot's without `preferred`).
    @discardableResult
    private static func place(_ item: LayoutItem, in slot: Rect, into template: inout GroupTemplate, preferred: Preferred?) -> Double {
        let axis = preferred?.axis ?? template.estimatedAxis
        switch item.content {
        case .cell:
            let cell = template.count
            var frame = item.contentInsets.inset(slot)
            var used = slot.size[axis]
            if let preferred, item.layoutSize.dimension(axis).isEstimated, let length = preferred.lengths[cell], length.isFinite, length >= 0 {
                frame.origin[axis] = slot.min(axis)
                frame.size[axis] = length
                used = length
            }
            template.append(frame, isEstimated: item.layoutSize.dimension(template.estimatedAxis).isEstimated)
            if !item.supplementaryItems.isEmpty, template.count > cell { template.attach(item.supplementaryItems, to: template.frames[cell], cell: cell) }
            return used
        case .group(let group):
            let first = template.count
            var slot = slot
            if preferred != nil, group.layoutSize.dimension(axis).isEstimated, case .along = group.arrangement {
                // Solve once at the estimate to learn what the content needs, then at that length.
                var scratch = template
                let needed = layOut(group, in: slot, insets: item.contentInsets, into: &scratch, preferred: preferred)
                if let needed, needed.isFinite { slot.size[axis] = Swift.max(0, needed) }
            }
            layOut(group, in: slot, insets: item.contentInsets, into: &template, preferred: preferred)
            if !item.supplementaryItems.isEmpty, template.count > first { template.attach(item.supplementaryItems, to: slot, cell: first) }
            return slot.size[axis]
        }
    }

    /// Lays `group` out in `frame`; returns the length its content needs along `preferred.axis`
    /// (insets included), nil when nothing in it has a length of its own there.
    @discardableResult
    private static func layOut(
        _ group: LayoutGroup, in frame: Rect, insets: EdgeInsets, into template: inout GroupTemplate, preferred: Preferred?
    ) -> Double? {
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
            return nil
        case .along(let axis):
            let content = layOut(group, along: axis, in: area, into: &template, preferred: preferred)
            guard let preferred, let content else { return nil }
            return content + insets.leading(preferred.axis) + insets.trailing(preferred.axis)
        }
    }

    /// One subitem and the length it takes along the group's axis.
    private struct Entry {
        var item: LayoutItem
        var length: Double
    }

    /// Returns the length the subitems need along `preferred.axis`, nil without `preferred` or
    /// when every subitem is a fraction of that length.
    private static func layOut(
        _ group: LayoutGroup, along axis: Axis, in area: Rect, into template: inout GroupTemplate, preferred: Preferred?
    ) -> Double? {
        guard !group.subitems.isEmpty else { return nil }
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
        var needed: Double?
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
            let used = place(entry.item, in: slot, into: &template, preferred: preferred)
            if let preferred, preferred.axis == axis {
                // One after the other along the measured axis: each takes its measured length.
                position += used + extent(edges?.after(axis))
            } else {
                position += entry.length + extent(edges?.after(axis))
                if let preferred, !entry.item.layoutSize.dimension(across).isFraction(of: preferred.axis) {
                    let reach = acrossPosition - area.min(across) + used + (after?.spacing ?? 0)
                    needed = Swift.max(needed ?? 0, reach)
                }
            }
        }
        if let preferred, preferred.axis == axis { return position - area.min(axis) }
        return needed
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
