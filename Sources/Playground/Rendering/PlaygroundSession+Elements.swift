import CollectionLayout
import OrbitSession

extension PlaygroundSession {
    /// The supplementary views and decorations to draw this frame (`CollectionView.displayedElements`),
    /// content coordinates; a layout that declares no element kinds is not asked again (its
    /// frames cost what they did before elements existed).
    ///
    /// - Complexity: the layout's query for the visible rect, plus O(e) for e animating elements;
    ///   O(1) for a layout without element kinds.
    package var drawnElements: [DisplayedElement] {
        let layout = collectionView.layout
        guard !layout.supplementaryElementKinds.isEmpty || !layout.decorationElementKinds.isEmpty else { return [] }
        return collectionView.displayedElements
    }
}
