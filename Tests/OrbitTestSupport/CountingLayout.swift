import CollectionLayout

/// `base`, counting the calls that cost: `prepare` and the rect queries (`attributes(in:)`, and
/// `attributes(in:resolution:)` through it); everything else is forwarded (`LayoutWrapper`). The
/// counts sit in a shared box, so the copies a host or a benchmark makes of the layout count into
/// the same one.
public struct CountingLayout: LayoutWrapper {
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

    public mutating func prepare(_ context: LayoutContext) {
        counts.prepares += 1
        base.prepare(context)
    }
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        counts.queries += 1
        let answer = base.attributes(in: rect)
        return answersReversed ? answer.reversed() : answer
    }
    /// Through `attributes(in:)`, so a drawing host's queries count (and come reversed) too.
    public func attributes(in rect: Rect, resolution: Double) -> [LayoutAttributes] { attributes(in: rect) }
}
