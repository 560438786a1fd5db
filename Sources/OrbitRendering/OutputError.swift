import CollectionLayout

/// What could not be written or drawn (a trace-events file, a profile, a PNG, a window), as one
/// line meant for the user. The playground's `SDLError` is this type, so that the pure writers here
/// and the SDL shell throw the same error without re-wrapping it.
public struct OutputError: DescribedError, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

}
