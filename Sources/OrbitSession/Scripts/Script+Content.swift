import CollectionLayout

/// The `content` event: what the items show from then on, `{"t": 0, "event": "content", "kind":
/// "captions"}` (icons, captions or photos). A script without one shows icons, as scripts always did.
/// And `prefer`: a preferred size delivered for one item.
extension Script {
    static func parseContent(fields: LineFields) throws(ScriptError) -> InputEvent {
        let name = try fields.string("kind")
        guard let kind = ContentKind(rawValue: name) else {
            throw ScriptError(line: fields.line, "unknown content '\(shown(name))' (expected one of: \(ContentKind.names))")
        }
        return .content(kind)
    }

    /// A `prefer` event: `{"t": 2, "event": "prefer", "item": 17, "width": 300, "height": 120}`, item
    /// `item` (an identity, a whole number >= 0) prefers that size, points (0 to `maximumSide`).
    static func parsePreferredSize(fields: LineFields) throws(ScriptError) -> InputEvent {
        let item = try fields.number("item", in: 0...Double(CollectionView.maximumItemCount) * 2)
        guard item == item.rounded() else { throw ScriptError(line: fields.line, "'item' must be a whole number") }
        let size = Size(width: try fields.number("width", in: 0...maximumSide), height: try fields.number("height", in: 0...maximumSide))
        return .preferredSize(item: Int(item), size)
    }
}
