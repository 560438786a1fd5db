/// Edits of a file's UTF-8 text at positions of its original syntax tree. Everything the port
/// does not touch, comments and formatting included, is copied byte for byte.
struct TextEdits {
    struct Edit {
        /// UTF-8 offsets in the original text; `start == end` inserts.
        var start: Int
        var end: Int
        var text: String
    }

    /// A member moved elsewhere: its range is deleted and its text, with the edits inside it
    /// applied, is inserted at `destination`.
    struct Move {
        var start: Int
        var end: Int
        var destination: Int
        /// Text inserted before the moved text.
        var prefix: String
        /// Text inserted after it.
        var suffix: String
    }

    private(set) var edits: [Edit] = []
    private(set) var moves: [Move] = []

    mutating func insert(_ text: String, at offset: Int) {
        edits.append(Edit(start: offset, end: offset, text: text))
    }

    mutating func delete(_ start: Int, _ end: Int) {
        edits.append(Edit(start: start, end: end, text: ""))
    }

    mutating func move(_ start: Int, _ end: Int, to destination: Int, prefix: String = "", suffix: String = "") {
        moves.append(Move(start: start, end: end, destination: destination, prefix: prefix, suffix: suffix))
    }

    /// Whether a range is already deleted (an attribute found twice).
    func deletes(_ start: Int, _ end: Int) -> Bool {
        edits.contains { $0.start == start && $0.end == end && $0.text.isEmpty }
    }

    func applied(to source: String) -> String {
        let bytes = Array(source.utf8)
        var all = edits
        for move in moves {
            let inner = edits.filter { $0.start >= move.start && $0.end <= move.end }
            all.removeAll { $0.start >= move.start && $0.end <= move.end }
            let moved = Self.apply(inner, to: bytes, from: move.start, to: move.end)
            all.append(Edit(start: move.start, end: move.end, text: ""))
            all.append(Edit(start: move.destination, end: move.destination, text: move.prefix + moved + move.suffix))
        }
        return Self.apply(all, to: bytes, from: 0, to: bytes.count)
    }

    /// `bytes[from..<to]` with `edits` (offsets in `bytes`) applied; edits at the same offset keep
    /// the order they were made in.
    private static func apply(_ edits: [Edit], to bytes: [UInt8], from: Int, to: Int) -> String {
        let ordered = edits.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        var output: [UInt8] = []
        var cursor = from
        for edit in ordered {
            if edit.start > cursor { output.append(contentsOf: bytes[cursor..<edit.start]) }
            output.append(contentsOf: Array(edit.text.utf8))
            cursor = max(cursor, edit.end)
        }
        if cursor < to { output.append(contentsOf: bytes[cursor..<to]) }
        return String(decoding: output, as: UTF8.self)
    }
}
