import UIKit

/// What the bubble layout asks its collection view's delegate.
protocol BubbleLayoutDelegate: UICollectionViewDelegate {
    /// The diameter of the bubble of `indexPath`, points.
    func collectionView(_ collectionView: UICollectionView, diameterForItemAt indexPath: IndexPath) -> CGFloat
}

/// Bubbles of the sizes a delegate gives, packed row after row down the view, each row centred;
/// every section starts on a new row under a header. A `UICollectionViewLayout` subclass with a
/// cache built in `prepare()`, as iOS layouts are written. Pastes into Xcode unchanged.
class BubbleLayout: UICollectionViewLayout {
    var spacing: CGFloat = 12
    var headerHeight: CGFloat = 36
    private var cells: [[UICollectionViewLayoutAttributes]] = []
    private var headers: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let delegate = collectionView.delegate as? BubbleLayoutDelegate
        let width = collectionView.bounds.width
        cells = []
        headers = []
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let header = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: section))
            header.frame = CGRect(x: 0, y: y, width: width, height: headerHeight)
            headers.append(header)
            y += headerHeight + spacing
            var row: [UICollectionViewLayoutAttributes] = []
            var rowWidth: CGFloat = 0
            var sectionCells: [UICollectionViewLayoutAttributes] = []
            func closeRow() {
                let height = row.map(\.size.height).max() ?? 0
                var x = (width - rowWidth) / 2
                for bubble in row {
                    bubble.center = CGPoint(x: x + bubble.size.width / 2, y: y + height / 2)
                    x += bubble.size.width + spacing
                }
                if !row.isEmpty { y += height + spacing }
                row = []
                rowWidth = 0
            }
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let diameter = min(width, delegate?.collectionView(collectionView, diameterForItemAt: indexPath) ?? 60)
                let bubble = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                bubble.size = CGSize(width: diameter, height: diameter)
                let needed = row.isEmpty ? diameter : rowWidth + spacing + diameter
                if needed > width { closeRow() }
                rowWidth = row.isEmpty ? diameter : rowWidth + spacing + diameter
                row.append(bubble)
                sectionCells.append(bubble)
            }
            closeRow()
            cells.append(sectionCells)
        }
        contentHeight = y
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (headers + cells.flatMap { $0 }).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < cells.count, indexPath.item < cells[indexPath.section].count else { return nil }
        return cells[indexPath.section][indexPath.item]
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == UICollectionView.elementKindSectionHeader, indexPath.item == 0, indexPath.section < headers.count else { return nil }
        return headers[indexPath.section]
    }
}

/// Diameters that cycle through a few sizes, as a data source would give them.
class BubbleSizes: NSObject, BubbleLayoutDelegate {
    let diameters: [CGFloat] = [56, 88, 72, 120, 64, 96]

    func collectionView(_ collectionView: UICollectionView, diameterForItemAt indexPath: IndexPath) -> CGFloat {
        diameters[(indexPath.item * 7 + indexPath.section * 3) % diameters.count]
    }
}
