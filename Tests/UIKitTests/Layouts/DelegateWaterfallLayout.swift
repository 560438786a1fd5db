import UIKit

/// What the waterfall asks its collection view's delegate.
protocol WaterfallLayoutDelegate: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
}

/// Item heights from a table, as a view controller would give them.
final class WaterfallHeights: NSObject, WaterfallLayoutDelegate {
    let heights: [CGFloat]

    init(heights: [CGFloat]) {
        self.heights = heights
    }

    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat {
        heights[(indexPath.section * 7 + indexPath.item) % heights.count]
    }
}

/// A Pinterest-style waterfall over every section: each section has a header, then its items in
/// `columns` columns, each item going into the shortest column. Heights come from the delegate
/// (100 points when there is none). Attributes are cached in `prepare` and looked up by scanning,
/// as most published waterfalls do.
final class DelegateWaterfallLayout: UICollectionViewLayout {
    var columns = 2
    var spacing: CGFloat = 8
    var headerHeight: CGFloat = 40
    private var cells: [[UICollectionViewLayoutAttributes]] = []
    private var headers: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let delegate = collectionView.delegate as? WaterfallLayoutDelegate
        let width = collectionView.bounds.width
        let columnWidth = max(0, (width - spacing * CGFloat(columns + 1)) / CGFloat(columns))
        cells = []
        headers = []
        var top: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let header = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: section))
            header.frame = CGRect(x: 0, y: top, width: width, height: headerHeight)
            headers.append(header)
            var bottoms = Array(repeating: top + headerHeight + spacing, count: columns)
            var sectionCells: [UICollectionViewLayoutAttributes] = []
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let itemHeight = delegate?.collectionView(collectionView, heightForItemAt: indexPath) ?? 100
                let column = bottoms.indices.min { bottoms[$0] < bottoms[$1] }!
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(
                    x: spacing + CGFloat(column) * (columnWidth + spacing), y: bottoms[column], width: columnWidth, height: itemHeight)
                bottoms[column] += itemHeight + spacing
                sectionCells.append(attributes)
            }
            cells.append(sectionCells)
            top = bottoms.max()!
        }
        height = top
    }

    override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: height) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (cells.joined() + headers).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cells[indexPath.section][indexPath.item]
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elementKind == UICollectionView.elementKindSectionHeader && indexPath.item == 0 && indexPath.section < headers.count
            ? headers[indexPath.section] : nil
    }
}
