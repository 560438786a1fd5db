import CSDL2
import CollectionLayout
import OrbitSession
import Foundation

/// The tuning panel (E): docked at the right edge, the session's bounds narrowed to the rest so
/// that it covers no content; its edits reach the session as input events, recorded like any other
/// (so `--record`, the journal and `--resume` keep them, and `orbit replay` repeats them).
extension PlaygroundApp {
    /// What shares the window with the content: the panel (made on first use) and whether it
    /// shows, and with `--compare` the other pane.
    struct PanelDock {
        var view: TuningPanel?
        var shown = false
        var compare: CompareDock?
    }

    /// `--physics`: set before the first frame and recorded at t = 0, as `--spring` is.
    static func applyStartingPhysics(_ options: PlaygroundOptions, to session: inout Session, recorder: SessionRecorder) {
        for key in PhysicsKey.allCases {
            guard let value = options.physics[key] else { continue }
            session.send(.physics(key, value), at: session.time)
            recorder.record(.physics(key, session.physicsValue(key)), at: 0)
        }
    }

    /// `--orthogonal`: as a script's `orthogonal` events at t = 0, recorded as they are.
    static func applyStartingOrthogonalOffsets(_ options: PlaygroundOptions, to session: inout Session, recorder: SessionRecorder) {
        for (section, offset) in options.orthogonalOffsets.sorted(by: { $0.key < $1.key }) {
            let action = SessionAction.orthogonalOffset(section: section, offset: offset)
            session.send(action, at: 0)
            recorder.record(action, at: 0)
        }
    }

    /// E: shows the panel (made on first use) or hides it; a window too narrow for it says so.
    func togglePanel() {
        if panel.shown {
            panel.shown = false
            panel.view?.hide()
            followWindowSize()
            return
        }
        guard TuningPanelLayout.split(window: window.size) != nil else {
            say("the tuning panel needs a window at least \(Int(TuningPanelLayout.minimumContentWidth + TuningPanelLayout.widths.lowerBound)) points wide")
            return
        }
        if panel.view == nil {
            panel.view = TuningPanel(
                window: window.window, renderer: window.renderer, fontPath: FontLocator.locate()?.regular, pixelScale: window.pixelScale)
            if panel.view == nil {
                say("the tuning panel cannot start: Dear ImGui could not make its font texture")
                return
            }
        }
        panel.shown = true
        followWindowSize()
    }

    /// The panel's split of the window while it shows (nil when hidden or the window is too narrow).
    var panelSplit: (content: Size, panel: Rect)? {
        panel.shown ? TuningPanelLayout.split(window: window.size) : nil
    }

    /// The session's bounds: the window, less the panel while it shows.
    var contentSize: Size { panelSplit?.content ?? window.size }

    /// Whether the panel takes `event` (the pointer over it, a field typing): the session then does not see it.
    func panelTakes(_ event: inout SDL_Event) -> Bool {
        guard panelSplit != nil, let view = panel.view else { return false }
        return view.takes(&event)
    }

    /// Narrows the renderer's viewport to the content's part while the panel shows, so that the
    /// frame (items, overlays, HUD) is drawn and arranged inside it.
    func beginContentViewport() {
        guard let split = panelSplit else { return }
        var rect = SDL_Rect(
            x: 0, y: 0, w: Int32((split.content.width * window.pixelScale).rounded()),
            h: Int32((split.content.height * window.pixelScale).rounded()))
        SDL_RenderSetViewport(window.renderer, &rect)
    }

    /// Restores the whole window, draws the panel and handles what the user did in it.
    func drawPanel() {
        SDL_RenderSetViewport(window.renderer, nil)
        guard let split = panelSplit, let view = panel.view else { return }
        let edited = compare.flatMap { $0.versions ? nil : $0.editedPanes }
        let actions = view.draw(in: split.panel, session: edited == .right ? compare!.partner : session, editing: edited)
        if let choice = actions.editedPanes { compare?.editedPanes = choice }
        for event in actions.events { handlePanelInput(event) }
        if actions.copyCommand { copyCommand() }
    }

    /// A panel edit, handled and recorded as input at the current time. With `--compare` it goes
    /// to the pane the panel tunes; an edit of one pane is not recorded (a script drives both
    /// panes alike), and the Copy command carries each pane's settings.
    func handlePanelInput(_ action: SessionAction) {
        let edited = compare.flatMap { $0.versions ? nil : $0.editedPanes } ?? .both
        if edited != .right { session.send(action, at: clock.now) }
        if edited == .right {
            compare!.partner.send(action, at: clock.now)
        } else if edited == .both {
            partnerHandles(.action(action), at: clock.now)
            recorder.handled(.event(.action(action)), at: clock.now, observed: clock.sinceLoopStart)
        }
        updateTitle()
    }

    /// "Copy command" (or the C key): the `orbit play` line that starts in the current state, to
    /// standard output, the clipboard and the panel: layout files, sections, content, both sides
    /// of `--compare`, settings, physics and the window's size.
    func copyCommand() {
        // The window's size: the panel's dock is not the content's to keep.
        let partner = compare.flatMap { $0.versions ? nil : $0.partner }
        let command = session.playCommand(windowSize: window.size, comparedWith: partner, extraArguments: options.commandArguments)
        say(command)
        SDL_SetClipboardText(command)
        panel.view?.copiedCommand = command
    }
}
