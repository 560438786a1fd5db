import CollectionLayout
/// Builds compact JSON text by hand: numbers print exactly (Swift's shortest round-trip form), keys
/// keep the order they are written in, and a non-finite number can never reach the output.
public struct JSONText: Sendable {
    public private(set) var text = ""
    private var needsComma = [false]

    public init() {}

    public mutating func beginObject() { valuePrefix(); text += "{"; needsComma.append(false) }
    public mutating func endObject() { needsComma.removeLast(); text += "}" }
    public mutating func beginArray() { valuePrefix(); text += "["; needsComma.append(false) }
    public mutating func endArray() { needsComma.removeLast(); text += "]" }

    /// Writes `"key":`; the next value belongs to it.
    public mutating func key(_ name: String) {
        valuePrefix()
        text += Self.quoted(name) + ":"
        valueFollowsKey = true
    }

    private var valueFollowsKey = false

    /// The comma between siblings; none between a key and its value.
    private mutating func valuePrefix() {
        if valueFollowsKey {
            valueFollowsKey = false
            return
        }
        if needsComma[needsComma.count - 1] { text += "," }
        needsComma[needsComma.count - 1] = true
    }

    /// A number; NaN and infinities are written as `null` (callers keep them out; this keeps the
    /// output parseable if one slips through).
    public mutating func number(_ value: Double) {
        valuePrefix()
        text += value.isFinite ? Self.format(value == 0 ? 0 : value) : "null"
    }

    public mutating func integer(_ value: Int) { valuePrefix(); text += String(value) }
    public mutating func null() { valuePrefix(); text += "null" }
    public mutating func bool(_ value: Bool) { valuePrefix(); text += value ? "true" : "false" }
    public mutating func string(_ value: String) { valuePrefix(); text += Self.quoted(value) }

    /// `[x, y]`-style arrays of numbers.
    public mutating func numbers(_ values: [Double]) {
        beginArray()
        for value in values { number(value) }
        endArray()
    }

    /// Swift's shortest representation that reads back to the same Double; integral values keep
    /// a `.0` so readers see a float.
    static func format(_ value: Double) -> String {
        value.description
    }

    static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
