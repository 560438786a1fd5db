import CoreGraphics

/// A view a collection view shows for a supplementary or decoration element. Orbit never makes
/// one: it draws each element from its attributes (a decoration as its frame, a header with its
/// section's title). The class exists so that a layout that registers its decoration view
/// classes (`register(_:forDecorationViewOfKind:)`) compiles; the registration tells Orbit the kind.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// Called by UIKit with the element's attributes; Orbit draws from the attributes directly.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Self-sizing in UIKit's cells; in Orbit the item's content answers (see `estimatedItemSize`).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

/// A cell. Orbit has none: `UICollectionView.cellForItem(at:)` returns nil.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view holding the cell's content. Orbit makes no cells (`cellForItem(at:)` is nil), so a
    /// layout reaches one only through a cell it made itself.
    open var contentView: UIView {
        if let made = madeContentView { return made }
        let made = UIView(frame: bounds)
        madeContentView = made
        return made
    }

    private var madeContentView: UIView?
}
