import CollectionLayout
import OrbitSession
import OrbitTestSupport
import Testing

/// Side by side (`--compare`): the split, the mirroring of input into pane coordinates, and two
/// sessions driven by one script.
@Suite struct ComparePanesTests {
    // MARK: - The split

    @Test func splitsTheAreaIntoTwoEqualPanesAroundTheGap() {
        let panes = ComparePanes(area: Size(width: 1001, height: 600))
        // (1001 - gap) / 2, whole points, rounded down so the panes and the gap fit.
        let width = ((1001 - ComparePanes.gap) / 2).rounded(.down)
        #expect(panes.paneSize == Size(width: width, height: 600))
        #expect(panes.frames[0] == Rect(x: 0, y: 0, width: width, height: 600))
        #expect(panes.frames[1] == Rect(x: width + ComparePanes.gap, y: 0, width: width, height: 600))
        #expect(panes.frames[1].maxX <= 1001)
        // The headless area for a pane size is the inverse for an even split.
        #expect(ComparePanes.area(paneSize: Size(width: 320, height: 200)) == Size(width: 640 + ComparePanes.gap, height: 200))
        #expect(ComparePanes(area: ComparePanes.area(paneSize: Size(width: 320, height: 200))).paneSize == Size(width: 320, height: 200))
    }

    @Test func aTinyAreaStillHasPanesOfOnePoint() {
        let panes = ComparePanes(area: Size(width: 2, height: 0))
        #expect(panes.paneSize == Size(width: 1, height: 1))
    }

    // MARK: - Mirroring

