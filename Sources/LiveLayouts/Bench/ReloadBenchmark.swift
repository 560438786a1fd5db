import CollectionLayout
import OrbitSession
import Foundation

/// `orbit bench --reload`: the live edit loop of `orbit play --watch`, measured headless.
///
/// A working copy of the layout file is edited `cycles` times. Each edit rewrites the copy's last
/// line (`// orbit bench --reload: edit <run> <n>`), so every version has new content and is
/// compiled for real, never taken from the cache: the same work as an edit to a formula. A loop
/// shaped like the playground's runs at 60 frames a second meanwhile: it polls the same
/// `LayoutReloader` (file watcher, compile, child check, load), swaps finished versions into a
/// `Session` with `replaceLayouts` (the animated transition, state kept) and draws every
/// frame with the renderer the caller gives (`orbit bench --reload`: the playground's headless one). A cycle's time runs from the write to the end of the first
/// frame drawn with the new version.
///
/// One untimed version comes first (it warms swiftc's module cache and loads the library once).
package struct ReloadBenchmark {
    package struct Configuration {
        package var cycles = 10
        package var itemCount = 24
        package var boundsSize = Size(width: 1280, height: 800)
        /// Whether each version is checked in a child process first (as `play --watch` does
        /// unless `--no-check`).
        package var check = true
        /// Seconds between frames of the loop (the playground's 60 Hz).
        package var frameInterval = 1.0 / 60
        /// Seconds a cycle may take before the benchmark gives up.
        package var cycleTimeLimit = 120.0
    }

    /// One edit, in seconds.
    package struct Cycle: Hashable {
        /// From the write to the end of the first frame drawn with the new version.
        package var total: Double
        package var compile: Double
        package var check: Double
        package var load: Double
        /// From taking the loaded version (in the frame loop) to the end of the first frame drawn with it.
        package var frame: Double
        /// The rest: the file watcher noticing the save, and the loop picking the result up.
        package var detect: Double { max(0, total - compile - check - load - frame) }
    }

    package struct Result {
        package var fileName: String
        package var layoutNames: [String]
        package var configuration: Configuration
        package var cycles: [Cycle]
        /// Resident memory after the last cycle minus after the untimed first version, per cycle:
        /// what each loaded version costs (a library cannot be unloaded safely).
        package var residentBytesPerReload: Double
        /// The compiled libraries' sizes on disk, average.
        package var libraryBytes: Double

    }

    /// Draws one frame of a session (the caller's renderer; its cost is part of each cycle's `frame`).
    package typealias FrameDrawer = (Session) -> Void

    package var configuration = Configuration()
    /// Progress lines (standard error).
    package var progress: (String) -> Void = { _ in }

    package init() {}

    /// Runs the cycles on a working copy of `source` (a `.swift` file, or a folder of them whose
    /// first file is edited). `registration`: a line appended to the copy once (for a package
    /// source without `orbitLayouts`, such as the Examples spiral), or nil. `makeDrawer` makes the
    /// frames' renderer for the configuration's bounds, once the first version has loaded.
    package func run(
        source: String, registration: String?, compiler: LayoutSourceCompiler, check: LayoutReloader.StartCheck?,
        makeDrawer: (Size) throws -> FrameDrawer
    ) throws -> Result {
        let copy = try WorkingCopy(of: source, appending: registration)
        defer { copy.remove() }
        let libraries = LibraryLog()
        defer { libraries.removeAll() }
        // The reloader watches the copy: the file watcher sees every edit, as it would in play.
        let reloader = LayoutReloader(
            paths: [copy.root],
            compile: { paths throws(LiveLayoutError) in
                let library = try compiler.compile(paths)
                if !library.wasCached { libraries.add(library.path) }
                return library
            },
            startCheck: check)
        let parameters = LayoutReloader.CheckParameters(
            itemCount: configuration.itemCount, width: Int(configuration.boundsSize.width),
            height: Int(configuration.boundsSize.height))

        progress("bench --reload: first version (untimed)")
        let first: LayoutReloader.Reload
        switch reloader.reloadNow(parameters: parameters) {
        case .failed(let failure): throw LiveLayoutError.bench(.reloadFailed(edit: nil, line: failure.lines.first ?? failure.error.message))
        case .reloaded(let reload): first = reload
        }
        reloader.watchInBackground()
        var catalog = LayoutCatalog.seeds
        for layout in first.layouts where catalog.entries.contains(where: { $0.name == layout.name }) {
            throw LiveLayoutError.bench(.builtInName(file: copy.displayName, layout: layout.name))
        }
        catalog = try catalog.adding(first.layouts)
        var session = try Session(
            layout: first.layouts[0], catalog: catalog, itemCount: configuration.itemCount,
            boundsSize: configuration.boundsSize, seed: 1)
        let draw = try makeDrawer(configuration.boundsSize)
        let clockStart = MonotonicClock.seconds()
        func drawFrame() {
            session.advance(to: MonotonicClock.seconds() - clockStart)
            draw(session)
        }
        drawFrame()
        let residentStart = ResidentMemory.currentBytes()

        var cycles: [Cycle] = []
        for number in 1...configuration.cycles {
            progress("bench --reload: edit \(number) of \(configuration.cycles)")
            // Let the watcher settle on the current version first (its debounce), so that every
            // cycle starts from a quiet file, as a user's next save would.
            let quietUntil = MonotonicClock.seconds() + 0.2
            while MonotonicClock.seconds() < quietUntil {
                reloader.poll(at: MonotonicClock.seconds(), parameters: parameters)
                drawFrame()
                sleep(seconds: configuration.frameInterval)
            }
            let saved = MonotonicClock.seconds()
            try copy.edit(number)
            var cycle: Cycle?
            while cycle == nil {
                let frameStart = MonotonicClock.seconds()
                guard frameStart - saved < configuration.cycleTimeLimit else {
                    throw LiveLayoutError.bench(.notReloaded(edit: number, seconds: Int(configuration.cycleTimeLimit)))
                }
                reloader.poll(at: frameStart, parameters: parameters)
                var loaded: LayoutReloader.Reload?
                for outcome in reloader.takeResults() {
                    switch outcome {
                    case .failed(let failure):
                        throw LiveLayoutError.bench(.reloadFailed(edit: number, line: failure.lines.first ?? failure.error.message))
                    case .reloaded(let reload):
                        _ = try session.replaceLayouts(reload.layouts, at: frameStart - clockStart)
                        loaded = reload
                    }
                }
                drawFrame()
                if let loaded {
                    let end = MonotonicClock.seconds()
                    let t = loaded.timings
                    cycle = Cycle(total: end - saved, compile: t.compile, check: t.check, load: t.load, frame: end - frameStart)
                } else {
                    sleep(seconds: configuration.frameInterval - (MonotonicClock.seconds() - frameStart))
                }
            }
            cycles.append(cycle!)
        }
        let grown = ResidentMemory.currentBytes() - residentStart
        return Result(
            fileName: copy.displayName, layoutNames: first.layouts.map(\.name), configuration: configuration, cycles: cycles,
            residentBytesPerReload: Double(grown) / Double(configuration.cycles), libraryBytes: libraries.averageSize)
    }

    private func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        usleep(UInt32(seconds * 1_000_000))
    }
}

