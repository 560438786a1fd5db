import CollectionLayout
import OrbitSession
import OrbitSupport
import Foundation

/// The playground's running record of the session, for `orbit play --resume`: the script
/// `--record` writes, kept at a fixed place and appended to every second (and on exit), so that a
/// crash keeps all but the last second.
final class SessionJournal {
    /// `$ORBIT_SESSION_FILE`, else `$XDG_CACHE_HOME/orbit/last-session.jsonl`, else
    /// `~/.cache/orbit/last-session.jsonl`.
    static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment["ORBIT_SESSION_FILE"], !path.isEmpty { return path }
        if let cache = environment["XDG_CACHE_HOME"], !cache.isEmpty { return cache + "/orbit/last-session.jsonl" }
        return (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache/orbit/last-session.jsonl"
    }

    /// Seconds between flushes.
    static let flushInterval = 1.0

    let path: String
    private var file: OutputFile?
    private var written = 0
    private var lastFlush = -Double.infinity
    /// Why the journal stopped being written (a full disk), once it has.
    private(set) var failure: FileError?

    /// Starts a new journal at `path` (replacing the last one, which the caller has kept aside
    /// if it must be kept), and marks the session as running until `close()`.
    ///
    /// - Throws: why it cannot be written, in one line.
    init(path: String) throws(FileError) {
        self.path = path
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        // A journal cut short by a full disk still resumes up to its last whole line: kept.
        file = try OutputFile(path: path, keepsPartialFile: true)
        try? OutputFile.write("\(getpid())\n", toPath: Self.markerPath(journal: path))
    }

    /// Appends the events of `events` not written yet when a second has passed since the last
    /// flush (`now`: seconds on any clock), or always with `force`. Returns the failure the first
    /// time a write fails (the journal is not written again), nil otherwise.
    @discardableResult
    func flush(_ events: [TimedStep], now: Double, force: Bool = false) -> FileError? {
        guard let file, force || now - lastFlush >= Self.flushInterval, events.count > written else { return nil }
        lastFlush = now
        let text = events[written...].map { Script.line(for: $0) + "\n" }.joined()
        written = events.count
        do {
            try file.write(text)
            return nil
        } catch {
            self.file = nil
            failure = error
            return error
        }
    }

    /// Ends the session's journal: closes it and removes the running mark, so that the next
    /// session knows this one ended cleanly. Returns a failure not reported before.
    @discardableResult
    func close() -> FileError? {
        defer { _ = unlink(Self.markerPath(journal: path)) }
        guard let file else { return nil }
        self.file = nil
        do {
            try file.close()
            return nil
        } catch {
            failure = error
            return error
        }
    }

    /// `last-session.jsonl` → `last-session.running`: there while a session writes the journal,
    /// holding its process id; left behind by a crash.
    static func markerPath(journal: String) -> String {
        ((journal as NSString).deletingPathExtension) + ".running"
    }

    /// Whether the journal at `path` was left by a session that did not end cleanly (a crash, a
    /// kill): its running mark is there and names a process that no longer runs.
    static func wasLeftByACrash(path: String) -> Bool {
        guard FileManager.default.fileExists(atPath: path),
            let text = try? RegularFile.read(markerPath(journal: path), limit: 64)
        else { return false }
        guard let pid = Int32(String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)), pid > 0 else {
            return true
        }
        // Another session still running writes this journal: not a crash.
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// The events of the journal at `path` read against `catalog`; nil with a one-line reason when
    /// there is nothing to resume.
    static func read(path: String, catalog: LayoutCatalog) -> Result<[TimedStep], PlaygroundError> {
        let data: [UInt8]
        do {
            // A regular file only: a FIFO at the journal's place would block `--resume`.
            data = try RegularFile.read(path)
        } catch where error.code == ENOENT {
            return .failure(.resume("nothing to resume: no last session at \(path)", journalExists: false))
        } catch {
            return .failure(.resume("cannot resume from \(path): \(error.reason)", journalExists: true))
        }
        guard !data.isEmpty else {
            return .failure(.resume("nothing to resume: no last session at \(path)", journalExists: false))
        }
        do throws(ScriptError) {
            var text = String(decoding: data, as: UTF8.self)
            // A crash in the middle of a flush may leave half a line at the end: it is left out.
            if !text.hasSuffix("\n"), let cut = text.lastIndex(of: "\n") { text = String(text[...cut]) }
            let events = try Script.parse(text, catalog: catalog)
            guard !events.isEmpty else { return .failure(.resume("nothing to resume: \(path) is empty", journalExists: true)) }
            return .success(events)
        } catch {
            return .failure(.resume("cannot resume from \(path): \(error)", journalExists: true))
        }
    }
}

extension SessionJournal {
    /// Moves the journal at `path` and its siblings of the same stem (`last-session.sources`, the
    /// sources' copies in `last-session.sources.d`) aside, to `last-session-20261126-185500.jsonl`
    /// and so on, so that a new session does not write over a journal that could not be resumed.
    /// `date`: the time in the new names (UTC). Returns the journal's new path; nil when there is
    /// no journal or it cannot be moved.
    static func keepAside(path: String, date: Date) -> String? {
        let manager = FileManager.default
        guard manager.fileExists(atPath: path) else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let stem = (name as NSString).deletingPathExtension
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        var keptStem = stem + "-" + formatter.string(from: date)
        // Two failed resumes within a second: the second gets a number.
        var attempt = 1
        while manager.fileExists(atPath: (folder as NSString).appendingPathComponent(keptStem + "." + (name as NSString).pathExtension)) {
            attempt += 1
            keptStem = stem + "-" + formatter.string(from: date) + "-\(attempt)"
        }
        let siblings = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(stem + ".") }
        var kept: String?
        for sibling in siblings.sorted() {
            let target = (folder as NSString).appendingPathComponent(keptStem + sibling.dropFirst(stem.count))
            do {
                try manager.moveItem(atPath: (folder as NSString).appendingPathComponent(sibling), toPath: target)
                if sibling == name { kept = target }
            } catch {
                if sibling == name { return nil }
            }
        }
        return kept
    }
}
