import CollectionLayout
import Foundation
import Testing

@testable import OrbitCommands

/// `orbit new`: what the starter holds, and that it never overwrites. (CI builds, tests and runs
/// a generated package: the Makefile's `examples` target.)
@Suite("orbit new")
struct StarterTests {
    let template = StarterTemplate(name: "my-orbit", orbitPath: "/src/orbit")

    @Test("names: camel-cased types from the package name; bad names refused")
    func names() {
        #expect(template.layoutType == "MyOrbitLayout")
        #expect(template.libraryTarget == "MyOrbitLayouts")
        #expect(template.descriptorName == "myOrbit")
        #expect(template.layoutName == "my-orbit")
        for good in ["demo", "my-orbit", "Wave_2"] { #expect(StarterTemplate.isValidName(good), "\(good)") }
        for bad in ["", "9lives", "-x", "a b", "../up", "wave.swift", "é"] { #expect(!StarterTemplate.isValidName(bad), "\(bad)") }
    }

    @Test("the package: manifest with the products, the path and the linker setting; layout, test, one-line main")
    func package() throws {
        let files = Dictionary(uniqueKeysWithValues: template.packageFiles.map { ($0.path, $0.contents) })
        let manifest = try #require(files["Package.swift"])
        #expect(manifest.contains(#".package(name: "Orbit", path: "/src/orbit")"#))
        #expect(manifest.contains(#".executable(name: "my-orbit", targets: ["my-orbit"])"#))
        #expect(manifest.contains(#"linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]"#))
        let layout = try #require(files["Sources/MyOrbitLayouts/MyOrbitLayout.swift"])
        for piece in [
            "public private(set) var context = LayoutContext", "public mutating func prepare(_ context: LayoutContext)",
            "public var contentSize: Size", "public func attributes(in rect: Rect)", "public func attributes(at indexPath: ItemIndexPath)",
            "public func targetContentOffset(proposed: Point, velocity: Point)", "public static let myOrbit = LayoutDescriptor(",
        ] {
            #expect(layout.contains(piece), "\(piece)")
        }
        let main = try #require(files["Sources/my-orbit/main.swift"])
        let statements = main.split(separator: "\n").filter { !$0.hasPrefix("import ") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(statements == ["OrbitMain.main(layouts: [.myOrbit])"])
        let test = try #require(files["Tests/MyOrbitLayoutsTests/MyOrbitLayoutTests.swift"])
        #expect(test.contains("expectConformance(name: \"my-orbit\")"))
    }

    @Test("the live file: the same layout, internal, with the registration line")
    func liveFile() {
        let file = template.liveFile
        #expect(file.contains("private(set) var context = LayoutContext"))
        #expect(!file.contains("public "))
        #expect(file.hasSuffix("let orbitLayouts: [LayoutDescriptor] = [.myOrbit]\n"))
    }

    @Test("each template's package test checks its own layout's promise beside the conformance kit")
    func templates() {
        for kind in StarterTemplate.Kind.allCases {
            let starter = StarterTemplate(name: "my-orbit", orbitPath: "/src/orbit", kind: kind)
            let tests = starter.testSource
            #expect(tests.contains("expectConformance(name: \"my-orbit\")"), "\(kind)")
            #expect(tests.contains("followsTheWave") == (kind == .wave), "\(kind)")
            #expect(starter.liveFile.contains("supportsSections") == (kind == .sections), "\(kind)")
            #expect(starter.liveFile.contains("CompositionalLayout(section:") == (kind == .compositional), "\(kind)")
            #expect(starter.liveFile.hasSuffix("let orbitLayouts: [LayoutDescriptor] = [.myOrbit]\n"))
        }
    }

    /// The templates' layouts, through the built orbit: written, compiled, and passed by
    /// check-layout (the conformance kit in sectioned scenes and a fuzz), with their sections.
    @Test("orbit new --template sections and compositional: live files that check-layout passes")
    func templateFilesPassTheCheck() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-new-kinds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["ORBIT_LIVE_CACHE_DIR"] = LayoutFileTests.cache
        for kind in ["sections", "compositional"] {
            let made = try ProcessTests.run(["new", "shelf-\(kind)", "--file", "--template", kind], in: folder)
            #expect(made.status == 0, "\(made.errors)")
            let check = try ProcessTests.run(["check-layout", "--layout-file", "shelf-\(kind).swift"], environment: environment, in: folder)
            #expect(check.status == 0 && check.output.contains("check passed"), "\(kind): \(check.output) \(check.errors)")
            let dump = try ProcessTests.run(
                ["dump", "--layout-file", "shelf-\(kind).swift", "--sections", "5,3", "--size", "400x300", "--all"], environment: environment,
                in: folder)
            #expect(dump.status == 0 && dump.output.contains("\"kind\":\"header\""), "\(kind): \(dump.errors)")
        }
        let unknown = try ProcessTests.run(["new", "x", "--template", "nope"], in: folder)
        #expect(unknown.status == 2)
        #expect(unknown.errorLines == ["orbit new: --template: unknown template 'nope' (one of: wave, sections, compositional)"])
    }

    @Test("orbit new writes the package, then refuses to overwrite it or a file, in one line")
    func refusesToOverwrite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let checkout = New.builtFromCheckout.path
        let first = try ProcessTests.run(["new", "demo", "--orbit-path", checkout], in: folder)
        #expect(first.status == 0, "\(first.errors)")
        let manifest = try String(contentsOf: folder.appendingPathComponent("demo/Package.swift"), encoding: .utf8)
        #expect(manifest.contains("path: \"\(URL(fileURLWithPath: checkout).standardizedFileURL.path)\""))
        let again = try ProcessTests.run(["new", "demo"], in: folder)
        #expect(again.status == 2)
        #expect(again.errorLines == ["orbit new: demo already exists; not overwriting it"])
        #expect(try String(contentsOf: folder.appendingPathComponent("demo/Package.swift"), encoding: .utf8) == manifest)

        let live = try ProcessTests.run(["new", "wave", "--file"], in: folder)
        #expect(live.status == 0, "\(live.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("wave.swift").path))
        let liveAgain = try ProcessTests.run(["new", "wave.swift", "--file"], in: folder)
        #expect(liveAgain.errorLines == ["orbit new: wave.swift already exists; not overwriting it"])

        let nowhere = try ProcessTests.run(["new", "other", "--orbit-path", folder.path], in: folder)
        #expect(nowhere.status == 2)
        #expect(nowhere.errorLines.count == 1)
        #expect(nowhere.errors.contains("no Orbit checkout at"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("other").path))
    }
}

/// Issue 23: `orbit layouts` says when Space's partner is the catalog's default, not the layout's own.
@Suite("orbit layouts: partners")
struct LayoutsPartnerTests {
    @Test("a declared partner is named alone; a default says it is one")
    func partners() throws {
        let wave = LayoutDescriptor(name: "wave", summary: "a wave", make: { FlowLayout() })
        let paired = LayoutDescriptor(name: "paired", summary: "paired", partner: "ring", make: { FlowLayout() })
        let lost = LayoutDescriptor(name: "lost", summary: "lost", partner: "nowhere", make: { FlowLayout() })
        let catalog = try LayoutCatalog.builtIn.adding([wave, paired, lost])
        let first = catalog.entries[0].name, second = catalog.entries[1].name
        #expect(Layouts.partnerText(of: paired, in: catalog) == "ring")
        #expect(Layouts.partnerText(of: wave, in: catalog) == "\(first) (none declared: the catalog's first layout)")
        #expect(Layouts.partnerText(of: lost, in: catalog) == "\(first) (nowhere is not in the catalog: the catalog's first layout)")
        let head = catalog.entries[0]
        if head.partner == nil {
            #expect(Layouts.partnerText(of: head, in: catalog) == "\(second) (none declared: the catalog's second layout)")
        }
        #expect(Layouts.text([wave], catalog: catalog).contains("  partner:  \(first) (none declared"))
    }
}
