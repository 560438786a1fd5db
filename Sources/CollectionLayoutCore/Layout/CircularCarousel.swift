import Foundation

/// The circle that iCarousel's rotary, cylinder and wheel types put their items on: how many items
/// it holds and its radius, from the view, the item length and the options. Public so that a
/// user's circular carousel derives them the same way.
package struct CircularCarousel: Hashable, Sendable {
    /// iCarousel's `circularCarouselItemCount`: the number of items on the arc.
    package let count: Int
    /// Points; never below `minimumRadius`.
    package let radius: Double
    /// Radians spanned by `count` items.
    package let arc: Double

    /// - Parameters:
    ///   - itemCount: the items in the collection.
    ///   - viewLength, itemLength: the view's and the item's length along the scroll axis, points.
    ///   - spacing: item lengths between neighbours.
    ///   - arc: radians spanned by the items on the circle.
    ///   - count: the items on the arc, or nil for iCarousel's rule
    ///     `min(itemCount, 50, max(12, ceil(viewLength / (spacing * itemLength)) * pi))` (whole items).
    ///   - radius: the radius, or nil for `max(minimumRadius, spacing * itemLength / 2 / tan(arc / 2 / count))`.
    ///   - minimumRadius: the smallest radius the rule gives (rotary: half a spaced item; cylinder: 0.01).
    package init(
        itemCount: Int, viewLength: Double, itemLength: Double, spacing: Double, arc: Double, count: Int?, radius: Double?,
        minimumRadius: Double
    ) {
        let step = spacing * itemLength
        let fits = step > 0 ? (viewLength / step).rounded(.up) * .pi : PerspectiveCarouselDefaults.maximumVisibleOffset
        let automatic = Int(clampingTruncating: Swift.min(PerspectiveCarouselDefaults.maximumVisibleOffset, Swift.max(12, fits)))
        self.count = Swift.max(0, count ?? Swift.min(itemCount, automatic))
        self.arc = arc
        if let radius {
            self.radius = radius
        } else if self.count > 0 {
            let derived = step / 2 / tan(arc / 2 / Double(self.count))
            self.radius = derived.isFinite ? Swift.max(minimumRadius, derived) : minimumRadius
        } else {
            self.radius = minimumRadius
        }
    }

    /// `offset / count * arc`, radians (0 without items on the arc).
    package func angle(forOffset offset: Double) -> Double {
        count > 0 ? offset / Double(count) * arc : 0
    }
}
