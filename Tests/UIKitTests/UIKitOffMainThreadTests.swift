import CollectionLayout
import LayoutConformance
import Testing
import UIKit

/// UIKit layouts driven from a thread other than the main one, as the live reloader makes and
/// checks a new version and as a package's tests run: Orbit calls a layout object from the
/// thread that owns it, and nothing in the UIKit module may assume the main thread (Swift 6
/// checks the executor where a main-actor function becomes a closure).
@Suite("UIKit layouts off the main thread")
struct UIKitOffMainThreadTests {
    static let layouts: [LayoutDescriptor] = [
        .uikit(name: "flow-subclass", summary: "post-processes super") { ZoomingLineLayout() },
        .uikit(name: "sized-flow", summary: "a delegate's sizes", delegate: { TagSizes(sizes: [CGSize(width: 70, height: 30), CGSize(width: 120, height: 44)]) }) {
            UICollectionViewFlowLayout()
        },
        .uikit(name: "shelves", summary: "compositional, orthogonal") { shelfLayout() },
        .uikit(name: "ring", summary: "a UICollectionViewLayout") { OrbitLayout() },
    ]

    @Test(arguments: layouts)
    func aLayoutRunsOnTheTestsThread(_ descriptor: LayoutDescriptor) throws {
        var layout = try descriptor.makeLayout()
        layout.prepare(LayoutContext(boundsSize: Size(width: 400, height: 600), sectionItemCounts: [12, 5]))
        #expect(!layout.attributes(in: Rect(x: 0, y: 0, width: 400, height: 600)).isEmpty)
        var view = CollectionView(layout: try descriptor.makeLayout(), sectionItemCounts: [12, 5], boundsSize: Size(width: 400, height: 600))
        try view.performBatchUpdates([.insert(ItemIndexPath(item: 0))], animated: true, at: 0)
        view.advance(to: 1)
        #expect(view.itemCount == 18)
    }
}
