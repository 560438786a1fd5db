import CollectionLayout
import CoreGraphics

/// One side of an element's size (UIKit's `NSCollectionLayoutDimension`): a fraction of its
/// container's width or height, an absolute length in points, or an estimate in points.
///
/// The container is the section's content area (the bounds less the section's `contentInsets`)
/// for a section's group, and the group's area (its size less its `contentInsets`) for the
/// group's subitems. An estimate is used as it is: Orbit's UIKit adapter does not measure cells.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    /// The engine's value this dimension stands for.
    let orbit: LayoutDimension

    init(_ dimension: LayoutDimension) {
        orbit = dimension
        super.init()
    }

    /// `fractionalWidth` times the container's width.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth(Double(fractionalWidth)))
    }

    /// `fractionalHeight` times the container's height.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight(Double(fractionalHeight)))
    }

    /// `absoluteDimension` points, whatever the container.
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute(Double(absoluteDimension)))
    }

    /// An estimated length, points; Orbit uses the estimate as the length.
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated(Double(estimatedDimension)))
    }

    open var isFractionalWidth: Bool { orbit.isFractionalWidth }
    open var isFractionalHeight: Bool { orbit.isFractionalHeight }
    open var isAbsolute: Bool { orbit.isAbsolute }
    open var isEstimated: Bool { orbit.isEstimated }

    /// The fraction, or the length in points.
    open var dimension: CGFloat { CGFloat(orbit.dimension) }
}
