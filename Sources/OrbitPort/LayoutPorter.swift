internal import SwiftParser
internal import SwiftSyntax

/// `orbit port`: rewrites the constructs of an iOS layout that Swift on Linux rejects because they need
/// Objective-C interoperability (`@objc`, `@objc optional` requirements and their `?(…)` calls,
/// `@objc dynamic`, `@objcMembers`, overrides declared in an extension) into Swift that compiles on
/// Linux and still compiles, with the same behaviour, on iOS.
///
/// ## The scheme for optional requirements
///
/// An `@objc optional func f(_ a: A) -> R` becomes a plain requirement that `throws`,
/// `func f(_ a: A) throws -> R`, and the protocol gets an extension whose default implementation
/// throws `OptionalRequirementNotImplemented` (a private error type written once into the file).
/// Call sites `delegate?.f?(a) ?? fallback` become `(try? delegate?.f(a)) ?? fallback`.
///
/// Why this one: a conformer's existing `func f(_ a: A) -> R` (non-throwing) satisfies a throwing
/// requirement unchanged, so conformers in files that are not ported still compile, on Linux and
/// on iOS; a conformer that does not implement `f` gets the default, which throws, so `try?` yields
/// `nil` exactly where the optional call yielded `nil` and the layout's fallback runs as before.
/// Making the result `R?` instead would not work: a method returning `R` does not witness a
/// requirement returning `R?`, it silently becomes an unrelated overload and the default would
/// always win. Void requirements follow the same scheme (`try? delegate?.didTap(a)`), so a call site
/// that tested the result for `nil` keeps meaning "not implemented". Optional read-only properties
/// become `{ get throws }` with a throwing default getter, accessed as `(try? delegate?.v)`.
public enum LayoutPorter {
    /// The name of the private error type the defaults throw.
    public static let notImplementedType = "OptionalRequirementNotImplemented"

    /// Ports one file on its own (its optional requirements are the ones it declares).
    public static func port(source: String, fileName: String) -> PortResult {
        port(files: [PortInput(fileName: fileName, source: source)])[0]
    }

    /// Ports several files together: a call `x?.f?(…)` in one file is rewritten when `f` is an
    /// optional requirement of a protocol declared in any of them (the layout and its users).
    public static func port(files: [PortInput]) -> [PortResult] {
        let trees = files.map { Parser.parse(source: $0.source) }
        var requirements = OptionalRequirements()
        for (input, tree) in zip(files, trees) where !tree.hasError {
            let collector = RequirementCollector(fileName: input.fileName)
            collector.walk(tree)
            requirements.merge(collector.found)
        }
        return zip(files, trees).map { input, tree in
            let converter = SourceLocationConverter(fileName: input.fileName, tree: tree)
            if tree.hasError {
                let line = ParseErrorFinder.firstErrorLine(in: tree, converter: converter)
                return PortResult(
                    fileName: input.fileName, original: input.source, text: input.source, changes: [],
                    parseError: PortChange(
                        fileName: input.fileName, line: line, kind: .warning,
                        message: "does not parse as Swift; skipped (fix the syntax error, then port it again)"))
            }
            let rewriter = PortRewriter(requirements: requirements, converter: converter, fileName: input.fileName)
            rewriter.walk(tree)
            let text = rewriter.edits.applied(to: input.source)
            let changes = rewriter.changes.enumerated().sorted {
                ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
            }.map(\.element)
            return PortResult(fileName: input.fileName, original: input.source, text: text, changes: changes, parseError: nil)
        }
    }
}

/// A file to port: its name (for messages) and its text.
public struct PortInput: Sendable, Equatable {
    public var fileName: String
    public var source: String

    public init(fileName: String, source: String) {
        self.fileName = fileName
        self.source = source
    }
}

/// One line of `orbit port`'s report: a rewrite it made, or something it left for a person.
public struct PortChange: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The text was rewritten.
        case rewrite
        /// Left untouched: the message says what to do by hand.
        case warning
    }

    public var fileName: String
    /// The line in the original file.
    public var line: Int
    public var kind: Kind
    public var message: String

    public init(fileName: String, line: Int, kind: Kind, message: String) {
        self.fileName = fileName
        self.line = line
        self.kind = kind
        self.message = message
    }

    /// `MyLayout.swift:12: removed @objc`, or `MyLayout.swift:40: warning: cannot rewrite …`.
    public var description: String {
        kind == .warning ? "\(fileName):\(line): warning: \(message)" : "\(fileName):\(line): \(message)"
    }
}

/// What porting one file gave.
public struct PortResult: Sendable, Equatable {
    public var fileName: String
    /// The file as it was read.
    public var original: String
    /// The ported text (the original when the file does not parse).
    public var text: String
    /// Rewrites and warnings, in line order.
    public var changes: [PortChange]
    /// Set when the file does not parse: it was skipped.
    public var parseError: PortChange?

    public init(fileName: String, original: String, text: String, changes: [PortChange], parseError: PortChange?) {
        self.fileName = fileName
        self.original = original
        self.text = text
        self.changes = changes
        self.parseError = parseError
    }

    public var rewrites: [PortChange] { changes.filter { $0.kind == .rewrite } }
    public var warnings: [PortChange] { changes.filter { $0.kind == .warning } }
    public var isChanged: Bool { text != original }
}

/// The first line with a syntax error: a missing token or unexpected text.
enum ParseErrorFinder {
    static func firstErrorLine(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> Int {
        let finder = Finder(viewMode: .all)
        finder.walk(tree)
        guard let position = finder.first else { return 1 }
        return converter.location(for: position).line
    }

    private final class Finder: SyntaxVisitor {
        var first: AbsolutePosition?

        private func note(_ position: AbsolutePosition) {
            if first.map({ position < $0 }) ?? true { first = position }
        }

        override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
            note(node.positionAfterSkippingLeadingTrivia)
            return .skipChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if token.presence == .missing { note(token.positionAfterSkippingLeadingTrivia) }
            return .visitChildren
        }
    }
}
