import CSDL2

/// A failed SDL call, with SDL's own explanation: one line, meant for the user.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    /// `what` followed by `SDL_GetError()`.
    static func last(_ what: String) -> SDLError {
        let reason = String(cString: SDL_GetError())
        return SDLError(reason.isEmpty ? what : "\(what): \(reason)")
    }

    public var description: String { message }
}
