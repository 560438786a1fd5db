import Foundation
import Glibc

/// A FIFO on which a parent hands a check's child the library to check once it is built, so that
/// the child can start (exec, the runtime, the command line) while the parent still compiles
/// (`LayoutCheck.reloaderStartCheck`).
///
/// The parent holds the FIFO open for reading and writing from before the child starts until the
/// child has ended, so the child's open never blocks, a write never fails for want of a reader,
/// and what was written stays in the FIFO however late the child opens it (a FIFO's data goes
/// when the last descriptor on it closes). The message is each value followed by a NUL, then one
/// more NUL; the child reads up to that. A parent that sends no values (the compile failed), or
/// ends, leaves the child nothing to check, and it stops.
final class LibraryChannel: @unchecked Sendable {
    /// The FIFO's path, in a folder of its own.
    let path: String
    private let folder: String
    private let lock = NSLock()
    private var descriptor: Int32
    private var sent = false

    /// A new FIFO in a fresh temporary folder; throws one line when it cannot be made.
    init() throws(LiveLayoutError) {
        var template = Array((NSTemporaryDirectory() + "/orbit-check-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template).map({ String(cString: $0) }) else {
            throw .system(.temporaryFolder(purpose: "the check", reason: errorText(errno)))
        }
        folder = made
        path = made + "/library"
        guard mkfifo(path, 0o600) == 0 else {
            let error = errno
            rmdir(folder)
            throw .system(.channelNotCreated(path: path, reason: errorText(error)))
        }
        descriptor = open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else {
            let error = errno
            unlink(path)
            rmdir(folder)
            throw .system(.channelNotOpened(path: path, reason: errorText(error)))
        }
    }

    deinit { remove() }

    /// Sends `values` (non-empty strings without NUL; none: the check is called off). Once only.
    func send(_ values: [String]) {
        lock.withLock {
            guard descriptor >= 0, !sent else { return }
            sent = true
            let bytes = Array(values.map { $0 + "\0" }.joined().utf8) + [0]
            var written = 0
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                written += count
            }
        }
    }

    /// Closes the parent's side (after the child has ended) and removes the FIFO and its folder.
    func remove() {
        lock.withLock {
            guard descriptor >= 0 else { return }
            close(descriptor)
            descriptor = -1
            unlink(path)
            rmdir(folder)
        }
    }

    /// The child's side: the values sent on the FIFO at `path`, read up to the message's end;
    /// nil when none were sent, or the parent's side closed first, or it cannot be read.
    static func receive(at path: String) -> [String]? {
        // Non-blocking open (the parent's side may be closed already), then blocking reads.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        // The end: a NUL at the start (no values) or right after another.
        func ended() -> Bool { bytes.first == 0 || (bytes.count >= 2 && bytes[bytes.count - 1] == 0 && bytes[bytes.count - 2] == 0) }
        while !ended() {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }  // the parent's side closed before the end
            bytes += buffer[0..<count]
        }
        let values = bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return values.isEmpty ? nil : values
    }
}
