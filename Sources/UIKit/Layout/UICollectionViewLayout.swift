import QuartzCore

/// UIKit's layout class: subclass it, override `prepare()`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)` (and what else your
/// layout needs), and hand it to Orbit with `LayoutDescriptor.uikit(name:summary:delegate:make:)`.
///
/// Orbit's host calls it as UICollectionView does: `invalidateLayout(with:)` then `prepare()`
/// before any query after the data or the bounds' size change; `shouldInvalidateLayout(forBoundsChange:)`
/// on every scroll, and when it answers true, `invalidationContext(forBoundsChange:)`,
/// `invalidateLayout(with:)` and `prepare()`; `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// when a drag ends; `prepare(forCollectionViewUpdates:)`, the appearing and disappearing
/// attributes and `finalizeCollectionViewUpdates()` around inserts and deletes. Geometry is in
/// the collection view's content coordinates, points.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout lays out (set by Orbit's host before the first `prepare`).
    /// Overridable as in UIKit.
    open var collectionView: UICollectionView? { attachedView }

    private weak var attachedView: UICollectionView?

    /// Decoration kinds registered with `register(_:forDecorationViewOfKind:)`.
    var registeredDecorationKinds: [String] = []

    public override init() {
        super.init()
    }

    /// Layouts read from storyboards in UIKit; Orbit has none, so this is the plain initialiser.
    public required init?(coder: NSCoder) {
        super.init()
    }

    func attach(to view: UICollectionView) {
        attachedView = view
    }

    // MARK: - The layout's answers

    /// Computes what the queries need. Called after every invalidation, before any query.
    open func prepare() {}

    /// The scrollable size of the content, points.
    open var collectionViewContentSize: CGSize { .zero }

    /// Every element whose frame meets `rect` (content coordinates), in any order; nil for none.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The class of the attributes the layout makes (a subclass of `UICollectionViewLayoutAttributes`).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the layout makes.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: - Invalidation

    /// Whether scrolling (or resizing) to `newBounds` needs the layout invalidated. Default: false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// What a bounds change invalidates. Default: a context of `invalidationContextClass` that names nothing.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Invalidates everything: the host calls `prepare()` before the next query.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Invalidates what `context` names; the host calls `prepare()` before the next query.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
    }

    /// Set by an invalidation, cleared by the host's `prepare()`.
    var needsPrepare = true

    /// Self-sizing: whether a cell's preferred attributes need the layout updated. Default: false.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Self-sizing: what taking a cell's preferred attributes invalidates.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// A new context of `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    // MARK: - Scrolling

    /// Where scrolling should stop, given where inertia would take it and the release velocity
    /// (points per millisecond, as UIKit reports it). Default: `proposedContentOffset`.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    /// Where the view should be after an update or a layout switch. Default: `proposedContentOffset`.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: - Updates

    /// Called before the appearing and disappearing queries of a batch update.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called once the update's animations are set up.
    open func finalizeCollectionViewUpdates() {}

    /// Called before a layout switch animates to this layout.
    open func prepareForAnimatedBoundsChange(_ oldBounds: CGRect) {}

    open func finalizeAnimatedBoundsChange() {}

    /// Called when this layout becomes (or stops being) the view's layout.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    open func finalizeLayoutTransition() {}

    /// Where an item that appears starts. Default: a copy of `layoutAttributesForItem(at:)`,
    /// transparent when the item is inserted by the update (it fades in where it ends), as UIKit's.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        if insertedIndexPaths.contains(itemIndexPath) { attributes.alpha = 0 }
        return attributes
    }

    /// The items the batch update being set up inserts (set by the host around `prepare(forCollectionViewUpdates:)`).
    var insertedIndexPaths: Set<IndexPath> = []

    /// Where a deleted item ends. Default: nil, which fades it out where it was.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: - Reordering

    /// Where an item dragged to `position` should go. Default: the item under `position`, or
    /// `previousIndexPath` over empty space.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        let probe = CGRect(x: position.x, y: position.y, width: 1, height: 1)
        let hit = (layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(position) }
            .max { ($0.zIndex, $0.indexPath) < ($1.zIndex, $1.indexPath) }
        return hit?.indexPath ?? previousIndexPath
    }

    /// How the dragged item is drawn with its centre at `position`. Default: its attributes moved there, on top.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int(Int32.max)
        return attributes
    }

    // MARK: - Registration and direction

    /// Records `elementKind` as a decoration kind of the layout (Orbit draws decorations from
    /// their attributes; the class is not instantiated).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        if !registeredDecorationKinds.contains(elementKind) { registeredDecorationKinds.append(elementKind) }
    }

    /// The direction the layout was written for. Orbit lays out left to right.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether a right-to-left interface mirrors the layout; Orbit's interface is left to right.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}
