import CollectionLayout
import QuartzCore

/// A UIKit layout (a `UICollectionViewLayout` subclass) as an Orbit layout: what every Orbit
/// tool (the playground, dump, shot, replay, bench, fuzz, soak, check-layout, the conformance
/// kit) drives. Made by `LayoutDescriptor.uikit(name:summary:delegate:make:)`.
///
/// The UIKit object is a reference shared by copies of this value. Each copy remembers the
/// context it was prepared for and prepares the object again when another copy prepared it
/// since (the host keeps the previous layout while an update animates): answers always match
/// the copy's own context, at the cost of a `prepare` when copies alternate.
public struct UIKitLayout: CollectionViewLayout {
    let driver: UIKitLayoutDriver
    public private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    /// `object` laid out for a collection view whose delegate (and data source, when it is one)
    /// is `delegate`.
    @MainActor
    public init(_ object: UICollectionViewLayout, delegate: AnyObject? = nil) {
        driver = UIKitLayoutDriver(object: object, delegate: delegate)
    }

    /// The UIKit layout object.
    @MainActor
    public var object: UICollectionViewLayout { driver.object }

    /// How many times the object's `prepare()` ran (tests and benchmarks read it).
    public var prepareCount: Int { driver.prepareCount }

    public mutating func prepare(_ context: LayoutContext) {
        self.context = context
        driver.prepare(context)
    }

