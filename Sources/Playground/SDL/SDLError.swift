import CSDL2
import OrbitRendering

/// A failed SDL call, with SDL's own explanation: one line, meant for the user. The same type as
/// the pure writers' `OutputError`, so that either passes through the shell unwrapped.
public typealias SDLError = OutputError

extension SDLError {
    /// `what` followed by `SDL_GetError()`.
    static func last(_ what: String) -> SDLError {
        let reason = String(cString: SDL_GetError())
        return SDLError(reason.isEmpty ? what : "\(what): \(reason)")
    }
}
