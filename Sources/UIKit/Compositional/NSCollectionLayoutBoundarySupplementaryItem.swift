import CollectionLayout
import CoreGraphics

/// A header, a footer or another view on a section's edge, or on the whole layout's through the
/// configuration (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`), reported under
/// `elementKind` at `[section, 0]` (`[0, 0]` for the layout's).
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
///     elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// header.pinToVisibleBounds = true
/// ```
///
/// Its size's fractions are of the section's content area (the bounds less the section's
/// insets); `contentInsets` shrink it inside that size. An item aligned `.none` is left out.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Makes room for the item: the section's content starts after a leading item and ends
    /// before a trailing one. Off: the item overlaps the content.
    open var extendsBoundary = true
    /// Keeps the item in the visible rect while its section is in view (a header sticks to the
    /// top until its section's end pushes it away).
    open var pinToVisibleBounds = false
    open private(set) var alignment: NSRectAlignment
    /// Moves the item from where its alignment puts it, points.
    open private(set) var offset: CGPoint

    init(size: NSCollectionLayoutSize, kind: String, alignment: NSRectAlignment, offset: CGPoint) {
        self.alignment = alignment
        self.offset = offset
        let engine = LayoutBoundarySupplementaryItem(layoutSize: size.orbit, elementKind: kind, alignment: alignment.orbit ?? .top)
        extendsBoundary = engine.extendsBoundary
        pinToVisibleBounds = engine.pinToVisibleBounds
        super.init(
            size: size, kind: kind, containerAnchor: NSCollectionLayoutAnchor(edges: Self.edges(of: alignment)), itemAnchor: nil,
            zIndex: engine.zIndex)
    }

    /// A view of `layoutSize` on the edge `alignment` names.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(size: layoutSize, kind: elementKind, alignment: alignment, offset: .zero)
    }

    /// A view of `layoutSize` on the edge `alignment` names, moved by `absoluteOffset` points.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.init(size: layoutSize, kind: elementKind, alignment: alignment, offset: absoluteOffset)
    }

    /// The edges an alignment names (what UIKit reports as the item's container anchor).
    private static func edges(of alignment: NSRectAlignment) -> NSDirectionalRectEdge {
        switch alignment {
        case .none: []
        case .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }

    /// The engine's boundary item for this one, read now; nil for an item aligned `.none`.
    var orbitBoundary: LayoutBoundarySupplementaryItem? {
        guard let engineAlignment = alignment.orbit else { return nil }
        var item = LayoutBoundarySupplementaryItem(
            layoutSize: layoutSize.orbit, elementKind: elementKind, alignment: engineAlignment, absoluteOffset: offset.orbit)
        item.pinToVisibleBounds = pinToVisibleBounds
        item.extendsBoundary = extendsBoundary
        item.zIndex = zIndex
        item.contentInsets = contentInsets.orbit
        return item
    }
}
