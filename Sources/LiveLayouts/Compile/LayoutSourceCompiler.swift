import Foundation
import OrbitSession
import OrbitSupport
import Glibc

/// Compiles a live layout, one `.swift` file or a folder of them, into a shared library that
/// `LayoutLibraryLoader` loads into the running process.
///
/// The sources are compiled with the generated `LayoutRegistration.source(sourceName:)` against the running
/// build's modules (`LiveModules`), into a library whose undefined symbols (all of CollectionLayout
/// it uses) resolve from the executable at `dlopen` time: the executable must be linked with
/// `-Xlinker --export-dynamic`, as `orbit` and the LiveLayouts tests are. The library never carries
/// a copy of the core, so its layouts share the host's types.
///
/// Flags: `-Onone`, whole-module, `-gline-tables-only` (line tables, so that a crash's backtrace
/// names the user's file and line), and lld as the linker when the toolchain has it. The frontend
/// and clang are run directly (`CompileJobs`) rather than through the `swiftc` driver. A layout's
/// queries are O(k) per frame, so the unoptimised code is fast enough to play, and the compile is
/// what the user waits for after each save; docs/guides/CUSTOM-LAYOUTS.md ("How fast") has the figures
/// of each choice. Libraries are cached by content: compiling unchanged sources again costs a
/// hash of their bytes and a `stat`.
public struct LayoutSourceCompiler: Sendable {
    public enum Optimization: String, Hashable, Sendable {
        /// `-Onone`: the fastest compile (the default).
        case none = "-Onone"
        /// `-O`: about twice the compile time, for measuring a layout's speed.
        case speed = "-O"
    }

    /// The environment variable that overrides the cache folder.
    public static let cacheEnvironmentKey = "ORBIT_LIVE_CACHE_DIR"

    public var toolchain: SwiftToolchain
    public var modules: LiveModules
    /// Where libraries (`liborbit-live-<key>.so`) and swiftc's module cache go; created on demand.
    public var cacheDirectory: String
    /// swiftc's module cache (`-module-cache-path`), default `cacheDirectory/ModuleCache`. A cold
    /// one adds about 1.7 s to the first compile (it caches the parsed Glibc and Foundation).
    public var moduleCacheDirectory: String
    public var optimization: Optimization
    /// The frontend and linker run directly (`CompileJobs`, found beside `toolchain.swiftc`: a
    /// `realpath` and four `stat`s), or nil: through `swiftc`.
    var jobs: CompileJobs? { CompileJobs.find(swiftc: toolchain.swiftc) }
    /// `-swift-version`: "6" (strict concurrency errors, as in the package) or "5".
    public var languageMode: String
    /// Seconds before swiftc is killed.
    public var timeLimit: Double
    /// Seconds on a monotonic clock.
    public var now: @Sendable () -> Double

    public init(
        toolchain: SwiftToolchain, modules: LiveModules, cacheDirectory: String, optimization: Optimization = .none,
        languageMode: String = "6", timeLimit: Double = 120,
        now: @escaping @Sendable () -> Double = MonotonicClock.seconds
    ) {
        self.toolchain = toolchain
        self.modules = modules
        self.cacheDirectory = cacheDirectory
        moduleCacheDirectory = cacheDirectory + "/ModuleCache"
        self.optimization = optimization
        self.languageMode = languageMode
        self.timeLimit = timeLimit
        self.now = now
    }

