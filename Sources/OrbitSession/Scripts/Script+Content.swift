import CollectionLayout

/// The `content` event: what the items show from then on, `{"t": 0, "event": "content", "kind":
/// "captions"}` (icons, captions or photos). A script without one shows icons, as scripts always did.
extension Script {
    static func parseContent(fields: LineFields) throws(ScriptError) -> InputEvent {
        let name = try fields.string("kind")
        guard let kind = ContentKind(rawValue: name) else {
            throw ScriptError(line: fields.line, "unknown content '\(shown(name))' (expected one of: \(ContentKind.names))")
        }
        return .content(kind)
    }
}
