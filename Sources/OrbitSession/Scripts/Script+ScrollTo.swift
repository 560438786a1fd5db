import CollectionLayout

/// The `scrollTo` event: `{"t": 2, "event": "scrollTo", "item": 40, "position": "top"}`, with an
/// optional `"section"` (default 0) and `"animated": false` (default animated): the item at that
/// index path sits at `position` in the view (`ItemScrollPosition`'s names, `centered` or a pair
/// such as `"bottom,right"`), as UIKit's `scrollToItem(at:at:animated:)`. An index path the session
/// lacks at that moment does nothing (items come and go during a script).
extension Script {
    static func parseScrollTo(fields: LineFields) throws(ScriptError) -> InputEvent {
        func index(_ key: String) throws(ScriptError) -> Int {
            let value = try fields.optionalNumber(key, in: 0...Double(CollectionView.maximumItemCount)) ?? 0
            guard value == value.rounded() else { throw ScriptError(line: fields.line, "'\(key)' must be a whole number") }
            return Int(value)
        }
        guard fields.object["item"] != nil else { throw ScriptError(line: fields.line, "missing 'item'") }
        let item = try index("item")
        let names = try fields.string("position")
        guard let position = ItemScrollPosition(names: names) else {
            throw ScriptError(
                line: fields.line,
                "'position' must be one of \(ItemScrollPosition.names.map(\.name).joined(separator: ", ")) "
                    + "(or a vertical and a horizontal one joined by a comma), got '\(shown(names))'")
        }
        let animated = fields.object["animated"] == nil ? true : try fields.bool("animated")
        return .scrollToItem(ItemIndexPath(item: item, section: try index("section")), position, animated: animated)
    }
}
