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

    /// A compositional list of rows estimated 44 points high (Apple's list sample with its absolute
    /// row height made an estimate), one section and several: sizes arriving keep the screen still.
    @Test func aCompositionalListWithEstimatedRowsKeepsTheScreenStill() {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let groupSize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        var section = LayoutSection(group: .horizontal(layoutSize: groupSize, subitems: [item]))
        section.interGroupSpacing = 5
        section.contentInsets = EdgeInsets(all: 10)
        let list = section
        let result = report { CompositionalLayout(section: list) }
        #expect(result.passed, "\(result)")
        // It does ask for sizes (the check is not skipped).
        var layout = CompositionalLayout(section: list)
        layout.prepare(LayoutContext(boundsSize: Size(width: 300, height: 200), itemCount: 3))
        #expect(layout.preferredSizeFitting(forItemAt: ItemIndexPath(item: 0, section: 0)) == .width(280))
        // The whole kit (sections included) passes with sizes taken too.
        expectConformance(name: "compositional estimated list") { CompositionalLayout(section: list) }
    }

    @Test func layoutsWithoutPreferredSizesPass() {
        // Flow without estimates asks for no preferred size: nothing is delivered, nothing moves.
        #expect(report { FlowLayout() }.passed)
    }
}
