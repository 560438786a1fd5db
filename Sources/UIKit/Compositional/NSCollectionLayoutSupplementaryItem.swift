import CollectionLayout

/// A view attached to an item or a group, such as a badge (UIKit's
/// `NSCollectionLayoutSupplementaryItem`), reported under `elementKind` at the index path of the
/// item it is attached to (a group's: its first item's).
///
/// The container anchor names a point on the item's frame, moved by its offset; the item anchor
/// (the container anchor's edges when nil) names the point of the supplementary view put there.
/// Its size's fractions are of the item's frame. `contentInsets` and `edgeSpacing` are not read.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// Higher draws on top; 1 (above the cells) by default.
    open var zIndex: Int
    open private(set) var elementKind: String
    open private(set) var containerAnchor: NSCollectionLayoutAnchor
    open private(set) var itemAnchor: NSCollectionLayoutAnchor?

    init(size: NSCollectionLayoutSize, kind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?, zIndex: Int) {
        elementKind = kind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
        super.init(size: size, attached: [])
    }

    /// A view of `layoutSize` attached where `containerAnchor` says.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(
            size: layoutSize, kind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil,
            zIndex: Self.defaultZIndex)
    }

    /// A view of `layoutSize` whose `itemAnchor` point lies on the container's `containerAnchor` point.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(
            size: layoutSize, kind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor,
            zIndex: Self.defaultZIndex)
    }

    /// The engine's default, read from a fresh engine value.
    private static var defaultZIndex: Int {
        LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)), elementKind: "",
            containerAnchor: LayoutAnchor(edges: .all)
        ).zIndex
    }

    /// The engine's supplementary item for this one, read now.
    var orbitSupplementary: LayoutSupplementaryItem {
        var item: LayoutSupplementaryItem
        if let itemAnchor {
            item = LayoutSupplementaryItem(
                layoutSize: layoutSize.orbit, elementKind: elementKind, containerAnchor: containerAnchor.orbit, itemAnchor: itemAnchor.orbit)
        } else {
            item = LayoutSupplementaryItem(layoutSize: layoutSize.orbit, elementKind: elementKind, containerAnchor: containerAnchor.orbit)
        }
        item.zIndex = zIndex
        return item
    }
}
