import CollectionLayout
import OrbitTestSupport
import Testing

@testable import OrbitRendering

/// The pure pieces the playground's frame loop is made of: when something is due, what a frame's
/// marks make for the graph, the slow-frame warning and the profile, the level of detail from
/// frame to frame, the HUD's modes and its note.
@Suite struct CadenceTests {
    @Test func theFirstCallIsDueThenOnceEachInterval() {
        var cadence = Cadence(every: 250)
        // `isDue` is mutating, so the answers are collected first (the #expect macro takes a copy).
        let due = [1000, 1100, 1249.9, 1250, 1499, 1500].map { cadence.isDue(at: $0) }
        // The stamp moves to when it was due, not by whole intervals: 1250 + 250.
        #expect(due == [true, false, false, true, false, true])
        #expect(cadence.stamp == 1500)
    }

    @Test func aResetMakesTheNextCallDue() {
        var cadence = Cadence(every: 1)
        let first = cadence.isDue(at: 10)
        cadence.reset()
        let afterReset = cadence.isDue(at: 10.1)
        let tooSoon = cadence.isDue(at: 10.2)
        #expect(first && afterReset && !tooSoon)
        #expect(cadence.stamp == 10.1)
    }
}

@Suite struct FrameMarksTests {
    /// A frame starting at 1000 ms: events 2 ms, layout 3 ms, a 0.5 ms gap, drawing 4 ms, present 6 ms.
    static let marks: FrameMarks = {
        var marks = FrameMarks(start: 1000, layoutStart: 1002)
        marks.layoutMilliseconds = 3
        marks.drawStart = 1005.5
        marks.drawMilliseconds = 4
        marks.presentStart = 1010
        marks.end = 1016
        return marks
    }()

    @Test func phasesFollowFromTheMarks() {
        let marks = Self.marks
        #expect(marks.milliseconds == 16)
        #expect(marks.eventsMilliseconds == 2)
        #expect(marks.presentMilliseconds == 6)
    }

    @Test func withVsyncTheGraphLeavesPresentOut() {
        let marks = Self.marks
        #expect(marks.sample(vsync: false) == FrameSample(layout: 3, draw: 4, present: 6, frame: 16))
        // The frame ends where present (the wait for the display) starts: 1010 - 1000.
        #expect(marks.sample(vsync: true) == FrameSample(layout: 3, draw: 4, present: 0, frame: 10))
    }

    @Test func theSlowFrameWarningWeighsEachPhase() {
        let parts = Self.marks.parts(items: 120, sprites: 300, pixels: 2_000_000)
        #expect(parts == SlowFrame.Parts(events: 2, layout: 3, draw: 4, present: 6, items: 120, sprites: 300, pixels: 2_000_000))
    }

    @Test func theTimingIsRelativeToTheLoopsStart() {
        let timing = Self.marks.timing(frame: 7, origin: 400, visible: 42)
        #expect(timing.frame == 7 && timing.visible == 42)
        #expect(timing.start == 600 && timing.end == 616)
        #expect(timing.phases.map(\.name) == ["events", "layout", "draw", "present"])
        #expect(timing.phases.map(\.start) == [600, 602, 605.5, 610])
        #expect(timing.phases.map(\.end) == [602, 605, 609.5, 616])
        #expect(timing.milliseconds(of: FrameTiming.PhaseName.present) == 6)
    }
}

@Suite struct DetailGovernorTests {
    @Test func theFirstFrameTestsEveryPixelUnderTheDefaultBudget() {
        let governor = DetailGovernor()
        #expect(governor.cullingGrid == 1)
        #expect(governor.displayResolution(pixelScale: 2) == 0.5)
        // 25 ms at 8 ns a pixel, less the screen's million pixels, before the detail drops…
        #expect(isWithin(governor.budget(screenPixels: 1_000_000).detailPixels, 25 / 8e-6 - 1_000_000, tolerance: 1e-6))
        // …and 100 ms before anything is left out.
        #expect(isWithin(governor.budget(screenPixels: 1_000_000).pixels, 100 / 8e-6 - 1_000_000, tolerance: 1e-6))
    }

    @Test func anExpensiveFrameLowersTheBudget() {
        var governor = DetailGovernor()
        let list = DrawList(sprites: [], visibleItemCount: 0)
        governor.frameDrawn(list, budget: governor.budget(screenPixels: 1_000_000), fillMilliseconds: 40, screenPixels: 1_000_000)
        // One fifth of the way from 8 ns towards the 40 ns a pixel this frame cost.
        let perPixel = 8e-6 + 0.2 * (40.0 / 1_000_000 - 8e-6)
        #expect(isWithin(governor.budget(screenPixels: 1_000_000).detailPixels, 25 / perPixel - 1_000_000, tolerance: 1e-3))
    }

    @Test func theGridFollowsTheLevelOfDetail() {
        var governor = DetailGovernor()
        let budget = SpriteBudget(pixels: 1_000_000, sprites: 1000)
        // Over budget at 4-pixel cells: the next frame starts at 4 too.
        let crowded = DrawList(sprites: [], visibleItemCount: 10, levelOfDetail: LevelOfDetail(candidateItems: 10, overBudgetItems: 2, grid: 4))
        governor.frameDrawn(crowded, budget: budget, fillMilliseconds: 10, screenPixels: 1_000_000)
        #expect(governor.cullingGrid == 4)
        #expect(governor.displayResolution(pixelScale: 2) == 2)
        // Nothing drawn left out and room to spare: half the cell.
        let roomy = DrawList(sprites: [], visibleItemCount: 10, levelOfDetail: LevelOfDetail(candidateItems: 10, grid: 4))
        governor.frameDrawn(roomy, budget: budget, fillMilliseconds: 10, screenPixels: 1_000_000)
        #expect(governor.cullingGrid == 2)
        // A frame without culling tests every pixel again.
        governor.frameDrawn(DrawList(sprites: [], visibleItemCount: 0), budget: budget, fillMilliseconds: 10, screenPixels: 1_000_000)
        #expect(governor.cullingGrid == 1)
    }
}

@Suite struct HUDModeTests {
    @Test func hStepsThroughFullOneLineHiddenAndBack() {
        var mode = HUDMode.full
        var seen: [HUDMode] = []
        for _ in 0..<4 {
            seen.append(mode)
            mode = mode.next
        }
        #expect(seen == [.full, .oneLine, .hidden, .full])
        #expect(HUDMode.allCases.filter(\.isShown) == [.full, .oneLine])
    }

    @Test func theNoteNamesWhatIsNotTheDefault() {
        #expect(HUDStatus.note(gestureHelp: "drag to scroll", spring: nil, animationSpeed: 1, rendererName: "opengl") == "drag to scroll  ·  renderer: opengl")
        let note = HUDStatus.note(
            gestureHelp: "drag to scroll", spring: SpringTiming(dampingRatio: 0.8, response: 0.35), animationSpeed: 0.25,
            rendererName: "software")
        #expect(note == "drag to scroll  ·  spring 0.80, 0.35 s  ·  animation speed ×0.25  ·  renderer: software")
    }
}
