import CSDL2

/// SDL's high-resolution counter.
enum SDLClock {
    static func counter() -> UInt64 { SDL_GetPerformanceCounter() }
    static let frequency: UInt64 = max(1, SDL_GetPerformanceFrequency())
}
