import CollectionLayout
import Dispatch
import Foundation

/// The live reload pipeline, without any UI: watch the layout sources, and on each settled save
/// compile them (`LayoutSourceCompiler`), check the new version in a child process
/// (`LayoutChildCheck`, optional), load it (`LayoutLibraryLoader`) and hand the layouts back with
/// the time each step took. The work runs on a background queue; the caller polls from its frame
/// loop (`poll(at:parameters:)`, cheap) and takes finished results (`takeResults`) on its own
/// thread, where it swaps the layouts in. With `watchInBackground`, a thread of the reloader's own
/// hears a save through inotify and starts its compile at once, without waiting for that poll. A
/// failed version is reported and nothing else happens: the caller keeps the last good one.
public final class LayoutReloader: @unchecked Sendable {
    /// Which step failed.
    public enum Stage: String, Hashable, Sendable {
        case compile, check, load
    }

    /// Seconds each step took (0 for a step that did not run).
    public struct Timings: Hashable, Sendable {
        public var compile = 0.0
        public var check = 0.0
        public var load = 0.0
        public var total: Double { compile + check + load }

        public init(compile: Double = 0, check: Double = 0, load: Double = 0) {
            self.compile = compile
            self.check = check
            self.load = load
        }
    }

    /// What a check is told about the session: the item count, the window size (points), and the
    /// layout on screen with its `--set` settings, so that the new version is checked as the
    /// session will run it.
    public struct CheckParameters: Hashable, Sendable {
        public var itemCount: Int
        public var width: Int
        public var height: Int
        /// The session's layout (nil: none in particular).
        public var layout: String?
        /// That layout's settings.
        public var settings: [LayoutSetting]

        public init(itemCount: Int, width: Int, height: Int, layout: String? = nil, settings: [LayoutSetting] = []) {
            self.itemCount = itemCount
            self.width = width
            self.height = height
            self.layout = layout
            self.settings = settings
        }
    }

    /// A check of `library` (compiled from `library.sources`), the very file that is loaded next:
    /// nil when it passed, else why not (one line). The sources may have been saved again since
    /// the compile, so a check must not compile them again.
    public typealias Check = @Sendable (_ library: CompiledLayoutLibrary, _ parameters: CheckParameters) -> String?

    /// A check begun before the compile, so that its child process starts while swiftc works:
    /// given the watched paths and the parameters, it starts and returns the function that
    /// finishes it, with the compiled library (nil when the compile failed: the check is called
    /// off and nil returned), answering as `Check` does.
    public typealias StartCheck = @Sendable (_ paths: [String], _ parameters: CheckParameters) -> PendingCheck
    public typealias PendingCheck = @Sendable (_ library: CompiledLayoutLibrary?) -> String?

    /// A new version, loaded.
    public struct Reload: Sendable {
        /// 1 for the first version loaded, then counting every attempt (good or bad).
        public let version: Int
        public let layouts: [LayoutDescriptor]
        public let timings: Timings
        /// The latest modification time of the sources when the compile began, seconds since 1970:
        /// the save, for measuring save to first frame.
        public let sourceModified: Double
        /// Whether the library came from the cache (the sources were compiled before).
        public let wasCached: Bool
        /// The compiler's warnings.
        public let warnings: [CompilerDiagnostic]
        /// Whether the check ran (false when there is no check).
        public let checked: Bool
        /// Set when the cached library was damaged and compiled again: the one warning line.
        public var repairNote: String? = nil
    }

    /// A version that could not be used: its line is the error's (`lines` has each compiler error).
    public struct Failure: DescribedError, Sendable {
        public let version: Int
        public let stage: Stage
        /// One line, and the compiler's diagnostics for a compile failure.
        public let error: LiveLayoutError
        public let timings: Timings
        public let sourceModified: Double

        public init(version: Int, stage: Stage, error: LiveLayoutError, timings: Timings, sourceModified: Double) {
            self.version = version
            self.stage = stage
            self.error = error
            self.timings = timings
            self.sourceModified = sourceModified
        }

