import CollectionLayout
import Foundation

/// What `orbit new NAME` writes: a package that depends on Orbit by path, with a layout, its
/// descriptor, a conformance test and a one-line `main.swift` (the `orbit` command line with the
/// layout added); or, with `--file`, one live layout file for `--layout-file` and `--watch`.
///
/// The layout is a wave: items `spacing` points apart along x, their centres' y following a sine,
/// paging and snapping by item. It keeps the whole contract (the conformance kit passes it) and
/// shows every piece a layout needs: the stored `context`, `prepare`, `contentSize`, both queries,
/// `targetContentOffset` and a descriptor with `--set` parameters. Pure text: no file system here.
struct StarterTemplate: Equatable, Sendable {
    /// The package (and executable) name, as given: letters, digits, `-` and `_`, starting with a letter.
    let name: String
    /// The Orbit checkout the package depends on, absolute.
    let orbitPath: String
    /// The layout the starter holds (`--template`).
    var kind: Kind = .wave

    /// Whether `name` can name a package, an executable and (camel-cased) Swift types.
    static func isValidName(_ name: String) -> Bool {
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        guard let first = name.unicodeScalars.first, isLetter(first), name.count <= 64 else { return false }
        return name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    /// `my-orbit` → `MyOrbit`: the parts between `-` and `_`, each capitalised.
    var typeStem: String {
        name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The layout type: `MyOrbitLayout`.
    var layoutType: String { typeStem + "Layout" }
    /// The library target holding the layout: `MyOrbitLayouts`.
    var libraryTarget: String { typeStem + "Layouts" }
    /// The descriptor's static name: `myOrbit`.
    var descriptorName: String { typeStem.prefix(1).lowercased() + typeStem.dropFirst() }
    /// The layout's name on the command line: the package name in lower case.
    var layoutName: String { name.lowercased() }

    /// The package's files, by path relative to its folder, in a stable order.
    var packageFiles: [(path: String, contents: String)] {
        [
            ("Package.swift", packageManifest),
            (".gitignore", ".build/\n.swiftpm/\nPackage.resolved\n"),
            ("Sources/\(libraryTarget)/\(layoutType).swift", source(public: true)),
            ("Sources/\(name)/main.swift", mainSource),
            ("Tests/\(libraryTarget)Tests/\(layoutType)Tests.swift", testSource),
        ]
    }

    /// The one live file of `orbit new NAME --file`: the layout, its descriptor and the
    /// registration line `--layout-file` and `--watch` look for.
    var liveFile: String {
        source(public: false) + "\n"
            + "/// What `--layout-file` and `--watch` load from this file.\n"
            + "let orbitLayouts: [LayoutDescriptor] = [.\(descriptorName)]\n"
    }

    var packageManifest: String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        // Written by `orbit new \(name)`: a layout, its tests, and the `orbit` command line with it added.
        let package = Package(
            name: "\(name)",
            products: [
                .library(name: "\(libraryTarget)", targets: ["\(libraryTarget)"]),
                .executable(name: "\(name)", targets: ["\(name)"]),
            ],
            dependencies: [
                // The Orbit checkout `orbit new` ran from; any path to a clone works.
                .package(name: "Orbit", path: "\(orbitPath)"),
            ],
            targets: [
                // The layout: pure Swift on the layout core, no SDL.
                .target(
                    name: "\(libraryTarget)",
                    dependencies: [.product(name: "CollectionLayout", package: "Orbit")]
                ),
                // `orbit` with the built-in layouts plus yours: play, shot, dump, replay, bench, fuzz, soak.
                .executableTarget(
                    name: "\(name)",
                    dependencies: ["\(libraryTarget)", .product(name: "OrbitCommands", package: "Orbit")],
                    // `--layout-file` and `--watch`: a compiled layout file resolves CollectionLayout's
                    // symbols from this executable, which must export them.
                    linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
                ),
                .testTarget(
                    name: "\(libraryTarget)Tests",
                    dependencies: [
                        "\(libraryTarget)",
                        .product(name: "CollectionLayout", package: "Orbit"),
                        .product(name: "LayoutConformance", package: "Orbit"),
                    ]
                ),
            ]
        )

        """
    }

    /// The layout and its descriptor, for `kind`.
    func source(public isPublic: Bool) -> String {
        switch kind {
        case .wave: layoutSource(public: isPublic) + "\n" + descriptorSource(public: isPublic)
        case .sections: sectionsLayoutSource(public: isPublic) + "\n" + sectionedDescriptorSource(public: isPublic)
        case .compositional: compositionalLayoutSource(public: isPublic) + "\n" + sectionedDescriptorSource(public: isPublic)
        }
    }

    func layoutSource(public isPublic: Bool) -> String {
        let access = isPublic ? "public " : ""
        return """
            import CollectionLayout
            import Foundation

            /// A wave: item `i` centred at x = (i + 0.5)·spacing, y = the middle of the view plus
            /// amplitude·sin(2π·x / wavelength). Scrolls horizontally; flings come to rest on whole items
            /// and the arrow keys move one item per press.
            \(access)struct \(layoutType): CollectionViewLayout {
                \(access)var itemSize = Size(width: 56, height: 56)
                /// Points between neighbouring items along x.
                \(access)var spacing = 70.0
                /// Points above and below the middle of the view.
                \(access)var amplitude = 120.0
                /// Points along x per full wave.
                \(access)var wavelength = 560.0

                /// The context of the last `prepare`: bounds, content offset, item count.
                \(access)private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)

                \(access)init() {}

                /// O(1): everything else follows from the context by arithmetic.
                \(access)mutating func prepare(_ context: LayoutContext) {
                    self.context = context
                }

                \(access)var contentSize: Size {
                    Size(width: Double(context.itemCount) * spacing, height: context.boundsSize.height)
                }

                \(access)func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
                    guard indexPath.item >= 0, indexPath.item < context.itemCount else { return nil }
                    let x = (Double(indexPath.item) + 0.5) * spacing
                    let y = context.boundsSize.height / 2 + amplitude * sin(2 * Double.pi * x / wavelength)
                    return LayoutAttributes(indexPath: indexPath, center: Point(x: x, y: y), size: itemSize)
                }

                /// O(k): the items that can meet `rect` are found by arithmetic, in index order.
                \(access)func attributes(in rect: Rect) -> [LayoutAttributes] {
                    let count = context.itemCount
                    guard count > 0, spacing > 0, rect.size.width > 0, rect.size.height > 0 else { return [] }
                    let first = Swift.max(0, ((rect.minX - itemSize.width / 2) / spacing).rounded(.down))
                    let last = Swift.min(Double(count - 1), ((rect.maxX + itemSize.width / 2) / spacing).rounded(.down))
                    guard first <= last else { return [] }
                    return (Int(first)...Int(last)).compactMap { attributes(at: ItemIndexPath(item: $0)) }
                        .filter { $0.transformedFrame.intersects(rect) }
                }

                /// Flings end on a whole item (the host clamps the answer into range).
                \(access)func targetContentOffset(proposed: Point, velocity: Point) -> Point {
                    guard spacing > 0 else { return proposed }
                    return Point(x: (proposed.x / spacing).rounded() * spacing, y: proposed.y)
                }

                /// The arrow keys move one item per press.
                \(access)var paging: PagingStyle { .items }
            }

