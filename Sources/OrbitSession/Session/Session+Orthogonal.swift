import CollectionLayout
import OrbitSupport

/// Sections that scroll sideways (compositional layouts' orthogonal sections), as the session
/// shows, traces and fuzzes them. Their offsets live in the collection view, so a layout switch,
/// a live reload (an animated switch) and a replay keep them.
extension Session {
    /// The layout on screen when it has a section that scrolls orthogonally.
    var orthogonalLayout: (any OrthogonalScrollingLayout)? {
        guard let layout = collectionView.layout as? any OrthogonalScrollingLayout, layout.hasOrthogonalSections else { return nil }
        return layout
    }

    /// Whether the layout on screen has a section that scrolls orthogonally.
    ///
    /// - Complexity: O(s) for s sections.
    public var hasOrthogonalSections: Bool { orthogonalLayout != nil }

    /// The offsets the layout on screen shows for its orthogonal sections (points across its
    /// scroll axis), those away from 0, by ascending section; empty when it has none.
    public var orthogonalOffsets: [(section: Int, offset: Double)] {
        guard let layout = orthogonalLayout else { return [] }
        return layout.orthogonalContentOffsets.filter { $0.value != 0 }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

extension Session {
    /// The `orthogonal` events that bring `journaled` (each section's offset as last journaled)
    /// to where the sections at rest are now (neither dragged nor moving), by ascending section;
    /// `journaled` is updated to match. The playground journals them at the end of each frame, so
    /// that `--resume` puts every section back where it rested even if the drags that took it
    /// there replay a little differently (a live pointer's velocity against the replay's steps).
    ///
    /// - Complexity: O(o log o) for o sections with an offset.
    public func orthogonalRestEvents(journaled: inout [Int: Double]) -> [SessionAction] {
        let view = collectionView
        guard view.draggedOrthogonalSection == nil, !view.isOrthogonalScrollAnimating else { return [] }
        var events: [SessionAction] = []
        for (section, offset) in view.orthogonalContentOffsets.sorted(by: { $0.key < $1.key }) where journaled[section] != offset {
            journaled[section] = offset
            events.append(.orthogonalOffset(section: section, offset: offset))
        }
        return events
    }

    /// "section 0 at 300, section 2 at 1360": the offsets the layout on screen shows away from 0
    /// (the `--resume` report); nil when there are none.
    public var orthogonalOffsetsDescription: String? {
        let offsets = orthogonalOffsets
        guard !offsets.isEmpty else { return nil }
        return offsets.map { "section \($0.section) at \(JSONText.format($0.offset))" }.joined(separator: ", ")
    }
}
