import CollectionLayout
import Foundation
import LiveLayouts
import Testing

/// What the LiveLayouts tests share: the compiler for this build, fresh folders, and layout sources.
enum LiveTest {
    /// swiftc, found once for the whole run.
    static let toolchain = Result { () throws(LiveLayoutError) -> SwiftToolchain in try SwiftToolchain.discover() }

    /// swiftc's module cache, shared by every test and run so that only the first compile ever
    /// parses Glibc and Foundation.
    static let moduleCache = (NSTemporaryDirectory() as NSString).appendingPathComponent("orbit-live-tests-module-cache")

    /// A new empty folder, removed by `remove`.
    static func makeFolder(_ label: String = "orbit-live-test") throws -> String {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    static func remove(_ folder: String) { try? FileManager.default.removeItem(atPath: folder) }

    /// A compiler for the modules next to the test binary, caching in `cache`.
    static func compiler(cache: String) throws -> LayoutSourceCompiler {
        let modules = try LiveModules.forRunningExecutable(environment: [:])
        var compiler = LayoutSourceCompiler(toolchain: try toolchain.get(), modules: modules, cacheDirectory: cache)
        compiler.moduleCacheDirectory = moduleCache
        return compiler
    }

    /// Writes `text` to `folder/name` and returns the path.
    @discardableResult
    static func write(_ text: String, to name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The 1-based line and column of the first `marker` in `text`.
    static func position(of marker: String, in text: String) -> (line: Int, column: Int) {
        let lines = text.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            if let range = line.range(of: marker) {
                return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        Issue.record("no \(marker) in the source")
        return (0, 0)
    }

    /// The line layout: item i centred at (10 + i·spacing, H/2), 20 × 20, alpha 0.5, zIndex i.
    static func lineLayoutType(spacing: Double = 30, typeName: String = "Line") -> String {
        """
        import CollectionLayout

        /// Items on a horizontal line, `spacing` apart, the first centred at x = 10.
        struct \(typeName): CollectionViewLayout {
            var spacing = \(spacing)
            var context = LayoutContext(boundsSize: .zero, itemCount: 0)

            mutating func prepare(_ context: LayoutContext) { self.context = context }

            var contentSize: Size {
                Size(width: 20 + Double(context.itemCount) * spacing, height: context.boundsSize.height)
            }

            func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
                guard indexPath.item >= 0, indexPath.item < context.itemCount else { return nil }
                return LayoutAttributes(
                    indexPath: indexPath,
                    center: Point(x: 10 + Double(indexPath.item) * spacing, y: context.boundsSize.height / 2),
                    size: Size(square: 20), alpha: 0.5, zIndex: indexPath.item)
            }

            func attributes(in rect: Rect) -> [LayoutAttributes] {
                allAttributes.filter { $0.frame.intersects(rect) }
            }
        }

        """
    }

    /// The registration line for the line layout.
    static func lineRegistration(name: String = "live-line", typeName: String = "Line") -> String {
        """
        let orbitLayouts: [LayoutDescriptor] = [
            LayoutDescriptor(
                name: "\(name)", summary: "items on a line", origin: "a LiveLayouts test",
                parameters: [.number("spacing", \\.spacing, .positive)],
                make: { \(typeName)() }),
        ]

        """
    }

    /// A whole live layout file: the line layout and its registration.
    static func lineLayoutFile(spacing: Double = 30, name: String = "live-line") -> String {
        lineLayoutType(spacing: spacing) + "\n" + lineRegistration(name: name)
    }

    /// A comment that makes a source unique to this run, so that no earlier run's cache answers.
    static var nonce: String { "// run \(UUID().uuidString)\n" }
}

extension LiveLayoutError {
    /// For `#expect(throws:)` closures: the error a typed-throws call threw.
    /// Records an issue when `body` throws an error of another type.
    static func caught(_ body: () throws -> Void) -> LiveLayoutError? {
        do {
            try body()
            return nil
        } catch let error as LiveLayoutError {
            return error
        } catch {
            Issue.record("expected a LiveLayoutError, got \(error)")
            return nil
        }
    }
}
