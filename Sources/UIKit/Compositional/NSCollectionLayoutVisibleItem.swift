import CollectionLayout
import QuartzCore

/// A cell in view that a section's `visibleItemsInvalidationHandler` may change (UIKit's
/// `NSCollectionLayoutVisibleItem`). `center` and `frame` are in the section's scrolling
/// coordinates: content coordinates for a section that does not scroll orthogonally, and before
/// the orthogonal offset (the handler's `offset`) is subtracted for one that does; points.
///
/// Orbit hands the handler cells only (UIKit also hands it the section's supplementary views),
/// and keeps the affine part of `transform3D`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    /// 0 (transparent) … 1 (opaque).
    var alpha: CGFloat { get set }
    /// Higher draws on top.
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    /// The centre of the untransformed frame.
    var center: CGPoint { get set }
    /// The affine part of `transform3D`, about the centre; setting it replaces `transform3D`.
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    /// A name for the element: its category and index path.
    var name: String { get }
    var indexPath: IndexPath { get }
    /// The untransformed frame.
    var frame: CGRect { get }
    /// The size at the origin.
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// nil for a cell.
    var representedElementKind: String? { get }
}

/// The visible items the layout hands to handlers: the engine's, as UIKit's protocol.
@MainActor
final class CompositionalVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
    var alpha: CGFloat
    var zIndex: Int
    var isHidden: Bool
    var center: CGPoint
    var transform3D: CATransform3D
    let indexPath: IndexPath
    let size: CGSize
    let representedElementCategory: UICollectionView.ElementCategory
    let representedElementKind: String?

    init(_ item: LayoutVisibleItem) {
        alpha = CGFloat(item.alpha)
        zIndex = item.zIndex
        isHidden = item.isHidden
        center = CGPoint(item.center)
        let t = item.transform
        transform3D = CATransform3DMakeAffineTransform(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
        indexPath = IndexPath(item.indexPath)
        size = CGSize(item.size)
        representedElementCategory = switch item.category {
        case .cell: .cell
        case .supplementary: .supplementaryView
        case .decoration: .decorationView
        }
        representedElementKind = item.elementKind
        super.init()
    }

    var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    var name: String {
        let kind = representedElementKind.map { " \($0)" } ?? ""
        return "\(representedElementCategory)\(kind) [\(indexPath.section), \(indexPath.item)]"
    }

    var frame: CGRect { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }

    var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// Writes what a handler changed back into the engine's item.
    func write(into item: inout LayoutVisibleItem) {
        item.center = center.orbit
        item.transform = transform.orbit
        item.alpha = Double(alpha)
        item.zIndex = zIndex
        item.isHidden = isHidden
    }
}
