import Foundation
import Testing

/// The README and docs/ stand alone: every relative link resolves to a file of the repository, and
/// none points outside it.
@Suite struct DocumentationLinkTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var documents: [URL] {
        let docs = root.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return [root.appendingPathComponent("README.md"), root.appendingPathComponent("Examples/README.md")]
            .filter { FileManager.default.fileExists(atPath: $0.path) }
            + names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
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
        #expect(Self.documents.count >= 5)
    }

    @Test(arguments: documents.map(\.lastPathComponent))
    func relativeLinksResolveInsideTheRepository(_ name: String) throws {
        let document = try #require(Self.documents.first { $0.lastPathComponent == name })
        let text = try String(contentsOf: document, encoding: .utf8)
        #expect(!text.contains("../shared"), "\(name) points at ../shared")
        let rootPath = Self.root.standardizedFileURL.path
        for link in Self.links(in: text) where !link.contains("://") && !link.hasPrefix("mailto:") {
            let target = document.deletingLastPathComponent().appendingPathComponent(link).standardizedFileURL
            #expect(target.path.hasPrefix(rootPath + "/"), "\(name): \(link) leaves the repository")
            #expect(FileManager.default.fileExists(atPath: target.path), "\(name): \(link) does not resolve")
        }
    }
}
