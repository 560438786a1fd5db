import Foundation
import Glibc

/// How a child died: the signal, the Swift runtime's `Fatal error` line from its stderr when there
/// is one (`Spiral.swift:42: Fatal error: Index out of range`), and, when the runtime's backtracer
/// ran (`LayoutChildCheck.backtraceSetting`), the innermost frame in a live layout library: the
/// user's file, line and function (`Wave.swift:41 in attributes(in:)`).
public struct ChildCrash: Hashable, Sendable, CustomStringConvertible {
    /// The signal number (SIGILL: 4 for a Swift trap on x86_64, SIGSEGV: 11, …).
    public let signal: Int32
    /// The runtime's message after `Fatal error: `, or nil when stderr has none.
    public let message: String?
    /// The source file: the backtrace's frame in a live library when there is one, else the file
    /// the runtime's `Fatal error` line named (as it was written), or nil.
    public let file: String?
    /// The line in `file`, or nil.
    public let line: Int?
    /// The function of the backtrace's frame in `file`, without its type (`attributes(in:)`), or nil.
    public let function: String?
    /// Whether the backtrace is deeper than `stackOverflowDepth` frames: a SIGSEGV from endless
    /// recursion.
    public let isStackOverflow: Bool

    /// More frames than any layout's honest call stack has; the main thread's 8 MB stack holds
    /// some 175,000 frames of a small recursive function.
    public static let stackOverflowDepth = 10_000

    public init(
        signal: Int32, message: String?, file: String?, line: Int?, function: String? = nil, isStackOverflow: Bool = false
    ) {
        self.signal = signal
        self.message = message
        self.file = file
        self.line = line
        self.function = function
        self.isStackOverflow = isStackOverflow
    }

    /// The crash read from `standardError`: the last `Fatal error` line in either of the runtime's
    /// forms, `FILE:LINE: Fatal error: MESSAGE` and `Fatal error: MESSAGE: file FILE, line LINE`,
    /// then the backtracer's frames: the first (innermost) one in an image whose name starts with
    /// `userImagePrefix` and that has a source place other than `skippingFile` gives the file, line
    /// and function.
    ///
    /// - Complexity: O(n) in the length of `standardError`.
    public init(
        signal: Int32, standardError: String, userImagePrefix: String = LayoutSourceCompiler.libraryPrefix,
        skippingFile: String = LayoutRegistration.fileName
    ) {
        let lines = standardError.split(separator: "\n")
        let marker = "Fatal error: "
        var message: String?, file: String?, number: Int?
        if let line = lines.last(where: { $0.contains(marker) }), let range = line.range(of: marker) {
            let before = line[..<range.lowerBound].trimmingSuffix(": ").withoutSymbolPrefix
            message = String(line[range.upperBound...])
            if let colon = before.lastIndex(of: ":"), let parsed = Int(before[before.index(after: colon)...]) {
                file = String(before[..<colon])
                number = parsed
            } else if let place = message?.range(of: ": file ", options: .backwards), let text = message {
                let tail = text[place.upperBound...]
                if let comma = tail.range(of: ", line "), let parsed = Int(tail[comma.upperBound...]) {
                    file = String(tail[..<comma.lowerBound])
                    number = parsed
                    message = String(text[..<place.lowerBound])
                }
            }
        }
        var userFrames: [(frame: Frame, file: String, line: Int)] = []
        var deepest = 0
        for text in lines {
            guard let frame = Frame(text) else { continue }
            deepest = max(deepest, frame.index)
            if userFrames.count < 2, frame.image.hasPrefix(userImagePrefix), let place = frame.place,
                (place.file as NSString).lastPathComponent != skippingFile
            {
                userFrames.append((frame, place.file, place.line))
            }
        }
        let isStackOverflow = signal == SIGSEGV && deepest > Self.stackOverflowDepth
        // A stack overflow faults either in the innermost call's prologue or at the call that
        // recursed; the first frame below the innermost is always the call, so the line is stable.
        let chosen = isStackOverflow ? userFrames.first { $0.frame.index > 0 } ?? userFrames.first : userFrames.first
        var function: String?
        if let chosen {
            file = chosen.file
            number = chosen.line
            function = chosen.frame.shortFunction
        }
        self.init(
            signal: signal, message: message, file: file, line: number, function: function, isStackOverflow: isStackOverflow)
    }

    /// `SIGSEGV`, `SIGILL`, … or `signal 42`.
    public var signalName: String { Self.name(of: signal) }

    /// The file's name without its folders, or nil.
    public var fileName: String? { file.map { ($0 as NSString).lastPathComponent } }

