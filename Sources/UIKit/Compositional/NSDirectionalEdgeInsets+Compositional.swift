import CollectionLayout

// Conversions between UIKit's directional insets and Orbit's (both points; Orbit lays out left
// to right, so leading is left and trailing right).

extension NSDirectionalEdgeInsets {
    /// The insets in Orbit's type, leading on the left.
    var orbit: EdgeInsets {
        EdgeInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }

    /// Orbit's insets, left as leading.
    init(_ insets: EdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}
