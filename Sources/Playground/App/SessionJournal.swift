import CollectionLayout
import OrbitSession
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
    private var handle: FileHandle?
    private var written = 0
    private var lastFlush = -Double.infinity

    /// Starts a new journal at `path` (replacing the last one); nil when it cannot be written.
    init?(path: String) {
        self.path = path
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path)
        else { return nil }
        self.handle = handle
    }

    /// Appends the events of `events` not written yet when a second has passed since the last
    /// flush (`now`: seconds on any clock), or always with `force`.
    func flush(_ events: [TimedInputEvent], now: Double, force: Bool = false) {
        guard let handle, force || now - lastFlush >= Self.flushInterval, events.count > written else { return }
        lastFlush = now
        let text = events[written...].map { Script.line(for: $0) + "\n" }.joined()
        written = events.count
        try? handle.write(contentsOf: Data(text.utf8))
    }

    deinit { try? handle?.close() }

    /// The events of the journal at `path` read against `catalog`; nil with a one-line reason when
    /// there is nothing to resume.
    static func read(path: String, catalog: LayoutCatalog) -> Result<[TimedInputEvent], PlaygroundError> {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
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
