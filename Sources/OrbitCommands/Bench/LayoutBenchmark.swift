import CollectionLayout
import OrbitRendering
import Playground

/// Measures what a layout costs per frame: prepare, the culled visible query the playground makes
/// each frame (`attributes(in:resolution:)` at one point per pixel) while sweeping the whole content
/// (or turning the layout, for layouts that do not scroll), and the same frames computed the seeds'
/// way (every item's attributes each frame, then filtered to the visible rect). With several
/// sections, a frame whose scroll the layout wants to see (pinned headers) goes through the
/// layout's invalidation context as the host does: a partial invalidation, not a `prepare`.
///
/// Time comes from `now` (nanoseconds, monotonic), so tests can drive it with a fake clock.
struct LayoutBenchmark {
    struct Configuration: Sendable {
        var boundsSize = Size(width: 1280, height: 800)
        /// The display scale the layouts see (`--scale`).
        var displayScale = 1.0
        /// Timed frames of the sweep.
        var frames = 240
        /// Untimed frames before it.
        var warmUpFrames = 20
        /// Repetitions of prepare and of the sweep; figures are medians over them.
        var runs = 3
        /// A sweep stops after this much time or `frames` frames, whichever comes first (at least
        /// `minimumFrames`): the seeds' way at a million items, and the circles, whose every item is
        /// on screen, take tens of milliseconds a frame.
        var sweepBudgetNanoseconds: UInt64 = 1_500_000_000
        var minimumFrames = 3
        /// The width of a screen pixel the query is asked for, points: 1, a window at 1x.
        var resolution = 1.0
    }

    struct Result: Sendable, Equatable {
        var layout: LayoutDescriptor
        /// Items in all sections.
        var items: Int
        /// Items per section (`[items]`, or empty, for one section).
        var sections: [Int] = []
        var prepareMilliseconds: Double
        var queryMicrosecondsP50: Double
        var queryMicrosecondsP99: Double
        var returnedAverage: Double
        var seedWayMicrosecondsP50: Double
        var seedWayFrames: Int
        var residentMegabytes: Double
        /// Bytes the layout keeps per item after prepare, where it keeps any (waterfall).
        var bytesPerItem: Double?

        /// Bytes of attributes the query returns per frame, on average (what a frame allocates
        /// for them).
        var attributeBytesPerFrame: Double { returnedAverage * Double(MemoryLayout<LayoutAttributes>.stride) }

        var speedup: Double { queryMicrosecondsP50 > 0 ? seedWayMicrosecondsP50 / queryMicrosecondsP50 : 0 }
    }

    var configuration = Configuration()
    var now: () -> UInt64
    var residentBytes: () -> Int = { 0 }

    /// The layout context of sweep frame `frame` of `frames`: the offset runs from the start to the
    /// end of the scroll range; layouts that do not scroll turn through a full rotation instead.
    static func context(frame: Int, of frames: Int, layout: any CollectionViewLayout, base: LayoutContext) -> LayoutContext {
        let progress = frames > 1 ? Double(frame) / Double(frames - 1) : 0
        let range = layout.maximumContentOffset
        if range.x > 0 || range.y > 0 {
            return base.with(contentOffset: Point(x: range.x * progress, y: range.y * progress))
        }
        return LayoutContext(
            boundsSize: base.boundsSize, contentOffset: base.contentOffset, sectionItemCounts: base.sectionItemCounts,
            itemLengths: base.itemLengths, gestureScale: base.gestureScale, gestureRotation: 2 * .pi * progress,
            displayScale: base.displayScale)
    }

    /// Brings `layout` to `context` as the host does each frame: nothing when only the offset moved
    /// and the layout does not mind; its invalidation context when it does (a partial one just
    /// takes the offset, for pinned headers); a full `prepare` for anything else.
    static func update(_ layout: inout any CollectionViewLayout, to context: LayoutContext) {
        guard context.differsOnlyInOffset(from: layout.context) else { return layout.prepare(context) }
        guard layout.shouldInvalidate(forBoundsChange: context.visibleRect) else { return }
        let invalidation = layout.invalidationContext(forBoundsChange: context.visibleRect)
        if invalidation.invalidateEverything {
            layout.prepare(context)
        } else {
            layout.invalidateLayout(with: invalidation, for: context)
        }
    }

