/// Scrolling while an item is dragged near an edge of the view (interactive movement's
/// auto-scroll): the content scrolls towards the edge the moving item is in, faster the deeper it is
/// in the edge zone, and stops at the content's bounds.
///
/// The edge zone on each side is `zone` points deep (at most a quarter of the view's side, so a
/// small view keeps a still middle). The speed grows linearly with the depth: 0 at the inner
/// border of the zone, `maximumSpeed` at the edge and beyond it.
package enum EdgeAutoScroll {
    /// Depth of the edge zone, points.
    package static let zone = 60.0
    /// The speed at the edge and beyond, points per second.
    package static let maximumSpeed = 1_200.0

    /// The content offset's velocity (points per second) for a moving item whose centre is at
    /// `point` (window points, the view's top-left at 0, 0) in a view of `size` points, scrolling
    /// only along the `axes` that scroll. O(1).
    package static func velocity(at point: Point, in size: Size, horizontal: Bool, vertical: Bool) -> Point {
        guard point.isFinite else { return .zero }
        return Point(
            x: horizontal ? speed(at: point.x, length: size.width) : 0,
            y: vertical ? speed(at: point.y, length: size.height) : 0)
    }

    /// The signed speed along one axis for a coordinate `position` in a view `length` points long:
    /// negative in the leading zone (towards offset 0), positive in the trailing one.
    static func speed(at position: Double, length: Double) -> Double {
        guard length.isFinite, length > 0 else { return 0 }
        let depth = Swift.min(zone, length / 4)
        guard depth > 0 else { return 0 }
        let leading = (depth - position) / depth, trailing = (position - (length - depth)) / depth
        if leading > 0 { return -maximumSpeed * Swift.min(leading, 1) }
        if trailing > 0 { return maximumSpeed * Swift.min(trailing, 1) }
        return 0
    }
}
