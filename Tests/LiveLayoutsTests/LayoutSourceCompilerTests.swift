import CollectionLayout
import Foundation
import LiveLayouts
import Testing

/// Compiling real layout files and loading them into this process (the test binary exports
/// CollectionLayout's symbols: `--export-dynamic` in Package.swift).
@Suite struct LayoutSourceCompilerTests {
    let context = LayoutContext(boundsSize: Size(width: 300, height: 200), itemCount: 5)

    @Test func aCompiledFileLoadsAndItsLayoutAnswersAsWritten() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let source = try LiveTest.write(LiveTest.nonce + LiveTest.lineLayoutFile(spacing: 30), to: "Line.swift", in: folder)
        let compiler = try LiveTest.compiler(cache: folder + "/cache")

        let library = try compiler.compile(source)
        #expect(!library.wasCached)
        #expect(library.warnings.isEmpty)
        #expect(library.path.hasPrefix(folder + "/cache/liborbit-live-"))
        #expect(library.path.hasSuffix(library.cacheKey + ".so"))
        let loaded = try LayoutLibraryLoader().load(library)
        print("live layout: cold compile \(ms(library.seconds)), load \(ms(loaded.seconds)), resident +\(loaded.residentGrowth / 1024) KB")

        #expect(loaded.layouts.map(\.name) == ["live-line"])
        let descriptor = loaded.layouts[0]
        #expect(descriptor.summary == "items on a line")
        #expect(descriptor.parameterKeys == ["spacing"])
        #expect(descriptor.parameters.first?.defaultValue == "30")

        var layout = try descriptor.makeLayout()
        layout.prepare(context)
        #expect(String(reflecting: type(of: layout)) == "\(library.moduleName).Line")
        #expect(layout.contentSize == Size(width: 20 + 5 * 30, height: 200))
        let third = try #require(layout.attributes(at: ItemIndexPath(item: 2)))
        #expect(third.center == Point(x: 70, y: 100))
        #expect(third.size == Size(square: 20))
        #expect(third.alpha == 0.5)
        #expect(third.zIndex == 2)
        #expect(layout.attributes(at: ItemIndexPath(item: 5)) == nil)
        // Frames 20 wide centred at x = 10, 40, 70, 100, 130: the rect 45…95 meets items 1, 2 and 3.
        let hits = layout.attributes(in: Rect(x: 45, y: 0, width: 50, height: 200)).map(\.index)
        #expect(hits == [1, 2, 3])

        // --set goes through the descriptor's key path into the library's type.
        var wider = try descriptor.makeLayout([LayoutSetting(key: "spacing", value: "50")])
        wider.prepare(context)
        #expect(wider.attributes(at: ItemIndexPath(item: 2))?.center == Point(x: 110, y: 100))
        #expect(throws: LayoutConfigurationError.self) { try descriptor.makeLayout([LayoutSetting(key: "spacing", value: "-1")]) }

