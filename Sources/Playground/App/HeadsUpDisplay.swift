import CollectionLayout
import OrbitRendering

/// The HUD and the profiler graph: whether they show (H, G) and the HUD's status, its figures
/// refreshed every `refresh` seconds so that its text is not re-rendered every frame.
struct HeadsUpDisplay {
    /// Seconds between two refreshes of the HUD's figures and of the graph's summary.
    static let refresh = 0.25

    private(set) var mode = HUDMode.full
    private(set) var showsProfiler = false
    /// Stopwatch milliseconds.
    private var statusCadence = Cadence(every: refresh * 1000)
    private var graphCadence = Cadence(every: refresh * 1000)
    private var figures: HUDStatus?

    /// H: full, one line, hidden, full again.
    mutating func toggle() { mode = mode.next }

    /// G: the profiler graph.
    mutating func toggleProfiler() {
        showsProfiler.toggle()
        graphCadence.reset()
    }

    /// A slow frame: its warning shows with the next status.
    mutating func refreshSoon() { statusCadence.reset() }

    /// The graph to draw this frame, its summary refreshed every `refresh` seconds; nil when hidden.
    /// `now`: stopwatch milliseconds.
    mutating func graph(_ clock: inout FrameClock, now: Double) -> FrameHistory? {
        guard showsProfiler else { return nil }
        if graphCadence.isDue(at: now) { clock.refreshGraphSummary() }
        return clock.history
    }

    /// The HUD's status over `frame` (a pane's, side by side), nil when hidden: counts and
    /// gestures every frame, timings refreshed every `refresh` seconds. `now`: stopwatch milliseconds.
    mutating func status(
        now: Double, frame: FrameSnapshot, clock: FrameClock, rendererName: String, reloadLine: String?,
        memoryWarning: String?
    ) -> HUDStatus? {
        guard mode.isShown else { return nil }
        let facts = frame.hud
        if statusCadence.isDue(at: now) || figures == nil {
            figures = Self.figures(now: now, facts: facts, clock: clock)
        }
        var status = figures!
        status.layout = facts.descriptor
        status.itemCount = facts.itemCount
        status.contentOffset = frame.contentOffset
        status.scale = facts.gestureScale
        status.rotation = facts.gestureRotation
        status.note = HUDStatus.note(
            gestureHelp: facts.gestureHelp, spring: facts.spring, animationSpeed: facts.animationSpeed, rendererName: rendererName)
        status.reload = reloadLine
        if let warning = memoryWarning { status.warning = warning }
        status.oneLine = mode == .oneLine
        if status.help != nil { status.help = HUDStatus.help(flipsDirection: facts.canFlipDirection, sections: facts.supportsSections) }
        return status
    }

    /// The figures refreshed every `refresh` seconds: the frame rate, percentiles, the last frame's
    /// phases and a recent slow frame's warning.
    private static func figures(now: Double, facts: FrameSnapshot.HUDFacts, clock: FrameClock) -> HUDStatus {
        let stats = clock.stats
        let last = clock.lastFrame
        var status = HUDStatus(
            layout: facts.descriptor, itemCount: facts.itemCount, framesPerSecond: stats.framesPerSecond,
            frameP50: stats.percentile(0.5), frameP99: stats.percentile(0.99), layoutMilliseconds: last?.layoutMilliseconds ?? 0,
            drawMilliseconds: last?.drawMilliseconds ?? 0)
        status.figures.presentMilliseconds = stats.lastFrame.map { _ in last?.presentMilliseconds ?? 0 }
        status.figures.presentIncludesVsync = clock.hasVsync
        if let slow = clock.slowFrame, now - slow.end < SlowFrame.shownFor { status.warning = slow.frame.text }
        return status
    }
}
