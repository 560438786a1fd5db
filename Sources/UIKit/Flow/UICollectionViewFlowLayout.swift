import CollectionLayout
import QuartzCore

/// UIKit's flow layout, on Orbit's flow engine (`FlowLayout`): lines of items broken where the
/// next no longer fits, full lines justified, a lone item centred, the last line of a section
/// leading, section insets, headers and footers (pinned or not), both directions, and the
/// delegate's sizes and spacings per item and section (`UICollectionViewDelegateFlowLayout`),
/// with the layout's properties where the delegate is silent.
///
/// Subclass it as on iOS: override `prepare()`, call `super.layoutAttributesForElements(in:)`,
/// copy and adjust what it returns. The delegate is asked again after an invalidation that
/// covers everything, the data's counts or the delegate's metrics, and when the bounds change
/// size; a scroll that only moves pinned headers and footers costs O(log n).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Every item's size when the delegate does not size items, points (UIKit's default 50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidate(ifChangedFrom: oldValue, to: itemSize) } }
    /// Self-sizing estimate; `.zero` (the default) turns self-sizing off. With it, each item is
    /// as long along the scroll axis as its content prefers (Orbit's captions and pictures,
    /// `--content`), this estimate until the content is measured, as the engine's
    /// `estimatedItemSize` does; `UICollectionViewFlowLayout.automaticSize` estimates with `itemSize`.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidate(ifChangedFrom: oldValue, to: estimatedItemSize) } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidate(ifChangedFrom: oldValue, to: minimumLineSpacing) } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidate(ifChangedFrom: oldValue, to: minimumInteritemSpacing) } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidate(ifChangedFrom: oldValue, to: sectionInset) } }
    /// A header's size: its height scrolling vertically, its width horizontally; zero for none.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidate(ifChangedFrom: oldValue, to: headerReferenceSize) } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidate(ifChangedFrom: oldValue, to: footerReferenceSize) } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidate(ifChangedFrom: oldValue, to: scrollDirection) } }
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidate(ifChangedFrom: oldValue, to: sectionHeadersPinToVisibleBounds) } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidate(ifChangedFrom: oldValue, to: sectionFootersPinToVisibleBounds) } }
    /// What the section insets are relative to (the engine's `sectionInsetReference`); Orbit's
    /// window has no safe area and its views no margins, so every reference gives the same frames
    /// unless a view subclass returns `layoutMargins`.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidate(ifChangedFrom: oldValue, to: sectionInsetReference) } }

    /// UIKit's size that asks cells to size themselves.
    public nonisolated static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// What `sectionInset` is measured from.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// Setting a property to a new value invalidates the layout, as in UIKit (setting the value
    /// it has does not: a subclass that sets its insets in every `prepare` is prepared once).
    private func invalidate<Value: Equatable>(ifChangedFrom oldValue: Value, to newValue: Value) {
        if newValue != oldValue { invalidateLayout() }
    }

    /// Orbit's engine, as last prepared.
    private(set) final var engine = FlowLayout()
    /// Set by an invalidation that needs the delegate asked again.
    private var needsMetrics = true
    /// Cleared by the delegate protocol's default `sizeForItemAt`: the delegate does not size items.
    var delegateSizesItems = true

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        if context.invalidateEverything || context.invalidateDataSourceCounts || flow?.invalidateFlowLayoutDelegateMetrics != false
            || flow?.invalidateFlowLayoutAttributes != false
        {
            needsMetrics = true
        }
    }

    /// A scroll that keeps the size asks for nothing but the pinned elements.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, newBounds.size == collectionView?.bounds.size {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = false
        }
        return context
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size || engine.shouldInvalidate(forBoundsChange: newBounds.orbit)
    }

    // MARK: - Preparing

    /// Asks the delegate (after an invalidation that needs it) and prepares the engine.
    ///
    /// - Complexity: O(n) delegate calls for n items when the delegate sizes items, O(s) for s
    ///   sections otherwise; a scroll that moves only pinned elements, O(log s).
    open override func prepare() {
        super.prepare()
        let context = engineContext
        if needsMetrics || context.boundsSize != engine.context.boundsSize || context.sectionItemCounts != engine.context.sectionItemCounts {
            engine = configuredEngine()
            engine.prepare(context)
            needsMetrics = false
        } else if context != engine.context {
            engine.invalidateLayout(with: engine.invalidationContext(forBoundsChange: context.visibleRect), for: context)
        }
    }

    /// The engine with the properties and the delegate's answers.
    private func configuredEngine() -> FlowLayout {
        var flow = FlowLayout()
        let along: Axis = scrollDirection == .vertical ? .vertical : .horizontal
        flow.direction = along
        flow.itemSize = itemSize.orbit
        flow.minimumLineSpacing = Double(minimumLineSpacing)
        flow.minimumInteritemSpacing = Double(minimumInteritemSpacing)
        flow.sectionInset = sectionInset.orbit
        flow.headerHeight = Self.extent(headerReferenceSize, along: along)
        flow.footerHeight = Self.extent(footerReferenceSize, along: along)
        flow.pinHeaders = sectionHeadersPinToVisibleBounds
        flow.pinFooters = sectionFootersPinToVisibleBounds
        flow.sectionInsetReference = switch sectionInsetReference {
        case .fromContentInset: .fromContentInset
        case .fromSafeArea: .fromSafeArea
        case .fromLayoutMargins: .fromLayoutMargins
        }
        flow.layoutMargins = collectionView?.layoutMargins.orbit ?? .zero
        if estimatedItemSize != .zero {
            flow.estimatedItemSize = (estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize).orbit
        }
        guard let view = collectionView, let delegate = view.delegate as? any UICollectionViewDelegateFlowLayout else { return flow }
        let sections = view.numberOfSections
        flow.sectionInsets = (0..<sections).map { delegate.collectionView(view, layout: self, insetForSectionAt: $0).orbit }
        flow.sectionLineSpacings = (0..<sections).map { Double(delegate.collectionView(view, layout: self, minimumLineSpacingForSectionAt: $0)) }
        flow.sectionInteritemSpacings = (0..<sections).map {
            Double(delegate.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: $0))
        }
        flow.sectionHeaderHeights = (0..<sections).map {
            Self.extent(delegate.collectionView(view, layout: self, referenceSizeForHeaderInSection: $0), along: along)
        }
        flow.sectionFooterHeights = (0..<sections).map {
            Self.extent(delegate.collectionView(view, layout: self, referenceSizeForFooterInSection: $0), along: along)
        }
        // Whether the delegate sizes items: its answer for the first item tells (the protocol's
        // default clears `delegateSizesItems`); if it does not, the equal-item grid.
        guard flow.estimatedItemSize == nil, let first = (0..<sections).first(where: { view.numberOfItems(inSection: $0) > 0 }) else { return flow }
        delegateSizesItems = true
        _ = delegate.collectionView(view, layout: self, sizeForItemAt: IndexPath(item: 0, section: first))
        guard delegateSizesItems else { return flow }
        flow.itemSizes = (0..<sections).map { section in
            (0..<view.numberOfItems(inSection: section)).map { item in
                delegate.collectionView(view, layout: self, sizeForItemAt: IndexPath(item: item, section: section)).orbit
            }
        }
        return flow
    }

    /// Self-sizing (`estimatedItemSize`): the preferred sizes the host's items measured, taken
    /// by the engine in place (the lines after them move; nothing else is asked again).
    func takePreferredSizes(_ sizes: [ItemIndexPath: Size]) {
        guard !sizes.isEmpty else { return }
        engine.invalidateLayout(with: InvalidationContext(preferredItemSizes: sizes), for: engine.context)
    }

    /// A header's or footer's extent along the scroll axis: finite and not negative.
    private static func extent(_ size: CGSize, along axis: Axis) -> Double {
        let value = Double(axis == .vertical ? size.height : size.width)
        return value.isFinite ? Swift.max(0, value) : 0
    }

    // MARK: - Answers

    open override var collectionViewContentSize: CGSize { CGSize(engine.contentSize) }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        engine.attributes(in: rect.orbit).map { flowAttributes($0) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let path = indexPath.orbit else { return nil }
        return engine.attributes(at: path).map { flowAttributes($0) }
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let path = indexPath.orbit else { return nil }
        return engine.attributes(forSupplementaryElementOfKind: UIKitElementKind.orbit(elementKind), at: path).map { flowAttributes($0) }
    }

    /// UIKit attributes (of `layoutAttributesClass`) for the engine's, headers and footers with
    /// UIKit's kinds.
    private func flowAttributes(_ attributes: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let made = makeAttributes(attributes)
        if let kind = made.representedElementKind { made.representedElementKind = UIKitElementKind.uikit(kind) }
        return made
    }
}
