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
    static func read(path: String, catalog: LayoutCatalog) -> Result<[TimedInputEvent], ResumeProblem> {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
            return .failure(ResumeProblem("nothing to resume: no last session at \(path)"))
        }
        do throws(ScriptError) {
            var text = String(decoding: data, as: UTF8.self)
            // A crash in the middle of a flush may leave half a line at the end: it is left out.
            if !text.hasSuffix("\n"), let cut = text.lastIndex(of: "\n") { text = String(text[...cut]) }
            let events = try Script.parse(text, catalog: catalog)
            guard !events.isEmpty else { return .failure(ResumeProblem("nothing to resume: \(path) is empty")) }
            return .success(events)
        } catch {
            return .failure(ResumeProblem("cannot resume from \(path): \(error)"))
        }
    }
}

struct ResumeProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
