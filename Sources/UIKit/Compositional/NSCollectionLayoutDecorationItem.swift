import CollectionLayout

/// A view no data backs, drawn behind a section (UIKit's `NSCollectionLayoutDecorationItem`): a
/// background covering the whole section (its boundary items, insets and content) across the
/// bounds, shrunk by its `contentInsets`, reported under `elementKind` at `[section, 0]`.
/// Register the kind with `register(_:forDecorationViewOfKind:)` as in UIKit.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// Higher draws on top; -1 by default, below the cells (UIKit puts decoration views beneath
    /// cells of the same zIndex; Orbit draws by zIndex).
    open var zIndex: Int
    open private(set) var elementKind: String

    init(kind: String) {
        elementKind = kind
        zIndex = LayoutDecorationItem.background(elementKind: kind).zIndex
        super.init(
            size: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), attached: [])
    }

    /// A section background of `elementKind`.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(kind: elementKind)
    }

    /// The engine's decoration for this one, read now.
    var orbitDecoration: LayoutDecorationItem {
        var item = LayoutDecorationItem.background(elementKind: elementKind)
        item.contentInsets = contentInsets.orbit
        item.zIndex = zIndex
        return item
    }
}
