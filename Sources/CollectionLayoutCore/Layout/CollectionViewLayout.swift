/// UICollectionViewLayout's contract for value-type layouts.
///
/// The host prepares a layout with a `LayoutContext`, then asks it for the content size and for
/// attributes; it prepares again whenever the context changes in a way the layout cares about
/// (`shouldInvalidate(forBoundsChange:)` decides for a scroll). All geometry is in points, content
/// coordinates, UIKit's axes (origin top-left, y down); angles are radians, clockwise positive.
public protocol CollectionViewLayout: Sendable {
    /// The context of the last `prepare(_:)`.
    var context: LayoutContext { get }

    /// Computes whatever the queries below need for `context`. Called before any query, and again
    /// after every invalidation. Cost is the layout's to document (O(1) for most, O(n) for waterfall).
    mutating func prepare(_ context: LayoutContext)

    /// The scrollable size of the content; `boundsSize` for layouts that do not scroll.
    var contentSize: Size { get }

    /// Every element whose drawn (transformed) frame can intersect `rect`: cells and (for layouts
    /// with them) supplementary views and decorations, in any order, as UIKit allows (the host
    /// and the tools read the answer with its cells in index order: `cellsInIndexOrder()`;
    /// built-in layouts answer cells in index order, then the others, which costs nothing more).
    /// Hidden elements are left out. Scrolling layouts answer in O(log n + k) or O(k) for k results.
    func attributes(in rect: Rect) -> [LayoutAttributes]

    /// The attributes of one item, hidden or not; nil when the index is out of range.
    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes?

    /// Whether moving the visible rect to `newBounds` (content coordinates) needs a new `prepare`.
    /// Layouts whose attributes depend on the content offset answer true.
    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool

    /// What a bounds change that `shouldInvalidate(forBoundsChange:)` accepted invalidates
    /// (UIKit's `invalidationContext(forBoundsChange:)`). Default: `.everything` (a full `prepare`);
    /// a layout with pinned headers names just those, so scrolling never re-prepares it.
    func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext

    /// Updates the layout for `context` (the new state) and an invalidation that is not
    /// `invalidateEverything`: only what `invalidation` names changes. Default: `prepare(context)`.
    mutating func invalidateLayout(with invalidation: InvalidationContext, for context: LayoutContext)