            """
    }

    func descriptorSource(public isPublic: Bool) -> String {
        let access = isPublic ? "public " : ""
        return """
            extension LayoutDescriptor {
                /// `\(layoutName)`: `--layout \(layoutName)`, with `--set itemSize=WxH`, `spacing=`, `amplitude=`, `wavelength=`.
                \(access)static let \(descriptorName) = LayoutDescriptor(
                    name: "\(layoutName)",
                    summary: "items along a sine wave, one item per arrow press",
                    origin: "orbit new \(name)",
                    parameters: [
                        .size("itemSize", \\.itemSize),
                        .number("spacing", \\.spacing, .within(1...10_000)),
                        .number("amplitude", \\.amplitude, .within(0...10_000)),
                        .number("wavelength", \\.wavelength, .within(1...100_000)),
                    ],
                    make: { \(layoutType)() })
            }

            """
    }

    var mainSource: String {
        """
        import \(libraryTarget)
        import OrbitCommands

        OrbitMain.main(layouts: [.\(descriptorName)])

        """
    }

    var testSource: String {
        """
        import CollectionLayout
        import Foundation
        import LayoutConformance
        import Testing
        import \(libraryTarget)

        @Suite("\(layoutName)")
        struct \(layoutType)Tests {
            /// Orbit's conformance kit: finite values, `attributes(in:)` agreeing with `attributes(at:)`,
            /// targets in range, updates, determinism, invalidation and the arrow keys, up to a million items.
            @Test("keeps the layout contract")
            func conforms() {
                let report = expectConformance(name: "\(layoutName)") { \(kind == .compositional ? layoutType + ".make()" : layoutType + "()") }
                #expect(report.sceneCount > 0)
            }

        \(promiseTest)
        }

        """
    }
}
