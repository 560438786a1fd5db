/// A request only the playground window can carry out, by the key that asks for it
/// (`KeyBindings`: a key binds to a `SessionAction` or to one of these).
public enum AppCommand: String, Hashable, Sendable, CaseIterable {
    /// H: show or hide the HUD.
    case toggleHUD
    /// P: save a screenshot.
    case screenshot
    /// F11: toggle fullscreen.
    case toggleFullscreen
    /// Esc or Q: quit (Esc cancels a drag to reorder instead while one runs).
    case quit
    /// G: show or hide the profiler graph (frame times of the last seconds).
    case toggleProfiler
    /// L, F, M, S, T: show or hide an overlay: item index labels, transformed frame outlines with
    /// anchor points, the minimap, the snap target, the pointer trail.
    case toggleLabels, toggleFrames, toggleMinimap, toggleSnapTarget, toggleTrail
    /// E: show or hide the tuning panel (layout parameters, physics, layout picker).
    case togglePanel
    /// V: start or stop recording the window to a video (`orbit-LAYOUT-N.mp4`, through ffmpeg).
    case toggleRecording
    /// C: print the `orbit play` line that starts in the current state, and copy it (the panel's
    /// "Copy command").
    case copyCommand
}
