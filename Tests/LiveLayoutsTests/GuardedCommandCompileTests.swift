import Testing

@testable import LiveLayouts

/// Compiling is not hanging: a guarded command (`dump`, `shot`, `fuzz`, … of a layout file)
/// compiles before its child starts, so the layout's time limit never counts the compile. The
/// compile and the child are injected: a 30-second first build on a fake clock, no process, no sleep.
@Suite struct GuardedCommandCompileTests {
    static func guarded() throws -> GuardedCommand {
        try #require(
            GuardedCommand(
                arguments: ["dump", "--layout-file", "Album.swift", "--items", "21"], command: "dump", hasLayoutFiles: true,
                asksForHelp: false, environment: [:], timeLimit: 10))
    }

    /// The compiler's error a broken `Album.swift` gives.
    static let missingFoo = CompilerDiagnostic(file: "/work/Album.swift", line: 3, column: 5, severity: .error, message: "cannot find 'foo' in scope")

    @Test func aSlowCompileDoesNotCountAgainstTheLayoutsLimit() throws {
        let guarded = try Self.guarded()
        var clock = 0.0
        var compiledAt: Double?
        var childStart: Double?
        var childLimit: Double?
        var lines: [String] = []
        var passedOn = ""
        let status = guarded.run(
            compile: { () throws(LiveLayoutError) in
                // A cold cache on a loaded machine: 30 s, three times the layout's limit.
                clock += 30
                compiledAt = clock
            },
            report: { lines.append($0) },
            start: { child throws(LiveLayoutError) in
                childStart = clock
                childLimit = child.timeLimit
                // The layout runs for 9.5 s of its 10: within its limit, whatever the compile took.
                clock += 9.5
                return ChildProcess.Result(
                    termination: .exited(0), standardOutput: "{\"items\": []}\n", standardError: "", report: GuardedCommand.completionRecord(token: guarded.token, status: 0) + "\n",
                    seconds: 9.5)
            },
            write: { output, _ in
                passedOn = output
                return nil
            })
        #expect(status == 0)
        #expect(lines.isEmpty, "\(lines)")
        #expect(passedOn == "{\"items\": []}\n")
        // The child started after the compile, with the layout's whole limit (plus the grace).
        #expect(compiledAt == 30 && childStart == 30)
        #expect(childLimit == guarded.timeLimit + LayoutCheck.grace)
    }

    @Test func aFileThatDoesNotCompileIsAUsageErrorAndNoChildStarts() throws {
        let guarded = try Self.guarded()
        var started = false
        var lines: [String] = []
        let status = guarded.run(
            compile: { () throws(LiveLayoutError) in throw .compile(.error(Self.missingFoo, diagnostics: [Self.missingFoo])) },
            report: { lines.append($0) },
            start: { _ throws(LiveLayoutError) in
                started = true
                return ChildProcess.Result(termination: .exited(0), standardOutput: "", standardError: "", seconds: 0)
            },
            write: { _, _ in nil })
        #expect(status == GuardedCommand.compileFailureStatus && status == 2)
        #expect(lines == ["Album.swift:3:5: error: cannot find 'foo' in scope"])
        #expect(!started)
    }

    @Test func aFirstBuildSaysSoAndOnlyThen() {
        #expect(
            LayoutSourceCompiler.compilingNotice(sourceName: "PhotoAlbum.swift", firstBuild: true)
                == "compiling PhotoAlbum.swift (first build of the layout cache, ~10 s)")
        #expect(LayoutSourceCompiler.compilingNotice(sourceName: "PhotoAlbum.swift", firstBuild: false) == nil)
    }
}
