import CollectionLayout
import CoreGraphics

/// A gap between items or groups (UIKit's `NSCollectionLayoutSpacing`), points: exactly so many
/// (`fixed`), or at least so many, sharing what the group has left over (`flexible`).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    /// The engine's value this spacing stands for.
    let orbit: LayoutSpacing

    init(_ spacing: LayoutSpacing) {
        orbit = spacing
        super.init()
    }

    /// Exactly `fixedSpacing` points.
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(.fixed(Double(fixedSpacing)))
    }

    /// At least `flexibleSpacing` points; a group shares the space it has left among its flexible gaps.
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(.flexible(Double(flexibleSpacing)))
    }

    /// The fixed length, or the flexible minimum, points.
    open var spacing: CGFloat { CGFloat(orbit.spacing) }
    open var isFixedSpacing: Bool { orbit.isFixedSpacing }
    open var isFlexibleSpacing: Bool { orbit.isFlexibleSpacing }
}
