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
        let arguments = ["play", "--layout-file=Other.swift", "--watch", "Spiral.swift", "--layout-file", "/abs/A.swift"]
        #expect(SessionSources.arguments(in: arguments, directory: "/home/me") == [
            "--watch", "/home/me/Spiral.swift", "--layout-file", "/home/me/Other.swift", "--layout-file", "/abs/A.swift",
        ])
        #expect(SessionSources.path(journal: "/c/orbit/last-session.jsonl") == "/c/orbit/last-session.sources")
    }

    @Test func aResumeWithoutSourcesGetsTheLastSessions() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let journal = folder + "/last-session.jsonl"
        SessionSources.save(["--watch", "/home/me/Spiral.swift"], journal: journal)

        let (resumed, notice) = SessionSources.resuming(["play", "--resume", "--items", "5"], journal: journal)
        #expect(resumed == ["play", "--watch", "/home/me/Spiral.swift", "--resume", "--items", "5"])
        #expect(notice == "resuming with the last session's --watch /home/me/Spiral.swift")

        // Sources given, another command, or no --resume: unchanged.
        for arguments in [
            ["play", "--resume", "--watch", "Other.swift"], ["play", "--resume", "--layout-file=X.swift"],
            ["dump", "--resume"], ["play", "--items", "5"], ["play", "--", "--resume"],
        ] {
            let (same, none) = SessionSources.resuming(arguments, journal: journal)
            #expect(same == arguments)
            #expect(none == nil)
        }
        // A session without sources leaves nothing to add.
        SessionSources.save([], journal: journal)
        #expect(SessionSources.resuming(["play", "--resume"], journal: journal).notice == nil)
    }
}
