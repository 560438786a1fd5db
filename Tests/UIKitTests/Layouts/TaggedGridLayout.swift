import UIKit

/// Attributes that carry a tag, copied and compared as UIKit subclasses do.
final class TaggedAttributes: UICollectionViewLayoutAttributes {
    var tag = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TaggedAttributes
        copy.tag = tag
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TaggedAttributes, other.tag == tag else { return false }
        return super.isEqual(object)
    }
}

/// A vertical grid of square cells, `columns` across, each tagged with its column; rows with an
/// odd index are scaled down by an affine transform. Uses the attributes subclass above.
final class TaggedGridLayout: UICollectionViewLayout {
    var columns = 3
    var spacing: CGFloat = 10
    private var side: CGFloat = 0
    private var count = 0

    override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        count = collectionView.numberOfItems(inSection: 0)
        side = max(0, (collectionView.bounds.width - spacing * CGFloat(columns + 1)) / CGFloat(columns))
    }

    override var collectionViewContentSize: CGSize {
        let rows = (count + columns - 1) / columns
        return CGSize(width: collectionView?.bounds.width ?? 0, height: spacing + CGFloat(rows) * (side + spacing))
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = TaggedAttributes(forCellWith: indexPath)
        let row = indexPath.item / columns, column = indexPath.item % columns
        attributes.frame = CGRect(
            x: spacing + CGFloat(column) * (side + spacing), y: spacing + CGFloat(row) * (side + spacing), width: side, height: side)
        attributes.tag = column
        if row % 2 == 1 { attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) }
        return attributes
    }
}
