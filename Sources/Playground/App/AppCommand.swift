import OrbitSession

/// A request only the playground window can carry out, by the key that asks for it: the session
/// passes keys it does not bind to the app (`PlaygroundSession.takeUnhandledKeys()`).
public enum AppCommand: String, Hashable, Sendable, CaseIterable {
    /// H: show or hide the HUD.
    case toggleHUD
    /// P: save a screenshot.
    case screenshot
    /// F11: toggle fullscreen.
    case toggleFullscreen
    /// Esc or Q: quit.
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

extension AppCommand {
    /// The command for an SDL key name (`SDL_GetKeyName`, any case), or nil for keys the app leaves alone.
    public init?(key name: String) {
        guard let command = Self.keys[name.lowercased()] else { return nil }
        self = command
    }

    /// The keys the playground binds for itself, by lower-case SDL name.
    public static let keys: [String: AppCommand] = [
        "h": .toggleHUD, "g": .toggleProfiler, "p": .screenshot, "f11": .toggleFullscreen,
        "l": .toggleLabels, "f": .toggleFrames, "m": .toggleMinimap, "s": .toggleSnapTarget, "t": .toggleTrail,
        "e": .togglePanel, "v": .toggleRecording, "c": .copyCommand, "escape": .quit, "q": .quit,
    ]

    /// Every key the playground answers, the session's and its own, for messages.
    public static var allKeyNamesDescription: String { KeyCommand.keyNamesDescription(hostKeys: keys.keys) }
}
