import Foundation
import Glibc

/// Linux's inotify on the folders that hold watched files: it tells `FileWatcher` at once that an
/// editor finished writing a file (`IN_CLOSE_WRITE`) or moved one into place (`IN_MOVED_TO`, an
/// atomic save), so that a save is seen at the next poll instead of after the polling interval and
/// the debounce. Reading never blocks (the descriptor is non-blocking); `waitForEvents(upTo:)`
/// blocks a thread of the caller's until an event arrives.
///
/// Folders are watched, not files, because an atomic save replaces the file's inode (a watch on the
/// file would be lost with it).
final class FileChangeNotifier: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()

    /// Events that say a file's content is final, or that the set of files changed.
    static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)

    /// A notifier on the folders of `paths` (a file's folder; a folder and its subfolders), or nil
    /// when inotify is not available or no folder could be watched (the watcher then only polls).
    init?(paths: [String]) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        var watched = 0
        for folder in Self.folders(of: paths) where inotify_add_watch(descriptor, folder, Self.mask) >= 0 {
            watched += 1
        }
        guard watched > 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Whether any event arrived since the last call (the events are read and dropped: the watcher
    /// compares the files' stamps itself).
    func takeEvents() -> Bool {
        lock.withLock {
            var buffer = [UInt8](repeating: 0, count: 4096)
            var any = false
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { return any }
                any = true
            }
        }
    }

    /// Blocks until an event is waiting to be read or `seconds` have passed, whichever is first;
    /// whether one is waiting. The event stays for `takeEvents`.
    func waitForEvents(upTo seconds: Double) -> Bool {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(Swift.max(0, Swift.min(seconds, 3600)) * 1000)
        return poll(&waiting, 1, milliseconds) > 0 && waiting.revents & Int16(POLLIN) != 0
    }

    /// The folders to watch: each file's folder, each folder with its subfolders (hidden ones
    /// skipped, as the compiler skips them).
    static func folders(of paths: [String]) -> [String] {
        var folders: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                // A file that does not exist yet appears in its folder.
                folders.append((path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent)
                continue
            }
            guard isFolder.boolValue else {
                let folder = (path as NSString).deletingLastPathComponent
                folders.append(folder.isEmpty ? "." : folder)
                continue
            }
            folders.append(path)
            let enumerator = FileManager.default.enumerator(
                at: URL(fileURLWithPath: path), includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
            while let url = enumerator?.nextObject() as? URL {
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { folders.append(url.path) }
            }
        }
        return Array(Set(folders)).sorted()
    }
}
