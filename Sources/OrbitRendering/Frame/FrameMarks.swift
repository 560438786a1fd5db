/// The moments of one playground frame, in milliseconds on the loop's stopwatch, and what the
/// statistics, the profiler graph, the slow-frame warning and the trace events make of them
/// (pure). The phases follow each other: events from `start` to `layoutStart`, layout for
/// `layoutMilliseconds`, drawing from `drawStart` for `drawMilliseconds`, present from
/// `presentStart` to `end`.
package struct FrameMarks: Hashable, Sendable {
    package var start: Double
    package var layoutStart: Double
    package var layoutMilliseconds: Double = 0
    package var drawStart: Double = 0
    /// Building the draw list and drawing it (`FrameCost.drawListMilliseconds + drawMilliseconds`).
    package var drawMilliseconds: Double = 0
    package var presentStart: Double = 0
    package var end: Double = 0

    package init(start: Double, layoutStart: Double? = nil) {
        self.start = start
        self.layoutStart = layoutStart ?? start
    }

    /// The frame's wall-clock time, present (and with vsync its wait) included: what the user sees.
    package var milliseconds: Double { end - start }
    /// Handling input, following the window, polling the reloader and flushing the journal.
    package var eventsMilliseconds: Double { layoutStart - start }
    package var presentMilliseconds: Double { end - presentStart }

    /// The profiler graph's sample. With vsync, present is mostly the wait for the display: it is
    /// left out, and the frame ends where present starts, as in the HUD's figures.
    package func sample(vsync: Bool) -> FrameSample {
        FrameSample(
            layout: layoutMilliseconds, draw: drawMilliseconds, present: vsync ? 0 : presentMilliseconds,
            frame: vsync ? presentStart - start : milliseconds)
    }

    /// What the slow-frame warning weighs: the phases and what they handled.
    package func parts(items: Int, sprites: Int, pixels: Double) -> SlowFrame.Parts {
        SlowFrame.Parts(
            events: eventsMilliseconds, layout: layoutMilliseconds, draw: drawMilliseconds, present: presentMilliseconds,
            items: items, sprites: sprites, pixels: pixels)
    }

    /// The frame for the profile and the trace events, its times relative to `origin` (the loop's start).
    package func timing(frame: Int, origin: Double, visible: Int, leftOut: Int = 0) -> FrameTiming {
        FrameTiming(
            frame: frame, start: start - origin, end: end - origin,
            phases: [
                .init(FrameTiming.PhaseName.events, start: start - origin, end: layoutStart - origin),
                .init(FrameTiming.PhaseName.layout, start: layoutStart - origin, end: layoutStart - origin + layoutMilliseconds),
                .init(FrameTiming.PhaseName.draw, start: drawStart - origin, end: drawStart - origin + drawMilliseconds),
                .init(FrameTiming.PhaseName.present, start: presentStart - origin, end: end - origin),
            ], visible: visible, leftOut: leftOut)
    }
}
