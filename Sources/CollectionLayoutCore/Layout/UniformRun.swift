/// Items laid out at a constant pitch along one axis: item `i` spans
/// `start + i*pitch ..< start + i*pitch + extent`. Flow rows and columns and the carousels are runs.
struct UniformRun: Sendable {
    var start: Double
    var pitch: Double
    var extent: Double
    var count: Int

    /// The leading edge of item `i`.
    func origin(of index: Int) -> Double { start + Double(index) * pitch }

    /// The indices whose span can overlap `low ..< high` (a conservative range: callers filter the
    /// few at its ends exactly).
    ///
    /// - Complexity: O(1).
    func indices(overlapping low: Double, _ high: Double) -> Range<Int> {
        guard count > 0, high > low else { return 0..<0 }
        guard pitch > 0 else { return 0..<count }
        let first = Int(clampingToIndex: ((low - start - extent) / pitch).rounded(.down), count: count)
        let last = Int(clampingToIndex: ((high - start) / pitch).rounded(.up), count: count)
        return first <= last ? first..<(last + 1) : 0..<0
    }

    /// The index whose centre is nearest `position`; the lower index on an exact tie.
    /// Requires `count > 0`.
    func nearestIndex(toCenter position: Double) -> Int {
        guard pitch > 0 else { return 0 }
        let fractional = (position - start - extent / 2) / pitch
        return Int(clampingToIndex: (fractional - 0.5).rounded(.up), count: count)
    }
}

extension Int {
    /// `value` truncated toward zero, clamped into `0...count-1`; NaN gives 0. Never traps.
    init(clampingToIndex value: Double, count: Int) {
        guard value.isFinite else {
            self = value.isNaN || value < 0 ? 0 : Swift.max(0, count - 1)
            return
        }
        if value <= 0 { self = 0; return }
        if value >= Double(count - 1) { self = Swift.max(0, count - 1); return }
        self = Int(value)
    }

    /// `value` truncated toward zero and clamped into Int's range; NaN gives 0. Never traps.
    package init(clampingTruncating value: Double) {
        if value.isNaN { self = 0; return }
        // 2^62 keeps the conversion exact and far from Int.max.
        let limit = 4_611_686_018_427_387_904.0
        self = Int(Swift.min(Swift.max(value, -limit), limit))
    }
}
