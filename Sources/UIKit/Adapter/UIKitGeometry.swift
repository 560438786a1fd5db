import CollectionLayout
import QuartzCore

// Conversions between UIKit's values and Orbit's for the types UIKit adds; Core Graphics' and
// Core Animation's (`CGPoint`, `CGSize`, `CGRect`, `CGAffineTransform`, `CATransform3D`: `.orbit`
// and `init(_:)`) are in those modules (CGGeometry+Core.swift, CATransform3D.swift).

extension UIEdgeInsets {
    init(_ insets: EdgeInsets) { self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right) }
    var orbit: EdgeInsets { EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right)) }
}

extension IndexPath {
    init(_ indexPath: ItemIndexPath) { self.init(indexes: [indexPath.section, indexPath.item]) }
    /// nil for an index path that is not `[section, item]`.
    var orbit: ItemIndexPath? { count == 2 ? ItemIndexPath(item: self[1], section: self[0]) : nil }
}
