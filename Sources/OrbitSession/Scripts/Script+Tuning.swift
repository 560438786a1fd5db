import CollectionLayout
import Foundation

/// The tuning events: `set` (a layout parameter, `{"t": 1.2, "event": "set", "key": "spacing",
/// "value": 0.5}`) and `physics` (a host value, `{"t": 1.5, "event": "physics", "key":
/// "decelerationRate", "value": 0.99}`).
extension Script {
    /// A `set` event: `key` must be a parameter of one of `catalog`'s layouts (which one applies
    /// depends on the layout on screen when it is handled); `value` is a number, `true`/`false` or
    /// a string in the `--set` form.
    static func parseSet(_ object: [String: Any], fields: LineFields, catalog: LayoutCatalog) throws(ScriptError) -> InputEvent {
        let key = try fields.string("key")
        guard catalog.entries.contains(where: { $0.parameterKeys.contains(key) }) else {
            throw ScriptError(line: fields.line, "no layout has a parameter '\(shown(key))'")
        }
        let value: String
        switch object["value"] {
        case let text as String:
            guard text.count <= maximumQuotedLength * 25 else { throw ScriptError(line: fields.line, "'value' is too long") }
            value = text
        case let number as NSNumber where number.objCType.pointee == UInt8(ascii: "c"):
            value = number.boolValue ? "true" : "false"
        case is NSNumber:
            value = ParameterValue.format(try fields.number("value", in: -ParameterValue.maximumMagnitude...ParameterValue.maximumMagnitude))
        default:
            throw ScriptError(line: fields.line, "'value' must be a number, true, false or a string")
        }
        return .setParameter(LayoutSetting(key: key, value: value))
    }

    /// A `physics` event: `key` one of `PhysicsKey`'s, `value` a number in its range.
    static func parsePhysics(fields: LineFields) throws(ScriptError) -> InputEvent {
        let name = try fields.string("key")
        guard let key = PhysicsKey(rawValue: name) else {
            let names = PhysicsKey.allCases.map(\.rawValue).joined(separator: ", ")
            throw ScriptError(line: fields.line, "unknown physics key '\(shown(name))' (expected one of: \(names))")
        }
        return .physics(key, try fields.number("value", in: key.range))
    }
}
