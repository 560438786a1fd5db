import CollectionLayout

/// The smallest part of a compositional layout: one cell's size and spacing (UIKit's
/// `NSCollectionLayoutItem`). Groups, supplementary items and decorations are items too.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
/// ```
///
/// A reference-type description: the layout reads it (into Orbit's `LayoutItem`) each time it
/// prepares, so changes show after the next invalidation.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// Its size in its group's area.
    open private(set) var layoutSize: NSCollectionLayoutSize
    /// Shrink the item inside the space its size gives it, points (the group's allotment stays).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space outside the item that moves it and its neighbours apart; nil: none.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Views attached to the item (badges), reported at its index path under their kinds.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { attachedItems }

    /// `supplementaryItems`' storage (a group's may be set).
    var attachedItems: [NSCollectionLayoutSupplementaryItem]

    /// The designated initialiser every item kind goes through.
    init(size: NSCollectionLayoutSize, attached: [NSCollectionLayoutSupplementaryItem]) {
        layoutSize = size
        attachedItems = attached
        super.init()
    }

    /// An item of `layoutSize` with nothing attached.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(size: layoutSize, attached: [])
    }

    /// An item of `layoutSize` with views attached to it, such as badges.
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(size: layoutSize, attached: supplementaryItems)
    }

    /// The engine's item for this one, read now; `traits` are what custom groups' environments report.
    func orbitItem(traits: UITraitCollection) -> LayoutItem {
        var item = LayoutItem(layoutSize: layoutSize.orbit, supplementaryItems: supplementaryItems.map { $0.orbitSupplementary })
        item.contentInsets = contentInsets.orbit
        item.edgeSpacing = edgeSpacing?.orbit
        return item
    }
}
