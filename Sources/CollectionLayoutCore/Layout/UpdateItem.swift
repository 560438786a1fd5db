/// One change of a batch update, with UIKit's meaning of the index paths: a delete names the index
/// before the update, an insert the index after it, a move both. Section changes follow the same
/// rule with section indices: `deleteSection` and a section move's source count before the update,
/// `insertSection` and a section move's destination after it.
public enum UpdateItem: Hashable, Sendable {
    case insert(ItemIndexPath)
    case delete(ItemIndexPath)
    case move(from: ItemIndexPath, to: ItemIndexPath)
    /// A new section at `section` (after the update) holding `itemCount` new items.
    case insertSection(Int, itemCount: Int)
    /// Section `section` (before the update) goes with all its items.
    case deleteSection(Int)
    /// A section and its items move from `from` (before) to `to` (after).
    case moveSection(from: Int, to: Int)

    /// The index path after the update, if the change names an item that exists then.
    public var indexPathAfterUpdate: ItemIndexPath? {
        switch self {
        case .insert(let indexPath): indexPath
        case .move(_, let to): to
        case .delete, .insertSection, .deleteSection, .moveSection: nil
        }
    }

    /// The index path before the update, if the change names an item that existed then.
    public var indexPathBeforeUpdate: ItemIndexPath? {
        switch self {
        case .delete(let indexPath): indexPath
        case .move(let from, _): from
        case .insert, .insertSection, .deleteSection, .moveSection: nil
        }
    }

    /// The section a section change names before the update (`deleteSection`, `moveSection`).
    public var sectionBeforeUpdate: Int? {
        switch self {
        case .deleteSection(let section): section
        case .moveSection(let from, _): from
        default: nil
        }
    }

    /// The section a section change names after the update (`insertSection`, `moveSection`).
    public var sectionAfterUpdate: Int? {
        switch self {
        case .insertSection(let section, _): section
        case .moveSection(_, let to): to
        default: nil
        }
    }

    /// True for `insertSection`, `deleteSection` and `moveSection`.
    public var isSectionUpdate: Bool { sectionBeforeUpdate != nil || sectionAfterUpdate != nil }
}
