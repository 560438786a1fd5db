/// A frame's measured costs as the HUD shows them, milliseconds; nil where not measured (a single
/// headless frame has no rate, percentiles or present).
public struct FrameFigures: Hashable, Sendable {
    /// Frames per second over the last second.
    package var framesPerSecond: Double?
    /// Frame work percentiles.
    package var frameP50: Double?
    package var frameP99: Double?
    /// Preparing the layout and querying attributes.
    package var layoutMilliseconds: Double?
    /// Building the draw list and issuing the draw calls.
    package var drawMilliseconds: Double?
    /// `SDL_RenderPresent`.
    package var presentMilliseconds: Double?
    /// True when present waits for the display's refresh (vsync): its figure includes the wait,
    /// and the HUD says so.
    package var presentIncludesVsync = false
}
