/// Space outside an item, on the edges a group lays it out by (UIKit's
/// `NSCollectionLayoutEdgeSpacing`). Unlike `contentInsets`, which shrink an item inside the space
/// it is given, edge spacing moves the item and its neighbours apart. nil is no spacing.
public struct LayoutEdgeSpacing: Hashable, Sendable {
    public var leading: LayoutSpacing?
    public var top: LayoutSpacing?
    public var trailing: LayoutSpacing?
    public var bottom: LayoutSpacing?

    public init(leading: LayoutSpacing?, top: LayoutSpacing?, trailing: LayoutSpacing?, bottom: LayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing where `axis` starts (leading for horizontal, top for vertical).
    func before(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? leading : top }

    /// The spacing where `axis` ends (trailing for horizontal, bottom for vertical).
    func after(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? trailing : bottom }
}
