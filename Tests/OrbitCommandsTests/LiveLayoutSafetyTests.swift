import Foundation
import Testing

/// What a live layout cannot do to the tools, through the built `orbit` binary: end the check with
/// `exit(0)` and pass, drown its result in output, corrupt `dump`'s JSON with a `print`, break a
/// file for good with a damaged cache, crash without saying where, or eat memory until it is
/// called a hang. The fixtures are in Fixtures/LiveLayouts and share `LayoutFileTests.cache`, so
/// that each is compiled once per run (Crashes.swift holds all the crashing layouts for that).
@Suite struct LiveLayoutSafetyTests {
    static let crashes = LayoutFileTests.fixture("Crashes.swift")
    static let chatty = LayoutFileTests.fixture("Chatty.swift")

    /// The 1-based line of the `// crash: kind` marker in Crashes.swift, read from the fixture.
    static func crashLine(_ kind: String) throws -> Int {
        let text = try String(contentsOfFile: crashes, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.hasSuffix("// crash: \(kind)") }) + 1
    }

    // MARK: - The result channel

    @Test func aLayoutThatEndsTheProcessIsNamedNotPassed() throws {
        let (line, _) = try LayoutFileTests.checkFails("ExitInPrepare.swift")
        #expect(line == "prepare ended the process (exit 0)")
    }

    @Test func aLayoutPrintingThousandsOfLinesPerPrepareGetsTheFullPassedLine() throws {
        let outcome = try LayoutFileTests.orbit(["check-layout", "--layout-file", Self.chatty, "--frames", "60"])
        #expect(outcome.status == 0, "\(outcome.output) \(outcome.errors)")
        #expect(outcome.errors.isEmpty, "\(outcome.errors.prefix(300))")
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.count == 1, "\(outcome.output.prefix(300))")
        let line = String(lines.first ?? "")
        #expect(line.hasPrefix("check passed in "), "\(line)")
        // The conformance kit's scene count and the fuzz frames: the child reported every scene.
        #expect(line.range(of: #"\(chatty: \d+ scenes, 60 frames\)$"#, options: .regularExpression) != nil, "\(line)")
    }

    // MARK: - Print goes to standard error

    @Test func aPrintInTheLayoutLeavesDumpsJSONValid() throws {
        let outcome = try LayoutFileTests.orbit(["dump", "--layout-file", Self.chatty, "--items", "4", "--size", "100x40"])
        #expect(outcome.status == 0, "\(outcome.errors.prefix(300))")
        let object = try LayoutFileTests.dumpJSON(outcome)
        #expect(LayoutFileTests.centers(object) == [[10, 10], [30, 10], [50, 10], [70, 10]])
        // Every line the layout printed is on standard error, prefixed with its file's name.
        let printed = outcome.errorLines.filter { $0.hasPrefix("Chatty.swift: ") }
        #expect(printed.contains("Chatty.swift: prepare line 2999"))
        #expect(printed.contains("Chatty.swift: query 0.0"))
        // debugPrint as Swift's: each item reflected once (a string in quotes), the separator given.
        #expect(printed.contains(#"Chatty.swift: "items"|4"#))
        #expect(printed.count == outcome.errorLines.count)
    }

    @Test func aPrintInTheLayoutLeavesReplaysTraceAndBenchsJSONClean() throws {
        let folder = try BadInputTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("drag.jsonl").path
        try Data("{\"t\": 0, \"event\": \"down\", \"button\": \"left\", \"x\": 50, \"y\": 10}\n{\"t\": 0.05, \"event\": \"move\", \"x\": 30, \"y\": 10}\n{\"t\": 0.1, \"event\": \"up\", \"button\": \"left\", \"x\": 30, \"y\": 10}\n".utf8)
            .write(to: URL(fileURLWithPath: script))
        let replay = try LayoutFileTests.orbit([
            "replay", script, "--trace", "-", "--layout-file", Self.chatty, "--items", "30", "--size", "100x40",
        ])
        #expect(replay.status == 0, "\(replay.errors.prefix(300))")
        let traceLines = replay.output.split(separator: "\n")
        #expect(!traceLines.isEmpty)
        for line in traceLines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any], "\(line.prefix(120))")
        }
        #expect(replay.errors.contains("Chatty.swift: query "))

        let bench = try LayoutFileTests.orbit([
            "bench", "--json", "--layout-file", Self.chatty, "--layout", "chatty", "--items", "20", "--frames", "3", "--runs", "1",
        ])
        #expect(bench.status == 0, "\(bench.errors.prefix(300))")
        let rows = bench.output.split(separator: "\n")
        #expect(!rows.isEmpty)
        for row in rows {
            #expect((try? JSONSerialization.jsonObject(with: Data(row.utf8))) is [String: Any], "\(row.prefix(120))")
        }
    }

    // MARK: - Crashes say where

    @Test(arguments: [
        ("index", "attributes(in:)", "Fatal error: Index out of range"),
        ("unwrap", "contentSize.getter", "Fatal error: Unexpectedly found nil while unwrapping an Optional value"),
        ("fatal", "prepare(_:)", "Fatal error: too many items"),
        ("deep", "depth(_:)", "stack overflow (SIGSEGV)"),
    ])
    func aCrashNamesTheFileLineAndFunction(kind: String, function: String, cause: String) throws {
        let (line, _) = try LayoutFileTests.checkFails("Crashes.swift", ["--layout", kind, "--frames", "10"])
        let expected = "Crashes.swift:\(try Self.crashLine(kind)) in \(function): \(cause)"
        #expect(line == expected, "\(line)")
    }

    @Test func aFileNameWithSpacesIsNotCut() throws {
        let folder = try BadInputTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("My Crashes.swift").path
        try FileManager.default.copyItem(atPath: Self.crashes, toPath: copy)
        let outcome = try LayoutFileTests.orbit(["check-layout", "--layout-file", copy, "--layout", "fatal", "--frames", "10"])
        #expect(outcome.status == 1)
        #expect(outcome.output == "My Crashes.swift:\(try Self.crashLine("fatal")) in prepare(_:): Fatal error: too many items\n")
    }

    // MARK: - The memory cap

    @Test func aMemoryBombIsNamedByTheCap() throws {
        let (line, seconds) = try LayoutFileTests.checkFails("Crashes.swift", ["--layout", "hungry", "--memory-limit", "256M"])
        #expect(line == "prepare used more than 256 MB")
        #expect(seconds < 20, "took \(seconds) s")
    }

    @Test func theMemoryCapTakesSizesAndRefusesNonsense() throws {
        let outcome = try LayoutFileTests.orbit(["check-layout", "--layout-file", Self.crashes, "--memory-limit", "lots"])
        #expect(outcome.status == 2)
        #expect(outcome.errors == "orbit check-layout: --memory-limit: expected a size of at least 1M such as 512M or 4G, got 'lots'\n")
    }

    // MARK: - Names

    @Test func aLayoutNamedLikeABuiltInOneIsRefusedByTheCheckAsByDump() throws {
        let file = LayoutFileTests.fixture("BuiltInName.swift")
        let dump = try LayoutFileTests.orbit(["dump", "--layout-file", file, "--items", "1", "--size", "10x10"])
        let check = try LayoutFileTests.orbit(["check-layout", "--layout-file", file])
        #expect(dump.status == 2)
        #expect(check.status == 2)
        #expect(check.output.isEmpty)
        #expect(dump.errors == "orbit dump: BuiltInName.swift: two layouts are named 'flow': each name must be unique\n")
        #expect(check.errors == dump.errors.replacingOccurrences(of: "orbit dump: ", with: "orbit check-layout: "))
    }

    // MARK: - The cache heals

    @Test func aDamagedCachedLibraryIsRebuiltWithOneWarning() throws {
        let folder = try BadInputTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.path
        let arguments = ["dump", "--layout-file", LayoutFileTests.stripe, "--items", "3", "--size", "300x200"]
        let first = try LayoutFileTests.orbit(arguments, cache: cache)
        #expect(first.status == 0, "\(first.errors)")
        let library = try #require(
            try FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasSuffix(".so") }.map { cache + "/" + $0 })
        let size = try #require(FileManager.default.contents(atPath: library)).count
        // Half of it, as a full disk would leave it (a SIGBUS in dlopen before), then text over it.
        for damage in [Data(try #require(FileManager.default.contents(atPath: library)).prefix(size / 2)), Data("junk".utf8)] {
            try damage.write(to: URL(fileURLWithPath: library))
            let healed = try LayoutFileTests.orbit(arguments, cache: cache)
            #expect(healed.status == 0, "\(healed.errors)")
            #expect(healed.output == first.output)
            #expect(healed.errorLines.count == 1, "\(healed.errors)")
            #expect(healed.errors.hasPrefix("orbit dump: warning: the cached \((library as NSString).lastPathComponent) was damaged ("))
            // Rebuilt whole: an ELF file again (its size may differ by a few bytes of debug info
            // from the first build, so the size is no test of it).
            #expect(FileManager.default.contents(atPath: library)?.prefix(4) == Data([0x7f, 0x45, 0x4c, 0x46]))
        }
        let check = try LayoutFileTests.orbit(["check-layout", "--layout-file", LayoutFileTests.stripe, "--frames", "10"], cache: cache)
        #expect(check.status == 0, "\(check.output) \(check.errors)")
    }

    @Test func aRunLeavesNoTemporaryFoldersBehind() throws {
        let folder = try BadInputTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let temporary = folder.appendingPathComponent("tmp").path
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["ORBIT_LIVE_CACHE_DIR"] = folder.appendingPathComponent("cache").path
        environment["TMPDIR"] = temporary
        // A cold cache: swiftc --version and a compile both run.
        let outcome = try ProcessTests.run(
            ["dump", "--layout-file", LayoutFileTests.stripe, "--items", "1", "--size", "100x100"], environment: environment)
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary) == [])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("cache/swiftc-version").path))
    }
}
