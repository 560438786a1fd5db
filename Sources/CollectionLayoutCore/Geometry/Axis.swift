/// A scroll direction, and the axis a layout lays its items along.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    public var crossed: Axis { self == .horizontal ? .vertical : .horizontal }
}
