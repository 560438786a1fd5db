import CollectionLayout
import OrbitSession
import OrbitRendering

/// The overlays shown (L, F, M, S, T), the pointer's trail they may draw, and what they read
/// from frame to frame.
struct OverlayController {
    private(set) var shown: Set<Overlay> = []
    private var trail = PointerTrail()
    /// What each pane's overlays read last frame (one pane, or two with `--compare`).
    private var lastStates: [OverlayState?] = [nil, nil]

    /// L, F, M, S, T: shows or hides the overlay `command` names.
    mutating func toggle(for command: AppCommand) {
        guard let overlay = Overlay(toggledBy: command) else { return }
        if shown.remove(overlay) == nil { shown.insert(overlay) }
    }

    /// Every pointer input, for the pointer's trail; `time` in session seconds.
    mutating func record(_ event: PointerInput, at time: Double) {
        trail.record(event, at: time)
    }

    /// The overlays' draw list over `frame` at `pixelScale` pixels a point this frame, nil when
    /// none shows; the landing item is asked for once per scroll target. `time`: session seconds;
    /// `pane`: 0, or 1 for the second pane of `--compare`.
    mutating func list(_ frames: FrameRenderer, frame: FrameSnapshot, pixelScale: Double, time: Double, pane: Int = 0) -> OverlayList? {
        guard !shown.isEmpty else { return nil }
        let state = OverlayState(frame: frame, overlays: shown, trail: trail, time: time, previous: lastStates[pane])
        lastStates[pane] = state
        return frames.overlayList(
            shown, items: frame.items, elements: frame.elements, viewport: frame.viewport(pixelScale: pixelScale), state: state)
    }
}
