#if canImport(Glibc)
import Glibc
#endif

/// Keeps descriptors 0, 1 and 2 taken. Started with one closed (`orbit dump >&-`), the first file
/// `orbit` opened would get its number, and everything printed would land in a trace or a PNG.
enum StandardDescriptors {
    /// Opens `/dev/null` read-only at each closed standard descriptor: the number is taken, and a
    /// write to it still fails with EBADF, as it would closed (`cannot write standard output: bad
    /// file descriptor`).
    static func reserve() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // `open` returns the lowest free number: this one, since those below are open.
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0, opened != descriptor {
                _ = dup2(opened, descriptor)
                _ = close(opened)
            }
        }
    }
}
