import UIKit

/// A horizontal carousel: items of `itemSize` in a row, each turned about the vertical axis by
/// its distance from the middle of the view (through a CATransform3D with perspective), the
/// middle one flat and on top. Reads the content offset in its queries and invalidates on every
/// scroll; a fling stops with an item in the middle. The layout insets the content by half the
/// view on each side, so that the first and the last item can reach the middle.
final class PerspectiveCarouselLayout: UICollectionViewLayout {
    var itemSize = CGSize(width: 120, height: 160)
    var maximumAngle: CGFloat = .pi / 3
    private var count = 0
    private var inset: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        count = collectionView.numberOfItems(inSection: 0)
        inset = (collectionView.bounds.width - itemSize.width) / 2
        collectionView.contentInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
        collectionView.decelerationRate = .fast
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: CGFloat(count) * itemSize.width, height: collectionView?.bounds.height ?? 0)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard count > 0 else { return [] }
        let first = max(0, Int((rect.minX / itemSize.width).rounded(.down)))
        let last = min(count - 1, Int((rect.maxX / itemSize.width).rounded(.down)))
        guard first <= last else { return [] }
        return (first...last).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = itemSize
        attributes.center = CGPoint(x: (CGFloat(indexPath.item) + 0.5) * itemSize.width, y: collectionView.bounds.height / 2)
        let middle = collectionView.contentOffset.x + collectionView.bounds.width / 2
        let distance = (attributes.center.x - middle) / itemSize.width
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 500
        attributes.transform3D = CATransform3DRotate(transform, -max(-1, min(1, distance)) * maximumAngle, 0, 1, 0)
        attributes.zIndex = -Int(abs(distance) * 10)
        return attributes
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        let middle = proposedContentOffset.x + collectionView.bounds.width / 2
        let index = max(0, min(CGFloat(count - 1), (middle / itemSize.width - 0.5).rounded()))
        return CGPoint(x: (index + 0.5) * itemSize.width - collectionView.bounds.width / 2, y: proposedContentOffset.y)
    }
}
