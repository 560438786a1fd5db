import Foundation
import Testing

@testable import CollectionLayout

// MARK: - Approximate equality

/// Absolute tolerance for comparisons of points, radians and unit values. Much tighter than the
/// outside checker's 1e-6 so that a pass here leaves it nothing to find.
let tolerance = 1e-9

/// True when `a` and `b` agree within `tolerance`, scaled up for large magnitudes (a wheel of a
/// million items has offsets near 1e8, where one ulp is already 1.5e-8).
func isClose(_ a: Double, _ b: Double, tolerance: Double = tolerance) -> Bool {
    if a == b { return true }
    guard a.isFinite, b.isFinite else { return false }
    return abs(a - b) <= tolerance * Swift.max(1, abs(a), abs(b))
}

func isClose(_ a: Point, _ b: Point, tolerance: Double = tolerance) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

func isClose(_ a: Size, _ b: Size, tolerance: Double = tolerance) -> Bool {
    isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
}

func isClose(_ a: Rect, _ b: Rect, tolerance: Double = tolerance) -> Bool {
    isClose(a.origin, b.origin, tolerance: tolerance) && isClose(a.size, b.size, tolerance: tolerance)
}

func isClose(_ a: Transform2D, _ b: Transform2D, tolerance: Double = tolerance) -> Bool {
    zip(a.components, b.components).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

/// Every attribute of the dump contract: index, center, size, the six transform entries, anchor,
/// alpha, zIndex and hidden.
func isClose(_ a: LayoutAttributes, _ b: LayoutAttributes, tolerance: Double = tolerance) -> Bool {
    a.indexPath == b.indexPath && isClose(a.center, b.center, tolerance: tolerance)
        && isClose(a.size, b.size, tolerance: tolerance) && isClose(a.transform, b.transform, tolerance: tolerance)
        && isClose(a.anchorPoint, b.anchorPoint, tolerance: tolerance)
        && isClose(a.alpha, b.alpha, tolerance: tolerance) && a.zIndex == b.zIndex && a.isHidden == b.isHidden
}

/// Records an issue naming both values when they differ by more than the tolerance.
func expectClose(
    _ actual: Double, _ expected: Double, _ what: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(isClose(actual, expected), "\(what()): \(actual) != expected \(expected)", sourceLocation: sourceLocation)
}

func expectClose(
    _ actual: Point, _ expected: Point, _ what: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(isClose(actual, expected), "\(what()): \(actual) != expected \(expected)", sourceLocation: sourceLocation)
}

func expectClose(
    _ actual: Size, _ expected: Size, _ what: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(isClose(actual, expected), "\(what()): \(actual) != expected \(expected)", sourceLocation: sourceLocation)
}

func expectClose(
    _ actual: Transform2D, _ expected: Transform2D, _ what: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        isClose(actual, expected), "\(what()): \(actual.components) != expected \(expected.components)",
        sourceLocation: sourceLocation)
}

func expectClose(
    _ actual: LayoutAttributes?, _ expected: LayoutAttributes, _ what: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("\(what()): no attributes for item \(expected.index)", sourceLocation: sourceLocation)
        return
    }
    #expect(isClose(actual, expected), "\(what()):\n  got      \(actual)\n  expected \(expected)", sourceLocation: sourceLocation)
}

// MARK: - Repeatable randomness

/// The core's SplitMix64 generator: every randomized test sees the same inputs on every run and a
/// failure can be replayed from its seed.
typealias SplitMix64 = SeededRandom

extension SplitMix64 {
    /// A value in `range` with at most two decimals: what a person types, and exact through the
    /// `--set` text round trip (`String(describing:)` prints the shortest exact form).
    mutating func decimal(_ range: ClosedRange<Double>) -> Double {
        let low = Int((range.lowerBound * 100).rounded(.up)), high = Int((range.upperBound * 100).rounded(.down))
        return Double(Int.random(in: low...high, using: &self)) / 100
    }