    /// A supplementary view (a header, a footer, any kind the layout declares) at `indexPath`
    /// (UIKit's `layoutAttributesForSupplementaryView(ofKind:at:)`). Default: nil, none.
    func attributes(forSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes?

    /// A decoration at `indexPath` (`layoutAttributesForDecorationView(ofKind:at:)`). Default: nil.
    func attributes(forDecorationElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes?

    /// The supplementary kinds the layout can return, for tools that enumerate every element (the
    /// conformance kit's brute force). Default: none.
    var supplementaryElementKinds: [String] { get }

    /// The decoration kinds the layout can return. Default: none.
    var decorationElementKinds: [String] { get }

    /// How many index paths `[section, 0..<count]` elements of `kind` (a supplementary or
    /// decoration kind the layout declares) can occupy in `section`, for tools that enumerate every
    /// element (the conformance kit's brute force, `dump --all`): a day planner has an hour line per
    /// hour, however many events the day holds. Default: the section's item count, at least 1.
    func elementCount(ofKind kind: String, inSection section: Int) -> Int

    /// Whether the layout lays out `context.numberOfSections` sections (reading
    /// `numberOfItems(inSection:)` and the section of every index path) rather than one section of
    /// `itemCount` items. Tools refuse several sections for a layout that does not, and the
    /// conformance kit checks sectioned scenes for one that does. Default: false.
    var supportsSections: Bool { get }

    /// Where a supplementary view that appears in an animated update starts (a header of an inserted
    /// section). `indexPath` is after the update. Default: its attributes with alpha 0.
    func initialAttributes(forAppearingSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes?

    /// Where a supplementary view that disappears ends (a header of a deleted section). `indexPath`
    /// is before the update, `old` what it was on screen. Default: `old` with alpha 0.
    func finalAttributes(
        forDisappearingSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath, from old: LayoutAttributes
    ) -> LayoutAttributes

    /// `initialAttributes(forAppearingSupplementaryElementOfKind:at:)` for decorations.
    func initialAttributes(forAppearingDecorationElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes?

    /// `finalAttributes(forDisappearingSupplementaryElementOfKind:at:from:)` for decorations.
    func finalAttributes(
        forDisappearingDecorationElementOfKind kind: String, at indexPath: ItemIndexPath, from old: LayoutAttributes
    ) -> LayoutAttributes

    /// Where scrolling should stop, given where inertia would take it (`proposed`, content offset)
    /// and the release `velocity` (points per second). The host clamps the answer into range.
    func targetContentOffset(proposed: Point, velocity: Point) -> Point

    /// Called after `prepare(_:)` for the new state and before the appearing/disappearing queries
    /// of a batch update.
    mutating func prepare(forUpdates updates: [UpdateItem])

    /// Where an item that appears in an animated update starts. `indexPath` is its index after the
    /// update. Default: its final attributes with alpha 0.
    func initialAttributes(forAppearingItemAt indexPath: ItemIndexPath) -> LayoutAttributes?

    /// Where an item that disappears in an animated update ends. `indexPath` is its index before the
    /// update and `old` the attributes it had on screen. Default: `old` with alpha 0.
    func finalAttributes(forDisappearingItemAt indexPath: ItemIndexPath, from old: LayoutAttributes) -> LayoutAttributes

    /// Called when the update's animations have been set up; drops what `prepare(forUpdates:)` kept.
    mutating func finalizeUpdates()

    // Host capabilities: what UICollectionView's scroll view and delegate would decide, declared
    // by the layout so that the host never asks which layout it has. Every one has a default.

    /// How the arrow keys page. Default: `.lines`.
    var paging: PagingStyle { get }

    /// Paging when a drag ends instead of coasting (line3d). Default: nil, drags coast and the
    /// layout's `targetContentOffset` snaps them.
    var dragPaging: DragPaging? { get }

    /// The content offset (unclamped, points) that brings item `index` (in `0..<n`) to the layout's
    /// focus, for layouts whose items do not move through the view with the offset (wheels: every
    /// item hangs from the middle and the offset turns the wheel). Default: nil, the host centres the
    /// item's drawn frame in the view.
    func contentOffset(focusingItemAt index: Int) -> Point?

    /// The inverse of `contentOffset(focusingItemAt:)`: the fractional index that `offset` focuses,
    /// for layouts that page by item. Default: nil, the host takes the item whose drawn centre is
    /// nearest the middle of the view along the axis it scrolls on (`CollectionView.focusedIndex`),
    /// the inverse of its default centring, so a layout that scrolls along an axis needs neither.
    func focusedItemPosition(at offset: Point) -> Double?

    /// Where the layout asks the view to scroll (content offset, points), read by the host after
    /// every `prepare` and invalidation: UIKit layouts that write `collectionView.contentOffset`
    /// (recentring an endless carousel) or change its inset. The host scrolls there at once,
    /// keeping a drag in progress under the pointer, and prepares again. Default: nil.
    var requestedContentOffset: Point? { get }

    /// What pinch and rotation do here. Default: `.none`.
    var gestures: GestureResponse { get }

    /// The scroll direction D may flip, for layouts with one; the host flips it through the
    /// layout's `direction` parameter, so its descriptor must declare one. Default: nil.
    var flippableDirection: Axis? { get }

    /// Wrap-around scrolling along one axis, for layouts whose content repeats (`Wrapping`).
    /// The layout is prepared with offsets in `0..<period` along that axis and must answer any
    /// offset (proposals past the seam reach `targetContentOffset` unreduced). Default: nil.
    var wrapping: Wrapping? { get }

    /// `attributes(in:)` thinned for a screen whose pixels are `resolution` points wide: what a
    /// host that draws asks every frame. A layout whose items crowd (more than one per pixel, such
    /// as a circle of a million items) may leave an item out when a later item in index order that
    /// it returns has the same size, transform, alpha and zIndex and is drawn less than
    /// `resolution` points from it: on screen that later item covers it (up to a sliver thinner
    /// than a pixel). Still in index order, with no hidden items; an item that covers some in
    /// `rect` may itself lie up to `resolution` outside it. This is how the frame's work
    /// stays bounded by the pixels rather than the item count (O(pixels) results, not O(n)).
    /// Default: `attributes(in:)`, every item (the renderer then drops sprites that land on the
    /// same pixels, but the layout's own cost stays O(n)).
    func attributes(in rect: Rect, resolution: Double) -> [LayoutAttributes]

    /// An item `fraction` (0…1) of the way from `start` to `end` while the view animates or
    /// interactively transitions to this layout: UICollectionViewTransitionLayout's job. Both are
    /// in the view's content coordinates of the frame. `animatedValues` are the values the host
    /// set with `CollectionView.updateValue(_:forAnimatedKey:)` during an interactive transition
    /// (fading to nothing as its end animates; empty otherwise), for a layout that adds its own
    /// interpolated effects (a lift, a spread). Default: `start.interpolated(to:fraction:)`,
    /// decomposing the transforms.
    func interpolatedAttributes(
        from start: LayoutAttributes, to end: LayoutAttributes, fraction: Double, animatedValues: [String: Double]
    ) -> LayoutAttributes

    /// Where an item being moved interactively (drag to reorder) should go when its centre is at
    /// `position` (content coordinates): UICollectionViewLayout's
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)`. `previousIndexPath` is its index
    /// now; return it to leave the item where it is. The host clamps the answer into range.
    /// Default: the item under `position`, topmost first (highest zIndex, then highest index path),
    /// hit-testing this layout's attributes with their transforms; `previousIndexPath` over
    /// empty space. O(log n + k) for a layout whose `attributes(in:)` is.
    func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ItemIndexPath, withPosition position: Point) -> ItemIndexPath

    /// How the item being moved is drawn with its centre at `position` (content coordinates), at
    /// its index now: UICollectionViewLayout's
    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`. Default: its
    /// attributes with `center` at `position` and `zIndex` `LayoutAttributes.interactiveMovementZIndex`
    /// (on top of everything); nil leaves it out.
    func attributesForInteractivelyMovingItem(at indexPath: ItemIndexPath, withTargetPosition position: Point) -> LayoutAttributes?

    // Self-sizing (UIKit's estimated sizes): the layout gives estimates, the host asks each item's
    // content for its preferred size and hands it back through the two calls below.

    /// How the host should ask the content of the item at `indexPath` for its preferred size
    /// (which extent the layout fixes), or nil when the layout's size is final (the default: no
    /// self-sizing). Must not depend on the preferred sizes already taken, so that asking again
    /// gives the same answer.
    func preferredSizeFitting(forItemAt indexPath: ItemIndexPath) -> SizeFitting?

    /// Whether the item's content, preferring `preferred` over `original` (its attributes now),
    /// needs the layout updated: UIKit's
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`. Asked only
    /// for items with a `preferredSizeFitting`. Default: the sizes differ.
    func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, original: LayoutAttributes) -> Bool

    /// What taking `preferred` invalidates: UIKit's
    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`. Default: the
    /// item, with its preferred size in `preferredItemSizes`; `invalidateLayout(with:for:)` takes it.
    /// The host adds its own content offset adjustment (what keeps the visible items still) to
    /// the context's `contentOffsetAdjustment`.
    func invalidationContext(forPreferredAttributes preferred: LayoutAttributes, original: LayoutAttributes) -> InvalidationContext
}

// MARK: - Default implementations

extension CollectionViewLayout {
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.size != context.boundsSize
    }

    public func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        proposed
    }

    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext { .everything }

    public mutating func invalidateLayout(with invalidation: InvalidationContext, for context: LayoutContext) {
        prepare(context)
    }

    public func attributes(forSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? { nil }

    public func attributes(forDecorationElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? { nil }

    public var supplementaryElementKinds: [String] { [] }

    public var decorationElementKinds: [String] { [] }

    public func elementCount(ofKind kind: String, inSection section: Int) -> Int {
        Swift.max(1, context.numberOfItems(inSection: section))
    }

    public var supportsSections: Bool { false }

    public func initialAttributes(forAppearingSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        attributes(forSupplementaryElementOfKind: kind, at: indexPath)?.with(alpha: 0)
    }

    public func finalAttributes(
        forDisappearingSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath, from old: LayoutAttributes
    ) -> LayoutAttributes {
        old.with(alpha: 0)
    }

    public func initialAttributes(forAppearingDecorationElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        attributes(forDecorationElementOfKind: kind, at: indexPath)?.with(alpha: 0)
    }

    public func finalAttributes(
        forDisappearingDecorationElementOfKind kind: String, at indexPath: ItemIndexPath, from old: LayoutAttributes
    ) -> LayoutAttributes {
        old.with(alpha: 0)
    }

    public mutating func prepare(forUpdates updates: [UpdateItem]) {}

    public func initialAttributes(forAppearingItemAt indexPath: ItemIndexPath) -> LayoutAttributes? {
        attributes(at: indexPath)?.with(alpha: 0)
    }

    public func finalAttributes(forDisappearingItemAt indexPath: ItemIndexPath, from old: LayoutAttributes) -> LayoutAttributes {
        old.with(alpha: 0)
    }

    public mutating func finalizeUpdates() {}

    public var paging: PagingStyle { .lines }

    public var dragPaging: DragPaging? { nil }

    public func contentOffset(focusingItemAt index: Int) -> Point? { nil }

    public func focusedItemPosition(at offset: Point) -> Double? { nil }

    public var requestedContentOffset: Point? { nil }

    public var gestures: GestureResponse { .none }

    public var flippableDirection: Axis? { nil }

    public var wrapping: Wrapping? { nil }

    public func attributes(in rect: Rect, resolution: Double) -> [LayoutAttributes] {
        attributes(in: rect)
    }

    public func interpolatedAttributes(
        from start: LayoutAttributes, to end: LayoutAttributes, fraction: Double, animatedValues: [String: Double]
    ) -> LayoutAttributes {
        start.interpolated(to: end, fraction: fraction)
    }

    public func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ItemIndexPath, withPosition position: Point) -> ItemIndexPath {
        guard position.isFinite else { return previousIndexPath }
        let probe = Rect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
        var best: LayoutAttributes?
        for attributes in attributes(in: probe) where attributes.isCell && attributes.hitTest(position) {
            if let current = best, (current.zIndex, current.indexPath) > (attributes.zIndex, attributes.indexPath) { continue }
            best = attributes
        }
        return best?.indexPath ?? previousIndexPath
    }

    public func attributesForInteractivelyMovingItem(at indexPath: ItemIndexPath, withTargetPosition position: Point) -> LayoutAttributes? {
        guard var attributes = attributes(at: indexPath) else { return nil }
        attributes.center = position
        attributes.zIndex = LayoutAttributes.interactiveMovementZIndex
        return attributes
    }
}

extension CollectionViewLayout {
    public func preferredSizeFitting(forItemAt indexPath: ItemIndexPath) -> SizeFitting? { nil }

    public func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, original: LayoutAttributes) -> Bool {
        preferred.size != original.size
    }

    public func invalidationContext(forPreferredAttributes preferred: LayoutAttributes, original: LayoutAttributes) -> InvalidationContext {
        InvalidationContext(
            invalidatedItemIndexPaths: [original.indexPath], preferredItemSizes: [original.indexPath: preferred.size])
    }
}

// MARK: - API

extension CollectionViewLayout {
    /// The largest content offset on each axis; 0 where the content is no larger than the bounds.
    /// Along a wrapping axis: the period (the offset runs round `0..<period`).
    public var maximumContentOffset: Point {
        var maximum = Point(
            x: Swift.max(0, contentSize.width - context.boundsSize.width),
            y: Swift.max(0, contentSize.height - context.boundsSize.height))
        if let wrapping { maximum[wrapping.axis] = wrapping.period }
        return maximum
    }

