import Foundation

/// What filling pixels costs on this renderer, learnt from the frames drawn, and the sprite budget
/// of the next frame: the detail target (`targetMilliseconds`) and the bound past which whole items
/// are left out (`boundMilliseconds`).
///
/// The model: drawing and presenting a frame costs `k × (screen + sprites)` milliseconds, where
/// `screen` is the drawable's pixels (clearing it, the backdrop and the copy to the display take
/// about one screen's worth of sprite pixels on Mesa's llvmpipe) and `sprites` the pixels the
/// sprites cover, overdraw counted. `k` is a moving average over the last fraction of a second.
///
/// **The machine's load is not the drawing's cost.** Each frame is measured twice: the wall clock,
/// and the CPU time this process spent (llvmpipe's threads included). A frame the machine made
/// slow (other processes on the cores, a vsync wait) took wall time but not CPU time, so the
/// smaller of the two is what drawing cost: three busy processes on the 2-core build machine made
/// frames 5 to 10 times longer and left `k` where it was. The frame rate drops instead of the
/// picture. Without a CPU clock the wall clock is all there is; the floor (`SpriteBudget`) still
/// holds.
///
/// **Recovery within a second.** The average weighs frames by the time between them, not by their
/// number (`smoothing` is a frame's weight 1/60 s after the one before): after a slow stretch of
/// 2 fps the first quick frames move the estimate as far as 60 frames would, and a second after
/// the load ends what it measured is forgotten. Pure: the caller passes the measured times.
package struct FillCostModel: Hashable, Sendable {
    /// Milliseconds that drawing and present should take: beyond it the coverage test coarsens
    /// (25 leaves the rest of a 50 ms frame for layout, events and the moments when another process
    /// takes the cores).
    package var targetMilliseconds: Double
    /// Milliseconds that drawing and present may take at the lowest detail before whole items are
    /// left out: the frame-time bound, 100 ms (10 fps).
    package var boundMilliseconds: Double
    /// Milliseconds per pixel, the current estimate (`k` above).
    package private(set) var millisecondsPerPixel: Double
    /// How much a frame 1/60 s after the previous one moves the average (0…1); a frame `t` seconds
    /// after weighs `1 − (1 − smoothing)^(60 t)`.
    package var smoothing: Double
    /// When the last frame was recorded, seconds on the caller's clock; nil before the first.
    package private(set) var lastRecord: Double?

    /// The bound's pixels: never below the floor (`floorPixels`) nor above the maximum.
    package static let pixelRange = floorPixels...32_000_000.0
    /// The detail target's pixels: never below this (some 70 icons of 60 points) nor above the bound.
    package static let detailRange = 250_000.0...32_000_000.0
    /// Sprites per frame, whatever their size: each costs its geometry.
    package static let spriteLimit = SpriteBudget.frame.sprites
    /// Item pixels always drawn, whatever a frame costs: four 1280x800 windows of items (a
    /// 21-item album of 180-point photos at 2x is 2.7 million), about 28 ms of llvmpipe fill on
    /// the idle build machine.
    package static let floorPixels = 4_000_000.0
    /// Items always drawn, whatever they cost: the topmost 100.
    package static let floorItems = 100
    /// The interval a frame's weight is stated for, seconds.
    static let step = 1.0 / 60

    package init(targetMilliseconds: Double = 25, boundMilliseconds: Double = 100, millisecondsPerPixel: Double = 8e-6, smoothing: Double = 0.2) {
        self.targetMilliseconds = targetMilliseconds
        self.boundMilliseconds = Swift.max(boundMilliseconds, targetMilliseconds)
        self.millisecondsPerPixel = millisecondsPerPixel
        self.smoothing = smoothing
    }

    /// Learns from one frame: `milliseconds` of drawing and present (wall clock) that filled
    /// `spritePixels` on a drawable of `screenPixels`, of which `cpuMilliseconds` (when known) was
    /// this process's CPU time; `at`: when, seconds (nil: 1/60 s after the last frame). Non-finite
    /// or non-positive figures are ignored.
    package mutating func record(
        milliseconds: Double, cpuMilliseconds: Double? = nil, spritePixels: Double, screenPixels: Double, at time: Double? = nil
    ) {
        let pixels = screenPixels + spritePixels
        var cost = milliseconds
        // The machine's share of a slow frame is wall time without CPU time: not the drawing's.
        if let cpuMilliseconds, cpuMilliseconds.isFinite, cpuMilliseconds > 0 { cost = Swift.min(cost, cpuMilliseconds) }
        guard cost.isFinite, cost > 0, pixels.isFinite, pixels > 0 else { return }
        let elapsed = time.flatMap { now in lastRecord.map { Swift.min(Swift.max(now - $0, 0), 1) } } ?? Self.step
        if let time, time.isFinite { lastRecord = time }
        let weight = 1 - pow(1 - Swift.min(Swift.max(smoothing, 0), 1), elapsed / Self.step)
        millisecondsPerPixel += weight * (cost / pixels - millisecondsPerPixel)
    }

    /// The sprite budget of the next frame on a drawable of `screenPixels`.
    package func budget(screenPixels: Double) -> SpriteBudget {
        func fitting(_ milliseconds: Double, _ range: ClosedRange<Double>) -> Double {
            let fits = milliseconds / millisecondsPerPixel - screenPixels
            return fits.isFinite ? Swift.min(Swift.max(fits, range.lowerBound), range.upperBound) : range.lowerBound
        }
        return SpriteBudget(
            pixels: fitting(boundMilliseconds, Self.pixelRange), sprites: Self.spriteLimit,
            detailPixels: fitting(targetMilliseconds, Self.detailRange), floorItems: Self.floorItems, floorPixels: Self.floorPixels)
    }
}
