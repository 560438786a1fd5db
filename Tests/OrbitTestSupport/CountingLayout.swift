import CollectionLayout

/// `base`, counting the calls that cost: `prepare` and the rect queries (`attributes(in:)`; the
/// default `attributes(in:resolution:)` goes through it). The counts sit in a shared box, so the
/// copies a host or a benchmark makes of the layout count into the same one.
public struct CountingLayout: CollectionViewLayout {
    public final class Counts: @unchecked Sendable {
        public var prepares = 0
        public var queries = 0
        public init() {}
    }

    public var base: any CollectionViewLayout
    public let counts: Counts
    /// Answers `attributes(in:)` back to front (any order is allowed, as in UIKit).
    public var answersReversed = false

    public init(_ base: any CollectionViewLayout, counts: Counts = Counts()) {
        self.base = base
        self.counts = counts
    }

    public var context: LayoutContext { base.context }
    public var contentSize: Size { base.contentSize }
    public mutating func prepare(_ context: LayoutContext) {
        counts.prepares += 1
        base.prepare(context)
    }
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        counts.queries += 1
        let answer = base.attributes(in: rect)
        return answersReversed ? answer.reversed() : answer
    }
    public func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? { base.attributes(at: indexPath) }
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { base.shouldInvalidate(forBoundsChange: newBounds) }
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        base.invalidationContext(forBoundsChange: newBounds)
    }
    public mutating func invalidateLayout(with invalidation: InvalidationContext, for context: LayoutContext) {
        base.invalidateLayout(with: invalidation, for: context)
    }
    public func attributes(forSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        base.attributes(forSupplementaryElementOfKind: kind, at: indexPath)
    }
    public func attributes(forDecorationElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        base.attributes(forDecorationElementOfKind: kind, at: indexPath)
    }
    public var supplementaryElementKinds: [String] { base.supplementaryElementKinds }
    public var decorationElementKinds: [String] { base.decorationElementKinds }
    public func elementCount(ofKind kind: String, inSection section: Int) -> Int { base.elementCount(ofKind: kind, inSection: section) }
    public var supportsSections: Bool { base.supportsSections }
}
