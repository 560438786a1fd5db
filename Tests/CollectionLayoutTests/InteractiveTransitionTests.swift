import Foundation
import OrbitSession
import OrbitTestSupport
import Testing

@testable import CollectionLayout

@Suite struct InteractiveTransitionTests {
    let size = Size(width: 800, height: 600)

    /// Replays `script` from `layout` and returns the session at the end with the trace lines and
    /// the transition progress of every frame.
    func replay(_ script: String, layout: String = "ring", items: Int = 30) throws
        -> (session: Session, trace: [String], progress: [Double?])
    {
        let events = try Script.parse(script)
        var replay = ScriptReplay(
            session: try Session(layout: layout, itemCount: items, boundsSize: size), steps: events)
        var trace: [String] = [], progress: [Double?] = []
        replay.run { frame, time, session in
            trace.append(ReplayTrace.line(frame: frame, time: time, session: session))
            progress.append(session.transitionStatus?.progress)
        }
        return (replay.session, trace, progress)
    }

    /// Three Shift + wheel steps `spacing` seconds apart (less than the pinch's 0.25-s end): a pinch to 1.1³, log2(1.331) ≈ 41 %.
    func pinchScript(spacing: Double) -> String {
        var lines = [#"{"t": 0.1, "event": "modifiers", "shift": true}"#]
        for step in 0..<3 {
            lines.append(#"{"t": \#(0.2 + Double(step) * spacing), "event": "wheel", "dy": 1}"#)
        }
        lines.append(#"{"t": \#(0.3 + 3 * spacing), "event": "modifiers", "shift": false}"#)
        return lines.joined(separator: "\n")
    }

    @Test func aPinchToFortyPercentReleasedSlowlyCancelsBack() throws {
        let start = Session(layout: .ring, itemCount: 30, boundsSize: size)
        let (session, _, progress) = try replay(pinchScript(spacing: 0.24))
        let peak = try #require(progress.compactMap { $0 }.max())
        #expect(isClose(peak, log2(1.1 * 1.1 * 1.1), tolerance: 1e-9))
        #expect(session.layoutName == "ring" && session.transitionStatus == nil && session.isIdle)
        #expect(session.contentOffset == start.contentOffset)
        #expect(session.displayedItems.sortedInDrawOrder == start.displayedItems.sortedInDrawOrder)
        // The progress went back down to 0, never past either end.
        let values = progress.compactMap { $0 }
        #expect(values.last.map { $0 < 0.01 } == true)
        #expect(values.allSatisfy { (0...1).contains($0) })
    }

    @Test func thePinchReleasedFastFinishesInThePartnerWhereASwitchWouldPutIt() throws {
        let (session, _, progress) = try replay(pinchScript(spacing: 1.0 / 60))
        #expect(session.layoutName == "flow" && session.transitionStatus == nil && session.isIdle)
        var switched = Session(layout: .ring, itemCount: 30, boundsSize: size)
        switched.send(.switchToPartner, at: 0)
        switched.advance(to: 5)
        #expect(session.contentOffset == switched.contentOffset)
        #expect(session.displayedItems.sortedInDrawOrder == switched.displayedItems.sortedInDrawOrder)
        let values = progress.compactMap { $0 }
        #expect(values.last.map { $0 > 0.9 } == true && values.allSatisfy { (0...1).contains($0) })
        // Monotone after the release: the end animation leaves at the release speed and never overshoots.
        let peakIndex = try #require(values.firstIndex { $0 > 0.41 })
        for (earlier, later) in zip(values[peakIndex...], values[peakIndex...].dropFirst()) { #expect(later >= earlier - 1e-12) }
    }

    @Test func itemsAndOffsetAreInterpolatedBetweenTheTwoLayoutsInWindowSpace() throws {
        var view = try CollectionView(preset: .flow, itemCount: 200, boundsSize: size)
        view.setContentOffset(Point(x: 0, y: 900), animated: false, at: 0)
        let fromOffset = view.contentOffset
        let index = try #require(view.focusedIndex)
        let from = try #require(view.layout.attributes(at: ItemIndexPath(item: index)))
        var target = view
        try target.setLayout(.ring, animated: false, at: 0)
        let to = try #require(target.layout.attributes(at: ItemIndexPath(item: index)))
        view.startInteractiveTransition(to: try LayoutDescriptor.ring.makeLayout(), at: 0)
        view.updateInteractiveTransition(progress: 0.25, at: 0.1)
        #expect(view.contentOffset == lerp(fromOffset, target.contentOffset, 0.25))
        let shown = try #require(view.displayedItems.first { $0.attributes.index == index })
        var expectedFrom = from, expectedTo = to
        expectedFrom.center -= fromOffset
        expectedTo.center -= target.contentOffset
        let expected = expectedFrom.interpolated(to: expectedTo, fraction: 0.25)
        #expect(isClose(shown.attributes.center - view.contentOffset, expected.center, tolerance: 1e-9))
        #expect(isClose(shown.attributes.size.width, expected.size.width, tolerance: 1e-9))
    }

    /// UIKit's `cancelInteractiveTransition()`, called by a host: back to the old layout and offset,
    /// animated from what is on screen, and every item where the old layout puts it.
    @Test func aHostCancelGoesBackToTheOldLayoutAndOffset() throws {
        var view = try CollectionView(preset: .flow, itemCount: 600, boundsSize: size)
        view.setContentOffset(Point(x: 0, y: 900), animated: false, at: 0)
        let offset = view.contentOffset
        #expect(offset != .zero)
        let before = view.layout.attributes(in: view.visibleRect)
        view.startInteractiveTransition(to: try LayoutDescriptor.ring.makeLayout(), at: 0)
        view.updateInteractiveTransition(progress: 0.7, at: 0.1)
        #expect(view.contentOffset != offset)
        view.cancelInteractiveTransition(at: 0.1)
        #expect(view.isAnimating)
        var clock = HostFrameClock(time: 0.1)
        clock.run(&view, for: 2)
        #expect(!view.isAnimating && view.contentOffset == offset)
        #expect(type(of: view.layout) == FlowLayout.self)
        for attributes in before {
            let shown = try #require(view.displayedItems.first { $0.attributes.index == attributes.index })
            #expect(isClose(shown.attributes.center, attributes.center))
        }
    }

    @Test func aShiftDragHeldStillThenReleasedCancelsAndAFlickFinishes() throws {
        func dragScript(restBeforeRelease: Double) -> String {
            // 120 points down in 4 frames: 40 % of half the 600-point side.
            """
            {"t": 0.1, "event": "modifiers", "shift": true}
            {"t": 0.2, "event": "down", "button": "left", "x": 400, "y": 200}
            {"t": 0.2167, "event": "move", "x": 400, "y": 230}
            {"t": 0.2333, "event": "move", "x": 400, "y": 260}
            {"t": 0.25, "event": "move", "x": 400, "y": 290}
            {"t": 0.2667, "event": "move", "x": 400, "y": 320}
            {"t": \(0.2667 + restBeforeRelease), "event": "up", "button": "left", "x": 400, "y": 320}
            """
        }
        let slow = try replay(dragScript(restBeforeRelease: 0.5))
        #expect(slow.progress.compactMap { $0 }.contains { isClose($0, 0.4, tolerance: 1e-9) })
        #expect(slow.session.layoutName == "ring" && slow.session.isIdle)
        let fast = try replay(dragScript(restBeforeRelease: 0))
        #expect(fast.session.layoutName == "flow" && fast.session.isIdle)
    }

    @Test func aFastReleaseEndsSoonerThanASlowFinishFromTheSameProgress() throws {
        func framesToEnd(velocity: Double) throws -> Int {
            var view = try CollectionView(preset: .ring, itemCount: 30, boundsSize: size)
            view.startInteractiveTransition(to: try LayoutDescriptor.flow.makeLayout(), at: 0)
            view.updateInteractiveTransition(progress: 0.6, at: 0.1)
            view.finishInteractiveTransition(velocity: velocity, at: 0.1)
            var clock = HostFrameClock(time: 0.1)
            var frames = 0
            while view.interactiveTransitionProgress != nil, frames < 1000 {
                clock.run(&view, for: 1.0 / 60)
                frames += 1
            }
            return frames
        }
        let slow = try framesToEnd(velocity: 0), fast = try framesToEnd(velocity: 10)
        // A slow finish takes the remaining 40 % of the 0.35 s duration; a fast one leaves at
        // 10/s, three times the curve's average speed, so it takes 3 × 0.4 / 10 = 0.12 s.
        #expect(slow == Int((0.4 * 0.35 * 60).rounded(.up)))
        #expect(fast == Int((0.12 * 60).rounded(.up)))
    }

    @Test func newGesturesDuringTheFinishingAnimationStartFromWhatIsOnScreen() throws {
        var session = Session(layout: .ring, itemCount: 30, boundsSize: size)
        var clock = HostFrameClock()
        clock.send(.modifiers(shift: true), to: &session)
        clock.send(.pointerDown(.left, Point(x: 400, y: 100)), to: &session)
        for step in 1...5 {
            clock.run(&session, for: 1.0 / 60)
            clock.send(.pointerMove(Point(x: 400, y: 100 + 40 * Double(step))), to: &session)
        }
        clock.send(.pointerUp(.left, Point(x: 400, y: 300)), to: &session)
        #expect(session.layoutName == "flow" && session.transitionStatus != nil)
        clock.run(&session, for: 1.0 / 60)
        // Grab it again mid-finish (the TLLayoutTransitioning crash), and drag back.
        let onScreen = Dictionary(uniqueKeysWithValues: session.drawList.map { ($0.id, $0.attributes.center) })
        clock.send(.pointerDown(.left, Point(x: 400, y: 300)), to: &session)
        #expect(session.collectionView.isInteractivelyTransitioning)
        for item in session.drawList {
            #expect(isClose(item.attributes.center, onScreen[item.id] ?? item.attributes.center, tolerance: 1e-9))
        }
        clock.run(&session, for: 1.0 / 60)
        clock.send(.pointerMove(Point(x: 400, y: 500)), to: &session)
        // A key, a plain press and a resize in the middle of it all.
        clock.send(.page(1), to: &session)
        clock.send(.modifiers(shift: false), to: &session)
        clock.send(.pointerDown(.left, Point(x: 100, y: 100)), to: &session)
        clock.send(.resize(Size(width: 640, height: 480)), to: &session)
        clock.send(.pointerUp(.left, Point(x: 100, y: 100)), to: &session)
        clock.run(&session, for: 3)
        #expect(session.isIdle && session.transitionStatus == nil)
        let ids = session.displayedItems.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(session.collectionView.identities.count == session.itemCount)
    }

    @Test func aLayoutsAnimatedValuesFollowTheGestureAndFadeWithTheEnd() throws {
        var view = try CollectionView(preset: .ring, itemCount: 12, boundsSize: size)
        view.startInteractiveTransition(to: LiftingLayout(base: try LayoutDescriptor.flow.makeLayout()), at: 0)
        view.updateInteractiveTransition(progress: 0.5, at: 0.1)
        let plain = try #require(view.displayedItems.first { $0.attributes.index == 3 })
        view.updateValue(30, forAnimatedKey: "lift")
        let lifted = try #require(view.displayedItems.first { $0.attributes.index == 3 })
        #expect(isClose(plain.attributes.center.y - lifted.attributes.center.y, 30, tolerance: 1e-9))
        view.finishInteractiveTransition(at: 0.1)
        var clock = HostFrameClock(time: 0.1)
        clock.run(&view, for: 0.05)
        let fading = try #require(view.value(forAnimatedKey: "lift"))
        #expect(fading > 0 && fading < 30)
        clock.run(&view, for: 1)
        #expect(view.value(forAnimatedKey: "lift") == nil && !view.isAnimating)
    }

    @Test func tracesCarryTheTransitionAndAreTheSameOnEveryRun() throws {
        let script = pinchScript(spacing: 0.24)
        let first = try replay(script).trace, second = try replay(script).trace
        #expect(first == second)
        #expect(first.contains { $0.contains(#""transition":{"to":"flow","progress":"#) })
        // Frames outside the transition carry no transition field.
        #expect(!first[0].contains("transition"))
    }

    @Test func modifierLinesParseAndBadOnesSayWhy() throws {
        let events = try Script.parse(#"{"t": 0, "event": "modifiers", "shift": true}"#)
        #expect(events == [TimedStep(time: 0, .modifiers(shift: true))])
        #expect(try Script.parse(Script.line(for: events[0])) == events)
        #expect(throws: ScriptError(line: 1, "'shift' must be true or false")) {
            try Script.parse(#"{"t": 0, "event": "modifiers", "shift": 1}"#)
        }
    }
}

/// Flow, with items raised by the animated value "lift" (points) during a transition to it.
struct LiftingLayout: LayoutWrapper {
    var base: any CollectionViewLayout
    func interpolatedAttributes(
        from start: LayoutAttributes, to end: LayoutAttributes, fraction: Double, animatedValues: [String: Double]
    ) -> LayoutAttributes {
        var attributes = start.interpolated(to: end, fraction: fraction)
        attributes.center.y -= animatedValues["lift"] ?? 0
        return attributes
    }
}

@Suite struct InteractiveTransitionFuzzTests {
    /// Wandering runs hold Shift now and then, so their drags and wheel storms drive interactive
    /// transitions; every frame's checks (nothing lost, duplicated or misplaced, hit tests, rest)
    /// pass, and the run replays as a script to the same state.
    @Test(arguments: [LayoutDescriptor.ring, .flow, .line])
    func wanderingRunsDriveTransitionsAndKeepEveryItem(preset: LayoutDescriptor) throws {
        let configuration = GestureFuzzer.Configuration(seed: 41, layout: preset, maximumItemCount: 3_000)
        var fuzzer = GestureFuzzer(configuration)
        let violation = fuzzer.run(frames: 1_200)
        #expect(violation == nil, "\(preset.name): \(violation.map { "\($0)\n\($0.script)" } ?? "")")
        #expect(fuzzer.summary.transitions > 0, "no transition was driven")
        var replay = ScriptReplay(
            session: Session(layout: preset, itemCount: configuration.itemCount, boundsSize: configuration.boundsSize, seed: configuration.seed),
            steps: try Script.parse(Script.text(for: fuzzer.events)), until: ScriptReplay.time(ofFrame: fuzzer.frame - 1))
        replay.run { _, _, _ in }
        #expect(replay.session.collectionView.identities == fuzzer.session.collectionView.identities)
        #expect(replay.session.displayedItems.sortedInDrawOrder == fuzzer.session.displayedItems.sortedInDrawOrder)
    }
}
