extension EdgeInsets {
    /// UIKit's `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`, left to right: leading is
    /// left and trailing is right (Orbit lays out left to right only).
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.init(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// These insets with every non-finite side read as 0 (a bad inset moves nothing).
    var finite: EdgeInsets {
        func safe(_ value: Double) -> Double { value.isFinite ? value : 0 }
        return EdgeInsets(top: safe(top), left: safe(left), bottom: safe(bottom), right: safe(right))
    }

    /// `rect` shrunk by these insets (non-finite sides read as 0); a side that would go negative
    /// collapses to 0 at the middle.
    func inset(_ rect: Rect) -> Rect {
        let (top, left, bottom, right) = (finite.top, finite.left, finite.bottom, finite.right)
        let width = rect.width - left - right, height = rect.height - top - bottom
        return Rect(
            x: width >= 0 ? rect.minX + left : rect.minX + (rect.width) / 2,
            y: height >= 0 ? rect.minY + top : rect.minY + (rect.height) / 2,
            width: Swift.max(0, width), height: Swift.max(0, height))
    }
}
