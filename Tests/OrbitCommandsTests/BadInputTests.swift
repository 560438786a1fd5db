import Foundation
import Testing

@testable import OrbitCommands

/// What users can type (issue 5): every bad flag, script and environment gives one line on
/// standard error naming the problem, exit 2 for usage and 1 for runtime failures, never a trap.
@Suite struct BadInputTests {
    typealias Outcome = ProcessTests.Outcome

    static func run(_ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil) throws -> Outcome {
        try ProcessTests.run(arguments, environment: environment, in: directory)
    }

    /// A fresh folder for files a test writes.
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-bad-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static let numbers = ["-1", "0", "nan", "inf", "-inf", "1e308", "1e9999", "", "abc", "9223372036854775808"]

    /// Each command with one flag set to each bad number; the flags where 0 is fine are left out.
    static let badFlags: [[String]] = {
        var cases: [[String]] = []
        for value in numbers {
            if value != "0" {
                cases.append(["dump", "--layout", "flow", "--items", "5", "--size", "\(value)x100"])
                cases.append(["replay", "SCRIPT", "--size", "100x\(value)"])
                cases.append(["shot", "--layout", "ring", "--out", "x.png", "--scale", value])
                cases.append(["icons", "--size", value])
                cases.append(["bench", "--layout", "flow", "--items", "10", "--frames", value])
                cases.append(["play", "--duration", value])
                cases.append(["fuzz", "--frames", value])
                cases.append(["soak", "--frames", value])
            }
            if value != "-1", value != "0" {
                cases.append(["dump", "--layout", "flow", "--items", "5", "--size", "100x100", "--offset", "\(value),0"])
                cases.append(["shot", "--layout", "ring", "--out", "x.png", "--offset", "0,\(value)"])
            }
            if value != "0", value != "1e308" {
                cases.append(["dump", "--layout", "flow", "--items", value, "--size", "100x100"])
                cases.append(["replay", "SCRIPT", "--items", value])
                cases.append(["play", "--items", value])
                cases.append(["fuzz", "--items", value])
            }
            if value != "0" { cases.append(["replay", "SCRIPT", "--until", value == "1e308" ? "1e5" : value]) }
            // 9223372036854775808 is a fine UInt64 seed.
            if !value.hasPrefix("92") { cases.append(["fuzz", "--seed", value == "0" ? "-0.5" : value]) }
        }
        cases += [
            ["dump", "--layout", "nope", "--items", "1", "--size", "10x10"],
            ["dump", "--layout", "ring", "--items", "1", "--size", "10x10", "--set", "bogus=1"],
            ["dump", "--layout", "flow", "--items", "1", "--size", "10x10", "--set", "direction=diagonal"],
            ["replay", "SCRIPT", "--layout", "nope"],
            ["replay", "SCRIPT", "--spring", "0,0.5"],
            ["replay", "SCRIPT", "--spring", "0.5,nan"],
            ["play", "--spring", "0.5"],
            ["play", "--physics", "friction=1"],
            ["replay", "SCRIPT", "--physics", "decelerationRate=1.5"],
            ["replay", "SCRIPT", "--physics", "rubberBand"],
            ["play", "--layout", "nope"],
            ["play", "--size", "20000x100"],
            ["fuzz", "--layout", "nope"],
            ["fuzz", "--set", "wrap=true"],
            ["fuzz", "--layout", "ring", "--set", "nonsense=1"],
            ["shot", "--layout", "flow", "--out", "x.jpg"],
            ["shot", "--layout", "flow", "--out", "x.png", "--size", "0.4x0.4"],
            ["soak", "--frames", "10", "--warmup", "10"],
            ["soak", "--canvas", "0x0"],
            ["no-such-command"],
        ]
        return cases
    }()

