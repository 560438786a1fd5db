import CollectionLayout
import CoreGraphics

/// A container's size and insets (UIKit's `NSCollectionLayoutContainer`), points. For a section
/// provider: the collection view's bounds, no insets; for a custom group: the group's size and
/// content insets.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
    /// `contentSize` less `effectiveContentInsets`.
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// `contentInsets` (Orbit's collection view has no safe area or layout margins to add).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The container the layout hands out: the engine's, as UIKit's protocol.
@MainActor
final class CompositionalLayoutContainer: NSObject, NSCollectionLayoutContainer {
    let orbit: LayoutContainer

    init(_ container: LayoutContainer) {
        orbit = container
        super.init()
    }

    var contentSize: CGSize { CGSize(orbit.contentSize) }
    var effectiveContentSize: CGSize { CGSize(orbit.effectiveContentSize) }
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(orbit.contentInsets) }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}
