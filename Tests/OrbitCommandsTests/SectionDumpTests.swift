import CollectionLayout
import Foundation
import OrbitSession
import Testing

@testable import OrbitCommands

/// `orbit dump --sections`: several sections, headers and footers, and the element fields that
/// appear only then.
@Suite struct SectionDumpTests {
    /// The command's output decoded with the typed model.
    func dump(_ arguments: [String]) throws -> DumpDocument {
        try JSONDecoder().decode(DumpDocument.self, from: Data(try Dump.parse(arguments).render().utf8))
    }

    /// The issue's done-when: `--sections 5,7,3 --set headerHeight=40 --set pinHeaders=true
    /// --offset 0,500` shows exactly one header pinned at the top of the visible rect.
    @Test func exactlyOnePinnedHeaderAtTheTopOfTheVisibleRect() throws {
        let json = try dump([
            "--layout", "flow", "--sections", "5,7,3", "--size", "375x300", "--set", "headerHeight=40", "--set", "pinHeaders=true",
            "--offset", "0,500",
        ])
        let items = json.items
        let headers = items.filter { $0.kind == "header" }
        // Pinned: its frame starts at the top of the visible rect (y = 500).
        let pinned = headers.filter { $0.center[1] - $0.size[1] / 2 == 500 }
        #expect(pinned.count == 1)
        #expect(pinned.first?.category == "supplementary")
        // The section whose span holds 500, from the spec: 5 per line at 375 wide, each section a
        // 40-point header, the 74-point top inset and lines of 60 every 70.
        var start = 0.0, owner = 0
        for (section, count) in [5, 7, 3].enumerated() {
            if start <= 500 { owner = section }
            let lines = Double((count + 4) / 5)
            start += 40 + 74 + lines * 60 + (lines - 1) * 10
        }
        #expect(pinned.first?.section == owner)
        #expect(items.allSatisfy { $0.section != nil && $0.category != nil })
    }

    @Test func singleSectionOutputHasNoElementFields() throws {
        let plain = try Dump.parse(["--layout", "flow", "--items", "9", "--size", "400x300"]).render()
        let one = try Dump.parse(["--layout", "flow", "--sections", "9", "--size", "400x300"]).render()
        #expect(plain == one)
        #expect(!plain.contains("\"section\"") && !plain.contains("\"category\""))
    }

    @Test func allListsHeadersAndFootersAfterTheCells() throws {
        let json = try dump([
            "--layout", "flow", "--sections", "2,0,3", "--size", "400x300", "--set", "headerHeight=30", "--set", "footerHeight=10", "--all",
        ])
        let items = json.items
        #expect(items.filter { $0.category == "cell" }.count == 5)
        #expect(items.filter { $0.kind == "header" }.count == 3)
        #expect(items.filter { $0.kind == "footer" }.count == 3)
    }

    /// justified and tags lay sections out as flow does: each section's header at its start, its
    /// cells below the header and the inset, its footer after them, the next section after that;
    /// one section prints as it did without --sections.
    @Test(arguments: ["justified", "tags"])
    func contentLayoutsTakeSections(_ layout: String) throws {
        let json = try dump([
            "--layout", layout, "--sections", "6,0,9", "--size", "500x400", "--content", "captions", "--set", "headerHeight=30",
            "--set", "footerHeight=10", "--all",
        ])
        let items = json.items
        func top(_ item: DumpItem) -> Double { item.center[1] - item.size[1] / 2 }
        func bottom(_ item: DumpItem) -> Double { item.center[1] + item.size[1] / 2 }
        let headers = items.filter { $0.kind == "header" }.sorted { ($0.section ?? 0) < ($1.section ?? 0) }
        let footers = items.filter { $0.kind == "footer" }.sorted { ($0.section ?? 0) < ($1.section ?? 0) }
        #expect(headers.map(\.section) == [0, 1, 2] && footers.map(\.section) == [0, 1, 2])
        let inset = layout == "justified" ? 4.0 : 10.0
        var start = 0.0
        for section in 0..<3 {
            #expect(abs(top(headers[section]) - start) < 1e-9 && headers[section].size == [500, 30])
            let cells = items.filter { $0.category == "cell" && $0.section == section }
            #expect(cells.count == [6, 0, 9][section])
            let cellsEnd = cells.map(bottom).max() ?? start + 30 + inset
            #expect(cells.allSatisfy { top($0) >= start + 30 + inset - 1e-9 })
            #expect(abs(top(footers[section]) - (cellsEnd + inset)) < 1e-9, "section \(section)")
            start = bottom(footers[section])
        }
        #expect(abs(json.contentSize[1] - start) < 1e-9)
        let plain = try Dump.parse(["--layout", layout, "--items", "9", "--size", "400x300", "--content", "captions"]).render()
        #expect(plain == (try Dump.parse(["--layout", layout, "--sections", "9", "--size", "400x300", "--content", "captions"]).render()))
    }

    @Test func oneSectionLayoutsRefuseSeveral() throws {
        for command in ["dump", "shot"] {
            do {
                let arguments = ["--layout", "ring", "--sections", "5,7", "--size", "400x300"]
                if command == "dump" {
                    _ = try Dump.parse(arguments).render()
                } else {
                    let shot = try Shot.parse(arguments + ["--out", "/tmp/orbit-sections-refused.png"])
                    try shot.run()
                }
                Issue.record("\(command) accepted several sections for ring")
            } catch {
                #expect(Dump.message(for: error).contains("layout ring lays out one section"), "\(command): \(error)")
            }
        }
        // One section is every layout's.
        #expect(throws: Never.self) { try Dump.parse(["--layout", "ring", "--sections", "5", "--size", "400x300"]).render() }
    }

    @Test func badSectionsAreOneLineErrors() throws {
        for (arguments, message) in [
            (["--sections", "5,x"], "'x' is not a whole number"),
            (["--sections", "5,,2"], "expected item counts N,N,..., got '5,,2'"),
            (["--sections", "5", "--items", "5"], "--items and --sections cannot be used together"),
            (["--sections", "9000000,2000000"], "at most 10000000 items in all sections"),
        ] {
            do {
                _ = try Dump.parse(["--layout", "flow", "--size", "400x300"] + arguments).render()
                Issue.record("\(arguments) was accepted")
            } catch {
                #expect(Dump.message(for: error).contains(message), "\(arguments): \(Dump.message(for: error))")
            }
        }
    }
}
