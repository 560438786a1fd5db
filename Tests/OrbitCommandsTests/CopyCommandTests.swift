import Foundation
import Testing

/// The Copy command (the panel's button, or C) prints an `orbit play` line that starts the same
/// session: run through the built `orbit` in a real window under Xvfb, with a layout file,
/// sections, both sides of `--compare`, a `--set` that only one side takes, physics and a size.
@Suite struct CopyCommandTests {
    static var canPressKeys: Bool {
        ProcessInfo.processInfo.environment["DISPLAY"] != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")
    }

    /// Starts `orbit play ARGUMENTS`, presses C in its window once it shows, and returns the line it
    /// prints (nil, with the output recorded as an issue, when none comes).
    static func copiedLine(_ arguments: [String], journal: String) throws -> String? {
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = nil
        environment["ORBIT_SESSION_FILE"] = journal
        environment["ORBIT_LIVE_CACHE_DIR"] = LayoutFileTests.cache
        let (process, lines) = try WatchWindowTests.launch(["play"] + arguments + ["--duration", "120"], environment: environment)
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        // A window manager-less Xvfb gives no focus on its own: focus, wait for it, then press;
        // again while no line comes (a loaded machine may show the window before it takes keys).
        for _ in 0..<20 {
            let press = try ProcessTests.run(
                executable: URL(fileURLWithPath: "/usr/bin/xdotool"),
                ["search", "--sync", "--pid", "\(process.processIdentifier)", "--name", ".", "windowfocus", "--sync", "key", "c"],
                timeLimit: 120)
            guard press.status == 0 else {
                Issue.record("xdotool: \(press.errors)")
                return nil
            }
            if let line = lines.wait(for: "orbit play ", limit: 3) { return line }
            guard process.isRunning else { break }
        }
        Issue.record("no copied line: \(lines.all)")
        return nil
    }

    /// The words of a shell line, as `sh` splits and unquotes them.
    static func words(_ line: String) throws -> [String] {
        let outcome = try ProcessTests.run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "printf '%s\\n' " + line])
        return outcome.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test(.enabled(if: canPressKeys))
    func theCopiedLineStartsTheSameSession() throws {
        let folder = NSTemporaryDirectory() + "orbit-copy-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stripe = LayoutFileTests.stripe
        let started = [
            "--layout-file", stripe, "--sections", "3,5,2", "--compare", "stripe:spacing=70", "flow",
            "--set", "itemSize=50", "--physics", "rubberBand=0.3", "--size", "900x500",
        ]
        let first = try #require(try Self.copiedLine(started, journal: folder + "/first.jsonl"))
        let words = try Self.words(first)
        #expect(Array(words.prefix(2)) == ["orbit", "play"], "\(first)")
        for expected in [
            ["--layout-file", stripe], ["--sections", "3,5,2"], ["--compare", "stripe:spacing=70", "flow:itemSize=50"],
            ["--physics", "rubberBand=0.3"], ["--size", "900x500"],
        ] {
            #expect(words.indices.contains { Array(words.dropFirst($0).prefix(expected.count)) == expected }, "\(expected) in \(first)")
        }
        // Run from another folder, the copied line starts a session whose copy is the same line.
        let second = try #require(try Self.copiedLine(Array(words.dropFirst(2)), journal: folder + "/second.jsonl"))
        #expect(second == first)
    }
}
