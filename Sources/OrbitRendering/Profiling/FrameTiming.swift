/// When one frame did what, milliseconds on its loop's clock (from the loop's start): what the
/// frame observers (`--profile`, `--trace-events`) are told after each frame.
///
/// `orbit play` measures the phases with the wall clock; `orbit replay` has none (its frames are
/// slots of 1/60 s on the script's clock, and no wall-clock figure may enter its output).
public struct FrameTiming: Hashable, Sendable {
    /// A named part of a frame, from `start` to `end` milliseconds.
    package struct Phase: Hashable, Sendable {
        package var name: String
        package var start: Double
        package var end: Double

        package init(_ name: String, start: Double, end: Double) {
            self.name = name
            self.start = start
            self.end = max(start, end)
        }

        package var milliseconds: Double { end - start }
    }

    package var frame: Int
    /// The frame's start and end, milliseconds: its own work, without any vsync wait or sleep.
    package var start: Double
    package var end: Double
    /// The parts of the frame in order, within `start...end` (`events`, `layout`, `draw`,
    /// `present` in the playground; none in a replay).
    package var phases: [Phase]
    /// Items drawn.
    package var visible: Int
    /// Items on screen that the renderer left out (covered by later ones, or over the frame-time
    /// bound): `visible + leftOut` items were on screen.
    package var leftOut: Int

    package init(frame: Int, start: Double, end: Double, phases: [Phase] = [], visible: Int, leftOut: Int = 0) {
        self.frame = frame
        self.start = start
        self.end = max(start, end)
        self.phases = phases
        self.visible = visible
        self.leftOut = max(0, leftOut)
    }

    /// The duration of the phase called `name`, milliseconds; 0 when there is none.
    package func milliseconds(of name: String) -> Double {
        phases.first { $0.name == name }?.milliseconds ?? 0
    }

    /// The frame's phases in the playground's loop.
    package enum PhaseName {
        /// Handling the pending SDL events (and looking for `--watch` reloads).
        package static let events = "events"
        /// Advancing the session and computing the displayed items.
        package static let layout = "layout"
        /// Building the draw list and issuing the draw calls.
        package static let draw = "draw"
        /// `SDL_RenderPresent`.
        package static let present = "present"
    }
}
