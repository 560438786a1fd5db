// swift-tools-version: 6.0
import PackageDescription
import Foundation

/// Debug builds compile the modules the heavy tests exercise (the core's layouts and host, the
/// session and its fuzzer, the conformance kit, the renderer's pixel work, the JSON writer of
/// dumps and traces) with `-O`: their property and fuzz tests run about four times faster (a
/// section fuzz: 50 s -> 11 s), which is most of `make test`. `-O` keeps every `precondition` and
/// overflow check, and the arithmetic is the same (no fast-math), so results are identical.
/// ORBIT_DEBUG_ONONE=1 builds them `-Onone` for stepping through them in a debugger.
let optimizedInDebug: [SwiftSetting] =
    ProcessInfo.processInfo.environment["ORBIT_DEBUG_ONONE"] != nil ? [] : [.unsafeFlags(["-O"], .when(configuration: .debug))]

/// swift-syntax for `orbit port`: the toolchain's own copy when it has one (usr/lib/swift/host, the
/// SwiftSyntax and SwiftParser its macro plugins load, built with this compiler and shipped as
/// module interfaces), found beside the `swift` on PATH; otherwise the swift-syntax package.
/// Compiling the package's copy was a third of a fresh debug build (about 100 s of CPU on two
/// cores, more in release); the interfaces compile in about 9 s, once per build folder. Only for
/// Swift 6.3 and later, whose copy is the 603 API the port is written against.
/// ORBIT_PACKAGE_SWIFT_SYNTAX=1 uses the package regardless.
let toolchainSwiftSyntax: String? = {
    #if compiler(>=6.3)
    let environment = ProcessInfo.processInfo.environment
    guard environment["ORBIT_PACKAGE_SWIFT_SYNTAX"] == nil else { return nil }
    let fileManager = FileManager.default
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        guard fileManager.isExecutableFile(atPath: swift.path) else { continue }
        let host = swift.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("../lib/swift/host").standardizedFileURL.path
        let needed = ["SwiftSyntax.swiftmodule", "SwiftParser.swiftmodule", "libSwiftSyntax.so", "libSwiftParser.so"]
        return needed.allSatisfy { fileManager.fileExists(atPath: host + "/" + $0) } ? host : nil
    }
    #endif
    return nil
}()

