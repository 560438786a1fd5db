extension CompositionalLayout {
    /// Across `configuration.scrollDirection`.
    public var orthogonalAxis: Axis { configuration.scrollDirection.crossed }

    public func scrollsOrthogonally(section index: Int) -> Bool {
        index >= 0 && index < sections.count && sections[index].behavior.scrollsOrthogonally
    }

    /// - Complexity: O(s) for s sections.
    public var hasOrthogonalSections: Bool { sections.contains { $0.behavior.scrollsOrthogonally } }

    /// `paging`, `groupPaging` and `groupPagingCentered`.
    public func pagesOrthogonally(section index: Int) -> Bool {
        guard scrollsOrthogonally(section: index) else { return false }
        switch sections[index].behavior {
        case .paging, .groupPaging, .groupPagingCentered: return true
        case .none, .continuous, .continuousGroupLeadingBoundary: return false
        }
    }

    /// The orthogonal section whose groups' band (from where its groups start along the scroll
    /// axis to where they end, across the whole bounds) holds `point`.
    ///
    /// - Complexity: O(log s) plus the sections whose reach overlaps the point.
    public func orthogonalSection(at point: Point) -> Int? {
        let along = configuration.scrollDirection
        let position = point[along]
        guard position.isFinite else { return nil }
        var low = partitionPoint(in: 0..<sections.count) { sections[$0].end < position }
        while low < sections.count, sections[low].start <= position {
            let section = sections[low]
            let bandEnd = section.contentStart + section.bandLength
            if section.behavior.scrollsOrthogonally, position >= section.contentStart, position < bandEnd { return low }
            low += 1
        }
        return nil
    }

    /// Where section `index`'s orthogonal scrolling should come to rest (points across the
    /// layout's scroll axis), given where inertia would take it (`proposed`), where the drag began
    /// (`current`) and the release `velocity` across (points per second), by the section's
    /// behaviour: `continuous` anywhere; `continuousGroupLeadingBoundary` at the group boundary
    /// nearest `proposed`; `paging` one bounds-width page on from `current` in the velocity's
    /// direction (the nearest page when at rest); `groupPaging` and `groupPagingCentered` one
    /// group on likewise (the centred one's offsets centre each group). Always in
    /// `0...orthogonalRange(inSection:)`; 0 for a section that does not scroll orthogonally.
    ///
    /// - Complexity: O(1).
    public func targetOrthogonalOffset(inSection index: Int, proposed: Double, current: Double, velocity: Double) -> Double {
        guard index >= 0, index < sections.count, sections[index].behavior.scrollsOrthogonally else { return 0 }
        let section = sections[index]
        let range = section.orthogonalRange
        func clamped(_ value: Double) -> Double { value.isFinite ? Swift.min(Swift.max(value, 0), range) : 0 }
        let proposed = clamped(proposed), current = clamped(current)
        func paged(by page: Double) -> Double {
            guard page > 0 else { return proposed }
            let start = (current / page).rounded()
            var target = (proposed / page).rounded()
            if velocity > 0 { target = start + 1 } else if velocity < 0 { target = start - 1 }
            // One page at most from where the drag began, as a paging scroll view.
            return clamped(Swift.min(Swift.max(target, start - 1), start + 1) * page)
        }
        switch section.behavior {
        case .none, .continuous:
            return proposed
        case .continuousGroupLeadingBoundary:
            guard section.pitch > 0 else { return proposed }
            return clamped((proposed / section.pitch).rounded() * section.pitch)
        case .paging:
            return paged(by: context.boundsSize[configuration.scrollDirection.crossed])
        case .groupPaging, .groupPagingCentered:
            return paged(by: section.pitch)
        }
    }
}
