import UIKit

/// A horizontal line of covers, written for iOS: the cover in the middle of the view is full
/// size and opaque, its neighbours shrink and fade with their distance, and a fling stops with
/// a cover in the middle. A `UICollectionViewFlowLayout` subclass that adjusts copies of what
/// `super` returns, as most published carousels do. Pastes into an Xcode project unchanged.
class CoverLineLayout: UICollectionViewFlowLayout {
    /// The scale (and alpha) of a cover one cover's pitch or more from the middle.
    var sideItemScale: CGFloat = 0.75

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 180, height: 240)
        minimumLineSpacing = 24
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        // The first and the last cover can reach the middle.
        let horizontal = max(0, (collectionView.bounds.width - itemSize.width) / 2)
        let vertical = max(0, (collectionView.bounds.height - itemSize.height) / 2)
        sectionInset = UIEdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
        collectionView.decelerationRate = .fast
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        return attributes.map(transformed)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(transformed)
    }

    /// A copy of `attributes` scaled and faded by its distance from the middle of the view.
    private func transformed(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView = collectionView, let copy = attributes.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        let middle = collectionView.contentOffset.x + collectionView.bounds.width / 2
        let pitch = itemSize.width + minimumLineSpacing
        let distance = min(abs(copy.center.x - middle) / pitch, 1)
        let scale = 1 - (1 - sideItemScale) * distance
        copy.transform = CGAffineTransform(scaleX: scale, y: scale)
        copy.alpha = scale
        copy.zIndex = Int(scale * 10)
        return copy
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let middle = proposedContentOffset.x + collectionView.bounds.width / 2
        let area = CGRect(x: proposedContentOffset.x, y: 0, width: collectionView.bounds.width, height: collectionView.bounds.height)
        guard let nearest = super.layoutAttributesForElements(in: area)?.min(by: { abs($0.center.x - middle) < abs($1.center.x - middle) })
        else { return proposedContentOffset }
        return CGPoint(x: nearest.center.x - collectionView.bounds.width / 2, y: proposedContentOffset.y)
    }
}
