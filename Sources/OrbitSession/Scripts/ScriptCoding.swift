import CollectionLayout
import OrbitSupport

/// A value of a script line's field as it is written: numbers as Swift's shortest round-trip
/// form (integral ones keep `.0`), integers and arrays of integers as integers.
enum ScriptFieldValue: Hashable, Sendable {
    case number(Double)
    case integer(Int)
    case integers([Int])
    case bool(Bool)
    case string(String)

    /// A `set` value as written: a boolean for `true`/`false`, a number when it reads back as the
    /// same text (`ParameterValue.format`), else the text.
    static func setting(_ text: String) -> ScriptFieldValue {
        if text == "true" || text == "false" { return .bool(text == "true") }
        if let number = ParameterValue.decimal(text), ParameterValue.format(number) == text { return .number(number) }
        return .string(text)
    }

    func write(to json: inout JSONText) {
        switch self {
        case .number(let number): json.number(number)
        case .integer(let integer): json.integer(integer)
        case .integers(let integers):
            json.beginArray()
            for integer in integers { json.integer(integer) }
            json.endArray()
        case .bool(let bool): json.bool(bool)
        case .string(let text): json.string(text)
        }
    }
}

/// A line's fields besides `t` and `event`, in the order they are written; a nil value is left
/// out (an optional field at its default).
struct ScriptFields: ExpressibleByDictionaryLiteral, Sendable {
    var pairs: [(key: String, value: ScriptFieldValue)]

    init(dictionaryLiteral elements: (String, ScriptFieldValue?)...) {
        pairs = elements.compactMap { key, value in value.map { (key, $0) } }
    }
}

/// What a script line says besides its time: the event's name and its fields.
struct ScriptLineContent: Sendable {
    let event: String
    let fields: ScriptFields

    init(_ event: String, _ fields: ScriptFields = [:]) {
        self.event = event
        self.fields = fields
    }

    /// The line at `time` seconds, `{"t":…,"event":…,…}` (no newline).
    func text(time: Double) -> String {
        var json = JSONText()
        json.beginObject()
        json.key("t")
        json.number(time)
        json.key("event")
        json.string(event)
        for (key, value) in fields.pairs {
            json.key(key)
            value.write(to: &json)
        }
        json.endObject()
        return json.text
    }
}

/// How one event's lines are read: the fields it must and may have, and the checked reading of
/// them into a session event.
struct ScriptEventReader: Sendable {
    let required: [String]
    let optional: [String]
    let read: @Sendable (LineFields) throws(ScriptError) -> SessionEvent

    init(_ required: [String], optional: [String] = [], read: @escaping @Sendable (LineFields) throws(ScriptError) -> SessionEvent) {
        self.required = required
        self.optional = optional
        self.read = read
    }

    /// Every event a script line may name: the pointer input's and the actions' (`key` is
    /// `Script`'s own: it reads into a `ScriptStep.key`).
    static let all: [String: ScriptEventReader] = PointerInput.scriptReaders.merging(SessionAction.scriptReaders) { first, _ in first }
}
