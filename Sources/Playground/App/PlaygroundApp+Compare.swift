import CSDL2
import CollectionLayout
import OrbitSession
import OrbitRendering

/// Side by side (`--compare`): the content's part of the window split into two panes, each a
/// session of the pane's size. Every input event is mirrored into pane coordinates
/// (`ComparePanes.mirrored`) and handled by both sessions, and recorded as they handled it, so the
/// script, the journal and `orbit replay --compare` see pane coordinates. `session` is one pane
/// (the one the panel tunes, the reloader reloads and the recorder follows), `partner` the other.
extension PlaygroundApp {
    /// `--compare`: the other pane; nil with one (kept in `panel`, which shares the window too).
    var compare: CompareDock? {
        get { panel.compare }
        set { panel.compare = newValue }
    }

    struct CompareDock {
        /// The other pane's session.
        var partner: Session
        /// The split of the content's part and the press being mirrored.
        var panes: ComparePanes
        /// `--compare-versions`: `partner` keeps the previous version of the watched file and is
        /// drawn on the left.
        var versions: Bool
        /// The partner's frame (`layOut`): what it displays, where, and what its overlays and HUD read.
        var partnerFrame: FrameSnapshot?
        /// The pane the tuning panel edits (`--compare`; the left one, `session`, until the user
        /// clicks the other or chooses in the panel).
        var editedPanes: TuningPanel.EditedPanes = .left

        /// A press at `point` (window coordinates) chooses its pane for the panel, unless both are tuned.
        mutating func focus(pressAt point: Point) {
            guard !versions, editedPanes != .both else { return }
            editedPanes = panes.pane(at: point) == 0 ? .left : .right
        }
    }

    /// The dock for `options`, nil without `--compare`: the partner starts as `session` does, with
    /// the other layout (or, comparing versions, the same one until the first reload).
    static func makeCompareDock(_ options: PlaygroundOptions, session: Session, area: Size) throws -> CompareDock? {
        var panes = ComparePanes(area: area)
        guard case .resize(let paneSize) = panes.mirrored(.resize(area)) else { return nil }
        if let other = options.compareWith {
            let partner = try Session(
                layout: other.layout, settings: other.settings, catalog: session.catalog,
                sectionItemCounts: options.sectionItemCounts ?? [options.itemCount],
                boundsSize: paneSize, seed: options.seed)
            return CompareDock(partner: partner, panes: panes, versions: false)
        }
        guard options.compareVersions else { return nil }
        return CompareDock(partner: session, panes: panes, versions: true)
    }

    /// After `--resume` replayed the journal into `session`: the partner handles the same events
    /// (without the record's starting layout, which names `session`'s), so both panes go on
    /// from the same state.
    func resumePartner() {
        guard var dock = compare, options.resume, !dock.versions else { return }
        let events = recorder.recorded.filter { timed in
            if timed.time == 0, case .selectLayout? = timed.action { return false }
            return true
        }
        var replay = ScriptReplay(session: dock.partner, steps: events, until: session.time, keys: KeyBindings.playground)
        replay.run { _, _, _ in }
        dock.partner = replay.session
        compare = dock
    }

    /// `input` (window points) as the panes' sessions handle it; `input` itself with one pane.
    func mirrored(_ input: PointerInput) -> PointerInput {
        guard compare != nil else { return input }
        return compare!.panes.mirrored(input)
    }

    /// The partner handles what `session` just handled.
    func partnerHandles(_ event: SessionEvent, at time: Double) {
        guard compare != nil else { return }
        compare!.partner.send(event, at: time)
    }

    /// One look at the watched files (`--watch`, each frame): `reloader` swaps the layouts it
    /// finished into `session` at session time `now`; with `--compare-versions` a reload that
    /// changed them leaves the session as it was before in the left pane (`compare`'s partner:
    /// same state, previous version). Returns whether the layouts changed. No window is needed.
    static func poll(
        _ reloader: PlaygroundReloader, session: inout Session, compare: inout CompareDock?, now: Double,
        recorder: SessionRecorder, observed: () -> Double
    ) -> Bool {
        let before = session
        guard reloader.poll(&session, now: now, recorder: recorder, observed: observed) else { return false }
        if compare?.versions == true { compare!.partner = before }
        return true
    }

