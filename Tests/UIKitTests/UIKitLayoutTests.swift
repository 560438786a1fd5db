import CollectionLayout
import LayoutConformance
import OrbitTestSupport
import Testing
@testable import UIKit

/// UIKit layouts (Layouts/, written as iOS developers write them) driven through the adapter and
/// Orbit's host, against hand-computed frames, the built-in layouts and the conformance kit.
@MainActor
@Suite("UIKit layouts through the adapter")
struct UIKitLayoutTests {
    static let ringBounds = Size(width: 640, height: 480)

    @Test func aUIKitRingPlacesItemsAsTheBuiltInRing() throws {
        var uikit = UIKitLayout(OrbitLayout())
        var ring = try LayoutDescriptor.ring.makeLayout()
        let context = LayoutContext(boundsSize: Self.ringBounds, itemCount: 8)
        uikit.prepare(context)
        ring.prepare(context)
        for item in 0..<8 {
            let indexPath = ItemIndexPath(item: item)
            let mine = try #require(uikit.attributes(at: indexPath))
            let builtIn = try #require(ring.attributes(at: indexPath))
            #expect(isClose(mine, builtIn), "item \(item): \(mine) != \(builtIn)")
        }
        // By hand: centre (320, 240), radius (480 - 60) / 2 = 210; item 2 of 8 is a quarter turn on.
        expectClose(try #require(uikit.attributes(at: ItemIndexPath(item: 2))).center, Point(x: 320, y: 450))
        #expect(uikit.attributes(at: ItemIndexPath(item: 8)) == nil)
        #expect(uikit.attributes(in: context.visibleRect).map(\.indexPath.item) == Array(0..<8))
    }

    @Test func anInsertedItemGrowsOutOfTheCentre() throws {
        var view = CollectionView(layout: UIKitLayout(OrbitLayout()), itemCount: 8, boundsSize: Self.ringBounds)
        try view.performBatchUpdates([.insert(ItemIndexPath(item: 3))], animated: true, at: 0)
        let start = try #require(view.displayedItems.first { $0.attributes.indexPath.item == 3 })
        expectClose(start.attributes.center, Point(x: 320, y: 240), "inserted item at the start")
        expectClose(start.attributes.alpha, 0, "inserted item's alpha at the start")
        view.advance(to: 2)
        let end = try #require(view.displayedItems.first { $0.attributes.indexPath.item == 3 })
        let angle = 2 * Double.pi * 3 / 9
        expectClose(end.attributes.center, Point(x: 320 + 210 * cos(angle), y: 240 + 210 * sin(angle)), "inserted item at rest")
        expectClose(end.attributes.alpha, 1)
    }

    @Test func attributesSubclassesCopyAndCompareWhatTheyAdd() throws {
        let layout = TaggedGridLayout()
        var adapter = UIKitLayout(layout)
        adapter.prepare(LayoutContext(boundsSize: Size(width: 340, height: 600), itemCount: 7))
        let original = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)) as? TaggedAttributes)
        let copy = try #require(original.copy() as? TaggedAttributes)
        #expect(copy.tag == 1 && copy !== original && copy.isEqual(original))
        copy.tag = 2
        #expect(!copy.isEqual(original))
        // Side (340 - 40) / 3 = 100; item 4 is row 1 (scaled by half), column 1.
        let cell = try #require(adapter.attributes(at: ItemIndexPath(item: 4)))
        expectClose(cell.center, Point(x: 170, y: 170))
        expectClose(cell.transform, Transform2D(scaleX: 0.5, y: 0.5))
        expectClose(adapter.contentSize, Size(width: 340, height: 340))
    }

    @Test func aDelegateSizesAWaterfallWithHeaders() throws {
        let heights = WaterfallHeights(heights: [120, 80, 100])
        var layout = UIKitLayout(DelegateWaterfallLayout(), delegate: heights)
        layout.prepare(LayoutContext(boundsSize: Size(width: 320, height: 480), sectionItemCounts: [3, 2]))
        // Columns (320 - 3 × 8) / 2 = 148 wide; each item goes to the shorter column.
        let expected: [(ItemIndexPath, Rect)] = [
            (ItemIndexPath(item: 0, section: 0), Rect(x: 8, y: 48, width: 148, height: 120)),
            (ItemIndexPath(item: 1, section: 0), Rect(x: 164, y: 48, width: 148, height: 80)),
            (ItemIndexPath(item: 2, section: 0), Rect(x: 164, y: 136, width: 148, height: 100)),
            (ItemIndexPath(item: 0, section: 1), Rect(x: 8, y: 292, width: 148, height: 80)),
            (ItemIndexPath(item: 1, section: 1), Rect(x: 164, y: 292, width: 148, height: 100)),
        ]
        for (indexPath, frame) in expected {
            #expect(isClose(try #require(layout.attributes(at: indexPath)).frame, frame), "\(indexPath)")
        }
        let header = try #require(layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: 1)))
        #expect(header.elementKind == ElementKind.header && header.category == .supplementary)
        #expect(isClose(header.frame, Rect(x: 0, y: 244, width: 320, height: 40)))
        expectClose(layout.contentSize, Size(width: 320, height: 400))
        #expect(layout.supplementaryElementKinds == [ElementKind.header])
        // The rect query answers in Orbit's order: cells by index path, then the headers.
        let all = layout.attributes(in: Rect(x: 0, y: 0, width: 320, height: 400))
        #expect(all.map(\.category) == Array(repeating: .cell, count: 5) + [.supplementary, .supplementary])
    }

    @Test func theCarouselTurnsWithTheOffsetAndStopsOnAnItem() throws {
        let bounds = Size(width: 400, height: 300)
        var view = CollectionView(layout: UIKitLayout(PerspectiveCarouselLayout()), itemCount: 10, boundsSize: bounds)
        // The layout's inset, (400 - 120) / 2 on each side, widens the content; UIKit's offset
        // stays 0 when the inset is set, so Orbit's moves by the inset's left.
        expectClose(view.contentSize, Size(width: 10 * 120 + 280, height: 300))
        expectClose(view.contentOffset, Point(x: 140, y: 0))
        let first = try #require(view.layout.attributes(at: ItemIndexPath(item: 0)))
        expectClose(first.center, Point(x: 140 + 60, y: 150))

        view.beginDragging(at: 0)
        view.drag(translation: Point(x: -170, y: 0), at: 0.1)
        view.endDragging(velocity: Point(x: 900, y: 0), at: 0.1)
        var time = 0.1
        while view.isScrollAnimating, time < 10 {
            time += 1.0 / 60
            view.advance(to: time)
        }
        // At rest an item's centre is in the middle of the view, turned flat.
        let middle = view.contentOffset.x + bounds.width / 2
        let index = ((middle - 140) / 120 - 0.5).rounded()
        expectClose(middle, 140 + (index + 0.5) * 120, "the middle of the view at rest")
        #expect(index >= 2)
        let focused = try #require(view.layout.attributes(at: ItemIndexPath(item: Int(index))))
        let transform = try #require(focused.transform3D)
        expectClose(transform.m11, 1, "the middle item is not turned")
        expectClose(transform.m34, -1.0 / 500, "perspective")
        let neighbour = try #require(view.layout.attributes(at: ItemIndexPath(item: Int(index) + 1))?.transform3D)
        #expect(abs(neighbour.m13) > 0.1, "its neighbour is turned")
    }

    @Test func pagingStopsOnTheNextPageInTheFlingsDirection() {
        let page = Size(width: 100, height: 50)
        #expect(UIKitLayout.page(from: Point(x: 250, y: 0), velocity: Point(x: 300, y: 0), pageSize: page, proposed: .zero) == Point(x: 300, y: 0))
        #expect(UIKitLayout.page(from: Point(x: 250, y: 0), velocity: Point(x: -300, y: 0), pageSize: page, proposed: .zero) == Point(x: 200, y: 0))
        #expect(UIKitLayout.page(from: Point(x: 260, y: 20), velocity: .zero, pageSize: page, proposed: .zero) == Point(x: 300, y: 0))
    }

    @Test func wellBehavedUIKitLayoutsConform() {
        var options = LayoutConformanceChecker.Options()
        options.hugeItemCount = 20_000
        // The ring and the grid lay out section 0 only, as the layouts they stand for do.
        var oneSection = options
        oneSection.sectionCounts = []
        for make in [{ UIKitLayout(OrbitLayout()) as any CollectionViewLayout }, { UIKitLayout(TaggedGridLayout()) }] as [@MainActor () -> any CollectionViewLayout] {
            let report = LayoutConformanceChecker(makeLayout: { runOnMain(make) }, options: oneSection).run()
            #expect(report.passed, "\(report.messages().joined(separator: "\n"))")
        }
        let waterfall = LayoutConformanceChecker(
            makeLayout: { runOnMain { UIKitLayout(DelegateWaterfallLayout(), delegate: WaterfallHeights(heights: [50, 90, 70])) } },
            options: options
        ).run()
        #expect(waterfall.passed, "\(waterfall.messages().joined(separator: "\n"))")
    }

    @Test(arguments: ["silent", "nan", "phantom"])
    func brokenLayoutsGetTheKitsOneLine(_ name: String) {
        var options = LayoutConformanceChecker.Options()
        options.itemCounts = [3]
        options.hugeItemCount = nil
        let report = LayoutConformanceChecker(
            makeLayout: {
                runOnMain {
                    switch name {
                    case "silent": UIKitLayout(BrokenLayouts.Silent())
                    case "nan": UIKitLayout(BrokenLayouts.NotANumber())
                    default: UIKitLayout(BrokenLayouts.Phantom())
                    }
                }
            }, options: options
        ).run()
        #expect(!report.passed)
        #expect(report.messages().allSatisfy { !$0.contains("\n") })
    }
}

/// Runs `body` on the calling thread, which the suite's isolation makes the main thread.
func runOnMain<Result>(_ body: @MainActor () -> Result) -> Result {
    MainActor.assumeIsolated { Unchecked(value: body()) }.value
}

/// A value handed across the isolation boundary on one thread.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}
