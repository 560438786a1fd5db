import Foundation
import Glibc

/// A FIFO on which a parent hands a check's child the library to check once it is built, so that
/// the child can start (exec, the runtime, the command line) while the parent still compiles
/// (`LayoutCheck.reloaderStartCheck`).
///
/// The parent holds the FIFO open for reading and writing from before the child starts, so the
/// child's open never blocks and a write never fails for want of a reader; it writes the values
/// NUL-separated and closes, and the child reads up to the end. A parent that sends nothing (the
/// compile failed) or ends closes its side all the same: the child reads nothing and stops.
final class LibraryChannel: @unchecked Sendable {
    /// The FIFO's path, in a folder of its own.
    let path: String
    private let folder: String
    private let lock = NSLock()
    private var descriptor: Int32

    /// A new FIFO in a fresh temporary folder; throws one line when it cannot be made.
    init() throws(LiveLayoutError) {
        var template = Array((NSTemporaryDirectory() + "/orbit-check-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template).map({ String(cString: $0) }) else {
            throw LiveLayoutError("cannot create a temporary folder for the check: \(errorText(errno))")
        }
        folder = made
        path = made + "/library"
        guard mkfifo(path, 0o600) == 0 else {
            let error = errno
            rmdir(folder)
            throw LiveLayoutError("cannot create the check's channel \(path): \(errorText(error))")
        }
        descriptor = open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else {
            let error = errno
            unlink(path)
            rmdir(folder)
            throw LiveLayoutError("cannot open the check's channel \(path): \(errorText(error))")
        }
    }

    deinit { remove() }

    /// Sends `values` (none: the check is called off) and closes the parent's side. Once only.
    func send(_ values: [String]) {
        lock.withLock {
            guard descriptor >= 0 else { return }
            let bytes = Array(values.joined(separator: "\0").utf8)
            var written = 0
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                written += count
            }
            close(descriptor)
            descriptor = -1
        }
    }

    /// Closes the parent's side (if still open) and removes the FIFO and its folder.
    func remove() {
        send([])
        unlink(path)
        rmdir(folder)
    }

    /// The child's side: the values sent on the FIFO at `path`, read up to the end; nil when
    /// nothing was sent or it cannot be read.
    static func receive(at path: String) -> [String]? {
        // Non-blocking open (the parent's side may be closed already), then blocking reads.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        guard !bytes.isEmpty else { return nil }
        return bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }
}
