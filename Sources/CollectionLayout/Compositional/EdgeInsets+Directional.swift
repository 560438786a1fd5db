extension EdgeInsets {
    /// UIKit's `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`, left to right: leading is
    /// left and trailing is right (Orbit lays out left to right only).
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.init(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// `rect` shrunk by these insets; a side that would go negative collapses to 0 at the middle.
    func inset(_ rect: Rect) -> Rect {
        let width = rect.width - left - right, height = rect.height - top - bottom
        return Rect(
            x: width >= 0 ? rect.minX + left : rect.minX + (rect.width) / 2,
            y: height >= 0 ? rect.minY + top : rect.minY + (rect.height) / 2,
            width: Swift.max(0, width), height: Swift.max(0, height))
    }
}
