import CollectionLayout
import OrbitSession
import OrbitRendering

/// The overlays shown (L, F, M, S, T), the pointer's trail they may draw, and what they read
/// from frame to frame.
struct OverlayController {
    private(set) var shown: Set<Overlay> = []
    private var trail = PointerTrail()
    private var lastState: OverlayState?

    /// L, F, M, S, T: shows or hides the overlay `command` names.
    mutating func toggle(for command: AppCommand) {
        guard let overlay = Overlay(toggledBy: command) else { return }
        if shown.remove(overlay) == nil { shown.insert(overlay) }
    }

    /// Every input event, for the pointer's trail; `time` in session seconds.
    mutating func record(_ event: InputEvent, at time: Double) {
        trail.record(event, at: time)
    }

    /// The overlays' draw list this frame, nil when none shows; the landing item is asked for once
    /// per scroll target. `time`: session seconds.
    mutating func list(
        _ frames: FrameRenderer, items: [DisplayedItem], elements: [DisplayedElement] = [], viewport: Viewport,
        session: PlaygroundSession, time: Double
    ) -> OverlayList? {
        guard !shown.isEmpty else { return nil }
        let state = OverlayState(session: session, overlays: shown, trail: trail, time: time, previous: lastState)
        lastState = state
        return frames.overlayList(shown, items: items, elements: elements, viewport: viewport, state: state)
    }
}
