import CollectionLayout
import OrbitSession
import Testing

@testable import OrbitRendering

@Suite struct HUDStatusTests {
    @Test func linesShowPresetCountsCostsAndGestures() {
        let status = HUDStatus(
            layout: .ring, itemCount: 30, framesPerSecond: 59.7, frameP50: 3.14, frameP99: 9.9, layoutMilliseconds: 0.123,
            drawMilliseconds: 1.5, contentOffset: Point(x: 0, y: -0.2), scale: 1.25, rotation: .pi / 2, note: "slow motion ×0.25")
        let lines = status.lines(visibleCount: 12)
        #expect(lines == [
            "ring  —  seed 000: hangge's ring (LoopCollectionViewLayout)",
            "30 items  ·  12 visible  ·  60 fps",
            "frame p50 3.1 ms, p99 9.9 ms  ·  layout 0.12 ms  ·  draw 1.50 ms",
            "offset 0, 0  ·  scale 1.25  ·  rotation 90°",
            "slow motion ×0.25",
        ])
    }

    /// Issue 23: the HUD collapsed to one line keeps the last reload's figures.
    @Test func theOneLineStatusKeepsTheLastReload() {
        var status = HUDStatus(layout: .flow, itemCount: 30, framesPerSecond: 60, frameP50: 2)
        status.reload = "reload v4: 0.77 s (compile 0.40, check 0.35, load 0.00, frame 0.02)"
        let wide = status.compactLine(visibleCount: 12) { _ in true }
        #expect(wide == "flow  ·  30 items  ·  12 visible  ·  60 fps  ·  p50 2.0 ms  ·  " + status.reload!)
        // Narrower: the counts that fit, then the reload's total.
        let narrow = status.compactLine(visibleCount: 12) { $0.count <= 60 }
        #expect(narrow == "flow  ·  30 items  ·  12 visible  ·  reload v4: 0.77 s")
        // Narrower still: the name and the total; the counts give way.
        #expect(status.compactLine(visibleCount: 12) { $0.count <= 30 } == "flow  ·  reload v4: 0.77 s")
        status.reload = nil
        #expect(status.compactLine(visibleCount: 12) { $0.count <= 30 } == "flow  ·  30 items")
    }

    /// Issue 23: "D: direction" is listed only where D does something.
    @Test func theKeyListOffersDOnlyForAFlippableLayout() {
        #expect(HUDStatus.help(flipsDirection: true) == HUDStatus.standardHelp)
        #expect(HUDStatus.standardHelp.contains("D: direction"))
        // Every key the session binds is listed: hold-to-reorder, the spring and swipe paging too.
        for part in ["hold, drag: reorder", "B: spring", "O: one per swipe"] { #expect(HUDStatus.standardHelp.contains(part)) }
        let without = HUDStatus.help(flipsDirection: false)
        #expect(!without.contains("D: direction"))
        #expect(without.components(separatedBy: HUDStatus.separator).count == HUDStatus.standardHelp.components(separatedBy: HUDStatus.separator).count - 1)
        let size = Size(width: 800, height: 600)
        #expect(Session(layout: .flow, itemCount: 5, boundsSize: size).canFlipDirection)
        #expect(!Session(layout: .ring, itemCount: 5, boundsSize: size).canFlipDirection)
    }

    /// The section keys work in every layout; the header click is listed only for a layout that
    /// lays out sections (one that does not draws no headers).
    @Test func theKeyListOffersTheSectionKeysOnlyWhereTheyWork() {
        #expect(HUDStatus.standardHelp.contains("N X J: new / delete / move section") && !HUDStatus.standardHelp.contains("header"))
        let sectioned = HUDStatus.help(flipsDirection: true, sections: true)
        #expect(sectioned.contains("N X J: new / delete / move section") && sectioned.contains("click header: fold"))
        #expect(sectioned.components(separatedBy: HUDStatus.separator).count == HUDStatus.standardHelp.components(separatedBy: HUDStatus.separator).count + 1)
        let size = Size(width: 800, height: 600)
        #expect(Session(layout: .flow, itemCount: 5, boundsSize: size).supportsSections)
        #expect(!Session(layout: .ring, itemCount: 5, boundsSize: size).supportsSections)
    }

    @Test func unmeasuredFiguresAreLeftOut() {
        let lines = HUDStatus(layout: .flow, itemCount: 0).lines(visibleCount: 0)
        #expect(lines.count == 3)
        #expect(lines[1] == "0 items  ·  0 visible")
        #expect(HUDStatus.format(.nan, digits: 1) == "–")
        var vsynced = HUDStatus(layout: .flow, itemCount: 0, frameP50: 1, frameP99: 2)
        vsynced.figures.presentMilliseconds = 15.5
        vsynced.figures.presentIncludesVsync = true
        #expect(vsynced.lines(visibleCount: 0)[2] == "frame p50 1.0 ms, p99 2.0 ms  ·  present 15.50 ms (vsync wait included)")
    }

    @Test func slowFramesReadBelowOneFPSAndWarnUnderTheTitle() {
        var status = HUDStatus(layout: .ring, itemCount: 1_000_000, framesPerSecond: 0.28, frameP50: 3600, frameP99: 3650)
        status.warning = "slow frame: 3600 ms, mostly layout (3550 ms for 1,000,000 items)"
        let lines = status.lines(visibleCount: 1_000_000)
        #expect(lines[1] == status.warning)
        #expect(lines[2] == "1,000,000 items  ·  1,000,000 visible  ·  0.3 fps")
        #expect(lines[3] == "frame p50 3600.0 ms, p99 3650.0 ms")
    }

    @Test func theOneLineHUDSaysWhatWasLeftOutAndWhy() {
        let status = HUDStatus(layout: .ring, itemCount: 1_000_000, framesPerSecond: 12)
        let reduced = LevelOfDetail(candidateItems: 5_000, coveredItems: 1_100, overBudgetItems: 88, grid: 2)
        // Right after the name, before the counts: the first thing a narrow line keeps.
        #expect(status.compactLine(visibleCount: 3_812, levelOfDetail: reduced) { _ in true }
            == "ring  ·  left out 1,188 of 5,000 on screen: 1,100 covered within 2 px, 88 over the 100 ms frame bound"
                + "  ·  1,000,000 items  ·  3,812 visible  ·  12 fps")
        // Headers alone.
        let headers = LevelOfDetail(candidateItems: 17, candidateElements: 6, coveredElements: 2)
        #expect(HUDStatus.compactLevelOfDetail(headers) == "left out 2 headers and decorations: covered")
        // Nothing left out: the line is as before, whatever the detail.
        let whole = LevelOfDetail(candidateItems: 17)
        #expect(status.compactLine(visibleCount: 17, levelOfDetail: whole) { _ in true } == status.compactLine(visibleCount: 17) { _ in true })
        #expect(!status.compactLine(visibleCount: 17, levelOfDetail: whole) { _ in true }.contains("left out"))
    }

    @Test func theLevelOfDetailLineNamesWhatTheRendererLeftOut() {
        let status = HUDStatus(layout: .ring, itemCount: 1_000_000)
        let reduced = LevelOfDetail(candidateItems: 5_000, coveredItems: 1_100, overBudgetItems: 88, grid: 2)
        #expect(status.lines(visibleCount: 3_812, levelOfDetail: reduced)[2]
            == "level of detail: 3,812 of 1,000,000 drawn; covered within 2 px: 1,100; over the 100 ms frame bound: 88")
        let exact = LevelOfDetail(candidateItems: 20, coveredItems: 3)
        #expect(HUDStatus.levelOfDetailLine(exact, itemCount: 20) == "level of detail: 17 of 20 drawn; covered: 3")
        // Nothing left out: no line.
        #expect(status.lines(visibleCount: 20, levelOfDetail: LevelOfDetail(candidateItems: 20)).count == 3)
        #expect(HUDStatus.grouped(999) == "999" && HUDStatus.grouped(1000) == "1,000" && HUDStatus.grouped(-1_234_567) == "-1,234,567")
    }
}

