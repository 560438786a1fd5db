import CollectionLayout
import Foundation
import Testing

@testable import OrbitCommands

/// A package's own layout through the command line's entry point: scripts may name it.
@Suite struct CustomCatalogReplayTests {
    struct Column: CollectionViewLayout {
        var spacing = 70.0
        private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
        mutating func prepare(_ context: LayoutContext) { self.context = context }
        var contentSize: Size { context.boundsSize }
        func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
            guard indexPath.item >= 0, indexPath.item < context.itemCount else { return nil }
            return LayoutAttributes(
                indexPath: indexPath, center: Point(x: context.boundsSize.width / 2, y: 40 + spacing * Double(indexPath.item)),
                size: Size(square: 50))
        }
        func attributes(in rect: Rect) -> [LayoutAttributes] { allAttributes.filter { $0.frame.intersects(rect) } }
    }

    static let column = LayoutDescriptor(name: "column", summary: "one column", make: { Column() })

    @Test func aScriptSelectsAPackagesLayoutByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("column.jsonl")
        try Data("{\"t\": 0.1, \"event\": \"layout\", \"name\": \"column\"}\n".utf8).write(to: script)
        let trace = folder.appendingPathComponent("trace.jsonl")
        let status = OrbitMain.run(
            ["replay", script.path, "--layout", "flow", "--items", "3", "--size", "400x300", "--trace", trace.path],
            layouts: [Self.column])
        #expect(status == 0)
        let last = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.contains("\"layout\":\"column\""), "\(last.prefix(120))")
        // The same script is refused where the catalog lacks the layout.
        #expect(OrbitMain.run(["replay", script.path, "--layout", "flow", "--items", "3", "--size", "400x300"]) == 2)
    }

    @Test func aNameThatClashesWithASeedIsOneLineExitTwo() {
        let clash = LayoutDescriptor(name: "flow", summary: "", make: { Column() })
        #expect(OrbitMain.run(["dump", "--layout", "flow", "--items", "1", "--size", "10x10"], layouts: [clash]) == 2)
    }
}
