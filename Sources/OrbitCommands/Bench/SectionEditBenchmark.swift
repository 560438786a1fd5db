import Foundation
import CollectionLayout
import OrbitSession
import LiveLayouts

/// `orbit bench --section-edits`: what a stream of section edits costs a replay, per layout. A
/// session of 20 sections of 10 items takes `events` section events, one every 0.02 s (faster than
/// their animations, as a script or the fuzzer sends them): inserts of 0 to 12 items, deletes,
/// moves, and the `+`, `-`, N, X and J keys, with the section count kept between 5 and 60. It is
/// replayed as `orbit replay` does, without and then with the trace (each frame's JSON line
/// made, counted, not written). Issue 31: 2,000 such events took 81 s (quadratic: every update
/// carried every item deleted near the screen so far); the bar is 2 s.
///
/// Time comes from `now` (nanoseconds, monotonic), so tests can drive it with a fake clock.
struct SectionEditBenchmark {
    var now: () -> UInt64
    var events = 2_000
    var boundsSize = Size(width: 1280, height: 800)
    /// The layouts measured without `--layout`: flow, the planner and a compositional layout.
    static let layouts = ["flow", "planner", "orthogonal-behaviors"]

    struct Result {
        var layout: String
        var events: Int
        var frames: Int
        var replaySeconds: Double
        var tracedSeconds: Double
        /// The trace's size, bytes.
        var traceBytes: Int
    }

    /// The script: a size, the starting sections, then `count` section events (pure).
    static func script(events count: Int, seed: UInt64 = 1) -> [TimedStep] {
        var random = SeededRandom(seed: seed)
        var events = [TimedStep(time: 0.01, .setSections(Array(repeating: 10, count: 20)))]
        var sections = 20
        for index in 0..<count {
            let time = 0.02 * Double(index + 2)
            let roll = random.unit()
            let event: SessionAction
            if sections < 5 || (roll < 0.3 && sections < 60) {
                event = .insertSection(at: random.index(through: sections), count: random.index(through: 12))
                sections += 1
            } else if roll < 0.55 {
                event = .deleteSection(random.index(through: sections - 1))
                sections -= 1
            } else if roll < 0.8 {
                event = .moveSection(from: random.index(through: sections - 1), to: random.index(through: sections - 1))
            } else {
                // The keys' actions: + and -, N, X and J.
                let action: SessionAction = [.addItem, .removeItem, .insertSectionAfterFocus, .deleteFocusedSection, .moveFocusedSection][
                    random.index(through: 4)]
                if action == .insertSectionAfterFocus { sections += 1 }
                if action == .deleteFocusedSection, sections > 1 { sections -= 1 }
                event = action
            }
            events.append(TimedStep(time: time, event))
        }
        return events
    }

    func run(_ descriptor: LayoutDescriptor, catalog: LayoutCatalog) throws(LayoutConfigurationError) -> Result {
        let script = Self.script(events: events)
        var frames = 0, bytes = 0
        var seconds: [Double] = []
        for traced in [false, true] {
            let session = try Session(
                layout: descriptor, catalog: catalog, sectionItemCounts: [10], boundsSize: boundsSize, seed: 1)
            var replay = ScriptReplay(session: session, steps: script)
            let start = now()
            replay.run { frame, time, session in
                GuardedCommand.frameFinished(itemCount: session.itemCount)
                frames = frame + 1
                if traced { bytes += ReplayTrace.line(frame: frame, time: time, session: session).utf8.count + 1 }
            }
            seconds.append(Double(now() - start) / 1e9)
        }
        return Result(
            layout: descriptor.name, events: events, frames: frames, replaySeconds: seconds[0], tracedSeconds: seconds[1], traceBytes: bytes)
    }

    static let tableHeader = "layout                 events  frames  replay s  with trace s  us/event  trace MB"

    static func tableRow(_ result: Result) -> String {
        func pad(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
        return result.layout.padding(toLength: 21, withPad: " ", startingAt: 0) + pad("\(result.events)", 8) + pad("\(result.frames)", 8)
            + pad(String(format: "%.2f", result.replaySeconds), 10) + pad(String(format: "%.2f", result.tracedSeconds), 14)
            + pad(String(format: "%.0f", result.tracedSeconds * 1e6 / Double(max(1, result.events))), 10)
            + pad(String(format: "%.1f", Double(result.traceBytes) / 1e6), 10)
    }
}
