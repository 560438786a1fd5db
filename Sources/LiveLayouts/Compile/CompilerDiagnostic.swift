import Foundation

/// One message from swiftc: where, how bad, and what.
///
/// Parsed from swiftc's LLVM-style output (`-diagnostic-style llvm`), where each diagnostic starts
/// with `FILE:LINE:COLUMN: SEVERITY: MESSAGE` and is followed by source excerpt lines, which are
/// skipped. Lines like `error: …` or `<unknown>:0: error: …` give a diagnostic without a place.
public struct CompilerDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note, remark
    }

    /// The path as swiftc printed it (absolute for the files Orbit passes); empty when the
    /// diagnostic has no place, or the tool's name (`ld.gold`) for a tool's message.
    public let file: String
    /// 1-based; 0 when unknown.
    public let line: Int
    /// 1-based; 0 when unknown.
    public let column: Int
    public let severity: Severity
    /// The message without swiftc's trailing diagnostic group tag (` [#no-usage]`).
    public let message: String

    public init(file: String, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// The file's last path component, as a person names it.
    public var fileName: String {
        file.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? file
    }

    /// `Spiral.swift:42:13: error: cannot find 'foo' in scope`: the file by name, then the place
    /// as far as it is known.
    public var oneLine: String {
        var place = fileName
        if line > 0 { place += ":\(line)" }
        if column > 0 { place += ":\(column)" }
        return place.isEmpty ? "\(severity.rawValue): \(message)" : "\(place): \(severity.rawValue): \(message)"
    }

    public var description: String { oneLine }

    /// Every diagnostic in `output` (swiftc's stderr and stdout), in order.
    ///
    /// - Complexity: O(n) in the length of `output`.
    public static func parse(_ output: String) -> [CompilerDiagnostic] {
        output.split(separator: "\n", omittingEmptySubsequences: true).compactMap { parse(line: $0) }
    }

    /// The diagnostic that `line` starts, or nil for an excerpt or any other line.
    public static func parse<Line: StringProtocol>(line: Line) -> CompilerDiagnostic? {
        let text = String(line)
        for severity in [Severity.error, .warning, .note, .remark] {
            let bare = severity.rawValue + ": "
            if text.hasPrefix(bare) {
                return CompilerDiagnostic(
                    file: "", line: 0, column: 0, severity: severity, message: trimmed(String(text.dropFirst(bare.count))))
            }
            guard let marker = text.range(of: ": " + bare) else { continue }
            let place = text[..<marker.lowerBound]
            let message = trimmed(String(text[marker.upperBound...]))
            // Place: PATH:LINE:COLUMN, PATH:LINE or PATH (a tool). The path may itself hold colons.
            var parts = place.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            var numbers: [Int] = []
            while numbers.count < 2, parts.count > 1, let number = Int(parts[parts.count - 1]) {
                numbers.insert(number, at: 0)
                parts.removeLast()
            }
            let path = parts.joined(separator: ":")
            guard !path.isEmpty, !path.hasPrefix(" ") else { continue }
            return CompilerDiagnostic(
                file: path, line: numbers.first ?? 0, column: numbers.count > 1 ? numbers[1] : 0,
                severity: severity, message: message)
        }
        return nil
    }

    /// `message` without a trailing ` [#group]` tag.
    private static func trimmed(_ message: String) -> String {
        guard message.hasSuffix("]"), let open = message.range(of: " [#", options: .backwards) else { return message }
        return String(message[..<open.lowerBound])
    }
}

extension Array where Element == CompilerDiagnostic {
    /// The first error, if any.
    public var firstError: CompilerDiagnostic? { first { $0.severity == .error } }

    /// The warnings, in order.
    public var warnings: [CompilerDiagnostic] { filter { $0.severity == .warning } }
}
