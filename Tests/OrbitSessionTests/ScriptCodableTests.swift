import CollectionLayout
import Foundation
@testable import OrbitSession
import OrbitTestSupport
import Testing

/// `TimedStep` and `SessionEvent` as `Codable`: what a script says, through any encoder and back,
/// checked by the script's own reader.
@Suite struct ScriptCodableTests {
    /// Every kind of step a session takes: a fuzzer's wandering run (pointer input and actions of
    /// every kind it draws) and key presses.
    static func manySteps() -> [TimedStep] {
        var fuzzer = GestureFuzzer(GestureFuzzer.Configuration(seed: 7, layout: .flow, maximumItemCount: 500))
        _ = fuzzer.run(frames: 600)
        return fuzzer.events + [TimedStep(time: 11, key: "space"), TimedStep(time: 12, key: "escape")]
    }

    @Test func stepsGoThroughJSONAndComeBackEqual() throws {
        let steps = Self.manySteps()
        #expect(Set(steps.map(\.step.scriptLine.event)).count >= 8, "the run covers many kinds of event")
        let data = try JSONEncoder().encode(steps)
        #expect(try JSONDecoder().decode([TimedStep].self, from: data) == steps)
        // The decoded steps are the ones the script reader reads from the canonical text.
        #expect(try Script.parse(Script.text(for: steps)) == steps)
    }

    @Test func aLineDecodesAsTheScriptReaderReadsIt() throws {
        let lines = [
            #"{"t": 0.5, "event": "down", "button": "left", "x": 640, "y": 400}"#,
            #"{"t": 1.2, "event": "set", "key": "wrap", "value": true}"#,
            #"{"t": 1.3, "event": "set", "key": "itemSize", "value": "80x40"}"#,
            #"{"t": 1.4, "event": "modifiers", "shift": true}"#,
            #"{"t": 2, "event": "sections", "counts": [3, 0, 5]}"#,
            #"{"t": 3, "event": "key", "key": "Tab"}"#,
        ]
        for (index, line) in lines.enumerated() {
            let decoded = try JSONDecoder().decode(TimedStep.self, from: Data(line.utf8))
            #expect(decoded == (try Script.parseLine(line, number: index + 1)), "\(line)")
        }
    }

    @Test func aBadStepFailsWithTheScriptsMessageAndItsPositionAsTheLine() throws {
        let text = #"[{"t": 0, "event": "layout", "name": "ring"}, {"t": 1, "event": "wheel", "dx": 0, "dy": "lots", "x": 1, "y": 2}]"#
        do {
            _ = try JSONDecoder().decode([TimedStep].self, from: Data(text.utf8))
            Issue.record("a bad wheel decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.underlyingError as? ScriptError == ScriptError(line: 2, "'dy' must be a number"))
            #expect(context.debugDescription == "line 2: 'dy' must be a number")
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TimedStep.self, from: Data(#"{"t": 0, "event": "warp"}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TimedStep.self, from: Data(#"{"t": 0, "event": "reset", "extra": 1}"#.utf8))
        }
    }

    @Test func sessionEventsCodeWithoutTheirTimeAndAKeyIsNotOne() throws {
        let events = Self.manySteps().compactMap(\.event)
        let data = try JSONEncoder().encode(events)
        #expect(!String(decoding: data, as: UTF8.self).contains(#""t":"#))
        #expect(try JSONDecoder().decode([SessionEvent].self, from: data) == events)
        do {
            _ = try JSONDecoder().decode(SessionEvent.self, from: Data(#"{"event": "key", "key": "space"}"#.utf8))
            Issue.record("a key decoded as a session event")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains("not a session event"))
        }
    }

    @Test func layoutsAreCheckedAgainstTheDecodersCatalog() throws {
        let line = Data(#"{"t": 0, "event": "layout", "name": "spiral"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TimedStep.self, from: line) }
        let spiral = LayoutDescriptor(name: "spiral", summary: "a test layout") { FlowLayout() }
        let decoder = JSONDecoder()
        decoder.userInfo[Script.layoutCatalogKey] = try LayoutCatalog.builtIn.adding([spiral])
        #expect(try decoder.decode(TimedStep.self, from: line) == TimedStep(time: 0, .selectLayout("spiral")))
    }
}
