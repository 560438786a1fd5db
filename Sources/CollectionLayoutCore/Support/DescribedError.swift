/// An error that is one line for a person: what went wrong and with what (`--items: '-1' is not a
/// whole number >= 0`, `Spiral.swift:12:5: error: cannot find 'foo' in scope`).
///
/// Every module's errors conform, so the command line reports any of them as it comes (one line,
/// exit status 1) without wrapping it in another; a caller that knows better (a script the user
/// gave is a usage mistake, exit 2) says so where it catches it.
public protocol DescribedError: Error, CustomStringConvertible {
    /// The one line, without a trailing newline.
    var message: String { get }
}

extension DescribedError {
    public var description: String { message }
}
