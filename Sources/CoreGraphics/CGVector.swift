import Foundation

/// A two-dimensional vector: a displacement of `dx` points along x and `dy` points along y.
public struct CGVector: Hashable, Sendable {
    /// The x component, in points.
    public var dx: CGFloat
    /// The y component, in points.
    public var dy: CGFloat

    /// Creates a vector whose components are both zero.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// Creates a vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from `Double` components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector from integer components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector `(0, 0)`.
    public static let zero = CGVector(dx: 0, dy: 0)
}

extension CGVector: Codable {
    /// Decodes `dx` then `dy` from an unkeyed container.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let dx = try container.decode(CGFloat.self)
        let dy = try container.decode(CGFloat.self)
        self.init(dx: dx, dy: dy)
    }

    /// Encodes `dx` then `dy` into an unkeyed container.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}

extension CGVector: CustomDebugStringConvertible {
    /// The components as `(dx, dy)`.
    public var debugDescription: String { "(\(dx), \(dy))" }
}

/// Returns the vector `(dx, dy)`.
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector {
    CGVector(dx: dx, dy: dy)
}
