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
            TimedInputEvent(time: 0, event: .resize(Size(width: 400, height: 300))),
            TimedInputEvent(time: 0, event: .selectLayout("flow")),
            TimedInputEvent(time: 0.5, event: .key("down")),
            TimedInputEvent(time: 1.5, event: .key("+")),
        ]
        let journal = try #require(SessionJournal(path: path))
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

    @Test func theReloadLineNamesEachStep() {
        #expect(
            PlaygroundApp.reloadLine(version: 3, compile: 0.41, check: 0.09, load: 0.001, frame: 0.02, cached: false)
                == "reload v3: 0.52 s (compile 0.41, check 0.09, load 0.00, frame 0.02)")
        #expect(
            PlaygroundApp.reloadLine(version: 2, compile: 0.001, check: nil, load: 0.01, frame: 0.02, cached: true)
                == "reload v2: 0.03 s (compile 0.00 cached, check skipped, load 0.01, frame 0.02)")
    }
}
