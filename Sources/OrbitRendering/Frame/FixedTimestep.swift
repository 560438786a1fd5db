/// A fixed-timestep clock: real elapsed time goes in, whole simulation steps of `step` seconds come
/// out, so the session advances the same way however fast the machine draws. A long frame (a
/// stall, a minimized window, a debugger) is clamped so that the simulation never tries to catch
/// up seconds at once.
package struct FixedTimestep: Sendable {
    /// Seconds per step (1/60).
    package let step: Double
    /// The most real time one frame may feed in, seconds.
    package let maximumFrame: Double
    /// Simulation time, seconds: a whole number of steps.
    package private(set) var time: Double = 0
    package private(set) var stepCount = 0
    private var accumulator = 0.0

    package init(stepsPerSecond: Int = 60, maximumFrame: Double = 0.1) {
        step = 1 / Double(max(1, stepsPerSecond))
        self.maximumFrame = maximumFrame
    }

    /// Feeds `elapsed` real seconds; returns the simulation times of the steps now due, in order.
    package mutating func feed(_ elapsed: Double) -> [Double] {
        guard elapsed.isFinite, elapsed > 0 else { return [] }
        accumulator += min(elapsed, maximumFrame)
        var times: [Double] = []
        // A hair of tolerance so that exactly one step's worth of time yields one step.
        while accumulator >= step - 1e-9 {
            accumulator -= step
            stepCount += 1
            time = Double(stepCount) * step
            times.append(time)
        }
        return times
    }
}
