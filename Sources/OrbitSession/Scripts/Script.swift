import CollectionLayout
import Foundation

/// docs/reference/INTERACTION.md's script format: JSON Lines, one input event per line, `t` in seconds from the
/// start (non-decreasing), positions in window points.
///
/// ```
/// {"t": 0.10, "event": "down", "button": "left", "x": 640, "y": 400}
/// ```
/// Events and their fields: `size` (width, height), `down`/`up` (button, x, y), `move` (x, y),
/// `wheel` (dy; dx, x, y optional), `key` (key), `layout` (name), `items` (count), and the trackpad's
/// `pinch` (scale) and `rotate` (angle, radians clockwise), `modifiers` (shift: true or false,
/// the held modifier keys), `timing` (curve: ease-in-out or spring; damping and response for a
/// spring), the tuning events `set` and `physics` (key, value; `Script+Tuning.swift`), the
/// section events `sections` (counts), `insertSection` (at, count), `deleteSection` (section) and
/// `moveSection` (from, to) (`Script+Sections.swift`), and `content` (kind: icons, captions or
/// photos) and `prefer` (item, width, height: a preferred size delivered for an item identity;
/// `Script+Content.swift`), and `orthogonal` (section, offset: where an orthogonal section rests;
/// `Script+Orthogonal.swift`). Blank
/// lines are skipped; an optional first line `{"version": 1}` names the format version
/// (`Script+Version.swift`). Event names and their fields are `ScriptEvent`'s.
public enum Script {
    /// Largest accepted `t`, seconds: a replay runs 60 steps for each.
    public static let maximumTime = 3600.0
    /// Largest accepted coordinate magnitude, points.
    public static let maximumCoordinate = 1_000_000.0
    /// Largest accepted window side, points.
    public static let maximumSide = 100_000.0
    /// Largest accepted wheel steps in one event.
    public static let maximumWheelSteps = 1_000.0
    /// Largest accepted pinch factor in one event (and smallest is its inverse).
    public static let maximumPinchFactor = 100.0
    /// Largest accepted rotation step in one event, radians.
    public static let maximumRotationStep = 100.0

    /// Parses a whole script; `layout` events must name a layout of `catalog`.
    ///
    /// - Throws: `ScriptError` naming the first bad line (1-based) and what is wrong with it.
    /// - Complexity: O(size of the text).
    public static func parse(_ data: Data, catalog: LayoutCatalog = .builtIn) throws(ScriptError) -> [TimedInputEvent] {
        try parseNumbered(data, catalog: catalog).map(\.event)
    }

