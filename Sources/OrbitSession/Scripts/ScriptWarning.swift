import CollectionLayout
import Foundation

/// Something in a well-formed script that is probably not what its author meant: it replays, but
/// the replay should say so (a key the host's `ScriptKeyBindings` do not bind, a script with no events).
public struct ScriptWarning: Hashable, Sendable, CustomStringConvertible {
    /// The first 1-based line it concerns; nil when it concerns the whole script.
    public let line: Int?
    public let message: String

    public init(line: Int?, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { line.map { "line \($0): \(message)" } ?? message }

    /// The warning as one line about `file`: `fling.jsonl line 4: …` or `fling.jsonl: …`.
    public func described(in file: String) -> String {
        line == nil ? "\(file): \(message)" : "\(file) \(description)"
    }
}

/// A parsed script with its warnings.
public struct ParsedScript: Hashable, Sendable {
    public var steps: [TimedStep]
    public var warnings: [ScriptWarning]
}

extension Script {
    /// Parses a whole script (as `parse`) and says what in it does nothing: keys `keys` does not
    /// bind (one warning per key name, at its first line, with the number of lines), and a
    /// script without events.
    ///
    /// - Throws: `ScriptError` for the first malformed line, as `parse`.
    /// - Complexity: O(size of the text).
    public static func read(
        _ data: Data, catalog: LayoutCatalog = .builtIn, keys: some ScriptKeyBindings = NoKeyBindings()
    ) throws(ScriptError) -> ParsedScript {
        let numbered = try parseNumbered(data, catalog: catalog)
        return ParsedScript(steps: numbered.map(\.step), warnings: warnings(for: numbered, keys: keys))
    }

    /// The warnings for steps parsed from the given lines, in line order.
    static func warnings(for numbered: [(line: Int, step: TimedStep)], keys: some ScriptKeyBindings) -> [ScriptWarning] {
        guard !numbered.isEmpty else {
            return [ScriptWarning(line: nil, "no events: the replay shows the starting state only")]
        }
        var unboundKeys: [String: (first: Int, count: Int)] = [:]
        for (line, timed) in numbered {
            guard case .key(let name) = timed.step, !keys.binds(key: name) else { continue }
            unboundKeys[name, default: (line, 0)].count += 1
        }
        return unboundKeys.sorted { $0.value.first < $1.value.first }.map { name, use in
            let lines = use.count > 1 ? " (\(use.count) lines)" : ""
            return ScriptWarning(
                line: use.first, "key '\(shown(name))'\(lines) does nothing in the playground (its keys: \(keys.keyNamesDescription))")
        }
    }
}
