#if canImport(Glibc)
import Glibc
#endif

/// The one way Orbit writes a file or standard output: every `write(2)` is checked (short writes
/// continued, `EINTR` retried), `close()` checks the last of it, and on the first failure the
/// partial file is removed and a `FileError` says in one line what happened (`cannot write
/// 't.jsonl': no space left on device`). Later writes do nothing and throw the same error.
///
/// A file is opened with `O_NONBLOCK` (cleared once open), so that a FIFO without a reader fails
/// at once instead of blocking, and only a regular file this writer made or truncated is removed
/// on failure: `/dev/full` or a pipe is left alone. Standard output is written at descriptor 1,
/// after the C library's buffer (what `print` wrote) has been flushed, so the two keep their
/// order; it is never closed.
package final class OutputFile {
    /// The file as messages name it: `'t.jsonl'`, or `standard output`.
    package let name: String
    /// The path, nil for standard output.
    package let path: String?
    private var descriptor: Int32
    /// Whether a failure removes the file: a regular file opened here.
    private let removesOnFailure: Bool
    private var failure: FileError?
    private var isClosed = false
    /// Bytes written so far.
    package private(set) var byteCount = 0

    /// Opens (creating or emptying) the file at `path` for writing.
    ///
    /// - Parameters:
    ///   - exclusive: fail when the file exists already.
    ///   - keepsPartialFile: leave what was written on failure (a journal, which resumes up to its
    ///     last whole line), instead of removing it.
    /// - Throws: one line (`cannot write 'out/x.png': no such file or directory`).
    package init(path: String, exclusive: Bool = false, keepsPartialFile: Bool = false) throws(FileError) {
        name = FileError.quoted(path)
        self.path = path
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | O_NONBLOCK | (exclusive ? O_EXCL : O_TRUNC)
        var opened: Int32
        repeat { opened = open(path, flags, 0o644) } while opened < 0 && errno == EINTR
        guard opened >= 0 else { throw FileError(verb: "write", name: name, code: errno) }
        descriptor = opened
        // Blocking from here on: a pipe's reader may be slower than the writer.
        _ = fcntl(opened, F_SETFL, fcntl(opened, F_GETFL) & ~O_NONBLOCK)
        var status = stat()
        removesOnFailure = !keepsPartialFile && fstat(opened, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    private init(standardOutput: ()) {
        name = "standard output"
        path = nil
        descriptor = STDOUT_FILENO
        removesOnFailure = false
    }

    /// Standard output, through the same checks.
    package static func standardOutput() -> OutputFile { OutputFile(standardOutput: ()) }

    deinit {
        // Abandoned without `close()` (the command failed elsewhere): closed, not judged.
        if !isClosed, path != nil { _ = Glibc.close(descriptor) }
    }

    /// Appends `text` as UTF-8.
    package func write(_ text: String) throws(FileError) {
        var text = text
        if let error = text.withUTF8({ writeAll(UnsafeRawBufferPointer($0)) }) { throw error }
    }

    /// Appends `bytes`.
    package func write(_ bytes: [UInt8]) throws(FileError) {
        if let error = bytes.withUnsafeBytes({ writeAll($0) }) { throw error }
    }

    /// Appends `buffer`, all of it or a `FileError`.
    package func write(_ buffer: UnsafeRawBufferPointer) throws(FileError) {
        if let error = writeAll(buffer) { throw error }
    }

    /// Appends `buffer`; returns the failure instead of throwing (the buffer closures rethrow
    /// untyped errors).
    private func writeAll(_ buffer: UnsafeRawBufferPointer) -> FileError? {
        if let failure { return failure }
        guard !isClosed else { return fail(FileError(verb: "write", name: name, reason: "it is closed already")) }
        if path == nil, let error = flushStandardOutput() { return error }
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return fail(FileError(verb: "write", name: name, code: errno))
            }
            // A zero-byte write of a non-empty buffer would loop for ever; no device does it, but it
            // would be a full disk that does not say so.
            guard written > 0 else { return fail(FileError(verb: "write", name: name, code: ENOSPC)) }
            offset += written
        }
        byteCount += buffer.count
        return nil
    }

    /// Finishes the file: closes it and checks that the last writes arrived (an NFS or quota
    /// failure can surface only here). Standard output is flushed and checked, not closed.
    /// Later calls do nothing.
    package func close() throws(FileError) {
        if let failure { throw failure }
        guard !isClosed else { return }
        isClosed = true
        if path == nil {
            if let error = flushStandardOutput() { throw error }
            return
        }
        // Linux releases the descriptor even when close fails; it must not be retried.
        guard Glibc.close(descriptor) == 0 || errno == EINTR else {
            throw fail(FileError(verb: "write", name: name, code: errno))
        }
    }

    /// Closes the file and removes it (a regular file only): what is left of a write that will
    /// not be finished.
    package func discard() {
        guard !isClosed else { return }
        isClosed = true
        if path != nil { _ = Glibc.close(descriptor) }
        if removesOnFailure, let path { _ = unlink(path) }
    }

    /// Records the first failure, removes what was written, and returns the error to throw.
    private func fail(_ error: FileError) -> FileError {
        failure = failure ?? error
        if !isClosed {
            isClosed = true
            if path != nil { _ = Glibc.close(descriptor) }
        }
        if removesOnFailure, let path { _ = unlink(path) }
        return failure ?? error
    }

    /// Pushes out what `print` left in the C library's buffer; the failure if it did not arrive.
    /// (The C library keeps what a failed write could not deliver in its buffer, so a `print`
    /// that failed earlier fails here again, with its reason.) All streams are flushed: the
    /// global `stdout` cannot be named from Swift 6 code, and the others are unbuffered
    /// (`stderr`) or not open.
    private func flushStandardOutput() -> FileError? {
        errno = 0
        guard fflush(nil) != 0 else { return nil }
        let code = errno
        return fail(FileError(verb: "write", name: name, code: code != 0 ? code : EIO))
    }
}

