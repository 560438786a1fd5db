import Foundation
import Glibc

/// How a child died: the signal, and the Swift runtime's `Fatal error` line from its stderr when
/// there is one (`Spiral.swift:42: Fatal error: Index out of range`), with its file and line.
public struct ChildCrash: Hashable, Sendable, CustomStringConvertible {
    /// The signal number (SIGILL: 4 for a Swift trap on x86_64, SIGSEGV: 11, …).
    public let signal: Int32
    /// The runtime's message after `Fatal error: `, or nil when stderr has none.
    public let message: String?
    /// The source file the runtime named (as the runtime wrote it), or nil.
    public let file: String?
    /// The line the runtime named, or nil.
    public let line: Int?

    public init(signal: Int32, message: String?, file: String?, line: Int?) {
        self.signal = signal
        self.message = message
        self.file = file
        self.line = line
    }

    /// The crash read from `standardError`: the last `Fatal error` line in either of the runtime's
    /// forms, `FILE:LINE: Fatal error: MESSAGE` and `Fatal error: MESSAGE: file FILE, line LINE`.
    ///
    /// - Complexity: O(n) in the length of `standardError`.
    public init(signal: Int32, standardError: String) {
        let marker = "Fatal error: "
        guard let line = standardError.split(separator: "\n").last(where: { $0.contains(marker) }),
            let range = line.range(of: marker)
        else {
            self.init(signal: signal, message: nil, file: nil, line: nil)
            return
        }
        let before = line[..<range.lowerBound].trimmingSuffix(": ")
        var message = String(line[range.upperBound...])
        var file: String?, number: Int?
        if let colon = before.lastIndex(of: ":"), let parsed = Int(before[before.index(after: colon)...]) {
            file = String(before[..<colon]).lastWord
            number = parsed
        } else if let place = message.range(of: ": file ", options: .backwards) {
            let tail = message[place.upperBound...]
            if let comma = tail.range(of: ", line "), let parsed = Int(tail[comma.upperBound...]) {
                file = String(tail[..<comma.lowerBound])
                number = parsed
                message = String(message[..<place.lowerBound])
            }
        }
        self.init(signal: signal, message: message, file: file, line: number)
    }

    /// `SIGSEGV`, `SIGILL`, … or `signal 42`.
    public var signalName: String { Self.name(of: signal) }

    /// `SIGILL: Spiral.swift:42: Fatal error: Index out of range` or `SIGSEGV`.
    public var description: String {
        guard let message else { return signalName }
        var place = ""
        if let file { place = (file.split(separator: "/").last.map(String.init) ?? file) + (line.map { ":\($0)" } ?? "") + ": " }
        return "\(signalName): \(place)Fatal error: \(message)"
    }

    /// The conventional name of `signal`.
    public static func name(of signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
            SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV",
            SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM",
        ]
        return names[signal] ?? "signal \(signal)"
    }
}

extension Substring {
    /// Without `suffix` at the end, if it is there.
    fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self
    }

    /// The last space-separated word (a path after a prefix such as `💣 `).
    fileprivate var lastWord: Substring { split(separator: " ").last ?? self }
}

extension String {
    fileprivate var lastWord: String { String(Substring(self).lastWord) }
}
