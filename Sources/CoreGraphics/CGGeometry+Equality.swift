import Foundation

extension CGPoint {
    /// Whether both coordinates are equal to `point2`'s.
    public func equalTo(_ point2: CGPoint) -> Bool {
        x == point2.x && y == point2.y
    }
}

extension CGSize {
    /// Whether width and height are equal to `size2`'s.
    public func equalTo(_ size2: CGSize) -> Bool {
        width == size2.width && height == size2.height
    }
}

extension CGRect {
    /// Whether the two rectangles cover the same area: equal after standardizing, or both null.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        let lhs = standardized
        let rhs = rect2.standardized
        return lhs.origin.x == rhs.origin.x && lhs.origin.y == rhs.origin.y
            && lhs.size.width == rhs.size.width && lhs.size.height == rhs.size.height
    }
}
