import Foundation
import Testing

/// `orbit play --resume` after a SIGKILL brings orthogonal sections back where they rested: the
/// journal carries the drags and the `orthogonal` events the playground journals when a section
/// comes to rest (`ResumeAfterKillTests` does the same for tuning).
@Suite struct OrthogonalResumeTests {
    /// A session as the playground journals it: a fling across section 0, where it came to rest,
    /// and section 3 (group paging) two groups in.
    static let journal = """
        {"t": 0, "event": "size", "width": 800, "height": 600}
        {"t": 0, "event": "layout", "name": "orthogonal-behaviors"}
        {"t": 0, "event": "sections", "counts": [30, 30, 30, 30, 30, 30]}
        {"t": 0.1, "event": "down", "button": "left", "x": 600, "y": 150}
        {"t": 0.117, "event": "move", "x": 570, "y": 151}
        {"t": 0.133, "event": "move", "x": 540, "y": 151}
        {"t": 0.15, "event": "up", "button": "left", "x": 510, "y": 152}
        {"t": 4, "event": "orthogonal", "section": 0, "offset": 500}
        {"t": 4.5, "event": "orthogonal", "section": 3, "offset": 1360}

        """

    static let restored = "resumed orthogonal offsets: section 0 at 500.0, section 3 at 1360.0"

    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
    func resumeAfterSIGKILLRestoresOrthogonalOffsets() throws {
        let folder = NSTemporaryDirectory() + "orbit-resume-orthogonal-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let journal = folder + "/last-session.jsonl"
        try Self.journal.write(toFile: journal, atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["ORBIT_SESSION_FILE"] = journal
        environment["SDL_VIDEODRIVER"] = nil

        // The session that gets killed: it replays the journal, reports the offsets, journals again.
        let (process, lines) = try WatchWindowTests.launch(["play", "--resume", "--duration", "60"], environment: environment)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let reported = try #require(lines.wait(for: "resumed orthogonal offsets:"), "\(lines.all)")
        #expect(reported.contains(Self.restored), "\(reported)")
        let written = Self.journal.split(separator: "\n").count
        #expect(ResumeAfterKillTests.waitForJournal(journal, moreThan: written), "\(lines.all)")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
        let rewritten = try String(contentsOfFile: journal, encoding: .utf8)
        #expect(rewritten.contains(#""event":"orthogonal","section":3,"offset":1360.0"#), "\(rewritten)")

        let resumed = try ProcessTests.run(["play", "--resume", "--duration", "0.3"], environment: environment)
        #expect(resumed.status == 0, "\(resumed.errors)")
        let line = resumed.output.split(separator: "\n").first { $0.hasPrefix("resumed orthogonal offsets:") }
        #expect(line.map(String.init) == Self.restored, "\(resumed.output)")
    }
}
