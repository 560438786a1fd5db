import CollectionLayout
import Foundation
import Testing

@testable import OrbitCommands

/// The README and docs/ stand alone: every relative link resolves to a file of the repository,
/// none points outside it, every source path and Orbit type name they quote exists, and the
/// generated tables are what the code generates.
@Suite struct DocumentationLinkTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Markdown files under `folder` (repository-relative), recursively, sorted.
    static func markdown(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
    }

    /// Repository-relative paths of the documents: README, CONTRIBUTING, CHANGELOG, the examples'
    /// README, everything under docs/, and the DocC catalogs' articles.
    static var documentPaths: [String] {
        let docc = ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)) ?? [])
            .sorted().flatMap { markdown(under: "Sources/\($0)/\($0).docc") }
        return ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "Examples/README.md"]
            .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
            + markdown(under: "docs") + docc
    }

    static var documents: [URL] { documentPaths.map { root.appendingPathComponent($0) } }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The targets of `[text](target)` and `![alt](target)` links, without `#fragments`.
    static func links(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            let target = String(rest[..<close]).split(separator: "#", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            if !target.isEmpty { found.append(target) }
            rest = rest[close...]
        }
        return found
    }

    @Test func thereAreDocumentsToCheck() {
        #expect(Self.documents.count >= 15)
        #expect(Self.documentPaths.contains("docs/guides/CUSTOM-LAYOUTS.md"))
        #expect(Self.documentPaths.contains("Sources/LiveLayouts/LiveLayouts.docc/LiveLayouts.md"))
    }

    @Test(arguments: documentPaths)
    func relativeLinksResolveInsideTheRepository(_ name: String) throws {
        let document = Self.root.appendingPathComponent(name)
        let text = try String(contentsOf: document, encoding: .utf8)
        #expect(!text.contains("../shared"), "\(name) points at ../shared")
        #expect(!text.contains("/work/shared"), "\(name) points at /work/shared")
        let rootPath = Self.root.standardizedFileURL.path
        for link in Self.links(in: text) where !link.contains("://") && !link.hasPrefix("mailto:") && !link.hasPrefix("doc:") {
            let target = document.deletingLastPathComponent().appendingPathComponent(link).standardizedFileURL
            #expect(target.path.hasPrefix(rootPath + "/"), "\(name): \(link) leaves the repository")
            #expect(FileManager.default.fileExists(atPath: target.path), "\(name): \(link) does not resolve")
        }
    }

    // MARK: - Quoted paths and type names

    /// The spans between backticks of `text` (inline code; fenced blocks' lines are skipped).
    static func codeSpans(in text: String) -> [String] {
        var spans: [String] = []
        var fenced = false
        for line in text.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                fenced.toggle()
                continue
            }
            guard !fenced else { continue }
            let parts = line.components(separatedBy: "`")
            spans += stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }
        }
        return spans
    }

    static let pathRoots = ["Sources/", "Tests/", "Examples/", "docs/", "scripts/", ".ci/"]

    /// Repository paths quoted anywhere in `text` (in code spans, tables or prose): words that
    /// start with one of `pathRoots`, up to the first character a path of this repository never
    /// holds, without trailing punctuation or a `:line` suffix. Placeholders (`NAME`, `X`, `…`,
    /// `*`), build products and files a command writes (`--out docs/…`) are not quotes of files.
    static func quotedPaths(in text: String) -> [String] {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "/._+-"))
        var found: Set<String> = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let before = index == 0 ? " " : Character(scalars[index - 1])
            let startsWord = !(before.isLetter || before.isNumber || "/._-".contains(before))
            let prefix = pathRoots.first { root in
                let count = root.unicodeScalars.count
                return index + count <= scalars.count && scalars[index..<(index + count)].elementsEqual(root.unicodeScalars)
            }
            guard startsWord, let prefix else {
                index += 1
                continue
            }
            var end = index + prefix.unicodeScalars.count
            while end < scalars.count, allowed.contains(scalars[end]) { end += 1 }
            var path = String(String.UnicodeScalarView(scalars[index..<end]))
            while let last = path.last, ".-".contains(last) { path.removeLast() }
            let following = end < scalars.count ? Character(scalars[end]) : " "
            index = end
            let placeholder = path.split(separator: "/").contains { part in
                ["NAME", "X", "TARGET", "DIR", "FILE", "PATH"].contains(String(part.split(separator: ".").first ?? part))
            }
            guard path.count > prefix.count, !placeholder, !path.contains(".build"), !"…*<$".contains(following) else { continue }
            found.insert(path)
        }
        return found.sorted()
    }

    /// What commands in the docs write rather than read: outputs of `--out`, `--video`, `--plot`.
    static func writtenPaths(in text: String) -> Set<String> {
        var written: Set<String> = []
        for flag in ["--out ", "--video ", "--plot ", "--frames "] {
            var rest = Substring(text)
            while let range = rest.range(of: flag) {
                rest = rest[range.upperBound...]
                written.insert(String(rest.prefix { !$0.isWhitespace && $0 != "`" && $0 != ")" }))
            }
        }
        return written
    }

    @Test(arguments: documentPaths)
    func quotedSourcePathsExist(_ name: String) throws {
        let text = try Self.text(name)
        let written = Self.writtenPaths(in: text)
        // A path is the repository's, or relative to the document (Examples/README.md quotes
        // Sources/… of its package) or to the Examples package (the tutorial's Tests/… of it).
        let bases = [Self.root, Self.root.appendingPathComponent(name).deletingLastPathComponent(), Self.root.appendingPathComponent("Examples")]
        for path in Self.quotedPaths(in: text) where !written.contains(path) {
            #expect(
                bases.contains { FileManager.default.fileExists(atPath: $0.appendingPathComponent(path).path) },
                "\(name) quotes \(path), which is not in the repository")
        }
    }

    /// The names of the types, protocols and type aliases declared in Sources, Tests (test suites
    /// the docs name) and the Examples package, and the modules and test targets.
    static let declaredTypes: Set<String> = {
        var names: Set<String> = []
        let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor", "associatedtype"]
        for folder in ["Sources", "Tests", "Examples/Sources", "Examples/Tests", "Examples/UIKit"] {
            let base = root.appendingPathComponent(folder)
            names.formUnion((try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? [])
            for file in (FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? [])
            where file.hasSuffix(".swift") && !file.contains(".build/") {
                guard let text = try? String(contentsOf: base.appendingPathComponent(file), encoding: .utf8) else { continue }
                let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                for (offset, word) in words.enumerated().dropLast() where keywords.contains(word) {
                    names.insert(String(words[offset + 1]))
                }
            }
        }
        return names
    }()

    /// Names the docs quote that are not Orbit's: Swift's, Foundation's, Swift Testing's, the
    /// UIKit, Qt and Flutter names the guides compare with, and words written as code.
    static let foreignNames: Set<String> = [
        "Swift", "Foundation", "Testing", "Double", "Float", "Int", "UInt64", "String", "Substring", "Bool", "Array",
        "Dictionary", "Set", "Optional", "Sendable", "Equatable", "Hashable", "Codable", "Comparable", "Identifiable",
        "CustomStringConvertible", "Error", "Result", "Never", "Void", "Character", "Range", "ClosedRange",
        "CaseIterable", "RawRepresentable", "Any", "AnyObject", "Self", "Data", "URL", "Date", "ProcessInfo",
        "FileManager", "JSONSerialization", "JSONEncoder", "JSONDecoder", "DecodingError", "CodingUserInfoKey", "NSObject", "DispatchQueue",
        "Task", "TaskLocal", "MainActor", "SourceLocation", "Suite", "Test", "XCTest", "XCTestCase",
        "ParsableCommand", "ArgumentParser", "OptionGroup", "SwiftSyntax", "SwiftParser",
        "PathView", "ListWheelScrollView", "ScrollActivity", "ScrollPhysics", "PageView", "ListView",
        "PackageDescription", "ImGui", "LoopCollectionViewLayout", "CHTCollectionViewWaterfallLayout",
        "CHTCollectionViewDelegateWaterfallLayout", "QuartzCore", "CoreGraphics", "UIKit",
        // Foundation's, SDL's and Linux's names the guides mention.
        "IndexPath", "FileHandle", "TemporaryDirectory", "RenderCopyEx", "VmHWM", "IsAffine",
        // The seed articles' and upstream libraries' classes and functions.
        "CircleCollectionViewLayout", "LineCollectionViewLayout", "CHTFloorCGFloat", "PSTGridLayoutRow", "PSTGridLayoutSection",
        // Placeholders of option values.
        "WxH", "SxN",
    ]

    /// Backticked Orbit type names: an UpperCamelCase word with at least two humps (`LayoutDescriptor`,
    /// `CollectionView.setPreferredSize(_:forItem:)` by its first part), leaving out UIKit's and Core
    /// Graphics' prefixes (UI, NS, CG, CA), SDL's, and `foreignNames`.
    static func quotedTypeNames(in text: String) -> [String] {
        var names: Set<String> = []
        for span in codeSpans(in: text) {
            let head = String(span.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard head.count == span.count || span.dropFirst(head.count).first.map({ ".(<:".contains($0) }) == true else { continue }
            guard let first = head.first, first.isUppercase, head.contains(where: \.isLowercase) else { continue }
            let humps = head.filter(\.isUppercase).count
            guard humps >= 2, !head.contains("_") else { continue }
            if ["UI", "NS", "CG", "CA", "SDL", "GL", "XC"].contains(where: { head.hasPrefix($0) }) { continue }
            if foreignNames.contains(head) { continue }
            names.insert(head)
        }
        return names.sorted()
    }

    @Test(arguments: documentPaths)
    func quotedTypeNamesAreDeclared(_ name: String) throws {
        let text = try Self.text(name)
        for type in Self.quotedTypeNames(in: text) {
            #expect(Self.declaredTypes.contains(type), "\(name) quotes `\(type)`, which no file in Sources declares")
        }
    }

    @Test func theCheckerCatchesARenamedTypeAndAMovedFile() {
        let text = "The host is `CollectionView`; its layout is a `CollectionViewLayoutt` in `Sources/CollectionLayout/Host/Nowhere.swift`."
        #expect(Self.quotedTypeNames(in: text) == ["CollectionView", "CollectionViewLayoutt"])
        #expect(Self.declaredTypes.contains("CollectionView"))
        #expect(!Self.declaredTypes.contains("CollectionViewLayoutt"))
        #expect(Self.quotedPaths(in: text) == ["Sources/CollectionLayout/Host/Nowhere.swift"])
        #expect(Self.quotedPaths(in: "see Sources/X/X.docc, Tests/*Tests and docs/… (`orbit shot --out docs/new.png`)").count == 1)
    }

    // MARK: - Generated tables

    /// The text between `<!-- BEGIN name -->` and `<!-- END name -->`, without the marker lines.
    static func generated(_ name: String, in text: String) -> String? {
        guard let begin = text.range(of: "<!-- BEGIN \(name)"), let end = text.range(of: "<!-- END \(name) -->") else { return nil }
        guard let lineEnd = text[begin.upperBound...].firstIndex(of: "\n") else { return nil }
        return String(text[text.index(after: lineEnd)..<end.lowerBound]).trimmingCharacters(in: .newlines)
    }

    @Test func theSetKeysTableIsTheCatalogs() throws {
        let text = try Self.text("docs/reference/LAYOUT-KEYS.md")
        let table = try #require(Self.generated("orbit layouts --markdown", in: text))
        let expected = Layouts.markdown(LayoutCatalog.builtIn.entries, catalog: .builtIn)
        #expect(table == expected, "docs/reference/LAYOUT-KEYS.md is not `orbit layouts --markdown`: run make layout-keys")
    }

    @Test func theREADMEsLayoutIsTheExamplesFile() throws {
        let readme = try Self.text("README.md")
        let file = try Self.text("Examples/Live/Stairs.swift")
        let block = try #require(readme.components(separatedBy: "<!-- excerpt: Examples/Live/Stairs.swift -->").dropFirst().first)
        let code = block.components(separatedBy: "```").dropFirst().first.map { $0.drop { $0 != "\n" }.dropFirst() }
        #expect(code.map(String.init) == file, "the README's layout is not Examples/Live/Stairs.swift")
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 200)
    }
}
