import CollectionLayout

/// One thing a frame draws: a cell (an item) or a supplementary view or decoration.
package enum Drawable: Hashable, Sendable {
    case item(DisplayedItem)
    case element(DisplayedElement)

    package var attributes: LayoutAttributes {
        switch self {
        case .item(let item): item.attributes
        case .element(let element): element.attributes
        }
    }
}

extension ElementCategory {
    /// Where the category draws among elements of equal zIndex: decorations (0) under the cells
    /// (1), supplementary views (2) above them. UIKit gives every element zIndex 0 by default and
    /// leaves their order open; this is the stable rule Orbit draws by.
    package var drawRank: Int {
        switch self {
        case .decoration: 0
        case .cell: 1
        case .supplementary: 2
        }
    }
}

/// The order a frame draws its cells and elements in (first drawn is bottom-most):
///
/// 1. lower `zIndex` first, whatever the category;
/// 2. at equal zIndex, decorations, then cells, then supplementary views (`drawRank`);
/// 3. cells among themselves as `inDrawOrder` has them (depth, index, id); elements by index path,
///    then kind.
///
/// So a section background at the default zIndex 0 lies under the cells, a header at 0 over
/// them, and a layout that sets zIndex moves either anywhere.
package enum DrawOrder {
    /// The visible ones of `elements` in draw order.
    ///
    /// - Complexity: O(e log e).
    package static func elements(_ elements: [DisplayedElement]) -> [DisplayedElement] {
        elements.filter { $0.attributes.isVisible }.sorted(by: precedes)
    }

    /// Whether element `lhs` draws before (under) `rhs`.
    static func precedes(_ lhs: DisplayedElement, _ rhs: DisplayedElement) -> Bool {
        let left = lhs.attributes, right = rhs.attributes
        if left.zIndex != right.zIndex { return left.zIndex < right.zIndex }
        if left.category != right.category { return left.category.drawRank < right.category.drawRank }
        if left.indexPath != right.indexPath { return left.indexPath < right.indexPath }
        return (left.elementKind ?? "") < (right.elementKind ?? "")
    }

    /// The visible items and elements, merged in draw order. With no elements it is
    /// `items.inDrawOrder`, item for item.
    ///
    /// - Complexity: O(k log k + e log e) for k items and e elements.
    package static func merged(items: [DisplayedItem], elements: [DisplayedElement]) -> [Drawable] {
        let cells = items.inDrawOrder
        let others = Self.elements(elements)
        var result: [Drawable] = []
        result.reserveCapacity(cells.count + others.count)
        var next = 0
        for cell in cells {
            // Every element that goes under this cell: a lower zIndex, or the same and a lower rank.
            while next < others.count, goesBefore(others[next].attributes, cell: cell.attributes) {
                result.append(.element(others[next]))
                next += 1
            }
            result.append(.item(cell))
        }
        result += others[next...].map { .element($0) }
        return result
    }

    /// Whether an element with `element` attributes draws before a cell with `cell` attributes.
    static func goesBefore(_ element: LayoutAttributes, cell: LayoutAttributes) -> Bool {
        (element.zIndex, element.category.drawRank) < (cell.zIndex, ElementCategory.cell.drawRank)
    }
}

extension Drawable {
    /// A cell's identity; nil for an element.
    package var itemID: ItemID? {
        if case .item(let item) = self { return item.id }
        return nil
    }

    /// An element's category, kind and index path; nil for a cell.
    package var elementKey: ElementKey? {
        if case .element(let element) = self { return element.key }
        return nil
    }
}
