/// When one frame did what, milliseconds on its loop's clock (from the loop's start): what the
/// frame observers (`--profile`, `--trace-events`) are told after each frame.
///
/// `orbit play` measures the phases with the wall clock; `orbit replay` has none (its frames are
/// slots of 1/60 s on the script's clock, and no wall-clock figure may enter its output).
public struct FrameTiming: Hashable, Sendable {
    /// A named part of a frame, from `start` to `end` milliseconds.
    public struct Phase: Hashable, Sendable {
        public var name: String
        public var start: Double
        public var end: Double

        public init(_ name: String, start: Double, end: Double) {
            self.name = name
            self.start = start
            self.end = max(start, end)
        }

        public var milliseconds: Double { end - start }
    }

    public var frame: Int
    /// The frame's start and end, milliseconds: its own work, without any vsync wait or sleep.
    public var start: Double
    public var end: Double
    /// The parts of the frame in order, within `start...end` (`events`, `layout`, `draw`,
    /// `present` in the playground; none in a replay).
    public var phases: [Phase]
    /// Items drawn.
    public var visible: Int

    public init(frame: Int, start: Double, end: Double, phases: [Phase] = [], visible: Int) {
        self.frame = frame
        self.start = start
        self.end = max(start, end)
        self.phases = phases
        self.visible = visible
    }

    /// The duration of the phase called `name`, milliseconds; 0 when there is none.
    public func milliseconds(of name: String) -> Double {
        phases.first { $0.name == name }?.milliseconds ?? 0
    }

    /// The frame's phases in the playground's loop.
    public enum PhaseName {
        /// Handling the pending SDL events (and looking for `--watch` reloads).
        public static let events = "events"
        /// Advancing the session and computing the displayed items.
        public static let layout = "layout"
        /// Building the draw list and issuing the draw calls.
        public static let draw = "draw"
        /// `SDL_RenderPresent`.
        public static let present = "present"
    }
}