    /// `parse`, each event with its 1-based line number.
    static func parseNumbered(
        _ data: Data, catalog: LayoutCatalog
    ) throws(ScriptError) -> [(line: Int, event: TimedInputEvent)] {
        var events: [(line: Int, event: TimedInputEvent)] = []
        var lineNumber = 0
        var previousTime = -Double.infinity
        var sawHeader = false
        for rawLine in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            var bytes = Data(rawLine)
            if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
            guard let text = String(data: bytes, encoding: .utf8) else {
                throw ScriptError(line: lineNumber, "not UTF-8 text")
            }
            if text.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            if try headerVersion(text, number: lineNumber) != nil {
                guard events.isEmpty, !sawHeader else {
                    throw ScriptError(line: lineNumber, "the version header belongs on the first line")
                }
                sawHeader = true
                continue
            }
            let event = try parseLine(text, number: lineNumber, catalog: catalog)
            guard event.time >= previousTime else {
                throw ScriptError(
                    line: lineNumber, "t \(event.time) is earlier than the previous event's \(previousTime)")
            }
            previousTime = event.time
            events.append((lineNumber, event))
        }
        return events
    }

    /// Parses a script given as text.
    public static func parse(_ text: String, catalog: LayoutCatalog = .builtIn) throws(ScriptError) -> [TimedInputEvent] {
        try parse(Data(text.utf8), catalog: catalog)
    }

    /// Parses one line (1-based `number` for errors); `layout` events must name a layout of `catalog`.
    public static func parseLine(
        _ text: String, number: Int, catalog: LayoutCatalog = .builtIn
    ) throws(ScriptError) -> TimedInputEvent {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [])
        } catch {
            throw ScriptError(line: number, "not valid JSON")
        }
        guard let object = parsed as? [String: Any] else {
            throw ScriptError(line: number, "expected a JSON object")
        }
        let fields = LineFields(object: object, line: number)
        let time = try fields.number("t", in: 0...maximumTime)
        let name = try fields.string("event")
        guard let kind = ScriptEvent(rawValue: name) else {
            throw ScriptError(line: number, "unknown event '\(shown(name))' (expected one of: \(ScriptEvent.namesDescription))")
        }
        for key in object.keys.sorted() where key != "t" && key != "event" {
            guard kind.requiredFields.contains(key) || kind.optionalFields.contains(key) else {
                throw ScriptError(line: number, "unknown key '\(shown(key))' for event '\(name)'")
            }
        }
        for key in kind.requiredFields where object[key] == nil {
            throw ScriptError(line: number, "event '\(name)' needs '\(key)'")
        }
        let coordinate = -maximumCoordinate...maximumCoordinate
        let event: InputEvent
        switch kind {
        case .size:
            event = .resize(Size(width: try fields.number("width", in: 0...maximumSide), height: try fields.number("height", in: 0...maximumSide)))
        case .down, .up:
            let button = try fields.string("button")
            guard let parsedButton = InputEvent.Button(rawValue: button) else {
                throw ScriptError(line: number, "'button' must be left or right, got '\(shown(button))'")
            }
            let point = Point(x: try fields.number("x", in: coordinate), y: try fields.number("y", in: coordinate))
            event = kind == .down ? .pointerDown(parsedButton, point) : .pointerUp(parsedButton, point)
        case .move:
            event = .pointerMove(Point(x: try fields.number("x", in: coordinate), y: try fields.number("y", in: coordinate)))
        case .wheel:
            let steps = -maximumWheelSteps...maximumWheelSteps
            event = .wheel(
                dx: try fields.optionalNumber("dx", in: steps) ?? 0, dy: try fields.number("dy", in: steps),
                at: Point(x: try fields.optionalNumber("x", in: coordinate) ?? 0, y: try fields.optionalNumber("y", in: coordinate) ?? 0))
        case .key:
            let key = try fields.string("key")
            guard !key.isEmpty, key.count <= 32 else {
                throw ScriptError(line: number, "'key' must be an SDL key name, got '\(shown(key))'")
            }
            event = .key(key.lowercased())
        case .layout:
            let layout = try fields.string("name")
            guard catalog.contains(layout) else {
                throw ScriptError(
                    line: number, "unknown layout '\(shown(layout))' (expected one of: \(catalog.names.joined(separator: ", ")))")
            }
            event = .selectLayout(layout)
        case .items:
            let count = try fields.number("count", in: 0...Double(PlaygroundSession.maximumItemCount))
            guard count == count.rounded() else {
                throw ScriptError(line: number, "'count' must be a whole number, got \(count)")
            }
            event = .setItemCount(Int(count))
        case .pinch:
            event = .pinch(scale: try fields.number("scale", in: (1 / maximumPinchFactor)...maximumPinchFactor))
        case .modifiers:
            event = .modifiers(shift: try fields.bool("shift"))
        case .timing:
            let curve = try fields.string("curve")
            switch curve {
            case "ease-in-out":
                guard object["damping"] == nil, object["response"] == nil else {
                    throw ScriptError(line: number, "'damping' and 'response' belong to curve 'spring'")
                }
                event = .timing(nil)
            case "spring":
                let standard = SpringTiming.standard
                event = .timing(SpringTiming(
                    dampingRatio: try fields.optionalNumber("damping", in: SpringTiming.dampingRange) ?? standard.dampingRatio,
                    response: try fields.optionalNumber("response", in: SpringTiming.responseRange) ?? standard.response))
            default:
                throw ScriptError(line: number, "'curve' must be ease-in-out or spring, got '\(shown(curve))'")
            }
        case .set:
            event = try parseSet(object, fields: fields, catalog: catalog)
        case .physics:
            event = try parsePhysics(fields: fields)
        case .content:
            event = try parseContent(fields: fields)
        case .prefer:
            event = try parsePreferredSize(fields: fields)
        case .orthogonal:
            event = try parseOrthogonalOffset(fields: fields)
        case .scrollTo:
            event = try parseScrollTo(fields: fields)
        case .rotate:
            event = .rotate(angle: try fields.number("angle", in: -maximumRotationStep...maximumRotationStep))
        case .sections, .insertSection, .deleteSection, .moveSection:
            event = try parseSectionEvent(kind, object: object, fields: fields)
        }
        return TimedInputEvent(time: time, event: event)
    }

    /// Longest piece of a script quoted back in an error, characters.
    static let maximumQuotedLength = 40

    /// `text` as an error quotes it: control characters escaped, clipped to `maximumQuotedLength`,
    /// so that a garbage line gives a short one-line error.
    static func shown(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars.prefix(maximumQuotedLength) {
            if scalar.properties.generalCategory == .control {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return text.unicodeScalars.count > maximumQuotedLength ? result + "..." : result
    }

    // MARK: - Writing

    /// One script line for `event` (`ScriptLine`), keys in the documented order.
    public static func line(for event: TimedInputEvent) -> String {
        FormatEncoder.text(ScriptLine(event))
    }

    /// A whole script, one line per event, each ending in a newline.
    public static func text(for events: [TimedInputEvent]) -> String {
        events.map { line(for: $0) + "\n" }.joined()
    }
}

/// A malformed script: the 1-based line and the problem, as one line of text.
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let message: String

    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}

/// Typed access to one line's fields, with errors that name the line and the field.
struct LineFields {
    let object: [String: Any]
    let line: Int

    func string(_ key: String) throws(ScriptError) -> String {
        guard let value = object[key] else { throw ScriptError(line: line, "missing '\(key)'") }
        guard let text = value as? String else { throw ScriptError(line: line, "'\(key)' must be a string") }
        return text
    }

    func bool(_ key: String) throws(ScriptError) -> Bool {
        guard let value = object[key] else { throw ScriptError(line: line, "missing '\(key)'") }
        // JSON booleans arrive as NSNumber whose Objective-C type is "c" (char).
        guard let number = value as? NSNumber, !(value is String), number.objCType.pointee == UInt8(ascii: "c") else {
            throw ScriptError(line: line, "'\(key)' must be true or false")
        }
        return number.boolValue
    }

    func number(_ key: String, in range: ClosedRange<Double>) throws(ScriptError) -> Double {
        guard let value = try optionalNumber(key, in: range) else { throw ScriptError(line: line, "missing '\(key)'") }
        return value
    }

    func optionalNumber(_ key: String, in range: ClosedRange<Double>) throws(ScriptError) -> Double? {
        guard let value = object[key] else { return nil }
        // JSON booleans arrive as NSNumber too; their Objective-C type is "c" (char).
        guard let number = value as? NSNumber, !(value is String), number.objCType.pointee != UInt8(ascii: "c") else {
            throw ScriptError(line: line, "'\(key)' must be a number")
        }
        let double = number.doubleValue
        guard double.isFinite, range.contains(double) else {
            throw ScriptError(line: line, "'\(key)' is out of range (\(double); expected \(range.lowerBound) to \(range.upperBound))")
        }
        return double
    }
}
