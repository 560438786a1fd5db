import CollectionLayout
import Foundation
import OrbitSession
import Testing

/// `--compare A B` through the built `orbit`: the headless frames of `shot` and `replay`, the
/// window's recording in pane coordinates, and the one-line errors.
@Suite struct CompareCommandTests {
    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "orbit-compare-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A PNG's width and height, from its IHDR chunk (bytes 16…23, big-endian).
    static func pngSize(_ path: String) throws -> (width: Int, height: Int) {
        let data = try #require(FileManager.default.contents(atPath: path))
        let bytes = [UInt8](data.prefix(24))
        try #require(bytes.count == 24 && bytes[12...15] == [0x49, 0x48, 0x44, 0x52])
        func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test func shotComparedIsTwoPanesOfTheSizeAndTheGapWide() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/compare.png"
        let shot = try ProcessTests.run(
            ["shot", "--compare", "wheel", "wheel:radius=300", "--size", "300x200", "--scale", "2", "--out", out],
            environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(shot.status == 0, "\(shot.errors)")
        let size = try Self.pngSize(out)
        #expect(size.width == Int((2 * 300 + ComparePanes.gap) * 2) && size.height == 400)
    }

    @Test func badSidesAreOneLineEach() throws {
        let cases: [([String], String)] = [
            (["shot", "--compare", "ring", "--out", "x.png"], "orbit shot: --compare: expected two sides (LAYOUT[:KEY=VALUE…] twice), got 1"),
            (["shot", "--compare", "ring", "nope", "--out", "x.png"], "orbit shot: --compare: unknown layout 'nope'"),
            (["shot", "--compare", "ring", "ring:radius=200", "--out", "x.png"], "orbit shot: --compare ring:radius=200: unknown key 'radius' for layout ring"),
            (["shot", "--compare", "ring", "ring:radius", "--out", "x.png"], "orbit shot: --compare: expected KEY=VALUE after ':' in 'ring:radius', got 'radius'"),
            (["replay", "x.jsonl", "--compare", ":", "ring"], "orbit replay: --compare: expected KEY=VALUE after ':'"),
            (["shot", "--compare", "ring", "flow", "--set", "nope=1", "--out", "x.png"], "orbit shot: --set: unknown key 'nope' for layouts flow, ring"),
            (["play", "--compare-versions"], "orbit play: --compare-versions: compares the versions of a watched file; add --watch FILE.swift"),
        ]
        for (arguments, expected) in cases {
            let outcome = try ProcessTests.run(arguments, environment: ["SDL_VIDEODRIVER": "dummy"])
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.errorLines.count == 1 && outcome.errorLines.first?.hasPrefix(expected) == true, "\(arguments): \(outcome.errors)")
        }
    }

    /// `--set` reaches each side whose layout has the key (the side's own settings win): a key
    /// only the second side has is no error, and each pane differs from the other's default.
    @Test func setAppliesToEachSideThatHasTheKey() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func shot(_ arguments: [String]) throws -> Data {
            let out = folder + "/\(UInt32.random(in: 0...UInt32.max)).png"
            let outcome = try ProcessTests.run(
                ["shot"] + arguments + ["--items", "12", "--size", "300x200", "--out", out], environment: ["SDL_VIDEODRIVER": "dummy"])
            #expect(outcome.status == 0, "\(arguments): \(outcome.errors)")
            return FileManager.default.contents(atPath: out) ?? Data()
        }
        // minimumLineSpacing is flow's alone; itemSize both layouts'.
        let plain = try shot(["--compare", "ring", "flow"])
        let set = try shot(["--compare", "ring", "flow", "--set", "minimumLineSpacing=40"])
        let sideWins = try shot(["--compare", "ring", "flow:minimumLineSpacing=40", "--set", "minimumLineSpacing=5"])
        #expect(set != plain, "--set minimumLineSpacing reaches the flow side")
        #expect(sideWins == set, "the side's own value wins over --set's")
        let both = try shot(["--compare", "ring", "flow", "--set", "itemSize=30"])
        #expect(both == (try shot(["--compare", "ring:itemSize=30", "flow:itemSize=30"])), "a key both have reaches both")
    }

    /// The window records pane coordinates and no layout event, so `orbit replay --compare` with
    /// the same sides repeats both panes; its frames are the two panes side by side.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
    func playComparedRecordsPaneCoordinatesThatReplayCompared() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = nil
        environment["ORBIT_SESSION_FILE"] = folder + "/journal.jsonl"
        let script = folder + "/compare.jsonl"
        let sides = ["--compare", "line", "line:lineSpacing=60"]
        let play = try ProcessTests.run(
            ["play"] + sides + ["--items", "9", "--size", "804x300", "--duration", "0.5", "--record", script], environment: environment)
        #expect(play.status == 0, "\(play.errors)")
        let events = try Script.parse(try String(contentsOfFile: script, encoding: .utf8))
        // Each pane is (804 - gap) / 2 wide; the command names the layouts, the script does not.
        #expect(events.first?.event == .input(.resize(Size(width: ((804 - ComparePanes.gap) / 2).rounded(.down), height: 300))))
        #expect(!events.contains { if case .selectLayout? = $0.action { true } else { false } })
        #expect(events.contains { $0.action == .setItemCount(9) })

        let frames = folder + "/frames"
        let replay = try ProcessTests.run(
            ["replay", script] + sides + ["--items", "9", "--frames", frames, "--until", "0.1"], environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(replay.status == 0, "\(replay.errors)")
        #expect(replay.output.contains(": line, 9 items") && replay.output.contains("; B: line, 9 items"), "\(replay.output)")
        let first = try Self.pngSize(frames + "/frame-00000.png")
        #expect(first.width == 804 && first.height == 300)
    }
}
