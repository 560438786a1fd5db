import CSDL2
import CollectionLayout
import OrbitSession
import Foundation

/// The tuning panel (E): docked at the right edge, the panes' bounds narrowed to the rest so
/// that it covers no content; its edits reach the panes it tunes as input events through the
/// `EventRouter`, recorded like any other (so `--record`, the journal and `--resume` keep them, and
/// `orbit replay` repeats them).
extension PlaygroundApp {
    /// What shares the window with the content: the panel (made on first use) and whether it shows.
    struct PanelDock {
        var view: TuningPanel?
        var shown = false
    }

    /// `--spring`, `--physics`, `--content` and `--orthogonal`: set before the first frame, and
    /// recorded at t = 0 by `recorder` but `--spring` (the record's start has it already). Every
    /// pane starts with them; only the lead's are recorded (the other panes' are the same events).
    static func applyStartingOptions(_ options: PlaygroundOptions, to session: inout Session, recorder: SessionRecorder?) {
        if let spring = options.spring { session.send(.timing(spring), at: session.time) }
        applyStartingPhysics(options, to: &session, recorder: recorder)
        if options.content != .icons {
            session.send(.content(options.content), at: session.time)
            recorder?.record(.content(options.content), at: 0)
        }
        applyStartingOrthogonalOffsets(options, to: &session, recorder: recorder)
    }

    /// The starting options in every pane, as `orbit replay --compare` starts both sessions: a
    /// comparison differs only by what its sides name. The lead's are recorded.
    static func applyStartingOptions(_ options: PlaygroundOptions, to panes: inout [Pane], recorder: SessionRecorder) {
        for index in panes.indices {
            applyStartingOptions(options, to: &panes[index].session, recorder: index == panes.leadIndex ? recorder : nil)
        }
    }

    /// `--physics`: set before the first frame and recorded at t = 0, as `--spring` is.
    static func applyStartingPhysics(_ options: PlaygroundOptions, to session: inout Session, recorder: SessionRecorder?) {
        for key in PhysicsKey.allCases {
            guard let value = options.physics[key] else { continue }
            session.send(.physics(key, value), at: session.time)
            recorder?.record(.physics(key, session.physicsValue(key)), at: 0)
        }
    }

    /// `--orthogonal`: as a script's `orthogonal` events at t = 0, recorded as they are.
    static func applyStartingOrthogonalOffsets(_ options: PlaygroundOptions, to session: inout Session, recorder: SessionRecorder?) {
        for (section, offset) in options.orthogonalOffsets.sorted(by: { $0.key < $1.key }) {
            let action = SessionAction.orthogonalOffset(section: section, offset: offset)
            session.send(action, at: 0)
            recorder?.record(action, at: 0)
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

    /// The content's part of the window, points: the window, less the panel while it shows. The
    /// panes share it (`ComparePanes`).
    var contentSize: Size { panelSplit?.content ?? window.size }

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
        let actions = view.draw(in: split.panel, session: tunedPane.session, editing: router.editedPanes)
        if let choice = actions.editedPanes { router.editedPanes = choice }
        for event in actions.events { handlePanelInput(event) }
        if actions.copyCommand { copyCommand() }
    }

    /// The pane whose values the panel shows: the one it tunes alone, else the lead pane.
    var tunedPane: Pane { panes[router.editedPaneIndices?.first ?? panes.leadIndex] }

    /// A panel edit, handled and recorded as input at the current time by the pane(s) the panel
    /// tunes (`EventRouter.route(panelEdit:)`).
    func handlePanelInput(_ action: SessionAction) {
        dispatch(router.route(panelEdit: action))
    }

    /// "Copy command" (or the C key): the `orbit play` line that starts in the current state, to
    /// standard output, the clipboard and the panel: layout files, sections, content, both sides
    /// of `--compare`, settings, physics and the window's size.
    func copyCommand() {
        // The window's size: the panel's dock is not the content's to keep.
        let compared = panes.comparedIndex.map { panes[$0].session }
        let command = panes.lead.session.playCommand(
            windowSize: window.size, comparedWith: compared, extraArguments: options.commandArguments)
        say(command)
        SDL_SetClipboardText(command)
        panel.view?.copiedCommand = command
    }
}
