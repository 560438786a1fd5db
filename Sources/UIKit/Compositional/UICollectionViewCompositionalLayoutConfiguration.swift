import CollectionLayout
import CoreGraphics

/// What a compositional layout applies to all its sections (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The axis the whole layout scrolls on; orthogonal sections scroll across it.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The gap between consecutive sections, points.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout: before the first section and after the last, each
    /// at `[0, 0]` under its kind.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public override init() {
        super.init()
    }

    /// A new configuration with the same values (the boundary items are shared, as UIKit's copy's).
    func copied() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        return copy
    }

    /// The engine's configuration, read now.
    var orbit: CompositionalLayoutConfiguration {
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = scrollDirection == .vertical ? .vertical : .horizontal
        configuration.interSectionSpacing = Double(interSectionSpacing)
        configuration.boundarySupplementaryItems = boundarySupplementaryItems.compactMap { $0.orbitBoundary }
        return configuration
    }
}
