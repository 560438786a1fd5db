import CollectionLayout

/// The layout calls a host makes that neither the conformance kit nor the gesture fuzzer reach:
/// `interpolatedAttributes` (every reload and update animation), and press-hold-drag's
/// `targetIndexPath(forInteractivelyMovingItem:withPosition:)` and
/// `attributesForInteractivelyMovingItem(at:withTargetPosition:)`. A layout that traps in one of
/// them would pass the rest of the check and then end the session on the first animation or drag.
///
/// Run on a layout prepared at the check's item count and bounds, for up to `sampleCount` items
/// evenly spaced (first and last included): O(samples) calls, each the layout's own cost.
package enum HostHookCheck {
    package static let sampleCount = 16

    /// The items sampled out of `itemCount`, in order, without repeats (pure).
    package static func samples(itemCount: Int, count: Int = sampleCount) -> [Int] {
        guard itemCount > 0 else { return [] }
        guard itemCount > count else { return Array(0..<itemCount) }
        var items: [Int] = []
        for step in 0..<count {
            let item = Int((Double(step) * Double(itemCount - 1) / Double(count - 1)).rounded())
            if items.last != item { items.append(item) }
        }
        return items
    }

    /// Calls each hook for the sampled items of `layout` (prepared here for `itemCount` items in
    /// `size` at offset zero, at `displayScale`); nil when every answer is usable, else the first problem (one line).
    /// Interpolated attributes must be finite (the host draws them); the indexes and the moving
    /// item's attributes are clamped or dropped by the host, so any answer passes.
    package static func run(_ layout: any CollectionViewLayout, itemCount: Int, size: Size, displayScale: Double = 1) -> String? {
        var layout = layout
        layout.prepare(LayoutContext(boundsSize: size, itemCount: itemCount, displayScale: displayScale))
        let items = samples(itemCount: itemCount)
        let far = Point(x: -size.width - 1_000, y: -size.height - 1_000)
        for (position, item) in items.enumerated() {
            let indexPath = ItemIndexPath(item: item)
            guard let start = layout.attributes(at: indexPath) else { continue }
            let end = layout.attributes(at: ItemIndexPath(item: items[(position + 1) % items.count])) ?? start
            for (fraction, values) in [(0.0, [:]), (0.5, ["orbit.check": 0.5]), (1.0, [:])] as [(Double, [String: Double])] {
                let mixed = layout.interpolatedAttributes(from: start, to: end, fraction: fraction, animatedValues: values)
                guard mixed.isFinite else {
                    return "interpolatedAttributes(from:to:fraction:animatedValues:): item \(item) at fraction "
                        + "\(ParameterValue.format(fraction)) is not finite"
                }
            }
            _ = layout.targetIndexPath(forInteractivelyMovingItem: indexPath, withPosition: start.center)
            _ = layout.targetIndexPath(forInteractivelyMovingItem: indexPath, withPosition: far)
            _ = layout.attributesForInteractivelyMovingItem(
                at: indexPath, withTargetPosition: Point(x: start.center.x + 10, y: start.center.y + 10))
        }
        return nil
    }
}
