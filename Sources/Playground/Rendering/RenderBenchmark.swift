import CollectionLayout

/// What a frame of N moving sprites costs on a renderer (`orbit bench --render`), split as the
/// playground's loop splits it:
/// - layout: a `PlaygroundSession` handles the frame's input and advances, then computes its
///   displayed items;
/// - draw: `FrameRenderer.render` (draw list, backdrop and sprites' draw calls, no HUD);
/// - present: the target's `finish()` (`SDL_RenderPresent`, or `SDL_RenderFlush` headless).
///
/// The scene is the ring preset with `itemSize` 64 and N items, all on screen in a window of
/// `boundsSize`; every frame a trackpad rotation step turns the ring, so every sprite moves. Time
/// comes from `now` (milliseconds, monotonic), so tests drive it with a fake clock.
public struct RenderBenchmark {
    public struct Configuration: Sendable {
        /// The window (or canvas) size, points.
        public var boundsSize = Size(width: 1280, height: 800)
        /// Timed frames.
        public var frames = 240
        /// Untimed frames before them (texture uploads, caches).
        public var warmUpFrames = 20
        /// The sprites' side, points.
        public var itemSize = 64.0
        /// How far the ring turns each frame, radians (a turn every 4 s at 60 fps).
        public var turnPerFrame = 2 * Double.pi / 240

        public init() {}
    }

    /// p50 and p99 of one part of the frame, milliseconds.
    public struct Percentiles: Sendable, Equatable {
        public var p50: Double
        public var p99: Double

        /// The nearest-rank percentiles of `samples` (the HUD's definition); zeros for none.
        public init(_ samples: [Double]) {
            p50 = FrameStats.percentile(0.5, of: samples) ?? 0
            p99 = FrameStats.percentile(0.99, of: samples) ?? 0
        }

        public init(p50: Double, p99: Double) {
            self.p50 = p50
            self.p99 = p99
        }
    }

    public struct Result: Sendable, Equatable {
        /// The target's name ("software", "opengl", …).
        public var renderer: String
        /// Items in the scene.
        public var sprites: Int
        /// The fewest and the most items drawn in a timed frame (both equal `sprites` when the
        /// whole ring is on screen).
        public var visibleMinimum: Int
        public var visibleMaximum: Int
        /// Timed frames.
        public var frames: Int
        /// The whole frame, from before layout to after present.
        public var frame: Percentiles
        public var layout: Percentiles
        public var draw: Percentiles
        public var present: Percentiles

        public init(
            renderer: String, sprites: Int, visibleMinimum: Int, visibleMaximum: Int, frames: Int, frame: Percentiles,
            layout: Percentiles, draw: Percentiles, present: Percentiles
        ) {
            self.renderer = renderer
            self.sprites = sprites
            self.visibleMinimum = visibleMinimum
            self.visibleMaximum = visibleMaximum
            self.frames = frames
            self.frame = frame
            self.layout = layout
            self.draw = draw
            self.present = present
        }
    }

    public var configuration = Configuration()
    /// Milliseconds on a monotonic clock.
    public var now: () -> Double

    public init(now: @escaping () -> Double = Stopwatch.now) {
        self.now = now
    }

    /// The scene's session: the ring of `sprites` items of `itemSize` in `boundsSize`.
    public func session(sprites: Int) -> PlaygroundSession {
        do {
            return try PlaygroundSession(
                layout: .ring, settings: [LayoutSetting(key: "itemSize", value: String(configuration.itemSize))],
                itemCount: sprites, boundsSize: configuration.boundsSize)
        } catch {
            // A finite positive itemSize is always accepted; fall back to the preset's own size.
            return PlaygroundSession(layout: .ring, itemCount: sprites, boundsSize: configuration.boundsSize)
        }
    }

    /// Draws `warmUpFrames + frames` frames of `sprites` moving sprites on `target`.
    ///
    /// - Complexity: O((warmUpFrames + frames) × sprites), plus the renderer's fill cost.
    public func run(sprites: Int, on target: RenderTarget) -> Result {
        var session = session(sprites: sprites)
        let viewport = Viewport(size: configuration.boundsSize, pixelScale: target.pixelScale)
        var layoutTimes: [Double] = [], drawTimes: [Double] = [], presentTimes: [Double] = [], frameTimes: [Double] = []
        var visibleMinimum = Int.max, visibleMaximum = 0
        for frame in -configuration.warmUpFrames..<configuration.frames {
            let time = Double(frame + configuration.warmUpFrames + 1) / 60
            target.pumpEvents()

            let start = now()
            session.handle(.rotate(angle: configuration.turnPerFrame), at: time)
            let items = session.displayedItems
            let laidOut = now()
            let (list, _) = target.frames.render(items: items, viewport: viewport, status: nil)
            let drawn = now()
            target.finish()
            let end = now()

            guard frame >= 0 else { continue }
            layoutTimes.append(laidOut - start)
            drawTimes.append(drawn - laidOut)
            presentTimes.append(end - drawn)
            frameTimes.append(end - start)
            visibleMinimum = min(visibleMinimum, list.visibleItemCount)
            visibleMaximum = max(visibleMaximum, list.visibleItemCount)
        }
        return Result(
            renderer: target.name, sprites: sprites, visibleMinimum: frameTimes.isEmpty ? 0 : visibleMinimum,
            visibleMaximum: visibleMaximum, frames: frameTimes.count, frame: Percentiles(frameTimes),
            layout: Percentiles(layoutTimes), draw: Percentiles(drawTimes), present: Percentiles(presentTimes))
    }
}
