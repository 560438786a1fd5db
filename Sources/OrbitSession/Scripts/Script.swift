import CollectionLayout
import Foundation

/// docs/reference/INTERACTION.md's script format: JSON Lines, one step per line, `t` in seconds
/// from the start (non-decreasing), positions in window points.
///
/// ```
/// {"t": 0.10, "event": "down", "button": "left", "x": 640, "y": 400}
/// ```
/// A line is a session event (`SessionEvent`: the pointer input's lines are `PointerInput`'s, the
/// actions' `SessionAction`'s, each read, checked and written by the table beside its case) or a
/// `key` line (`ScriptStep.key`, resolved by the replaying host's key bindings). Blank lines are
/// skipped; an optional first line `{"version": 1}` names the format version (`Script+Version.swift`).
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
    /// Most sections a `sections` event names, and the largest section index any event names.
    public static let maximumSectionCount = 100_000
    /// Largest accepted `page` step, items or lines either way.
    public static let maximumPageSteps = 1_000

    /// Coordinates a line may give, window points.
    static let coordinateRange = -maximumCoordinate...maximumCoordinate
    /// Section indices a line may give.
    static let sectionIndexRange = 0...(maximumSectionCount - 1)

    /// Parses a whole script; `layout` events must name a layout of `catalog`.
    ///
    /// - Throws: `ScriptError` naming the first bad line (1-based) and what is wrong with it.
    /// - Complexity: O(size of the text).
    public static func parse(_ data: Data, catalog: LayoutCatalog = .builtIn) throws(ScriptError) -> [TimedStep] {
        try parseNumbered(data, catalog: catalog).map(\.step)
    }

    /// `parse`, each event with its 1-based line number.
    static func parseNumbered(
        _ data: Data, catalog: LayoutCatalog
    ) throws(ScriptError) -> [(line: Int, step: TimedStep)] {
        var events: [(line: Int, step: TimedStep)] = []
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
    public static func parse(_ text: String, catalog: LayoutCatalog = .builtIn) throws(ScriptError) -> [TimedStep] {
        try parse(Data(text.utf8), catalog: catalog)
    }

    /// Parses one line (1-based `number` for errors); `layout` events must name a layout of `catalog`.
    public static func parseLine(
        _ text: String, number: Int, catalog: LayoutCatalog = .builtIn
    ) throws(ScriptError) -> TimedStep {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [])
        } catch {
            throw ScriptError(line: number, "not valid JSON")
        }
        guard let object = parsed as? [String: Any] else {
            throw ScriptError(line: number, "expected a JSON object")
        }
        let fields = LineFields(object: object, line: number, catalog: catalog)
        return TimedStep(time: try fields.number("t", in: 0...maximumTime), step: try step(in: fields))
    }

    /// The step a line's fields (as `JSONSerialization` reads them) say, `t` aside: its event
    /// known, every key one the event takes, every field it needs there and valid. Scripts,
    /// journals and `Codable` all read through it.
    static func step(in fields: LineFields) throws(ScriptError) -> ScriptStep {
        let object = fields.object, number = fields.line
        let name = try fields.string("event")
        let reader = ScriptEventReader.all[name]
        guard let required = reader?.required ?? (name == "key" ? ["key"] : nil) else {
            throw ScriptError(line: number, "unknown event '\(shown(name))' (expected one of: \(eventNamesDescription))")
        }
        let optional = reader?.optional ?? []
        for key in object.keys.sorted() where key != "t" && key != "event" {
            guard required.contains(key) || optional.contains(key) else {
                throw ScriptError(line: number, "unknown key '\(shown(key))' for event '\(name)'")
            }
        }
        for key in required where object[key] == nil {
            throw ScriptError(line: number, "event '\(name)' needs '\(key)'")
        }
        // A key line is a step of its own: the host's bindings say what it does (`ScriptStep`).
        guard let reader else { return .key(try keyName(fields)) }
        return .event(try reader.read(fields))
    }

    /// A `key` line's key: an SDL key name (1 to 32 characters), lower-cased.
    private static func keyName(_ fields: LineFields) throws(ScriptError) -> String {
        let key = try fields.string("key")
        guard !key.isEmpty, key.count <= 32 else {
            throw ScriptError(line: fields.line, "'key' must be an SDL key name, got '\(shown(key))'")
        }
        return key.lowercased()
    }

    /// Every event name, sorted, as an error lists them: `addItem, cancelMovement, content, …`.
    public static let eventNames: [String] = (Array(ScriptEventReader.all.keys) + ["key"]).sorted()
    static let eventNamesDescription = eventNames.joined(separator: ", ")

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

    /// One script line for `step` (the table beside its case), keys in the documented order.
    public static func line(for step: TimedStep) -> String {
        step.step.scriptLine.text(time: step.time)
    }

    /// A whole script, one line per step, each ending in a newline.
    public static func text(for steps: [TimedStep]) -> String {
        steps.map { line(for: $0) + "\n" }.joined()
    }
}

/// A malformed script: the 1-based line and the problem, as one line of text (`line 4: …`).
public struct ScriptError: DescribedError, Equatable, Sendable {
    public let line: Int
    /// What is wrong with the line, without its number.
    public let problem: String

    public init(line: Int, _ problem: String) {
        self.line = line
        self.problem = problem
    }

    public var message: String { "line \(line): \(problem)" }
}
