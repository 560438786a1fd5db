/// Builds compact JSON text by hand: numbers print exactly (Swift's shortest round-trip form), keys
/// keep the order they are written in, and a non-finite number can never reach the output.
///
/// The text is kept as UTF-8 bytes while it is built (appending a byte costs less than appending
/// to a `String`, which a trace does millions of times per replay) and made a `String` once.
package struct JSONText: Sendable {
    /// The JSON written so far.
    package var text: String { String(decoding: bytes, as: UTF8.self) }
    /// `text` as UTF-8.
    package private(set) var bytes: [UInt8] = []
    private var needsComma = [false]

    package init() {}

    package mutating func beginObject() { valuePrefix(); append(ascii: "{"); needsComma.append(false) }
    package mutating func endObject() { needsComma.removeLast(); append(ascii: "}") }
    package mutating func beginArray() { valuePrefix(); append(ascii: "["); needsComma.append(false) }
    package mutating func endArray() { needsComma.removeLast(); append(ascii: "]") }

    /// Writes `"key":`; the next value belongs to it.
    package mutating func key(_ name: String) {
        valuePrefix()
        appendQuoted(name)
        append(ascii: ":")
        valueFollowsKey = true
    }

    private var valueFollowsKey = false

    /// The comma between siblings; none between a key and its value.
    private mutating func valuePrefix() {
        if valueFollowsKey {
            valueFollowsKey = false
            return
        }
        if needsComma[needsComma.count - 1] { append(ascii: ",") }
        needsComma[needsComma.count - 1] = true
    }

    /// A number; NaN and infinities are written as `null` (callers keep them out; this keeps the
    /// output parseable if one slips through).
    package mutating func number(_ value: Double) {
        valuePrefix()
        bytes.append(contentsOf: (value.isFinite ? Self.format(value == 0 ? 0 : value) : "null").utf8)
    }

    package mutating func integer(_ value: Int) { valuePrefix(); bytes.append(contentsOf: String(value).utf8) }
    package mutating func null() { valuePrefix(); bytes.append(contentsOf: "null".utf8) }
    package mutating func bool(_ value: Bool) { valuePrefix(); bytes.append(contentsOf: (value ? "true" : "false").utf8) }
    package mutating func string(_ value: String) { valuePrefix(); appendQuoted(value) }

    /// Appends `string` quoted: as it is when nothing in it needs escaping (every key, nearly
    /// every value), else through `quoted`.
    private mutating func appendQuoted(_ string: String) {
        guard string.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) else {
            bytes.append(contentsOf: Self.quoted(string).utf8)
            return
        }
        append(ascii: "\"")
        bytes.append(contentsOf: string.utf8)
        append(ascii: "\"")
    }

    private mutating func append(ascii character: Unicode.Scalar) { bytes.append(UInt8(ascii: character)) }

    /// `[x, y]`-style arrays of numbers.
    package mutating func numbers(_ values: [Double]) {
        beginArray()
        for value in values { number(value) }
        endArray()
    }

    /// Swift's shortest representation that reads back to the same Double; integral values keep
    /// a `.0` so readers see a float.
    package static func format(_ value: Double) -> String {
        value.description
    }

    package static func quoted(_ string: String) -> String {
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
