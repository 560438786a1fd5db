import CollectionLayout

/// What a section provider, a custom group or a visible-items handler reads about where it lays
/// out (UIKit's `NSCollectionLayoutEnvironment`): the container's size and insets, points, and
/// the traits of Orbit's screen.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The environment the layout hands out: the engine's, with the collection view's traits.
@MainActor
final class CompositionalLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(_ environment: LayoutEnvironment, traitCollection: UITraitCollection) {
        container = CompositionalLayoutContainer(environment.container)
        self.traitCollection = traitCollection
        super.init()
    }
}