        // The loaded layouts join a catalog like any package's.
        let catalog = try LayoutCatalog.seeds.adding(loaded.layouts)
        #expect(catalog.names.last == "live-line")
    }

    @Test func unchangedSourcesAreACacheHitWithoutSwiftc() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let text = LiveTest.nonce + LiveTest.lineLayoutFile(spacing: 25)
        let source = try LiveTest.write(text, to: "Line.swift", in: folder)
        let compiler = try LiveTest.compiler(cache: folder + "/cache")
        let first = try compiler.compile(source)
        #expect(!first.wasCached)

        // The same version string with a swiftc that cannot run: only a cache hit can succeed.
        var offline = compiler
        offline.toolchain = SwiftToolchain(swiftc: folder + "/no-such-swiftc", version: compiler.toolchain.version)
        let second = try offline.compile(source)
        #expect(second.wasCached)
        #expect(second.path == first.path)
        #expect(second.cacheKey == first.cacheKey)
        #expect(second.seconds < 0.1)
        print("live layout: cold compile \(ms(first.seconds)), cached \(ms(second.seconds))")

        // Any change of the bytes is a new key, and so a compile (which fails here: no swiftc).
        try LiveTest.write(text + "\n", to: "Line.swift", in: folder)
        let error = LiveLayoutError.caught { _ = try offline.compile(source) }
        #expect(error?.message.hasPrefix("cannot run \(folder)/no-such-swiftc") == true)
        // So is another compiler version or optimisation.
        var other = compiler
        other.toolchain = SwiftToolchain(swiftc: compiler.toolchain.swiftc, version: "Swift version 0.0")
        let bytes = [UInt8](text.utf8)
        #expect(other.cacheKey(files: [source], contents: [bytes]) != compiler.cacheKey(files: [source], contents: [bytes]))
        var optimised = compiler
        optimised.optimization = .speed
        #expect(optimised.cacheKey(files: [source], contents: [bytes]) != compiler.cacheKey(files: [source], contents: [bytes]))
    }

    @Test func aSyntaxErrorNamesItsFileLineAndColumn() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        // The closing parenthesis is missing: swiftc expects ',' where the brace stands.
        let text = LiveTest.nonce + LiveTest.lineLayoutFile()
            .replacingOccurrences(of: "var contentSize: Size {", with: "var contentSize: Size { _ = (1 }\n    var other: Size {")
        let source = try LiveTest.write(text, to: "Broken.swift", in: folder)
        let error = LiveLayoutError.caught { _ = try LiveTest.compiler(cache: folder + "/cache").compile(source) }

        let place = LiveTest.position(of: "(1 }", in: text)
        let expected = "Broken.swift:\(place.line):\(place.column + 3): error: expected ',' separator"
        #expect(error?.message == expected)
        let first = try #require(error?.diagnostics.first)
        #expect(first.file == source)
        #expect(first.severity == .error)
        #expect(!(error?.message.contains("\n") ?? true))
        let cached = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/cache")) ?? []
        #expect(!cached.contains { $0.hasSuffix(".so") || $0.hasPrefix("build-") })
    }

    @Test func aTypeErrorNamesItsFileLineAndColumn() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let text = LiveTest.nonce + LiveTest.lineLayoutFile()
            .replacingOccurrences(of: "{ self.context = context }", with: "{ self.context = context; undefinedThing() }")
        let source = try LiveTest.write(text, to: "Spiral.swift", in: folder)
        let error = LiveLayoutError.caught { _ = try LiveTest.compiler(cache: folder + "/cache").compile(source) }

        let place = LiveTest.position(of: "undefinedThing", in: text)
        #expect(error?.message == "Spiral.swift:\(place.line):\(place.column): error: cannot find 'undefinedThing' in scope")
        #expect(error?.diagnostics.firstError?.line == place.line)
        // Nothing was cached for the broken version.
        let cached = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/cache")) ?? []
        #expect(!cached.contains { $0.hasSuffix(".so") })
    }

    @Test func aFileThatNeverMentionsOrbitLayoutsFailsWithoutCompiling() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let source = try LiveTest.write(LiveTest.lineLayoutType(), to: "Spiral.swift", in: folder)
        var compiler = try LiveTest.compiler(cache: folder + "/cache")
        compiler.toolchain = SwiftToolchain(swiftc: folder + "/no-such-swiftc", version: "any")
        let error = LiveLayoutError.caught { _ = try compiler.compile(source) }
        #expect(error?.message == LayoutRegistration.missing(in: "Spiral.swift"))
        #expect(error?.message.contains("let orbitLayouts: [LayoutDescriptor] = [LayoutDescriptor(name:") == true)
    }

    @Test func anOrbitLayoutsOnlyInACommentIsTheRegistrationError() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let text = LiveTest.nonce + LiveTest.lineLayoutType() + "// TODO: orbitLayouts\n"
        let source = try LiveTest.write(text, to: "Spiral.swift", in: folder)
        let error = LiveLayoutError.caught { _ = try LiveTest.compiler(cache: folder + "/cache").compile(source) }
        #expect(error?.message == LayoutRegistration.missing(in: "Spiral.swift"))
    }

    @Test func anOrbitLayoutsOfAnotherTypeIsTheRegistrationError() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let text = LiveTest.nonce + LiveTest.lineLayoutType() + "let orbitLayouts = [Line()]\n"
        let source = try LiveTest.write(text, to: "Spiral.swift", in: folder)
        let error = LiveLayoutError.caught { _ = try LiveTest.compiler(cache: folder + "/cache").compile(source) }
        let message = try #require(error?.message)
        #expect(message.hasPrefix("Spiral.swift: `orbitLayouts` must be declared at the top level as `let orbitLayouts: [LayoutDescriptor]"))
        #expect(message.contains("[Line]"))
    }

    @Test func twoVersionsOfAFileLoadSideBySide() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let compiler = try LiveTest.compiler(cache: folder + "/cache")
        let nonce = LiveTest.nonce
        let source = try LiveTest.write(nonce + LiveTest.lineLayoutFile(spacing: 30), to: "Line.swift", in: folder)
        let old = try compiler.compile(source)
        let oldLayouts = try LayoutLibraryLoader().load(old).layouts

        // The user saves a new version of the same file.
        try LiveTest.write(nonce + LiveTest.lineLayoutFile(spacing: 45), to: "Line.swift", in: folder)
        let new = try compiler.compile(source)
        #expect(new.path != old.path)
        #expect(new.moduleName != old.moduleName)
        let newLayouts = try LayoutLibraryLoader().load(new).layouts
        print("live layout: recompile after a save \(ms(new.seconds))")

        var before = try oldLayouts[0].makeLayout()
        var after = try newLayouts[0].makeLayout()
        before.prepare(context)
        after.prepare(context)
        #expect(before.attributes(at: ItemIndexPath(item: 2))?.center == Point(x: 70, y: 100))
        #expect(after.attributes(at: ItemIndexPath(item: 2))?.center == Point(x: 100, y: 100))
        #expect(newLayouts[0].parameters.first?.defaultValue == "45")
        #expect(String(reflecting: type(of: before)) != String(reflecting: type(of: after)))
        // The old version keeps working after the new one is loaded (its layouts may still be on screen).
        before.prepare(context.with(contentOffset: Point(x: 5, y: 0)))
        #expect(before.attributes(at: ItemIndexPath(item: 4))?.center == Point(x: 130, y: 100))
    }

    @Test func aFolderOfFilesCompilesIntoOneLibrary() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let layouts = folder + "/layouts"
        // Foundation too: the library links it from the toolchain, as the host does.
        try LiveTest.write(
            "import Foundation\n" + LiveTest.nonce + LiveTest.lineLayoutType(spacing: 12, typeName: "Dots")
                .replacingOccurrences(of: "var spacing = 12.0", with: "var spacing = sqrt(144.0)"),
            to: "Dots.swift", in: layouts)
        try LiveTest.write(
            "import CollectionLayout\n" + LiveTest.lineRegistration(name: "dots", typeName: "Dots"), to: "Sub/Registration.swift", in: layouts)
        try LiveTest.write("not swift", to: ".hidden/Ignored.swift", in: layouts)
        try LiveTest.write("not swift either", to: "README.md", in: layouts)
        #expect(try LayoutSourceCompiler.sourceFiles(at: [layouts]) == [layouts + "/Dots.swift", layouts + "/Sub/Registration.swift"])

        let library = try LiveTest.compiler(cache: folder + "/cache").compile(layouts)
        let loaded = try LayoutLibraryLoader().load(library)
        var layout = try loaded.layouts[0].makeLayout()
        layout.prepare(context)
        #expect(loaded.layouts.map(\.name) == ["dots"])
        #expect(layout.attributes(at: ItemIndexPath(item: 3))?.center == Point(x: 46, y: 100))
    }

    @Test func sourcePathsAreChecked() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        // The cases carry the path as given; the line names it.
        let missing = LiveLayoutError.caught { _ = try LayoutSourceCompiler.sourceFiles(at: [folder + "/Nope.swift"]) }
        #expect(missing == .sources(.noSuchPath(folder + "/Nope.swift")))
        #expect(missing?.message == "no such file or folder: \(folder)/Nope.swift")
        #expect(LiveLayoutError.caught { _ = try LayoutSourceCompiler.sourceFiles(at: [folder]) } == .sources(.noSwiftFiles(folder: folder)))
        let text = try LiveTest.write("x", to: "notes.txt", in: folder)
        #expect(LiveLayoutError.caught { _ = try LayoutSourceCompiler.sourceFiles(at: [text]) } == .sources(.notSwift(path: text)))
        #expect(LiveLayoutError.caught { _ = try LayoutSourceCompiler.sourceFiles(at: []) } == .sources(.noneGiven))
    }
}

/// `seconds` in milliseconds, for the printed timings.
func ms(_ seconds: Double) -> String { "\(Int((seconds * 1000).rounded())) ms" }
