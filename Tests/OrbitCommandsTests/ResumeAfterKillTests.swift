import Foundation
import Testing

/// `orbit play --resume` after the playground was killed (SIGKILL, no chance to write anything
/// on exit) while a tuning session ran: every parameter, physics value and the spring come back.
@Suite struct ResumeAfterKillTests {
    /// A tuning session as the panel records it: layout parameters, physics, the spring.
    static let tuning = """
        {"t": 0, "event": "size", "width": 800, "height": 500}
        {"t": 0, "event": "layout", "name": "coverflow"}
        {"t": 0, "event": "items", "count": 24}
        {"t": 0.2, "event": "set", "key": "tilt", "value": 0.4}
        {"t": 0.3, "event": "set", "key": "spacing", "value": 0.5}
        {"t": 0.4, "event": "set", "key": "showBackfaces", "value": false}
        {"t": 0.5, "event": "physics", "key": "decelerationRate", "value": 0.99}
        {"t": 0.6, "event": "physics", "key": "rubberBand", "value": 0.3}
        {"t": 0.7, "event": "physics", "key": "snapDuration", "value": 0.5}
        {"t": 0.8, "event": "timing", "curve": "spring", "damping": 0.6, "response": 0.4}

        """

    /// What the resumed session must hold, as `orbit play` flags (each checked on its own).
    static let restored = [
        "--layout coverflow", "--items 24", "--set tilt=0.4", "--set spacing=0.5", "--set showBackfaces=false",
        "--physics decelerationRate=0.99", "--physics rubberBand=0.3", "--physics snapDuration=0.5", "--spring 0.6,0.4",
    ]

    /// Waits until `path` has more than `lines` lines (the new session's journal has its first
    /// flush), or `limit` seconds pass.
    static func waitForJournal(_ path: String, moreThan lines: Int, limit: Double = 60) -> Bool {
        let deadline = Date(timeIntervalSinceNow: limit)
        while Date() < deadline {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if text.split(separator: "\n").count > lines { return true }
            usleep(20_000)
        }
        return false
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
    func resumeAfterSIGKILLMidTuningRestoresEveryValue() throws {
        let folder = NSTemporaryDirectory() + "orbit-resume-kill-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let journal = folder + "/last-session.jsonl"
        try Self.tuning.write(toFile: journal, atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["ORBIT_SESSION_FILE"] = journal
        environment["SDL_VIDEODRIVER"] = nil

        // The session that gets killed: it takes the tuning over and journals it.
        let (process, lines) = try WatchWindowTests.launch(["play", "--resume", "--duration", "60"], environment: environment)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let tuned = try #require(lines.wait(for: "resumed state:"), "\(lines.all)")
        for flag in Self.restored { #expect(tuned.contains(flag), "\(flag) in: \(tuned)") }
        let written = Self.tuning.split(separator: "\n").count
        // Its journal starts again: the tuning events, then the size its window had at their end.
        #expect(Self.waitForJournal(journal, moreThan: written), "\(lines.all)")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)

        let resumed = try ProcessTests.run(["play", "--resume", "--duration", "0.3"], environment: environment)
        #expect(resumed.status == 0, "\(resumed.errors)")
        let state = try #require(resumed.output.split(separator: "\n").first { $0.hasPrefix("resumed state:") }, "\(resumed.output)")
        for flag in Self.restored { #expect(state.contains(flag), "\(flag) in: \(state)") }
    }
}
