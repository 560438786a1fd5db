/// An item the user is dragging to a new place (UICollectionView's interactive movement, iOS 9):
/// it follows `position` on top of everything while the others make room for it at `index`.
///
/// The identities are updated provisionally every time the target index changes (a batch move
/// of this one item, animated like any update), so the data order on screen is always the order
/// a commit would keep; a cancel moves the item back to `originalIndex`.
package struct InteractiveMovement: Sendable {
    /// The identity of the moving item.
    var id: ItemID
    /// Its index when the movement began.
    var originalIndex: Int
    /// Its index now (the layout's latest target).
    var index: Int
    /// Where its centre is drawn, content coordinates (the layout's
    /// `attributesForInteractivelyMovingItem(at:withTargetPosition:)` receives it).
    var position: Point
    /// The content offset when the movement began: a cancel scrolls back to it.
    var startOffset: Point
}
