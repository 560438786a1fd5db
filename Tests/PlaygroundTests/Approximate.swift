import CollectionLayout
import Testing

/// Approximate comparisons for tests: numbers, points and rects within `tolerance`.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

func isClose(_ a: Point, _ b: Point, tolerance: Double = 1e-6) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

func isClose(_ a: Rect, _ b: Rect, tolerance: Double = 1e-6) -> Bool {
    isClose(a.origin, b.origin, tolerance: tolerance) && isClose(a.width, b.width, tolerance: tolerance)
        && isClose(a.height, b.height, tolerance: tolerance)
}
