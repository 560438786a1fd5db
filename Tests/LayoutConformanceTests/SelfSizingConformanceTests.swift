import CollectionLayout
import Testing

@testable import LayoutConformance

/// A self-sizing flow whose preferred-size invalidations also shift the content offset by
/// `jump` points: what a layout that computes UIKit's `contentOffsetAdjustment` wrongly does.
/// Everything else is flow's.
struct JumpingFlowLayout: CollectionViewLayout {
    var flow: FlowLayout
    var jump: Double

    init(jump: Double) {
        flow = FlowLayout()
        flow.sectionInset = EdgeInsets(all: 10)
        flow.estimatedItemSize = Size(width: 150, height: 44)
        self.jump = jump
    }

    var context: LayoutContext { flow.context }
    mutating func prepare(_ context: LayoutContext) { flow.prepare(context) }
    var contentSize: Size { flow.contentSize }
    func attributes(in rect: Rect) -> [LayoutAttributes] { flow.attributes(in: rect) }
    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? { flow.attributes(at: indexPath) }
    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { flow.shouldInvalidate(forBoundsChange: newBounds) }
    mutating func invalidateLayout(with invalidation: InvalidationContext, for context: LayoutContext) {
        flow.invalidateLayout(with: invalidation, for: context)
    }
    func preferredSizeFitting(forItemAt indexPath: ItemIndexPath) -> SizeFitting? { flow.preferredSizeFitting(forItemAt: indexPath) }
    func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, original: LayoutAttributes) -> Bool {
        flow.shouldInvalidate(forPreferredAttributes: preferred, original: original)
    }
    func invalidationContext(forPreferredAttributes preferred: LayoutAttributes, original: LayoutAttributes) -> InvalidationContext {
        var invalidation = flow.invalidationContext(forPreferredAttributes: preferred, original: original)
        invalidation.contentOffsetAdjustment.y += jump
        return invalidation
    }
}

@Suite("self-sizing conformance")
struct SelfSizingConformanceTests {
    func report(_ make: @escaping @Sendable () -> any CollectionViewLayout) -> ConformanceReport {
        var options = LayoutConformanceChecker.Options()
        options.checks = [.selfSizing]
        return LayoutConformanceChecker(makeLayout: make, options: options).run()
    }

    @Test func theCheckCatchesALayoutThatMakesContentJump() throws {
        let broken = report { JumpingFlowLayout(jump: 25) }
        #expect(!broken.passed)
        let failure = try #require(broken.failures.first)
        #expect(failure.check == .selfSizing)
        #expect(failure.message.contains("kept its size but moved on screen"))
        // The same layout without the wrong adjustment passes: the failure is the jump's.
        #expect(report { JumpingFlowLayout(jump: 0) }.passed)
    }

    @Test(arguments: ["flow estimatedItemSize=150x44", "justified", "tags", "waterfall"])
    func selfSizingLayoutsKeepTheScreenStill(_ description: String) throws {
        let parts = description.split(separator: " ").map(String.init)
        let settings = try parts.dropFirst().map { try LayoutSetting(parsing: $0) }
        let entry = try LayoutCatalog.builtIn.entry(named: parts[0])
        let result = report { try! entry.makeLayout(settings) }
        #expect(result.passed, "\(result)")
    }

    @Test func layoutsWithoutPreferredSizesPass() {
        // Flow without estimates asks for no preferred size: nothing is delivered, nothing moves.
        #expect(report { FlowLayout() }.passed)
    }
}
