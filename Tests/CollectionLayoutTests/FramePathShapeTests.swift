import Foundation
import Testing

/// The playground's frame path stays lean: no type on it holds more than `maximumStoredProperties`
/// stored properties and no function on it is longer than `maximumFunctionLines` lines, read from
/// the sources. `PlaygroundApp` is built from collaborators (`FrameClock`, `HeadsUpDisplay`,
/// `OverlayController`, `PlaygroundReloader`, `SessionRecorder`, `Screenshots`, `DetailGovernor`);
/// a feature added to the loop goes into one of them, or a new one, rather than into the app.
@Suite struct FramePathShapeTests {
    static let maximumStoredProperties = 15
    static let maximumFunctionLines = 60

    /// The files a frame passes through from the SDL event to present, under Sources/: the
    /// session and the host included.
    static let framePath = [
        "Playground/App/PlaygroundApp.swift",
        "Playground/App/SDLEventTranslator.swift",
        "Playground/App/EventRouter.swift",
        "Playground/App/Pane.swift",
        "Playground/App/FrameClock.swift",
        "Playground/App/HeadsUpDisplay.swift",
        "Playground/App/OverlayController.swift",
        "Playground/App/PlaygroundReloader.swift",
        "Playground/App/SessionRecorder.swift",
        "Playground/App/SessionJournal.swift",
        "Playground/App/Screenshots.swift",
        "Playground/App/WindowCapture.swift",
        "Playground/App/PlaygroundApp+Panel.swift",
        "Playground/Panel/TuningPanel.swift",
        "Playground/App/PlaygroundWindow.swift",
        "Playground/App/ProfileWriter.swift",
        "Playground/Profiling/TraceEventRecorder.swift",
        "Playground/Rendering/FrameSnapshot+Session.swift",
        "Playground/Rendering/FrameRenderer.swift",
        "Playground/Rendering/SpriteRenderer.swift",
        "Playground/HUD/HUDRenderer.swift",
        "Playground/HUD/HUDRenderer+FrameGraph.swift",
        "Playground/HUD/HUDRenderer+Overlay.swift",
        "Playground/HUD/HUDRenderer+Text.swift",
        "OrbitRendering/Frame/FrameSnapshot.swift",
        "OrbitRendering/Rendering/DrawList.swift",
        "OrbitRendering/Rendering/DrawList+Culling.swift",
        "OrbitRendering/Overlays/OverlayList.swift",
        "OrbitRendering/HUD/HUDLayout.swift",
        "OrbitRendering/HUD/FrameHistory.swift",
        "OrbitRendering/Frame/Cadence.swift",
        "OrbitRendering/Frame/FrameMarks.swift",
        "OrbitRendering/Frame/FixedTimestep.swift",
        "OrbitRendering/Frame/FrameStats.swift",
        "OrbitRendering/Rendering/DetailGovernor.swift",
        "OrbitRendering/HUD/HUDMode.swift",
        "OrbitRendering/HUD/HUDStatus.swift",
        "OrbitSession/Session/Session.swift",
        "CollectionLayoutCore/Host/CollectionView.swift",
    ]

    static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
    }

    @Test(arguments: framePath)
    func typesAndFunctionsStaySmall(file: String) throws {
        let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
        let shape = SwiftShape(text)
        #expect(!shape.types.isEmpty || !shape.functions.isEmpty, "no type or function found in \(file)")
        for type in shape.types where type.storedProperties > Self.maximumStoredProperties {
            Issue.record("\(file): \(type.name) holds \(type.storedProperties) stored properties (at most \(Self.maximumStoredProperties))")
        }
        for function in shape.functions where function.lines > Self.maximumFunctionLines {
            Issue.record("\(file):\(function.line): \(function.name) is \(function.lines) lines long (at most \(Self.maximumFunctionLines))")
        }
    }

    /// The reader itself: stored properties counted, computed and static ones not, nested types
    /// apart; function lengths from the declaration to the closing brace, closures inside included.
    @Test func theReaderCountsWhatTheLimitsAreAbout() {
        let stored = (1...16).map { "    var p\($0) = \"{\"\n" }.joined()
        let body = (1...58).map { _ in "        _ = [1].map { $0 } // }\n" }.joined()
        let source = """
            final class Big {
            \(stored)    let q: Int
                static let shared = 1
                var computed: Int { 1 }
                var getter: Int {
                    get { 1 }
                }
                struct Inner {
                    var a = 1
                    var b = 2
                }
                init() {
                    q = 1
                }
                func long() {
            \(body)    }
            }
            protocol P {
                var x: Int { get }
                func f()
            }
            extension Big {
                func short() -> Int { 1 }
            }
            """
        let shape = SwiftShape(source)
        #expect(shape.types.map(\.name) == ["Big", "Inner"])
        #expect(shape.types.map(\.storedProperties) == [17, 2])
        let lengths = Dictionary(uniqueKeysWithValues: shape.functions.map { ($0.name, $0.lines) })
        #expect(lengths["long"] == 60)
        #expect(lengths["init"] == 3)
        #expect(lengths["short"] == 1)
        #expect(lengths["f"] == nil)
    }
}

