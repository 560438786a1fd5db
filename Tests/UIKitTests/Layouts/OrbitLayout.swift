import UIKit

/// Items evenly spaced on the largest circle that fits the view, starting at three o'clock,
/// clockwise; inserted items grow out of the centre. Written as an iOS developer writes a
/// UICollectionViewLayout subclass (a cache filled in `prepare`, the update items kept for the
/// appearing attributes).
final class OrbitLayout: UICollectionViewLayout {
    var itemSize: CGFloat = 60
    private var center = CGPoint.zero
    private var radius: CGFloat = 0
    private var count = 0
    private var inserted: [IndexPath] = []

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let size = collectionView.bounds.size
        count = collectionView.numberOfItems(inSection: 0)
        center = CGPoint(x: size.width / 2, y: size.height / 2)
        radius = max(0, (min(size.width, size.height) - itemSize) / 2)
    }

    override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

    /// Every item, whatever `rect` is, as the seed this reproduces does (UIKit draws what meets the view).
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = CGSize(width: itemSize, height: itemSize)
        let angle = 2 * CGFloat.pi * CGFloat(indexPath.item) / CGFloat(count)
        attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        return attributes
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        inserted = updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate)
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if inserted.contains(itemIndexPath) {
            attributes?.alpha = 0
            attributes?.center = center
        }
        return attributes
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        inserted = []
    }
}
