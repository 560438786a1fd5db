import CollectionLayout
import QuartzCore

/// Makes section `index`'s layout for the environment (the collection view's bounds and traits);
/// nil lays the section out as a list of full-width rows 44 points high.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's compositional layout, as the face of Orbit's compositional engine
/// (`CompositionalLayout`): sections built from items, groups and boundary items, declared with
/// the `NSCollectionLayout…` classes, optionally by a section provider that reads the environment.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
///
/// `prepare()` reads the classes into the engine's values (calling the section provider once per
/// section, as the engine asks) and prepares the engine for the collection view; the queries
/// answer from it, in content coordinates, points, with attributes of `layoutAttributesClass`.
/// Element kinds are the strings the sections declare (`UICollectionView.elementKindSectionHeader`…).
/// A scroll that only moves pinned boundary items or visible-items handlers' cells updates the
/// engine without reading the sections again; a resize or any other invalidation reads them again.
///
/// Sections with an `orthogonalScrollingBehavior` are laid out at orthogonal offset 0: Orbit's
/// host scrolls them sideways only through `OrthogonalScrollingLayout`, which `UIKitLayout`
/// does not forward yet.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    /// The engine, prepared for the collection view; nil before the first `prepare()`.
    private(set) final var engine: CompositionalLayout?
    /// Set by any invalidation other than the scroll `invalidationContext(forBoundsChange:)` described.
    private var needsSectionsRead = true
    /// The context the last bounds check returned, until it is used to invalidate.
    private var scrollInvalidation: UICollectionViewLayoutInvalidationContext?

    /// How far each orthogonally scrolling section has scrolled across the scroll axis, points,
    /// by section index (missing: 0); kept when the sections are read again. For a host that
    /// drives orthogonal scrolling (see the type's comment).
    var orthogonalContentOffsets: [Int: Double] = [:] {
        didSet { engine?.orthogonalContentOffsets = orthogonalContentOffsets }
    }

    /// Settings for all sections. Set and read as a copy, as UIKit's; setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copied() }
        set {
            storedConfiguration = newValue.copied()
            invalidateLayout()
        }
    }

    /// Every section laid out as `section`.
    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// Every section laid out as `section`, with `configuration`'s settings.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        storedConfiguration = configuration.copied()
        super.init()
    }

    /// Each section laid out as `sectionProvider` says.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.sectionProvider = sectionProvider
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// Each section laid out as `sectionProvider` says, with `configuration`'s settings.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        storedConfiguration = configuration.copied()
        super.init()
    }

    /// Layouts read from storyboards in UIKit; Orbit has none: every section is a plain list.
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    // MARK: - Preparing

    open override func prepare() {
        super.prepare()
        let context = engineContext
        if !needsSectionsRead, var engine, context.differsOnlyInOffset(from: engine.context) {
            // A scroll: the engine moves pinned items and runs the handlers for the new offset.
            if context != engine.context {
                let bounds = Rect(origin: context.contentOffset, size: context.boundsSize)
                engine.invalidateLayout(with: engine.invalidationContext(forBoundsChange: bounds), for: context)
                self.engine = engine
            }
            return
        }
        needsSectionsRead = false
        let traits = collectionView?.traitCollection ?? UITraitCollection.current
        let provider = UncheckedSendableBox(value: sectionProvider)
        var engine = CompositionalLayout(
            sectionProvider: { index, environment in
                runOnOwningThread {
                    provider.value(index, CompositionalLayoutEnvironment(environment, traitCollection: traits))?.orbitSection(traits: traits)
                }
            },
            configuration: storedConfiguration.orbit)
        engine.orthogonalContentOffsets = orthogonalContentOffsets
        engine.prepare(context)
        self.engine = engine
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context !== scrollInvalidation || context.invalidateEverything || context.invalidateDataSourceCounts {
            needsSectionsRead = true
        }
        scrollInvalidation = nil
        super.invalidateLayout(with: context)
    }

    // MARK: - Answers

    /// The engine's content size, points; zero before the first `prepare()`.
    open override var collectionViewContentSize: CGSize {
        engine.map { CGSize($0.contentSize) } ?? .zero
    }

    /// Every cell, boundary item, badge and decoration whose frame meets `rect` (content
    /// coordinates): cells first, in index order.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let engine else { return nil }
        return engine.attributes(in: rect.orbit).map { makeAttributes($0) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let engine, let indexPath = indexPath.orbit, let attributes = engine.attributes(at: indexPath) else { return nil }
        return makeAttributes(attributes)
    }

    /// Boundary items at `[section, 0]` (the configuration's at `[0, 0]`); badges at their item's index path.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let engine, let indexPath = indexPath.orbit,
            let attributes = engine.attributes(forSupplementaryElementOfKind: elementKind, at: indexPath)
        else { return nil }
        return makeAttributes(attributes)
    }

    /// Section decorations at `[section, 0]`.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let engine, let indexPath = indexPath.orbit,
            let attributes = engine.attributes(forDecorationElementOfKind: elementKind, at: indexPath)
        else { return nil }
        return makeAttributes(attributes)
    }

    // MARK: - Scrolling

    /// A resize always; a scroll when pinned boundary items or a visible-items handler depend on
    /// the offset (the engine's answer).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let engine else { return true }
        return engine.shouldInvalidate(forBoundsChange: newBounds.orbit)
    }

    /// A resize invalidates everything; a scroll names the pinned boundary items and the cells
    /// the handlers changed, and leaves the sections as they were read.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard let engine else {
            context.invalidateEverything = true
            return context
        }
        let invalidation = engine.invalidationContext(forBoundsChange: newBounds.orbit)
        if invalidation.invalidateEverything {
            context.invalidateEverything = true
            return context
        }
        if !invalidation.invalidatedItemIndexPaths.isEmpty {
            context.invalidateItems(at: invalidation.invalidatedItemIndexPaths.map { IndexPath($0) })
        }
        for (kind, indexPaths) in invalidation.invalidatedSupplementaryIndexPaths.sorted(by: { $0.key < $1.key }) {
            context.invalidateSupplementaryElements(ofKind: kind, at: indexPaths.map { IndexPath($0) })
        }
        scrollInvalidation = context
        return context
    }

    /// The engine's resting offset for a drag released at `velocity` (points per millisecond, as
    /// UIKit reports it); content coordinates, points.
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let engine else { return proposedContentOffset }
        let perSecond = Point(x: Double(velocity.x) * 1000, y: Double(velocity.y) * 1000)
        return CGPoint(engine.targetContentOffset(proposed: proposedContentOffset.orbit, velocity: perSecond))
    }
}
