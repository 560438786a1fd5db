/// An item the user is dragging to a new place (UICollectionView's interactive movement, iOS 9):
/// it follows `position` on top of everything while the others make room for it at `index`.
///
/// The identities are updated provisionally every time the target index path changes (a batch
/// move of this one item, animated like any update, into another section when the layout says so),
/// so the data order on screen is always the order a commit would keep; a cancel moves the item
/// back to `originalIndexPath`.
package struct InteractiveMovement: Sendable {
    /// The identity of the moving item.
    var id: ItemID
    /// Its index path when the movement began.
    var originalIndexPath: ItemIndexPath
    /// Its index path now (the layout's latest target).
    var indexPath: ItemIndexPath
    /// Where its centre is drawn, content coordinates (the layout's
    /// `attributesForInteractivelyMovingItem(at:withTargetPosition:)` receives it).
    var position: Point
    /// The content offset when the movement began: a cancel scrolls back to it.
    var startOffset: Point
}