    /// A frame too large for memory names its size and the limit in one line.
    @Test(arguments: [["--size", "8192x8192"], ["--size", "4100x4100", "--scale", "2"]])
    func shotStatesTheLimitOfAHeadlessFrame(arguments: [String]) throws {
        let outcome = try Self.run(["shot", "--layout", "ring", "--out", "/nonexistent/big.png"] + arguments)
        #expect(outcome.status == 2)
        let pixels = arguments.contains("--scale") ? "8200x8200 is 67240000 pixels" : "8192x8192 is 67108864 pixels"
        #expect(outcome.errorLines == [
            "orbit shot: --size: \(pixels); a headless frame is at most 64000000 pixels (8000x8000 at --scale 1, about 800 MB to draw and save)"
        ])
    }

    /// What `orbit` gives for a bad flag: when parsing refuses it, `OrbitMain`'s first step, the
    /// status and the line `OrbitMain` would report, computed here (a parse writes nothing to
    /// standard output); otherwise, refused once the command runs, the built `orbit`'s outcome.
    /// Why: most of `badFlags` are refused by the parse, and a process per case cost 0.15 s of CPU
    /// each, 24 s in all; the process's own status and streams for a refused parse stay covered
    /// by `ProcessTests.badInputExitsTwoWithOneLine` and `ArgumentTests.negativeValuesAreRejectedInOneLine`.
    static func badFlagOutcome(_ arguments: [String], in folder: URL) throws -> Outcome {
        do {
            _ = try OrbitMain.parse(arguments)
        } catch let failure as CommandFailure {
            return Outcome(status: failure.exitStatus, output: "", errors: OrbitMain.reportLine(failure.message, in: arguments) + "\n")
        } catch {
            // Help or --version: not a bad flag's answer; the process shows what it does with it.
        }
        return try run(arguments, in: folder)
    }

    @Test(arguments: badFlags)
    func badFlagsExitTwoWithOneLineNamingTheCommand(arguments: [String]) throws {
        let folder = try Self.scratch()
        let script = folder.appendingPathComponent("ok.jsonl")
        try Data(#"{"t": 0, "event": "key", "key": "space"}"#.utf8).write(to: script)
        let outcome = try Self.badFlagOutcome(arguments.map { $0 == "SCRIPT" ? script.path : $0 }, in: folder)
        #expect(outcome.status == 2, "\(arguments): \(outcome.errors)")
        #expect(outcome.output.isEmpty)
        #expect(outcome.errorLines.count == 1, "\(arguments): \(outcome.errors)")
        let command = arguments[0] == "no-such-command" ? "orbit: " : "orbit \(arguments[0]): "
        #expect(outcome.errors.hasPrefix(command), "\(outcome.errors)")
        #expect(outcome.errors.count < 400)
    }

    @Test func aNewlineOrAHugeValueInAFlagStaysOneShortLine() throws {
        let newline = try Self.run(["dump", "--layout", "flow", "--items", "1\n2", "--size", "10x10"])
        #expect(newline.status == 2)
        #expect(newline.errorLines.count == 1)
        #expect(newline.errors.contains("--items"))
        let huge = try Self.run(["dump", "--layout", String(repeating: "x", count: 100_000), "--items", "1", "--size", "10x10"])
        #expect(huge.status == 2)
        #expect(huge.errorLines.count == 1)
        #expect(huge.errors.count < 400)
    }

    /// Malformed scripts: the file, the line and the problem on one line, exit 2.
    @Test(arguments: [
        ("garbage", Data([0x00, 0xFF, 0xFE, 0x80, 0x0A, 0x7B]), "line 1: not UTF-8 text"),
        ("notjson", Data("{\"t\": 0, \"event\": \"key\", \"key\": \"a\"}\nhello\n".utf8), "line 2: not valid JSON"),
        ("array", Data("[1, 2]\n".utf8), "line 1: expected a JSON object"),
        ("decreasing", Data("{\"t\": 1, \"event\": \"key\", \"key\": \"a\"}\n{\"t\": 0.5, \"event\": \"key\", \"key\": \"a\"}\n".utf8), "line 2: t 0.5 is earlier"),
        ("hugetime", Data("{\"t\": 1e300, \"event\": \"key\", \"key\": \"a\"}\n".utf8), "line 1: 't' is out of range"),
        ("hugex", Data("{\"t\": 0, \"event\": \"move\", \"x\": 1e300, \"y\": 0}\n".utf8), "line 1: 'x' is out of range"),
        ("stringtime", Data("{\"t\": \"soon\", \"event\": \"key\", \"key\": \"a\"}\n".utf8), "line 1: 't' must be a number"),
        ("unknownevent", Data("{\"t\": 0, \"event\": \"explode\"}\n".utf8), "line 1: unknown event 'explode'"),
        ("unknownkey", Data("{\"t\": 0, \"event\": \"move\", \"x\": 1, \"y\": 2, \"z\": 3}\n".utf8), "line 1: unknown key 'z'"),
        ("button", Data("{\"t\": 0, \"event\": \"down\", \"button\": \"middle\", \"x\": 1, \"y\": 2}\n".utf8), "line 1: 'button' must be left or right"),
        ("manyitems", Data("{\"t\": 0, \"event\": \"items\", \"count\": 1e12}\n".utf8), "line 1: 'count' is out of range"),
        ("negativeitems", Data("{\"t\": 0, \"event\": \"items\", \"count\": -1}\n".utf8), "line 1: 'count' is out of range"),
        ("missing", Data("{\"t\": 0, \"event\": \"move\", \"x\": 1}\n".utf8), "line 1: event 'move' needs 'y'"),
        ("longkey", Data(("{\"t\": 0, \"event\": \"key\", \"key\": \"" + String(repeating: "k", count: 100_000) + "\"}\n").utf8), "line 1: 'key' must be an SDL key name"),
        ("layout", Data("{\"t\": 0, \"event\": \"layout\", \"name\": \"spiral\"}\n".utf8), "line 1: unknown layout 'spiral'"),
    ])
    func malformedScriptsNameTheLineAndTheProblem(name: String, contents: Data, problem: String) throws {
        let file = try Self.scratch().appendingPathComponent("\(name).jsonl")
        try contents.write(to: file)
        let outcome = try Self.run(["replay", file.path, "--trace", "-"])
        #expect(outcome.status == 2, "\(name): \(outcome.errors)")
        #expect(outcome.output.isEmpty)
        #expect(outcome.errorLines.count == 1, "\(name): \(outcome.errors)")
        #expect(outcome.errors.contains(file.path + " " + problem), "\(name): \(outcome.errors)")
        #expect(outcome.errors.count < 400)
    }

    @Test func missingEmptyAndFolderScripts() throws {
        let folder = try Self.scratch()
        let missing = try Self.run(["replay", folder.appendingPathComponent("none.jsonl").path])
        #expect(missing.status == 2 && missing.errorLines.count == 1 && missing.errors.contains("no such file"))
        let directory = try Self.run(["replay", folder.path])
        #expect(directory.status == 2 && directory.errorLines.count == 1 && directory.errors.contains("cannot read script"))
        // An empty script is a valid one (no events, one frame), with a warning that says so.
        let empty = folder.appendingPathComponent("empty.jsonl")
        try Data().write(to: empty)
        let replayed = try Self.run(["replay", empty.path, "--trace", "-"])
        #expect(replayed.status == 0)
        #expect(replayed.errorLines == ["orbit replay: warning: \(empty.path): no events: the replay shows the starting state only"])
        #expect(replayed.output.split(separator: "\n").count == 1)
    }

    @Test func runtimeFailuresExitOneWithOneLine() throws {
        let folder = try Self.scratch()
        let script = folder.appendingPathComponent("ok.jsonl")
        try Data(#"{"t": 0, "event": "key", "key": "space"}"#.utf8).write(to: script)
        for arguments in [
            ["shot", "--layout", "flow", "--out", "/nonexistent/folder/x.png"],
            ["replay", script.path, "--trace", "/nonexistent/folder/trace.jsonl"],
            ["replay", script.path, "--frames", script.path],
        ] {
            let outcome = try Self.run(arguments, environment: ["SDL_VIDEODRIVER": "dummy"])
            #expect(outcome.status == 1, "\(arguments): \(outcome.errors)")
            #expect(outcome.errorLines.count == 1, "\(arguments): \(outcome.errors)")
        }
    }

    /// Without a display `orbit play` says what to do instead, whatever SDL would pick.
    @Test(arguments: [[String: String](), ["SDL_VIDEODRIVER": "dummy"], ["SDL_VIDEODRIVER": "offscreen"], ["DISPLAY": ":97"]])
    func playWithoutADisplaySuggestsXvfbOrShot(environment: [String: String]) throws {
        var clean = environment
        clean["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let outcome = try Self.run(["play", "--duration", "0.1"], environment: clean)
        #expect(outcome.status == 1, "\(environment): \(outcome.errors)")
        #expect(outcome.errorLines.count == 1, "\(environment): \(outcome.errors)")
        #expect(outcome.errors.hasPrefix("orbit play: no display"))
        #expect(outcome.errors.contains("xvfb-run") && outcome.errors.contains("orbit shot"))
    }

    @Test func missingFontAndIconsWarnOnceEachAndStillDraw() throws {
        let folder = try Self.scratch()
        let icons = folder.appendingPathComponent("icons")
        try FileManager.default.createDirectory(at: icons, withIntermediateDirectories: true)
        // One corrupt icon file; the rest are missing.
        try Data("not a png".utf8).write(to: icons.appendingPathComponent("icon-00-orbit.png"))
        let out = folder.appendingPathComponent("frame.png")
        let outcome = try Self.run(
            ["shot", "--layout", "ring", "--hud", "--out", out.path],
            environment: ["SDL_VIDEODRIVER": "dummy", "ORBIT_FONT": "/nonexistent/font.ttf", "ORBIT_ASSETS": folder.path])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(FileManager.default.fileExists(atPath: out.path))
        let warnings = outcome.errorLines
        #expect(warnings.allSatisfy { $0.hasPrefix("orbit shot: warning: ") }, "\(outcome.errors)")
        #expect(warnings.contains { $0.contains("HUD is off") })
        #expect(warnings.contains { $0.contains("using a generated one") })
    }

    @Test func fuzzPrintsItsSummaryAndSoakItsMemory() throws {
        let fuzz = try Self.run(["fuzz", "--seed", "11", "--frames", "120", "--max-items", "2000"])
        #expect(fuzz.status == 0, "\(fuzz.errors)")
        #expect(fuzz.output.hasPrefix("fuzz seed 11: 120 frames passed;"))
        let soak = try Self.run(
            ["soak", "--frames", "120", "--warmup", "60", "--max-growth", "1000"], environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(soak.status == 0, "\(soak.errors)")
        #expect(soak.output.hasPrefix("soak seed 1: 120 frames"))
        #expect(soak.output.contains("RSS after 60 warm-up frames"))
    }
}
