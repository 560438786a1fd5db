import CollectionLayout

// MARK: - Making layouts

/// The text form of a number for `--set`.
public func text(_ value: Double) -> String { String(describing: value) }

/// `key=value` settings from pairs, in order.
public func settings(_ pairs: KeyValuePairs<String, String>) -> [LayoutSetting] {
    pairs.map { LayoutSetting(key: $0.key, value: $0.value) }
}

/// A preset's layout configured through `LayoutDescriptor.makeLayout` (the `--set` path) and prepared for
/// bounds `size`, `offset`, `count` items and the given gesture state.
public func preparedLayout(
    _ preset: LayoutDescriptor, _ settings: [LayoutSetting] = [], size: Size, offset: Point = .zero, count: Int,
    gestureScale: Double = 1, gestureRotation: Double = 0
) throws -> any CollectionViewLayout {
    var layout = try preset.makeLayout(settings)
    layout.prepare(LayoutContext(
        boundsSize: size, contentOffset: offset, itemCount: count, gestureScale: gestureScale,
        gestureRotation: gestureRotation))
    return layout
}

/// The items `attributes(in:)` must return by the brute-force reading of its contract: every item
/// that is drawn (not hidden, alpha > 0) and whose transformed frame intersects `rect`, in index
/// order.
public func bruteForceIndices(_ items: [LayoutAttributes], in rect: Rect) -> [Int] {
    items.filter { !$0.isHidden && $0.alpha > 0 && $0.transformedFrame.intersects(rect) }.map(\.index)
}

/// The host's clamp of an offset into `0...max(0, content - bounds)` on each axis, written out.
public func hostClamp(_ offset: Point, content: Size, bounds: Size) -> Point {
    Point(
        x: Swift.min(Swift.max(offset.x, 0), Swift.max(0, content.width - bounds.width)),
        y: Swift.min(Swift.max(offset.y, 0), Swift.max(0, content.height - bounds.height)))
}

/// Bounds sizes used by the fixed-case tests: a phone in both orientations, a desktop window, a
/// square, and tiny and zero bounds.
public let fixedSizes: [Size] = [
    Size(width: 375, height: 667), Size(width: 667, height: 375), Size(width: 1280, height: 800),
    Size(width: 500, height: 500), Size(width: 7, height: 3), Size(width: 0, height: 0),
]

/// Item counts used by the fixed-case tests.
public let fixedCounts = [0, 1, 2, 3, 7, 50]
