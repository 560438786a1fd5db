/// A shared library built from live layout sources, ready for `LayoutLibraryLoader`.
public struct CompiledLayoutLibrary: Hashable, Sendable {
    /// The `.so`, named after `cacheKey`: each version of the sources has a path of its own, since
    /// `dlopen` hands back the library already loaded from a path instead of reading it again.
    public let path: String
    /// 16 hex digits of FNV-1a-64 over the sources (paths and bytes), the generated registration
    /// file, the compiler version, the flags and the CollectionLayout module's fingerprint.
    public let cacheKey: String
    /// The Swift module the library's types live in (`OrbitLive_<cacheKey>`): a module per version,
    /// so that two versions of `Spiral` loaded side by side are two distinct types.
    public let moduleName: String
    /// The `.swift` files compiled, absolute, in order.
    public let sources: [String]
    /// True when the library was already in the cache and swiftc did not run.
    public let wasCached: Bool
    /// Seconds spent in `compile`, swiftc included (about 0.001 s for a cache hit).
    public let seconds: Double
    /// swiftc's warnings (empty for a cache hit: the library was built without errors then).
    public let warnings: [CompilerDiagnostic]
    /// One line when the cache held a damaged library for these sources, which was discarded and
    /// compiled again (`liborbit-live-….so was damaged (file too short): compiled again`), else nil.
    public let repairNote: String?

    public init(
        path: String, cacheKey: String, moduleName: String, sources: [String], wasCached: Bool, seconds: Double,
        warnings: [CompilerDiagnostic], repairNote: String? = nil
    ) {
        self.path = path
        self.cacheKey = cacheKey
        self.moduleName = moduleName
        self.sources = sources
        self.wasCached = wasCached
        self.seconds = seconds
        self.warnings = warnings
        self.repairNote = repairNote
    }
}