    public var contentSize: Size {
        driver.sync(context)
        return driver.contentSize
    }

    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        driver.sync(context)
        return driver.attributes(in: rect)
    }

    /// nil for an index path out of range, without asking the object (a UIKit layout may index
    /// its cache with it).
    public func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.item >= 0, indexPath.item < context.numberOfItems(inSection: indexPath.section)
        else { return nil }
        driver.sync(context)
        if let plain = driver.plainFaceEngine() { return plain.attributes(at: indexPath) }
        let object = driver.object
        return runOnOwningThread { object.layoutAttributesForItem(at: IndexPath(indexPath)) }.map(driver.orbitAttributes)
    }

    public func attributes(forSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < context.numberOfSections else { return nil }
        driver.sync(context)
        if let plain = driver.plainFaceEngine() {
            let engineKind = plain is FlowLayout ? kind : UIKitElementKind.uikit(kind)
            return plain.attributes(forSupplementaryElementOfKind: engineKind, at: indexPath).map(UIKitLayoutDriver.orbitKinds)
        }
        let object = driver.object
        return runOnOwningThread {
            object.layoutAttributesForSupplementaryView(ofKind: UIKitElementKind.uikit(kind), at: IndexPath(indexPath))
        }.map(driver.orbitAttributes)
    }

    public func attributes(forDecorationElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < context.numberOfSections else { return nil }
        driver.sync(context)
        let object = driver.object
        return runOnOwningThread {
            object.layoutAttributesForDecorationView(ofKind: UIKitElementKind.uikit(kind), at: IndexPath(indexPath))
        }.map(driver.orbitAttributes)
    }

    public var supplementaryElementKinds: [String] { driver.elementKinds(for: context).supplementary }

    public var decorationElementKinds: [String] { driver.elementKinds(for: context).decoration }

    /// The index paths the object was seen to answer for `kind` in `section` (UIKit asks a layout
    /// only for elements its rect query returned, so that is what the layout promises).
    public func elementCount(ofKind kind: String, inSection section: Int) -> Int {
        driver.elementKinds(for: context).count(ofKind: kind, inSection: section)
    }

    /// Whether the layout lays out sections: it read `collectionView.numberOfSections` (or a
    /// section other than 0) in a `prepare`. A layout that reads only section 0's count (as many
    /// carousels and the seeds' layouts do) is shown several sections as one, flattened, by the
    /// host. Before its first `prepare` a layout is taken to lay out sections.
    public var supportsSections: Bool { driver.readsSections ?? true }

    // MARK: - Scrolling

    /// Always true: the collection view learns every offset (a UIKit layout may read
    /// `contentOffset` in its queries); whether the object is invalidated is its
    /// `shouldInvalidateLayout(forBoundsChange:)`'s answer (`invalidationContext(forBoundsChange:)`).
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { true }

    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        driver.invalidation(forBoundsChange: newBounds, in: context)
    }

    public mutating func invalidateLayout(with invalidation: InvalidationContext, for context: LayoutContext) {
        guard !invalidation.invalidateEverything, context.differsOnlyInOffset(from: self.context) else { return prepare(context) }
        driver.sync(self.context)
        self.context = context
        driver.scroll(to: context)
        if !invalidation.preferredItemSizes.isEmpty {
            // Self-sizing: the flow engine inside the object takes the measured sizes.
            let object = driver.object, sizes = invalidation.preferredItemSizes
            runOnOwningThread { (object as? UICollectionViewFlowLayout)?.takePreferredSizes(sizes) }
        }
    }

    /// Where the layout moved the view (it wrote `collectionView.contentOffset`, or its
    /// `contentInset` moved the origin), until the host scrolls there.
    public var requestedContentOffset: Point? { driver.preparedContext == context ? driver.requestedOffset : nil }

    /// The object's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, with
    /// the velocity in points per millisecond as UIKit reports it. With `isPagingEnabled`, the
    /// page (the view's size along each axis) in the direction of the fling, or the nearest page
    /// at a slow release; with a `decelerationRate` other than `.normal`, the proposal is where
    /// that rate coasts from the release (UIKit's projection `v · r / (1 − r)`, v in points per ms).
    public func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        driver.sync(context)
        let view = driver.view, object = driver.object, current = context.contentOffset, bounds = context.boundsSize
        let (paging, rate) = runOnOwningThread { (view.isPagingEnabled, Double(view.decelerationRate.rawValue)) }
        if paging { return Self.page(from: current, velocity: velocity, pageSize: bounds, proposed: proposed) }
        var proposal = proposed
        if rate != Double(UIScrollView.DecelerationRate.normal.rawValue), rate > 0, rate < 1 {
            proposal = current + velocity * (0.001 * rate / (1 - rate))
        }
        let uikitProposal = driver.uikitPoint(proposal)
        let velocityPerMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        let target = runOnOwningThread {
            object.targetContentOffset(forProposedContentOffset: uikitProposal, withScrollingVelocity: velocityPerMillisecond)
        }
        let result = driver.orbitPoint(target)
        return result.isFinite ? result : proposed
    }

    /// UIScrollView's paging: the next page in the direction of a fling faster than 200 points
    /// per second, otherwise the nearest page, along each axis whose page size is positive.
    static func page(from current: Point, velocity: Point, pageSize: Size, proposed: Point) -> Point {
        func axis(_ current: Double, _ velocity: Double, _ page: Double, _ proposed: Double) -> Double {
            guard page > 0, current.isFinite else { return proposed }
            let position = current / page
            let index = velocity > 200 ? position.rounded(.down) + 1 : velocity < -200 ? position.rounded(.up) - 1 : position.rounded()
            return index * page
        }
        return Point(
            x: axis(current.x, velocity.x, pageSize.width, proposed.x), y: axis(current.y, velocity.y, pageSize.height, proposed.y))
    }

    // MARK: - Updates

    public mutating func prepare(forUpdates updates: [UpdateItem]) {
        driver.sync(context)
        let object = driver.object
        let inserted = Set(updates.compactMap { update in
            if case .insert(let indexPath) = update { IndexPath(indexPath) } else { nil }
        })
        runOnOwningThread {
            object.insertedIndexPaths = inserted
            object.prepare(forCollectionViewUpdates: updates.map(Self.updateItem))
        }
        driver.isUpdating = true
    }

    public mutating func finalizeUpdates() {
        let object = driver.object
        runOnOwningThread {
            object.finalizeCollectionViewUpdates()
            object.insertedIndexPaths = []
        }
        driver.isUpdating = false
    }

    /// The object's answer during a batch update (between `prepare(forUpdates:)` and
    /// `finalizeUpdates()`), the only time UIKit asks; outside one, the item fading in where it
    /// is (a layout may keep its update's state after finalizing, as UIKit never asks then).
    public func initialAttributes(forAppearingItemAt indexPath: ItemIndexPath) -> LayoutAttributes? {
        driver.sync(context)
        let object = driver.object
        if driver.isUpdating, let initial = runOnOwningThread({ object.initialLayoutAttributesForAppearingItem(at: IndexPath(indexPath)) }) {
            return driver.orbitAttributes(initial)
        }
        return attributes(at: indexPath)?.with(alpha: 0)
    }

    public func finalAttributes(forDisappearingItemAt indexPath: ItemIndexPath, from old: LayoutAttributes) -> LayoutAttributes {
        driver.sync(context)
        let object = driver.object
        if driver.isUpdating, let final = runOnOwningThread({ object.finalLayoutAttributesForDisappearingItem(at: IndexPath(indexPath)) }) {
            return driver.orbitAttributes(final)
        }
        return old.with(alpha: 0)
    }

    public func initialAttributes(forAppearingSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        driver.sync(context)
        let object = driver.object
        if driver.isUpdating, let initial = runOnOwningThread({
            object.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: UIKitElementKind.uikit(kind), at: IndexPath(indexPath))
        }) {
            return driver.orbitAttributes(initial)
        }
        return attributes(forSupplementaryElementOfKind: kind, at: indexPath)?.with(alpha: 0)
    }

    public func finalAttributes(
        forDisappearingSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath, from old: LayoutAttributes
    ) -> LayoutAttributes {
        driver.sync(context)
        let object = driver.object
        if driver.isUpdating, let final = runOnOwningThread({
            object.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: UIKitElementKind.uikit(kind), at: IndexPath(indexPath))
        }) {
            return driver.orbitAttributes(final)
        }
        return old.with(alpha: 0)
    }

    /// UIKit's update item for Orbit's: a section change names `[section, NSNotFound]`, as UIKit does.
    static func updateItem(_ update: UpdateItem) -> UICollectionViewUpdateItem {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        return switch update {
        case .insert(let indexPath): UICollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(indexPath))
        case .delete(let indexPath): UICollectionViewUpdateItem(action: .delete, before: IndexPath(indexPath), after: nil)
        case .move(let from, let to): UICollectionViewUpdateItem(action: .move, before: IndexPath(from), after: IndexPath(to))
        case .insertSection(let index, _): UICollectionViewUpdateItem(action: .insert, before: nil, after: section(index))
        case .deleteSection(let index): UICollectionViewUpdateItem(action: .delete, before: section(index), after: nil)
        case .moveSection(let from, let to): UICollectionViewUpdateItem(action: .move, before: section(from), after: section(to))
        }
    }

    // MARK: - Reordering

    public func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ItemIndexPath, withPosition position: Point) -> ItemIndexPath {
        driver.sync(context)
        let object = driver.object, point = driver.uikitPoint(position)
        let target = runOnOwningThread {
            object.targetIndexPath(forInteractivelyMovingItem: IndexPath(previousIndexPath), withPosition: point)
        }
        return target.orbit ?? previousIndexPath
    }

    public func attributesForInteractivelyMovingItem(at indexPath: ItemIndexPath, withTargetPosition position: Point) -> LayoutAttributes? {
        driver.sync(context)
        let object = driver.object, point = driver.uikitPoint(position)
        let moving = runOnOwningThread {
            object.layoutAttributesForInteractivelyMovingItem(at: IndexPath(indexPath), withTargetPosition: point)
        }
        return driver.orbitAttributes(moving)
    }
}
