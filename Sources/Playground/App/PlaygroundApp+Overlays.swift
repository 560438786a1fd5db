import CollectionLayout
import OrbitRendering

extension PlaygroundApp {
    /// L, F, M, S, T: shows or hides the overlay `command` names.
    func toggleOverlay(for command: AppCommand) {
        guard let overlay = Overlay(toggledBy: command) else { return }
        if overlays.remove(overlay) == nil { overlays.insert(overlay) }
    }

    /// What the overlays read this frame; the landing item is asked for once per scroll target.
    func overlayState(now: Double) -> OverlayState {
        let state = OverlayState(session: session, overlays: overlays, trail: trail, time: now, previous: lastOverlayState)
        lastOverlayState = state
        return state
    }
}
