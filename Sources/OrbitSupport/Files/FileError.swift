import CollectionLayoutCore

#if canImport(Glibc)
import Glibc
#endif

/// Why a file (or standard output) could not be read or written, as one line naming it and the
/// problem: `cannot write 't.jsonl': no space left on device`.
///
/// Public, unlike the rest of this module: a public error of another module carries it
/// (`LiveLayoutError.SourceProblem.unreadable`), and a caller reads its `message` or `reason`.
public struct FileError: DescribedError, Equatable, Sendable {
    /// What was being done: `read` or `write`.
    public let verb: String
    /// The file as the user named it, quoted (`'t.jsonl'`), or `standard output`.
    public let name: String
    /// The problem alone (`no space left on device`, `a FIFO, not a regular file`), for callers
    /// that name the file their own way.
    public let reason: String
    /// The `errno` behind it, 0 when the problem is not a system call's (a FIFO refused).
    public let code: Int32

    public init(verb: String, name: String, reason: String, code: Int32 = 0) {
        self.verb = verb
        self.name = name
        self.reason = reason
        self.code = code
    }

    /// `verb` on `name` failed with `errno` `code`.
    init(verb: String, name: String, code: Int32) {
        self.init(verb: verb, name: name, reason: Self.describe(code), code: code)
    }

    public var message: String { "cannot \(verb) \(name): \(reason)" }

    /// `strerror(code)` as the rest of a one-line message reads it: `no space left on device`.
    public static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// A path as messages show it: in single quotes.
    static func quoted(_ path: String) -> String { "'\(path)'" }
}
