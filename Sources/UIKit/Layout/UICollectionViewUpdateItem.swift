/// One change of a batch update, as `prepare(forCollectionViewUpdates:)` receives it: a delete
/// names the index path before the update, an insert the one after it, a move both. A section
/// change has an index path of one index (the section) and `item` NSNotFound in UIKit's spelling.
open class UICollectionViewUpdateItem: NSObject {
    /// What the change does.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// nil for an insert.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// nil for a delete.
    open private(set) var indexPathAfterUpdate: IndexPath?
    open private(set) var updateAction: Action

    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }

    open override var description: String {
        "<UICollectionViewUpdateItem: \(updateAction) \(indexPathBeforeUpdate.map { "\($0)" } ?? "-") -> \(indexPathAfterUpdate.map { "\($0)" } ?? "-")>"
    }
}

/// Swift 4.1's name.
public typealias UICollectionUpdateAction = UICollectionViewUpdateItem.Action