        /// The errors to show, one line each: the compiler's errors as `file:line:col: error: …`
        /// (warnings and notes left out), else the error's line.
        public var lines: [String] {
            let errors = error.diagnostics.filter { $0.severity == .error && $0.fileName != LayoutRegistration.fileName }
            var seen = Set<String>()
            return (errors.isEmpty ? [error.message] : errors.map(\.oneLine)).filter { seen.insert($0).inserted }
        }

        public var message: String { error.message }
    }

    public enum Outcome: Sendable {
        case reloaded(Reload)
        case failed(Failure)
    }

    public typealias Compile = @Sendable (_ paths: [String]) throws(LiveLayoutError) -> CompiledLayoutLibrary
    public typealias Load = @Sendable (_ library: CompiledLayoutLibrary) throws(LiveLayoutError) -> LayoutLibraryLoader.Loaded

    public let paths: [String]
    let compile: Compile
    let load: Load
    let check: Check?
    let startCheck: StartCheck?
    let now: @Sendable () -> Double
    private let queue = DispatchQueue(label: "orbit.layout-reloader")
    private let lock = NSLock()
    // Guarded by `lock`:
    private var watcher: FileWatcher
    private var busy = false
    private var rerun = false
    private var watching = false
    private var results: [Outcome] = []
    private var attempts = 0
    private var lastParameters = CheckParameters(itemCount: 20, width: 1024, height: 640)
    private let done = DispatchGroup()

    /// A reloader of `paths` (a `.swift` file or folder, or several).
    ///
    /// - Parameters:
    ///   - compile: usually `LayoutSourceCompiler.compile`.
    ///   - check: run before loading; nil skips the check.
    ///   - startCheck: instead of `check`, a check started with the compile.
    ///   - load: usually `LayoutLibraryLoader().load`.
    ///   - now: seconds on a monotonic clock, for the timings.
    ///   - interval, debounce, notifications: the file watcher's (seconds on the clock `poll` is given).
    public init(
        paths: [String], compile: @escaping Compile, check: Check? = nil, startCheck: StartCheck? = nil,
        load: @escaping Load = { library throws(LiveLayoutError) in try LayoutLibraryLoader().load(library) },
        now: @escaping @Sendable () -> Double = MonotonicClock.seconds, interval: Double = 0.05, debounce: Double = 0.05,
        notifications: Bool = true
    ) {
        self.paths = paths
        self.compile = compile
        self.check = check
        self.startCheck = startCheck
        self.load = load
        self.now = now
        watcher = FileWatcher(paths: paths, interval: interval, debounce: debounce, notifications: notifications)
    }

    /// A reloader using `compiler` and the default loader.
    public convenience init(
        paths: [String], compiler: LayoutSourceCompiler, check: Check? = nil,
        now: @escaping @Sendable () -> Double = MonotonicClock.seconds, interval: Double = 0.05, debounce: Double = 0.05,
        notifications: Bool = true
    ) {
        self.init(
            paths: paths, compile: { paths throws(LiveLayoutError) in try compiler.compile(paths) }, check: check,
            now: now, interval: interval, debounce: debounce, notifications: notifications)
    }

    /// Compiles, checks and loads the sources now, on the caller's thread (the first version, or a
    /// test). Counts as an attempt. `parameters`, when given, are also those of later reloads until
    /// the next `poll` (the watching thread may start one before the first frame polls).
    public func reloadNow(parameters: CheckParameters? = nil) -> Outcome {
        let (version, parameters) = lock.withLock { () -> (Int, CheckParameters) in
            attempts += 1
            if let parameters { lastParameters = parameters }
            return (attempts, lastParameters)
        }
        return run(version: version, parameters: parameters)
    }

    /// Looks at the sources (every `interval`), and when a save has settled, starts a reload in
    /// the background (or queues one while a reload runs). Returns true when it noticed a change.
    /// `now`: seconds on the watcher's clock.
    @discardableResult
    public func poll(at now: Double, parameters: CheckParameters) -> Bool {
        let changed = lock.withLock {
            lastParameters = parameters
            return watcher.poll(at: now) != nil
        }
        if changed { startReload() }
        return changed
    }

