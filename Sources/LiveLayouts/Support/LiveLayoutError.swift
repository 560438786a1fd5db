import CollectionLayout
import OrbitSession
import OrbitSupport

/// Why a live layout could not be compiled, loaded or checked: a case per failure, carrying what
/// the one line names (the file, the line and column when the compiler gave one, the system's
/// reason), grouped by the stage that failed. `message` (LiveLayoutError+Message.swift) renders
/// every case in one place; tests match cases. A compile failure keeps every diagnostic
/// (`diagnostics`).
public indirect enum LiveLayoutError: DescribedError, Equatable, Sendable {
    /// Finding swiftc and the core's modules.
    case toolchain(Toolchain)
    /// The files and folders given as sources.
    case sources(SourceProblem)
    /// Compiling them into a library and putting it in the cache.
    case compile(CompileFailure)
    /// Loading a library and taking its layouts.
    case load(LoadFailure)
    /// `check-layout` on a library, or choosing what to check.
    case check(CheckFailure)
    /// A temporary folder, a child process or the check's channel.
    case system(SystemFailure)
    /// `bench --reload`'s own steps (copying and editing the file, the relaunch baseline).
    case bench(BenchFailure)
    /// Another failure seen through an option or an edit: `--watch: …`, `--reload: …`, `edit 3: …`.
    case context(String, LiveLayoutError)

    public enum Toolchain: Equatable, Sendable {
        /// No swiftc on PATH nor at `ORBIT_SWIFTC`.
        case swiftcNotFound
        /// `swiftc --version` failed; its last line of output, if any.
        case versionFailed(swiftc: String, lastLine: String?)
        /// No `CollectionLayout.swiftmodule` in the folder.
        case modulesNotFound(directory: String)
        /// The modules are newer than the running executable.
        case modulesStale(directory: String)
    }

    public enum SourceProblem: Equatable, Sendable {
        case noSuchPath(String)
        case noSwiftFiles(folder: String)
        case notSwift(path: String)
        case noneGiven
        /// A source that is not a regular file, or could not be read.
        case unreadable(FileError)
    }

    public enum CompileFailure: Equatable, Sendable {
        /// The sources never mention `orbitLayouts` (then no compile ran: no diagnostics), or
        /// swiftc could not find it.
        case registrationMissing(sourceName: String, diagnostics: [CompilerDiagnostic])
        /// `orbitLayouts` is not a top-level `[LayoutDescriptor]` the generated file can use.
        case registrationMisdeclared(sourceName: String, reason: String, diagnostics: [CompilerDiagnostic])
        /// The first error in the user's files, with all the diagnostics.
        case error(CompilerDiagnostic, diagnostics: [CompilerDiagnostic])
        /// swiftc failed without an error of its own: how it ended (`exit status 1`, a signal's
        /// name) and its last line of output.
        case swiftcFailed(sourceName: String, termination: String, lastLine: String?, diagnostics: [CompilerDiagnostic])
        /// swiftc ran past the limit, whole seconds.
        case timedOut(sourceName: String, seconds: Int)
        /// The cache folder (or a work folder in it) could not be written.
        case cacheUnwritable(directory: String, reason: String)
        case checksumUnwritable(library: String, reason: String)
        case libraryNotInstalled(library: String, reason: String)
        /// swift-frontend's object file could not be read for its link entries.
        case objectUnreadable(sourceName: String, object: String)
    }

    public enum LoadFailure: Equatable, Sendable {
        /// dlopen's own text (`LayoutLibraryLoader.explain` adds what to do about it).
        case dlopen(String)
        /// The library has no registration function.
        case notALayoutLibrary(name: String)
        case noLayouts(name: String)
        /// The layouts cannot make a catalog (a name invalid, repeated or built in): its reason.
        case invalidLayouts(name: String, reason: String)
        /// The session would not take the layouts: its reason.
        case rejected(reason: String)
    }

    public enum CheckFailure: Equatable, Sendable {
        /// `check-layout` found a problem in the compiled library.
        case failed(problem: String)
        /// `--layout` names none of the file's layouts.
        case noSuchLayout(fileNames: String, name: String, registered: [String])
        /// `--set` does not suit the layout: its reason.
        case settings(reason: String)
    }

    public enum SystemFailure: Equatable, Sendable {
        /// `purpose`: whom the folder was for (a child's name, `the check`).
        case temporaryFolder(purpose: String, reason: String)
        case spawn(executable: String, reason: String)
        case channelNotCreated(path: String, reason: String)
        case channelNotOpened(path: String, reason: String)
    }

    public enum BenchFailure: Equatable, Sendable {
        /// A layout of the benchmarked file has a built-in layout's name.
        case builtInName(file: String, layout: String)
        /// An edit's reload failed (`edit` nil: the first, untimed version): the failure's first line.
        case reloadFailed(edit: Int?, line: String)
        /// An edit was not reloaded within the cycle's limit, whole seconds.
        case notReloaded(edit: Int, seconds: Int)
        case noSwiftFiles(source: String)
        case unreadable(path: String)
        case unwritable(path: String)
        case notCopied(source: String, folder: String, reason: String)
        /// The relaunch baseline's steps.
        case notStatted(path: String, reason: String)
        case notTouched(path: String, reason: String)
        case buildFailed(directory: String, line: String?)
        case binPathUnknown(directory: String)
        case shotFailed(product: String, detail: String)
    }

    /// The compiler's diagnostics when compiling failed, in the compiler's order; empty otherwise.
    public var diagnostics: [CompilerDiagnostic] {
        switch self {
        case .compile(.registrationMissing(_, let diagnostics)), .compile(.registrationMisdeclared(_, _, let diagnostics)),
            .compile(.error(_, let diagnostics)), .compile(.swiftcFailed(_, _, _, let diagnostics)):
            diagnostics
        case .context(_, let inner): inner.diagnostics
        default: []
        }
    }
}