    /// `offset` clamped into the scrollable range `0...maximumContentOffset` on each axis; left
    /// as it is along a wrapping axis, where every offset is in range.
    public func clampedContentOffset(_ offset: Point) -> Point {
        let maximum = maximumContentOffset
        var clamped = Point(x: Swift.min(Swift.max(offset.x, 0), maximum.x), y: Swift.min(Swift.max(offset.y, 0), maximum.y))
        if let wrapping { clamped[wrapping.axis] = offset[wrapping.axis] }
        return clamped
    }

    /// `offset` with its coordinate along a wrapping axis reduced into `0..<period`; unchanged
    /// without wrapping.
    public func wrappedContentOffset(_ offset: Point) -> Point {
        wrapping?.wrapped(offset) ?? offset
    }

    /// `targetContentOffset(proposed:velocity:)` followed by the host's clamping.
    public func clampedTargetContentOffset(proposed: Point, velocity: Point) -> Point {
        clampedContentOffset(targetContentOffset(proposed: proposed, velocity: velocity))
    }

    /// `supportsSections` asked of a copy prepared with two items in 800 x 600 points: a layout
    /// may learn it only in `prepare` (a UIKit layout: whether it reads the number of sections).
    /// Ask it of a layout just made: the copy's `prepare` is a real one.
    public var supportsSectionsOncePrepared: Bool { supportsSectionsOncePrepared(displayScale: 1) }

