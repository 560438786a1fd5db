import Foundation
import LiveLayouts
import Testing

@testable import OrbitCommands

/// `--layout-file` and `orbit check-layout`, through the built `orbit` binary: a good layout file
/// in every tool, the cache, and the battery of broken files each reported in one line.
///
/// The files are in Fixtures/LiveLayouts (not compiled with the tests). Every run shares one live
/// cache folder in the temporary directory, so that only the first compile of a test run warms
/// swiftc's module cache.
@Suite struct LayoutFileTests {
    /// Fixtures/LiveLayouts/NAME.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/LiveLayouts/\(name)").path
    }

    /// The live layout cache of these tests, warmed before any test uses it: a first build of
    /// the cache says so on standard error, and the tests that expect none must not depend on
    /// which of them runs first.
    static let cache: String = {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("orbit-commands-tests-live")
        var environment = ProcessInfo.processInfo.environment
        environment["ORBIT_LIVE_CACHE_DIR"] = path
        _ = try? ProcessTests.run(["layouts", "--layout-file", stripe], environment: environment)
        return path
    }()

    /// `orbit` with the tests' cache, or `cache` (and `ORBIT_VERBOSE` when asked).
    static func orbit(_ arguments: [String], verbose: Bool = false, cache: String = cache) throws -> ProcessTests.Outcome {
        var environment = ProcessInfo.processInfo.environment
        environment["ORBIT_LIVE_CACHE_DIR"] = cache
        environment["ORBIT_VERBOSE"] = verbose ? "1" : nil
        return try ProcessTests.run(arguments, environment: environment)
    }

    /// The libraries in `cache`.
    static func libraryCount(in cache: String = cache) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []).filter { $0.hasSuffix(".so") }.count
    }

    static let stripe = fixture("Stripe.swift")

    static func dumpJSON(_ outcome: ProcessTests.Outcome) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
    }

    static func centers(_ object: [String: Any]) -> [[Double]] {
        ((object["items"] as? [[String: Any]]) ?? []).compactMap { $0["center"] as? [Double] }
    }

    // MARK: - A good file

    @Test func dumpUsesTheFilesFirstLayoutByDefault() throws {
        let outcome = try Self.orbit(["dump", "--layout-file", Self.stripe, "--items", "3", "--size", "300x200"])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.errors.isEmpty)
        let object = try Self.dumpJSON(outcome)
        #expect(object["layout"] as? String == "stripe")
        #expect(Self.centers(object) == [[20, 100], [70, 100], [120, 100]])
    }

    @Test func dumpTakesTheFilesOtherLayoutsAndTheirSettings() throws {
        let wide = try Self.orbit([
            "dump", "--layout-file=\(Self.stripe)", "--layout", "stripe-wide", "--items", "2", "--size", "300x200",
        ])
        #expect(wide.status == 0, "\(wide.errors)")
        #expect(Self.centers(try Self.dumpJSON(wide)) == [[20, 100], [100, 100]])

        let set = try Self.orbit([
            "dump", "--layout", "stripe", "--set", "spacing=60", "--items", "2", "--size", "300x200", "--layout-file", Self.stripe,
        ])
        #expect(set.status == 0, "\(set.errors)")
        #expect(Self.centers(try Self.dumpJSON(set)) == [[20, 100], [80, 100]])
    }

    @Test func aSecondRunIsACacheHit() throws {
        // A cache of its own: the suite's other tests compile into the shared one in parallel.
        let folder = try BadInputTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.path
        let arguments = ["dump", "--layout-file", Self.stripe, "--items", "1", "--size", "100x100"]
        let first = try Self.orbit(arguments, verbose: true, cache: cache)
        #expect(first.status == 0, "\(first.errors)")
        // A cold cache: the first build says so before it starts, and is not taken for a hang.
        #expect(first.errors.contains("orbit dump: compiling Stripe.swift (first build of the layout cache, ~10 s)"), "\(first.errors)")
        let libraries = Self.libraryCount(in: cache)
        #expect(libraries == 1)
        let second = try Self.orbit(arguments, verbose: true, cache: cache)
        #expect(second.status == 0, "\(second.errors)")
        #expect(second.errorLines.count == 1)
        #expect(second.errors.contains("Stripe.swift: cached"), "\(second.errors)")
        #expect(!second.errors.contains("compiling"), "\(second.errors)")
        #expect(Self.libraryCount(in: cache) == libraries)
        #expect(second.output == first.output)
    }

    @Test func shotWritesAPNG() throws {
        let folder = try BadInputTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("stripe.png").path
        let outcome = try Self.orbit(["shot", "--layout-file", Self.stripe, "--items", "5", "--size", "200x100", "--out", png])
        #expect(outcome.status == 0, "\(outcome.errors)")
        let data = try #require(FileManager.default.contents(atPath: png))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func benchMeasuresTheFilesLayouts() throws {
        let outcome = try Self.orbit(["bench", "--layout-file", Self.stripe, "--items", "1000", "--frames", "5", "--runs", "1"])
        #expect(outcome.status == 0, "\(outcome.errors)")
        let lines = outcome.output.split(separator: "\n")
        let rows = lines.dropFirst().dropLast().map { $0.split(separator: " ").first.map(String.init) }
        #expect(rows == ["stripe", "stripe-wide"])
        // Issue 23: the figures are an optimised build's, and the table says so.
        #expect(lines.last == "layout files compiled with -O, as a release build (play, dump and the rest use -Onone)")
        #expect(LaunchArguments.read(["bench", "--layout-file", "x.swift"]).optimization == .speed)
        #expect(LaunchArguments.read(["bench", "--reload", "--layout-file", "x.swift"]).optimization == .none)
        #expect(LaunchArguments.read(["dump", "--layout-file", "x.swift"]).optimization == .none)
    }

    @Test func fuzzStaysOnTheFilesFirstLayout() throws {
        let outcome = try Self.orbit(["fuzz", "--layout-file", Self.stripe, "--frames", "120", "--max-items", "500"])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.output.contains("120 frames passed"))
        #expect(outcome.output.hasSuffix("frames by layout: stripe 120\n"), "\(outcome.output)")
    }

    @Test func layoutsListsTheFilesLayouts() throws {
        let outcome = try Self.orbit(["layouts", "--layout-file", Self.stripe])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.output.hasPrefix("stripe: items in one horizontal stripe"))
        #expect(outcome.output.contains("stripe-wide: a wider stripe"))
        #expect(!outcome.output.contains("waterfall"))
    }

    @Test(arguments: ["play", "dump", "shot", "replay", "bench", "fuzz", "soak", "layouts", "check-layout"])
    func everyToolShowsTheFlagInItsHelp(command: String) throws {
        let outcome = try ProcessTests.run([command, "--help"])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("--layout-file"), "\(command)")
    }

    @Test func checkLayoutPassesAGoodFile() throws {
        let outcome = try Self.orbit(["check-layout", "--layout-file", Self.stripe, "--items", "30", "--size", "640x480"])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.errors.isEmpty)
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("check passed in ") == true, "\(outcome.output)")
        #expect(outcome.output.contains("stripe: ") && outcome.output.contains("stripe-wide: "))
    }

    /// The README's "your layout in 15 lines" (Examples/Live/Stairs.swift) compiles, passes the
    /// conformance kit and the fuzz, and dumps where it says.
    @Test func theREADMEsLayoutFilePassesTheCheck() throws {
        let stairs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Live/Stairs.swift").path
        let check = try Self.orbit(["check-layout", "--layout-file", stairs])
        #expect(check.status == 0, "\(check.output) \(check.errors)")
        #expect(check.output.hasPrefix("check passed in "), "\(check.output)")
        let dump = try Self.orbit(["dump", "--layout-file", stairs, "--items", "3", "--size", "300x200", "--set", "step=50"])
        #expect(dump.status == 0, "\(dump.errors)")
        #expect(Self.centers(try Self.dumpJSON(dump)) == [[45, 45], [95, 95], [145, 145]])
    }

    @Test func checkLayoutChecksWithTheSettingsGiven() throws {
        let set = try Self.orbit(["check-layout", "--layout-file", Self.stripe, "--layout", "stripe", "--set", "spacing=60"])
        #expect(set.status == 0, "\(set.output) \(set.errors)")
        #expect(set.output.hasPrefix("check passed in "))
        let unknown = try Self.orbit(["check-layout", "--layout-file", Self.stripe, "--set", "nope=1"])
        #expect(unknown.status == 2)
        #expect(unknown.output.isEmpty)
        #expect(unknown.errors == "orbit check-layout: --set: unknown key 'nope' for layout stripe (keys: spacing)\n")
    }

    @Test func checkLayoutChecksAtTheDisplayScaleGiven() throws {
        let file = Self.fixture("RetinaOnly.swift")
        let atTwo = try Self.orbit(["check-layout", "--layout-file", file, "--scale", "2", "--frames", "30"])
        #expect(atTwo.status == 0, "\(atTwo.output) \(atTwo.errors)")
        #expect(atTwo.output.hasPrefix("check passed in "))
        let atOne = try Self.orbit(["check-layout", "--layout-file", file, "--frames", "30"])
        #expect(atOne.status == 1)
        #expect(atOne.output.contains("RetinaOnly.swift:9"), "\(atOne.output)")
        let bad = try Self.orbit(["check-layout", "--layout-file", file, "--scale", "0"])
        #expect(bad.status == 2)
    }

    // MARK: - The battery: one line each, a non-zero exit, no hang

    /// A file that cannot be used: exit 2 and one line on standard error, naming the problem.
    @Test(arguments: [
        ("SyntaxError.swift", "SyntaxError.swift:16:1: error: expected '}' in struct"),
        ("TypeError.swift", "TypeError.swift:7:69: error: cannot find 'spacing' in scope"),
        ("NothingRegistered.swift", "NothingRegistered.swift registers no layouts"),
        ("EmptyRegistration.swift", "EmptyRegistration.swift: orbitLayouts is empty"),
        ("NoSuchFile.swift", "no such file or folder"),
    ])
    func unusableFilesExitTwoWithOneLine(file: String, problem: String) throws {
        for command in [["dump", "--items", "3", "--size", "100x100"], ["check-layout"]] {
            let outcome = try Self.orbit(command + ["--layout-file", Self.fixture(file)])
            #expect(outcome.status == 2, "\(command[0]) \(file): \(outcome.errors)")
            #expect(outcome.output.isEmpty)
            #expect(outcome.errorLines.count == 1, "\(outcome.errors)")
            #expect(outcome.errorLines.first?.hasPrefix("orbit \(command[0]): ") == true)
            #expect(outcome.errors.contains(problem), "\(outcome.errors)")
        }
    }

    @Test func anUnknownLayoutNameForTheFileExitsTwo() throws {
        let dump = try Self.orbit(["dump", "--layout-file", Self.stripe, "--layout", "spiral", "--items", "1", "--size", "10x10"])
        #expect(dump.status == 2)
        #expect(dump.errorLines.count == 1)
        #expect(dump.errors.hasPrefix("orbit dump: --layout: unknown layout 'spiral'"), "\(dump.errors)")

        let check = try Self.orbit(["check-layout", "--layout-file", Self.stripe, "--layout", "spiral"])
        #expect(check.status == 2)
        #expect(check.output.isEmpty)
        #expect(check.errors == "orbit check-layout: --layout: Stripe.swift has no layout 'spiral' (it registers: stripe, stripe-wide)\n")
    }

    /// `check-layout` on a broken layout: exit 1 and the one line on standard output.
    static func checkFails(_ file: String, _ extra: [String] = []) throws -> (line: String, seconds: Double) {
        let start = Date()
        let outcome = try orbit(["check-layout", "--layout-file", fixture(file)] + extra)
        let seconds = Date().timeIntervalSince(start)
        #expect(outcome.status == 1, "\(file): \(outcome.output) \(outcome.errors)")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.count == 1, "\(outcome.output)")
        return (lines.first.map(String.init) ?? "", seconds)
    }

    @Test func aCrashInPrepareIsNamed() throws {
        let (line, _) = try Self.checkFails("CrashInPrepare.swift")
        // The runtime's backtracer in the child places the crash in the user's code (issue 24).
        #expect(line == "CrashInPrepare.swift:8 in prepare(_:): Fatal error: prepare gave up")
    }

    @Test func anEndlessAttributesQueryIsAHang() throws {
        let (line, seconds) = try Self.checkFails("Hang.swift", ["--time-limit", "3"])
        #expect(line == "attributes(in:) did not finish within 3 s (hang)")
        #expect(seconds < 20, "took \(seconds) s")
    }

    @Test func nanCentresAreReported() throws {
        let (line, _) = try Self.checkFails("NaNCenters.swift", ["--items", "8", "--size", "400x300"])
        #expect(line.hasPrefix("drifting: finite values: "), "\(line)")
        #expect(line.contains("center (nan, 15) is not finite"), "\(line)")
    }
}
