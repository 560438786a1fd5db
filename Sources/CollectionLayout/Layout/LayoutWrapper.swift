/// A layout that answers through another one, `base`, and changes only what it declares: every
/// requirement of `CollectionViewLayout` (and of `OrthogonalScrollingLayout`, for a wrapper that
/// adopts it) is forwarded to `base` by default, defaults included, so a wrapper states the few
/// answers it changes and the base answers the rest as itself.
///
/// A wrapper that changes nothing is `base` seen through a window: a tracer records each call
/// (`forwarding(_:_:)` runs around every forwarded one), a profiler times them; a wrapper that maps
/// index paths (`FlattenedSectionsLayout`) implements the queries that take or return them and
/// forwards the host capabilities (paging, gestures, wrapping, …) untouched. Without it each
/// wrapper restated all 38 requirements, and one that was added later (as
/// `requestedContentOffset` was) fell back to the protocol's default instead of the base's answer.
///
/// - Complexity: each forwarded call costs the base's call plus one existential dispatch.
public protocol LayoutWrapper: CollectionViewLayout {
    /// The layout answering. Replacing it takes effect at once; prepare the new one first (the
    /// wrapper's own state, if any, follows at its next `prepare(_:)`).
    var base: any CollectionViewLayout { get set }

    /// Runs `answer` (one forwarded call to `base`) and returns its result. `requirement` names
    /// the call as the protocol spells it (`"attributes(in:)"`, `"contentSize"`). Default: runs
    /// it. A wrapper that watches calls overrides it; it must run `answer` exactly once.
    static func forwarding<Answer>(_ requirement: StaticString, _ answer: () -> Answer) -> Answer
}

extension LayoutWrapper {
    public static func forwarding<Answer>(_ requirement: StaticString, _ answer: () -> Answer) -> Answer { answer() }

    // MARK: The layout and its queries

    public var context: LayoutContext { Self.forwarding("context") { base.context } }

    public mutating func prepare(_ context: LayoutContext) { Self.forwarding("prepare") { base.prepare(context) } }

    public var contentSize: Size { Self.forwarding("contentSize") { base.contentSize } }

    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        Self.forwarding("attributes(in:)") { base.attributes(in: rect) }
    }

    public func attributes(in rect: Rect, resolution: Double) -> [LayoutAttributes] {
        Self.forwarding("attributes(in:resolution:)") { base.attributes(in: rect, resolution: resolution) }
    }

    public func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        Self.forwarding("attributes(at:)") { base.attributes(at: indexPath) }
    }

    // MARK: Invalidation

    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        Self.forwarding("shouldInvalidate(forBoundsChange:)") { base.shouldInvalidate(forBoundsChange: newBounds) }
    }

    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        Self.forwarding("invalidationContext(forBoundsChange:)") { base.invalidationContext(forBoundsChange: newBounds) }
    }

    public mutating func invalidateLayout(with invalidation: InvalidationContext, for context: LayoutContext) {
        Self.forwarding("invalidateLayout(with:for:)") { base.invalidateLayout(with: invalidation, for: context) }
    }

    // MARK: Supplementary views and decorations

    public func attributes(forSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        Self.forwarding("attributes(forSupplementaryElementOfKind:at:)") {
            base.attributes(forSupplementaryElementOfKind: kind, at: indexPath)
        }
    }

    public func attributes(forDecorationElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        Self.forwarding("attributes(forDecorationElementOfKind:at:)") { base.attributes(forDecorationElementOfKind: kind, at: indexPath) }
    }

    public var supplementaryElementKinds: [String] { Self.forwarding("supplementaryElementKinds") { base.supplementaryElementKinds } }

    public var decorationElementKinds: [String] { Self.forwarding("decorationElementKinds") { base.decorationElementKinds } }

    public func elementCount(ofKind kind: String, inSection section: Int) -> Int {
        Self.forwarding("elementCount(ofKind:inSection:)") { base.elementCount(ofKind: kind, inSection: section) }
    }

    public var supportsSections: Bool { Self.forwarding("supportsSections") { base.supportsSections } }

    public func initialAttributes(forAppearingSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        Self.forwarding("initialAttributes(forAppearingSupplementaryElementOfKind:at:)") {
            base.initialAttributes(forAppearingSupplementaryElementOfKind: kind, at: indexPath)
        }
    }

    public func finalAttributes(
        forDisappearingSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath, from old: LayoutAttributes
    ) -> LayoutAttributes {
        Self.forwarding("finalAttributes(forDisappearingSupplementaryElementOfKind:at:from:)") {
            base.finalAttributes(forDisappearingSupplementaryElementOfKind: kind, at: indexPath, from: old)
        }
    }

    public func initialAttributes(forAppearingDecorationElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        Self.forwarding("initialAttributes(forAppearingDecorationElementOfKind:at:)") {
            base.initialAttributes(forAppearingDecorationElementOfKind: kind, at: indexPath)
        }
    }

    public func finalAttributes(
        forDisappearingDecorationElementOfKind kind: String, at indexPath: ItemIndexPath, from old: LayoutAttributes
    ) -> LayoutAttributes {
        Self.forwarding("finalAttributes(forDisappearingDecorationElementOfKind:at:from:)") {
            base.finalAttributes(forDisappearingDecorationElementOfKind: kind, at: indexPath, from: old)
        }
    }
}