    /// `supportsSectionsOncePrepared`, the copy prepared on a display of `displayScale` pixels per point.
    public func supportsSectionsOncePrepared(displayScale: Double) -> Bool {
        var prepared = self
        prepared.prepare(LayoutContext(boundsSize: Size(width: 800, height: 600), itemCount: 2, displayScale: displayScale))
        return prepared.supportsSections
    }

    /// The attributes of the visible rect `(ox, oy, W, H)`.
    public var visibleAttributes: [LayoutAttributes] { attributes(in: context.visibleRect) }

    /// `attributes(at:)` for every item, hidden ones included, in index-path order.
    ///
    /// - Complexity: O(n).
    public var allAttributes: [LayoutAttributes] {
        guard context.numberOfSections > 1 else {
            return (0..<context.itemCount).compactMap { attributes(at: ItemIndexPath(item: $0)) }
        }
        return (0..<context.numberOfSections).flatMap { section in
            (0..<context.numberOfItems(inSection: section)).compactMap { attributes(at: ItemIndexPath(item: $0, section: section)) }
        }
    }

    /// Every supplementary view and decoration the layout declares, hidden ones included: each
    /// declared kind asked at `[section, item]` for every item of every section (and item 0 of an
    /// empty section, or as many as `elementCount(ofKind:inSection:)` says), supplementary views
    /// first.
    ///
    /// - Complexity: O(n · kinds).
    public var allSupplementaryAndDecorationAttributes: [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for section in 0..<context.numberOfSections {
            let counts = (supplementaryElementKinds + decorationElementKinds).map { elementCount(ofKind: $0, inSection: section) }
            for item in 0..<(counts.max() ?? 0) {
                let indexPath = ItemIndexPath(item: item, section: section)
                for (position, kind) in supplementaryElementKinds.enumerated() where item < counts[position] {
                    if let element = attributes(forSupplementaryElementOfKind: kind, at: indexPath) { result.append(element) }
                }
                for (position, kind) in decorationElementKinds.enumerated() where item < counts[supplementaryElementKinds.count + position] {
                    if let element = attributes(forDecorationElementOfKind: kind, at: indexPath) { result.append(element) }
                }
            }
        }
        return result
    }
}
