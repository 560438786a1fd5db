import Foundation
@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore
@testable import OrbitSession

/// Content in sessions and scripts: the `content` event, self-sizing in replays and traces.
@Suite struct ContentReplayTests {
    static let size = Size(width: 390, height: 844)
    static let flowSettings = [LayoutSetting(key: "estimatedItemSize", value: "370x44"), LayoutSetting(key: "sectionInset", value: "10")]

    static func captionFlow(items: Int) throws -> Session {
        var session = try Session(layout: .flow, settings: flowSettings, itemCount: items, boundsSize: size)
        session.send(.content(.captions), at: 0)
        return session
    }

    /// `count` upward flings: the pointer pulled down 300 points in one frame and released.
    static func flings(_ count: Int, from start: Double, every period: Double) -> [TimedStep] {
        (0..<count).flatMap { k -> [TimedStep] in
            let t = start + Double(k) * period
            return [
                TimedStep(time: t, .pointerDown(.left, Point(x: 195, y: 200))),
                TimedStep(time: t + 1.0 / 60, .pointerMove(Point(x: 195, y: 500))),
                TimedStep(time: t + 2.0 / 60, .pointerUp(.left, Point(x: 195, y: 500))),
            ]
        }
    }

    /// The headline, replayed: from the bottom of 10,000 estimated captions, upward flings; on
    /// every coasting frame the topmost fully visible item moves by exactly the scroll delta.
    @Test func aReplayedUpwardFlingThroughTenThousandEstimatedCaptionsNeverJumps() throws {
        var session = try Self.captionFlow(items: 10_000)
        session.collectionView.setContentOffset(Point(x: 0, y: 1e9), animated: false, at: 0)
        let bottom = session.contentOffset.y
        let events = Self.flings(12, from: 0.5, every: 2.5)
        var replay = ScriptReplay(session: session, steps: events)
        var previous: (time: Double, motion: ScrollMotion, elapsed: Double, anchor: ItemIndexPath, screen: Double)?
        var checked = 0, sizedFrames = 0, worst = 0.0, lastMeasured = session.collectionView.selfSizing.measuredCount
        replay.run { _, time, session in
            let view = session.collectionView
            if view.selfSizing.measuredCount > lastMeasured { sizedFrames += 1 }
            lastMeasured = view.selfSizing.measuredCount
            let eventBetween = previous.map { previous in events.contains { $0.time > previous.time + 1e-9 && $0.time <= time + 1e-9 } } ?? true
            if let previous, !eventBetween, !view.isDragging {
                let delta = previous.motion.offset(after: previous.elapsed + 1.0 / 60).y - previous.motion.offset(after: previous.elapsed).y
                if let now = view.layout.attributes(at: previous.anchor) {
                    worst = max(worst, abs((now.frame.minY - view.contentOffset.y) - (previous.screen - delta)))
                    checked += 1
                }
            }
            previous = nil
            guard let running = view.scrollAnimation else { return }
            let rect = view.visibleRect
            let top = view.layout.attributes(in: rect).filter { $0.isCell && $0.frame.minY >= rect.minY && $0.frame.maxY <= rect.maxY }
                .min { $0.frame.minY < $1.frame.minY }
            if let top {
                previous = (time, running.motion, running.elapsed, top.indexPath, top.frame.minY - rect.minY)
            }
        }
        #expect(checked > 500, "\(checked) frames checked")
        #expect(sizedFrames > 50, "sizes arrived in \(sizedFrames) frames")
        #expect(worst < 1e-6, "worst jump \(worst) points")
        #expect(replay.session.contentOffset.y < bottom - 20_000)
    }

    @Test func contentEventsReplayToTheSameTraceAndIconsTraceAsBefore() throws {
        let script = """
            {"t": 0, "event": "content", "kind": "captions"}
            {"t": 0.1, "event": "down", "button": "left", "x": 195, "y": 600}
            {"t": 0.117, "event": "move", "x": 195, "y": 300}
            {"t": 0.133, "event": "up", "button": "left", "x": 195, "y": 300}
            """
        let events = try Script.parse(script)
        #expect(events.first?.action == .content(.captions))
        func trace(_ events: [TimedStep]) throws -> String {
            var replay = ScriptReplay(session: try Session(layout: .flow, settings: Self.flowSettings, itemCount: 2000, boundsSize: Self.size), steps: events)
            var lines = ""
            replay.run { frame, time, session in lines += ReplayTrace.line(frame: frame, time: time, session: session) + "\n" }
            return lines
        }
        let first = try trace(events)
        #expect(first == (try trace(try Script.parse(Script.text(for: events)))))
        let frame = try JSONDecoder().decode(TraceFrame.self, from: Data(first.split(separator: "\n")[0].utf8))
        #expect(frame.items.allSatisfy { $0.estimated == false && $0.preferredSize?.count == 2 })
        #expect(first.contains("\"estimated\":true") || first.contains("\"estimated\":false"))
        // Icons: no self-sizing fields, and the captions are not what icons look like.
        let icons = try trace(Array(events.dropFirst()))
        #expect(!icons.contains("estimated") && !icons.contains("preferredSize"))
        #expect(icons != first)
        // A bad kind is one line naming it.
        #expect(throws: ScriptError(line: 1, "unknown content 'videos' (expected one of: icons, captions, photos)")) {
            try Script.parse("{\"t\": 0, \"event\": \"content\", \"kind\": \"videos\"}")
        }
    }

    @Test func resetKeepsTheContent() throws {
        var session = try Self.captionFlow(items: 100)
        session.send(.reset, at: 1)
        #expect(session.contentKind == .captions)
        #expect(session.collectionView.preferredSize(forItem: 0) != nil)
    }
}

/// The fuzzer with content: preferred sizes in random order, reproducible.
@Suite struct ContentFuzzTests {
    @Test func theFuzzerDeliversPreferredSizesInRandomOrderAndPasses() throws {
        var configuration = GestureFuzzer.Configuration(
            seed: 5, layout: .flow, settings: ContentReplayTests.flowSettings, wanders: false, itemCount: 300,
            boundsSize: Size(width: 640, height: 480))
        configuration.content = .captions
        var fuzzer = GestureFuzzer(configuration)
        let violation = fuzzer.run(frames: 1200)
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
        let delivered = fuzzer.events.compactMap { event -> ItemID? in
            if case .preferredSize(let item, _)? = event.action { return item }
            return nil
        }
        #expect(delivered.count > 50, "\(delivered.count) sizes delivered")
        // Not in index order: random.
        #expect(delivered != delivered.sorted())
        #expect(configuration.replayArguments.suffix(2) == ["--content", "captions"])
        // The same seed, the same run.
        var again = GestureFuzzer(configuration)
        let second = again.run(frames: 1200)
        #expect(second == nil, "\(second.map(String.init(describing:)) ?? "")")
        #expect(again.events.count == fuzzer.events.count)
        #expect(again.events == fuzzer.events)
    }
}
