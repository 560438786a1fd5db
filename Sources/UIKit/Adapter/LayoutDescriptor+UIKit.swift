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
    ///
    /// The closures are neither main-actor isolated nor `@Sendable` (UIKit's classes are
    /// main-actor isolated, `@preconcurrency`): Orbit calls them from the thread that will own
    /// the layout, which is not always the main thread (the live reloader makes and checks a new
    /// version on its own). Compile the files that register UIKit layouts in Swift 5 mode, as an
    /// iOS app target is by default (`--layout-file` does; in a package,
    /// `swiftSettings: [.swiftLanguageMode(.v5)]`).
    public static func uikit(
        name: String, summary: String, origin: String = "UIKit layout", partner: String? = nil, defaultSections: [Int]? = nil,
        delegate: (() -> AnyObject)? = nil,
        make: @escaping () -> UICollectionViewLayout
    ) -> LayoutDescriptor {
        // Handed to the descriptor's `@Sendable` factory: each layout is made and used on one thread.
        let factories = UncheckedSendableBox(value: (make: make, delegate: delegate))
        return LayoutDescriptor(
            name: name, summary: summary, origin: origin, partner: partner, parameters: [], defaultSections: defaultSections,
            make: { () -> UIKitLayout in
                runOnOwningThread { UIKitLayout(factories.value.make(), delegate: factories.value.delegate?()) }
            })
    }
}
