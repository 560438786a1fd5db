import CollectionLayout
import Foundation

/// Script steps and session events as `Codable` values, for a user's own files and fixtures: a
/// step encodes as its script line's object (`{"t":…,"event":…,…}`) and decodes through the same
/// checked reader as scripts and journals (`Script.step(in:)`), so a decoded step is one a script
/// could hold and a bad one fails with the script's message (in `DecodingError.dataCorrupted`,
/// the `ScriptError` as its underlying error; its line is the element's position in an array,
/// from 1, else 1). `layout` and `set` lines are checked against the catalog in the decoder's
/// `userInfo[Script.layoutCatalogKey]`, else the built-in one.
///
/// `Script.text(for:)` stays the canonical writer: it keeps every number's exact text, which an
/// encoder is free to spell differently (`1` for `1.0`).
extension TimedStep: Codable {
    public init(from decoder: any Decoder) throws {
        let fields = try ScriptLineCoding.fields(from: decoder)
        do {
            self.init(time: try fields.number("t", in: 0...Script.maximumTime), step: try Script.step(in: fields))
        } catch {
            throw ScriptLineCoding.decodingError(error, decoder)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try ScriptLineCoding.encode(step.scriptLine, time: time, to: encoder)
    }
}

/// A session event encodes as its script line without `t` (a `t` present when decoding is
/// checked, then ignored); a `key` line is not a session event (a key means what the host binds
/// it to) and fails to decode as one.
extension SessionEvent: Codable {
    public init(from decoder: any Decoder) throws {
        let fields = try ScriptLineCoding.fields(from: decoder)
        do {
            if fields.object["t"] != nil { _ = try fields.number("t", in: 0...Script.maximumTime) }
            guard case .event(let event) = try Script.step(in: fields) else {
                throw ScriptError(line: fields.line, "a key line is not a session event (it means what the host binds the key to)")
            }
            self = event
        } catch {
            throw ScriptLineCoding.decodingError(error, decoder)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try ScriptLineCoding.encode(scriptLine, time: nil, to: encoder)
    }
}

extension Script {
    /// The `userInfo` key of the `LayoutCatalog` that decoded `layout` and `set` lines must name
    /// layouts and parameters of (default: `LayoutCatalog.builtIn`).
    public static let layoutCatalogKey: CodingUserInfoKey = {
        guard let key = CodingUserInfoKey(rawValue: "OrbitSession.Script.layoutCatalog") else {
            preconditionFailure("a non-empty raw value makes a coding key")
        }
        return key
    }()
}

/// The bridge between a decoder's or encoder's keyed container and a script line's fields.
enum ScriptLineCoding {
    /// Any field name of a line.
    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The line in `decoder` as `JSONSerialization` would read it (booleans and numbers as
    /// `NSNumber`, arrays of numbers as arrays of them), ready for the checked reader.
    static func fields(from decoder: any Decoder) throws -> LineFields {
        let container = try decoder.container(keyedBy: Key.self)
        var object: [String: Any] = [:]
        for key in container.allKeys {
            if let bool = try? container.decode(Bool.self, forKey: key) {
                object[key.stringValue] = NSNumber(value: bool)
            } else if let number = try? container.decode(Double.self, forKey: key) {
                object[key.stringValue] = NSNumber(value: number)
            } else if let text = try? container.decode(String.self, forKey: key) {
                object[key.stringValue] = text
            } else if let numbers = try? container.decode([Double].self, forKey: key) {
                object[key.stringValue] = numbers.map { NSNumber(value: $0) }
            } else {
                // Neither a scalar nor a list of numbers: the reader names the field it expected.
                object[key.stringValue] = [String: Any]()
            }
        }
        let catalog = decoder.userInfo[Script.layoutCatalogKey] as? LayoutCatalog ?? .builtIn
        return LineFields(object: object, line: (decoder.codingPath.last?.intValue).map { $0 + 1 } ?? 1, catalog: catalog)
    }

    /// `error` (a `ScriptError` from the reader) as the decoding error a `Decoder`'s caller expects.
    static func decodingError(_ error: any Error, _ decoder: any Decoder) -> DecodingError {
        let problem = (error as? ScriptError)?.message ?? String(describing: error)
        return .dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: problem, underlyingError: error))
    }

    /// Writes `line` (and `t` when given) into `encoder`'s keyed container, fields in line order.
    static func encode(_ line: ScriptLineContent, time: Double?, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        if let time { try container.encode(time, forKey: Key(stringValue: "t")) }
        try container.encode(line.event, forKey: Key(stringValue: "event"))
        for (name, value) in line.fields.pairs {
            let key = Key(stringValue: name)
            switch value {
            case .number(let number): try container.encode(number, forKey: key)
            case .integer(let integer): try container.encode(integer, forKey: key)
            case .integers(let integers): try container.encode(integers, forKey: key)
            case .bool(let bool): try container.encode(bool, forKey: key)
            case .string(let text): try container.encode(text, forKey: key)
            }
        }
    }
}
