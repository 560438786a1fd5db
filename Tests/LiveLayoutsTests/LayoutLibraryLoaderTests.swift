import CollectionLayout
import Foundation
@testable import LiveLayouts
import Testing

@Suite struct LayoutLibraryLoaderTests {
    @Test func aFileThatIsNoLibraryGivesDlerrorsLine() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let path = try LiveTest.write("struct Spiral {}\n", to: "liborbit-live-fake.so", in: folder)
        let error = LiveLayoutError.caught { _ = try LayoutLibraryLoader().load(path) }
        let message = try #require(error?.message)
        #expect(message.hasPrefix(path + ": "))
        #expect(message.contains("ELF") || message.contains("too short"))
        #expect(!message.contains("\n"))
    }

    @Test func aMissingLibrary() throws {
        let error = LiveLayoutError.caught { _ = try LayoutLibraryLoader().load("/nonexistent/liborbit-live-0.so") }
        #expect(error?.message.contains("cannot open shared object file") == true)
    }

    @Test func aLibraryWithoutTheRegistrationFunction() throws {
        let libm = "/lib/x86_64-linux-gnu/libm.so.6"
        try #require(FileManager.default.fileExists(atPath: libm))
        let error = LiveLayoutError.caught { _ = try LayoutLibraryLoader().load(libm, sourceName: "Spiral.swift") }
        #expect(error?.message == "Spiral.swift is not an Orbit layout library: it has no orbit_live_layouts function")
    }

    @Test func layoutsAreCheckedAsACatalogWouldBe() {
        let line = LayoutDescriptor(name: "line", summary: "x", make: { FlowLayout() })
        let badName = LayoutDescriptor(name: "my spiral", summary: "x", make: { FlowLayout() })
        let empty = LiveLayoutError.caught { try LayoutLibraryLoader.validate([], in: "Spiral.swift") }
        #expect(empty == .load(.noLayouts(name: "Spiral.swift")))
        #expect(empty?.message == "Spiral.swift: orbitLayouts is empty: it needs at least one LayoutDescriptor")
        #expect(LiveLayoutError.caught { try LayoutLibraryLoader.validate([line, badName], in: "Spiral.swift") }?.message
            == "Spiral.swift: layout name 'my spiral' is not valid: use 1 to 64 letters, digits, '-', '_' or '.'")
        #expect(LiveLayoutError.caught { try LayoutLibraryLoader.validate([line, line], in: "Spiral.swift") }?.message
            == "Spiral.swift: two layouts are named 'line': each name must be unique")
        #expect(LiveLayoutError.caught { try LayoutLibraryLoader.validate([line], in: "Spiral.swift") } == nil)
    }

    @Test func invalidLayoutsFromALibraryAreRefused() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let text = LiveTest.nonce + LiveTest.lineLayoutType() + LiveTest.lineRegistration(name: "two words")
        let source = try LiveTest.write(text, to: "Named.swift", in: folder)
        let library = try LiveTest.compiler(cache: folder + "/cache").compile(source)
        let error = LiveLayoutError.caught { _ = try LayoutLibraryLoader().load(library) }
        #expect(error?.message.hasPrefix("Named.swift: layout name 'two words' is not valid") == true)
    }

    /// Each version stays mapped (never dlclose'd): what a load costs in resident memory.
    @Test func residentMemoryPerLoadStaysSmall() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let compiler = try LiveTest.compiler(cache: folder + "/cache")
        var growths: [Int] = []
        for version in 1...3 {
            let source = try LiveTest.write(
                LiveTest.nonce + LiveTest.lineLayoutFile(spacing: Double(10 * version)), to: "Line.swift", in: folder)
            let library = try compiler.compile(source)
            let before = ResidentMemory.currentBytes()
            let loaded = try LayoutLibraryLoader().load(library)
            var layout = try loaded.layouts[0].makeLayout()
            layout.prepare(LayoutContext(boundsSize: Size(width: 300, height: 200), itemCount: 100))
            _ = layout.visibleAttributes
            growths.append(ResidentMemory.currentBytes() - before)
            #expect(layout.attributes(at: ItemIndexPath(item: 1))?.center.x == 10 + Double(10 * version))
        }
        print("live layout: resident growth per load (KB): \(growths.map { $0 / 1024 })")
        #expect(growths.allSatisfy { $0 < 16 << 20 })
    }

    @Test func residentMemoryParsesStatm() {
        #expect(ResidentMemory.bytes(statm: "12345 678 90 1 0 2 0\n", pageSize: 4096) == 678 * 4096)
        #expect(ResidentMemory.bytes(statm: "garbage", pageSize: 4096) == nil)
        #expect(ResidentMemory.currentBytes() > 1 << 20)
    }
}

@Suite struct LayoutLibraryLoaderMessageTests {
    @Test func missingSymbolsSayHowTheHostMustBeLinked() {
        let text = "/c/liborbit-live-1.so: undefined symbol: $s16CollectionLayout0B7ContextVMn"
        #expect(LayoutLibraryLoader.explain(text).hasPrefix(text + " (the running executable must export CollectionLayout: link it with -Xlinker --export-dynamic"))
        #expect(LayoutLibraryLoader.explain("/c/x.so: invalid ELF header") == "/c/x.so: invalid ELF header")
    }
}
