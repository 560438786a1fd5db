/// When something done every so often is due: the HUD's figures, the profiler graph's summary,
/// the memory samples while a file is watched. Pure: the time is passed in, in any unit, as long
/// as `interval` is in the same one.
package struct Cadence: Hashable, Sendable {
    /// The time between two due moments, in the unit of the times passed to `isDue(at:)`.
    package let interval: Double
    /// When it was last due; -infinity before the first time, so the first call is always due.
    package private(set) var stamp = -Double.infinity

    package init(every interval: Double) {
        self.interval = interval
    }

    /// Whether `interval` has passed since it was last due at `time`; when it has, `time` becomes
    /// the new stamp. O(1).
    package mutating func isDue(at time: Double) -> Bool {
        guard time - stamp >= interval else { return false }
        stamp = time
        return true
    }

    /// Makes the next call due, whatever its time (a toggle or a slow frame wants fresh figures).
    package mutating func reset() {
        stamp = -.infinity
    }
}
