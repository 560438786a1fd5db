/// What filling pixels costs on this renderer right now, learnt from the frames drawn, and the
/// sprite budget that keeps the next frame's drawing and present within `targetMilliseconds`.
///
/// The model: drawing and presenting a frame costs `k × (screen + sprites)` milliseconds, where
/// `screen` is the drawable's pixels (clearing it, the backdrop and the copy to the display take
/// about one screen's worth of sprite pixels on Mesa's llvmpipe) and `sprites` the pixels the
/// sprites cover, overdraw counted. `k` is a moving average over recent frames, so the budget
/// follows the machine: on the 2-core build machine `k` is about 7 ns when it is idle and three
/// times that while other builds share the cores. The budget is then the sprite pixels that
/// `k` says fit the target. Pure: the caller passes the measured times.
package struct FillCostModel: Hashable, Sendable {
    /// Milliseconds that drawing and present may take together: 25 leaves the rest of a 50 ms
    /// frame for layout, events and the moments when another process takes the cores.
    package var targetMilliseconds: Double
    /// Milliseconds per pixel, the current estimate (`k` above).
    package private(set) var millisecondsPerPixel: Double
    /// How much of each new frame's measurement enters the average (0…1).
    package var smoothing: Double

    /// The budget never drops below this many pixels (some 70 icons of 60 points) nor rises above
    /// the maximum, whatever a stray frame measured.
    package static let pixelRange = 250_000.0...16_000_000.0
    /// Sprites per frame, whatever their size: each costs its geometry.
    package static let spriteLimit = SpriteBudget.frame.sprites

    package init(targetMilliseconds: Double = 25, millisecondsPerPixel: Double = 8e-6, smoothing: Double = 0.2) {
        self.targetMilliseconds = targetMilliseconds
        self.millisecondsPerPixel = millisecondsPerPixel
        self.smoothing = smoothing
    }

    /// Learns from one frame: `milliseconds` of drawing and present that filled `spritePixels`
    /// on a drawable of `screenPixels`. Non-finite or non-positive figures are ignored.
    package mutating func record(milliseconds: Double, spritePixels: Double, screenPixels: Double) {
        let pixels = screenPixels + spritePixels
        guard milliseconds.isFinite, milliseconds > 0, pixels.isFinite, pixels > 0 else { return }
        millisecondsPerPixel += smoothing * (milliseconds / pixels - millisecondsPerPixel)
    }

    /// The sprite budget of the next frame on a drawable of `screenPixels`.
    package func budget(screenPixels: Double) -> SpriteBudget {
        let fits = targetMilliseconds / millisecondsPerPixel - screenPixels
        let pixels = fits.isFinite ? Swift.min(Swift.max(fits, Self.pixelRange.lowerBound), Self.pixelRange.upperBound) : Self.pixelRange.lowerBound
        return SpriteBudget(pixels: pixels, sprites: Self.spriteLimit)
    }
}
