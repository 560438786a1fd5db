import Foundation
import Testing

@testable import OrbitCommands

/// `orbit play --resume` after a session whose layouts came from a file: the sources kept beside
/// the journal, and a real resume through the built `orbit` (headless window).
@Suite struct SessionSourcesTests {
    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "orbit-session-sources-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A window needs a display: `make test` runs under xvfb-run.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
    func playResumeAloneReloadsTheWatchedFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["ORBIT_LIVE_CACHE_DIR"] = LayoutFileTests.cache
        environment["ORBIT_SESSION_FILE"] = folder + "/last-session.jsonl"
        environment["SDL_VIDEODRIVER"] = nil

        let first = try ProcessTests.run(
            ["play", "--watch", LayoutFileTests.stripe, "--no-check", "--items", "7", "--duration", "0.3"], environment: environment)
        #expect(first.status == 0, "\(first.errors)")
        let resumed = try ProcessTests.run(["play", "--resume", "--no-check", "--duration", "0.3"], environment: environment)
        #expect(resumed.status == 0, "\(resumed.errors)")
        #expect(resumed.errors.contains("orbit play: resuming with the last session's --watch \(LayoutFileTests.stripe)"))
        #expect(resumed.output.contains("resumed the last session"), "\(resumed.output)")
        #expect(resumed.output.contains("stripe with 7 items"), "\(resumed.output)")
    }

    /// A resume that fails (here the journal names a layout that only a file now broken defined)
    /// keeps the old journal, its sources and their copies aside, says where, and the new session
    /// starts a journal of its own.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
    func aFailedResumeKeepsTheOldJournal() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = folder + "/Stripe.swift"
        try FileManager.default.copyItem(atPath: LayoutFileTests.stripe, toPath: source)
        var environment = ProcessInfo.processInfo.environment
        environment["ORBIT_LIVE_CACHE_DIR"] = LayoutFileTests.cache
        let journal = folder + "/last-session.jsonl"
        environment["ORBIT_SESSION_FILE"] = journal
        environment["SDL_VIDEODRIVER"] = nil

        let first = try ProcessTests.run(
            ["play", "--watch", source, "--no-check", "--items", "7", "--duration", "0.3"], environment: environment)
        #expect(first.status == 0, "\(first.errors)")
        let old = try String(contentsOfFile: journal, encoding: .utf8)
        #expect(old.contains("stripe"))
        #expect(FileManager.default.contents(atPath: folder + "/last-session.sources.d/Stripe.swift")
            == FileManager.default.contents(atPath: LayoutFileTests.stripe))

        // The file no longer compiles: its layouts are unknown, the journal cannot be replayed.
        try "let broken: Int = \"no\"\n".write(toFile: source, atomically: true, encoding: .utf8)
        let resumed = try ProcessTests.run(["play", "--resume", "--duration", "0.3"], environment: environment)
        let kept = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasPrefix("last-session-") && $0.hasSuffix(".jsonl") },
            "\(resumed.output) \(resumed.errors)")
        #expect(resumed.output.contains("kept the last session's journal at \(folder)/\(kept)"), "\(resumed.output)")
        #expect(try String(contentsOfFile: folder + "/" + kept, encoding: .utf8) == old)
        let stem = (kept as NSString).deletingPathExtension
        #expect(FileManager.default.contents(atPath: folder + "/\(stem).sources.d/Stripe.swift")
            == FileManager.default.contents(atPath: LayoutFileTests.stripe))
        // The new session journals itself afresh.
        #expect(try String(contentsOfFile: journal, encoding: .utf8) != old)
    }
}
