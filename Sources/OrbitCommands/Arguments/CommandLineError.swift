/// A user's mistake on the command line or in an input file: printed as one line, exit code 2.
public struct CommandLineError: Error, CustomStringConvertible, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// A failure while doing what was asked (a file that cannot be written, a renderer that cannot
/// start): printed as one line, exit code 1.
public struct RuntimeFailure: Error, CustomStringConvertible, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// A failure the command has already reported in full on standard output (`orbit check-layout`'s
/// one line): exits with `status` and prints nothing more.
struct ReportedFailure: Error, Sendable {
    let status: Int32
}
