import CollectionLayout
import QuartzCore

// What UIKit's faces of Orbit's engines (the flow and compositional layouts) share: the
// engine's context from the collection view, and UIKit attributes from the engine's.

extension UICollectionViewLayout {
    /// The context Orbit's engines are prepared with: the collection view's bounds, offset and
    /// counts (an empty view of zero size before the layout has one).
    /// Orbit's engines lay out every section: reading this counts as reading the sections.
    var engineContext: LayoutContext {
        guard let view = collectionView else { return LayoutContext(boundsSize: .zero, itemCount: 0) }
        view.readsSections = true
        return LayoutContext(
            boundsSize: view.bounds.size.orbit, contentOffset: view.contentOffset.orbit, sectionItemCounts: view.sectionItemCounts,
            displayScale: view.displayScale)
    }

    /// A new attributes object of the layout's `layoutAttributesClass` for an engine's element
    /// (kinds are the engine's strings, which UIKit's faces keep as UIKit's).
    func makeAttributes(_ attributes: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let made = type.init()
        made.indexPath = IndexPath(attributes.indexPath)
        made.representedElementCategory = switch attributes.category {
        case .cell: .cell
        case .supplementary: .supplementaryView
        case .decoration: .decorationView
        }
        made.representedElementKind = attributes.isCell ? nil : attributes.elementKind
        made.center = CGPoint(attributes.center)
        made.size = CGSize(attributes.size)
        if let transform3D = attributes.transform3D {
            made.transform3D = CATransform3D(transform3D)
        } else if !attributes.transform.isIdentity {
            let t = attributes.transform
            made.transform = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        }
        made.alpha = CGFloat(attributes.alpha)
        made.zIndex = attributes.zIndex
        made.isHidden = attributes.isHidden
        return made
    }
}
