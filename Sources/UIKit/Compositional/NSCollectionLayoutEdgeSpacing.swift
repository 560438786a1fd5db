import CollectionLayout

/// Space outside an item that moves it and its neighbours apart, per edge (UIKit's
/// `NSCollectionLayoutEdgeSpacing`); nil is none. Leading is the left edge (Orbit lays out left
/// to right).
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    open private(set) var leading: NSCollectionLayoutSpacing?
    open private(set) var top: NSCollectionLayoutSpacing?
    open private(set) var trailing: NSCollectionLayoutSpacing?
    open private(set) var bottom: NSCollectionLayoutSpacing?

    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    /// The engine's edge spacing.
    var orbit: LayoutEdgeSpacing {
        LayoutEdgeSpacing(leading: leading?.orbit, top: top?.orbit, trailing: trailing?.orbit, bottom: bottom?.orbit)
    }
}
