/// What an element of a layout is (UIKit's `UICollectionView.ElementCategory`).
public enum ElementCategory: String, Hashable, Sendable, CaseIterable {
    /// An item of the data: one per index path of every section.
    case cell
    /// A view the layout asks for by kind and index path: a section's header or footer, a badge.
    case supplementary
    /// A view the layout alone owns (no data): a section background, a grid line.
    case decoration
}

/// The element kinds the built-in layouts use (UIKit's `elementKindSectionHeader` and
/// `elementKindSectionFooter`); a layout may declare any other string.
public enum ElementKind {
    /// A section's header, at the section's index path `[section, 0]`.
    public static let header = "header"
    /// A section's footer, at `[section, 0]`.
    public static let footer = "footer"
    /// A section's background decoration, at `[section, 0]`.
    public static let background = "background"
    /// A badge attached to an item (`LayoutSupplementaryItem`), at the item's index path.
    public static let badge = "badge"
}

/// The identity of one element on screen: a cell by its index path, a supplementary view or
/// decoration by its kind and index path (how the host tells a section's header from its first item).
public struct ElementKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var category: ElementCategory
    /// nil for a cell.
    public var kind: String?
    public var indexPath: ItemIndexPath

    public init(category: ElementCategory, kind: String?, indexPath: ItemIndexPath) {
        self.category = category
        self.kind = category == .cell ? nil : kind
        self.indexPath = indexPath
    }

    public static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        (lhs.indexPath, lhs.category.rawValue, lhs.kind ?? "") < (rhs.indexPath, rhs.category.rawValue, rhs.kind ?? "")
    }

    public var description: String {
        category == .cell ? "cell \(indexPath)" : "\(category.rawValue) \(kind ?? "") \(indexPath)"
    }
}
