/// Where one frame's time went, milliseconds of wall-clock time.
public struct FrameCost: Hashable, Sendable {
    /// Building the draw list from the displayed items (culling, geometry).
    public var drawListMilliseconds: Double
    /// Issuing the draw calls: background, sprites, HUD (before present).
    public var drawMilliseconds: Double

    public init(drawListMilliseconds: Double = 0, drawMilliseconds: Double = 0) {
        self.drawListMilliseconds = drawListMilliseconds
        self.drawMilliseconds = drawMilliseconds
    }
}

/// A monotonic clock in milliseconds (SDL's performance counter). Wall-clock time belongs here,
/// in the playground, never in the layout core.
public enum Stopwatch {
    public static func now() -> Double {
        Double(SDLClock.counter()) * 1000 / Double(SDLClock.frequency)
    }
}