extension ReloadBenchmark {
    /// A copy of a layout file (or folder) in a temporary folder, whose first file the benchmark edits.
    package struct WorkingCopy {
        /// What the reloader watches: the copied file, or the copied folder.
        package let root: String
        /// The file edited.
        package let edited: String
        package let displayName: String
        private let folder: String
        private let original: String
        private let run = String(UInt32.random(in: 0...UInt32.max), radix: 16)

        package init(of source: String, appending registration: String?) throws {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder) else {
                throw LiveLayoutError.context("--reload", .sources(.noSuchPath(source)))
            }
            displayName = (source as NSString).lastPathComponent
            folder = NSTemporaryDirectory() + "orbit-bench-reload-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let target = folder + "/" + displayName
                try FileManager.default.copyItem(atPath: source, toPath: target)
                root = target
                if isFolder.boolValue {
                    let files: [String]
                    do {
                        files = try LayoutSourceCompiler.sourceFiles(at: [target])
                    } catch {
                        throw LiveLayoutError.context("--reload", error)
                    }
                    guard let first = files.first else { throw LiveLayoutError.bench(.noSwiftFiles(source: source)) }
                    edited = first
                } else {
                    edited = target
                }
                guard let data = FileManager.default.contents(atPath: edited) else {
                    throw LiveLayoutError.bench(.unreadable(path: edited))
                }
                var text = String(decoding: data, as: UTF8.self)
                if !text.hasSuffix("\n") { text += "\n" }
                if let registration { text += registration + "\n" }
                original = text
            } catch let error as LiveLayoutError {
                try? FileManager.default.removeItem(atPath: folder)
                throw error
            } catch {
                try? FileManager.default.removeItem(atPath: folder)
                throw LiveLayoutError.bench(.notCopied(source: source, folder: folder, reason: error.localizedDescription))
            }
            try write(original + edit(0))
        }

        /// The edited file as version `number` (a new last line: new content, a real compile).
        package func edit(_ number: Int) throws {
            try write(original + edit(number))
        }

        private func edit(_ number: Int) -> String {
            "// orbit bench --reload: edit \(run) \(number)\n"
        }

        /// Written in place, as most editors save.
        private func write(_ text: String) throws {
            guard FileManager.default.createFile(atPath: edited, contents: Data(text.utf8)) else {
                throw LiveLayoutError.bench(.unwritable(path: edited))
            }
        }

        package func remove() {
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    /// The libraries the benchmark compiled, removed at the end (they are loaded; the files are
    /// not needed any more, and each is a cache entry no later run can hit).
    package final class LibraryLog: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []

        package func add(_ path: String) { lock.withLock { paths.append(path) } }

        package var averageSize: Double {
            let sizes = lock.withLock { paths }.compactMap {
                (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? NSNumber)?.doubleValue
            }
            return sizes.isEmpty ? 0 : sizes.reduce(0, +) / Double(sizes.count)
        }

        package func removeAll() {
            for path in lock.withLock({ paths }) { try? FileManager.default.removeItem(atPath: path) }
        }
    }
}
