// swift-tools-version: 6.0
import PackageDescription

// Orbit's examples, written as any user of Orbit would write them: a package of its own that
// depends on Orbit by path and adds two layouts to the `orbit` command line.
let package = Package(
    name: "OrbitExamples",
    products: [
        .library(name: "ExampleLayouts", targets: ["ExampleLayouts"]),
        .executable(name: "orbit-examples", targets: ["orbit-examples"]),
    ],
    dependencies: [
        .package(name: "Orbit", path: ".."),
    ],
    targets: [
        // The layouts: pure Swift on the layout core, no SDL.
        .target(
            name: "ExampleLayouts",
            dependencies: [.product(name: "CollectionLayout", package: "Orbit")]
        ),
        // `orbit` with the seeds plus the example layouts: play, shot, dump, replay, bench, fuzz, soak.
        .executableTarget(
            name: "orbit-examples",
            dependencies: ["ExampleLayouts", .product(name: "OrbitCommands", package: "Orbit")],
            // `--layout-file` and `--watch`: a compiled layout file resolves CollectionLayout's
            // symbols from this executable, which must export them.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),
        .testTarget(
            name: "ExampleLayoutsTests",
            dependencies: [
                "ExampleLayouts",
                .product(name: "CollectionLayout", package: "Orbit"),
                .product(name: "OrbitSession", package: "Orbit"),
                .product(name: "LayoutConformance", package: "Orbit"),
                // The playground's key bindings, for the committed script's `key` lines.
                .product(name: "Playground", package: "Orbit"),
            ]
        ),
        // iOS layouts as written for Xcode (the folder `orbit --layout-file Examples/UIKit` also
        // compiles), built as an app target builds them: Swift 5 mode, on Orbit's UIKit module.
        .target(
            name: "UIKitExampleLayouts",
            dependencies: [.product(name: "CollectionLayout", package: "Orbit"), .product(name: "UIKit", package: "Orbit")],
            path: "UIKit",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "UIKitExampleLayoutsTests",
            dependencies: [
                "UIKitExampleLayouts",
                .product(name: "CollectionLayout", package: "Orbit"),
                .product(name: "LayoutConformance", package: "Orbit"),
                .product(name: "UIKit", package: "Orbit"),
            ]
        ),
    ]
)