let package = Package(
    name: "Orbit",
    products: [
        // What users import: the core and the catalog, re-exported by one module (see the target).
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "OrbitSession", targets: ["OrbitSession"]),
        .library(name: "OrbitRendering", targets: ["OrbitRendering"]),
        .library(name: "Playground", targets: ["Playground"]),
        .library(name: "OrbitCommands", targets: ["OrbitCommands"]),
        .executable(name: "orbit", targets: ["orbit"]),
        .library(name: "LayoutConformance", targets: ["LayoutConformance"]),
        .library(name: "LiveLayouts", targets: ["LiveLayouts"]),
        // UIKit's names for layouts written for iOS: `import UIKit` compiles unchanged (Linux only).
        .library(name: "UIKit", targets: ["UIKit", "QuartzCore", "CoreGraphics", "_Testing_CoreGraphics", "_Testing_UIKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `make docs`: DocC for the public API (a command plugin; nothing is linked into the products).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ] + (toolchainSwiftSyntax == nil ? [
        // `orbit port`: rewrites the Objective-C-only constructs of an iOS layout with a real Swift
        // parser; the toolchain's copy when it has one (`toolchainSwiftSyntax`).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ] : []),
    targets: [
        // SDL2, SDL2_ttf and SDL2_image from the system, found with pkg-config.
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        // Dear ImGui from Debian's libimgui-dev (headers, libimgui.a), found with pkg-config, and a
        // small C interface to it for the playground's tuning panel (its own SDL_Renderer drawing).
        .systemLibrary(name: "CImGuiSystem", pkgConfig: "imgui", providers: [.apt(["libimgui-dev"])]),
        .target(name: "CImGui", dependencies: ["CImGuiSystem", "CSDL2"]),
        // The layout core: pure Swift, no SDL, no globals, no wall clock. The layout contract,
        // geometry, attributes, the layouts, compositional, physics and the host (`CollectionView`);
        // nothing of the playground, not even the catalog's names and `--set` keys.
        .target(name: "CollectionLayoutCore", swiftSettings: optimizedInDebug),
        // What the tools choose layouts from: descriptors, their `--set` parameters, the built-in
        // catalog. On the core, which never imports it.
        .target(name: "LayoutCatalog", dependencies: ["CollectionLayoutCore"], swiftSettings: optimizedInDebug),
        // What users and Orbit's own modules import: one file re-exporting the core and the catalog,
        // so that `import CollectionLayout` gives both, as it did before the catalog had a module.
        .target(name: "CollectionLayout", dependencies: ["CollectionLayoutCore", "LayoutCatalog"]),
        // What several modules share and none owns: the JSON writer (`JSONText`), the one way files
        // are written and opened for reading (`OutputFile`, `RegularFile`, `FileError`), string helpers.
        // Internal to the package (not a product): its symbols are `package` but `FileError`.
        .target(name: "OrbitSupport", dependencies: ["CollectionLayoutCore"], swiftSettings: optimizedInDebug),
        // The session a playground, a script or the fuzzer drives: input events, gestures, scripts,
        // traces, dumps' JSON and the fuzzer. Pure Swift on top of the core.
        .target(name: "OrbitSession", dependencies: ["CollectionLayout", "OrbitSupport"], swiftSettings: optimizedInDebug),
        // What the playground draws, computed without SDL: the draw list, culling, level of detail,
        // the HUD's layout, overlays, charts, images, icons, frame statistics and trace events. It never
        // sees the session: what a frame draws arrives as one `FrameSnapshot` (made in Playground).
        .target(name: "OrbitRendering", dependencies: ["CollectionLayout", "OrbitSupport", "CPNG"], swiftSettings: optimizedInDebug),
        // libpng from the system, for decoding PNGs through its simplified API, whose messages
        // Orbit reports in its own line (SDL_image's PNG loader lets libpng print to stderr).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // Everything that touches SDL: the window, the renderer, textures, fonts, events, the app loop.
        .target(
            name: "Playground",
            dependencies: ["CSDL2", "CImGui", "CollectionLayout", "OrbitSupport", "OrbitSession", "OrbitRendering", "LiveLayouts"],
            // Orbit's icons, shipped beside every executable that links the playground (IconSet.locateDirectory).
            resources: [.copy("Resources/icons")]
        ),
        // The `orbit` commands, kept in a library so tests can drive them.
        .target(
            name: "OrbitCommands",
            dependencies: [
                "CollectionLayout",
                "OrbitSupport",
                "OrbitSession",
                "OrbitRendering",
                "Playground",
                "LiveLayouts",
                "LayoutConformance",
                "UIKit",
                "OrbitPort",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "orbit",
            dependencies: ["OrbitCommands"],
            // Live layouts: a dlopen'ed layout library resolves CollectionLayout's symbols from the executable.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),
        // CoreGraphics, QuartzCore and UIKit as a layout written for iOS sees them: Foundation's
        // geometry plus what Linux lacks (CGAffineTransform, CGVector, CATransform3D), and UIKit's
        // collection view layout classes as an adapter onto the core (the core never sees them).
        .target(name: "CoreGraphics", dependencies: ["CollectionLayoutCore"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CollectionLayoutCore"]),
        // Swift 5 language mode, as iOS app targets default to: UIKit's classes are main-actor
        // isolated in their types (so layouts written for Swift 6 compile), while Orbit calls a
        // layout from whichever thread owns it (the live reloader checks a new version on its
        // own); Swift 6 mode would trap there in the executor checks it adds to closures.
        .target(
            name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics", "CollectionLayout"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Swift Testing's cross-import overlays for CoreGraphics and UIKit (empty): the toolchain's
        // Testing module asks for them in any file that imports both.
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),
        // `orbit port`: the source rewrite that makes an iOS layout's @objc delegate protocols compile on Linux.
        .target(
            name: "OrbitPort",
            dependencies: toolchainSwiftSyntax == nil
                ? [.product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")] : [],
            // Library evolution keeps OrbitPort's internal imports its own: a client (OrbitCommands, a
            // user's package that links the commands) never loads SwiftSyntax, even in a debug
            // build, whose `-enable-testing` would otherwise make it, and so needs no search path.
            swiftSettings: [.unsafeFlags(["-enable-library-evolution"] + (toolchainSwiftSyntax.map { ["-I", $0] } ?? []))],
            linkerSettings: toolchainSwiftSyntax.map { host in
                [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host]), .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftParser")]
            } ?? []
        ),
        // Conformance checks for anyone's `CollectionViewLayout`, with a Swift Testing convenience.
        .target(name: "LayoutConformance", dependencies: ["CollectionLayoutCore"], swiftSettings: optimizedInDebug),
        // Live layouts in one place: watch a user's `.swift` file, compile it into a shared library,
        // check it in a child process, load it into the process, and the reload benchmark.
        .target(name: "LiveLayouts", dependencies: ["CollectionLayout", "OrbitSupport", "OrbitSession", "LayoutConformance", "OrbitLiveRuntime"]),
        // What a loaded live layout library calls in the host besides the core: its print output's
        // writer. Precompiled, so that the generated part of each library stays cheap to compile.
        .target(name: "OrbitLiveRuntime"),
        // Helpers every test target shares: approximate equality, seeded cases, fixtures, a frame clock.
        .target(name: "OrbitTestSupport", dependencies: ["CollectionLayout", "OrbitSession"], path: "Tests/OrbitTestSupport"),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout", "CollectionLayoutCore", "LayoutCatalog", "OrbitSession", "OrbitTestSupport"]),
        .testTarget(name: "OrbitSessionTests", dependencies: ["OrbitSession", "OrbitSupport", "CollectionLayout", "CollectionLayoutCore", "LayoutCatalog", "OrbitTestSupport"]),
        .testTarget(name: "LayoutConformanceTests", dependencies: ["LayoutConformance", "CollectionLayout"]),
        .testTarget(name: "OrbitRenderingTests", dependencies: ["OrbitRendering", "OrbitSession", "CollectionLayout", "OrbitTestSupport"]),
        .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "OrbitRendering", "OrbitSession", "CollectionLayout", "OrbitTestSupport"], exclude: ["Golden", "Fixtures"]),
        .testTarget(name: "OrbitCommandsTests", dependencies: ["OrbitCommands", "LiveLayouts", "OrbitRendering", "OrbitSession", "CollectionLayout", "OrbitTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "UIKitTests",
            dependencies: ["UIKit", "_Testing_CoreGraphics", "_Testing_UIKit", "CollectionLayout", "LayoutConformance", "OrbitTestSupport"],
            // Its layouts are written as iOS app targets compile them (Swift 5 mode).
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "OrbitPortTests", dependencies: ["OrbitPort"]),
        .testTarget(
            name: "LiveLayoutsTests",
            dependencies: ["LiveLayouts", "CollectionLayout", "OrbitSession"],
            // The loaded test libraries resolve CollectionLayout's symbols from the test binary.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),
    ]
)

// Every target declares, directly, every target of this package it depends on through others.
// SwiftPM reruns a module's compile only when the .swiftmodule of a dependency it declares is newer,
// and swiftc leaves a .swiftmodule untouched when its contents come out the same: a change to a
// type in LayoutCatalog (a stored property removed) did not reach OrbitRendering, LiveLayouts or
// UIKit, which reach it through CollectionLayout, whose .swiftmodule stayed as it was. They kept
// code for the old layout, and the incremental build crashed where a clean one did not.
do {
    let targetsByName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    func targetNames(_ dependencies: [Target.Dependency]) -> [String] {
        dependencies.compactMap { dependency in
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): targetsByName[name] == nil ? nil : name
            default: nil
            }
        }
    }
    for target in package.targets {
        let declared = Set(targetNames(target.dependencies))
        var all = declared
        var pending = Array(declared)
        while let name = pending.popLast() {
            for next in targetNames(targetsByName[name]?.dependencies ?? []) where all.insert(next).inserted {
                pending.append(next)
            }
        }
        target.dependencies += all.subtracting(declared).sorted().map { .target(name: $0) }
    }
}