/// The shape of a Swift file, read line by line with its braces counted (comments and string
/// literals left out): its types' stored properties and its functions' lengths. Enough for the
/// project's own style (one declaration a line, braces on the declaration's line); not a parser.
struct SwiftShape {
    struct TypeShape {
        var name: String
        var storedProperties = 0
    }

    struct FunctionShape {
        var name: String
        /// 1-based line of the declaration.
        var line: Int
        var lines: Int
    }

    private(set) var types: [TypeShape] = []
    private(set) var functions: [FunctionShape] = []

    private enum Scope {
        /// A type's body (its index in `types`, nil for an extension or protocol, whose `var`s are not stored).
        case type(Int?, protocol: Bool)
        case function(name: String, line: Int)
        case other
    }

    private enum Pending {
        case type(Int?, protocol: Bool)
        case function(name: String, line: Int)
    }

    init(_ text: String) {
        var scopes: [Scope] = []
        var pending: Pending?
        var inMultilineString = false
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            if raw.components(separatedBy: "\"\"\"").count % 2 == 0 {
                inMultilineString.toggle()
                continue
            }
            guard !inMultilineString else { continue }
            let line = Self.code(raw)
            let (modifiers, rest) = Self.declaration(line)
            let keyword = rest.first.map(String.init) ?? ""
            let enclosing = scopes.last
            if ["class", "struct", "enum", "actor", "extension", "protocol"].contains(keyword), rest.count > 1 {
                let isType = keyword != "extension" && keyword != "protocol"
                if isType { types.append(TypeShape(name: String(rest[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))) }
                pending = .type(isType ? types.count - 1 : nil, protocol: keyword == "protocol")
            } else if keyword == "func" || keyword == "deinit" || keyword == "subscript" || keyword.hasPrefix("init") {
                if case .type(_, protocol: true) = enclosing {
                    pending = nil
                } else {
                    let name = keyword == "func" ? rest.dropFirst().first.map { String($0.prefix { $0 != "(" && $0 != "<" }) } ?? "func"
                        : keyword.hasPrefix("init") ? "init" : keyword
                    pending = .function(name: name, line: index + 1)
                }
            } else if keyword == "var" || keyword == "let", case .type(let type?, _) = enclosing,
                !modifiers.contains("static"), !modifiers.contains("class")
            {
                let beforeBrace = line.split(separator: "{", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                if line.contains("{") && !beforeBrace.contains("=") {
                    pending = .function(name: String(rest.dropFirst().first ?? ""), line: index + 1)
                } else {
                    types[type].storedProperties += 1
                }
            }
            for character in line {
                if character == "{" {
                    switch pending {
                    case .type(let type, let isProtocol): scopes.append(.type(type, protocol: isProtocol))
                    case .function(let name, let line): scopes.append(.function(name: name, line: line))
                    case nil: scopes.append(.other)
                    }
                    pending = nil
                } else if character == "}", let scope = scopes.popLast(), case .function(let name, let line) = scope {
                    functions.append(FunctionShape(name: name, line: line, lines: index + 1 - line + 1))
                }
            }
        }
    }

    /// `line` without its comment and with its string literals emptied, so that their braces do not count.
    static func code(_ line: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                    result.append(character)
                }
            } else if character == "/", previous == "/" {
                result.removeLast()
                break
            } else {
                if character == "\"" { inString = true }
                result.append(character)
            }
            previous = character
        }
        return result
    }

    /// The modifiers and attributes that start `line` (`private(set)`, `@MainActor`, `static`…) and
    /// the words after them, split at spaces and colons: `private(set) var x: Int` reads as
    /// `["private(set)"]` and `["var", "x", "Int"]`.
    static func declaration(_ line: String) -> (modifiers: [Substring], rest: [Substring]) {
        let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "\t" })
        let plain: Set<Substring> = [
            "public", "package", "private", "fileprivate", "internal", "open", "final", "static", "override", "mutating",
            "nonmutating", "indirect", "convenience", "required", "lazy", "weak", "unowned", "nonisolated", "dynamic",
        ]
        var modifiers: [Substring] = []
        var rest = words[...]
        while let word = rest.first {
            let isModifier = plain.contains(word) || word.hasPrefix("@") || word.hasSuffix("(set)")
                || (word == "class" && rest.dropFirst().first.map { ["func", "var", "let", "subscript"].contains($0) } == true)
            guard isModifier else { break }
            modifiers.append(word)
            rest = rest.dropFirst()
        }
        return (modifiers, Array(rest))
    }
}
