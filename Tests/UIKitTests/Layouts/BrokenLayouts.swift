import UIKit

/// Layouts with the mistakes ported code makes, for the adapter's and the conformance kit's
/// answers to them.
enum BrokenLayouts {
    /// Answers nil to every query.
    final class Silent: UICollectionViewLayout {
        override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }
    }

    /// Puts every item at NaN.
    final class NotANumber: UICollectionViewLayout {
        override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let count = collectionView?.numberOfItems(inSection: 0) ?? 0
            return (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            return attributes
        }
    }

    /// Returns attributes for an item past the end.
    final class Phantom: UICollectionViewLayout {
        override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let count = collectionView?.numberOfItems(inSection: 0) ?? 0
            return (0...count).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: 0, y: CGFloat(item) * 20, width: 10, height: 10)
                return attributes
            }
        }
    }
}
