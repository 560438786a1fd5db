import CollectionLayout
import OrbitSession
import OrbitRendering
import Foundation
import Testing

@testable import Playground

/// The playground's side of live reload and `--resume`, without a window: the session journal and
/// the reload line's figures.
@Suite struct ReloadTests {
    @Test func theJournalKeepsWhatWasFlushedAndResumesFromIt() throws {
        let path = NSTemporaryDirectory() + "/orbit-journal-\(UUID().uuidString)/last-session.jsonl"
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        guard case .failure(let nothing) = SessionJournal.read(path: path, catalog: .seeds) else {
            Issue.record("a missing journal resumed")
            return
        }
        #expect(nothing.message.hasPrefix("nothing to resume"))

        let events = [
            TimedStep(time: 0, .resize(Size(width: 400, height: 300))),
            TimedStep(time: 0, .selectLayout("flow")),
            TimedStep(time: 0.5, key: "down"),
            TimedStep(time: 1.5, key: "+"),
        ]
        let journal = try SessionJournal(path: path)
        journal.flush(Array(events.prefix(2)), now: 10)
        journal.flush(Array(events.prefix(3)), now: 10.5)  // within the second: kept for later
        #expect(try SessionJournal.read(path: path, catalog: .seeds).get() == Array(events.prefix(2)))
        journal.flush(events, now: 11)
        #expect(try SessionJournal.read(path: path, catalog: .seeds).get() == events)

        // Half a line at the end (a crash during a write) is left out.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"t": 2, "ty"#.utf8))
        try handle.close()
        #expect(try SessionJournal.read(path: path, catalog: .seeds).get() == events)
    }

    @Test func aJournalThatCannotBeResumedIsKeptAsideWithItsSources() throws {
        let folder = NSTemporaryDirectory() + "orbit-journal-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/last-session.sources.d", withIntermediateDirectories: true)
        let path = folder + "/last-session.jsonl"
        // Times out of order: not a script.
        let text = "{\"t\": 1, \"type\": \"key\", \"key\": \"down\"}\n{\"t\": 0.5, \"type\": \"key\", \"key\": \"up\"}\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try "--watch\n/a/Spiral.swift\n".write(toFile: folder + "/last-session.sources", atomically: true, encoding: .utf8)
        try "// v1\n".write(toFile: folder + "/last-session.sources.d/Spiral.swift", atomically: true, encoding: .utf8)
        try "unrelated".write(toFile: folder + "/other.jsonl", atomically: true, encoding: .utf8)
        guard case .failure(let problem) = SessionJournal.read(path: path, catalog: .seeds) else {
            Issue.record("a journal with times out of order resumed")
            return
        }
        guard case .resume(_, journalExists: true) = problem else {
            Issue.record("the journal that cannot be replayed is not kept aside: \(problem)")
            return
        }

        // 2026-11-26 18:55:00 UTC.
        let date = Date(timeIntervalSince1970: 1_795_719_300)
        let kept = try #require(SessionJournal.keepAside(path: path, date: date))
        #expect(kept == folder + "/last-session-20261126-185500.jsonl")
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == text)
        #expect(try String(contentsOfFile: folder + "/last-session-20261126-185500.sources", encoding: .utf8) == "--watch\n/a/Spiral.swift\n")
        #expect(try String(contentsOfFile: folder + "/last-session-20261126-185500.sources.d/Spiral.swift", encoding: .utf8) == "// v1\n")
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(FileManager.default.fileExists(atPath: folder + "/other.jsonl"))

        // A second failure within the same second does not write over the first one kept.
        try "broken\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(SessionJournal.keepAside(path: path, date: date) == folder + "/last-session-20261126-185500-2.jsonl")
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == text)
        // No journal: nothing to keep.
        #expect(SessionJournal.keepAside(path: path, date: date) == nil)
    }

    @Test func theReloadLineNamesEachStep() {
        #expect(
            HUDStatus.reloadLine(version: 3, compile: 0.41, check: 0.09, load: 0.001, frame: 0.02, cached: false)
                == "reload v3: 0.52 s (compile 0.41, check 0.09, load 0.00, frame 0.02)")
        #expect(
            HUDStatus.reloadLine(version: 2, compile: 0.001, check: nil, load: 0.01, frame: 0.02, cached: true)
                == "reload v2: 0.03 s (compile 0.00 cached, check skipped, load 0.01, frame 0.02)")
    }
}
