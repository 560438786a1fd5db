import Foundation
import Testing

@testable import LiveLayouts

/// The layout sources a play session keeps beside its journal, and `play --resume` given them back.
@Suite struct SessionSourcesTests {
    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "orbit-session-sources-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func sourcesAreAbsoluteAndInFlagOrder() {
        #expect(SessionSources.arguments(watch: "Spiral.swift", layoutFiles: ["Other.swift", "/abs/A.swift"], directory: "/home/me") == [
            "--watch", "/home/me/Spiral.swift", "--layout-file", "/home/me/Other.swift", "--layout-file", "/abs/A.swift",
        ])
        #expect(SessionSources.path(journal: "/c/orbit/last-session.jsonl") == "/c/orbit/last-session.sources")
    }

    @Test func aResumeWithoutSourcesGetsTheLastSessions() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let journal = folder + "/last-session.jsonl"
        SessionSources.save(["--watch", "/home/me/Spiral.swift"], journal: journal)

        let (resumed, notice) = SessionSources.resuming(["play", "--resume", "--items", "5"], resumesWithoutSources: true, journal: journal)
        #expect(resumed == ["play", "--watch", "/home/me/Spiral.swift", "--resume", "--items", "5"])
        #expect(notice == "resuming with the last session's --watch /home/me/Spiral.swift")

        // Not a resume without sources (the command line's reading, `LaunchArguments`): unchanged.
        let (same, none) = SessionSources.resuming(["play", "--resume", "--watch", "Other.swift"], resumesWithoutSources: false, journal: journal)
        #expect(same == ["play", "--resume", "--watch", "Other.swift"])
        #expect(none == nil)
        // A session without sources leaves nothing to add.
        SessionSources.save([], journal: journal)
        #expect(SessionSources.resuming(["play", "--resume"], resumesWithoutSources: true, journal: journal).notice == nil)
    }
}
