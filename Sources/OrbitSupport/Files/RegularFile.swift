#if canImport(Glibc)
import Glibc
#endif

/// Opens files Orbit reads (pictures, scripts, journals, layout sources) only when they are
/// regular files: opened with `O_NONBLOCK`, so that a FIFO named `x.png` does not block the
/// opening thread waiting for a writer, then checked with `fstat`, so that a FIFO, a device
/// (`/dev/zero` would never end) or a folder is refused in one line instead of read.
package enum RegularFile {
    /// An open descriptor of the regular file at `path`, blocking again (a regular file never
    /// blocks); the caller closes it.
    ///
    /// - Throws: `cannot read 'x.png': a FIFO, not a regular file` (`FileError.reason` alone for
    ///   callers that name the file themselves): no such file, a folder, a FIFO, a device, a socket.
    package static func open(_ path: String) throws(FileError) -> Int32 {
        try open(fileSystemPath: Array(path.utf8), name: FileError.quoted(path))
    }

    /// `open(_:)` of a path given as the file system's bytes, which need not be UTF-8 (a Latin-1
    /// file name such as `caf\xE9.png` has no `String` that names it).
    ///
    /// - Parameter name: the file as messages name it (`'caf\xE9.png'`).
    package static func open(fileSystemPath: [UInt8], name: String) throws(FileError) -> Int32 {
        var descriptor: Int32
        let terminated = fileSystemPath.map { CChar(bitPattern: $0) } + [0]
        repeat { descriptor = Glibc.open(terminated, O_RDONLY | O_NONBLOCK | O_CLOEXEC) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else {
            let code = errno
            throw code == ENOENT
                ? FileError(verb: "read", name: name, reason: "no such file", code: code) : FileError(verb: "read", name: name, code: code)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            _ = close(descriptor)
            throw FileError(verb: "read", name: name, code: code)
        }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else {
            _ = close(descriptor)
            throw FileError(verb: "read", name: name, reason: kind(of: type) + ", not a regular file")
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    /// The whole regular file at `path`.
    ///
    /// - Parameter limit: the most bytes accepted; a longer file is refused, not read.
    /// - Throws: one line, as `open`, or `larger than N bytes`.
    package static func read(_ path: String, limit: Int = Int.max) throws(FileError) -> [UInt8] {
        let descriptor = try open(path)
        defer { _ = close(descriptor) }
        return try read(descriptor: descriptor, name: FileError.quoted(path), limit: limit)
    }

    /// The whole file at `descriptor` (from its start, whatever its offset), read with `pread`.
    ///
    /// - Parameter name: the file as messages name it (`'x.png'`).
    package static func read(descriptor: Int32, name: String, limit: Int = Int.max) throws(FileError) -> [UInt8] {
        var status = stat()
        let expected = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
        guard expected <= limit else {
            throw FileError(verb: "read", name: name, reason: "larger than \(limit) bytes (\(expected) bytes)")
        }
        var bytes = [UInt8](repeating: 0, count: max(expected, 4096))
        var count = 0
        while true {
            if count == bytes.count {
                // It grew while being read: take up to the limit.
                guard count < limit else { throw FileError(verb: "read", name: name, reason: "larger than \(limit) bytes") }
                bytes += [UInt8](repeating: 0, count: min(max(count, 4096), limit - count))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + count, buffer.count - count, off_t(count))
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw FileError(verb: "read", name: name, code: errno)
            }
            if got == 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// What a file of `type` (`st_mode & S_IFMT`) is, for messages.
    static func kind(of type: mode_t) -> String {
        switch type {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }
}
