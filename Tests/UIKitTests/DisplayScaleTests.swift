import CollectionLayout
import Testing
@testable import UIKit

/// A UIKit layout sees the host's display scale as UIKit's `traitCollection.displayScale` and
/// `UIScreen.main.scale` (issue 32): one that rounds to device pixels, as real layouts do, places
/// its items on the pixels of the scale the context carries.
@MainActor
@Suite("UIKit layouts read the context's display scale")
struct DisplayScaleTests {
    /// A one-column list whose row height is a third of a point floored to device pixels.
    final class PixelList: UICollectionViewLayout {
        var seenScales: [CGFloat] = []

        override func prepare() {
            super.prepare()
            seenScales.append(collectionView?.traitCollection.displayScale ?? 0)
            seenScales.append(UIScreen.main.scale)
        }

        func rowHeight() -> CGFloat {
            let scale = collectionView?.traitCollection.displayScale ?? 1
            return (100.0 / 3 * scale).rounded(.down) / scale
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: rowHeight() * CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0))
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 0, y: rowHeight() * CGFloat(indexPath.item), width: 100, height: rowHeight())
            return attributes
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        }
    }

    @Test func theLayoutSeesTheScaleOfItsContext() throws {
        for (scale, height) in [(1.0, 33.0), (2, 33.0), (3, 100.0 / 3)] {
            let object = PixelList()
            var adapter = UIKitLayout(object)
            adapter.prepare(LayoutContext(boundsSize: Size(width: 100, height: 400), itemCount: 3, displayScale: scale))
            #expect(object.seenScales.allSatisfy { Double($0) == scale }, "\(object.seenScales)")
            let second = try #require(adapter.attributes(at: ItemIndexPath(item: 1)))
            #expect(abs(second.size.height - height) < 1e-9, "scale \(scale): \(second.size.height)")
        }
        // A new scale alone prepares the layout again.
        let object = PixelList()
        var view = CollectionView(layout: UIKitLayout(object), itemCount: 3, boundsSize: Size(width: 100, height: 400))
        view.setDisplayScale(2)
        #expect(object.seenScales.last.map(Double.init) == 2)
        #expect(abs((view.layout.attributes(at: ItemIndexPath(item: 1))?.size.height ?? 0) - 33) < 1e-9)
    }
}
