/// A stable identity for an item: kept through inserts, deletes, moves and layout switches.
public typealias ItemID = Int

/// One item as it is on screen this frame: its identity, its attributes with animations applied,
/// and whether it is animating in or out.
public struct DisplayedItem: Hashable, Sendable {
    public enum Phase: String, Hashable, Sendable {
        case steady
        case appearing
        case disappearing
    }

    public var id: ItemID
    /// Content coordinates; a disappearing item keeps its old index.
    public var attributes: LayoutAttributes
    public var phase: Phase

    public init(id: ItemID, attributes: LayoutAttributes, phase: Phase = .steady) {
        self.id = id
        self.attributes = attributes
        self.phase = phase
    }
}

extension Array where Element == DisplayedItem {
    /// The items in draw order: visible ones only, lower zIndex first, then farther first
    /// (`drawOrderDepth`, iCarousel's depth sample, for 3D items), then by `depthTieBreak`
    /// (iCarousel's), then by index, then by id.
    ///
    /// - Complexity: O(k log k).
    public var inDrawOrder: [DisplayedItem] {
        filter { $0.attributes.isVisible }.sortedInDrawOrder
    }

    /// All the items, invisible ones included, in draw order (traces list them all).
    ///
    /// - Complexity: O(k log k); each item's depth is computed once, and the sort moves small
    ///   keys, not the items (whose attributes are a few hundred bytes each).
    public var sortedInDrawOrder: [DisplayedItem] {
        let keys = indices.map { position in
            let attributes = self[position].attributes
            return (
                zIndex: attributes.zIndex, depth: attributes.drawOrderDepth, tieBreak: attributes.depthTieBreak,
                index: attributes.index, id: self[position].id, position: position)
        }
        return keys.sorted { lhs, rhs in
            if lhs.zIndex != rhs.zIndex { return lhs.zIndex < rhs.zIndex }
            if lhs.depth != rhs.depth { return lhs.depth < rhs.depth }
            if lhs.tieBreak != rhs.tieBreak { return lhs.tieBreak < rhs.tieBreak }
            if lhs.index != rhs.index { return lhs.index < rhs.index }
            return lhs.id < rhs.id
        }
        .map { self[$0.position] }
    }
}

/// A supplementary view or decoration as it is on screen this frame: its identity (category,
/// kind and index path) and its attributes, content coordinates.
public struct DisplayedElement: Hashable, Sendable {
    public var attributes: LayoutAttributes
    /// Whether it animates in (an inserted section's header) or out (a deleted section's).
    public var phase: DisplayedItem.Phase

    public init(attributes: LayoutAttributes, phase: DisplayedItem.Phase = .steady) {
        self.attributes = attributes
        self.phase = phase
    }

    /// Category, kind and index path: what keeps a section's header apart from its first item.
    public var key: ElementKey { attributes.elementKey }
}

/// What a click hits (`CollectionView.hitTestElement(_:)`): an item, or a supplementary view or
/// decoration with its kind and index path.
public enum HitElement: Hashable, Sendable {
    case item(DisplayedItem)
    case element(DisplayedElement)

    /// Category, kind and index path.
    public var key: ElementKey {
        switch self {
        case .item(let item): item.attributes.elementKey
        case .element(let element): element.key
        }
    }

    /// As drawn, content coordinates.
    public var attributes: LayoutAttributes {
        switch self {
        case .item(let item): item.attributes
        case .element(let element): element.attributes
        }
    }

    /// The item's identity; nil for a supplementary view or decoration.
    public var itemID: ItemID? {
        if case .item(let item) = self { return item.id }
        return nil
    }

    /// Where it is in the combined draw order of items and elements: lower zIndex first; at equal
    /// zIndex decorations under items under supplementary views (a section background under its
    /// cells, a header over them).
    public var drawRank: (zIndex: Int, category: Int) {
        let attributes = attributes
        let category = switch attributes.category {
        case .decoration: 0
        case .cell: 1
        case .supplementary: 2
        }
        return (attributes.zIndex, category)
    }
}