    /// The bounds `session` starts with: the window, or one pane of it with `--compare`.
    static func startingBounds(_ options: PlaygroundOptions, window: Size) -> Size {
        options.compareWith != nil || options.compareVersions ? ComparePanes(area: window).paneSize : window
    }

    /// Each pane's frame, left then right: `frame` is `session`'s.
    func paneFrames(_ frame: FrameSnapshot, partner dock: CompareDock) -> [FrameSnapshot] {
        let other = dock.partnerFrame ?? FrameSnapshot(dock.partner)
        return dock.versions ? [other, frame] : [frame, other]
    }

    /// The panes' sessions, left then right.
    var paneSessions: [Session] {
        compare.map { Self.paneSessions(session, $0) } ?? [session]
    }

    /// The label of pane `index` showing `pane`.
    func paneLabel(_ index: Int, _ pane: Session) -> String {
        Self.paneLabel(index, pane, versions: compare?.versions == true)
    }

    /// The label of pane `index` showing `pane`; comparing `versions`, which one it shows.
    static func paneLabel(_ index: Int, _ pane: Session, versions: Bool) -> String {
        let note = versions ? (index == 0 ? "previous version" : "current version") : nil
        return ComparePanes.label(pane: index, layoutName: pane.layoutName, settings: pane.settings, note: note)
    }

    /// The panes' sessions, left then right, of `session` and `dock`.
    static func paneSessions(_ session: Session, _ dock: CompareDock) -> [Session] {
        dock.versions ? [dock.partner, session] : [session, dock.partner]
    }

    /// Draws both panes, `snapshots` left then right (`paneFrames`): each its items with their
    /// headers, footers and decorations, overlays and HUD (its own counts and offset; no key list,
    /// which would fill a half window), and its label; the graph goes in the first.
    ///
    /// - Returns: the first pane's draw list and the frame's cost over both.
    func drawPanes(
        _ snapshots: [FrameSnapshot], status: HUDStatus?, graph: FrameHistory?, overlay: ReloadOverlay?, budget: SpriteBudget
    ) -> (DrawList, FrameCost) {
        guard let compare else { preconditionFailure("drawPanes needs --compare") }
        let sessions = paneSessions
        let scale = window.pixelScale
        let start = clock.marks.start
        var panes: [PaneFrame] = []
        for (index, (pane, frame)) in zip(sessions, snapshots).enumerated() {
            var paneStatus = index == 0 && !compare.versions || index == 1 && compare.versions
                ? status
                : hud.status(
                    now: start, frame: frame, clock: clock, rendererName: rendererLine(frame.items), reloadLine: nil, memoryWarning: nil)
            paneStatus?.help = nil
            panes.append(
                PaneFrame(
                    frame, label: paneLabel(index, pane), status: paneStatus,
                    overlays: overlays.list(frames, frame: frame, pixelScale: scale, time: clock.now, pane: index)))
        }
        let drawn = frames.renderPanes(
            panes, in: compare.panes.frames.map { $0.scaled(by: scale) }, pixelScale: scale, budget: budget, startGrid: detail.cullingGrid)
        if let hudRenderer = frames.hud {
            if let graph {
                let first = compare.panes.frames[0].scaled(by: scale)
                frames.setViewport(first)
                hudRenderer.drawFrameGraph(graph, width: Int(first.width), height: Int(first.height), pixelScale: scale)
            }
            // A failed reload's panel goes across both panes: it is about the file, not a pane.
            if let overlay {
                let area = Rect(origin: .zero, size: compare.panes.area).scaled(by: scale)
                frames.setViewport(area)
                hudRenderer.drawOverlay(overlay, width: Int(area.width), height: Int(area.height), pixelScale: scale)
            }
            hudRenderer.endFrame()
            frames.setViewport(nil)
        }
        let cost = drawn.reduce(FrameCost(drawListMilliseconds: 0, drawMilliseconds: 0)) {
            FrameCost(drawListMilliseconds: $0.drawListMilliseconds + $1.cost.drawListMilliseconds, drawMilliseconds: $0.drawMilliseconds + $1.cost.drawMilliseconds)
        }
        return (drawn[0].list, cost)
    }
}