    /// One layout with `items` items in one section.
    func run(_ descriptor: LayoutDescriptor, items: Int) throws -> Result {
        try run(descriptor, sections: [items])
    }

    /// One layout with `settings` applied and `sections` items per section.
    func run(_ descriptor: LayoutDescriptor, sections: [Int], settings: [LayoutSetting] = []) throws -> Result {
        let base = LayoutContext(boundsSize: configuration.boundsSize, sectionItemCounts: sections, displayScale: configuration.displayScale)
        let items = base.itemCount

        var prepareTimes: [Double] = []
        var layout = try descriptor.makeLayout(settings)
        for _ in 0..<Swift.max(1, configuration.runs) {
            var fresh = try descriptor.makeLayout(settings)
            let start = now()
            fresh.prepare(base)
            prepareTimes.append(Double(now() - start) / 1_000_000)
            layout = fresh
        }
        let resident = Double(residentBytes()) / 1_048_576
        let bytesPerItem = (layout as? any LayoutMemoryReporting).map { items > 0 ? Double($0.indexByteCount) / Double(items) : 0 }

        // The culled query, as the host runs it each frame: re-prepare only when the layout asks.
        var queryTimes: [Double] = []
        var returned = 0, returnedFrames = 0
        for run in 0..<Swift.max(1, configuration.runs) {
            let runStart = now()
            for frame in -configuration.warmUpFrames..<configuration.frames {
                let context = Self.context(frame: Swift.max(0, frame), of: configuration.frames, layout: layout, base: base)
                let start = now()
                Self.update(&layout, to: context)
                let visible = layout.attributes(in: context.visibleRect, resolution: configuration.resolution)
                let elapsed = now() - start
                guard frame >= 0 else { continue }
                queryTimes.append(Double(elapsed) / 1_000)
                if run == 0 {
                    returned += visible.count
                    returnedFrames += 1
                }
                if frame + 1 >= configuration.minimumFrames, now() - runStart > configuration.sweepBudgetNanoseconds { break }
            }
        }

        // The seeds' way: every item's attributes each frame, then the filter.
        var seedTimes: [Double] = []
        let seedStart = now()
        for frame in 0..<configuration.frames {
            let context = Self.context(frame: frame, of: configuration.frames, layout: layout, base: base)
            let start = now()
            Self.update(&layout, to: context)
            let rect = context.visibleRect
            var kept = 0
            for (section, count) in base.sectionItemCounts.enumerated() {
                for index in 0..<count {
                    if let attributes = layout.attributes(at: ItemIndexPath(item: index, section: section)), attributes.isVisible,
                        attributes.transformedFrame.intersects(rect) {
                        kept += 1
                    }
                }
            }
            blackHole(kept)
            seedTimes.append(Double(now() - start) / 1_000)
            if seedTimes.count >= configuration.minimumFrames, now() - seedStart > configuration.sweepBudgetNanoseconds {
                break
            }
        }

        return Result(
            layout: descriptor, items: items, sections: base.sectionItemCounts,
            prepareMilliseconds: Self.percentile(prepareTimes, 0.5),
            queryMicrosecondsP50: Self.percentile(queryTimes, 0.5),
            queryMicrosecondsP99: Self.percentile(queryTimes, 0.99),
            returnedAverage: returnedFrames > 0 ? Double(returned) / Double(returnedFrames) : 0,
            seedWayMicrosecondsP50: Self.percentile(seedTimes, 0.5),
            seedWayFrames: seedTimes.count,
            residentMegabytes: resident,
            bytesPerItem: bytesPerItem)
    }

    /// The `fraction` percentile by nearest rank (the HUD's definition); 0 for no samples.
    static func percentile(_ samples: [Double], _ fraction: Double) -> Double {
        FrameStats.percentile(fraction, of: samples) ?? 0
    }
}

/// Keeps the optimiser from dropping work whose result is otherwise unused.
@inline(never) func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
