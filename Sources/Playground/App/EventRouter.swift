import CSDL2
import CollectionLayout
import OrbitSession

/// Where each input of the playground's window goes, decided in one place and recorded once.
///
/// An SDL event the tuning panel takes stays there. A key goes through `KeyBindings` to a
/// `SessionAction` for the panes or an `AppCommand` for the window. Pointer input goes to every
/// pane, mirrored into each pane's coordinates side by side (`ComparePanes`). An edit made in the
/// panel goes to the pane or panes it tunes. The decision is a value (`Routing`, made by the
/// `route` functions, which change nothing but the router's own split and edited panes);
/// `deliver` carries out the panes' part of it: each session handles the event, and the recorder
/// keeps the input once, as `--record`, the journal and the observers see it. The window's part
/// (`Routing.window`) is the app's.
struct EventRouter {
    /// What one input comes to, carried out in order: the panes handle `event`, the recorder keeps
    /// `recorded`, the window does `window`.
    struct Routing: Hashable {
        /// What the panes' sessions handle, in pane points; nil: nothing.
        var event: SessionEvent?
        /// The panes that handle `event`, by index left to right; nil: every pane.
        var panes: [Int]?
        /// What the record keeps of the input, once: the event as the panes handled it, or a key
        /// as pressed; nil: nothing.
        var recorded: ScriptStep?
        /// What the window itself does.
        var window: WindowChange?

        /// Nothing to do: the panel took the event, or it means nothing to the playground.
        static let none = Routing()
    }

    /// What an input asks of the window besides the panes; never recorded (a key's command is
    /// recorded as the key pressed).
    enum WindowChange: Hashable {
        /// A key's host command; closing the window is `.quit`.
        case command(AppCommand)
        case minimized
        case restored
        /// Backspace while a failed reload's panel shows: hides it.
        case dismissReloadPanel
    }

    /// What the app shows that a decision depends on, read when the input arrives.
    struct Context: Hashable {
        /// An item is being dragged to a new place in a pane: Esc cancels it instead of quitting.
        var movementRuns = false
        /// A failed reload's panel shows (`--watch`): Backspace dismisses it.
        var reloadPanelShows = false
    }

    /// The key that dismisses a failed reload's panel while it shows.
    static let dismissKey = "backspace"

    /// The window's content split between two panes, which mirrors pointer input into each pane's
    /// coordinates (a press keeps its pane until its release); nil with one pane.
    private(set) var split: ComparePanes?
    /// With `--compare A B`, the panes the panel's edits go to: the left one until a press in the
    /// other or the panel's choice. Nil when the panel offers no choice: one pane, or two versions
    /// of a file, which take every edit alike.
    var editedPanes: TuningPanel.EditedPanes?
    /// Where input is recorded: the `--record` script, the journal and the observers.
    let recorder: SessionRecorder

    /// The router for `panes` in a content area of `area` (points).
    init(panes: [Pane], area: Size, recorder: SessionRecorder) {
        self.recorder = recorder
        guard panes.count > 1 else { return }
        split = ComparePanes(area: area)
        editedPanes = panes.comparesVersions ? nil : .left
    }

    /// The panes the panel's edits go to, by index left to right; nil: every pane.
    var editedPaneIndices: [Int]? {
        switch editedPanes {
        case .left: [0]
        case .right: [1]
        case .both, nil: nil
        }
    }

    // MARK: - Decisions

    /// One SDL event: the panel first while it shows (`panel`; nil when hidden), which takes the
    /// pointer over it and the keys while one of its fields types; else what the event means
    /// (`SDLEventTranslator`; `contentSize` answers a resize, points).
    mutating func route(_ event: inout SDL_Event, panel: TuningPanel?, contentSize: () -> Size, context: Context) -> Routing {
        if let panel, panel.takes(&event) { return .none }
        guard let meaning = SDLEventTranslator.translate(event, windowSize: contentSize) else { return .none }
        return route(meaning, context: context)
    }

    /// A translated SDL event. Closing the window quits, as Esc and Q do.
    mutating func route(_ event: PlatformEvent, context: Context) -> Routing {
        switch event {
        case .quit: Routing(window: .command(.quit))
        case .minimized: Routing(window: .minimized)
        case .restored: Routing(window: .restored)
        case .key(let name): route(key: name, context: context)
        case .input(let input): route(input)
        }
    }

    /// A key by SDL's lower-case name. Backspace dismisses a failed reload's panel while it shows
    /// (nothing recorded); any other key is recorded as pressed, as journals always have, and does
    /// what `KeyBindings` says: its action goes to every pane, its host command to the window.
    /// Esc cancels a drag to reorder while one runs in a pane, and quits otherwise.
    func route(key name: String, context: Context) -> Routing {
        if name == Self.dismissKey, context.reloadPanelShows { return Routing(window: .dismissReloadPanel) }
        var routing = Routing(recorded: .key(name))
        switch KeyBindings.playground.binding(forKey: name) {
        case _ where name == KeyBindings.cancelKey && context.movementRuns: routing.event = .action(.cancelMovement)
        case .action(let action)?: routing.event = .action(action)
        case .host(let command)?: routing.window = .command(command)
        case nil: break
        }
        return routing
    }

    /// Pointer input in the content's points, for every pane in its own coordinates, recorded as
    /// the panes handle it (so a replay with `--compare` repeats it). A press chooses its pane for
    /// the panel, unless the panel tunes both.
    mutating func route(_ input: PointerInput) -> Routing {
        if case .pointerDown(_, let point) = input, let split, let edited = editedPanes, edited != .both {
            editedPanes = split.pane(at: point) == 0 ? .left : .right
        }
        let event = SessionEvent.input(mirrored(input))
        return Routing(event: event, recorded: .event(event))
    }

    /// The content's size each frame (points), as a resize for every pane when their bounds
    /// (`paneBounds`, points) no longer match it: F11 and window managers resize the window, and
    /// without a window manager (Xvfb) no event may say so. `.none` when nothing changed.
    mutating func route(contentSize: Size, paneBounds: Size) -> Routing {
        let resize = mirrored(.resize(contentSize))
        guard resize != .resize(paneBounds) else { return .none }
        return Routing(event: .input(resize), recorded: .event(.input(resize)))
    }

    /// An edit made in the tuning panel, for the panes it tunes. An edit of one pane of two is not
    /// recorded: a script drives both panes alike, and the copied command carries each pane's
    /// settings.
    func route(panelEdit action: SessionAction) -> Routing {
        let panes = editedPaneIndices
        return Routing(event: .action(action), panes: panes, recorded: panes == nil ? .event(.action(action)) : nil)
    }

    /// `input` (content points) as the panes' sessions handle it: `input` itself with one pane.
    private mutating func mirrored(_ input: PointerInput) -> PointerInput {
        split?.mirrored(input) ?? input
    }

    // MARK: - Delivery

    /// The panes' part of `routing`: each pane it names handles the event at `time` (session
    /// seconds), then the recorder keeps the input once, its observers told at `observed()`
    /// (stopwatch milliseconds since the loop started, read once the panes are done).
    ///
    /// - Complexity: O(panes) sends.
    func deliver(_ routing: Routing, to panes: inout [Pane], at time: Double, observed: () -> Double) {
        if let event = routing.event {
            for index in routing.panes ?? Array(panes.indices) { panes[index].session.send(event, at: time) }
        }
        if let step = routing.recorded { recorder.handled(step, at: time, observed: observed()) }
    }
}
