import CollectionLayout

/// Why a command stopped, and how `orbit` exits on it.
public enum CommandFailure: DescribedError, Equatable, Sendable {
    /// A user's mistake on the command line or in an input file: one line, exit status 2.
    case usage(String)
    /// A failure while doing what was asked (a file that cannot be written, a renderer that cannot
    /// start): one line, exit status 1.
    case runtime(String)
    /// A failure the command has already reported in full on standard output (`orbit
    /// check-layout`'s one line): exits with `status` and prints nothing more.
    case reported(status: Int32)

    public var message: String {
        switch self {
        case .usage(let message), .runtime(let message): message
        case .reported(let status): "failed (exit \(status))"
        }
    }

    /// The process's exit status.
    public var exitStatus: Int32 {
        switch self {
        case .usage: 2
        case .runtime: 1
        case .reported(let status): status
        }
    }
}
