/// What self-sizing asks the items for: each item's preferred size under the fitting its layout
/// names, as UIKit asks a cell (`preferredLayoutAttributesFitting(_:)`). The host holds one for all
/// items and knows nothing of what they show; `LayoutCatalog`'s `ContentSizing` sizes Orbit's
/// icons, captions and photos.
package protocol ItemSizing: Sendable {
    /// Whether any item can have a preferred size. When false (icons), self-sizing stays inactive
    /// and nothing is measured, so the view behaves exactly as without it.
    var sizesItems: Bool { get }

    /// The preferred size of item `id` under `fitting` (points), or nil when it has none yet (a
    /// picture still loading: the item keeps its estimate).
    func preferredSize(forItem id: ItemID, _ fitting: SizeFitting) -> Size?
}

/// Items without preferred sizes: the host's sizing until content is set.
package struct FixedItemSizing: ItemSizing {
    package init() {}
    package var sizesItems: Bool { false }
    package func preferredSize(forItem id: ItemID, _ fitting: SizeFitting) -> Size? { nil }
}
