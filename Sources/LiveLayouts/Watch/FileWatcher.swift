import Foundation
import Glibc

/// Notices when watched `.swift` files change, by comparing their sizes and modification times:
/// no thread. The caller polls (from its frame loop, say) with the time on any clock.
///
/// - With notifications (inotify, the default where available), a file written and closed or moved
///   into place is reported at the next poll: the save is complete, so no debounce is needed.
/// - Otherwise, and as a fallback for what inotify misses, the files are looked at every
///   `interval`, and a change is reported once they have looked the same for `debounce` seconds,
///   so that an editor's write-then-rename (or a burst of saves) gives one change, not several.
public struct FileWatcher: Sendable {
    /// What a file looked like: its size and modification time.
    public struct Stamp: Hashable, Sendable {
        public var size: Int64
        /// Seconds since 1970.
        public var modified: Double

        public init(size: Int64, modified: Double) {
            self.size = size
            self.modified = modified
        }
    }

    /// A settled change.
    public struct Change: Hashable, Sendable {
        /// The files whose stamp changed, appeared or went, absolute.
        public let files: [String]
        /// The latest modification time among the watched files (seconds since 1970): the save.
        public let modified: Double
    }

    /// The files and folders watched, as given.
    public let paths: [String]
    /// Seconds between looks at the files.
    public var interval: Double
    /// Seconds the files must stay the same before a change is reported.
    public var debounce: Double
    /// The stamps last reported (or found at the start).
    public private(set) var stamps: [String: Stamp]
    private var candidate: (stamps: [String: Stamp], since: Double)?
    private var lastLook = -Double.infinity
    private let notifier: FileChangeNotifier?

    /// Watches `paths` (files, or folders whose `.swift` files are watched), starting from how they
    /// look now: only later changes are reported. `notifications`: use inotify when available.
    public init(paths: [String], interval: Double = 0.05, debounce: Double = 0.05, notifications: Bool = true) {
        self.paths = paths
        self.interval = interval
        self.debounce = debounce
        notifier = notifications ? FileChangeNotifier(paths: paths) : nil
        stamps = Self.look(at: paths)
    }

    /// Whether inotify tells this watcher about saves (else it only polls).
    public var isNotified: Bool { notifier != nil }

    /// Looks at the files when `interval` has passed since the last look (`now`: seconds on the
    /// caller's clock) and returns a change that has settled, or nil. Cheap when nothing changed:
    /// one `stat` per file every `interval`.
    public mutating func poll(at now: Double) -> Change? {
        let notified = notifier?.takeEvents() ?? false
        // While a change settles, look again as soon as the debounce allows.
        let wait = candidate == nil ? interval : Swift.min(interval, debounce)
        guard notified || now - lastLook >= wait - 1e-9 else { return nil }
        lastLook = now
        let current = Self.look(at: paths)
        guard current != stamps else {
            candidate = nil
            return nil
        }
        // Written and closed, or moved into place: complete.
        if notified { return commit(current) }
        guard let pending = candidate, pending.stamps == current else {
            candidate = (current, now)
            if debounce <= 0 { return commit(current) }
            return nil
        }
        guard now - pending.since >= debounce - 1e-9 else { return nil }
        return commit(current)
    }

    /// The change inotify announced, reported at once and without a clock (a thread that waits in
    /// `waitForNotification(upTo:)` calls it): nil when no notification arrived since the last
    /// look, or the files look as last reported. The polling interval's timeline is not touched.
    public mutating func takeNotifiedChange() -> Change? {
        guard notifier?.takeEvents() == true else { return nil }
        let current = Self.look(at: paths)
        return current == stamps ? nil : commit(current)
    }

    /// Blocks the calling thread until inotify reports an event in the watched folders or `seconds`
    /// pass; whether one arrived (it is left for `poll` or `takeNotifiedChange`). Without
    /// notifications (`isNotified` false), false at once.
    public func waitForNotification(upTo seconds: Double) -> Bool {
        notifier?.waitForEvents(upTo: seconds) ?? false
    }

    private mutating func commit(_ current: [String: Stamp]) -> Change {
        let files = Set(current.keys).union(stamps.keys).filter { current[$0] != stamps[$0] }.sorted()
        stamps = current
        candidate = nil
        return Change(files: files, modified: current.values.map(\.modified).max() ?? 0)
    }

    /// The latest modification time of the watched files now (seconds since 1970), or 0.
    public var latestModification: Double { stamps.values.map(\.modified).max() ?? 0 }

    /// The stamps of the `.swift` files of `paths` now (a missing file is left out).
    public static func look(at paths: [String]) -> [String: Stamp] {
        let files = (try? LayoutSourceCompiler.sourceFiles(at: paths)) ?? []
        var stamps: [String: Stamp] = [:]
        for file in files {
            var info = stat()
            guard stat(file, &info) == 0 else { continue }
            stamps[file] = Stamp(
                size: Int64(info.st_size),
                modified: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
        }
        return stamps
    }
}
