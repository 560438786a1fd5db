import CollectionLayout

/// The `orthogonal` event: `{"t": 2, "event": "orthogonal", "section": 2, "offset": 120}`,
/// section `section` of the layout on screen (a whole number from 0) shows `offset` (points across
/// the scroll axis, within ±`maximumCoordinate`; the section clamps it into its range). The
/// playground journals one each time an orthogonal section comes to rest, so `--resume` restores
/// where every section was even when the drags that took it there replay differently.
extension Script {
    static func parseOrthogonalOffset(fields: LineFields) throws(ScriptError) -> InputEvent {
        let section = try fields.number("section", in: 0...Double(CollectionView.maximumItemCount))
        guard section == section.rounded() else { throw ScriptError(line: fields.line, "'section' must be a whole number") }
        return .orthogonalOffset(section: Int(section), offset: try fields.number("offset", in: -maximumCoordinate...maximumCoordinate))
    }
}
