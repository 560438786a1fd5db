import CSDL2

/// SDL's high-resolution counter.
enum SDLClock {
    static func counter() -> UInt64 { SDL_GetPerformanceCounter() }
    static let frequency: UInt64 = max(1, SDL_GetPerformanceFrequency())
}

/// A monotonic clock in milliseconds (SDL's performance counter). Wall-clock time belongs here,
/// in the playground, never in the layout core.
public enum Stopwatch {
    public static func now() -> Double {
        Double(SDLClock.counter()) * 1000 / Double(SDLClock.frequency)
    }
}
