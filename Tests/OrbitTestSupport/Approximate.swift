import CollectionLayout
import Foundation
import Testing

/// Approximate equality for every test target: numbers, geometry, transforms and attributes.

// MARK: - Approximate equality

/// Absolute tolerance for comparisons of points, radians and unit values. Much tighter than the
/// outside checker's 1e-6 so that a pass here leaves it nothing to find.
public let tolerance = 1e-9

/// True when `a` and `b` agree within `tolerance`, scaled up for large magnitudes (a wheel of a
/// million items has offsets near 1e8, where one ulp is already 1.5e-8).
public func isClose(_ a: Double, _ b: Double, tolerance: Double = tolerance) -> Bool {
    if a == b { return true }
    guard a.isFinite, b.isFinite else { return false }
    return abs(a - b) <= tolerance * Swift.max(1, abs(a), abs(b))
}

public func isClose(_ a: Point, _ b: Point, tolerance: Double = tolerance) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

public func isClose(_ a: Size, _ b: Size, tolerance: Double = tolerance) -> Bool {
    isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
}

public func isClose(_ a: Rect, _ b: Rect, tolerance: Double = tolerance) -> Bool {
    isClose(a.origin, b.origin, tolerance: tolerance) && isClose(a.size, b.size, tolerance: tolerance)
}

public func isClose(_ a: Transform2D, _ b: Transform2D, tolerance: Double = tolerance) -> Bool {
    zip(a.components, b.components).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

/// Every attribute of the dump contract: index, center, size, the six transform entries, anchor,
/// alpha, zIndex and hidden.
public func isClose(_ a: LayoutAttributes, _ b: LayoutAttributes, tolerance: Double = tolerance) -> Bool {
    a.indexPath == b.indexPath && isClose(a.center, b.center, tolerance: tolerance)
        && isClose(a.size, b.size, tolerance: tolerance) && isClose(a.transform, b.transform, tolerance: tolerance)
        && isClose(a.anchorPoint, b.anchorPoint, tolerance: tolerance)
        && isClose(a.alpha, b.alpha, tolerance: tolerance) && a.zIndex == b.zIndex && a.isHidden == b.isHidden
}

/// Records an issue naming both values when they differ by more than the tolerance.
public func expectClose(
    _ actual: Double, _ expected: Double, _ what: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(isClose(actual, expected), "\(what()): \(actual) != expected \(expected)", sourceLocation: sourceLocation)
}

public func expectClose(
    _ actual: Point, _ expected: Point, _ what: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(isClose(actual, expected), "\(what()): \(actual) != expected \(expected)", sourceLocation: sourceLocation)
}

public func expectClose(
    _ actual: Size, _ expected: Size, _ what: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(isClose(actual, expected), "\(what()): \(actual) != expected \(expected)", sourceLocation: sourceLocation)
}

public func expectClose(
    _ actual: Transform2D, _ expected: Transform2D, _ what: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        isClose(actual, expected), "\(what()): \(actual.components) != expected \(expected.components)",
        sourceLocation: sourceLocation)
}

public func expectClose(
    _ actual: LayoutAttributes?, _ expected: LayoutAttributes, _ what: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("\(what()): no attributes for item \(expected.index)", sourceLocation: sourceLocation)
        return
    }
    #expect(isClose(actual, expected), "\(what()):\n  got      \(actual)\n  expected \(expected)", sourceLocation: sourceLocation)
}

public func isClose(_ a: Transform3D, _ b: Transform3D, tolerance: Double = tolerance) -> Bool {
    zip(a.entries, b.entries).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

// MARK: - Absolute distance

/// True when `a` and `b` differ by at most `tolerance`, whatever their magnitude: for pixels,
/// milliseconds and other quantities whose error does not grow with their size.
public func isWithin(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

public func isWithin(_ a: Point, _ b: Point, tolerance: Double = 1e-6) -> Bool {
    isWithin(a.x, b.x, tolerance: tolerance) && isWithin(a.y, b.y, tolerance: tolerance)
}

public func isWithin(_ a: Size, _ b: Size, tolerance: Double = 1e-6) -> Bool {
    isWithin(a.width, b.width, tolerance: tolerance) && isWithin(a.height, b.height, tolerance: tolerance)
}

public func isWithin(_ a: Rect, _ b: Rect, tolerance: Double = 1e-6) -> Bool {
    isWithin(a.origin, b.origin, tolerance: tolerance) && isWithin(a.size, b.size, tolerance: tolerance)
}
