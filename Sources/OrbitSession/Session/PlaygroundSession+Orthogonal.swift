import CollectionLayout

/// Sections that scroll sideways (compositional layouts' orthogonal sections), as the session
/// shows, traces and fuzzes them. Their offsets live in the collection view, so a layout switch,
/// a live reload (an animated switch) and a replay keep them.
extension PlaygroundSession {
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