extension LayoutWrapper {
    // MARK: Scrolling and batch updates

    public func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        Self.forwarding("targetContentOffset(proposed:velocity:)") { base.targetContentOffset(proposed: proposed, velocity: velocity) }
    }

    public mutating func prepare(forUpdates updates: [UpdateItem]) {
        Self.forwarding("prepare(forUpdates:)") { base.prepare(forUpdates: updates) }
    }

    public func initialAttributes(forAppearingItemAt indexPath: ItemIndexPath) -> LayoutAttributes? {
        Self.forwarding("initialAttributes(forAppearingItemAt:)") { base.initialAttributes(forAppearingItemAt: indexPath) }
    }

    public func finalAttributes(forDisappearingItemAt indexPath: ItemIndexPath, from old: LayoutAttributes) -> LayoutAttributes {
        Self.forwarding("finalAttributes(forDisappearingItemAt:from:)") { base.finalAttributes(forDisappearingItemAt: indexPath, from: old) }
    }

    public mutating func finalizeUpdates() { Self.forwarding("finalizeUpdates") { base.finalizeUpdates() } }

    // MARK: Host capabilities

    public var paging: PagingStyle { Self.forwarding("paging") { base.paging } }

    public var dragPaging: DragPaging? { Self.forwarding("dragPaging") { base.dragPaging } }

    public func contentOffset(focusingItemAt index: Int) -> Point? {
        Self.forwarding("contentOffset(focusingItemAt:)") { base.contentOffset(focusingItemAt: index) }
    }

    public func focusedItemPosition(at offset: Point) -> Double? {
        Self.forwarding("focusedItemPosition(at:)") { base.focusedItemPosition(at: offset) }
    }

    public var requestedContentOffset: Point? { Self.forwarding("requestedContentOffset") { base.requestedContentOffset } }

    public var gestures: GestureResponse { Self.forwarding("gestures") { base.gestures } }

    public var flippableDirection: Axis? { Self.forwarding("flippableDirection") { base.flippableDirection } }

    public var wrapping: Wrapping? { Self.forwarding("wrapping") { base.wrapping } }

    // MARK: Transitions and interactive movement

    public func interpolatedAttributes(
        from start: LayoutAttributes, to end: LayoutAttributes, fraction: Double, animatedValues: [String: Double]
    ) -> LayoutAttributes {
        Self.forwarding("interpolatedAttributes(from:to:fraction:animatedValues:)") {
            base.interpolatedAttributes(from: start, to: end, fraction: fraction, animatedValues: animatedValues)
        }
    }

    public func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ItemIndexPath, withPosition position: Point) -> ItemIndexPath {
        Self.forwarding("targetIndexPath(forInteractivelyMovingItem:withPosition:)") {
            base.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
        }
    }

    public func attributesForInteractivelyMovingItem(at indexPath: ItemIndexPath, withTargetPosition position: Point) -> LayoutAttributes? {
        Self.forwarding("attributesForInteractivelyMovingItem(at:withTargetPosition:)") {
            base.attributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        }
    }

    // MARK: Self-sizing

    public func preferredSizeFitting(forItemAt indexPath: ItemIndexPath) -> SizeFitting? {
        Self.forwarding("preferredSizeFitting(forItemAt:)") { base.preferredSizeFitting(forItemAt: indexPath) }
    }

    public func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, original: LayoutAttributes) -> Bool {
        Self.forwarding("shouldInvalidate(forPreferredAttributes:original:)") {
            base.shouldInvalidate(forPreferredAttributes: preferred, original: original)
        }
    }

    public func invalidationContext(forPreferredAttributes preferred: LayoutAttributes, original: LayoutAttributes) -> InvalidationContext {
        Self.forwarding("invalidationContext(forPreferredAttributes:original:)") {
            base.invalidationContext(forPreferredAttributes: preferred, original: original)
        }
    }
}

