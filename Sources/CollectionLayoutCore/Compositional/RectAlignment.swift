/// Where a boundary supplementary item sits on its section (UIKit's `NSRectAlignment`). With
/// vertical scrolling the `top` edges lead (headers) and the `bottom` ones trail (footers);
/// with horizontal scrolling `leading` leads and `trailing` trails. `top` and `bottom` centre
/// the item across, `leading` and `trailing` centre it along.
public enum RectAlignment: String, Hashable, Sendable, CaseIterable {
    case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Whether the item sits on the edge where `axis` starts (-1), ends (1) or neither (0).
    func edge(_ axis: Axis) -> Int {
        switch (self, axis) {
        case (.top, .vertical), (.topLeading, .vertical), (.topTrailing, .vertical): -1
        case (.bottom, .vertical), (.bottomLeading, .vertical), (.bottomTrailing, .vertical): 1
        case (.leading, .horizontal), (.topLeading, .horizontal), (.bottomLeading, .horizontal): -1
        case (.trailing, .horizontal), (.topTrailing, .horizontal), (.bottomTrailing, .horizontal): 1
        default: 0
        }
    }
}
