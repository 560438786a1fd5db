/// A stack of cards (docs/reference/LAYOUTS.md "cards", seed 001 §4): card `i` is `step*i` narrower and `step*i`
/// lower than the top card, drawn beneath it; only the first `visibleCards` show. Nothing scrolls.
///
/// Queries cost O(min(n, visibleCards)).
package struct CardStackLayout: CollectionViewLayout {
    package var itemSize = Size(width: 350, height: 350)
    /// How much narrower and lower each card is than the one above it, points.
    package var step = 15.0
    /// How many cards show; the rest are hidden until the ones above them go.
    package var visibleCards = 4

    package private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    package init() {}

    package mutating func prepare(_ context: LayoutContext) {
        self.context = context
    }

    package var contentSize: Size { context.boundsSize }

    package func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let item = indexPath.item
        guard item >= 0, item < context.itemCount else { return nil }
        let depth = Double(item) * step
        return LayoutAttributes(
            indexPath: indexPath,
            center: Point(x: context.boundsSize.width / 2, y: context.boundsSize.height / 2),
            size: Size(width: Swift.max(0, itemSize.width - depth), height: itemSize.height),
            transform: Transform2D(translationX: 0, y: depth),
            zIndex: context.itemCount - item,
            isHidden: item >= visibleCards)
    }

    /// - Complexity: O(min(n, visibleCards)): hidden cards are never returned.
    package func attributes(in rect: Rect) -> [LayoutAttributes] {
        (0..<Swift.min(context.itemCount, Swift.max(0, visibleCards))).compactMap { item in
            guard let attributes = attributes(at: ItemIndexPath(item: item)),
                attributes.transformedFrame.intersects(rect)
            else { return nil }
            return attributes
        }
    }

    /// A dealt card drops onto the stack from above, fading in.
    package func initialAttributes(forAppearingItemAt indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard var attributes = attributes(at: indexPath) else { return nil }
        attributes.alpha = 0
        attributes.transform = attributes.transform.thenTranslated(x: 0, y: -itemSize.height / 2)
        return attributes
    }

    /// A removed card is thrown up and to the left, turning and fading as it goes.
    package func finalAttributes(forDisappearingItemAt indexPath: ItemIndexPath, from old: LayoutAttributes) -> LayoutAttributes {
        var attributes = old
        attributes.alpha = 0
        attributes.transform = old.transform
            .thenRotated(by: -0.35)
            .thenTranslated(x: -itemSize.width * 0.6, y: -itemSize.height * 0.8)
        return attributes
    }
}
