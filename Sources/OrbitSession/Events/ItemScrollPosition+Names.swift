import CollectionLayout

/// `scrollToItem`'s positions as scripts, journals and traces spell them.
extension ItemScrollPosition {
    /// The names scripts and the command line use, one per place: `top`, `centeredVertically`,
    /// `bottom`, `left`, `centeredHorizontally`, `right`, and `centered` for both middles.
    package static let names: [(name: String, position: ItemScrollPosition)] = [
        ("top", .top), ("centeredVertically", .centeredVertically), ("bottom", .bottom),
        ("left", .left), ("centeredHorizontally", .centeredHorizontally), ("right", .right), ("centered", .centered),
    ]

    /// The position a name or a comma-separated list of names gives (`top,left`); nil for an
    /// unknown name or two places on one axis (`top,bottom`) (pure).
    package init?(names text: String) {
        var position: ItemScrollPosition = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let named = Self.names.first(where: { $0.name == part })?.position else { return nil }
            position.formUnion(named)
        }
        guard !position.isEmpty, position.vertical.rawValue.nonzeroBitCount <= 1, position.horizontal.rawValue.nonzeroBitCount <= 1
        else { return nil }
        self = position
    }

    /// The position's names as `init(names:)` reads them: `centered`, `top`, `bottom,right` (pure).
    package var nameList: String {
        if self == .centered { return "centered" }
        return Self.names.filter { $0.position != .centered && contains($0.position) }.map(\.name).joined(separator: ",")
    }
}