    /// The compiler for the running executable: `SwiftToolchain.discover` (its version cached in
    /// the cache folder), `LiveModules.forRunningExecutable` and `defaultCacheDirectory`, each
    /// overridable from the environment.
    public static func forRunningExecutable(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(LiveLayoutError) -> LayoutSourceCompiler {
        let modules = try LiveModules.forRunningExecutable(environment: environment)
        let cacheDirectory = defaultCacheDirectory(modules: modules, environment: environment)
        let toolchain = try SwiftToolchain.discover(environment: environment, cacheDirectory: cacheDirectory)
        return LayoutSourceCompiler(toolchain: toolchain, modules: modules, cacheDirectory: cacheDirectory)
    }

    /// `ORBIT_LIVE_CACHE_DIR` when set; otherwise `orbit-live` beside the modules folder (inside
    /// `.build`, so `swift package clean` clears it) when that is writable; otherwise
    /// `$XDG_CACHE_HOME/orbit/live` or `~/.cache/orbit/live`.
    public static func defaultCacheDirectory(modules: LiveModules, environment: [String: String]) -> String {
        if let directory = environment[cacheEnvironmentKey], !directory.isEmpty { return directory }
        let build = (modules.directory as NSString).deletingLastPathComponent
        if access(build, W_OK) == 0 { return build + "/orbit-live" }
        if let cache = environment["XDG_CACHE_HOME"], !cache.isEmpty { return cache + "/orbit/live" }
        return (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache/orbit/live"
    }

    // MARK: - Compiling

    /// Compiles `path`, a `.swift` file or a folder of them (searched recursively, hidden entries
    /// skipped), or returns the cached library. Errors are one line: the first compiler error as
    /// `Spiral.swift:42:13: error: …`, or the registration error when no `orbitLayouts` is usable.
    ///
    /// Blocks for the whole compile (about half a second): call it off the frame loop. Safe to call
    /// from several threads or processes at once (each compile writes a folder of its own and
    /// renames the finished library into place, so the cache never holds a half-written library).
    /// A cached library that is not whole (`LibraryFileCheck`: overwritten, cut short) is removed
    /// and compiled again, and the result says so in `repairNote`.
    public func compile(_ path: String) throws(LiveLayoutError) -> CompiledLayoutLibrary {
        try compile([path])
    }

    /// Compiles the files and folders `paths` together into one library.
    public func compile(_ paths: [String]) throws(LiveLayoutError) -> CompiledLayoutLibrary {
        try compile(paths, willCompile: { _ in })
    }

    /// Compiles `paths` as `compile(_:)` does; `willCompile` is told, just before swiftc starts
    /// (not for a cached library), the line to show the user (`compilingNotice`), nil when the
    /// compile should be quick.
    public func compile(_ paths: [String], willCompile: (_ notice: String?) -> Void) throws(LiveLayoutError) -> CompiledLayoutLibrary {
        let start = now()
        let files = try Self.sourceFiles(at: paths)
        let name = Self.displayName(paths)
        var contents: [[UInt8]] = []
        for file in files {
            do {
                // A regular file only: a FIFO named `Wave.swift` would block the compile (and `play --watch`).
                contents.append(try RegularFile.read(file))
            } catch {
                throw .sources(.unreadable(error))
            }
        }
        let texts = contents.map { String(decoding: $0, as: UTF8.self) }
        guard LayoutRegistration.isMentioned(in: texts) else {
            throw .compile(.registrationMissing(sourceName: name, diagnostics: []))
        }
        let writtenForIOS = UIKitSources.importsUIKit(texts)
        let key = cacheKey(files: files, contents: contents, sourceName: name)
        let moduleName = "OrbitLive_\(key)"
        let library = cacheDirectory + "/\(Self.libraryPrefix)\(key).so"
        var repairNote: String?
        if FileManager.default.fileExists(atPath: library) {
            guard let problem = LibraryFileCheck.problem(at: library) else {
                return CompiledLayoutLibrary(
                    path: library, cacheKey: key, moduleName: moduleName, sources: files, wasCached: true,
                    seconds: now() - start, warnings: [])
            }
            // Overwritten or cut short (a crash or a full disk while something wrote it): compiled again.
            unlink(library)
            unlink(LibraryFileCheck.checksumPath(of: library))
            repairNote = "the cached \((library as NSString).lastPathComponent) was damaged (\(problem)): discarded and compiled again"
        }

        willCompile(Self.compilingNotice(sourceName: name, firstBuild: Self.isCold(moduleCache: moduleCacheDirectory)))
        let work = cacheDirectory + "/build-\(key)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            try OutputFile.write(LayoutRegistration.source(sourceName: name), toPath: work + "/" + LayoutRegistration.fileName)
        } catch {
            throw .compile(.cacheUnwritable(directory: cacheDirectory, reason: (error as? FileError)?.reason ?? error.localizedDescription))
        }
        defer { try? FileManager.default.removeItem(atPath: work) }
        let output = work + "/library.so"
        let inputs = files + [work + "/" + LayoutRegistration.fileName]
        let (result, diagnostics) = try build(moduleName: moduleName, files: inputs, sources: files, work: work, output: output, uikit: writtenForIOS)
        guard result.termination == .exited(0), FileManager.default.fileExists(atPath: output) else {
            throw Self.failure(result, diagnostics: diagnostics, sourceName: name, timeLimit: timeLimit)
        }
        // The checksum first, then the library: a library in the cache always has its checksum.
        let checksum = work + "/library.fnv"
        guard let sum = LibraryFileCheck.checksum(of: output), (try? OutputFile.write(sum, toPath: checksum)) != nil else {
            throw .compile(.checksumUnwritable(library: library, reason: errorText(errno)))
        }
        try Self.install(output, checksum: checksum, as: library)
        return CompiledLayoutLibrary(
            path: library, cacheKey: key, moduleName: moduleName, sources: files, wasCached: false,
            seconds: now() - start, warnings: diagnostics.warnings, repairNote: repairNote)
    }

    /// Moves a compiled library and its checksum into the cache as `library`, unless another
    /// process compiled the same key meanwhile and its library is whole: that one stays, since a
    /// process may have it loaded, and a file replaced under a running process can no longer be
    /// read by its crash backtrace (the user's file and line would be lost). Installs are
    /// serialised by a lock on the cache folder.
    static func install(_ output: String, checksum: String, as library: String) throws(LiveLayoutError) {
        // The cache folder itself is the lock (flock on its descriptor): no file of its own.
        let lock = open((library as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if lock >= 0 { flock(lock, LOCK_EX) }
        defer { if lock >= 0 { close(lock) } }
        if FileManager.default.fileExists(atPath: library), LibraryFileCheck.problem(at: library) == nil { return }
        guard rename(checksum, LibraryFileCheck.checksumPath(of: library)) == 0 else {
            throw .compile(.checksumUnwritable(library: library, reason: errorText(errno)))
        }
        guard rename(output, library) == 0 else {
            throw .compile(.libraryNotInstalled(library: library, reason: errorText(errno)))
        }
    }

    /// What a compile says before it starts (pure): `compiling Album.swift (first build of the
    /// layout cache, ~10 s)` when swiftc's module cache is cold (it parses Glibc, Foundation and
    /// this build's modules once: 7.7 to 10.5 s seen on the 2-core machine under load, against
    /// about a second once warm), so that a first run is not taken for a hang; nil otherwise.
    public static func compilingNotice(sourceName: String, firstBuild: Bool) -> String? {
        firstBuild ? "compiling \(sourceName) (first build of the layout cache, ~10 s)" : nil
    }

    /// Whether the module cache at `moduleCache` holds nothing swiftc made yet: missing, or
    /// without any of its per-configuration folders.
    static func isCold(moduleCache: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: moduleCache)) ?? []
        return !entries.contains { entry in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: moduleCache + "/" + entry, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// The cached library's file name starts with this (`liborbit-live-<key>.so`); a crash's
    /// backtrace frames in an image of this name are the user's code (`ChildCrash`).
    public static let libraryPrefix = "liborbit-live-"

    /// Runs the compile of `files` (the user's `sources` and the registration) into `output`:
    /// `swift-frontend` then the linker clang would run (`CompileJobs.linkCommand`) when the
    /// toolchain has them where `CompileJobs` looks, else
    /// `swiftc`. Returns the last job's result (the first that failed) and the compiler's
    /// diagnostics; throws only when a program cannot be started.
    func build(moduleName: String, files: [String], sources: [String], work: String, output: String, uikit: Bool)
        throws(LiveLayoutError) -> (ChildProcess.Result, [CompilerDiagnostic])
    {
        let deadline = now() + timeLimit
        func run(_ executable: String, _ arguments: [String]) throws(LiveLayoutError) -> ChildProcess.Result {
            try ChildProcess(executable: executable, arguments: arguments, timeLimit: max(1, deadline - now()), now: now).run()
        }
        func diagnostics(_ result: ChildProcess.Result) -> [CompilerDiagnostic] {
            CompilerDiagnostic.parse(Self.escapingNewlines(in: result.standardError + "\n" + result.standardOutput, of: sources))
        }
        guard let jobs else {
            let result = try run(toolchain.swiftc, arguments(moduleName: moduleName, files: files, output: output, uikit: uikit))
            return (result, diagnostics(result))
        }
        let object = work + "/library.o"
        let compiled = try run(
            jobs.frontend,
            jobs.frontendArguments(
                files: files, flags: frontendFlags(uikit: uikit), moduleName: moduleName, modules: modules.directory,
                moduleCache: moduleCacheDirectory, object: object))
        let found = diagnostics(compiled)
        guard compiled.termination == .exited(0) else { return (compiled, found) }
        let libraries: [String]
        if let bytes = try? RegularFile.read(object), let entries = CompileJobs.autolinkEntries(in: bytes) {
            libraries = entries
        } else {
            throw .compile(.objectUnreadable(sourceName: Self.displayName(sources), object: object))
        }
        let template = try jobs.linkerTemplate(object: object, output: output, run: run)
        let link = jobs.linkCommand(object: object, libraries: libraries, output: output, template: template)
        let linked = try run(link.program, link.arguments)
        return (linked, found + diagnostics(linked))
    }

    /// The flags that shape the code: language mode, optimisation and debug information (pure).
    /// `uikit`: sources written for iOS (`UIKitSources`).
    func frontendFlags(uikit: Bool) -> [String] {
        (uikit ? UIKitSources.frontendArguments : ["-swift-version", languageMode]) + [optimization.rawValue] + Self.debugInfoArguments
            + Self.verifierArguments
    }

    /// The frontend's own check of the LLVM code it generated, skipped: it guards against compiler
    /// bugs, not the user's, it leaves the object unchanged, and it cost 5 to 9 ms of a 290 ms
    /// compile of the Examples spiral. The library is run in the check's child process before the
    /// session loads it either way.
    static let verifierArguments = ["-disable-llvm-verify"]

    /// Debug information: line tables only. A crash's backtrace names the user's file and line
    /// from them (the function comes from the symbol table); full `-g` also made swiftc emit and
    /// wrap the module for a debugger, a second frontend run that cost more than the code generation.
    static let debugInfoArguments = ["-gline-tables-only"]

    /// swiftc's arguments, when the compile goes through the driver; `uikit`: sources written for iOS (`UIKitSources`).
    func arguments(moduleName: String, files: [String], output: String, uikit: Bool = false) -> [String] {
        [
            "-emit-library", "-parse-as-library", "-wmo", optimization.rawValue,
        ] + Self.debugInfoArguments + Self.verifierArguments.flatMap { ["-Xfrontend", $0] }
            + (uikit ? UIKitSources.compilerArguments : ["-swift-version", languageMode]) + [
            "-module-name", moduleName,
            "-I", modules.directory,
            "-module-cache-path", moduleCacheDirectory,
            "-diagnostic-style", "llvm", "-no-color-diagnostics",
        ] + moduleOutputArguments(moduleName: moduleName, output: output) + linkerArguments + files + ["-o", output]
    }

    /// With `-O`, swiftc writes the module (`NAME-1.swiftmodule`, `.swiftdoc`, `.swiftsourceinfo`)
    /// into the current folder: sent beside the library, into the compile's own folder, instead.
    func moduleOutputArguments(moduleName: String, output: String) -> [String] {
        guard optimization == .speed else { return [] }
        return ["-emit-module-path", (output as NSString).deletingLastPathComponent + "/\(moduleName).swiftmodule"]
    }

    /// `-use-ld=lld` when the toolchain ships lld (Swift's Linux toolchains do): it links the
    /// library about 0.1 s faster than the system's default linker, a fifth of a compile.
    var linkerArguments: [String] {
        let folder = (toolchain.swiftc as NSString).deletingLastPathComponent
        return FileManager.default.isExecutableFile(atPath: folder + "/ld.lld") ? ["-use-ld=lld"] : []
    }

    /// The cache key of `files` with `contents`, shown as `sourceName` (default: `displayName`)
    /// (pure but for what `self` holds).
    ///
    /// - Complexity: O(n) in the bytes of the sources.
    public func cacheKey(files: [String], contents: [[UInt8]], sourceName: String? = nil) -> String {
        var hash = FNV1a64()
        for (file, bytes) in zip(files, contents) {
            hash.combine(file)
            hash.combine(String(bytes.count))
            hash.combine(bytes)
        }
        hash.combine(LayoutRegistration.source(sourceName: sourceName ?? Self.displayName(files)))
        hash.combine(toolchain.version)
        hash.combine(([optimization.rawValue] + Self.debugInfoArguments + [languageMode, modules.directory]).joined(separator: " "))
        hash.combine(modules.fingerprint)
        return hash.hex
    }

    /// The one-line error for a failed swiftc run (pure).
    static func failure(
        _ result: ChildProcess.Result, diagnostics: [CompilerDiagnostic], sourceName: String, timeLimit: Double
    ) -> LiveLayoutError {
        if result.termination == .timedOut {
            return .compile(.timedOut(sourceName: sourceName, seconds: Int(timeLimit)))
        }
        let errors = diagnostics.filter { $0.severity == .error }
        if let first = errors.first(where: { $0.fileName != LayoutRegistration.fileName }) {
            return .compile(.error(first, diagnostics: diagnostics))
        }
        if let registration = errors.first {
            guard registration.message.contains("cannot find '\(LayoutRegistration.variableName)' in scope") else {
                return .compile(.registrationMisdeclared(sourceName: sourceName, reason: registration.message, diagnostics: diagnostics))
            }
            return .compile(.registrationMissing(sourceName: sourceName, diagnostics: diagnostics))
        }
        let last = LayoutChildCheck.lastLine(of: result.standardError) ?? LayoutChildCheck.lastLine(of: result.standardOutput)
        let how: String
        switch result.termination {
        case .exited(let status): how = "exit status \(status)"
        case .signaled(let signal): how = ChildCrash.name(of: signal)
        case .timedOut: how = "timed out"
        }
        return .compile(.swiftcFailed(sourceName: sourceName, termination: how, lastLine: last, diagnostics: diagnostics))
    }

    // MARK: - Sources

    /// The `.swift` files of `paths`, absolute, in order: a file as given, a folder's files sorted
    /// by path. Throws one line for a missing path, a non-Swift file or a folder without any.
    public static func sourceFiles(at paths: [String]) throws(LiveLayoutError) -> [String] {
        var files: [String] = []
        for path in paths {
            let absolute = absolutePath(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                throw .sources(.noSuchPath(path))
            }
            if isDirectory.boolValue {
                let found = (FileManager.default.subpaths(atPath: absolute) ?? [])
                    .filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                    .sorted()
                    .map { absolute + "/" + $0 }
                guard !found.isEmpty else { throw .sources(.noSwiftFiles(folder: path)) }
                files += found
            } else {
                guard absolute.hasSuffix(".swift") else {
                    throw .sources(.notSwift(path: path))
                }
                files.append(absolute)
            }
        }
        guard !files.isEmpty else { throw .sources(.noneGiven) }
        return replacingPortedOriginals(files)
    }

    /// `files` without each `DIR/Name.swift` whose ported copy `DIR/ported/Name.swift` (written
    /// by `orbit port`) is among them: the original does not compile on Linux, and the two would
    /// declare the same types. O(n log n).
    static func replacingPortedOriginals(_ files: [String]) -> [String] {
        let present = Set(files)
        return files.filter { file in
            let name = (file as NSString).lastPathComponent, folder = (file as NSString).deletingLastPathComponent
            return !present.contains(folder + "/" + portedFolderName + "/" + name)
        }
    }

    /// The folder `orbit port` writes its copies to, beside the originals.
    public static let portedFolderName = "ported"

    /// `text` with each of `paths` that holds a line break written with `\n` instead, so that a
    /// compiler or backtrace line naming it stays one line (pure).
    ///
    /// - Complexity: O(n · p) in the length of `text` and the number of such paths.
    public static func escapingNewlines(in text: String, of paths: [String]) -> String {
        paths.filter { $0.contains("\n") }.reduce(text) {
            $0.replacingOccurrences(of: $1, with: $1.replacingOccurrences(of: "\n", with: "\\n"))
        }
    }

    /// What messages call the sources: the file or folder name, or `N sources`.
    static func displayName(_ paths: [String]) -> String {
        paths.count == 1 ? (absolutePath(paths[0]) as NSString).lastPathComponent : "\(paths.count) sources"
    }

    /// `path` made absolute against the current directory, standardized.
    static func absolutePath(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (joined as NSString).standardizingPath
    }
}