    @Test func pointsMapIntoThePaneTheyFallIn() {
        var panes = ComparePanes(area: Size(width: 804, height: 500))
        let right = panes.frames[1].minX
        #expect(panes.mirrored(.pointerMove(Point(x: 100, y: 50))) == .pointerMove(Point(x: 100, y: 50)))
        #expect(panes.mirrored(.pointerMove(Point(x: right + 100, y: 50))) == .pointerMove(Point(x: 100, y: 50)))
        #expect(
            panes.mirrored(.wheel(dx: 0, dy: 2, at: Point(x: right + 7, y: 9))) == .wheel(dx: 0, dy: 2, at: Point(x: 7, y: 9)))
        // Input without a position passes unchanged (actions never go through the panes' mirror).
        for input in [PointerInput.modifiers(shift: true), .pinch(scale: 1.1), .rotate(angle: 0.2)] {
            #expect(panes.mirrored(input) == input)
        }
    }

    @Test func aPressKeepsItsPaneUntilReleasedSoADragAcrossTheGapDoesNotJump() {
        var panes = ComparePanes(area: Size(width: 804, height: 500))
        let paneWidth = panes.paneSize.width
        #expect(panes.mirrored(.pointerDown(.left, Point(x: 380, y: 100))) == .pointerDown(.left, Point(x: 380, y: 100)))
        // Past the gap the drag stays in the left pane's coordinates: it goes on to the right.
        #expect(panes.mirrored(.pointerMove(Point(x: 450, y: 100))) == .pointerMove(Point(x: 450, y: 100)))
        #expect(panes.mirrored(.pointerUp(.left, Point(x: 460, y: 100))) == .pointerUp(.left, Point(x: 460, y: 100)))
        // Released: the right pane's points are its own again.
        #expect(
            panes.mirrored(.pointerMove(Point(x: 460, y: 100)))
                == .pointerMove(Point(x: 460 - paneWidth - ComparePanes.gap, y: 100)))
        // A press in the right pane dragged into the left one stays in the right pane's coordinates.
        let start = Point(x: paneWidth + ComparePanes.gap + 10, y: 40)
        #expect(panes.mirrored(.pointerDown(.right, start)) == .pointerDown(.right, Point(x: 10, y: 40)))
        #expect(panes.mirrored(.pointerMove(Point(x: 300, y: 40))) == .pointerMove(Point(x: 300 - paneWidth - ComparePanes.gap, y: 40)))
    }

    @Test func aResizeOfTheAreaIsAResizeOfAPane() {
        var panes = ComparePanes(area: Size(width: 800, height: 500))
        #expect(panes.mirrored(.resize(Size(width: 1204, height: 700))) == .resize(Size(width: 600, height: 700)))
        #expect(panes.area == Size(width: 1204, height: 700))
        // The new split is what later points map through.
        #expect(panes.mirrored(.pointerMove(Point(x: 700, y: 1))) == .pointerMove(Point(x: 700 - 604, y: 1)))
    }

    @Test func labelsNameThePaneTheLayoutAndItsSettings() {
        #expect(ComparePanes.label(pane: 0, layoutName: "ring", settings: []) == "A  ring")
        #expect(
            ComparePanes.label(pane: 1, layoutName: "coverflow", settings: [LayoutSetting(key: "tilt", value: "0.4")])
                == "B  coverflow  tilt=0.4")
        #expect(ComparePanes.label(pane: 0, layoutName: "mine", settings: [], note: "previous version") == "A  mine  previous version")
    }

    // MARK: - Two sessions, one script

    /// A drag, a fling, an added item and a tuning event, in pane coordinates.
    static let script: [TimedStep] = [
        TimedStep(time: 0.1, .pointerDown(.left, Point(x: 300, y: 200))),
        TimedStep(time: 0.15, .pointerMove(Point(x: 260, y: 200))),
        TimedStep(time: 0.2, .pointerMove(Point(x: 180, y: 200))),
        TimedStep(time: 0.22, .pointerUp(.left, Point(x: 160, y: 200))),
        TimedStep(time: 0.5, .addItem),
        TimedStep(time: 0.9, .setParameter(LayoutSetting(key: "lineSpacing", value: "30"))),
        TimedStep(time: 1.0, .physics(.rubberBand, 0.3)),
    ]

    static func line(_ settings: [LayoutSetting] = []) throws -> Session {
        try Session(layout: .line, settings: settings, itemCount: 20, boundsSize: Size(width: 480, height: 360))
    }

    /// Every frame of one replay, as its trace lines.
    static func frames(_ replay: inout ScriptReplay) -> (a: [String], b: [String]) {
        var a: [String] = [], b: [String] = []
        replay.runPanes { frame, time, session, partner in
            a.append(ReplayTrace.line(frame: frame, time: time, session: session))
            if let partner { b.append(ReplayTrace.line(frame: frame, time: time, session: partner)) }
        }
        return (a, b)
    }

    @Test func bothPanesHandleTheSameEventsAsAReplayOfEachAlone() throws {
        let spaced = [LayoutSetting(key: "lineSpacing", value: "60")]
        var compared = ScriptReplay(session: try Self.line(), partner: try Self.line(spaced), steps: Self.script)
        let (a, b) = Self.frames(&compared)
        var aloneA = ScriptReplay(session: try Self.line(), steps: Self.script)
        var aloneB = ScriptReplay(session: try Self.line(spaced), steps: Self.script)
        let expectedA = Self.frames(&aloneA).a, expectedB = Self.frames(&aloneB).a
        // The replay runs until both panes rest: each pane's frames are its own replay's, then
        // the pane that settled first stays where it settled.
        #expect(a.count == max(expectedA.count, expectedB.count) && b.count == a.count)
        #expect(Array(a.prefix(expectedA.count)) == expectedA)
        #expect(Array(b.prefix(expectedB.count)) == expectedB)
        #expect(compared.handledEventCount == Self.script.count)
        // Both handled every event: the item the "+" added and the tuning are in both.
        #expect(compared.session.itemCount == 21 && compared.partner?.itemCount == 21)
        #expect(compared.session.settings.contains(LayoutSetting(key: "lineSpacing", value: "30")))
        #expect(compared.partner?.settings.contains(LayoutSetting(key: "lineSpacing", value: "30")) == true)
        #expect(compared.session.physicsValue(.rubberBand) == 0.3 && compared.partner?.physicsValue(.rubberBand) == 0.3)
    }

    @Test func identicalPanesStayIdenticalFrameForFrame() throws {
        var compared = ScriptReplay(session: try Self.line(), partner: try Self.line(), steps: Self.script)
        let (a, b) = Self.frames(&compared)
        #expect(!a.isEmpty && a == b)
    }
}
