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
