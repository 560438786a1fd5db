import OrbitRendering

// The app commands are the window's, so the mapping from a key's command to an overlay lives here.
extension Overlay {
    /// The overlay an app command toggles (L, F, M, S, T), or nil for other commands.
    public init?(toggledBy command: AppCommand) {
        switch command {
        case .toggleLabels: self = .labels
        case .toggleFrames: self = .frames
        case .toggleMinimap: self = .minimap
        case .toggleSnapTarget: self = .snap
        case .toggleTrail: self = .trail
        default: return nil
        }
    }
}
