/// One side of a compositional element's size (UIKit's `NSCollectionLayoutDimension`): a fraction
/// of its container's width or height, an absolute length, or an estimate.
///
/// The container is what the element is laid out in: the section's content area (the collection
/// view's bounds less the section's `contentInsets`) for a section's group, the group's area (its
/// size less its `contentInsets`) for the group's subitems. Lengths are points.
public struct LayoutDimension: Hashable, Sendable {
    /// How `dimension` is read.
    public enum Kind: String, Hashable, Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    public let kind: Kind
    /// The fraction, or the length in points.
    public let dimension: Double

    init(kind: Kind, dimension: Double) {
        self.kind = kind
        self.dimension = dimension
    }

    /// `fraction` of the container's width.
    public static func fractionalWidth(_ fraction: Double) -> LayoutDimension { LayoutDimension(kind: .fractionalWidth, dimension: fraction) }

    /// `fraction` of the container's height.
    public static func fractionalHeight(_ fraction: Double) -> LayoutDimension { LayoutDimension(kind: .fractionalHeight, dimension: fraction) }

    /// `points`, whatever the container.
    public static func absolute(_ points: Double) -> LayoutDimension { LayoutDimension(kind: .absolute, dimension: points) }

    /// A length the content may change once measured: the estimate is used until the host's
    /// self-sizing delivers the item's preferred size along the layout's scroll axis, then the
    /// measured length (a group estimated there grows to fit its items). Across the scroll axis an
    /// estimate is used as it is, like `absolute`.
    public static func estimated(_ points: Double) -> LayoutDimension { LayoutDimension(kind: .estimated, dimension: points) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// Whether the length is a fraction of the container's extent along `axis`.
    func isFraction(of axis: Axis) -> Bool {
        axis == .horizontal ? kind == .fractionalWidth : kind == .fractionalHeight
    }

    /// The length in points inside a container of `container` points. A negative or non-finite
    /// result reads as 0, so a bad dimension gives an empty element rather than NaN geometry.
    ///
    /// - Complexity: O(1).
    public func resolved(in container: Size) -> Double {
        let length: Double
        switch kind {
        case .fractionalWidth: length = dimension * container.width
        case .fractionalHeight: length = dimension * container.height
        case .absolute, .estimated: length = dimension
        }
        return length.isFinite ? Swift.max(0, length) : 0
    }
}
