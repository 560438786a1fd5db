import CollectionLayout
import LayoutConformance
import Testing
import UIKit
import UIKitExampleLayouts

/// The iOS layouts of Examples/UIKit, built into a package as an app target builds them, checked
/// with the conformance kit and against their own rules.
@Suite struct UIKitExampleLayoutsTests {
    @Test(arguments: ["cover-line", "bubbles", "uikit-flow"])
    func eachExampleConforms(name: String) throws {
        let descriptor = try #require(uikitExampleLayouts.first { $0.name == name })
        var options = LayoutConformanceChecker.Options()
        options.hugeItemCount = 20_000
        let report = LayoutConformanceChecker(makeLayout: { try! descriptor.makeLayout() }, options: options).run()
        #expect(report.passed, "\(report.messages().joined(separator: "\n"))")
    }

    @Test func theMiddleCoverIsFullSizeAndItsNeighboursShrink() throws {
        var layout = try #require(uikitExampleLayouts.first { $0.name == "cover-line" }).makeLayout()
        // Covers 180 wide, 24 apart: at offset 204 the second cover is in the middle of 600 points.
        layout.prepare(LayoutContext(boundsSize: Size(width: 600, height: 400), contentOffset: Point(x: 204, y: 0), itemCount: 10))
        let middle = try #require(layout.attributes(at: ItemIndexPath(item: 1)))
        #expect(middle.center.x == 204 + 300 && middle.transform.isIdentity && middle.alpha == 1)
        let next = try #require(layout.attributes(at: ItemIndexPath(item: 2)))
        #expect(abs(next.alpha - 0.75) < 1e-9 && abs(next.transform.a - 0.75) < 1e-9)
    }
}
