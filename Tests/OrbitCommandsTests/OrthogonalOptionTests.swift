import Foundation
import OrbitSession
import Testing

/// `--orthogonal SECTION:OFFSET` on dump and shot: the section shown scrolled across as a resting
/// host shows it (clamped into its range), other sections untouched, bad input one line.
@Suite struct OrthogonalOptionTests {
    static func dump(_ extra: [String]) throws -> DumpDocument {
        let outcome = try ProcessTests.run(
            ["dump", "--layout", "orthogonal-sections", "--sections", "5,5,5", "--size", "400x600", "--all"] + extra)
        try #require(outcome.status == 0, "\(outcome.errors)")
        return try JSONDecoder().decode(DumpDocument.self, from: Data(outcome.output.utf8))
    }

    @Test func aSectionScrolledAcrossMovesItsItemsAndNoOthers() throws {
        let resting = try Self.dump([])
        let scrolled = try Self.dump(["--orthogonal", "0:120"])
        let clamped = try Self.dump(["--orthogonal", "0:1000000"])
        #expect(resting.items.count == scrolled.items.count)
        for (before, after) in zip(resting.items, scrolled.items) where before.category == "cell" {
            let shift = before.center[0] - after.center[0]
            #expect(abs(shift - (before.section == 0 ? 120 : 0)) < 1e-9, "\(before.section ?? -1):\(before.index)")
            #expect(before.center[1] == after.center[1])
        }
        // Past its end, the section rests at its end: its last item's trailing edge at the right inset or less.
        let lastShown = try #require(clamped.items.last { $0.section == 0 && $0.category == "cell" })
        let lastResting = try #require(resting.items.last { $0.section == 0 && $0.category == "cell" })
        #expect(lastShown.center[0] < lastResting.center[0] && lastShown.center[0] + lastShown.size[0] / 2 <= 400)
    }

    @Test func badOffsetsAreOneLine() throws {
        let cases: [([String], String)] = [
            (["dump", "--layout", "flow", "--items", "3", "--size", "300x300", "--orthogonal", "0:10"],
             "orbit dump: --orthogonal: layout flow has no sections that scroll orthogonally"),
            (["dump", "--layout", "orthogonal-sections", "--sections", "5,5,5", "--size", "400x600", "--orthogonal", "9:10"],
             "orbit dump: --orthogonal 9:…: section 9 of layout orthogonal-sections does not scroll orthogonally (those that do: 0, 1, 2)"),
            (["shot", "--layout", "orthogonal-sections", "--orthogonal", "x", "--out", "x.png"],
             "orbit shot: --orthogonal: expected SECTION:OFFSET (a section from 0, then points), got 'x'"),
            (["dump", "--layout", "orthogonal-sections", "--orthogonal", "1:nan", "--size", "400x600"],
             "orbit dump: --orthogonal: expected a finite number of points after ':', got '1:nan'"),
        ]
        for (arguments, expected) in cases {
            let outcome = try ProcessTests.run(arguments, environment: ["SDL_VIDEODRIVER": "dummy"])
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.errorLines.map(String.init) == [expected], "\(arguments): \(outcome.errors)")
        }
    }
}
