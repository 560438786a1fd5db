import CollectionLayout
import Foundation
@testable import OrbitSession
import OrbitTestSupport
import Testing

/// `set` and `physics` events, the session's tuning and the play command that restarts it.
@Suite struct TuningTests {
    static let size = Size(width: 400, height: 300)

    static func flow(items: Int = 200, settings: [LayoutSetting] = []) throws -> Session {
        try Session(layout: .flow, settings: settings, itemCount: items, boundsSize: size)
    }

    // MARK: - Script events

    @Test func readsAndWritesTuningEvents() throws {
        let text = """
            {"t": 1.2, "event": "set", "key": "minimumLineSpacing", "value": 0.5}
            {"t": 1.3, "event": "set", "key": "direction", "value": "horizontal"}
            {"t": 1.4, "event": "set", "key": "wrap", "value": true}
            {"t": 1.5, "event": "physics", "key": "decelerationRate", "value": 0.99}
            """
        let events = try Script.parse(text)
        #expect(events.map(\.action) == [
            .setParameter(LayoutSetting(key: "minimumLineSpacing", value: "0.5")),
            .setParameter(LayoutSetting(key: "direction", value: "horizontal")),
            .setParameter(LayoutSetting(key: "wrap", value: "true")),
            .physics(.decelerationRate, 0.99),
        ])
        #expect(events.map(\.time) == [1.2, 1.3, 1.4, 1.5])
        let written = Script.text(for: events)
        #expect(try Script.parse(written) == events)
        // Numbers stay numbers, words strings, booleans booleans.
        #expect(written.contains(#""key":"minimumLineSpacing","value":0.5"#))
        #expect(written.contains(#""value":"horizontal""#))
        #expect(written.contains(#""value":true"#))
        // A value that only looks like a number in another spelling keeps its text.
        let odd = TimedStep(time: 0, .setParameter(LayoutSetting(key: "itemSize", value: "80x40")))
        #expect(try Script.parse(Script.text(for: [odd])) == [odd])
    }

    @Test func rejectsBadTuningEvents() {
        func error(_ line: String) -> String? {
            do {
                _ = try Script.parse(line)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error(#"{"t": 0, "event": "physics", "key": "friction", "value": 1}"#)?.contains("unknown physics key 'friction'") == true)
        #expect(error(#"{"t": 0, "event": "physics", "key": "decelerationRate", "value": 1.5}"#)?.contains("out of range") == true)
        #expect(error(#"{"t": 0, "event": "physics", "key": "rubberBand", "value": "lots"}"#)?.contains("must be a number") == true)
        #expect(error(#"{"t": 0, "event": "set", "key": "nope", "value": 1}"#)?.contains("no layout has a parameter 'nope'") == true)
        #expect(error(#"{"t": 0, "event": "set", "key": "radius", "value": [1]}"#)?.contains("'value' must be") == true)
        #expect(error(#"{"t": 0, "event": "set", "key": "radius"}"#)?.contains("needs 'value'") == true)
    }

    // MARK: - Layout parameters

    @Test func aParameterAnimatesInLikeStartingWithIt() throws {
        let setting = LayoutSetting(key: "minimumLineSpacing", value: "40")
        var tuned = try Self.flow()
        var clock = HostFrameClock()
        clock.run(&tuned, for: 0.1)
        clock.send(.setParameter(setting), to: &tuned)
        // Mid-animation the items are between the two layouts.
        clock.run(&tuned, for: 0.1)
        #expect(!tuned.isIdle)
        clock.run(&tuned, for: 1)
        #expect(tuned.isIdle)
        #expect(tuned.settings == [setting])
        #expect(tuned.parameterValue("minimumLineSpacing") == "40")
        #expect(tuned.itemCount == 200)

        var started = try Self.flow(settings: [setting])
        started.advance(to: clock.time)
        let frames = { (session: Session) in session.displayedItems.sorted { $0.id < $1.id }.map(\.attributes.frame) }
        #expect(frames(tuned) == frames(started))
        // Line pitch: item height 60 plus the new spacing, below the section inset's 74.
        let row2 = tuned.displayedItems.first { $0.attributes.index == Self.firstItemOfRow(2, in: tuned) }!
        #expect(row2.attributes.frame.minY == 74 + 2 * (60 + 40))
    }

    /// A fling (released at t = 0.6 at some 2,000 points a second), then `set` at t = 0.8.
    static func flingThenSet(_ key: String, _ value: String) -> String {
        """
        {"t": 0.5, "event": "down", "button": "left", "x": 200, "y": 250}
        {"t": 0.55, "event": "move", "x": 200, "y": 150}
        {"t": 0.6, "event": "up", "button": "left", "x": 200, "y": 50}
        {"t": 0.8, "event": "set", "key": "\(key)", "value": "\(value)"}
        {"t": 1.2, "event": "size", "width": 400, "height": 300}

        """
    }

    /// Each replayed frame from `from` seconds on: its time, the content offset's y and whether a
    /// transition (an animated update) runs.
    static func frames(ofScript script: String, from start: Double) throws -> [(time: Double, y: Double, transition: Bool)] {
        var replay = ScriptReplay(session: try Self.flow(items: 2_000), steps: try Script.parse(script))
        var frames: [(time: Double, y: Double, transition: Bool)] = []
        replay.run { frame, time, session in
            guard time >= start else { return }
            frames.append((time, session.contentOffset.y, session.collectionView.isTransitioning))
        }
        return frames
    }

    @Test func aFlingCoastsOnWhileTheSpacingSliderMoves() throws {
        // A slider's tick (line spacing 10 -> 11) mid-fling: the offset keeps changing in the
        // fling's direction frame after frame, and no transition starts.
        let ticked = try Self.frames(ofScript: Self.flingThenSet("minimumLineSpacing", "11"), from: 0.8)
        let afterTick = ticked.filter { $0.time < 1.1 }
        #expect(afterTick.count >= 15)
        #expect(afterTick.allSatisfy { !$0.transition })
        #expect(zip(afterTick, afterTick.dropFirst()).allSatisfy { $1.y > $0.y }, "\(afterTick.map(\.y))")
        // Without the tick, the same fling: it was coasting at the tick's time too.
        let untouched = try Self.frames(ofScript: Self.flingThenSet("minimumLineSpacing", "10"), from: 0.8)
        #expect(untouched.first!.y == ticked.first!.y)
        #expect(zip(untouched, untouched.dropFirst()).prefix(15).allSatisfy { $1.y > $0.y })

        // A change that moves items on screen by more than the jump threshold (items twice as
        // tall) glides in, and the fling still goes on under it.
        let jumped = try Self.frames(ofScript: Self.flingThenSet("itemSize", "60x120"), from: 0.8)
        let afterJump = jumped.filter { $0.time < 1.1 }
        #expect(afterJump.contains { $0.transition })
        #expect(zip(afterJump, afterJump.dropFirst()).prefix(10).allSatisfy { $1.y > $0.y }, "\(afterJump.map(\.y))")
    }

    @Test func aJumpIsMeasuredOnScreenFromWhereTheOldLayoutHadEachItemInView() throws {
        let context = LayoutContext(boundsSize: Self.size, itemCount: 100)
        var old = try LayoutDescriptor.flow.makeLayout([])
        old.prepare(context)
        var taller = try LayoutDescriptor.flow.makeLayout([LayoutSetting(key: "minimumLineSpacing", value: "11")])
        taller.prepare(context)
        // Row r's top is 74 + r * (60 + spacing): one more point of spacing moves row 3 by 3 points.
        let view = Rect(x: 0, y: 0, width: 400, height: 300)
        let inView = taller.attributes(in: view)
        let lastRow = Double(inView.map { Int(($0.center.y - 104) / 71) }.max()!)
        #expect(CollectionView.largestScreenMove(from: old, offset: .zero, to: inView, offset: .zero) == lastRow)
        // The same layout scrolled by 5 points: everything moved 5 on screen.
        let scrolled = old.attributes(in: Rect(x: 0, y: 5, width: 400, height: 300))
        #expect(CollectionView.largestScreenMove(from: old, offset: .zero, to: scrolled, offset: Point(x: 0, y: 5)) == 5)
    }

    static func firstItemOfRow(_ row: Int, in session: Session) -> Int {
        // Items per row: (400 + 10) / (60 + 10) rounded down.
        row * Int(((Self.size.width + 10) / 70).rounded(.down))
    }

    @Test func aRefusedParameterChangesNothing() throws {
        var session = try Self.flow()
        let negative = session.setParameter(LayoutSetting(key: "minimumLineSpacing", value: "-3"), at: 0.1)
        let foreign = session.setParameter(LayoutSetting(key: "radius", value: "3"), at: 0.2)
        #expect(!negative && !foreign)
        session.send(.setParameter(LayoutSetting(key: "direction", value: "diagonal")), at: 0.3)
        #expect(session.settings.isEmpty)
        #expect(session.isIdle)
    }

    @Test func parametersKeepTheirOffsetAndSurviveLayoutSwitches() throws {
        var session = try Self.flow(items: 500)
        var clock = HostFrameClock()
        session.send(.page(1), at: 0)
        clock.run(&session, for: 2)
        let offset = session.contentOffset
        #expect(offset.y > 0)
        clock.send(.setParameter(LayoutSetting(key: "minimumInteritemSpacing", value: "12")), to: &session)
        clock.run(&session, for: 2)
        // Same line pitch (only the gaps across changed), so the same offset.
        #expect(session.contentOffset == offset)
        clock.send(.selectLayout("ring"), to: &session)
        clock.send(.selectLayout("flow"), to: &session)
        #expect(session.parameterValue("minimumInteritemSpacing") == "12")
    }

    // MARK: - Physics

    @Test func physicsValuesAreClampedAndReadBack() throws {
        var session = try Self.flow()
        for key in PhysicsKey.allCases {
            #expect(session.physicsValue(key) == key.defaultValue, "\(key)")
            #expect(key.range.contains(key.defaultValue), "\(key)")
        }
        #expect(PhysicsKey.decelerationRate.defaultValue == 0.998)
        #expect(PhysicsKey.decelerationRate.marks.map(\.value) == [0.998, 0.99])
        session.setPhysics(.rubberBand, 5)
        #expect(session.physicsValue(.rubberBand) == 2)
        session.setPhysics(.rubberBand, .nan)
        #expect(session.physicsValue(.rubberBand) == 2)
        session.send(.physics(.animationSpeed, 0.5), at: 0.1)
        #expect(session.animationSpeed == 0.5)
        #expect(session.tunedPhysics.map(\.key) == [.rubberBand, .animationSpeed])
    }

    @Test func decelerationRateSetsHowFarAFlingCoasts() throws {
        for rate in [0.998, 0.99] {
            var view = CollectionView(layout: try LayoutDescriptor.flow.makeLayout(), itemCount: 5000, boundsSize: Self.size)
            view.physics.deceleration = Deceleration(rate: rate)
            view.beginDragging(at: 0)
            view.drag(translation: Point(x: 0, y: -200), at: 0.1)
            view.endDragging(velocity: Point(x: 0, y: 1000), at: 0.1)
            // UIScrollView's projection: v/1000 * r/(1 - r) past the release point.
            let expected = 200 + 1000.0 / 1000 * rate / (1 - rate)
            #expect(abs(view.scrollTarget!.y - expected) < 1e-6, "rate \(rate)")
        }
    }

    @Test func rubberBandCoefficientSetsTheGivePastAnEnd() throws {
        for coefficient in [0.0, 0.55, 1.5] {
            var view = CollectionView(layout: try LayoutDescriptor.flow.makeLayout(), itemCount: 500, boundsSize: Self.size)
            view.physics.rubberBandCoefficient = coefficient
            view.beginDragging(at: 0)
            view.drag(translation: Point(x: 0, y: 150), at: 0.1)
            // f(x, d) = (1 - 1/(x c/d + 1)) d, pulled up past the top.
            let d = Self.size.height
            let expected = -(1 - 1 / (150 * coefficient / d + 1)) * d
            #expect(abs(view.contentOffset.y - expected) < 1e-9, "c \(coefficient)")
        }
    }

    @Test func pagingAndSnapDurationsBoundTheSettles() throws {
        for (key, longest) in [(PhysicsKey.pagingDuration, 0.1), (.pagingDuration, 0.9), (.snapDuration, 0.1), (.snapDuration, 0.9)] {
            var session = try Self.flow(items: 500)
            session.setPhysics(key, longest)
            var clock = HostFrameClock()
            if key == .pagingDuration {
                // Down: the next row to the middle, a settle of 70 points.
                clock.send(.page(1), to: &session)
            } else {
                // Pulled down past the top and let go slowly: it settles back into range.
                clock.drag(&session, from: Point(x: 200, y: 100), by: 0, steps: 1)
                var view = session.collectionView
                view.beginDragging(at: clock.time)
                view.drag(translation: Point(x: 0, y: 60), at: clock.time)
                view.endDragging(velocity: .zero, at: clock.time)
                #expect(view.isScrollAnimating)
                var viewClock = HostFrameClock(time: clock.time)
                viewClock.run(&view, for: 0.1 + 1.0 / 60)
                // Without a tighter bound, a settle of a few points takes 0.3 s and a little more.
                #expect(view.isScrollAnimating == (longest > 0.3), "snap \(longest)")
                continue
            }
            #expect(!session.isIdle)
            clock.run(&session, for: 0.1 + 1.0 / 60)
            // A settle of 70 points from rest takes 0.3 + 70/4000 s without a tighter bound.
            #expect(session.isIdle == (longest < 0.3), "\(key) \(longest)")
        }
    }

    @Test func springValuesChangeTheChoiceAndTheSpringInUse() throws {
        var session = try Self.flow()
        session.setPhysics(.springDamping, 0.4)
        #expect(session.spring == nil)
        #expect(session.springChoice == SpringTiming(dampingRatio: 0.4, response: SpringTiming.standard.response))
        session.send(.toggleSpring, at: 0.1)
        session.send(.physics(.springResponse, 0.3), at: 0.2)
        #expect(session.spring == SpringTiming(dampingRatio: 0.4, response: 0.3))
    }

    @Test func resetKeepsThePhysicsAndDropsTheParameters() throws {
        var session = try Self.flow()
        session.send(.physics(.decelerationRate, 0.99), at: 0)
        session.send(.setParameter(LayoutSetting(key: "minimumLineSpacing", value: "30")), at: 0.1)
        session.send(.reset, at: 0.2)
        #expect(session.physicsValue(.decelerationRate) == 0.99)
        #expect(session.settings.isEmpty)
    }

    // MARK: - Replay, resume and the play command

    static let tuningScript = """
        {"t": 0, "event": "size", "width": 400, "height": 300}
        {"t": 0.1, "event": "physics", "key": "decelerationRate", "value": 0.99}
        {"t": 0.2, "event": "set", "key": "minimumLineSpacing", "value": 24}
        {"t": 0.5, "event": "down", "button": "left", "x": 200, "y": 250}
        {"t": 0.55, "event": "move", "x": 200, "y": 150}
        {"t": 0.6, "event": "up", "button": "left", "x": 200, "y": 50}
        {"t": 0.8, "event": "physics", "key": "rubberBand", "value": 1.2}
        {"t": 0.9, "event": "set", "key": "itemSize", "value": "80x50"}
        {"t": 1.0, "event": "page", "by": 1}

        """

    static func trace(of events: [TimedStep]) throws -> String {
        var replay = ScriptReplay(session: try Self.flow(), steps: events)
        var lines = ""
        replay.run { frame, time, session in lines += ReplayTrace.line(frame: frame, time: time, session: session) + "\n" }
        return lines
    }

    @Test func aReplayedTuningSessionReproducesItsTraceByteForByte() throws {
        let events = try Script.parse(Self.tuningScript)
        let first = try Self.trace(of: events)
        // Written back (as the playground records it) and read again: the same bytes.
        let again = try Self.trace(of: try Script.parse(Script.text(for: events)))
        #expect(first == again)
        // The tuning events matter: without them the fling and the grid differ.
        let untuned = try Self.trace(of: events.filter {
            switch $0.action {
            case .physics?, .setParameter?: false
            default: true
            }
        })
        #expect(first != untuned)
    }

    @Test func aResumedJournalRestoresEveryTunedValue() throws {
        let events = try Script.parse(Self.tuningScript)
        var replay = ScriptReplay(session: try Self.flow(), steps: events)
        replay.run { _, _, _ in }
        let session = replay.session
        #expect(session.physicsValue(.decelerationRate) == 0.99)
        #expect(session.physicsValue(.rubberBand) == 1.2)
        #expect(session.parameterValue("minimumLineSpacing") == "24")
        #expect(session.parameterValue("itemSize") == "80x50")
    }

    @Test func thePlayCommandStartsInTheCurrentState() throws {
        var session = try Self.flow(items: 42)
        #expect(session.playCommand() == "orbit play --layout flow --items 42 --size 400x300")
        session.send(.setParameter(LayoutSetting(key: "minimumLineSpacing", value: "24")), at: 0.1)
        session.send(.setParameter(LayoutSetting(key: "sectionInset", value: "1, 2,3,4")), at: 0.2)
        session.send(.physics(.decelerationRate, 0.99), at: 0.3)
        session.send(.physics(.springDamping, 0.5), at: 0.4)
        session.send(.toggleSpring, at: 0.5)
        #expect(session.playCommand(windowSize: Size(width: 760, height: 300), extraArguments: ["--seed", "1"]) == """
            orbit play --layout flow --items 42 --size 760x300 --set minimumLineSpacing=24 --set 'sectionInset=1, 2,3,4' \
            --physics decelerationRate=0.99 --physics springDamping=0.5 --spring 0.5,0.55 --seed 1
            """)
    }
}
