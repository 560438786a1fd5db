/// Where and how one element is drawn: UICollectionViewLayoutAttributes as a value. An element is
/// a cell (an item), a supplementary view (a header, a footer, any kind a layout declares) or a
/// decoration (a section background, a line), told apart by `category` and `elementKind`.
///
/// The renderer places the untransformed frame (`size` centred on `center`, content coordinates,
/// points), then applies `transform` about the anchor point `anchorPoint * size` of that frame;
/// an item with a `transform3D` is drawn through that instead, with perspective (see
/// LayoutAttributes+Projection.swift).
public struct LayoutAttributes: Hashable, Sendable {
    public var indexPath: ItemIndexPath
    /// Centre of the untransformed frame, content coordinates.
    public var center: Point
    public var size: Size
    /// Applied about the anchor point. Ignored when `transform3D` is set.
    public var transform: Transform2D
    /// A 3D transform with perspective (UIKit's `transform3D`), applied about the anchor point
    /// instead of `transform`; nil for 2D items.
    public var transform3D: Transform3D?
    /// Whether the item is drawn (and hit) when its back faces the viewer (CALayer's
    /// `isDoubleSided`). Only a 3D transform can turn an item's back to the viewer.
    public var isDoubleSided: Bool
    /// Unit coordinates inside the item; (0.5, 0.5) is its centre.
    public var anchorPoint: Point
    /// 0 (transparent) … 1 (opaque).
    public var alpha: Double
    /// Higher draws on top.
    public var zIndex: Int
    /// Among items of equal `zIndex` and `drawOrderDepth`, higher draws on top: iCarousel's
    /// depth-order tie-break (nearer the current item on top), which the 3D carousels set;
    /// 0 for everything else.
    public var depthTieBreak = 0.0
    public var isHidden: Bool
    /// Cell, supplementary view or decoration (UIKit's `representedElementCategory`).
    public var category: ElementCategory
    /// The kind of a supplementary view or decoration (`ElementKind.header`, `.footer` or any
    /// string the layout declares); nil for a cell (UIKit's `representedElementKind`).
    public var elementKind: String? {
        get { kindCode.kind }
        set { kindCode = ElementKindCode(newValue) }
    }
    /// `elementKind`, interned (`ElementKindCode`): attributes stay plain values.
    private var kindCode: ElementKindCode
    /// How the layout wants the element drawn beyond its geometry (a title, a colour, a corner
    /// radius, a badge count); nil for most, drawn as the playground's own style.
    public var style: ElementStyle? {
        get { styleBox?.style }
        set { styleBox = newValue.map(ElementStyleBox.init) }
    }
    private var styleBox: ElementStyleBox?

    public init(
        indexPath: ItemIndexPath,
        center: Point,
        size: Size,
        transform: Transform2D = .identity,
        anchorPoint: Point = LayoutAttributes.defaultAnchorPoint,
        alpha: Double = 1,
        zIndex: Int = 0,
        isHidden: Bool = false,
        transform3D: Transform3D? = nil,
        isDoubleSided: Bool = true,
        category: ElementCategory = .cell,
        elementKind: String? = nil,
        style: ElementStyle? = nil
    ) {
        self.indexPath = indexPath
        self.center = center
        self.size = size
        self.transform = transform
        self.anchorPoint = anchorPoint
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.transform3D = transform3D
        self.isDoubleSided = isDoubleSided
        self.category = category
        self.kindCode = ElementKindCode(category == .cell ? nil : elementKind)
        self.styleBox = style.map(ElementStyleBox.init)
    }

    /// The identity of the element these attributes place: category, kind and index path.
    public var elementKey: ElementKey { ElementKey(category: category, kind: elementKind, indexPath: indexPath) }

    /// True for a cell (an item).
    public var isCell: Bool { category == .cell }

    public static let defaultAnchorPoint = Point(x: 0.5, y: 0.5)

    /// The item's index in section 0.
    public var index: Int { indexPath.item }

    /// The untransformed frame, content coordinates.
    public var frame: Rect { Rect(center: center, size: size) }

    /// The point about which `transform` applies, content coordinates.
    public var anchorPosition: Point {
        let frame = self.frame
        return Point(x: frame.minX + anchorPoint.x * size.width, y: frame.minY + anchorPoint.y * size.height)
    }

    /// The full transform from untransformed content coordinates to drawn content coordinates:
    /// move the anchor to the origin, apply `transform`, move back.
    public var drawingTransform: Transform2D {
        let anchor = anchorPosition
        return Transform2D(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .thenTranslated(x: anchor.x, y: anchor.y)
    }

    /// The four corners of the untransformed frame: top-left, top-right, bottom-right,
    /// bottom-left, content coordinates.
    package var frameCorners: [Point] {
        let frame = self.frame
        return [
            Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY),
            Point(x: frame.maxX, y: frame.maxY), Point(x: frame.minX, y: frame.maxY),
        ]
    }

    /// The outline of the drawn item, content coordinates: the four transformed corners
    /// (top-left, top-right, bottom-right, bottom-left before the transform), or for a 3D item the
    /// projected outline of its part in front of the eye (`projectedOutline`).
    public var transformedCorners: [Point] {
        if transform3D != nil { return projectedOutline }
        let mapping = drawingTransform
        return frameCorners.map(mapping.apply(to:))
    }

    /// The axis-aligned bounds of the drawn item, content coordinates. A 3D item wholly behind the
    /// eye has an empty frame at its anchor.
    public var transformedFrame: Rect {
        if transform3D != nil {
            let outline = projectedOutline
            return outline.isEmpty ? Rect(origin: anchorPosition, size: .zero) : Rect.bounding(outline)
        }
        if transform.isIdentity { return frame }
        return Rect.bounding(transformedCorners)
    }

    /// True when the item is drawn at all: not hidden, not fully transparent, and, when it is not
    /// double-sided, facing the viewer.
    public var isVisible: Bool { !isHidden && alpha > 0 && (isDoubleSided || isFacingViewer) }

    /// True when every number in the attributes is finite.
    public var isFinite: Bool {
        center.isFinite && size.isFinite && transform.isFinite && anchorPoint.isFinite && alpha.isFinite
            && (transform3D?.isFinite ?? true) && (styleBox?.style.isFinite ?? true)
    }

    /// True when `point` (content coordinates) falls on the drawn item, honouring its transform
    /// (through the projection for a 3D item) and anchor point. Hidden and transparent items, and
    /// single-sided items seen from behind, are never hit.
    public func hitTest(_ point: Point) -> Bool {
        guard isVisible else { return false }
        if transform3D != nil { return Self.convexPolygon(projectedOutline, contains: point) }
        guard let inverse = drawingTransform.inverted() else { return false }
        return frame.contains(inverse.apply(to: point))
    }

    /// The zIndex of an item being moved interactively: above every layout's items (UIKit uses
    /// NSIntegerMax; this leaves room for arithmetic without overflow).
    package static let interactiveMovementZIndex = Int(Int32.max)

    /// A copy with another alpha.
    public func with(alpha: Double) -> LayoutAttributes {
        var copy = self
        copy.alpha = alpha
        return copy
    }
}
