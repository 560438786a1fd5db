import OrbitSupport
/// Writes the format models (`DumpDocument`, `TraceFrame`) as the compact JSON
/// their files have always held: keys in the order the model declares them (a synthesized
/// `encode(to:)` encodes its properties in that order), absent optionals left out, numbers in
/// Swift's shortest round-trip form (`JSONText.number`: integral doubles keep `.0`, -0 is 0) and
/// integers as integers. It is the one encoder the writers share, so their text stays
/// byte-identical while they write from the same types the readers decode with `JSONDecoder`.
///
/// It streams into a `JSONText` as the model encodes itself (no intermediate tree): a container
/// is closed when its value's `encode(to:)` returns, or when its parent writes its next value.
/// The models written in bulk (`DumpItem`, a trace's hundreds of items per frame for thousands of
/// frames) write themselves straight into the text (`DirectFormatModel`), the same bytes without
/// `Codable`'s per-field dynamic casts and containers (five times faster); `FormatEncoderTests`
/// checks the two ways give the same text.
///
/// - Complexity: O(size of the output).
public enum FormatEncoder {
    /// The JSON text of `value` (no newline). `direct`: whether `DirectFormatModel`s write
    /// themselves (false: through their `encode(to:)`, which tests compare with).
    public static func text(_ value: some FormatModel, direct: Bool = true) -> String {
        let writer = Writer()
        writer.direct = direct
        do {
            try writer.encodeValue(value, path: [])
        } catch {
            // The models' encodings (synthesized, or a single value) never throw, and the encoder
            // itself does not: a model that did would end its text where it threw.
            assertionFailure("a format model failed to encode: \(error)")
        }
        writer.close(downTo: 0)
        return writer.json.text
    }

    /// The shared output and the containers open in it, innermost last.
    final class Writer {
        var json = JSONText()
        /// For each open container, whether it is an object (else an array).
        var open: [Bool] = []
        /// Whether `DirectFormatModel`s write themselves.
        var direct = true

        /// Closes the containers above `level`.
        func close(downTo level: Int) {
            while open.count > level {
                if open.removeLast() { json.endObject() } else { json.endArray() }
            }
        }

        func beginObject() -> Int {
            json.beginObject()
            open.append(true)
            return open.count
        }

        func beginArray() -> Int {
            json.beginArray()
            open.append(false)
            return open.count
        }

        /// Writes `value` where the output stands: a number, integer, string or bool directly,
        /// anything else through its `encode(to:)`, whose containers close when it returns.
        func encodeValue<T: Encodable>(_ value: T, path: [any CodingKey]) throws {
            switch value {
            case let number as Double: json.number(number)
            case let integer as Int: json.integer(integer)
            case let string as String: json.string(string)
            case let bool as Bool: json.bool(bool)
            // The other standard numbers encode themselves as single values: written here, as JSON
            // numbers, they never come back to this function.
            case let number as Float: json.number(Double(number))
            case let integer as any BinaryInteger:
                if let exact = Int(exactly: integer) { json.integer(exact) } else { json.number(Double(integer)) }
            case let model as any DirectFormatModel where direct:
                model.write(to: &json)
            default:
                let level = open.count
                try value.encode(to: StreamEncoder(writer: self, codingPath: path, level: level, container: Box()))
                close(downTo: level)
            }
        }
    }

    /// The container a value's `encode(to:)` opened, if any: asking again returns the same one.
    final class Box {
        var level: Int?
    }

    struct StreamEncoder: Encoder {
        let writer: Writer
        var codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        /// The depth the value starts at.
        let level: Int
        let container: Box

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            let depth = container.level ?? { writer.close(downTo: level); return writer.beginObject() }()
            container.level = depth
            return KeyedEncodingContainer(KeyedContainer<Key>(writer: writer, codingPath: codingPath, level: depth))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            let depth = container.level ?? { writer.close(downTo: level); return writer.beginArray() }()
            container.level = depth
            return UnkeyedContainer(writer: writer, codingPath: codingPath, level: depth)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            SingleValue(writer: writer, codingPath: codingPath, level: level)
        }
    }

    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let writer: Writer
        var codingPath: [any CodingKey]
        /// The depth of this object: anything a previous value left open above it closes first.
        let level: Int

        func key(_ key: Key) {
            writer.close(downTo: level)
            writer.json.key(key.stringValue)
        }

        mutating func encodeNil(forKey key: Key) throws {
            self.key(key)
            writer.json.null()
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            self.key(key)
            try writer.encodeValue(value, path: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            self.key(key)
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(writer: writer, codingPath: codingPath + [key], level: writer.beginObject()))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            self.key(key)
            return UnkeyedContainer(writer: writer, codingPath: codingPath + [key], level: writer.beginArray())
        }

        mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }

        mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

        private func superEncoder(named name: String) -> any Encoder {
            writer.close(downTo: level)
            writer.json.key(name)
            return StreamEncoder(writer: writer, codingPath: codingPath, level: level, container: Box())
        }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let writer: Writer
        var codingPath: [any CodingKey]
        let level: Int
        private(set) var count = 0

        init(writer: Writer, codingPath: [any CodingKey], level: Int) {
            (self.writer, self.codingPath, self.level) = (writer, codingPath, level)
        }

        mutating func encodeNil() throws {
            writer.close(downTo: level)
            writer.json.null()
            count += 1
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            writer.close(downTo: level)
            count += 1
            try writer.encodeValue(value, path: codingPath)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            writer.close(downTo: level)
            count += 1
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(writer: writer, codingPath: codingPath, level: writer.beginObject()))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            writer.close(downTo: level)
            count += 1
            return UnkeyedContainer(writer: writer, codingPath: codingPath, level: writer.beginArray())
        }

        mutating func superEncoder() -> any Encoder {
            writer.close(downTo: level)
            count += 1
            return StreamEncoder(writer: writer, codingPath: codingPath, level: level, container: Box())
        }
    }

    struct SingleValue: SingleValueEncodingContainer {
        let writer: Writer
        var codingPath: [any CodingKey]
        let level: Int

        mutating func encodeNil() throws {
            writer.close(downTo: level)
            writer.json.null()
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            writer.close(downTo: level)
            try writer.encodeValue(value, path: codingPath)
        }
    }
}

/// A type of the file formats (a dump, a trace line, a script line): `FormatEncoder` writes it.
public protocol FormatModel: Encodable {}

/// A format model that writes its own JSON, the text its `encode(to:)` gives through
/// `FormatEncoder` (keys in declaration order, absent optionals left out), for the models written
/// by the hundred per line.
package protocol DirectFormatModel: FormatModel {
    /// Writes this value where `json` stands, as one JSON value.
    func write(to json: inout JSONText)
}
