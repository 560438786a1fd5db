import Foundation
import Testing

@testable import OrbitCommands
import LiveLayouts

/// `orbit play --watch` against the versions that used to end the session: one that traps only
/// with the session's `--set` settings, one that traps in `interpolatedAttributes` (the reload
/// animation), one that traps in `targetIndexPath(forInteractivelyMovingItem:withPosition:)`
/// (press-hold-drag), and a crashing save overtaken by a good one while it compiles. Each must
/// fail its check while the session goes on; the test waits on the child's output, never on a clock.
@Suite struct WatchHardeningTests {
    /// A live layout file: `gapped` puts item i at x = 20 + i * 50, y = 100 (40 x 30); `spacing`
    /// is a parameter the layout only uses through `body`, spliced in by each version.
    static func file(nonce: String, attributes: String = "", extra: String = "") -> String {
        """
        // \(nonce)
        import CollectionLayout

        struct Gapped: CollectionViewLayout {
            var spacing = 50.0
            var context = LayoutContext(boundsSize: .zero, itemCount: 0)
            mutating func prepare(_ context: LayoutContext) { self.context = context }
            var contentSize: Size { Size(width: max(context.boundsSize.width, Double(context.itemCount) * 50), height: context.boundsSize.height) }
            func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
                guard indexPath.item >= 0, indexPath.item < context.itemCount else { return nil }
                \(attributes)
                return LayoutAttributes(
                    indexPath: indexPath, center: Point(x: 20 + Double(indexPath.item) * 50, y: 100), size: Size(width: 40, height: 30))
            }
            func attributes(in rect: Rect) -> [LayoutAttributes] {
                (0..<context.itemCount).compactMap { attributes(at: ItemIndexPath(item: $0)) }.filter { $0.transformedFrame.intersects(rect) }
            }
            \(extra)
        }

        let orbitLayouts: [LayoutDescriptor] = [
            LayoutDescriptor(name: "plain", summary: "the first layout", make: { Gapped() }),
            LayoutDescriptor(
                name: "gapped", summary: "spaced", parameters: [.number("spacing", \\.spacing)], make: { Gapped() }),
        ]
        """
    }

    /// Traps in `attributes(at:)` when `spacing` is 0 (an integer division), only then.
    static let dividesBySpacing = "let columns = 100 / Int(spacing); guard columns != 12345 else { return nil }"
    static let trapsInInterpolation = """
        func interpolatedAttributes(from start: LayoutAttributes, to end: LayoutAttributes, fraction: Double, animatedValues: [String: Double]) -> LayoutAttributes {
            fatalError("no interpolation")
        }
        """
    static let trapsInMove = """
        func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ItemIndexPath, withPosition position: Point) -> ItemIndexPath {
            fatalError("no moves")
        }
        """

    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
    func badVersionsFailTheirCheckAndTheSessionGoesOn() throws {
        let folder = NSTemporaryDirectory() + "orbit-watch-hardening-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/Gapped.swift"
        let nonce = String(UInt64.random(in: 0...UInt64.max))
        try Self.file(nonce: nonce).write(toFile: file, atomically: false, encoding: .utf8)

        var environment = ProcessInfo.processInfo.environment
        environment["ORBIT_LIVE_CACHE_DIR"] = LayoutFileTests.cache
        environment["ORBIT_SESSION_FILE"] = folder + "/session.jsonl"
        environment["SDL_VIDEODRIVER"] = nil
        // --layout names one of the watched file's layouts, and --set a key only it has.
        let (process, lines) = try WatchWindowTests.launch([
            "play", "--watch", file, "--layout", "gapped", "--set", "spacing=0", "--items", "9", "--size", "480x320",
            "--duration", "300",
        ], environment: environment)
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        #expect(lines.wait(for: "watching it") != nil, "\(lines.all)")

        // Traps with the session's spacing=0 only: the check runs with the session's settings.
        try Self.file(nonce: nonce, attributes: Self.dividesBySpacing).write(toFile: file, atomically: false, encoding: .utf8)
        // (The conformance kit's first call to reach it may be the default initialAttributes.)
        let division = lines.wait(for: "Fatal error: Division by zero", error: true)
        #expect(division?.contains("check-layout: ") == true, "\(lines.all)")
        #expect(process.isRunning)

        try Self.file(nonce: nonce, extra: Self.trapsInInterpolation).write(toFile: file, atomically: false, encoding: .utf8)
        // The line names the file, the line and the host call (`Gapped.swift:N in interpolatedAttributes(…): Fatal error: …`).
        #expect(lines.wait(for: " in interpolatedAttributes(from:to:fraction:animatedValues:): Fatal error", error: true) != nil, "\(lines.all)")
        #expect(process.isRunning)

        try Self.file(nonce: nonce, extra: Self.trapsInMove).write(toFile: file, atomically: false, encoding: .utf8)
        #expect(
            lines.wait(for: " in targetIndexPath(forInteractivelyMovingItem:withPosition:): Fatal error", error: true) != nil, "\(lines.all)")
        #expect(process.isRunning)

