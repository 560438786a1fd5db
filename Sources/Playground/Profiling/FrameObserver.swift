import CollectionLayout
import OrbitSession
import OrbitRendering
import LiveLayouts

/// What a session's frame loop reports as it runs: each frame's timing and the session as drawn,
/// the input it handled, and `--watch` reloads. `orbit play` calls its observers (the profile CSV,
/// the trace-events file) and so does `orbit replay` (on the script's clock).
///
/// Every time is in milliseconds on the loop's clock; calls come in time order.
public protocol FrameObserver: AnyObject {
    /// A frame ended (was presented): its timing and the session it drew.
    func frameEnded(_ timing: FrameTiming, session: Session)
    /// The session handled `step` (an event, or a key as pressed) at `time` milliseconds.
    func handled(_ step: ScriptStep, at time: Double)
    /// A `--watch` reload finished at `time` milliseconds: the version loaded, or why it was not.
    func reloadFinished(_ outcome: LayoutReloader.Outcome, at time: Double)
    /// The session is over: write what is left.
    func finish() throws(SDLError)
}

// MARK: - Default implementations

extension FrameObserver {
    public func handled(_ step: ScriptStep, at time: Double) {}
    public func reloadFinished(_ outcome: LayoutReloader.Outcome, at time: Double) {}
}
