import Foundation
import Testing

/// The module graph, read from the sources: the core imports only the system, the catalog and the
/// shared support only the core, `CollectionLayout` only re-exports the core and the catalog, the
/// session and the rendering only those and the support (never each other: a frame reaches the
/// rendering as a `FrameSnapshot`), and nothing below the playground imports SDL or the
/// playground. A key, an overlay or a renderer added to the playground can then never change the
/// core's API, and the rendering is tested without a display or a session.
@Suite struct ModuleGraphTests {
    /// The modules each target may import (besides its own files), from the bottom up.
    static let allowed: [String: Set<String>] = [
        "CollectionLayoutCore": ["Foundation", "Glibc", "Dispatch", "Synchronization"],
        // The catalog: descriptors and parameters on the core, which never imports it.
        "LayoutCatalog": ["CollectionLayoutCore", "Foundation", "Glibc"],
        // What `import CollectionLayout` gives: the two above, re-exported (`theUmbrellaOnlyReexports`).
        "CollectionLayout": ["CollectionLayoutCore", "LayoutCatalog"],
        // The JSON writer, the file helpers and string helpers several modules share.
        "OrbitSupport": ["CollectionLayoutCore", "Glibc"],
        "OrbitSession": ["CollectionLayout", "OrbitSupport", "Foundation", "Glibc", "Dispatch"],
        // CPNG: libpng, a codec with no display (`PNGDecoder`), so rendering stays testable headless.
        // No OrbitSession: what a frame draws of the session arrives as one `FrameSnapshot`.
        "OrbitRendering": ["CollectionLayout", "OrbitSupport", "CPNG", "Foundation", "Glibc", "Dispatch"],
        // The conformance kit checks any layout: the core's contract, nothing of the catalog.
        "LayoutConformance": ["CollectionLayoutCore", "Foundation", "Glibc", "Dispatch", "Testing"],
        "LiveLayouts": [
            "CollectionLayout", "OrbitSupport", "OrbitSession", "LayoutConformance", "OrbitLiveRuntime", "Foundation", "Glibc", "Dispatch",
        ],
        // What loaded layout libraries call in the host: the C library only, nothing of Orbit's.
        "OrbitLiveRuntime": ["Glibc", "Musl"],
        // UIKit's names for iOS layouts: an adapter on the core, which never imports it.
        "CoreGraphics": ["CollectionLayoutCore", "Foundation", "Glibc"],
        "QuartzCore": ["CoreGraphics", "CollectionLayoutCore", "Foundation", "Glibc", "Musl"],
        "UIKit": ["QuartzCore", "CoreGraphics", "CollectionLayout", "Foundation", "Glibc"],
        "OrbitPort": ["SwiftSyntax", "SwiftParser", "Foundation"],
    ]

    static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
    }

    /// The modules the Swift files under `folder` import (`import X`, `@testable import X`, `import struct X.Y`,
    /// `internal import X`).
    static func imports(under folder: URL) throws -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let accessLevels: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
                let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }.drop { accessLevels.contains($0) }
                guard words.first == "import", words.count >= 2 else { continue }
                let module = String(words.last!.split(separator: ".").first!)
                found[module, default: []].insert(file.lastPathComponent)
            }
        }
        return found
    }

    @Test(arguments: allowed.keys.sorted())
    func eachTargetImportsOnlyWhatLiesBelowIt(target: String) throws {
        let imported = try Self.imports(under: Self.sources.appendingPathComponent(target))
        #expect(!imported.isEmpty, "no Swift files found for \(target)")
        for (module, files) in imported where !Self.allowed[target]!.contains(module) {
            Issue.record("\(target) imports \(module) in \(files.sorted().joined(separator: ", "))")
        }
    }

    /// The rendering never sees the session, in its sources nor in the manifest: the playground
    /// makes each frame's `FrameSnapshot` (Sources/Playground/Rendering/FrameSnapshot+Session.swift).
    @Test func theRenderingDoesNotImportTheSession() throws {
        let imported = try Self.imports(under: Self.sources.appendingPathComponent("OrbitRendering"))
        #expect(imported["OrbitSession"] == nil, "OrbitRendering imports OrbitSession in \(imported["OrbitSession"]?.sorted() ?? [])")
        #expect(!Self.allowed["OrbitRendering"]!.contains("OrbitSession"))
        let manifest = try String(contentsOf: Self.sources.deletingLastPathComponent().appendingPathComponent("Package.swift"), encoding: .utf8)
        let target = try #require(manifest.split(separator: "\n").first { $0.contains(".target(name: \"OrbitRendering\"") })
        #expect(target.contains("\"CollectionLayout\"") && !target.contains("\"OrbitSession\""), "\(target)")
    }

    /// The check itself can fail: the playground imports SDL, which the core may not.
    @Test func theCheckSeesAForbiddenImport() throws {
        let imported = try Self.imports(under: Self.sources.appendingPathComponent("Playground"))
        #expect(imported["CSDL2"] != nil)
        #expect(!Self.allowed["CollectionLayoutCore"]!.contains("CSDL2"))
    }

    /// The catalog sits on the core, never under it: the core's API has none of its names.
    @Test func theCoreNeverImportsTheCatalog() throws {
        let imported = try Self.imports(under: Self.sources.appendingPathComponent("CollectionLayoutCore"))
        #expect(imported["LayoutCatalog"] == nil)
        #expect(imported["CollectionLayout"] == nil)
        #expect(!Self.allowed["CollectionLayoutCore"]!.contains("LayoutCatalog"))
        #expect(Self.allowed["LayoutCatalog"]!.contains("CollectionLayoutCore"))
    }

    /// `CollectionLayout` declares nothing: one file of `@_exported import`s of the core and the
    /// catalog, so that what users import is exactly those two (and a file written when they were
    /// one module compiles unchanged).
    @Test func theUmbrellaOnlyReexports() throws {
        let folder = Self.sources.appendingPathComponent("CollectionLayout")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files == ["CollectionLayout.swift"])
        let code = try String(contentsOf: folder.appendingPathComponent("CollectionLayout.swift"), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("//") }
        #expect(code == ["@_exported import CollectionLayoutCore", "@_exported import LayoutCatalog"])
    }
}
