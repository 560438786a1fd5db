import CollectionLayout

/// A width and a height, each an `NSCollectionLayoutDimension` (UIKit's `NSCollectionLayoutSize`).
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    open private(set) var widthDimension: NSCollectionLayoutDimension
    open private(set) var heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The engine's size.
    var orbit: LayoutSize { LayoutSize(widthDimension: widthDimension.orbit, heightDimension: heightDimension.orbit) }
}