    /// Starts watching the sources on a thread of its own, when inotify tells the watcher about
    /// saves (`FileWatcher.isNotified`): a save starts its compile the moment the editor closes the
    /// file, instead of at the caller's next `poll` (half a frame later on average at 60 frames a
    /// second, a whole one at worst), with the parameters of the last `poll`. `poll` still works
    /// as before, and is still what hands over nothing but finished results. The thread holds the
    /// reloader only while it handles a notification, and ends within `watchWait` seconds of the
    /// reloader's release. Calling it again does nothing.
    public func watchInBackground() {
        let waiter: FileWatcher? = lock.withLock {
            guard !watching, watcher.isNotified else { return nil }
            watching = true
            return watcher
        }
        guard let waiter else { return }
        let thread = Thread { [weak self] in
            while true {
                guard waiter.waitForNotification(upTo: Self.watchWait) else {
                    if self == nil { return }
                    continue
                }
                guard let reloader = self else { return }
                if reloader.lock.withLock({ reloader.watcher.takeNotifiedChange() != nil }) { reloader.startReload() }
            }
        }
        thread.name = "orbit.layout-watcher"
        thread.start()
    }

    /// Seconds the watching thread waits for a notification before it looks whether the reloader
    /// is still there.
    static let watchWait = 0.25

    /// Starts a reload for a change just noticed, or queues one while a reload runs.
    private func startReload() {
        let idle = lock.withLock { () -> Bool in
            if busy {
                rerun = true
                return false
            }
            busy = true
            return true
        }
        if idle { start() }
    }

    /// Whether a reload is running or queued.
    public var isBusy: Bool { lock.withLock { busy } }

    /// The finished reloads, oldest first, cleared.
    public func takeResults() -> [Outcome] {
        lock.withLock {
            defer { results = [] }
            return results
        }
    }

    /// Blocks until the running reload (and any queued one) has finished (tests).
    public func waitUntilIdle() {
        done.wait()
    }

    private func start() {
        done.enter()
        queue.async { [self] in
            while true {
                let (version, parameters) = lock.withLock { () -> (Int, CheckParameters) in
                    attempts += 1
                    rerun = false
                    return (attempts, lastParameters)
                }
                let outcome = run(version: version, parameters: parameters)
                let again = lock.withLock { () -> Bool in
                    results.append(outcome)
                    if rerun { return true }
                    busy = false
                    return false
                }
                if !again { break }
            }
            done.leave()
        }
    }

    /// Compile, check, load.
    private func run(version: Int, parameters: CheckParameters) -> Outcome {
        var timings = Timings()
        let modified = FileWatcher.look(at: paths).values.map(\.modified).max() ?? 0
        func fail(_ stage: Stage, _ error: LiveLayoutError) -> Outcome {
            .failed(Failure(version: version, stage: stage, error: error, timings: timings, sourceModified: modified))
        }
        var started = now()
        let pending = startCheck?(paths, parameters)
        let library: CompiledLayoutLibrary
        do {
            library = try compile(paths)
        } catch {
            timings.compile = now() - started
            _ = pending?(nil)
            return fail(.compile, error)
        }
        timings.compile = now() - started
        // The check's time is what it adds after the compile.
        let check: PendingCheck? = pending ?? self.check.map { check in { @Sendable library in library.flatMap { check($0, parameters) } } }
        if let check {
            started = now()
            let problem = check(library)
            timings.check = now() - started
            if let problem { return fail(.check, .check(.failed(problem: problem))) }
        }
        started = now()
        let loaded: LayoutLibraryLoader.Loaded
        do {
            loaded = try load(library)
        } catch {
            timings.load = now() - started
            return fail(.load, error)
        }
        timings.load = now() - started
        return .reloaded(Reload(
            version: version, layouts: loaded.layouts, timings: timings, sourceModified: modified,
            wasCached: library.wasCached, warnings: library.warnings, checked: check != nil, repairNote: library.repairNote))
    }
}