/// `OrthogonalScrollingLayout` forwarded too, for a wrapper that adopts it, so that a wrapped
/// compositional layout keeps its sections that scroll sideways. A base without such sections
/// answers as a layout that has none (no section scrolls orthogonally, every range 0, offsets
/// ignored), which the host treats as it treats any other layout.
extension LayoutWrapper where Self: OrthogonalScrollingLayout {
    /// `base` as a layout with orthogonal sections, nil when it has none.
    private var orthogonalBase: (any OrthogonalScrollingLayout)? { base as? any OrthogonalScrollingLayout }

    public var orthogonalAxis: Axis { Self.forwarding("orthogonalAxis") { orthogonalBase?.orthogonalAxis ?? .horizontal } }

    public var orthogonalContentOffsets: [Int: Double] {
        get { Self.forwarding("orthogonalContentOffsets") { orthogonalBase?.orthogonalContentOffsets ?? [:] } }
        set {
            Self.forwarding("orthogonalContentOffsets") {
                guard var scrolling = orthogonalBase else { return }
                scrolling.orthogonalContentOffsets = newValue
                base = scrolling
            }
        }
    }

    public func orthogonalSection(at point: Point) -> Int? {
        Self.forwarding("orthogonalSection(at:)") { orthogonalBase?.orthogonalSection(at: point) }
    }

    public func scrollsOrthogonally(section index: Int) -> Bool {
        Self.forwarding("scrollsOrthogonally(section:)") { orthogonalBase?.scrollsOrthogonally(section: index) ?? false }
    }

    public var hasOrthogonalSections: Bool { Self.forwarding("hasOrthogonalSections") { orthogonalBase?.hasOrthogonalSections ?? false } }

    public func pagesOrthogonally(section index: Int) -> Bool {
        Self.forwarding("pagesOrthogonally(section:)") { orthogonalBase?.pagesOrthogonally(section: index) ?? false }
    }

    public func orthogonalRange(inSection index: Int) -> Double {
        Self.forwarding("orthogonalRange(inSection:)") { orthogonalBase?.orthogonalRange(inSection: index) ?? 0 }
    }

    public func targetOrthogonalOffset(inSection index: Int, proposed: Double, current: Double, velocity: Double) -> Double {
        Self.forwarding("targetOrthogonalOffset(inSection:proposed:current:velocity:)") {
            orthogonalBase?.targetOrthogonalOffset(inSection: index, proposed: proposed, current: current, velocity: velocity) ?? 0
        }
    }
}
