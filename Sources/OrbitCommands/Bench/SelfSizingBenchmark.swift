import CollectionLayout

/// `orbit bench --content captions|photos`: what self-sizing costs in the host, per layout and item
/// count. From the end of the content, flings towards the start through estimated items (the
/// worst case: every item on screen arrives estimated, above the ones already sized), timing each
/// frame's `advance` (sizing, invalidations, offset adjustments included) and counting the items
/// measured in it; then, at rest in the middle, one preferred size delivered to a visible item at a
/// time (`setPreferredSize`), timing each: the cost of one invalidation at that count.
///
/// Time comes from `now` (nanoseconds, monotonic), so tests can drive it with a fake clock.
struct SelfSizingBenchmark {
    var now: () -> UInt64
    var boundsSize = Size(width: 1280, height: 800)
    /// The display scale the layouts see (`--scale`).
    var displayScale = 1.0
    /// Timed fling frames per layout and count.
    var frames = 240
    /// Timed single deliveries per layout and count.
    var deliveries = 100
    /// The fling's release speed, points per second (towards the start).
    static let flingSpeed = 8_000.0

    struct Result {
        var layout: String
        var items: Int
        var content: ContentKind
        var prepareMilliseconds: Double
        var frameMillisecondsP50: Double
        var frameMillisecondsP99: Double
        var sizedPerFrameMean: Double
        var sizedPerFrameMax: Int
        var invalidationMicrosecondsP50: Double
        var invalidationMicrosecondsP99: Double
    }

    /// The settings a layout is benchmarked with: flow self-sizes only with an estimate.
    static func settings(for name: String) -> [LayoutSetting] {
        name == "flow" ? [LayoutSetting(key: "estimatedItemSize", value: "300x44")] : []
    }

    /// - Parameter pictures: the pictures' aspect ratios (`--images`), nil for the seeded stand-ins.
    func run(
        _ descriptor: LayoutDescriptor, items: Int, content: ContentKind, pictures: [Double?]? = nil
    ) throws(LayoutConfigurationError) -> Result {
        let layout = try descriptor.makeLayout(Self.settings(for: descriptor.name))
        let start = now()
        var view = CollectionView(layout: layout, itemCount: items, boundsSize: boundsSize)
        view.setDisplayScale(displayScale)
        view.setContent(ContentSource(kind: content, seed: 1, pictureAspectRatios: content == .photos ? pictures : nil))
        let prepare = milliseconds(since: start)
        var time = 0.0
        view.setContentOffset(Point(x: 0, y: .greatestFiniteMagnitude / 4), animated: false, at: time)
        var frameTimes: [Double] = [], sized: [Int] = []
        for _ in 0..<frames {
            if !view.isScrollAnimating {
                view.beginDragging(at: time)
                time += 1.0 / 60
                view.drag(translation: Point(x: 0, y: 1), at: time)
                view.endDragging(velocity: Point(x: 0, y: -Self.flingSpeed), at: time)
            }
            let measured = view.selfSizing.measuredCount
            time += 1.0 / 60
            let frameStart = now()
            view.advance(to: time)
            frameTimes.append(milliseconds(since: frameStart))
            sized.append(view.selfSizing.measuredCount - measured)
        }
        view.setContentOffset(Point(x: 0, y: view.layout.maximumContentOffset.y / 2), animated: false, at: time + 60)
        var invalidations: [Double] = []
        var random = SeededRandom(seed: 7)
        for _ in 0..<deliveries {
            let visible = view.layout.attributes(in: view.visibleRect).filter(\.isCell)
            guard !visible.isEmpty, let id = view.identities[visible[random.index(through: visible.count - 1)].indexPath] else { break }
            let size = Size(width: 40 + random.unit() * 300, height: 30 + random.unit() * 200)
            let deliveryStart = now()
            view.setPreferredSize(size, forItem: id)
            invalidations.append(milliseconds(since: deliveryStart) * 1000)
        }
        blackHole(view.contentOffset)
        return Result(
            layout: descriptor.name, items: items, content: content, prepareMilliseconds: prepare,
            frameMillisecondsP50: LayoutBenchmark.percentile(frameTimes, 0.5),
            frameMillisecondsP99: LayoutBenchmark.percentile(frameTimes, 0.99),
            sizedPerFrameMean: sized.isEmpty ? 0 : Double(sized.reduce(0, +)) / Double(sized.count),
            sizedPerFrameMax: sized.max() ?? 0,
            invalidationMicrosecondsP50: LayoutBenchmark.percentile(invalidations, 0.5),
            invalidationMicrosecondsP99: LayoutBenchmark.percentile(invalidations, 0.99))
    }

    private func milliseconds(since start: UInt64) -> Double {
        Double(now() &- start) / 1_000_000
    }

    /// The table's header line.
    static let tableHeader = BenchReport.pad("layout", 11) + BenchReport.pad("items", 9, right: true)
        + BenchReport.pad("content", 10, right: true) + BenchReport.pad("setup ms", 10, right: true)
        + BenchReport.pad("frame ms p50", 14, right: true) + BenchReport.pad("p99", 8, right: true)
        + BenchReport.pad("sized/frame", 13, right: true) + BenchReport.pad("max", 5, right: true)
        + BenchReport.pad("invalidate us p50", 19, right: true) + BenchReport.pad("p99", 9, right: true)

    static func tableRow(_ result: Result) -> String {
        func number(_ value: Double, _ digits: Int) -> String { String(BenchReport.rounded(value, digits)) }
        return BenchReport.pad(result.layout, 11) + BenchReport.pad(String(result.items), 9, right: true)
            + BenchReport.pad(result.content.rawValue, 10, right: true) + BenchReport.pad(number(result.prepareMilliseconds, 1), 10, right: true)
            + BenchReport.pad(number(result.frameMillisecondsP50, 3), 14, right: true)
            + BenchReport.pad(number(result.frameMillisecondsP99, 3), 8, right: true)
            + BenchReport.pad(number(result.sizedPerFrameMean, 1), 13, right: true) + BenchReport.pad(String(result.sizedPerFrameMax), 5, right: true)
            + BenchReport.pad(number(result.invalidationMicrosecondsP50, 1), 19, right: true)
            + BenchReport.pad(number(result.invalidationMicrosecondsP99, 1), 9, right: true)
    }
}
