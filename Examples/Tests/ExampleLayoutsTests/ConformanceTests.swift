import CollectionLayout
import ExampleLayouts
import LayoutConformance
import Testing

/// Orbit's conformance kit on both example layouts: the promises every host relies on (finite
/// values, `attributes(in:)` agreeing with `attributes(at:)`, targets in range, updates,
/// determinism, invalidation) in empty, tiny, window-sized and huge bounds, and at a million items.
@Suite("example layouts conform")
struct ConformanceTests {
    @Test("spiral, defaults")
    func spiral() {
        let report = expectConformance(name: "spiral") { SpiralLayout() }
        // At least 3 offsets (5 where the content scrolls) for 4 counts x 4 bounds, and the huge
        // scenes: the kit really ran.
        #expect(report.sceneCount >= 3 * (4 * 4 + 2))
    }

    @Test("spiral, tight and dense: many items on screen, small steps")
    func denseSpiral() {
        let report = expectConformance(name: "dense spiral") {
            var layout = SpiralLayout()
            layout.itemSize = Size(width: 12, height: 8)
            layout.spacing = 9
            layout.growth = 2
            layout.innerRadius = 0
            layout.endAngle = -2
            return layout
        }
        #expect(report.sceneCount >= 3 * (4 * 4 + 2))
    }

    @Test("petals, defaults")
    func petals() {
        let report = expectConformance(name: "petals") { PetalsLayout() }
        #expect(report.sceneCount >= 3 * (4 * 4 + 2))
    }

    @Test("petals, pinched, turned and set square", arguments: [0.1, 1.7, 25.0])
    func pinchedPetals(scale: Double) {
        var options = LayoutConformanceChecker.Options()
        options.gestureScale = scale
        options.gestureRotation = 0.7
        let report = expectConformance(name: "petals x\(scale)", options: options) {
            var layout = PetalsLayout()
            layout.divergence = .pi / 2
            layout.itemSize = Size(width: 50, height: 20)
            return layout
        }
        #expect(report.sceneCount >= 3 * (4 * 4 + 2))
    }

    /// The kit is not a rubber stamp for these layouts: a spiral that reads the offset but says it
    /// need not be prepared again on scroll is caught.
    @Test("a spiral that forgets to invalidate on scroll fails")
    func staleSpiralFails() {
        let report = LayoutConformanceChecker(makeLayout: { StaleSpiral() }).run()
        #expect(!report.passed)
        #expect(report.failedChecks.contains(.invalidation), "\(report)")
    }
}

/// `SpiralLayout` with one bug: it answers false to `shouldInvalidate(forBoundsChange:)`.
struct StaleSpiral: CollectionViewLayout {
    var base = SpiralLayout()
    var context: LayoutContext { base.context }
    mutating func prepare(_ context: LayoutContext) { base.prepare(context) }
    var contentSize: Size { base.contentSize }
    func attributes(in rect: Rect) -> [LayoutAttributes] { base.attributes(in: rect) }
    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? { base.attributes(at: indexPath) }
    func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        base.targetContentOffset(proposed: proposed, velocity: velocity)
    }
    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { false }
}
