import Foundation
import OrbitSession
import Testing

/// The ten presets' behaviour is fixed: `Fixtures/preset-dumps.txt` holds `orbit dump`'s output
/// for a fixed set of arguments (every preset, several settings, offsets, targets), captured before
/// the presets moved into the layout catalog. Each line pair is the arguments, then the exact JSON.
@Suite struct PresetDumpStabilityTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: String
        var expected: String
        var testDescription: String { arguments }
    }

    static let cases: [Case] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/preset-dumps.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return stride(from: 0, to: lines.count - 1, by: 2).map { Case(arguments: lines[$0], expected: lines[$0 + 1]) }
    }()

    @Test func theFixtureCoversEveryPreset() {
        let names = Set(Self.cases.compactMap { $0.arguments.split(separator: " ").dropFirst().first.map(String.init) })
        #expect(names == ["flow", "ring", "waterfall", "line3d", "circle", "cards", "wheel", "line", "small-circle", "firewheel"])
    }

    @Test(arguments: cases) func dumpIsByteIdentical(_ test: Case) throws {
        let arguments = ["dump"] + test.arguments.split(separator: " ").map(String.init)
        let outcome = try ProcessTests.run(arguments)
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.output == test.expected + "\n")
    }

    /// Every fixture decodes with the typed model, which reads what the text says: the layout
    /// named in the arguments and one item per item object.
    @Test(arguments: cases) func fixtureDecodesWithTheTypedModel(_ test: Case) throws {
        let document = try JSONDecoder().decode(DumpDocument.self, from: Data(test.expected.utf8))
        #expect(document.layout == test.arguments.split(separator: " ").dropFirst().first.map(String.init))
        #expect(document.items.count == test.expected.components(separatedBy: "{\"index\":").count - 1)
        #expect(document.bounds.count == 2 && document.contentOffset.count == 2 && document.contentSize.count == 2)
    }
}
