import CSDL2
import OrbitSession
import OrbitRendering

/// The playground's time: the fixed 1/60 s simulation steps, the stopwatch marks of the frame
/// being drawn, and the statistics of the frames drawn so far (the HUD's figures, the profiler
/// graph, the last slow frame). Stopwatch times are milliseconds since the process started;
/// session times are seconds.
struct FrameClock {
    private var fixed = FixedTimestep()
    /// Seconds added to the fixed-step clock: the end of the replayed session after `--resume`.
    var timeOffset = 0.0
    /// When the loop started, on the stopwatch: the profile's and trace events' time 0.
    private(set) var loopStart = 0.0
    private var lastStart = 0.0
    /// Frames drawn so far (minimised frames are not counted).
    private(set) var frameCount = 0
    /// The frame being drawn.
    private(set) var marks = FrameMarks(start: 0)
    /// The last frame drawn: the HUD's layout, draw and present figures.
    private(set) var lastFrame: FrameMarks?
    private(set) var stats = FrameStats()
    /// The profiler graph's frames (G shows it).
    private(set) var history = FrameHistory()
    /// The last frame over `SlowFrame.threshold` and when it ended (stopwatch milliseconds).
    private(set) var slowFrame: (frame: SlowFrame, end: Double)?
    /// Whether present waits for the display, which the figures then leave out.
    let hasVsync: Bool

    init(hasVsync: Bool) {
        self.hasVsync = hasVsync
        history.includesPresent = !hasVsync
    }

    /// The session time now, seconds.
    var now: Double { timeOffset + fixed.time }
    /// Seconds per simulation step.
    var step: Double { fixed.step }
    /// The stopwatch now, relative to the loop's start: the time observers are told.
    var sinceLoopStart: Double { Stopwatch.now() - loopStart }

    mutating func startLoop() {
        loopStart = Stopwatch.now()
        lastStart = loopStart
    }

    /// Starts a frame's marks; returns the seconds since the last frame started.
    mutating func beginFrame() -> Double {
        let start = Stopwatch.now()
        let elapsed = (start - lastStart) / 1000
        lastStart = start
        marks = FrameMarks(start: start)
        return elapsed
    }

    /// Whether `duration` seconds have passed between the loop's start and this frame's.
    func hasRun(for duration: Double?) -> Bool {
        guard let duration else { return false }
        return (marks.start - loopStart) / 1000 >= duration
    }

    /// Ends the frame's events phase and advances every pane's session in the same fixed steps
    /// for `elapsed` seconds.
    mutating func advance(_ panes: inout [Pane], by elapsed: Double) {
        marks.layoutStart = Stopwatch.now()
        for time in fixed.feed(elapsed) {
            for index in panes.indices { panes[index].session.advance(to: timeOffset + time) }
        }
    }

    /// Ends the layout phase (advancing and asking for the displayed items).
    mutating func layoutDone() { marks.layoutMilliseconds = Stopwatch.now() - marks.layoutStart }
    /// This process's CPU time when drawing began, milliseconds (`ProcessCPUClock`); nil without the clock.
    private(set) var cpuAtDrawStart: Double?

    mutating func drawStarts() {
        marks.drawStart = Stopwatch.now()
        cpuAtDrawStart = ProcessCPUClock.milliseconds()
    }

    /// The CPU time this process spent from the start of drawing to now, less `listMilliseconds`
    /// (building the draw list, single-threaded, so its wall time stands for its CPU time): what
    /// filling the frame's pixels cost, for `DetailGovernor`. Nil without a CPU clock.
    func fillCPUMilliseconds(listMilliseconds: Double) -> Double? {
        guard let start = cpuAtDrawStart, let now = ProcessCPUClock.milliseconds() else { return nil }
        return Swift.max(0, now - start - listMilliseconds)
    }
    mutating func presentStarts(drawMilliseconds: Double) {
        marks.drawMilliseconds = drawMilliseconds
        marks.presentStart = Stopwatch.now()
    }

    /// Ends the frame: the statistics, the graph's sample and the slow-frame warning take it in.
    /// Returns whether the frame was slow (the HUD then refreshes its figures at once).
    mutating func endFrame(_ list: DrawList, items: Int) -> Bool {
        let end = Stopwatch.now()
        marks.end = end
        lastFrame = marks
        stats.record(marks.milliseconds, endingAt: end)
        history.append(marks.sample(vsync: hasVsync))
        // The pixels filled: the sprites' and the headers', footers' and decorations'.
        let pixels = DrawList.area(of: list.sprites) + DrawList.elementArea(of: list)
        let parts = marks.parts(items: items, sprites: list.sprites.count, pixels: pixels)
        frameCount += 1
        guard let slow = SlowFrame(milliseconds: marks.milliseconds, parts: parts) else { return false }
        slowFrame = (slow, end)
        return true
    }

    /// The frame just ended, for the profile and the trace events.
    func timing(visible: Int, leftOut: Int = 0) -> FrameTiming {
        marks.timing(frame: frameCount - 1, origin: loopStart, visible: visible, leftOut: leftOut)
    }

    mutating func refreshGraphSummary() { history.refreshSummary() }

    /// Without vsync, sleeps until one step after the frame started.
    func waitForNextFrame() {
        guard !hasVsync else { return }
        let remaining = marks.start + fixed.step * 1000 - Stopwatch.now()
        if remaining >= 1 { SDL_Delay(UInt32(remaining)) }
    }
}