extension OutputFile {
    /// Writes `bytes` to `path` as a whole file: created or emptied, written, closed, and removed
    /// again on any failure.
    ///
    /// - Parameters:
    ///   - exclusive: fail when the file exists already.
    ///   - atomically: write beside it under a temporary name and rename that over it once whole,
    ///     so that a failure leaves the file as it was (a source ported in place).
    /// - Throws: one line naming the file and the problem.
    package static func write(_ bytes: [UInt8], toPath path: String, exclusive: Bool = false, atomically: Bool = false) throws(FileError) {
        guard atomically else {
            let file = try OutputFile(path: path, exclusive: exclusive)
            try file.write(bytes)
            try file.close()
            return
        }
        let temporary = path + ".orbit-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let file = try OutputFile(path: temporary, exclusive: true)
        do throws(FileError) {
            try file.write(bytes)
            try file.close()
        } catch {
            throw FileError(verb: "write", name: FileError.quoted(path), reason: error.reason, code: error.code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            _ = unlink(temporary)
            throw FileError(verb: "write", name: FileError.quoted(path), code: code)
        }
    }

    /// Writes `text` (UTF-8) to `path` as a whole file, as `write(_:toPath:)` does.
    package static func write(_ text: String, toPath path: String, exclusive: Bool = false, atomically: Bool = false) throws(FileError) {
        try write(Array(text.utf8), toPath: path, exclusive: exclusive, atomically: atomically)
    }

    /// Checks that everything `print` wrote to standard output arrived: what every command does
    /// before it reports success.
    package static func finishStandardOutput() throws(FileError) {
        try standardOutput().close()
    }

    /// Writes `text` to standard error, ignoring failure (there is nowhere left to report it):
    /// warnings and the one error line.
    package static func writeStandardError(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
