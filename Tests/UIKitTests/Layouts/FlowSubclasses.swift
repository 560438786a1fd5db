import UIKit

/// A horizontal line of cards (a flow subclass, as published carousels are): the card nearest
/// the middle of the view is full size, the others shrink and fade with their distance, and a
/// fling stops with a card in the middle. Post-processes `super`'s attributes (copied first).
final class ZoomingLineLayout: UICollectionViewFlowLayout {
    var minimumScale: CGFloat = 0.7

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 160, height: 220)
        minimumLineSpacing = 20
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let inset = max(0, (collectionView.bounds.width - itemSize.width) / 2)
        sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView, let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let middle = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return attributes.map { zoomed($0, middle: middle) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView, let attributes = super.layoutAttributesForItem(at: indexPath) else { return nil }
        return zoomed(attributes, middle: collectionView.contentOffset.x + collectionView.bounds.width / 2)
    }

    private func zoomed(_ original: UICollectionViewLayoutAttributes, middle: CGFloat) -> UICollectionViewLayoutAttributes {
        let copy = original.copy() as! UICollectionViewLayoutAttributes
        let distance = min(1, abs(copy.center.x - middle) / (itemSize.width + minimumLineSpacing))
        let scale = 1 - (1 - minimumScale) * distance
        copy.transform = CGAffineTransform(scaleX: scale, y: scale)
        copy.alpha = scale
        copy.zIndex = Int(scale * 100)
        return copy
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        let middle = proposedContentOffset.x + collectionView.bounds.width / 2
        let visible = CGRect(x: proposedContentOffset.x, y: 0, width: collectionView.bounds.width, height: collectionView.bounds.height)
        let nearest = super.layoutAttributesForElements(in: visible)?.min { abs($0.center.x - middle) < abs($1.center.x - middle) }
        guard let nearest else { return proposedContentOffset }
        return CGPoint(x: nearest.center.x - collectionView.bounds.width / 2, y: proposedContentOffset.y)
    }
}

/// Tags: the flow's lines, each item moved to the leading edge after the previous one (a flow
/// subclass that left-aligns `super`'s lines, as many open-source tag layouts do).
final class LeadingFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView, let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let inset = { (section: Int) in
            delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? self.sectionInset
        }
        var leftMargin: CGFloat = 0
        var lineY: CGFloat = -1
        return attributes.map { original in
            let copy = original.copy() as! UICollectionViewLayoutAttributes
            guard copy.representedElementCategory == .cell else { return copy }
            if copy.frame.midY != lineY {
                leftMargin = inset(copy.indexPath.section).left
                lineY = copy.frame.midY
            }
            copy.frame.origin.x = leftMargin
            leftMargin += copy.frame.width + minimumInteritemSpacing
            return copy
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let frame = super.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        let line = layoutAttributesForElements(in: CGRect(x: 0, y: frame.minY, width: collectionView?.bounds.width ?? 0, height: frame.height))
        return line?.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
}

/// Sizes from a table, insets and spacings per section, headers of 30 points.
final class TagSizes: NSObject, UICollectionViewDelegateFlowLayout {
    let sizes: [CGSize]

    init(sizes: [CGSize]) {
        self.sizes = sizes
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[(indexPath.section * 5 + indexPath.item) % sizes.count]
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: 0, height: 30)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }
}
