import CSDL2
import CollectionLayout
import OrbitSession
import OrbitRendering

/// Side by side (`--compare A B`, `--watch --compare-versions`): the content's part of the window
/// split into two panes, each a session of the pane's size. The `EventRouter` mirrors every input
/// into pane coordinates (`ComparePanes.mirrored`) for both sessions and records it as they handled
/// it, so the script, the journal and `orbit replay --compare` see pane coordinates. The lead pane
/// (`[Pane].lead`) is the one the reloader reloads, the journal resumes and the recorder follows.
extension PlaygroundApp {
    /// The panes for `options`, left to right: `lead` alone, or with `--compare` `lead` and a
    /// session of the other layout started as `lead` was, or comparing versions a copy of `lead`
    /// (the previous version: the same one until the first reload) and `lead`. `area`: the
    /// content's size, points.
    static func makePanes(_ options: PlaygroundOptions, lead: Session, area: Size) throws -> [Pane] {
        if let other = options.compareWith {
            let compared = try Session(
                layout: other.layout, settings: other.settings, catalog: lead.catalog,
                sectionItemCounts: options.sectionItemCounts ?? [options.itemCount],
                boundsSize: ComparePanes(area: area).paneSize, seed: options.seed)
            return [Pane(session: lead, side: .left), Pane(session: compared, side: .right)]
        }
        guard options.compareVersions else { return [Pane(session: lead, side: .whole)] }
        return [Pane(session: lead, side: .left, version: .previous), Pane(session: lead, side: .right, version: .current)]
    }

    /// After the lead pane started (and `--resume` replayed the journal into it): the previous
    /// version's pane of `--compare-versions` is the lead as it is now, until the first reload;
    /// the compared pane of `--compare` handles the journal's events (without the record's
    /// starting layout, which names the lead's), so both panes go on from the same state.
    func resumeComparedPane() {
        if let previous = panes.firstIndex(where: { $0.version == .previous }) { panes[previous].session = panes.lead.session }
        guard options.resume, let index = panes.comparedIndex else { return }
        let events = recorder.recorded.filter { timed in
            if timed.time == 0, case .selectLayout? = timed.action { return false }
            return true
        }
        var replay = ScriptReplay(session: panes[index].session, steps: events, until: panes.lead.session.time, keys: KeyBindings.playground)
        replay.run { _, _, _ in }
        panes[index].session = replay.session
    }

    /// One look at the watched files (`--watch`, each frame): `reloader` swaps the layouts it
    /// finished into the lead pane at session time `now`; with `--compare-versions` a reload that
    /// changed them leaves the lead's session as it was before in the previous version's pane (same
    /// state, previous version). Returns whether the layouts changed. No window is needed.
    static func poll(
        _ reloader: PlaygroundReloader, panes: inout [Pane], now: Double, recorder: SessionRecorder, observed: () -> Double
    ) -> Bool {
        let before = panes.lead.session
        guard reloader.poll(&panes.lead.session, now: now, recorder: recorder, observed: observed) else { return false }
        if let previous = panes.firstIndex(where: { $0.version == .previous }) { panes[previous].session = before }
        return true
    }

    /// The bounds the lead pane starts with: the window, or one pane of it side by side.
    static func startingBounds(_ options: PlaygroundOptions, window: Size) -> Size {
        options.compareWith != nil || options.compareVersions ? ComparePanes(area: window).paneSize : window
    }

    /// Draws the panes in `split`: each its items with their headers, footers and decorations,
    /// overlays and HUD (its own counts and offset; no key list, which would fill a half window),
    /// and its label; the graph goes in the first, a failed reload's panel across both.
    /// `status`: the lead pane's, with the reload line and the warnings.
    ///
    /// - Returns: the first pane's draw list and the frame's cost over both.
    func drawPanes(
        in split: ComparePanes, status: HUDStatus?, graph: FrameHistory?, overlay: ReloadOverlay?, budget: SpriteBudget
    ) -> (DrawList, FrameCost) {
        let scale = window.pixelScale
        let drawn = frames.renderPanes(
            paneFrames(leadStatus: status), in: split.frames.map { $0.scaled(by: scale) }, pixelScale: scale, budget: budget,
            startGrid: detail.cullingGrid)
        if let hudRenderer = frames.hud {
            if let graph {
                let first = split.frames[0].scaled(by: scale)
                frames.setViewport(first)
                hudRenderer.drawFrameGraph(graph, width: Int(first.width), height: Int(first.height), pixelScale: scale)
            }
            // A failed reload's panel goes across both panes: it is about the file, not a pane.
            if let overlay {
                let area = Rect(origin: .zero, size: split.area).scaled(by: scale)
                frames.setViewport(area)
                hudRenderer.drawOverlay(overlay, width: Int(area.width), height: Int(area.height), pixelScale: scale)
            }
            hudRenderer.endFrame()
            frames.setViewport(nil)
        }
        let cost = drawn.map(\.cost).reduce(FrameCost(), +)
        return (drawn[0].list, cost)
    }

    /// What each pane draws this frame, left to right: its items, its label, its HUD figures
    /// (`leadStatus` for the lead pane, its own counts for the other) and its overlays.
    func paneFrames(leadStatus: HUDStatus?) -> [PaneFrame] {
        let scale = window.pixelScale
        let leadIndex = panes.leadIndex
        return panes.enumerated().map { index, pane in
            let frame = pane.frame
            var status = index == leadIndex
                ? leadStatus
                : hud.status(
                    now: clock.marks.start, frame: frame, clock: clock, rendererName: rendererLine(frame.items), reloadLine: nil,
                    memoryWarning: nil)
            status?.help = nil
            return PaneFrame(
                frame, label: pane.label, status: status,
                overlays: overlays.list(frames, frame: frame, pixelScale: scale, time: clock.now, pane: pane.index))
        }
    }
}
