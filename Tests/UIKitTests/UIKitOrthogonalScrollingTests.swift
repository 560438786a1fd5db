import CollectionLayout
import Testing
@testable import UIKit

/// A compositional layout written with UIKit's API scrolls its orthogonal sections sideways in
/// Orbit's host, as UIKit's nested scroll views do.
@MainActor
@Suite("UIKit compositional layout: orthogonal sections")
struct UIKitOrthogonalScrollingTests {
    /// Cards 300 × 200 in a row that scrolls sideways, 10 points from the view's edges.
    static func shelfLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func aSidewaysDragScrollsOnlyThatSection() throws {
        var view = CollectionView(layout: UIKitLayout(Self.shelfLayout()), sectionItemCounts: [8, 8], boundsSize: Size(width: 400, height: 600))
        let before = try #require(view.layout.attributes(at: ItemIndexPath(item: 0, section: 0))).frame.minX
        #expect(before == 10)
        view.beginDragging(at: 0, from: Point(x: 200, y: 100))
        view.drag(translation: Point(x: -150, y: 5), at: 0.1)
        #expect(view.isDraggingOrthogonalSection)
        #expect(view.orthogonalContentOffsets[0] == 150 && view.contentOffset == .zero)
        #expect(try #require(view.layout.attributes(at: ItemIndexPath(item: 0, section: 0))).frame.minX == 10 - 150)
        #expect(try #require(view.layout.attributes(at: ItemIndexPath(item: 0, section: 1))).frame.minX == 10, "the other section stays")
    }
}
