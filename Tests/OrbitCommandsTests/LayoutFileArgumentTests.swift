import CollectionLayout
import Testing

@testable import OrbitCommands

/// The parts of `--layout-file` and `check-layout` that need no process: finding the flag before
/// parsing, and the child's command line.
@Suite struct LayoutFileArgumentTests {
    @Test func findsEveryLayoutFileFlagBeforeADoubleDash() {
        #expect(LayoutFiles.paths(in: ["dump", "--layout-file", "A.swift", "--items", "3"]) == ["A.swift"])
        #expect(LayoutFiles.paths(in: ["dump", "--layout-file=B.swift", "--layout-file", "dir"]) == ["B.swift", "dir"])
        #expect(LayoutFiles.paths(in: ["dump", "--layout", "ring"]).isEmpty)
        #expect(LayoutFiles.paths(in: ["dump", "--layout-file"]).isEmpty)
        #expect(LayoutFiles.paths(in: ["replay", "--", "--layout-file", "A.swift"]).isEmpty)
        #expect(LayoutFiles.paths(in: ["dump", "--layout-files", "A.swift"]).isEmpty)
    }

    @Test func theChildsCommandLineIsTheParentsWithInProcess() {
        let check = LayoutCheck(
            paths: ["Spiral.swift"], layoutName: "spiral", itemCount: 40, size: Size(width: 640, height: 480), frames: 120,
            timeLimit: 2.5)
        #expect(
            check.arguments(child: false) == [
                "check-layout", "--layout-file", "Spiral.swift", "--layout", "spiral", "--items", "40", "--size", "640x480",
                "--frames", "120", "--time-limit", "2.5",
            ])
        #expect(check.arguments(child: true).prefix(2) == ["check-layout", "--in-process"])
        #expect(Array(check.arguments(child: true).dropFirst(2)) == Array(check.arguments(child: false).dropFirst()))
    }

    @Test func markedLinesAreReadFromTheEnd() {
        let text = "noise\norbit-check-phase: prepare\nmore\norbit-check-phase: attributes(in:)\n"
        #expect(LayoutCheck.lastLine(markedBy: "orbit-check-phase: ", in: text) == "attributes(in:)")
        #expect(LayoutCheck.lastLine(markedBy: "orbit-check-hang: ", in: text) == nil)
    }

    @Test func theDefaultLayoutIsTheLoadedFilesFirst() {
        #expect(CommandContext.defaultLayoutName == nil)
        let first = LayoutCatalog.seeds.entries[1], second = LayoutCatalog.seeds.entries[2]
        CommandContext.$loadedLayouts.withValue([first, second]) {
            #expect(CommandContext.defaultLayoutName == first.name)
        }
    }
}