@Suite struct SlowFrameTests {
    let parts = SlowFrame.Parts(events: 2, layout: 180, draw: 20, present: 9, items: 1_000_000, sprites: 3_000, pixels: 2_400_000)

    @Test func onlyFramesOverFiftyMillisecondsWarn() {
        #expect(SlowFrame(milliseconds: 50, parts: parts) == nil)
        #expect(SlowFrame(milliseconds: 50.5, parts: parts) != nil)
    }

    @Test func theWarningNamesTheLargestPartAndWhatItHandled() throws {
        let layoutBound = try #require(SlowFrame(milliseconds: 212, parts: parts))
        #expect(layoutBound.text == "slow frame: 212 ms, mostly layout (180 ms for 1,000,000 items)")
        var filling = parts
        filling.layout = 1
        filling.present = 120
        #expect(SlowFrame(milliseconds: 150, parts: filling)?.text == "slow frame: 150 ms, mostly present (120 ms filling 2.4 M pixels)")
        var switching = parts
        switching.layout = 1
        switching.events = 3_500
        #expect(SlowFrame(milliseconds: 3_600, parts: switching)?.text
            == "slow frame: 3600 ms, mostly input handling (3500 ms: a layout switch, update or reload)")
        // Time none of the parts account for is named as such.
        #expect(SlowFrame(milliseconds: 900, parts: parts)?.text.hasSuffix("mostly outside layout, drawing and present (689 ms)") == true)
    }
}
