/// What a collection view shows this frame: its items and its supplementary views and
/// decorations (`CollectionView.displayedContent`), content coordinates, any order.
public struct DisplayedContent: Sendable {
    /// The items, as `CollectionView.displayedItems` gives them.
    public var items: [DisplayedItem]
    /// The headers, footers and decorations, as `CollectionView.displayedElements` gives them.
    public var elements: [DisplayedElement]

    public init(items: [DisplayedItem], elements: [DisplayedElement]) {
        self.items = items
        self.elements = elements
    }
}
