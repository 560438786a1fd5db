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
    /// The items in draw order: visible ones only, lower zIndex first, then farther first (`depth`,
    /// 3D items), then by index, then by id.
    ///
    /// - Complexity: O(k log k).
    public var inDrawOrder: [DisplayedItem] {
        filter { $0.attributes.isVisible }.sortedInDrawOrder
    }

    /// All the items, invisible ones included, in draw order (traces list them all).
    ///
    /// - Complexity: O(k log k); each item's depth is computed once.
    public var sortedInDrawOrder: [DisplayedItem] {
        map { (item: $0, depth: $0.attributes.depth) }
            .sorted { lhs, rhs in
                let left = lhs.item.attributes, right = rhs.item.attributes
                if left.zIndex != right.zIndex { return left.zIndex < right.zIndex }
                if lhs.depth != rhs.depth { return lhs.depth < rhs.depth }
                if left.index != right.index { return left.index < right.index }
                return lhs.item.id < rhs.item.id
            }
            .map(\.item)
    }
}

/// A supplementary view or decoration as it is on screen this frame: its identity (category,
/// kind and index path) and its attributes, content coordinates.
public struct DisplayedElement: Hashable, Sendable {
    public var attributes: LayoutAttributes

    public init(attributes: LayoutAttributes) {
        self.attributes = attributes
    }

    /// Category, kind and index path: what keeps a section's header apart from its first item.
    public var key: ElementKey { attributes.elementKey }
}
