import CollectionLayout

extension LayoutDescriptor {
    /// A UIKit layout in Orbit's catalog: `make` builds the `UICollectionViewLayout` (subclass)
    /// object, `delegate` the object the layout finds as `collectionView.delegate` (and as
    /// `dataSource` when it is one). Each layout Orbit makes (a tool run, a reload, a Tab back to
    /// it) calls both closures again.
    ///
    /// ```swift
    /// let orbitLayouts: [LayoutDescriptor] = [
    ///     .uikit(name: "carousel", summary: "from my app") { CarouselLayout() },
    ///     .uikit(name: "bubbles", summary: "sized by a delegate", delegate: { BubbleSizes() }) { BubbleLayout() },
    /// ]
    /// ```
    public static func uikit(
        name: String, summary: String, origin: String = "UIKit layout", partner: String? = nil, defaultSections: [Int]? = nil,
        delegate: (@MainActor @Sendable () -> AnyObject)? = nil,
        make: @escaping @MainActor @Sendable () -> UICollectionViewLayout
    ) -> LayoutDescriptor {
        LayoutDescriptor(
            name: name, summary: summary, origin: origin, partner: partner, parameters: [], defaultSections: defaultSections,
            make: { () -> UIKitLayout in
                runOnOwningThread { UIKitLayout(make(), delegate: delegate?()) }
            })
    }
}
