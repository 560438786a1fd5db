import CollectionLayout
import Foundation
import Glibc

/// Loads a live layout library (`LayoutSourceCompiler`'s output) into the running process and
/// hands back its layouts, checked as a catalog would check them.
///
/// `dlopen(RTLD_NOW | RTLD_LOCAL)`: every symbol is resolved at once, so a library built against
/// another core fails here, in one line, instead of later in a frame; local, so that two versions
/// of a file, whose module names differ, never resolve against each other.
///
/// Libraries are never closed. Swift registers a loaded image's type metadata and protocol
/// conformances with the runtime, which keeps pointers into the image for the rest of the process
/// (metadata caches, conformance caches, existentials and closures of the layouts still on
/// screen); unmapping it would leave those dangling. So each new version stays mapped. Measured
/// (`LiveLayoutsMeasurements`, a 30-line layout, loaded, made and prepared for 1000 items): the
/// first load adds about 0.5 MB of resident memory (runtime caches warming up), each further
/// version about 30 KB, so a session of a thousand saves costs some 30 MB.
public struct LayoutLibraryLoader: Sendable {
    /// Seconds on a monotonic clock.
    public var now: @Sendable () -> Double

    public init(now: @escaping @Sendable () -> Double = MonotonicClock.seconds) {
        self.now = now
    }

    /// What a load gave.
    public struct Loaded: Sendable {
        public let path: String
        /// The library's `orbitLayouts`, valid for a catalog: at least one, names valid and unique.
        public let layouts: [LayoutDescriptor]
        /// Seconds for `dlopen`, the registration call (which runs the layouts' `make` once each,
        /// in `LayoutDescriptor.init`) and the checks.
        public let seconds: Double
        /// Resident memory after the load minus before, bytes (other threads' allocations count too).
        public let residentGrowth: Int
    }

    /// Loads the library at `path`. This runs the library's code in this process: `orbitLayouts`'
    /// initializer, and each layout's `make` once (`LayoutDescriptor.init` reads the defaults), so
    /// a file that traps there takes the process with it; `LayoutChildCheck` is for trying a new
    /// version in a child first. Errors are one line: `dlerror`'s text (with a hint when symbols
    /// are missing), a library without the registration function, or layouts a catalog would refuse.
    ///
    /// Loading the same path again returns the library already loaded (`dlopen` counts references)
    /// and asks it for its layouts again; a new version must come with a new path, which
    /// `LayoutSourceCompiler` guarantees.
    ///
    /// `sourceName` names the library in messages (default: the library's file name).
    public func load(_ path: String, sourceName: String? = nil) throws(LiveLayoutError) -> Loaded {
        let start = now()
        let before = ResidentMemory.currentBytes()
        let name = sourceName ?? (path as NSString).lastPathComponent
        _ = dlerror()
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw .load(.dlopen(dlerror().map { String(cString: $0) } ?? "dlopen failed on \(path)"))
        }
        _ = dlerror()
        guard let symbol = dlsym(handle, LayoutRegistration.symbolName) else {
            throw .load(.notALayoutLibrary(name: name))
        }
        typealias Registration = @convention(c) () -> UnsafeMutableRawPointer
        let registration = unsafeBitCast(symbol, to: Registration.self)
        let pointer = registration().assumingMemoryBound(to: [LayoutDescriptor].self)
        let layouts = pointer.move()
        pointer.deallocate()
        try Self.validate(layouts, in: name)
        return Loaded(
            path: path, layouts: layouts, seconds: now() - start, residentGrowth: ResidentMemory.currentBytes() - before)
    }

    /// Loads a library `LayoutSourceCompiler` built; messages name its sources.
    public func load(_ library: CompiledLayoutLibrary) throws(LiveLayoutError) -> Loaded {
        let names = library.sources.map { ($0 as NSString).lastPathComponent }
        return try load(library.path, sourceName: names.count == 1 ? names[0] : names.joined(separator: ", "))
    }

    /// Throws one line unless `layouts` could make a catalog: at least one, names valid and unique (pure).
    public static func validate(_ layouts: [LayoutDescriptor], in name: String) throws(LiveLayoutError) {
        guard !layouts.isEmpty else {
            throw .load(.noLayouts(name: name))
        }
        do {
            _ = try LayoutCatalog(layouts)
        } catch {
            throw .load(.invalidLayouts(name: name, reason: error.message))
        }
    }

    /// `dlerror`'s text, with what to do when the host does not export the core's symbols (pure).
    static func explain(_ text: String) -> String {
        guard text.contains("undefined symbol") else { return text }
        return text + " (the running executable must export CollectionLayout: link it with -Xlinker --export-dynamic,"
            + " and rebuild it when CollectionLayout changed)"
    }
}