    /// What went wrong, without the place: `Fatal error: Index out of range`, `stack overflow
    /// (SIGSEGV)` or the signal's name.
    public var cause: String {
        if let message { return "Fatal error: " + (message.isEmpty ? signalName : message) }
        return isStackOverflow ? "stack overflow (\(signalName))" : signalName
    }

    /// Whether the runtime stopped because an allocation failed (`failed to allocate N bytes`):
    /// what a child under a memory cap (`setrlimit`) dies of when it goes past it.
    public var isOutOfMemory: Bool {
        guard let message else { return false }
        return message.contains("failed to allocate") || message.contains("Could not allocate memory")
    }

    /// With a function: `Wave.swift:41 in attributes(in:): Fatal error: Index out of range`;
    /// otherwise `SIGILL: Spiral.swift:42: Fatal error: Index out of range` or `SIGSEGV`.
    public var description: String {
        if let place = located { return "\(place): \(cause)" }
        guard let message else { return isStackOverflow ? cause : signalName }
        var place = ""
        if let fileName { place = fileName + (line.map { ":\($0)" } ?? "") + ": " }
        return "\(signalName): \(place)Fatal error: \(message)"
    }

    /// `Wave.swift:41 in attributes(in:)` when the backtrace found the user's frame, else nil.
    public var located: String? {
        guard let function, let fileName else { return nil }
        return fileName + (line.map { ":\($0)" } ?? "") + " in " + function
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

    /// One frame line of the runtime's backtrace:
    /// `  3 [ra]   0x000055fdc5f675e1 Wave.attributes(in:) + 64 in liborbit-live-….so at /src/Wave.swift:4:21`.
    struct Frame {
        let index: Int
        let function: String
        let image: String
        /// The source file and line, when the image has debug information for the frame.
        let place: (file: String, line: Int)?

        init?(_ text: Substring) {
            let trimmed = text.drop { $0 == " " }
            guard let space = trimmed.firstIndex(of: " "), let index = Int(trimmed[..<space]),
                let address = trimmed.range(of: " 0x")
            else { return nil }
            let afterAddress = trimmed[address.upperBound...].drop { $0.isHexDigit }.drop { $0 == " " }
            // `FUNCTION + OFFSET in IMAGE`: the first ` + digits in ` ends the function (which may hold
            // ` in `, as `closure #1 in f()` does), and the image name has no spaces.
            var searched = afterAddress.startIndex
            var split: (function: Substring, rest: Substring)?
            while split == nil, let plus = afterAddress[searched...].range(of: " + ") {
                let digits = afterAddress[plus.upperBound...].prefix { $0.isNumber }
                let rest = afterAddress[digits.endIndex...]
                if !digits.isEmpty, rest.hasPrefix(" in ") {
                    split = (afterAddress[..<plus.lowerBound], rest.dropFirst(4))
                }
                searched = plus.upperBound
            }
            guard let split else { return nil }
            let function = split.function
            let imageEnd = split.rest.firstIndex(of: " ") ?? split.rest.endIndex
            let image = split.rest[..<imageEnd]
            let afterImage = split.rest[imageEnd...]
            var place: (String, Int)?
            if afterImage.hasPrefix(" at ") {
                var location = afterImage.dropFirst(4)
                // `PATH:LINE:COLUMN` or `PATH:LINE`: numbers taken from the end, so a path may hold colons or spaces.
                var numbers: [Int] = []
                while numbers.count < 2, let colon = location.lastIndex(of: ":"), let value = Int(location[location.index(after: colon)...]) {
                    numbers.insert(value, at: 0)
                    location = location[..<colon]
                }
                if let first = numbers.first, !location.hasPrefix("<") { place = (String(location), first) }
            }
            self.index = index
            self.function = String(function)
            self.image = String(image)
            self.place = place
        }

        /// The function without the types it is declared in: `closure #1 in prepare(_:)`,
        /// `contentSize.getter`.
        var shortFunction: String {
            let end = function.firstIndex(of: "(") ?? function.endIndex
            let head = function[..<end]
            let start = head.lastIndex(of: " ").map { head.index(after: $0) } ?? head.startIndex
            var parts = head[start...].split(separator: ".", omittingEmptySubsequences: false)
            while parts.count > 1, parts[0].first?.isUppercase == true { parts.removeFirst() }
            return String(function[..<start]) + parts.joined(separator: ".") + String(function[end...])
        }
    }
}

extension Substring {
    /// Without `suffix` at the end, if it is there.
    fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self
    }

    /// Without a leading symbol and space (the `💣 ` some runtimes put before the line); a path
    /// with spaces in it stays whole.
    fileprivate var withoutSymbolPrefix: Substring {
        guard let first = first, !first.isASCII, let space = firstIndex(of: " ") else { return self }
        return self[index(after: space)...]
    }
}
