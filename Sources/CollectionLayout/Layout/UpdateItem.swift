/// One change of a batch update, with UIKit's meaning of the index paths: a delete names the index
/// before the update, an insert the index after it, a move both.
public enum UpdateItem: Hashable, Sendable {
    case insert(ItemIndexPath)
    case delete(ItemIndexPath)
    case move(from: ItemIndexPath, to: ItemIndexPath)

    /// The index path after the update, if the item exists then.
    public var indexPathAfterUpdate: ItemIndexPath? {
        switch self {
        case .insert(let indexPath): indexPath
        case .delete: nil
        case .move(_, let to): to
        }
    }

    /// The index path before the update, if the item existed then.
    public var indexPathBeforeUpdate: ItemIndexPath? {
        switch self {
        case .insert: nil
        case .delete(let indexPath): indexPath
        case .move(let from, _): from
        }
    }
}
