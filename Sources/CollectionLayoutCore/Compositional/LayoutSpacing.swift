/// A gap between compositional elements (UIKit's `NSCollectionLayoutSpacing`), points.
public enum LayoutSpacing: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points; the space a group has left over along its axis is shared
    /// equally among its flexible gaps.
    case flexible(Double)

    /// The fixed length, or the flexible minimum; negative or non-finite values read as 0.
    public var spacing: Double {
        let value: Double
        switch self {
        case .fixed(let points), .flexible(let points): value = points
        }
        return value.isFinite ? Swift.max(0, value) : 0
    }

    public var isFixedSpacing: Bool { if case .fixed = self { true } else { false } }
    public var isFlexibleSpacing: Bool { if case .flexible = self { true } else { false } }
}
