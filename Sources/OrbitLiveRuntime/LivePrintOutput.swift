#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where a live layout's `print` and `debugPrint` go: standard error, each line prefixed with the
/// layout file's name (`Spiral.swift: radius 42`), so that the data a tool writes on standard
/// output (`dump`'s JSON, `replay --trace -`, `bench --json`) stays clean.
///
/// The generated registration file of every live layout library declares `print` and
/// `debugPrint` with the standard library's signatures (they shadow Swift's in the user's module)
/// and forwards them here. The formatting lives in this precompiled module rather than in the
/// generated file because swiftc type-checked and compiled those bodies again on every save:
/// about 55 ms of a 240 ms compile of the Examples spiral.
///
/// Output that bypasses the shadowing functions (`Swift.print`, `FileHandle.standardOutput`, C's
/// `putchar`) is not redirected.
public final class LivePrintOutput: @unchecked Sendable {
    /// Set (to anything) in a process whose layouts' `print` output is dropped: the check's child,
    /// where nobody reads it and a layout printing thousands of lines per `prepare` would spend
    /// seconds writing them.
    public static let discardEnvironmentKey = "ORBIT_LIVE_DISCARD_PRINT"

    /// Read once per process: the child is started with the variable set.
    private static let discards = getenv(discardEnvironmentKey) != nil

    /// What starts each line (`"Spiral.swift: "`).
    public let prefix: String
    /// Whether the next character written starts a line (and so gets the prefix). Layout calls
    /// come from one thread at a time (the session's, or the reloader's check), as before this
    /// moved here, so it is not locked.
    private var atLineStart = true

    public init(prefix: String) {
        self.prefix = prefix
    }

    /// `print(items..., separator:terminator:)`, written to standard error with the prefix.
    public func print(_ items: [Any], separator: String, terminator: String) {
        if Self.discards { return }
        var text = ""
        Swift.print(items.map { "\($0)" }.joined(separator: separator), terminator: terminator, to: &text)
        emit(text)
    }

    /// `debugPrint(items..., separator:terminator:)`, written to standard error with the prefix.
    public func debugPrint(_ items: [Any], separator: String, terminator: String) {
        if Self.discards { return }
        var text = ""
        Swift.print(items.map { String(reflecting: $0) }.joined(separator: separator), terminator: terminator, to: &text)
        emit(text)
    }

    private func emit(_ text: String) {
        var out = ""
        for character in text {
            if atLineStart { out += prefix }
            out.append(character)
            atLineStart = character == "\n"
        }
        var bytes = Array(out.utf8)
        var start = 0
        while start < bytes.count {
            let written = bytes[start...].withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
            if written <= 0 { break }
            start += written
        }
    }
}
