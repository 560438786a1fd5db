import CollectionLayout
import OrbitSession
import Testing

@testable import OrbitCommands

/// `orbit bench --section-edits`: its script, a run on a fake clock, its row and its flags.
@Suite struct SectionEditBenchTests {
    @Test func theScriptIsSectionEventsKeptBetweenFiveAndSixtySections() {
        let script = SectionEditBenchmark.script(events: 2_000)
        #expect(script.count == 2_001)
        #expect(script.first?.action == .setSections(Array(repeating: 10, count: 20)))
        #expect(script == SectionEditBenchmark.script(events: 2_000), "the same every run")
        var sections = 20
        for event in script.dropFirst() {
            switch event.action {
            case .insertSection?, .insertSectionAfterFocus?: sections += 1
            case .deleteSection?: sections -= 1
            case .deleteFocusedSection?: if sections > 1 { sections -= 1 }
            case .moveSection?, .moveFocusedSection?, .addItem?, .removeItem?: break
            default: Issue.record("not a section event: \(event.step)")
            }
            #expect((1...62).contains(sections))
        }
        // One every 0.02 s: faster than the animations.
        #expect(zip(script.dropFirst(), script.dropFirst(2)).allSatisfy { abs($1.time - $0.time - 0.02) < 1e-9 })
    }

    @Test func aRunReplaysWithAndWithoutTheTrace() throws {
        let clock = BenchTests.FakeClock()
        var benchmark = SectionEditBenchmark(now: clock.read)
        benchmark.events = 40
        let result = try benchmark.run(.flow, catalog: .builtIn)
        #expect(result.layout == "flow" && result.events == 40)
        // 40 events 0.02 s apart are 49 frames, and the animations settle after.
        #expect(result.frames > 49)
        #expect(result.traceBytes > 0 && result.replaySeconds > 0 && result.tracedSeconds > 0)
        let row = SectionEditBenchmark.tableRow(result)
        #expect(row.hasPrefix("flow ") && row.split(separator: " ").count == 7)
    }

    @Test func otherModesFlagsAreRefused() throws {
        let outcome = try ProcessTests.run(["bench", "--section-edits", "--items", "10"])
        #expect(outcome.status == 2)
        #expect(outcome.errorLines == ["orbit bench: --section-edits replays its own script: only --layout and --size apply"])
    }
}
