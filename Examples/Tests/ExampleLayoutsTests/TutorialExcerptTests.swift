import Foundation
import Testing

/// docs/guides/CUSTOM-LAYOUTS.md quotes the examples instead of keeping its own copy: every code block
/// marked `<!-- excerpt: PATH -->` must appear verbatim in that file of the repository.
@Suite("the tutorial's excerpts")
struct TutorialExcerptTests {
    /// The repository: three levels above this file's directory (Examples/Tests/ExampleLayoutsTests).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let tutorial = root.appendingPathComponent("docs/guides/CUSTOM-LAYOUTS.md")

    /// The marked code blocks of `text`: the path in the marker and the block's lines.
    static func excerpts(in text: String) -> [(path: String, code: String)] {
        let lines = text.components(separatedBy: "\n")
        var found: [(String, String)] = []
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            guard line.hasPrefix("<!-- excerpt:"), line.hasSuffix("-->") else { continue }
            let path = line.dropFirst("<!-- excerpt:".count).dropLast("-->".count).trimmingCharacters(in: .whitespaces)
            guard index < lines.count, lines[index].hasPrefix("```") else { continue }
            var code: [String] = []
            index += 1
            while index < lines.count, !lines[index].hasPrefix("```") {
                code.append(lines[index])
                index += 1
            }
            found.append((path, code.joined(separator: "\n")))
        }
        return found
    }

    @Test(
        "every excerpt is in its file, verbatim",
        .enabled(if: FileManager.default.fileExists(atPath: tutorial.path), "only inside the Orbit repository"))
    func excerptsMatch() throws {
        let text = try String(contentsOf: Self.tutorial, encoding: .utf8)
        let excerpts = Self.excerpts(in: text)
        #expect(excerpts.count >= 10)
        for excerpt in excerpts {
            let source = try String(contentsOf: Self.root.appendingPathComponent(excerpt.path), encoding: .utf8)
            #expect(source.contains(excerpt.code), "docs/guides/CUSTOM-LAYOUTS.md quotes \(excerpt.path) as:\n\(excerpt.code)")
        }
    }
}