        // A good version loads: v5 (the three bad ones counted as 2, 3 and 4).
        try Self.file(nonce: nonce + "-good").write(toFile: file, atomically: false, encoding: .utf8)
        #expect(lines.wait(for: "reload v5:", error: true) != nil, "\(lines.all)")
        #expect(process.isRunning)
    }

    /// `--layout` and `--set` apply to the watched file's layouts: a key only the file's layout
    /// has is taken, and a mistyped one is named against that layout, not the default ring.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
    func layoutAndSetNameTheWatchedFilesLayouts() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["ORBIT_LIVE_CACHE_DIR"] = LayoutFileTests.cache
        environment["SDL_VIDEODRIVER"] = nil
        let folder = try SessionSourcesTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        environment["ORBIT_SESSION_FILE"] = folder + "/session.jsonl"
        let good = try ProcessTests.run(
            ["play", "--watch", LayoutFileTests.stripe, "--layout", "stripe", "--set", "spacing=60", "--duration", "0.3"],
            environment: environment)
        #expect(good.status == 0, "\(good.errors)")
        #expect(good.output.contains("watching it"), "\(good.output)")
        let wide = try ProcessTests.run(
            ["play", "--watch", LayoutFileTests.stripe, "--layout", "stripe-wide", "--duration", "0.3"], environment: environment)
        #expect(wide.status == 0, "\(wide.errors)")
        let typo = try ProcessTests.run(
            ["play", "--watch", LayoutFileTests.stripe, "--set", "spacingg=60", "--duration", "0.3"], environment: environment)
        #expect(typo.status == 2)
        #expect(typo.errors.contains("orbit play: --set: unknown key 'spacingg' for layout stripe (keys: spacing)"), "\(typo.errors)")
    }

    /// The race: the file is saved again (good) while its crashing version compiles. The check
    /// tests the library that was built, the crashing one, so it is never loaded; the next
    /// reload brings the good one.
    @Test func theCheckTestsTheLibraryThatIsLoadedNotTheFileOnDisk() throws {
        let folder = NSTemporaryDirectory() + "orbit-watch-race-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/Gapped.swift"
        let nonce = String(UInt64.random(in: 0...UInt64.max))
        let good = Self.file(nonce: nonce)
        try Self.file(nonce: nonce, extra: Self.trapsInMove).write(toFile: file, atomically: false, encoding: .utf8)

        var environment = ProcessInfo.processInfo.environment
        environment["ORBIT_LIVE_CACHE_DIR"] = LayoutFileTests.cache
        let compiler = try LayoutSourceCompiler.forRunningExecutable(environment: environment)
        let check = LayoutCheck.reloaderCheck(toolchain: compiler.toolchain, executable: ProcessTests.binary.path)
        let checkedLibraries = LibraryLog()
        let reloader = LayoutReloader(
            paths: [file],
            compile: { paths throws(LiveLayoutError) in
                let library = try compiler.compile(paths)
                // Saved again while this version compiled.
                try? good.write(toFile: file, atomically: false, encoding: .utf8)
                return library
            },
            check: { library, parameters in
                checkedLibraries.add(library.path)
                return check(library, parameters)
            },
            load: { library throws(LiveLayoutError) in try LayoutLibraryLoader().load(library) })
        guard case .failed(let failure) = reloader.reloadNow(parameters: .init(itemCount: 9, width: 480, height: 320)) else {
            Issue.record("the crashing version passed its check")
            return
        }
        #expect(failure.stage == .check)
        #expect(failure.lines.first?.contains(" in targetIndexPath(forInteractivelyMovingItem:withPosition:): Fatal error") == true, "\(failure.lines)")
        guard case .reloaded(let reload) = reloader.reloadNow(parameters: .init(itemCount: 9, width: 480, height: 320)) else {
            Issue.record("the good version did not load")
            return
        }
        #expect(reload.layouts.map(\.name) == ["plain", "gapped"])
        let checked = checkedLibraries.paths
        #expect(checked.count == 2 && checked[0] != checked[1], "\(checked)")
    }

    final class LibraryLog: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func add(_ path: String) { lock.withLock { list.append(path) } }
        var paths: [String] { lock.withLock { list } }
    }
}
