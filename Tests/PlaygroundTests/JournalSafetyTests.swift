import CollectionLayout
import Foundation
import OrbitSession
import Testing

@testable import Playground

/// Journals never lose a session: a crash's journal is kept aside before a new session writes, a
/// journal that cannot be written says so once, and the resumed-state line starts the same state.
@Suite struct JournalSafetyTests {
    let size = Size(width: 400, height: 600)

    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "orbit-journal-safety-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func options(path: String, sections: [Int]? = nil, resume: Bool = false) throws -> PlaygroundOptions {
        var options = PlaygroundOptions(
            layout: try LayoutCatalog.builtIn.entry(named: "flow"), itemCount: sections?.reduce(0, +) ?? 9, windowSize: size)
        options.sectionItemCounts = sections
        options.sessionPath = path
        options.resume = resume
        return options
    }

    /// Starts a session journaling at `options.sessionPath`; returns its recorder and what it said.
    func start(_ options: PlaygroundOptions) throws -> (SessionRecorder, Session, said: [String], warned: [String]) {
        var session = try Session(
            layout: options.layout, sectionItemCounts: options.sectionItemCounts ?? [options.itemCount], boundsSize: size,
            seed: options.seed)
        let recorder = SessionRecorder(options: options, windowSize: size, observers: [])
        var said: [String] = [], warned: [String] = []
        _ = recorder.startJournal(options, session: &session, windowSize: size, say: { said.append($0) }, warn: { warned.append($0) })
        return (recorder, session, said, warned)
    }

    /// A process id that runs nothing: a child that has been reaped.
    static func deadProcess() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func aCrashedSessionsJournalIsKeptAsideBeforeANewSessionWrites() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/last-session.jsonl"
        // The crashed session: its journal and its running mark, naming a process that is gone.
        let crashed = "{\"t\":0,\"event\":\"key\",\"key\":\"+\"}\n"
        try Data(crashed.utf8).write(to: URL(fileURLWithPath: path))
        try Data("\(try Self.deadProcess())\n".utf8).write(to: URL(fileURLWithPath: SessionJournal.markerPath(journal: path)))
        #expect(SessionJournal.wasLeftByACrash(path: path))

        let (recorder, _, said, _) = try start(try options(path: path))
        let line = try #require(said.first { $0.hasPrefix("the last session did not end cleanly: kept the last session's journal at ") })
        let kept = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasPrefix("last-session-") })
        #expect(line.contains(folder + "/" + kept))
        #expect(try String(contentsOfFile: folder + "/" + kept, encoding: .utf8) == crashed)
        // The new session writes its own journal and its own mark, which a clean end removes.
        #expect(FileManager.default.fileExists(atPath: SessionJournal.markerPath(journal: path)))
        try recorder.finish()
        #expect(!FileManager.default.fileExists(atPath: SessionJournal.markerPath(journal: path)))
        #expect(!SessionJournal.wasLeftByACrash(path: path))

        // After a clean end, the next plain session replaces the journal without a word.
        let (_, _, next, _) = try start(try options(path: path))
        #expect(next.isEmpty, "\(next)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("last-session-") } == [kept])
    }

    /// A journal on a full disk (`/dev/full` through a link): one warning, on stderr and in the
    /// HUD, however many flushes fail.
    @Test func aJournalThatCannotBeWrittenWarnsOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/last-session.jsonl"
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/full")
        let (recorder, _, _, warned) = try start(try options(path: path))
        for second in 1...3 {
            recorder.record(.key("+"), at: Double(second))
            recorder.flush(now: Double(second) * 2)
        }
        try recorder.finish()
        let expected = "session journal not written (cannot write '\(path)': no space left on device): --resume will not find this session"
        #expect(warned == [expected])
        #expect(recorder.journalWarning == expected)
    }

    /// The resumed-state line carries the sections and the content: started from it, a session is
    /// in the state the resumed one is in.
    @Test func theResumedStateLineStartsTheResumedState() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/last-session.jsonl"
        var first = try options(path: path, sections: [3, 2, 4, 5])
        first.seed = 7
        let (recorder, _, _, _) = try start(first)
        recorder.record(.insertSection(at: 1, count: 6), at: 0.5)
        recorder.record(.content(.captions), at: 0.6)
        recorder.record(.setParameter(LayoutSetting(key: "minimumLineSpacing", value: "40")), at: 0.7)
        try recorder.finish()

        var next = try options(path: path, resume: true)
        next.seed = 7
        let (_, resumed, said, _) = try start(next)
        let line = try #require(said.first { $0.hasPrefix("resumed state: ") })
        #expect(line.contains("--sections 3,6,2,4,5"), "\(line)")
        #expect(line.contains("--content captions"), "\(line)")
        #expect(line.contains("--seed 7"), "\(line)")
        #expect(!line.contains("--items"), "\(line)")

        // Replay the line's arguments into a fresh session and compare.
        let arguments = line.dropFirst("resumed state: ".count).split(separator: " ").map(String.init)
        func value(_ flag: String) -> String? { arguments.firstIndex(of: flag).map { arguments[$0 + 1] } }
        let layout = try LayoutCatalog.builtIn.entry(named: try #require(value("--layout")))
        let settings = arguments.indices.filter { arguments[$0] == "--set" }.map { index in
            let pair = arguments[index + 1].split(separator: "=", maxSplits: 1).map(String.init)
            return LayoutSetting(key: pair[0], value: pair[1])
        }
        let counts = try #require(value("--sections")).split(separator: ",").compactMap { Int($0) }
        let seed = try #require(value("--seed").flatMap { UInt64($0) })
        let content = try #require(value("--content").flatMap { ContentKind(rawValue: $0) })
        var fresh = try Session(layout: layout, settings: settings, sectionItemCounts: counts, boundsSize: size, seed: seed)
        fresh.send(.content(content), at: fresh.time)
        #expect(fresh.layoutName == resumed.layoutName)
        #expect(fresh.sectionItemCounts == resumed.sectionItemCounts)
        #expect(fresh.contentKind == resumed.contentKind)
        #expect(fresh.settings == resumed.settings)
        #expect(fresh.seed == resumed.seed)
    }
}
