import CollectionLayout
import LiveLayouts

/// What every command reads besides its flags: the layouts it may use. `OrbitMain.run` sets it for
/// the duration of one command line, so that a user's package that adds its own layouts gets
/// every subcommand for them.
enum CommandContext {
    /// The built-in layouts (the seeds, then the 3D carousels), then the layouts the entry point was given, then those of `--layout-file`.
    @TaskLocal static var catalog: LayoutCatalog = .builtIn

    /// The layouts `--layout-file` loaded for this command line, in the file's order (empty without
    /// the flag). They are in `catalog` too.
    @TaskLocal static var loadedLayouts: [LayoutDescriptor] = []

    /// `play --watch`: the watched file's first version, loaded before parsing (its layouts are in
    /// `catalog` too); nil without the flag.
    @TaskLocal static var watchStart: WatchStart?

    /// The layout a command uses when `--layout` is left out and `--watch` or `--layout-file` was
    /// given: the watched file's first layout, else the first `--layout-file`'s; nil without them
    /// (each command keeps its own default then).
    static var defaultLayoutName: String? { defaultLoadedLayout?.name }

    /// The descriptor of `defaultLayoutName`.
    static var defaultLoadedLayout: LayoutDescriptor? { watchStart?.layouts.first ?? loadedLayouts.first }

    /// The layouts `--compare`'s sides name (`orbit shot --compare A B` needs no `--layout`, and
    /// `--set` may name a key only B has): set before parsing, since `--layout` and `--set` are
    /// checked while parsing; empty without `--compare`, nil for a side that names none.
    @TaskLocal static var comparedLayouts: [LayoutDescriptor?] = []

    /// `--compare`'s first side's layout; nil without a named first side.
    static var compareLayout: LayoutDescriptor? { comparedLayouts.first ?? nil }

    /// The layouts `--compare`'s two sides name in `arguments`, each nil unless it names one in `catalog`.
    static func comparedLayouts(in arguments: [String]) -> [LayoutDescriptor?] {
        guard let index = arguments.firstIndex(of: "--compare") else { return [] }
        return arguments.dropFirst(index + 1).prefix(2).prefix { !$0.hasPrefix("--") }.map { side in
            try? catalog.entry(named: String(side.split(separator: ":", omittingEmptySubsequences: false)[0]))
        }
    }

    /// The catalog's names, for help texts.
    static var layoutNames: String { catalog.names.joined(separator: ", ") }
}