    /// Mostly a value in the `typical` range, one time in four anywhere in `wide`: extreme
    /// parameters the outside checker may try.
    mutating func decimal(_ typical: ClosedRange<Double>, wide: ClosedRange<Double>) -> Double {
        decimal(chance(0.25) ? wide : typical)
    }

    /// A whole number, mostly in `typical`, one time in four in `wide`.
    mutating func integer(_ typical: ClosedRange<Int>, wide: ClosedRange<Int>) -> Int {
        let range = chance(0.25) ? wide : typical
        return Int.random(in: range, using: &self)
    }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }

    /// A bounds extent: mostly 1…3000, sometimes tiny (0…20, zero included).
    mutating func extent() -> Double {
        chance(0.2) ? decimal(0...20) : decimal(1...3000)
    }

    /// An item count: 0, 1 and 2 often, otherwise up to `maximum`.
    mutating func count(upTo maximum: Int = 500) -> Int {
        chance(0.25) ? Int.random(in: 0...2, using: &self) : Int.random(in: 0...maximum, using: &self)
    }

    /// An offset along one axis for content of `length` shown in `extent`: inside the scroll range
    /// mostly, but also negative and past the end.
    mutating func offset(length: Double, extent: Double) -> Double {
        let maximum = Swift.max(0, length - extent)
        switch Int.random(in: 0..<10, using: &self) {
        case 0: return -decimal(0...Swift.max(1, extent))
        case 1: return maximum + decimal(0...Swift.max(1, extent))
        case 2: return 0
        case 3: return maximum
        default: return decimal(0...Swift.max(0, maximum))
        }
    }

    /// A rectangle somewhere around `area`, sometimes empty or outside it.
    mutating func rect(around area: Rect) -> Rect {
        let spanX = Swift.max(1, area.width), spanY = Swift.max(1, area.height)
        let x = area.minX + decimal(-spanX...spanX), y = area.minY + decimal(-spanY...spanY)
        let width = chance(0.05) ? 0 : decimal(0...2 * spanX), height = chance(0.05) ? 0 : decimal(0...2 * spanY)
        return Rect(x: x, y: y, width: width, height: height)
    }
}

// MARK: - Making layouts

/// The text form of a number for `--set`.
func text(_ value: Double) -> String { String(describing: value) }

/// `key=value` settings from pairs, in order.
func settings(_ pairs: KeyValuePairs<String, String>) -> [LayoutSetting] {
    pairs.map { LayoutSetting(key: $0.key, value: $0.value) }
}

/// A preset's layout configured through `LayoutDescriptor.makeLayout` (the `--set` path) and prepared for
/// bounds `size`, `offset`, `count` items and the given gesture state.
func preparedLayout(
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
func bruteForceIndices(_ items: [LayoutAttributes], in rect: Rect) -> [Int] {
    items.filter { !$0.isHidden && $0.alpha > 0 && $0.transformedFrame.intersects(rect) }.map(\.index)
}

/// The host's clamp of an offset into `0...max(0, content - bounds)` on each axis, written out.
func hostClamp(_ offset: Point, content: Size, bounds: Size) -> Point {
    Point(
        x: Swift.min(Swift.max(offset.x, 0), Swift.max(0, content.width - bounds.width)),
        y: Swift.min(Swift.max(offset.y, 0), Swift.max(0, content.height - bounds.height)))
}

/// Bounds sizes used by the fixed-case tests: a phone in both orientations, a desktop window, a
/// square, and tiny and zero bounds.
let fixedSizes: [Size] = [
    Size(width: 375, height: 667), Size(width: 667, height: 375), Size(width: 1280, height: 800),
    Size(width: 500, height: 500), Size(width: 7, height: 3), Size(width: 0, height: 0),
]

/// Item counts used by the fixed-case tests.
let fixedCounts = [0, 1, 2, 3, 7, 50]
