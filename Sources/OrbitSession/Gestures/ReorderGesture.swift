import CollectionLayout
/// Press and hold on an item, then drag it to a new place (UICollectionView's standard gesture for
/// interactive movement, a long press): a left press that stays within `PanGesture.tapSlop` points
/// of where it went down for `holdDuration` seconds picks up the item under the pointer; a press
/// that moves that far before is a scroll, as always.
///
/// A pure state over window points and seconds; the session turns it into the collection view's
/// `beginInteractiveMovementForItem`, `updateInteractiveMovementTargetPosition`,
/// `endInteractiveMovement` and `cancelInteractiveMovement`.
public enum ReorderGesture: Hashable, Sendable {
    /// The left button went down at `start` at `since` seconds and the pointer, now at `pointer`,
    /// has not moved `PanGesture.tapSlop` points from there.
    case holding(start: Point, pointer: Point, since: Double)
    /// An item is picked up: its centre stays `grab` (points) from the pointer, now at `pointer`.
    case moving(grab: Point, pointer: Point)

    /// Seconds a press must be held still to pick up an item (UILongPressGestureRecognizer's
    /// default minimum press duration).
    public static let holdDuration = 0.5

    /// The holding state after the pointer moved to `point`: nil once it strayed as far as a pan.
    func moved(to point: Point) -> ReorderGesture? {
        guard case .holding(let start, _, let since) = self else { return self }
        guard point.isFinite, (point - start).length < PanGesture.tapSlop else { return nil }
        return .holding(start: start, pointer: point, since: since)
    }

    /// When a hold picks up its item, seconds; nil once moving.
    var pickUpTime: Double? {
        guard case .holding(_, _, let since) = self else { return nil }
        return since + Self.holdDuration
    }
}
