import QuartzCore

/// Where and how one element (a cell, a supplementary view, a decoration) is drawn: UIKit's
/// attributes class, which layouts subclass to carry more (override `copy(with:)` and
/// `isEqual(_:)` to copy and compare what you add).
///
/// Geometry is in the collection view's content coordinates, points. `frame` is the untransformed
/// frame (`size` centred on `center`); `transform3D` (or its affine part, `transform`) applies
/// about the centre. A cell at `indexPath`; a supplementary view or decoration of
/// `representedElementKind` at `indexPath`.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    /// `transform` is the affine part of this one transform; setting either sets both (UIKit's rule).
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// 0 (transparent) … 1 (opaque).
    open var alpha: CGFloat = 1
    /// Higher draws on top.
    open var zIndex: Int = 0
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Cell, supplementary view or decoration.
    open internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary view or decoration; nil for a cell.
    open internal(set) var representedElementKind: String?

    /// A cell's attributes at index path [0, 0]; UIKit's designated initialiser, which `copy(with:)` uses.
    public required override init() {
        super.init()
    }

    /// A cell's attributes.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// A supplementary view's attributes (a header of kind `UICollectionView.elementKindSectionHeader`, …).
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// A decoration's attributes.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// `size` centred on `center`; setting it sets both.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            size = newValue.size
        }
    }

    /// `size` at the origin; setting it sets `size`.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine part of `transform3D`; setting it replaces `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// A new instance of the same class (`type(of: self).init()`) with every property copied:
    /// subclasses call `super.copy(with:)` and copy what they add.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Same class and equal properties (subclasses compare what they add, then call super).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return center == other.center && size == other.size && transform3D == other.transform3D && alpha == other.alpha
            && zIndex == other.zIndex && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    open override var description: String {
        let kind = representedElementKind.map { " kind: \($0);" } ?? ""
        return "<\(type(of: self)): index path: (\(indexPath));\(kind) frame = \(frame); alpha = \(alpha); zIndex = \(zIndex)>"
    }
}
