import CollectionLayout
import OrbitSession
import OrbitRendering

/// What a frame of N moving sprites costs on a renderer (`orbit bench --render`), split as the
/// playground's loop splits it:
/// - layout: a `Session` handles the frame's input and advances, then computes its
///   displayed items;
/// - draw: `FrameRenderer.render` (draw list, backdrop and sprites' draw calls, no HUD);
/// - present: the target's `finish()` (`SDL_RenderPresent`, or `SDL_RenderFlush` headless).
///
/// The `flat` scene is the ring layout with `itemSize` 64 and N items, all on screen in a window of
/// `boundsSize`; every frame a trackpad rotation step turns the ring, so every sprite moves. The
/// `perspective` scene is the cylinder layout with N items of `itemSize` 64, all N on the
/// cylinder (`count` = N + 1, the window of shown offsets `±count/2` holds all N whatever the
/// fractional focus; back faces shown; `radius` within the window), so all N are
/// perspective quads on screen; every frame
/// a drag turns it by 2 points. Its result also states the tessellation's cost: the triangles a
/// frame draws and the time `PerspectiveQuad.tessellated()` takes for the frame's quads (already
/// inside `draw`; measured again, untimed, after the frame). Time comes from `now` (milliseconds,
/// monotonic), so tests drive it with a fake clock.
public struct RenderBenchmark {
    /// What the frames show.
    public enum Scene: String, Sendable {
        /// 2D sprites: a turning ring.
        case flat = "2D"
        /// 3D sprites with perspective: a turning cylinder.
        case perspective = "3D"
    }

    public struct Configuration: Sendable {
        public var scene = Scene.flat
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
        /// How far the drag turns the cylinder each frame, points.
        public var dragPerFrame = 2.0

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
        public var scene: Scene
        /// The perspective scene: triangles drawn per frame (p50) and the tessellation's time per
        /// frame (part of `draw`); 0 for the flat scene.
        public var triangles: Int
        public var tessellation: Percentiles

        public init(
            renderer: String, sprites: Int, visibleMinimum: Int, visibleMaximum: Int, frames: Int, frame: Percentiles,
            layout: Percentiles, draw: Percentiles, present: Percentiles, scene: Scene = .flat, triangles: Int = 0,
            tessellation: Percentiles = Percentiles(p50: 0, p99: 0)
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
            self.scene = scene
            self.triangles = triangles
            self.tessellation = tessellation
        }
    }

    public var configuration = Configuration()
    /// Milliseconds on a monotonic clock.
    public var now: () -> Double

    public init(now: @escaping () -> Double = Stopwatch.now) {
        self.now = now
    }

    /// The scene's session: the ring (or cylinder) of `sprites` items of `itemSize` in `boundsSize`.
    public func session(sprites: Int) -> Session {
        let size = LayoutSetting(key: "itemSize", value: String(configuration.itemSize))
        let (layout, settings): (LayoutDescriptor, [LayoutSetting]) = configuration.scene == .flat
            ? (.ring, [size])
            : (.cylinder, [
                size, LayoutSetting(key: "count", value: String(sprites + 1)),
                LayoutSetting(key: "radius", value: String(cylinderRadius(sprites: sprites))),
                // Every sprite in the window, past iCarousel's cap of 50.
                LayoutSetting(
                    key: "visibleItems", value: String(min(max(1, sprites), PerspectiveCarouselDefaults.visibleItemsRange.upperBound))),
            ])
        do {
            var session = try Session(layout: layout, settings: settings, itemCount: sprites, boundsSize: configuration.boundsSize)
            if configuration.scene == .perspective {
                // Hold the content in the middle, where a long drag never reaches an end.
                session.send(.pointerDown(.left, dragStart), at: 0)
            }
            return session
        } catch {
            // A finite positive itemSize and count are always accepted; fall back to the layout's own.
            return Session(layout: layout, itemCount: sprites, boundsSize: configuration.boundsSize)
        }
    }

    /// The cylinder's radius: iCarousel's (the items side by side round it), but at most 0.55 of
    /// the window's width, where every item stays on screen.
    func cylinderRadius(sprites: Int) -> Double {
        let circle = CircularCarousel(
            itemCount: sprites + 1, viewLength: configuration.boundsSize.width, itemLength: configuration.itemSize, spacing: 1,
            arc: 2 * .pi, count: sprites + 1, radius: nil, minimumRadius: 0.01)
        return max(1, min(circle.radius, 0.55 * configuration.boundsSize.width))
    }

    /// Where the perspective scene's drag starts: the middle of the window.
    var dragStart: Point { Point(x: configuration.boundsSize.width / 2, y: configuration.boundsSize.height / 2) }

    /// The frame's input for a scene of `sprites` items: a rotation step of the ring, or the
    /// cylinder's drag moved on.
    func input(frame: Int, sprites: Int) -> PointerInput {
        switch configuration.scene {
        case .flat:
            return .rotate(angle: configuration.turnPerFrame)
        case .perspective:
            // The first move brings the middle item to the front, so the cylinder is full all round.
            let middle = Double(sprites / 2) * configuration.itemSize
            let travelled = Double(frame + configuration.warmUpFrames + 1) * configuration.dragPerFrame
            return .pointerMove(Point(x: dragStart.x - middle - travelled, y: dragStart.y))
        }
    }

    /// Draws `warmUpFrames + frames` frames of `sprites` moving sprites on `target`.
    ///
    /// - Complexity: O((warmUpFrames + frames) × sprites), plus the renderer's fill cost.
    public func run(sprites: Int, on target: RenderTarget) -> Result {
        var session = session(sprites: sprites)
        var viewport = Viewport(size: configuration.boundsSize, pixelScale: target.pixelScale)
        var layoutTimes: [Double] = [], drawTimes: [Double] = [], presentTimes: [Double] = [], frameTimes: [Double] = []
        var visibleMinimum = Int.max, visibleMaximum = 0
        var triangles: [Double] = [], tessellationTimes: [Double] = []
        for frame in -configuration.warmUpFrames..<configuration.frames {
            let time = Double(frame + configuration.warmUpFrames + 1) / 60
            target.pumpEvents()

            let start = now()
            session.send(input(frame: frame, sprites: sprites), at: time)
            let items = session.displayedItems
            viewport.contentOffset = session.contentOffset
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
            if configuration.scene == .perspective {
                let quads = list.sprites.compactMap(\.perspective)
                let before = now()
                let count = quads.reduce(0) { $0 + $1.tessellated().indices.count / 3 }
                tessellationTimes.append(now() - before)
                triangles.append(Double(count))
            }
        }
        return Result(
            renderer: target.name, sprites: sprites, visibleMinimum: frameTimes.isEmpty ? 0 : visibleMinimum,
            visibleMaximum: visibleMaximum, frames: frameTimes.count, frame: Percentiles(frameTimes),
            layout: Percentiles(layoutTimes), draw: Percentiles(drawTimes), present: Percentiles(presentTimes),
            scene: configuration.scene, triangles: Int(Percentiles(triangles).p50), tessellation: Percentiles(tessellationTimes))
    }
}
